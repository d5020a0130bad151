"""The rows of an answer history, each rendered once per process (#36).

The progress page and a skill's page list the learner's latest 30 answers, and each
view after an answer shows 29 rows the previous view showed. A stored answer never
changes, so its row (the macro ``row`` of ``_history.html``) is kept, by what the row
shows and the script root its links start from; an answer that changed (a database
emptied and its ids used again) shows other fields and is another row. A few thousand
rows are kept, about 500 bytes each.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import NamedTuple

from flask import Flask, current_app, request
from markupsafe import Markup

from studrules_trainer.progress import AnswerRecord

ROWS_KEPT = 4096
"""Rows kept per app."""
ROWS_KEY = "trainer.answer_rows"


class Shown(NamedTuple):
    """What an answer's row shows."""

    id: int
    correct: bool
    skill: str
    missed: tuple[str, ...]
    mode: str
    practice: str | None
    hinted: bool


def answer_row(record: AnswerRecord) -> Markup:
    """The row of ``record`` in a history list, as ``_history.html``'s macro renders it."""
    shown = Shown(record.id, record.correct, record.skill, record.missed, record.mode,
                  record.practice, record.hinted)
    rendered: Callable[[str, Shown], Markup] = current_app.extensions[ROWS_KEY]
    return rendered(request.script_root, shown)


def register(app: Flask) -> None:
    """Keep this app's rows, and offer ``answer_row`` to its templates."""

    @lru_cache(maxsize=ROWS_KEPT)
    def rendered(script_root: str, shown: Shown) -> Markup:
        template = app.jinja_env.get_template("_history.html")
        return Markup(template.module.row(shown))  # type: ignore[attr-defined]

    app.extensions[ROWS_KEY] = rendered
    app.jinja_env.globals["answer_row"] = answer_row
