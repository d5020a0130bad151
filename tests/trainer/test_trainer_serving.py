"""``studrules serve`` (and ``python -m studrules_trainer``): settings checked first, then gunicorn.

The server tests start the real command and signal its processes as an
operator would: a worker killed is replaced, SIGHUP replaces every worker,
SIGTERM stops them all, and each request is logged in the common log format.
"""

import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from patience import patience

from studrules_trainer.db import database_target, describe
from studrules_trainer.headers import HEADERS
from studrules_trainer.serving import MOST_WORKERS, address
from studrules_trainer.testing import free_port

COMMON_LOG_LINE = re.compile(
    r'^127\.0\.0\.1 - - \[\d\d/\w{3}/\d{4}:\d\d:\d\d:\d\d [+-]\d{4}\] '
    r'"GET /rulebook/ HTTP/1\.1" 200 \d+$', re.M
)


@pytest.mark.parametrize("text", ["0", "-1", "two", "65"])
def test_a_bad_workers_setting_is_refused_naming_it(text):
    with pytest.raises(ValueError, match=f'WORKERS must be a number from 1 to 64, not "{text}"'):
        address("127.0.0.1", None, None, {"WORKERS": text})


def test_the_workers_default_to_the_cores_up_to_a_few():
    assert address("127.0.0.1", None, None, {}).workers == min(os.cpu_count() or 1, MOST_WORKERS)
    assert address("127.0.0.1", None, None, {"WORKERS": " 3 "}).workers == 3


def test_the_options_win_over_the_environment():
    where = address("0.0.0.0", "8123", "2", {"PORT": "5000", "WORKERS": "4"})
    assert (where.host, where.port, where.workers) == ("0.0.0.0", 8123, 2)


def run_serve(*arguments: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "studrules", "serve", *arguments], env=env,
                          capture_output=True, text=True, timeout=patience(60))


@pytest.mark.parametrize(
    ("arguments", "environment", "message"),
    [
        ((), {"WORKERS": "many"}, 'WORKERS must be a number from 1 to 64, not "many"'),
        (("--workers", "0"), {}, '--workers must be a number from 1 to 64, not "0"'),
        (("--port", "http"), {}, '--port must be a number from 1 to 65535, not "http"'),
        ((), {"PORT": "70000"}, 'PORT must be a number from 1 to 65535, not "70000"'),
        (("--database", "mysql://localhost/db"), {}, "mysql://localhost/db"),
        (("--instance", "/proc/none"), {}, "the instance folder /proc/none cannot be made"),
    ],
)
def test_a_bad_setting_stops_the_server_in_one_line(tmp_path, arguments, environment, message):
    env = dict(os.environ, STUDRULES_TRAINER_INSTANCE=str(tmp_path), **environment)
    run = run_serve(*arguments, env=env)
    assert run.returncode == 2
    assert message in run.stderr and len(run.stderr.splitlines()) == 1, run.stderr
    assert run.stdout == ""


def test_serve_without_the_trainer_extra_says_how_to_install_it(tmp_path):
    without_flask = ("import sys; sys.modules['flask'] = None; "
                     "from studrules.cli import main; sys.exit(main(sys.argv[1:]))")
    run = subprocess.run([sys.executable, "-c", without_flask, "serve"], capture_output=True,
                         text=True, timeout=patience(60), env=dict(os.environ,
                                                         STUDRULES_TRAINER_INSTANCE=str(tmp_path)))
    assert run.returncode == 2
    assert run.stderr == (
        "studrules serve: the trainer needs its extra: pip install 'studrules[trainer]'\n"
    )


def test_a_port_in_use_stops_the_server_in_one_line(tmp_path):
    with serving(tmp_path / "first", 1) as (_, port):
        run = run_serve("--port", str(port), "--instance", str(tmp_path / "second"),
                        env=dict(os.environ))
    assert run.returncode == 2
    assert f"cannot listen on 127.0.0.1:{port}" in run.stderr, run.stderr
    assert len(run.stderr.splitlines()) == 1


