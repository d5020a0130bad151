"""The trainer's settings checked at start: a problem is one line naming the setting or file.

``check_settings`` runs in the application factory, before anything is served,
so that a setting that cannot work stops the start (``studrules serve``
prints the line and exits 2) rather than answering 500 later. It checks that
each setting the trainer reads holds a value of its kind (``SETTINGS``: a
number of bytes, of seconds, a path...), that the instance folder can be made
and written (when the secret is kept there), that the secret is long enough
wherever it comes from (``SECRET_KEY``, the file ``SECRET_KEY_FILE``, or the
instance folder), that an SQLite database can be written (a write is tried, in
a transaction that is rolled back), and brings the database up to date:
migrated, and its tables with the columns the trainer uses (a database that is
damaged, not a database, or another program's is refused naming it; a
PostgreSQL server that cannot be reached too). ``read_config_file`` reads
``config.py``, naming it and the line where it fails. Problems are raised as
``ValueError``, the start-up's error for a bad setting.
"""

from __future__ import annotations

import os
import re
import sqlite3
import traceback
from collections.abc import Callable, Mapping
from datetime import timedelta
from pathlib import Path

from flask import Flask

from studrules_trainer import db
from studrules_trainer.secret import SHORTEST, file_secret, instance_secret

INSTANCE_SETTING = "STUDRULES_TRAINER_INSTANCE"


def _whole(lowest: int) -> Callable[[object], bool]:
    return lambda value: type(value) is int and value >= lowest


def _optional(fits: Callable[[object], bool]) -> Callable[[object], bool]:
    return lambda value: value is None or fits(value)


LONGEST_SESSION = timedelta(days=100 * 365)
"""The longest a session may last: a cookie's expiry date must be one a calendar has."""


def _lifetime(value: object) -> bool:
    if isinstance(value, timedelta):
        return timedelta(0) < value <= LONGEST_SESSION
    return type(value) is int and 0 < value <= LONGEST_SESSION.total_seconds()


_COOKIE_NAME = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")
SETTINGS: dict[str, tuple[Callable[[object], bool], str]] = {
    "DATABASE": (lambda value: isinstance(value, str) and value != "",
                 "a file path, sqlite:///path or postgresql://... as text"),
    "SECRET_KEY_FILE": (_optional(lambda value: isinstance(value, str) and value != ""),
                        "the path of a file, as text"),
    "HOUSE": (_optional(lambda value: isinstance(value, str) and value != ""),
              "the path of a house file, as text"),
    "MAX_CONTENT_LENGTH": (_optional(_whole(1)), "a number of bytes above 0 (or None)"),
    "MAX_FORM_MEMORY_SIZE": (_optional(_whole(1)), "a number of bytes above 0 (or None)"),
    "QUESTION_MAX_AGE": (_whole(1), "a whole number of seconds above 0"),
    "TIMED_SECONDS": (_whole(1), "a whole number of seconds above 0"),
    "PERMANENT_SESSION_LIFETIME": (_lifetime, "a datetime.timedelta or a whole number of "
                                   f"seconds, above 0 and at most {LONGEST_SESSION.days} days"),
    "SESSION_COOKIE_NAME": (lambda value: isinstance(value, str)
                            and _COOKIE_NAME.fullmatch(value) is not None,
                            "a cookie name (letters, digits, no spaces)"),
    "SESSION_COOKIE_SAMESITE": (lambda value: value in ("Lax", "Strict", "None", None),
                                '"Lax", "Strict", "None" or None'),
    "SESSION_COOKIE_HTTPONLY": (lambda value: type(value) is bool, "True or False"),
    "SESSION_COOKIE_SECURE": (lambda value: type(value) is bool, "True or False"),
    "TRUSTED_HOSTS": (_optional(lambda value: isinstance(value, list | tuple)
                                and all(isinstance(host, str) for host in value)),
                      "a list of host names (or None)"),
    "CLOCK": (callable, "a function that returns the time in seconds"),
}
"""Each setting the trainer reads: what its value must be, and how to say so."""


def check_settings(app: Flask, origins: Mapping[str, str]) -> None:
    """Check every setting, the instance folder, the secret and the database; fill in the secret.

    ``origins`` names, for a setting key, where its value came from (an environment
    variable, ``config.py``), so the message names what the user set; by default
    the key itself.
    """
    check_values(app.config, origins)
    _make_instance(app.instance_path)
    secret = app.config.get("SECRET_KEY")
    if secret:
        _check_secret(secret, origins.get("SECRET_KEY", "SECRET_KEY"))
    elif app.config.get("SECRET_KEY_FILE"):
        app.config["SECRET_KEY"] = file_secret(app.config["SECRET_KEY_FILE"])
    else:
        app.config["SECRET_KEY"] = _kept_secret(app.instance_path)
    kind, location = db.database_target(app.config["DATABASE"])
    name = origins.get("DATABASE", "DATABASE")
    if kind == "sqlite":  # a PostgreSQL server is reached, and refused if it cannot be, below
        check_writable(location, name)
    db.migrate(location, name=name)


def check_values(config: Mapping[str, object], origins: Mapping[str, str]) -> None:
    """Raise ``ValueError`` naming the first setting of ``SETTINGS`` whose value is not its kind."""
    for key, (fits, what) in SETTINGS.items():
        if key in config and not fits(config[key]):
            raise ValueError(f"{origins.get(key, key)} must be {what}, not {config[key]!r}")


def read_config_file(app: Flask) -> str | None:
    """Read ``config.py`` of the instance folder, if there is one; its path if read.

    A file that cannot be read or run is a ``ValueError`` naming it and, when
    known, its line and the error.
    """
    path = os.path.join(app.instance_path, "config.py")
    try:
        found = app.config.from_pyfile(path, silent=True)
    except Exception as error:
        said = " ".join(str(error).split())
        raise ValueError(f"{path} cannot be read{_line_of(error, path)}: "
                         f"{type(error).__name__}: {said}") from None
    return path if found else None


def _line_of(error: BaseException, path: str) -> str:
    """``", line N"``: where in the file ``path`` the error was raised, if known."""
    if isinstance(error, SyntaxError) and error.filename == path and error.lineno:
        return f", line {error.lineno}"
    lines = [frame.lineno for frame in traceback.extract_tb(error.__traceback__)
             if frame.filename == path]
    return f", line {lines[-1]}" if lines else ""


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
    except (OSError, sqlite3.Error, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) else db.trouble(error)
        raise ValueError(f"{name} names {path}, which cannot be written ({reason}): the "
                         "trainer writes the file and, beside it, its journal") from None
