"""The studrules trainer: a Flask app that quizzes learners on the engine's rulings.

``studrules serve`` serves it (see ``studrules_trainer.serving``); the factory
imports Flask only when called, so ``studrules_trainer.questions`` and
``studrules_trainer.rulebook`` stay usable without the web app.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Mapping

    from flask import Flask


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    """The trainer application; ``test_config`` overrides every other setting (for tests)."""
    from studrules_trainer.app import make_app

    return make_app(test_config)
