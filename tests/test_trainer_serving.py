"""``python -m trainer``: its settings are checked, and its workers share one socket."""

import os
import subprocess
import sys
import time
import urllib.request

import pytest

from trainer.__main__ import MOST_WORKERS, workers_from
from trainer.db import database_target, describe
from trainer.testing import free_port


@pytest.mark.parametrize("text", ["0", "-1", "two", "65"])
def test_a_bad_workers_setting_is_refused_naming_it(text):
    with pytest.raises(ValueError, match=f'WORKERS must be a number from 1 to 64, not "{text}"'):
        workers_from({"WORKERS": text})


def test_the_workers_default_to_the_cores_up_to_a_few():
    assert workers_from({}) == min(os.cpu_count() or 1, MOST_WORKERS)
    assert workers_from({"WORKERS": " 3 "}) == 3


def test_a_bad_workers_setting_stops_the_server_with_a_message(tmp_path):
    env = dict(os.environ, WORKERS="many", STUDRULES_TRAINER_INSTANCE=str(tmp_path))
    run = subprocess.run([sys.executable, "-m", "trainer"], env=env, capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 2
    assert 'WORKERS must be a number from 1 to 64, not "many"' in run.stderr


def test_three_workers_answer_and_all_stop_when_the_server_is_told_to(tmp_path):
    port = free_port()
    env = dict(os.environ, PORT=str(port), WORKERS="3", STUDRULES_TRAINER_INSTANCE=str(tmp_path))
    server = subprocess.Popen([sys.executable, "-m", "trainer"], env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        assert "3 workers" in server.stdout.readline()
        for _ in range(6):
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/rulebook/", timeout=10) as page:
                assert page.status == 200
        workers = forked(server.pid, 3)
    finally:
        server.terminate()
        server.wait(timeout=10)
    assert not [pid for pid in workers if os.path.exists(f"/proc/{pid}")]


def forked(pid: int, count: int) -> list[str]:
    """The ``count`` worker processes of the supervisor ``pid``, once all are started."""
    deadline = time.monotonic() + 10
    while True:
        found = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True,
                               text=True).stdout.split()
        if len(found) >= count or time.monotonic() > deadline:
            assert len(found) == count, found
            return found
        time.sleep(0.05)



@pytest.mark.parametrize(
    ("setting", "target"),
    [("/tmp/x.sqlite", ("sqlite", "/tmp/x.sqlite")),
     ("sqlite:////tmp/x.sqlite", ("sqlite", "/tmp/x.sqlite")),
     ("sqlite:///data/x.sqlite", ("sqlite", "data/x.sqlite")),
     ("postgresql://u@db.example/trainer", ("postgresql", "postgresql://u@db.example/trainer")),
     ("postgres://db.example/trainer", ("postgresql", "postgres://db.example/trainer"))],
)
def test_the_database_is_a_path_a_sqlite_url_or_a_postgresql_url(setting, target):
    assert database_target(setting) == target


def test_a_password_in_the_database_url_is_never_shown():
    assert describe("postgresql://ann:s3cret@db.example:5432/trainer?sslmode=require") == (
        "postgresql://ann:***@db.example:5432/trainer?sslmode=require")
    assert describe("/var/lib/trainer.sqlite") == "/var/lib/trainer.sqlite"


def refusal(tmp_path, url: str) -> str:
    """What ``python -m trainer`` says on stopping at once with ``url`` as its database."""
    env = dict(os.environ, STUDRULES_TRAINER_DATABASE=url, STUDRULES_TRAINER_INSTANCE=str(tmp_path))
    run = subprocess.run([sys.executable, "-m", "trainer"], env=env, capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr
    return run.stderr


def test_another_kind_of_database_stops_the_server_naming_it(tmp_path):
    stderr = refusal(tmp_path, "mysql://ann:pw@localhost/trainer")
    assert 'DATABASE "mysql://ann:***@localhost/trainer" is neither SQLite nor PostgreSQL' in stderr


def test_a_postgresql_server_out_of_reach_stops_the_server_naming_it(tmp_path):
    url = f"postgresql://ann:pw@127.0.0.1:{free_port()}/trainer?connect_timeout=5"
    stderr = refusal(tmp_path, url)
    assert f'DATABASE "{describe(url)}" cannot be reached: ' in stderr
    assert ":pw@" not in stderr


def test_postgresql_without_psycopg_is_refused_saying_what_to_install(monkeypatch):
    from trainer import db

    monkeypatch.setitem(sys.modules, "psycopg", None)
    db._postgres_connection_class.cache_clear()
    try:
        with pytest.raises(ValueError, match=r'needs psycopg: pip install "studrules\[postgresql'):
            db.connect("postgresql://ann:pw@db.example/trainer")
    finally:
        db._postgres_connection_class.cache_clear()


def test_a_sqlite_url_is_where_the_progress_goes(tmp_path):
    from trainer import create_app

    app = create_app({"DATABASE": f"sqlite:///{tmp_path}/progress.sqlite"})
    assert app.config["DATABASE"] == f"{tmp_path}/progress.sqlite"
    assert (tmp_path / "progress.sqlite").exists()


def test_workers_end_when_their_supervisor_is_killed_outright(tmp_path):
    port = free_port()
    env = dict(os.environ, PORT=str(port), WORKERS="2", STUDRULES_TRAINER_INSTANCE=str(tmp_path))
    server = subprocess.Popen([sys.executable, "-m", "trainer"], env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        assert "2 workers" in server.stdout.readline()
        workers = forked(server.pid, 2)
    finally:
        server.kill()
        server.wait(timeout=10)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(os.path.exists(f"/proc/{p}") for p in workers):
        time.sleep(0.2)
    assert not [p for p in workers if os.path.exists(f"/proc/{p}")]
