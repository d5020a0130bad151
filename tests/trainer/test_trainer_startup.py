"""A setting that cannot work stops the trainer at start: one line naming it, exit 2.

A mode without write permission stops anyone but root; when the tests run as
root, what they make read-only is also made immutable (``chattr +i``), which
stops root too, and is undone afterwards.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest
from locations import REPO
from patience import patience

from studrules_trainer import create_app
from studrules_trainer.db import connect, migrate
from studrules_trainer.testing import free_port

GOOD_SECRET = "k" * 32
AS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


@pytest.fixture
def read_only():
    """Make a file or folder read-only (for root too); every one is made writable again after."""
    made: list[Path] = []

    def make(path: Path) -> Path:
        path.chmod(0o555 if path.is_dir() else 0o444)
        if AS_ROOT:
            subprocess.run(["chattr", "+i", str(path)], check=True)
        made.append(path)
        return path

    yield make
    for path in made:
        if AS_ROOT:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        path.chmod(0o755 if path.is_dir() else 0o644)


def start(folder: Path, **settings: str) -> subprocess.CompletedProcess:
    """Run ``python -m studrules_trainer`` in ``folder`` with only ``settings`` as its settings."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("STUDRULES_TRAINER_")}
    env.update(settings, PORT=str(free_port()), WORKERS="1")
    return subprocess.run([sys.executable, "-m", "studrules_trainer"], env=env, cwd=folder,
                          capture_output=True, text=True, timeout=patience(60))


def one_line(run: subprocess.CompletedProcess) -> str:
    """The single line the trainer printed before exiting 2."""
    assert run.returncode == 2, (run.returncode, run.stdout, run.stderr)
    assert "Traceback" not in run.stderr, run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, run.stderr
    return lines[0]


def test_a_read_only_instance_folder_is_named(tmp_path, read_only):
    instance = tmp_path / "instance"
    instance.mkdir()
    read_only(instance)
    line = one_line(start(tmp_path, STUDRULES_TRAINER_INSTANCE=str(instance)))
    assert str(instance) in line and "STUDRULES_TRAINER_INSTANCE" in line


def test_an_instance_folder_that_cannot_be_made_is_named(tmp_path, read_only):
    parent = tmp_path / "closed"
    parent.mkdir()
    read_only(parent)
    line = one_line(start(tmp_path, STUDRULES_TRAINER_INSTANCE=str(parent / "instance")))
    assert str(parent / "instance") in line and "STUDRULES_TRAINER_INSTANCE" in line


def test_a_read_only_database_is_found_at_start(tmp_path, read_only):
    database = tmp_path / "trainer.sqlite"
    migrate(database)
    read_only(database)
    line = one_line(start(tmp_path, STUDRULES_TRAINER_INSTANCE=str(tmp_path / "instance"),
                          STUDRULES_TRAINER_SECRET_KEY=GOOD_SECRET,
                          STUDRULES_TRAINER_DATABASE=str(database)))
    assert "STUDRULES_TRAINER_DATABASE" in line and str(database) in line
    assert "cannot be written" in line


def test_a_database_in_a_read_only_folder_is_found_at_start(tmp_path, read_only):
    closed = tmp_path / "closed"
    closed.mkdir()
    read_only(closed)
    line = one_line(start(tmp_path, STUDRULES_TRAINER_INSTANCE=str(tmp_path / "instance"),
                          STUDRULES_TRAINER_SECRET_KEY=GOOD_SECRET,
                          STUDRULES_TRAINER_DATABASE=str(closed / "trainer.sqlite")))
    assert "STUDRULES_TRAINER_DATABASE" in line and str(closed / "trainer.sqlite") in line


def test_a_short_secret_file_is_named(tmp_path):
    instance = tmp_path / "instance"
    instance.mkdir()
    (instance / "secret_key").write_text("too short\n")
    line = one_line(start(tmp_path, STUDRULES_TRAINER_INSTANCE=str(instance)))
    assert str(instance / "secret_key") in line and "32" in line


def test_a_short_secret_from_the_environment_is_refused_at_start(tmp_path):
    line = one_line(start(tmp_path, STUDRULES_TRAINER_INSTANCE=str(tmp_path / "instance"),
                          STUDRULES_TRAINER_SECRET_KEY="x"))
    assert "STUDRULES_TRAINER_SECRET_KEY" in line and "32" in line


