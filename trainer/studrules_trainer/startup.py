"""The trainer's settings checked at start: a problem is one line naming the setting.

``check_settings`` runs in the application factory, before anything is served,
so that a setting that cannot work stops the start (``studrules serve``
prints the line and exits 2) rather than answering 500 later. It checks that
the instance folder can be made and written (when the secret is kept there),
that the secret is long enough wherever it comes from (``SECRET_KEY``, the
file ``SECRET_KEY_FILE``, or the instance folder), and that an SQLite database
can be written: a write is tried, in a transaction that is rolled back (a
PostgreSQL server that cannot be reached is refused when the app connects).
Problems are raised as ``ValueError``, the start-up's error for a bad setting.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Mapping
from pathlib import Path

from flask import Flask

from studrules_trainer import db
from studrules_trainer.secret import SHORTEST, file_secret, instance_secret

INSTANCE_SETTING = "STUDRULES_TRAINER_INSTANCE"


def check_settings(app: Flask, origins: Mapping[str, str]) -> None:
    """Check the instance folder, the secret and the database; fill in the secret when unset.

    ``origins`` names, for a setting key, where its value came from (an environment
    variable), so the message names what the user set; by default the key itself.
    """
    _make_instance(app.instance_path)
    secret = app.config.get("SECRET_KEY")
    if secret:
        _check_secret(secret, origins.get("SECRET_KEY", "SECRET_KEY"))
    elif app.config.get("SECRET_KEY_FILE"):
        app.config["SECRET_KEY"] = file_secret(app.config["SECRET_KEY_FILE"])
    else:
        app.config["SECRET_KEY"] = _kept_secret(app.instance_path)
    kind, location = db.database_target(app.config["DATABASE"])
    if kind == "sqlite":  # a PostgreSQL server is reached, and refused if it cannot be, at start
        check_writable(location, origins.get("DATABASE", "DATABASE"))


def _make_instance(path: str) -> None:
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as error:
        raise ValueError(
            f"the instance folder {path} cannot be made ({error.strerror}); "
            f"set {INSTANCE_SETTING} to a folder the trainer may write"
        ) from None


def _check_secret(secret: object, name: str) -> None:
    if not isinstance(secret, str | bytes) or len(secret) < SHORTEST:
        length = len(secret) if isinstance(secret, str | bytes) else "not text"
        raise ValueError(
            f"{name} must be at least {SHORTEST} characters long ({length} given); "
            "make one with: python -c 'import secrets; print(secrets.token_hex(32))'"
        )


def _kept_secret(instance: str) -> str:
    """The secret kept in the instance folder (made there on the first start)."""
    try:
        return instance_secret(instance)
    except OSError as error:
        raise ValueError(
            f"the instance folder {instance} cannot be written ({error.strerror}), and the "
            f"trainer keeps its secret there: make it writable, set {INSTANCE_SETTING} to "
            "another folder, or set STUDRULES_TRAINER_SECRET_KEY"
        ) from None


def check_writable(path: str, name: str) -> None:
    """Raise ``ValueError`` naming setting ``name`` unless the SQLite file ``path`` takes a write.

    The file (and its folders) are made if missing, as the first start does anyway.
    """
    try:
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        connection = db.connect(path)
        try:
            connection.execute("BEGIN IMMEDIATE")
            connection.execute("CREATE TABLE trainer_start_probe (written INTEGER)")
            connection.execute("ROLLBACK")
        finally:
            connection.close()
    except (OSError, sqlite3.Error) as error:
        reason = error.strerror if isinstance(error, OSError) else str(error)
        raise ValueError(f"{name} {path} cannot be written ({reason}): the trainer writes "
                         "the file and, beside it, its journal") from None
