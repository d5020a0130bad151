"""The trainer's SQLite database, in the style of Flask's tutorial: a connection per request.

Connections run in autocommit mode with WAL journaling and a busy timeout;
writes go through ``transaction()``, which takes the write lock up front
(``BEGIN IMMEDIATE``) so concurrent answers queue instead of failing half way.
A request's connection comes from a small pool and goes back to it afterwards:
closing the last connection to a WAL database checkpoints the log, which would
otherwise cost every request a few milliseconds.
"""

from __future__ import annotations

import queue
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from importlib import resources
from pathlib import Path

import click
from flask import Flask, current_app, g
from flask.cli import with_appcontext

BUSY_TIMEOUT_MS = 10_000
POOL_SIZE = 16
_POOL_KEY = "trainer.db.pool"


def connect(path: str | Path) -> sqlite3.Connection:
    """A connection to the database at ``path``: rows by name, foreign keys, busy timeout.

    It may be handed from thread to thread, one at a time (the pool does so).
    """
    db = sqlite3.connect(
        path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
    )
    db.row_factory = sqlite3.Row
    db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    db.execute("PRAGMA foreign_keys = ON")
    db.execute("PRAGMA synchronous = NORMAL")
    return db


class Pool:
    """Idle connections to one database, lent to one request at a time."""

    def __init__(self, path: str | Path, size: int = POOL_SIZE):
        self.path = path
        self.idle: queue.LifoQueue[sqlite3.Connection] = queue.LifoQueue(size)

    def take(self) -> sqlite3.Connection:
        """An idle connection, or a new one."""
        try:
            return self.idle.get_nowait()
        except queue.Empty:
            return connect(self.path)

    def give_back(self, db: sqlite3.Connection) -> None:
        """Return a connection (any open transaction rolled back); close it if the pool is full."""
        if db.in_transaction:
            db.execute("ROLLBACK")
        try:
            self.idle.put_nowait(db)
        except queue.Full:
            db.close()


def get_db() -> sqlite3.Connection:
    """The request's connection, taken from the app's pool on first use."""
    if "db" not in g:
        g.db = current_app.extensions[_POOL_KEY].take()
    return g.db


def close_db(_error: BaseException | None = None) -> None:
    """Give the request's connection back to the pool, if one was taken."""
    db = g.pop("db", None)
    if db is not None:
        current_app.extensions[_POOL_KEY].give_back(db)


_WRITING = threading.Lock()
"""Held by the one thread of this process that is writing.

Threads of one process queue here and wake as soon as the writer is done;
left to SQLite, a thread finding the database locked sleeps in growing steps
(up to a tenth of a second) before it tries again. Other processes still meet
SQLite's lock and its busy timeout.
"""


@contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """Run a block of writes atomically, holding the write lock from the start."""
    with _WRITING:
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")


def _schema() -> str:
    return resources.files("trainer").joinpath("schema.sql").read_text(encoding="utf-8")


def create_schema(path: str | Path) -> None:
    """Create the database file and any missing table; existing data is kept."""
    db = connect(path)
    try:
        db.execute("PRAGMA journal_mode = WAL")
        db.executescript(_schema())
    finally:
        db.close()


def init_db() -> None:
    """Drop every table of the app's database and create them empty."""
    db = get_db()
    tables = [row["name"] for row in db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    )]
    db.execute("PRAGMA foreign_keys = OFF")
    with transaction(db):
        for table in tables:
            db.execute(f'DROP TABLE "{table}"')
    db.execute("PRAGMA foreign_keys = ON")
    db.executescript(_schema())


@click.command("init-db")
@with_appcontext
def init_db_command() -> None:
    """Clear the existing data and create new tables."""
    init_db()
    click.echo(f"Initialized the database at {current_app.config['DATABASE']}.")


def database_path(setting: str) -> str:
    """The file of the ``DATABASE`` setting: a path, or a URL ``sqlite:///path``.

    Raises ``ValueError`` naming the setting for a URL of another database:
    the trainer stores progress in SQLite only.
    """
    if "://" not in setting:
        return setting
    scheme, _, rest = setting.partition("://")
    if scheme != "sqlite" or not rest.startswith("/") or rest == "/":
        raise ValueError(
            f'DATABASE "{setting}" is not a SQLite database: give a file path or '
            "sqlite:///path/to/file.sqlite"
        )
    return rest[1:]


def init_app(app: Flask) -> None:
    """Pool connections per request, add ``flask init-db``, create the database if missing."""
    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)
    app.config["DATABASE"] = database_path(app.config["DATABASE"])
    Path(app.config["DATABASE"]).parent.mkdir(parents=True, exist_ok=True)
    create_schema(app.config["DATABASE"])
    app.extensions[_POOL_KEY] = Pool(app.config["DATABASE"])
