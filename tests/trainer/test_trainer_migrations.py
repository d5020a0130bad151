"""Versioned migrations: a database made before them is adopted with its data; later ones apply
once, in order, all or nothing, on SQLite and on PostgreSQL."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest
from locations import DATA

from studrules_trainer import create_app, migrations, progress
from studrules_trainer.db import close_pool, connect, kind_of, migrate, transaction
from studrules_trainer.learner_model import record_answer
from studrules_trainer.learners import ensure_learner
from studrules_trainer.schedule import GOOD, REVIEW, Memory, review, scheduler

OLD_SCHEMA = DATA / "trainer_schema_before_migrations.sql"
"""trainer/schema.sql as it was before migrations: every trainer database made until then."""

TABLES = ("learner", "skill", "run", "answer")


def fill_the_old_way(path: Path) -> None:
    """A database made and used by the trainer before migrations: two learners, a run, answers."""
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode = WAL")
    db.executescript(OLD_SCHEMA.read_text(encoding="utf-8"))
    db.executescript("""
        INSERT INTO learner VALUES ('ann', 'Ann', 1000.5), ('bob', NULL, 1001.25);
        INSERT INTO skill VALUES
            ('ann', 'bring-in/razz/suit-tie', 3, 1, 0, 2.5, 5.25, 1100.0, 90000.0),
            ('bob', 'winners/razz/low', 0, 2, 0, 0.5, 7.0, 1200.0, 1300.0);
        INSERT INTO run (id, learner_id, mode, settings, started_at, deadline, score, streak,
                         bonus_seconds, ended_at)
            VALUES (7, 'ann', 'timed', '{"difficulty": 1}', 1000.0, 1190.0, 3, 3, 10, NULL);
        INSERT INTO answer (id, learner_id, nonce, ticket, skill, mode, run_id, correct, expected,
                            given, reasons, answered_at)
            VALUES (1, 'ann', 'nonce-1', '{"seed": 1}', 'bring-in/razz/suit-tie', 'timed', 7, 1,
                    'Bob', 'Bob', '[["BRING-IN.LOW-CARD", "lowest door card"]]', 1010.0),
                   (2, 'bob', 'nonce-2', '{"seed": 2}', 'winners/razz/low', 'practice', NULL, 0,
                    'Carol', 'Dan', '[]', 1020.0);
    """)
    db.commit()
    db.close()


def contents(setting) -> dict[str, list[tuple]]:
    """Every row of the trainer's tables, in order."""
    db = connect(setting)
    try:
        return {table: [tuple(row) for row in db.execute(f"SELECT * FROM {table} ORDER BY 1, 2")]
                for table in TABLES}
    finally:
        db.close()


def test_a_database_made_before_migrations_is_adopted_with_its_data(tmp_path, monkeypatch):
    path = tmp_path / "trainer.sqlite"
    fill_the_old_way(path)
    before = contents(path)
    assert migrate(path, migrations.available()[:1]) == [1]
    assert contents(path) == before
    db = connect(path)
    assert migrations.version(db) == 1
    db.close()

    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    app = create_app({"TESTING": True, "DATABASE": str(path), "SECRET_KEY": "s" * 40})
    with app.app_context():
        from studrules_trainer.db import get_db, transaction
        from studrules_trainer.learners import ensure_learner

        db = get_db()
        assert progress.skill_stats(db, "ann", "bring-in/razz/suit-tie").right == 3
        assert progress.answer(db, "ann", 1).reasons == (("BRING-IN.LOW-CARD",
                                                           "lowest door card"),)
        with transaction(db):
            ensure_learner(db, "ann", 2000.0)
            with pytest.raises(progress.AlreadyAnswered):
                progress.store_answer(db, learner="ann", nonce="nonce-1", ticket={}, skill="s",
                                      mode="practice", run_id=None, correct=True, expected="",
                                      given="", reasons=[], now=2000.0)
            newer = progress.store_answer(db, learner="ann", nonce="nonce-3", ticket={},
                                          skill="s", mode="practice", run_id=None, correct=True,
                                          expected="", given="", reasons=[], now=2000.0)
        assert newer == 3
    close_pool(app)


def test_a_new_database_gets_every_migration_once(database):
    assert migrate(database) == [m.version for m in migrations.available()]
    assert migrate(database) == []


