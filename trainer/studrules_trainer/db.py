"""The trainer's database: SQLite in the instance folder by default, or PostgreSQL.

The ``DATABASE`` setting is a file path, a ``sqlite:///path`` URL or a
``postgresql://`` URL. SQLite suits one machine; PostgreSQL lets several
trainer servers share their learners. Both run the same SQL, written once:
``?`` placeholders (a PostgreSQL connection turns them into psycopg's ``%s``),
``INSERT ... ON CONFLICT`` and ``RETURNING`` (which SQLite has had since 3.35),
and rows read by column name or position. What differs sits in two small
backend classes below: how connections are made and pooled, how a write
transaction begins, how a lock is taken, and how every table is dropped.

A request's connection comes from a pool and goes back to it afterwards.
SQLite's pool keeps connections open because closing the last one to a WAL
database checkpoints the log; PostgreSQL's is psycopg_pool's, made in each
process on first use, so that no connection is shared across a fork.
Connections run in autocommit mode: a read is one statement, and writes go
through ``transaction()``. On SQLite it takes the write lock up front
(``BEGIN IMMEDIATE``), so writers queue instead of failing half way; on
PostgreSQL writers of different learners run at once and ``lock()`` keeps one
learner's read-then-write updates in order.
"""

from __future__ import annotations

import hashlib
import os
import queue
import sqlite3
import threading
import urllib.parse
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click
from flask import Flask, current_app, g
from flask.cli import with_appcontext

if TYPE_CHECKING:
    import psycopg

    from studrules_trainer.migrations import Migration

BUSY_TIMEOUT_MS = 10_000
POOL_SIZE = 16
_POOL_KEY = "trainer.db.pool"
POSTGRESQL_SCHEMES = ("postgresql", "postgres")

Connection = Any
"""A connection of either backend: ``sqlite3.Connection`` or ``PostgresConnection``."""


# Which database a setting names ------------------------------------------------------------


def database_target(setting: str) -> tuple[str, str]:
    """``("sqlite", path)`` or ``("postgresql", url)`` for a ``DATABASE`` setting.

    Raises ``ValueError`` naming the setting for a URL of any other kind.
    """
    if "://" not in setting:
        return "sqlite", setting
    scheme, _, rest = setting.partition("://")
    if scheme in POSTGRESQL_SCHEMES:
        try:
            urllib.parse.urlsplit(setting).port  # noqa: B018 (reading the port checks it)
        except ValueError as why:  # what follows the scheme may hold a password: not shown
            raise ValueError(
                f'DATABASE "{scheme}://..." cannot be read as a URL ({why}): give '
                "postgresql://user@host/database"
            ) from None
        return "postgresql", setting
    if scheme != "sqlite" or not rest.startswith("/") or rest == "/":
        raise ValueError(
            f'DATABASE "{describe(setting)}" is neither SQLite nor PostgreSQL: give a file path, '
            "sqlite:///path/to/file.sqlite or postgresql://user@host/database"
        )
    return "sqlite", rest[1:]


def describe(setting: str) -> str:
    """The setting as it may be shown or logged: a URL's password replaced by ``***``."""
    try:
        parts = urllib.parse.urlsplit(setting)
        parts.port  # noqa: B018 (reading the port checks it)
    except ValueError:  # not a URL urllib can read: nothing after the scheme is shown
        return f"{setting.partition('://')[0]}://..."
    if not parts.password:
        return setting
    host = parts.netloc.rpartition("@")[2]
    return urllib.parse.urlunsplit(parts._replace(netloc=f"{parts.username}:***@{host}"))


def _backend(setting: str) -> _SQLite | _PostgreSQL:
    kind, location = database_target(setting)
    return _SQLite(location) if kind == "sqlite" else _PostgreSQL(location)


def connect(setting: str | Path) -> Connection:
    """A new connection to the database of ``setting`` (a path or URL), for scripts and tests."""
    return _backend(str(setting)).connect()


