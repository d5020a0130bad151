"""Serve the trainer over HTTP: ``studrules serve``, or ``python -m studrules_trainer``.

Gunicorn serves wherever it runs (any POSIX system). Its master process holds
the listening socket and keeps ``--workers`` worker processes of a few threads
each: a worker that dies is replaced; SIGHUP starts fresh workers, which read
the settings again, and retires the old ones once their requests are answered;
SIGTERM lets the workers finish their requests, then stops everything. Any
worker can answer any request because a question's token carries its ticket
and the secret and the database are shared. Where gunicorn cannot run
(Windows), waitress serves from one process, which SIGINT or SIGTERM stops
gracefully (even when it was started with SIGINT ignored, as in a script's
background job). Every request is logged on stdout in the common log format.
The answers either server writes itself, before the trainer sees a request
(400 for a request line that is none, 414 for one too long, 431 for headers
too large...), carry the trainer's security headers too (``studrules_trainer.headers``).

Settings come from the options, else the environment (``PORT``, ``WORKERS``,
``STUDRULES_TRAINER_DATABASE``, ``STUDRULES_TRAINER_INSTANCE``). They are all
checked in ``prepare``, before anything listens: a setting that cannot work
is one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import os
import signal
import socket
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from studrules.shown import visible
from studrules_trainer.headers import HEADERS

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from flask import Flask

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 5000
MOST_WORKERS = 4
"""The default number of workers is one per core, up to this many."""
THREADS = 2
"""Threads per worker: two overlap a wait on the database; more only contend for the one core.

(Measured with benchmarks/trainer_load.py: 16 clients on 2 cores served about
10% more requests a second with 1-2 threads per worker than with 4 or 8.)"""
COMMON_LOG_FORMAT = '%(h)s %(l)s %(u)s %(t)s "%(r)s" %(s)s %(b)s'
"""Gunicorn's fields of the common log format (client, identity, user, time, request...)."""
SETTINGS_FROM_OPTIONS = {
    "database": "STUDRULES_TRAINER_DATABASE",
    "instance": "STUDRULES_TRAINER_INSTANCE",
    "house": "STUDRULES_TRAINER_HOUSE",
}
"""The options the application factory reads from the environment, and their variables."""


@dataclass(frozen=True)
class Address:
    """Where the trainer listens and how many processes answer there."""

    host: str
    port: int
    workers: int

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/"


def number(text: str, name: str, lowest: int, highest: int) -> int:
    """``text`` as a whole number from ``lowest`` to ``highest``; ``ValueError`` naming ``name``."""
    text = text.strip()
    if not text.isdigit() or not lowest <= int(text) <= highest:
        raise ValueError(f'{name} must be a number from {lowest} to {highest}, not "{text}"')
    return int(text)


def address(
    host: str, port: str | None, workers: str | None, environ: Mapping[str, str]
) -> Address:
    """The address from the options given (``None`` when not), else ``PORT`` and ``WORKERS``."""
    if port is None:
        port_text, port_name = environ.get("PORT", "").strip() or str(DEFAULT_PORT), "PORT"
    else:
        port_text, port_name = port, "--port"
    if workers is None:
        default = min(os.cpu_count() or 1, MOST_WORKERS)
        workers_text, workers_name = environ.get("WORKERS", "").strip() or str(default), "WORKERS"
    else:
        workers_text, workers_name = workers, "--workers"
    return Address(
        host,
        number(port_text, port_name, 1, 65535),
        number(workers_text, workers_name, 1, 64),
    )


def prepare(options: Mapping[str, str | None]) -> Flask:
    """Check every setting by building the app once, here, before anything listens.

    ``options`` (``database``, ``instance``) override the environment, which the
    workers inherit. Raises ``ValueError`` saying which setting cannot work. This
    also makes the instance folder, the secret and the database, once, before
    the workers start; it is the place for any other start-up check.
    """
    for option, variable in SETTINGS_FROM_OPTIONS.items():
        if options.get(option):
            os.environ[variable] = str(options[option])
    from studrules_trainer import create_app

    return create_app()