@pytest.mark.parametrize("secret", ["s", "s" * 31])
def test_a_short_configured_secret_is_refused_naming_the_setting(tmp_path, monkeypatch, secret):
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    with pytest.raises(ValueError, match=r"SECRET_KEY .*at least 32 characters"):
        create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite"),
                    "SECRET_KEY": secret})


def test_a_secret_of_32_characters_is_enough(tmp_path, monkeypatch):
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite"),
                      "SECRET_KEY": GOOD_SECRET})
    assert app.config["SECRET_KEY"] == GOOD_SECRET


# Damaged or foreign databases, and config.py (#27) ---------------------------------------


def with_database(tmp_path: Path, database: Path) -> dict[str, str]:
    """The settings of a start on ``database`` (a good secret, an instance beside it)."""
    return {"STUDRULES_TRAINER_INSTANCE": str(tmp_path / "instance"),
            "STUDRULES_TRAINER_SECRET_KEY": GOOD_SECRET,
            "STUDRULES_TRAINER_DATABASE": str(database)}


def test_a_database_damaged_past_its_first_page_is_named(tmp_path):
    database = tmp_path / "trainer.sqlite"
    migrate(database)
    data = bytearray(database.read_bytes())
    data[4096:] = b"\xab" * (len(data) - 4096)
    database.write_bytes(bytes(data))
    line = one_line(start(tmp_path, **with_database(tmp_path, database)))
    assert "STUDRULES_TRAINER_DATABASE" in line and str(database) in line
    assert "malformed" in line


def test_a_database_whose_schema_is_not_utf8_is_named(tmp_path):
    # a byte of a CREATE TABLE's text damaged into one no UTF-8 text has (#27, found by CI)
    database = tmp_path / "trainer.sqlite"
    migrate(database)
    data = bytearray(database.read_bytes())
    at = data.index(b"CREATE TABLE schedule_parameters")
    data[at + len(b"CREATE TABLE schedule_parameters ")] = 0x80  # its "("
    database.write_bytes(bytes(data))
    line = one_line(start(tmp_path, **with_database(tmp_path, database)))
    assert "STUDRULES_TRAINER_DATABASE" in line and str(database) in line
    assert "UTF-8" in line


def test_a_database_linked_to_dev_null_is_named(tmp_path):
    database = tmp_path / "trainer.sqlite"
    database.symlink_to(os.devnull)
    line = one_line(start(tmp_path, **with_database(tmp_path, database)))
    assert "STUDRULES_TRAINER_DATABASE" in line and str(database) in line


@pytest.mark.parametrize("table", [
    "CREATE TABLE answer (x TEXT)",
    "CREATE TABLE skill (learner_id TEXT, skill TEXT)",
])
def test_a_table_of_another_shape_is_named_at_start(tmp_path, table):
    database = tmp_path / "trainer.sqlite"
    made = connect(database)
    made.execute(table)
    made.close()
    line = one_line(start(tmp_path, **with_database(tmp_path, database)))
    assert "STUDRULES_TRAINER_DATABASE" in line and str(database) in line
    assert table.split()[2] in line or "no such column" in line


def test_a_table_of_another_shape_is_refused_on_either_database(tmp_path, monkeypatch, database):
    made = connect(database)
    made.execute("CREATE TABLE learner (id TEXT PRIMARY KEY)")
    made.close()
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    lacking = r"^DATABASE names .*the table learner lacks the columns created_at, name "
    with pytest.raises(ValueError, match=lacking):
        create_app({"DATABASE": database, "SECRET_KEY": GOOD_SECRET})


def config_file(tmp_path: Path, text: str) -> Path:
    """An instance folder whose ``config.py`` says ``text``."""
    instance = tmp_path / "instance"
    instance.mkdir()
    (instance / "config.py").write_text(text)
    return instance


@pytest.mark.parametrize(("text", "said"), [
    ("DEBUG = False\nraise RuntimeError('no config today')\n", "line 2: RuntimeError: no config"),
    ("DATABASE = (\n", "SyntaxError"),
    ("import no_such_module_here\n", "line 1: ModuleNotFoundError"),
])
def test_a_config_file_that_fails_is_named_with_its_line(tmp_path, text, said):
    instance = config_file(tmp_path, text)
    line = one_line(start(tmp_path, STUDRULES_TRAINER_INSTANCE=str(instance)))
    assert str(instance / "config.py") in line and said in line