def kind_of(db: Connection) -> str:
    """``"sqlite"`` or ``"postgresql"``: the backend of a connection."""
    return "sqlite" if isinstance(db, sqlite3.Connection) else "postgresql"


def auto_id(db: Connection) -> str:
    """How the backend of ``db`` writes an auto-numbered key (``AUTO_ID`` in a migration)."""
    return (_SQLite if kind_of(db) == "sqlite" else _PostgreSQL).auto_id


# SQLite ---------------------------------------------------------------------------------


class _SQLite:
    """A database file: WAL journaling, a busy timeout, one writer at a time."""

    auto_id = "INTEGER PRIMARY KEY"

    def __init__(self, path: str):
        self.path = path

    def connect(self) -> sqlite3.Connection:
        """Rows by name, foreign keys on; may pass between threads one at a time (the pool does)."""
        db = sqlite3.connect(
            self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
            check_same_thread=False,
        )
        db.row_factory = sqlite3.Row
        db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        db.execute("PRAGMA foreign_keys = ON")
        db.execute("PRAGMA synchronous = NORMAL")
        return db

    def create(self) -> None:
        """Make the folder and the file, journaled in WAL mode (a setting kept in the file)."""
        Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        db = self.connect()
        try:
            db.execute("PRAGMA journal_mode = WAL")
        finally:
            db.close()

    def pool(self) -> SQLitePool:
        return SQLitePool(self)

    @staticmethod
    def errors() -> tuple[type[Exception], ...]:
        """What the driver raises for a database it cannot use.

        A damaged file can hold bytes that are no UTF-8 text where SQLite keeps
        text (its schema, a row): the driver raises ``UnicodeDecodeError`` reading them.
        """
        return (sqlite3.Error, UnicodeDecodeError)

    @staticmethod
    def drop_tables(db: sqlite3.Connection) -> None:
        tables = [row["name"] for row in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )]
        db.execute("PRAGMA foreign_keys = OFF")
        try:
            with transaction(db):
                for table in tables:
                    db.execute(f'DROP TABLE "{table}"')
        finally:
            db.execute("PRAGMA foreign_keys = ON")


class SQLitePool:
    """Idle connections to one database file, lent to one request at a time."""

    def __init__(self, backend: _SQLite, size: int = POOL_SIZE):
        self.backend = backend
        self.idle: queue.LifoQueue[sqlite3.Connection] = queue.LifoQueue(size)

    def take(self) -> sqlite3.Connection:
        """An idle connection, or a new one."""
        try:
            return self.idle.get_nowait()
        except queue.Empty:
            return self.backend.connect()

    def give_back(self, db: sqlite3.Connection) -> None:
        """Return a connection (any open transaction rolled back); close it if the pool is full."""
        if db.in_transaction:
            db.execute("ROLLBACK")
        try:
            self.idle.put_nowait(db)
        except queue.Full:
            db.close()

    def close(self) -> None:
        """Close every idle connection."""
        while True:
            try:
                self.idle.get_nowait().close()
            except queue.Empty:
                return


_WRITING = threading.Lock()
"""Held by the one thread of this process that is writing to SQLite.

Threads of one process queue here and wake as soon as the writer is done;
left to SQLite, a thread finding the database locked sleeps in growing steps
(up to a tenth of a second) before it tries again. Other processes still meet
SQLite's lock and its busy timeout.
"""


# PostgreSQL -------------------------------------------------------------------------------


@lru_cache(maxsize=256)
def _psycopg_sql(query: str) -> str:
    """The trainer's SQL in psycopg's parameter style: ``?`` becomes ``%s``, ``%`` doubles."""
    return query.replace("%", "%%").replace("?", "%s")


class Row:
    """One PostgreSQL row, read like ``sqlite3.Row``: ``row["name"]`` or ``row[0]``."""

    __slots__ = ("_positions", "_values")

    def __init__(self, values: Sequence[Any], positions: dict[str, int]):
        self._values = values
        self._positions = positions

    def __getitem__(self, key: str | int) -> Any:
        return self._values[self._positions[key] if isinstance(key, str) else key]

    def __len__(self) -> int:
        return len(self._values)

    def __iter__(self) -> Iterator[Any]:
        return iter(self._values)

    def keys(self) -> list[str]:
        """The column names, in order."""
        return list(self._positions)


