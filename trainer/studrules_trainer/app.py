"""The application factory's work: settings, instance folder, database, secret, blueprints.

Settings come, later ones winning, from the defaults here, ``config.py`` in the
instance folder, the environment (``STUDRULES_TRAINER_DATABASE``,
``STUDRULES_TRAINER_SECRET_KEY``, ``STUDRULES_TRAINER_SECRET_KEY_FILE``;
``STUDRULES_TRAINER_INSTANCE`` moves the instance folder) and the test configuration.
``DATABASE`` is a file path or a ``sqlite:///`` or ``postgresql://`` URL (see
``studrules_trainer.db``); the secret is ``SECRET_KEY``, else the contents of
``SECRET_KEY_FILE``, else one made and kept in the instance folder (see
``studrules_trainer.secret``). ``studrules_trainer.startup`` checks them before
anything else is made; a setting that cannot work is a ``ValueError`` naming it.
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping
from datetime import timedelta
from pathlib import Path
from typing import Any

from flask import Flask, Response, session

from studrules import VARIANTS, evaluate, parse_cards
from studrules.house_files import read_house
from studrules_trainer import answer_rows, csrf, db, errors
from studrules_trainer.chips import notation_chips, seen_chip
from studrules_trainer.guard import guard
from studrules_trainer.layout import cards_per_row, seat_class, seat_stylesheet
from studrules_trainer.questions import houses
from studrules_trainer.startup import check_settings, read_config_file
from studrules_trainer.storable import CONVERTERS

DEFAULTS: dict[str, Any] = {
    "MAX_CONTENT_LENGTH": 64 * 1024,
    "MAX_FORM_MEMORY_SIZE": 64 * 1024,
    "QUESTION_MAX_AGE": 6 * 3600,
    "TIMED_SECONDS": 180,
    "SESSION_COOKIE_NAME": "studrules_trainer",
    "SESSION_COOKIE_SAMESITE": "Lax",
    "SESSION_COOKIE_HTTPONLY": True,
    "PERMANENT_SESSION_LIFETIME": timedelta(days=365),
    "SESSION_REFRESH_EACH_REQUEST": False,
    "CLOCK": time.time,
    "DAILY_GOAL": 20,
}
"""Settings every trainer starts from; ``QUESTION_MAX_AGE`` is how long a question stays
answerable (seconds), ``TIMED_SECONDS`` the length of a timed run, ``CLOCK`` the time source,
``DAILY_GOAL`` the counted answers a day the home page aims at; the session cookie is written
when the session changes, not on every request (``studrules_trainer.learners`` renews it daily)."""

ENVIRONMENT = {
    "STUDRULES_TRAINER_DATABASE": "DATABASE",
    "STUDRULES_TRAINER_SECRET_KEY": "SECRET_KEY",
    "STUDRULES_TRAINER_SECRET_KEY_FILE": "SECRET_KEY_FILE",
    "STUDRULES_TRAINER_HOUSE": "HOUSE",
}


CLONE = Path(__file__).resolve().parents[2]
"""The clone the package runs from, when it is not installed (``pyproject.toml`` there)."""


def instance_folder(environ: Mapping[str, str]) -> str | None:
    """The instance folder: ``STUDRULES_TRAINER_INSTANCE``, else a clone's own ``instance/``
    (the README's quick start), else ``None``: Flask's place for an installed package."""
    chosen = environ.get("STUDRULES_TRAINER_INSTANCE")
    if chosen:
        return os.path.abspath(chosen)
    if (CLONE / "pyproject.toml").is_file() and (CLONE / "trainer").is_dir():
        return str(CLONE / "instance")
    return None


def make_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    """Build and configure the trainer (see ``studrules_trainer.create_app``)."""
    app = Flask(
        "studrules_trainer",
        instance_path=instance_folder(os.environ),
        instance_relative_config=True,
    )
    check_settings(app, _configure(app, test_config))
    houses.offer(read_house(app.config["HOUSE"]) if app.config.get("HOUSE") else None)

    _prepare_engine()
    db.init_app(app)
    csrf.init_app(app)
    errors.init_app(app)
    _register_templates(app)
    answer_rows.register(app)
    _register_seats(app)
    app.url_map.converters.update(CONVERTERS)
    _register_blueprints(app)
    app.wsgi_app = guard(app)  # type: ignore[method-assign,assignment]
    return app


def _configure(app: Flask, test_config: Mapping[str, Any] | None) -> dict[str, str]:
    """Read the settings in order; return how to name each one the user set, where they did.

    A setting from the environment is named by its variable, one from
    ``config.py`` as ``KEY in /path/to/config.py``.
    """
    app.config.from_mapping(DEFAULTS)
    app.config["DATABASE"] = os.path.join(app.instance_path, "trainer.sqlite")
    origins = {}
    defaults = dict(app.config)
    if test_config is None and (config_file := read_config_file(app)) is not None:
        origins.update({key: f"{key} in {config_file}" for key, value in app.config.items()
                        if key not in defaults or value is not defaults[key]})
    for variable, key in ENVIRONMENT.items():
        if os.environ.get(variable):
            app.config[key] = os.environ[variable]
            origins[key] = variable
    if test_config is not None:
        app.config.from_mapping(test_config)
        for key in test_config:
            origins.pop(key, None)
    return origins


def _prepare_engine() -> None:
    """Rank one hand now, so that each worker forked from this process shares the filled tables.

    The engine fills its lookup tables lazily on first use (about 0.15 s).
    """
    evaluate("high", parse_cards("As Kd Qh Jc 9s 2c 2d"))


def _register_templates(app: Flask) -> None:
    app.jinja_env.filters["chips"] = notation_chips
    app.jinja_env.globals.update(seen_chip=seen_chip, seat_class=seat_class,
                                cards_per_row=cards_per_row)

    @app.context_processor
    def _display() -> dict[str, Any]:
        return {"four_colour": bool(session.get("four_colour"))}


def _register_seats(app: Flask) -> None:
    """Serve ``/seats.css``: where the seats sit at a table of each size (see ``layout``)."""
    text = seat_stylesheet(max(variant.max_players for variant in VARIANTS.values()))

    @app.get("/seats.css")
    def seats_stylesheet() -> Response:
        return Response(text, mimetype="text/css",
                        headers={"Cache-Control": "public, max-age=3600"})


def _register_blueprints(app: Flask) -> None:
    from studrules_trainer.views import disputes, exam, progress, quiz, rulebook

    app.register_blueprint(quiz.bp)
    app.register_blueprint(rulebook.bp)
    app.register_blueprint(progress.bp)
    app.register_blueprint(disputes.bp)
    app.register_blueprint(exam.bp)