@contextlib.contextmanager
def serving(instance, workers: int, *command: str) -> Iterator[tuple[subprocess.Popen, int]]:
    """The trainer serving on a free port from ``instance``, stopped (if still up) at the end.

    Its stdout (the start line, then the access log) is a pipe, its stderr
    (gunicorn's own messages) a file in ``instance``'s parent.
    """
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("STUDRULES_TRAINER_")}
    command = command or (sys.executable, "-m", "studrules", "serve")
    log = Path(f"{instance}.stderr")
    errors = log.open("w")
    server = subprocess.Popen(
        [*command, "--port", str(port), "--workers", str(workers), "--instance", str(instance)],
        env=env, text=True, stdout=subprocess.PIPE, stderr=errors,
    )
    try:
        line = server.stdout.readline()
        assert f"on http://127.0.0.1:{port}/" in line, log.read_text()
        yield server, port
    finally:
        if server.poll() is None:
            server.terminate()
            server.wait(timeout=patience(30))
        errors.close()


def answers(port: int) -> bool:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/rulebook/", timeout=patience(10)) as page:
        return page.status == 200


def workers_of(pid: int, count: int, besides: frozenset[str] = frozenset()) -> frozenset[str]:
    """The ``count`` worker processes of the master ``pid`` once all are up, none in ``besides``."""
    deadline = time.monotonic() + patience(30)
    while True:
        found = frozenset(subprocess.run(["pgrep", "-P", str(pid)], capture_output=True,
                                         text=True).stdout.split())
        if (len(found) == count and not found & besides) or time.monotonic() > deadline:
            assert len(found) == count and not found & besides, (found, besides)
            return found
        time.sleep(0.1)


def gone(pids) -> bool:
    """Whether every process of ``pids`` has ended (within ten seconds, scaled)."""
    deadline = time.monotonic() + patience(10)
    while time.monotonic() < deadline and any(os.path.exists(f"/proc/{p}") for p in pids):
        time.sleep(0.1)
    return not any(os.path.exists(f"/proc/{p}") for p in pids)


def test_three_workers_answer_and_sigterm_stops_them_all(tmp_path):
    with serving(tmp_path / "inst", 3) as (server, port):
        for _ in range(6):
            assert answers(port)
        workers = workers_of(server.pid, 3)
        server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=patience(30)) == 0
        log = server.stdout.read()
    assert gone(workers)
    assert len(COMMON_LOG_LINE.findall(log)) == 6, log


def test_a_worker_killed_is_replaced(tmp_path):
    with serving(tmp_path / "inst", 2) as (server, port):
        first = workers_of(server.pid, 2)
        killed = sorted(first)[0]
        os.kill(int(killed), signal.SIGKILL)
        now = workers_of(server.pid, 2, besides=frozenset({killed}))
        assert first - {killed} < now
        for _ in range(4):
            assert answers(port)


def test_sighup_replaces_every_worker_and_the_server_goes_on(tmp_path):
    with serving(tmp_path / "inst", 2) as (server, port):
        assert answers(port)
        old = workers_of(server.pid, 2)
        server.send_signal(signal.SIGHUP)
        workers_of(server.pid, 2, besides=old)
        assert gone(old)
        for _ in range(4):
            assert answers(port)
        assert server.poll() is None


def test_python_m_trainer_is_the_same_command(tmp_path):
    with serving(tmp_path / "inst", 2, sys.executable, "-m", "studrules_trainer") as (server, port):
        assert answers(port)
        workers_of(server.pid, 2)


WITHOUT_GUNICORN = ("import sys; sys.modules['gunicorn'] = None; "
                    "from studrules.cli import main; sys.exit(main(sys.argv[1:]))")
"""``studrules serve`` as where gunicorn cannot run: waitress serves."""


def test_waitress_serves_where_gunicorn_cannot(tmp_path):
    with serving(tmp_path / "inst", 2, sys.executable, "-c", WITHOUT_GUNICORN, "serve") as (
        server, port,
    ):
        assert answers(port) and answers(port)
        assert not subprocess.run(["pgrep", "-P", str(server.pid)], capture_output=True,
                                  text=True).stdout.split()
        server.send_signal(signal.SIGINT)
        assert server.wait(timeout=patience(10)) == 0
        log = server.stdout.read()
    assert len(COMMON_LOG_LINE.findall(log)) == 2, log


IGNORING_SIGINT = "import signal; signal.signal(signal.SIGINT, signal.SIG_IGN); "
"""What a process started in the background by a script inherits: SIGINT ignored."""


