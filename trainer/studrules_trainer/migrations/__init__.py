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

from studrules_trainer.db import Connection, lock, transaction

SCHEMA_LOCK = "trainer.schema"
_FILE = re.compile(r"(\d{4})_(\w+)\.sql")
_AUTO_ID = re.compile(r"\bAUTO_ID\b")


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

    Raises ``ValueError`` when the database is newer than every migration known here
    (a newer trainer has upgraded it).
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
            raise ValueError(
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