def _rows(cursor: Any) -> Any:
    """psycopg's row factory for ``Row``: the column positions are read once per result."""
    positions = {column.name: i for i, column in enumerate(cursor.description or ())}
    return lambda values: Row(values, positions)


@lru_cache(maxsize=1)
def _postgres_connection_class() -> type[psycopg.Connection]:
    import psycopg

    class PostgresConnection(psycopg.Connection):
        """A psycopg connection that takes the trainer's SQL with ``?`` placeholders."""

        def execute(self, query, params=None, *, prepare=None, binary=False):
            if params is not None:
                query = _psycopg_sql(query)
            return super().execute(query, params, prepare=prepare, binary=binary)

    return PostgresConnection


class _PostgreSQL:
    """A PostgreSQL database, shared by any number of trainer servers."""

    auto_id = "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"

    def __init__(self, url: str):
        self.url = url
        try:
            self.connection_class = _postgres_connection_class()
        except ImportError as error:
            raise ValueError(
                f'DATABASE "{describe(url)}" is PostgreSQL, which needs psycopg: '
                'pip install "studrules[postgresql]"'
            ) from error

    def connect(self) -> Any:
        import psycopg

        try:
            return self.connection_class.connect(self.url, autocommit=True, row_factory=_rows)
        except psycopg.OperationalError as error:
            reason = " ".join(str(error).split())
            raise ValueError(
                f'DATABASE "{describe(self.url)}" cannot be reached: {reason}'
            ) from error

    def create(self) -> None:
        """Check the server answers (it holds the database already)."""
        self.connect().close()

    def pool(self) -> PostgresPool:
        return PostgresPool(self)

    @staticmethod
    def errors() -> tuple[type[Exception], ...]:
        """What the driver raises for a database it cannot use."""
        import psycopg

        return (psycopg.Error,)

    @staticmethod
    def drop_tables(db: Any) -> None:
        tables = [row["tablename"] for row in db.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()", ()
        )]
        if tables:
            db.execute("DROP TABLE " + ", ".join(f'"{table}"' for table in tables))


class PostgresPool:
    """psycopg_pool's pool, opened in the process that first asks for a connection."""

    def __init__(self, backend: _PostgreSQL, size: int = POOL_SIZE):
        self.backend = backend
        self.size = size
        self._made: tuple[int, Any] | None = None
        self._making = threading.Lock()

    def _pool(self) -> Any:
        made = self._made
        if made is None or made[0] != os.getpid():  # none yet, or inherited across a fork
            with self._making:
                if self._made is None or self._made[0] != os.getpid():
                    from psycopg_pool import ConnectionPool

                    pool = ConnectionPool(
                        self.backend.url, connection_class=self.backend.connection_class,
                        kwargs={"autocommit": True, "row_factory": _rows},
                        min_size=1, max_size=self.size, open=True, name="studrules_trainer",
                    )
                    self._made = (os.getpid(), pool)
            made = self._made
        return made[1]

    def take(self) -> Any:
        return self._pool().getconn()

    def give_back(self, db: Any) -> None:
        self._pool().putconn(db)

    def close(self) -> None:
        """Close this process's pool and its connections."""
        if self._made is not None and self._made[0] == os.getpid():
            self._made[1].close()
        self._made = None


# Both ------------------------------------------------------------------------------------


@contextmanager
def transaction(db: Connection) -> Iterator[Connection]:
    """Run a block of writes atomically: all of them are committed, or none."""
    if kind_of(db) == "postgresql":
        with db.transaction():
            yield db
        return
    with _WRITING:
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")