@pytest.mark.parametrize("stop", [signal.SIGINT, signal.SIGTERM], ids=lambda s: s.name)
@pytest.mark.parametrize("server_kind", ["gunicorn", "waitress"])
def test_the_server_stops_on_sigint_or_sigterm_even_started_ignoring_sigint(
    tmp_path, server_kind, stop,
):
    """A test run (or an operator's script) that starts the server in the background hands it
    SIGINT ignored; SIGINT and SIGTERM must stop it all the same, promptly."""
    code = IGNORING_SIGINT + (WITHOUT_GUNICORN if server_kind == "waitress" else
                              "import sys; from studrules.cli import main; "
                              "sys.exit(main(sys.argv[1:]))")
    with serving(tmp_path / "inst", 1, sys.executable, "-c", code, "serve") as (server, port):
        assert answers(port)
        server.send_signal(stop)
        assert server.wait(timeout=patience(10)) == 0


def request_with(header: bytes, target: bytes = b"/") -> bytes:
    """A GET request of ``target`` with one more header line, that asks the server to close."""
    start = b"GET " + target + b" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
    return start + header + b"\r\n\r\n"


GUNICORNS_OWN_ERRORS = {
    "a request line that is no request line": (b"NONSENSE\r\n\r\n", 400),
    "a header name with a space": (request_with(b"Bad Name: x"), 400),
    "a request line too long": (request_with(b"X-A: a", b"/" + b"a" * 5000), 414),
    "a header too large": (request_with(b"X-Big: " + b"b" * 9000), 431),
}
"""Requests gunicorn answers itself, before the trainer sees them, and the status it gives."""
WAITRESSS_OWN_ERRORS = {
    "a request line that is no request line": (b"NONSENSE\r\n\r\n", 400),
    "a header name with a space": (request_with(b"Bad Name: x"), 400),
    "a length that is no number": (request_with(b"Content-Length: many"), 400),
}
"""Requests waitress answers itself, and the status it gives."""


def raw_answer(port: int, request: bytes) -> tuple[int, dict[str, str]]:
    """Send ``request`` as bytes; the status and headers of the answer (read to its end)."""
    with socket.create_connection(("127.0.0.1", port), timeout=patience(10)) as connection:
        connection.sendall(request)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head = answer.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in head[1:])
    return int(head[0].split(" ")[1]), headers


def test_gunicorns_own_error_answers_carry_the_security_headers(tmp_path):
    with serving(tmp_path / "inst", 1) as (_, port):
        for what, (request, status) in GUNICORNS_OWN_ERRORS.items():
            code, headers = raw_answer(port, request)
            assert code == status, what
            for name, value in HEADERS.items():
                assert headers.get(name) == value, (what, headers)


def test_waitresss_own_error_answers_carry_the_security_headers(tmp_path):
    waitress = (sys.executable, "-c", WITHOUT_GUNICORN, "serve")
    with serving(tmp_path / "inst", 1, *waitress) as (_, port):
        for what, (request, status) in WAITRESSS_OWN_ERRORS.items():
            code, headers = raw_answer(port, request)
            assert code == status, what
            for name, value in HEADERS.items():
                assert headers.get(name) == value, (what, headers)


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
    """What ``python -m studrules_trainer`` says, stopping at once with ``url`` as database."""
    env = dict(os.environ, STUDRULES_TRAINER_DATABASE=url, STUDRULES_TRAINER_INSTANCE=str(tmp_path))
    run = subprocess.run([sys.executable, "-m", "studrules_trainer"], env=env, capture_output=True,
                         text=True, timeout=patience(60))
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
    from studrules_trainer import db

    monkeypatch.setitem(sys.modules, "psycopg", None)
    db._postgres_connection_class.cache_clear()
    try:
        with pytest.raises(ValueError, match=r'needs psycopg: pip install "studrules\[postgresql'):
            db.connect("postgresql://ann:pw@db.example/trainer")
    finally:
        db._postgres_connection_class.cache_clear()


def test_a_sqlite_url_is_where_the_progress_goes(tmp_path):
    from studrules_trainer import create_app

    app = create_app({"DATABASE": f"sqlite:///{tmp_path}/progress.sqlite"})
    assert app.config["DATABASE"] == f"{tmp_path}/progress.sqlite"
    assert (tmp_path / "progress.sqlite").exists()


def test_workers_end_when_their_master_is_killed_outright(tmp_path):
    with serving(tmp_path / "inst", 2) as (server, _):
        workers = workers_of(server.pid, 2)
        server.kill()
        server.wait(timeout=patience(10))
    assert gone(workers)
