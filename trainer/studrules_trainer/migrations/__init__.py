"""Versioned changes to the trainer's schema, applied in order to SQLite and PostgreSQL alike.

Each change is a file ``NNNN_what_it_does.sql`` in this folder, numbered from
0001 without gaps, written in the SQL both backends understand; the word
``AUTO_ID`` stands for the backend's auto-numbered primary key. The table
``schema_version`` records each version applied and when. ``upgrade()`` runs
in one transaction holding the schema lock, so servers starting at once apply
each migration exactly once, and a migration that fails leaves the database as
it was. A released migration is never edited: the next change is a new file.
"""

from __future__ import annotations

import re
import sqlite3
import time
from dataclasses import dataclass
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path

from studrules_trainer.db import Connection, auto_id, columns, connect, lock, transaction

SCHEMA_LOCK = "trainer.schema"
_FILE = re.compile(r"(\d{4})_(\w+)\.sql")
_AUTO_ID = re.compile(r"\bAUTO_ID\b")


class SchemaProblem(ValueError):
    """The database's schema is not one this trainer can use (newer, or another program's)."""


@dataclass(frozen=True)
class Migration:
    """One schema change: its version, its name (from the file) and its SQL."""

    version: int
    name: str
    sql: str

    def statements(self, auto_id: str) -> list[str]:
        """The change's statements, one by one, with ``AUTO_ID`` written for the backend."""
        found: list[str] = []
        pending = ""
        for line in _AUTO_ID.sub(auto_id, self.sql).splitlines(keepends=True):
            pending += line
            if sqlite3.complete_statement(pending):
                found.append(pending.strip())
                pending = ""
        if pending.strip() and not pending.strip().startswith("--"):
            raise ValueError(f"migration {self.version:04d}_{self.name} ends in an unfinished "
                             f"statement: {pending.strip()[:60]}")
        return found


def available(folder: Traversable | Path | None = None) -> list[Migration]:
    """The migrations in ``folder`` (this package by default), oldest first.

    Raises ``ValueError`` when the versions do not run 1, 2, 3... without a gap.
    """
    folder = folder if folder is not None else resources.files(__name__)
    found = []
    for entry in folder.iterdir():
        named = _FILE.fullmatch(entry.name)
        if named:
            found.append(Migration(int(named[1]), named[2], entry.read_text(encoding="utf-8")))
    found.sort(key=lambda migration: migration.version)
    versions = [migration.version for migration in found]
    if versions != list(range(1, len(found) + 1)):
        raise ValueError(f"the migrations in {folder} are numbered {versions}, not 1, 2, 3...")
    return found


def version(db: Connection) -> int:
    """The schema version of a database: the last migration applied (0 for none)."""
    row = db.execute("SELECT MAX(version) AS version FROM schema_version").fetchone()
    return row["version"] or 0


def upgrade(db: Connection, auto_id: str, migrations: list[Migration] | None = None) -> list[int]:
    """Apply the migrations the database lacks, all in one transaction; returns their versions.

    Raises ``SchemaProblem`` when the database is newer than every migration known
    here (a newer trainer has upgraded it).
    """
    migrations = available() if migrations is None else migrations
    with transaction(db):
        lock(db, SCHEMA_LOCK)
        db.execute(
            "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY,"
            " name TEXT NOT NULL, applied_at DOUBLE PRECISION NOT NULL)"
        )
        current = version(db)
        if current > len(migrations):
            raise SchemaProblem(
                f"the database is at schema version {current}, newer than this trainer's "
                f"{len(migrations)}: upgrade the trainer"
            )
        applied = []
        for migration in migrations[current:]:
            for statement in migration.statements(auto_id):
                db.execute(statement)
            db.execute(
                "INSERT INTO schema_version (version, name, applied_at) VALUES (?, ?, ?)",
                (migration.version, migration.name, time.time()),
            )
            applied.append(migration.version)
    return applied


def check_columns(db: Connection, migrations: list[Migration] | None = None) -> None:
    """Raise ``SchemaProblem`` unless each table has every column the migrations give it.

    A table the migrations would make may already exist with other columns (the
    first migration adopts existing tables as they are): such a database is
    another program's, and the trainer would fail on it at the first request.
    """
    for table, wanted in made_columns(migrations).items():
        lacking = wanted - columns(db, table)
        if lacking:
            raise SchemaProblem(
                f"the table {table} lacks the columns {', '.join(sorted(lacking))} that the "
                "trainer's schema gives it (is it another program's table?)"
            )


def made_columns(migrations: list[Migration] | None = None) -> dict[str, set[str]]:
    """The columns of each table the migrations make, read off a scratch database."""
    scratch = connect(":memory:")
    try:
        upgrade(scratch, auto_id(scratch), migrations)
        tables = [row["name"] for row in scratch.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {table: columns(scratch, table) for table in tables}
    finally:
        scratch.close()
