"""A setting that cannot work stops the trainer at start: one line naming it, exit 2.

A mode without write permission stops anyone but root; when the tests run as
root, what they make read-only is also made immutable (``chattr +i``), which
stops root too, and is undone afterwards.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from studrules_trainer import create_app
from studrules_trainer.db import migrate
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
                          capture_output=True, text=True, timeout=60)


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