@pytest.mark.parametrize(("text", "setting"), [
    ("DATABASE = 5\n", "DATABASE"),
    ('MAX_CONTENT_LENGTH = "x"\n', "MAX_CONTENT_LENGTH"),
])
def test_a_bad_value_in_the_config_file_stops_the_start_naming_it(tmp_path, text, setting):
    instance = config_file(tmp_path, text)
    line = one_line(start(tmp_path, STUDRULES_TRAINER_INSTANCE=str(instance)))
    assert line.startswith(f"studrules serve: {setting} in {instance / 'config.py'} must be "), line


@pytest.mark.parametrize(("setting", "value"), [
    ("DATABASE", 5), ("DATABASE", ""), ("DATABASE", None),
    ("MAX_CONTENT_LENGTH", "x"), ("MAX_CONTENT_LENGTH", 0), ("MAX_CONTENT_LENGTH", -1),
    ("MAX_CONTENT_LENGTH", 1.5), ("MAX_CONTENT_LENGTH", True),
    ("MAX_FORM_MEMORY_SIZE", "64k"), ("QUESTION_MAX_AGE", "6h"), ("QUESTION_MAX_AGE", 0),
    ("TIMED_SECONDS", -180), ("TIMED_SECONDS", None), ("CLOCK", 5),
    ("SESSION_COOKIE_NAME", ""), ("SESSION_COOKIE_NAME", "a b"),
    ("SESSION_COOKIE_SAMESITE", "sometimes"), ("SESSION_COOKIE_HTTPONLY", "yes"),
    ("SESSION_COOKIE_SECURE", 1), ("PERMANENT_SESSION_LIFETIME", "1y"),
    ("PERMANENT_SESSION_LIFETIME", 10**12), ("PERMANENT_SESSION_LIFETIME", timedelta(0)),
    ("PERMANENT_SESSION_LIFETIME", timedelta(days=999_999)),
    ("SECRET_KEY_FILE", 7), ("TRUSTED_HOSTS", "localhost"),
])
def test_every_setting_of_the_wrong_kind_is_refused_at_start(tmp_path, monkeypatch, setting,
                                                             value):
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    config = {"DATABASE": str(tmp_path / "t.sqlite"), "SECRET_KEY": GOOD_SECRET, setting: value}
    with pytest.raises(ValueError, match=rf"^{setting} must be .*, not {re.escape(repr(value))}"):
        create_app(config)


def test_the_defaults_and_good_values_start(tmp_path, monkeypatch):
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    app = create_app({"DATABASE": str(tmp_path / "t.sqlite"), "SECRET_KEY": GOOD_SECRET,
                      "MAX_CONTENT_LENGTH": None, "SESSION_COOKIE_SAMESITE": "Strict",
                      "PERMANENT_SESSION_LIFETIME": 3600, "TRUSTED_HOSTS": ["localhost"]})
    assert app.config["MAX_CONTENT_LENGTH"] is None


def test_a_setting_with_control_characters_is_named_with_them_escaped(tmp_path):
    """A terminal escape in a setting is shown escaped, never sent to the terminal as is."""
    line = one_line(start(tmp_path, STUDRULES_TRAINER_INSTANCE="/proc/x\x1b[31mred"))
    assert "\x1b" not in line and "\\x1b[31mred" in line and "STUDRULES_TRAINER_INSTANCE" in line


def test_a_database_url_that_cannot_be_read_is_named_as_the_setting(tmp_path):
    """A PostgreSQL URL urllib cannot split ("Invalid IPv6 URL") names DATABASE, not urllib."""
    line = one_line(start(tmp_path, STUDRULES_TRAINER_SECRET_KEY=GOOD_SECRET,
                          STUDRULES_TRAINER_DATABASE="postgresql://u:secret@h]x/db"))
    assert "STUDRULES_TRAINER_DATABASE" in line or "DATABASE" in line, line
    assert "secret" not in line, line


def test_in_a_clone_the_instance_folder_is_the_clones_own():
    # the README's quick start keeps SQLite in ./instance; the package's move into
    # trainer/studrules_trainer/ had put it in trainer/instance
    from studrules_trainer.app import instance_folder

    assert instance_folder({}) == str(REPO / "instance")
    assert instance_folder({"STUDRULES_TRAINER_INSTANCE": "x"}) == os.path.abspath("x")