def can_listen(where: Address) -> None:
    """Raise ``OSError`` if ``where`` cannot be listened on (a port in use, a host not ours)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        probe.bind((where.host, where.port))


def serve(host: str, port: str | None, workers: str | None,
          options: Mapping[str, str | None]) -> int:
    """Check the settings, then serve until stopped; 2, saying why, if a setting is bad."""
    try:
        import flask  # noqa: F401
    except ImportError:
        print("studrules serve: the trainer needs its extra: pip install 'studrules[trainer]'",
              file=sys.stderr)
        return 2
    try:
        where = address(host, port, workers, os.environ)
        app = prepare(options)
    except ValueError as error:
        print(visible(f"studrules serve: {error}"), file=sys.stderr)
        return 2
    except OSError as error:  # a folder or file the settings name that cannot be made or read
        print(visible(f"studrules serve: cannot prepare {error.filename or 'the instance'}: "
                      f"{error.strerror or error}"), file=sys.stderr)
        return 2
    try:
        can_listen(where)
    except OSError as error:
        print(visible(f"studrules serve: cannot listen on {where.host}:{where.port}: "
                      f"{error.strerror or error}"), file=sys.stderr)
        return 2
    from studrules_trainer.db import describe

    database = describe(app.config["DATABASE"])
    if not serve_with_gunicorn(where, _trainer, database):
        _serve_with_waitress(app, Address(where.host, where.port, 1), database)
    return 0


def _trainer() -> Flask:
    """The trainer, as each worker builds it."""
    from studrules_trainer import create_app

    return create_app()


def serve_with_gunicorn(where: Address, factory: Callable[[], Flask], database: str) -> bool:
    """Serve what ``factory`` builds in each worker with gunicorn, until stopped.

    Returns False, serving nothing, where gunicorn cannot run. The load benchmark
    serves its minimal page through this too, so that both are served alike.
    """
    gunicorn = _gunicorn_here()
    if gunicorn is None:
        return False
    gunicorn(where, database, factory).run()
    return True


def _say_listening(where: Address, database: str, server: str = "") -> None:
    """The line that says the trainer listens (once it does): where, how, and its database."""
    print(f"studrules trainer on {where.url} ({where.workers} worker"
          f"{'s' if where.workers > 1 else ''}{server}, database {database})", flush=True)


def _gunicorn_here() -> Any:
    """The gunicorn application class for this trainer, or ``None`` where gunicorn cannot run."""
    try:
        from gunicorn.app.base import BaseApplication
        from gunicorn.workers.gthread import ThreadWorker
    except ImportError:  # not installed, or a system without fork and fcntl
        return None

    class Worker(ThreadWorker):
        """Gunicorn's threaded worker, whose own error answers get the security headers.

        Gunicorn writes such an answer (status line, headers, page) in one piece
        on the client's socket, with no setting for more headers; the socket is
        handed to it wrapped, so the headers go in after the status line.
        """

        def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
            super().handle_error(req, _HeadersAdded(client), addr, exc)

    class Trainer(BaseApplication):
        """Gunicorn configured from an ``Address``; each worker builds its own app."""

        def __init__(self, where: Address, database: str, factory: Callable[[], Flask]) -> None:
            self.where = where
            self.database = database
            self.factory = factory
            super().__init__()

        def load_config(self) -> None:
            settings = {
                "bind": [f"{self.where.host}:{self.where.port}"],
                "workers": self.where.workers,
                "worker_class": Worker,
                "threads": THREADS,
                "proc_name": "studrules-trainer",
                "accesslog": "-",
                "access_log_format": COMMON_LOG_FORMAT,
                "errorlog": "-",
                "graceful_timeout": 10,
                "control_socket_disable": True,
                "when_ready": lambda _: _say_listening(self.where, self.database),
            }
            for name, value in settings.items():
                self.cfg.set(name, value)

        def load(self) -> Flask:
            return self.factory()

    return Trainer


class _HeadersAdded:
    """A client socket on which an answer written in one piece gets the security headers."""

    def __init__(self, client: Any) -> None:
        self._client = client

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

    def sendall(self, data: bytes) -> None:
        self._client.sendall(with_security_headers(data))


def with_security_headers(answer: bytes) -> bytes:
    """An HTTP answer (status line, headers, body) with the security headers after the status."""
    if not answer.startswith(b"HTTP/"):
        return answer
    status, _, rest = answer.partition(b"\r\n")
    added = "".join(f"{name}: {value}\r\n" for name, value in HEADERS.items())
    return status + b"\r\n" + added.encode("latin-1") + rest


def _stop_on_signals() -> None:
    """Make SIGINT and SIGTERM stop waitress gracefully, as gunicorn's master does.

    Waitress stops on ``KeyboardInterrupt``, which Python raises for SIGINT
    only if the process did not start with SIGINT ignored, as a script's
    background job does; SIGTERM would end the process at once.
    """
    for stop in (signal.SIGINT, signal.SIGTERM):
        signal.signal(stop, signal.default_int_handler)


def _serve_with_waitress(app: Flask, where: Address, database: str) -> None:
    """Serve ``app`` from this one process with waitress, logging each request."""
    from waitress import create_server
    from waitress.channel import HTTPChannel
    from waitress.task import ErrorTask

    from studrules_trainer.access_log import common_log

    class SecuredErrorTask(ErrorTask):
        """Waitress's own error answer (a request it cannot read), with the security headers."""

        def execute(self) -> None:
            self.response_headers.extend(HEADERS.items())
            super().execute()

    class Channel(HTTPChannel):
        error_task_class = SecuredErrorTask

    server = create_server(common_log(app, sys.stdout), host=where.host, port=where.port,
                           threads=THREADS, ident="studrules-trainer")
    server.channel_class = Channel  # each connection accepted from now on is one of these
    _stop_on_signals()
    _say_listening(where, database, ", waitress")
    try:
        server.run()
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