def test_servers_starting_at_once_apply_each_migration_once(database):
    applied: list[int] = []
    failures: list[BaseException] = []

    def start() -> None:
        try:
            applied.extend(migrate(database))
        except BaseException as error:  # collected, so that a thread's failure fails the test
            failures.append(error)

    threads = [threading.Thread(target=start) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    assert sorted(applied) == [m.version for m in migrations.available()]


def later(tmp_path: Path, sql: str) -> list[migrations.Migration]:
    """The trainer's migrations and a made-up next one."""
    folder = tmp_path / "migrations"
    folder.mkdir()
    for migration in migrations.available():
        (folder / f"{migration.version:04d}_{migration.name}.sql").write_text(migration.sql)
    (folder / f"{len(migrations.available()) + 1:04d}_next.sql").write_text(sql)
    return migrations.available(folder)


def answer_something(setting) -> None:
    db = connect(setting)
    db.execute("INSERT INTO learner (id, name, created_at) VALUES (?, ?, ?)", ("ann", "Ann", 1.5))
    db.close()


def test_a_later_migration_changes_a_database_in_place(database, tmp_path):
    migrate(database)
    answer_something(database)
    newest = len(migrations.available()) + 1
    found = later(tmp_path, "ALTER TABLE learner ADD COLUMN email TEXT;\n"
                            "CREATE INDEX learner_by_email ON learner (email);\n")
    assert migrate(database, found) == [newest]
    db = connect(database)
    row = db.execute("SELECT id, name, created_at, email FROM learner").fetchone()
    assert (row["id"], row["name"], row["created_at"], row["email"]) == ("ann", "Ann", 1.5, None)
    assert migrations.version(db) == newest
    db.close()


def test_a_failing_migration_changes_nothing(database, tmp_path):
    migrate(database)
    answer_something(database)
    found = later(tmp_path, "ALTER TABLE learner ADD COLUMN email TEXT;\n"
                            "UPDATE no_such_table SET x = 1;\n")
    with pytest.raises(Exception, match="no_such_table"):
        migrate(database, found)
    db = connect(database)
    assert migrations.version(db) == len(migrations.available())
    assert [tuple(row) for row in db.execute("SELECT * FROM learner")] == [("ann", "Ann", 1.5)]
    db.close()


def test_a_database_newer_than_the_trainer_is_refused(database, tmp_path):
    migrate(database, later(tmp_path, "CREATE TABLE extra (id INTEGER PRIMARY KEY);\n"))
    with pytest.raises(ValueError, match=r"schema version \d+, newer than this trainer's"):
        migrate(database)


def test_migrations_are_numbered_without_gaps(tmp_path):
    (tmp_path / "0001_first.sql").write_text("SELECT 1;\n")
    (tmp_path / "0003_third.sql").write_text("SELECT 1;\n")
    with pytest.raises(ValueError, match=r"numbered \[1, 3\], not 1, 2, 3"):
        migrations.available(tmp_path)


def test_a_migration_ending_in_an_unfinished_statement_is_refused():
    broken = migrations.Migration(2, "broken", "CREATE TABLE x (id INTEGER);\nSELECT 1")
    with pytest.raises(ValueError, match="0002_broken ends in an unfinished statement: SELECT 1"):
        broken.statements("INTEGER PRIMARY KEY")


ROWS_BEFORE_FSRS6 = DATA / "trainer_rows_before_fsrs6.sql"
"""Rows the trainer made before FSRS-6 and ratings (#31), through its own web pages."""


def fill_before_fsrs6(setting) -> dict[str, list[tuple]]:
    """A database at schema version 1 holding the rows of ROWS_BEFORE_FSRS6; returns them."""
    assert migrate(setting, migrations.available()[:1]) == [1]
    db = connect(setting)
    rows = migrations.Migration(0, "rows", ROWS_BEFORE_FSRS6.read_text(encoding="utf-8"))
    for statement in rows.statements(""):
        db.execute(statement)
    if kind_of(db) == "postgresql":  # rows given their ids: move the numbering past them
        for table in ("run", "answer"):
            db.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), MAX(id))"
                       f" FROM {table}")
    db.close()
    return contents(setting)


def test_records_made_before_fsrs_6_are_migrated_with_nothing_lost(database):
    before = fill_before_fsrs6(database)
    assert len(before["skill"]) == 12 and len(before["answer"]) == 34
    assert migrate(database) == list(range(2, len(migrations.available()) + 1))  # every later one
    after = contents(database)
    for table, rows in before.items():  # every value kept, new columns added after them
        assert [row[: len(rows[0])] for row in after[table]] == rows, table
    db = connect(database)
    cards = db.execute("SELECT DISTINCT state, step FROM skill").fetchall()
    counted = db.execute("SELECT DISTINCT weight, practice, hinted FROM answer").fetchall()
    assert [tuple(row) for row in cards] == [(REVIEW, None)]
    assert [tuple(row) for row in counted] == [(1.0, None, 0)]
    graded_whole = db.execute("SELECT DISTINCT parts FROM answer").fetchall()
    assert [tuple(row) for row in graded_whole] == [("[]",)]  # no parts: graded as a whole
    assert all(not record.parts for record in progress.history(db, before["answer"][0][1]))
    learner, skill = before["skill"][0][:2]
    kept = progress.skill_stats(db, learner, skill)
    assert kept.memory == Memory(REVIEW, None, *before["skill"][0][5:9])
    now = kept.due + 60
    with transaction(db):
        ensure_learner(db, learner, now)
        record_answer(
            db, learner=learner, nonce="after-fsrs6", ticket={"seed": -1}, skill=skill,
            mode="practice", run=None, correct=True, expected="", given="", reasons=[], now=now,
            scheduler=scheduler())
    moved = progress.skill_stats(db, learner, skill)
    assert moved.memory == review(kept.memory, now, GOOD)  # on from the kept card, not anew
    assert moved.stability > kept.stability and (moved.right, moved.wrong) == (
        kept.right + 1, kept.wrong)
    db.close()