def lock(db: Connection, key: str) -> None:
    """Hold a lock named ``key`` until the transaction ends (call inside ``transaction``).

    Writers that read before they write (a skill's counts, a run's streak) lock
    their learner first, so two answers of one learner never interleave. On
    SQLite the transaction's write lock already serialises every writer.
    """
    if kind_of(db) == "postgresql":
        number = int.from_bytes(hashlib.blake2b(key.encode(), digest_size=8).digest(), "big",
                                signed=True)
        db.execute("SELECT pg_advisory_xact_lock(?)", (number,))


def for_update(db: Connection) -> str:
    """`` FOR UPDATE`` on PostgreSQL: a SELECT so ended locks its rows till the transaction ends.

    Rows many learners write (a question family's rating) are read this way
    before they are written, so no update is lost. SQLite has no row locks and
    needs none: its write transaction holds the whole database.
    """
    return " FOR UPDATE" if kind_of(db) == "postgresql" else ""


def migrate(setting: str | Path, found: list[Migration] | None = None,
            name: str = "DATABASE") -> list[int]:
    """Create the database if missing and apply the migrations it lacks; returns their versions.

    Then every table of the schema must have the columns the migrations give it.
    A database that cannot be used so (damaged, not a database, a table of
    another program's) raises ``ValueError`` naming the setting ``name`` and
    the database, in one line. ``found`` replaces the trainer's own migrations
    (for tests).
    """
    from studrules_trainer import migrations

    backend = _backend(str(setting))
    refused: tuple[type[Exception], ...] = (migrations.SchemaProblem, *backend.errors())
    try:
        backend.create()
        db = backend.connect()
        try:
            applied = migrations.upgrade(db, backend.auto_id, found)
            migrations.check_columns(db, found)
        finally:
            db.close()
    except refused as error:
        raise ValueError(f"{name} names {describe(str(setting))}, which cannot be the "
                         f"trainer's database: {trouble(error)}") from error
    return applied


def trouble(error: Exception) -> str:
    """What a database error says, in one line: text a damaged file holds that is not UTF-8
    (the driver's ``UnicodeDecodeError``) said so, anything else in the driver's words."""
    if isinstance(error, UnicodeDecodeError):
        return "it holds text that is not UTF-8"
    return " ".join(str(error).split())


def columns(db: Connection, table: str) -> set[str]:
    """The names of the columns of ``table`` (none if there is no such table)."""
    if kind_of(db) == "postgresql":
        return {row["column_name"] for row in db.execute(
            "SELECT column_name FROM information_schema.columns"
            " WHERE table_schema = current_schema() AND table_name = ?", (table,))}
    return {row["name"] for row in db.execute("SELECT name FROM pragma_table_info(?)", (table,))}


def get_db() -> Connection:
    """The request's connection, taken from the app's pool on first use."""
    if "db" not in g:
        g.db = current_app.extensions[_POOL_KEY].take()
    return g.db


def close_db(_error: BaseException | None = None) -> None:
    """Give the request's connection back to the pool, if one was taken."""
    db = g.pop("db", None)
    if db is not None:
        current_app.extensions[_POOL_KEY].give_back(db)


def close_pool(app: Flask) -> None:
    """Close the app's idle connections (when a test or a script is done with the app)."""
    app.extensions[_POOL_KEY].close()


def init_db() -> None:
    """Drop every table of the app's database and create them empty."""
    setting = current_app.config["DATABASE"]
    db = connect(setting)
    try:
        _backend(setting).drop_tables(db)
    finally:
        db.close()
    migrate(setting)


@click.command("init-db")
@with_appcontext
def init_db_command() -> None:
    """Clear the existing data and create new tables."""
    init_db()
    click.echo(f"Initialized the database at {describe(current_app.config['DATABASE'])}.")


def init_app(app: Flask) -> None:
    """Pool connections per request and add ``flask init-db``.

    The database was brought up to date by the start-up checks
    (``studrules_trainer.startup``); ``DATABASE`` becomes its path or URL.
    """
    from studrules_trainer.fitting import fit_schedule_command

    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)
    app.cli.add_command(fit_schedule_command)
    _kind, location = database_target(app.config["DATABASE"])
    app.config["DATABASE"] = location
    app.extensions[_POOL_KEY] = _backend(location).pool()
