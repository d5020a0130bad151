"""Serve the trainer with waitress: ``python -m trainer`` on 127.0.0.1, port ``PORT`` (5000).

The instance folder and the database are created on the first start. One
waitress process is bound by one core (the engine is pure Python), so the
trainer listens on one socket and forks ``WORKERS`` processes (default: one
per core, at most four) that all accept from it. This works because any
worker can grade any answer: a question's token carries its ticket, and the
secret and the database are shared.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import sys
import threading
import time

HOST = "127.0.0.1"
DEFAULT_PORT = 5000
THREADS = 2
"""Threads per worker: two overlap a wait on the database; more only contend for the one core.

(Measured with benchmarks/trainer_load.py: 16 clients on 2 cores served about
10% more requests a second with 1-2 threads per worker than with 4 or 8.)"""
MOST_WORKERS = 4
BACKLOG = 1024
ORPHAN_CHECK = 1.0
"""Seconds between a worker's checks that its supervisor still lives."""


def port_from(environ: dict[str, str]) -> int:
    """The port to listen on, from ``PORT``; raises ``ValueError`` saying what is wrong."""
    text = environ.get("PORT", "").strip() or str(DEFAULT_PORT)
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise ValueError(f'PORT must be a number from 1 to 65535, not "{text}"')
    return int(text)


def workers_from(environ: dict[str, str]) -> int:
    """How many processes serve, from ``WORKERS``; raises ``ValueError`` saying what is wrong."""
    default = min(os.cpu_count() or 1, MOST_WORKERS)
    text = environ.get("WORKERS", "").strip() or str(default)
    if not text.isdigit() or not 1 <= int(text) <= 64:
        raise ValueError(f'WORKERS must be a number from 1 to 64, not "{text}"')
    return int(text)


def listening(port: int) -> socket.socket:
    """A socket listening on ``HOST:port`` for the workers to share (ready before they start)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((HOST, port))
        sock.listen(BACKLOG)
    except OSError:
        sock.close()
        raise
    return sock


def serve(app, sock: socket.socket) -> None:
    """Serve ``app`` from ``sock`` with waitress in this process until stopped."""
    from waitress import create_server

    server = create_server(app, sockets=[sock], threads=THREADS, ident="studrules-trainer")
    try:
        server.run()
    except KeyboardInterrupt:
        pass
    finally:
        server.close()


def _outlive_not(supervisor: int) -> None:
    """End this worker once its supervisor has died (killed without a chance to stop it)."""
    while os.getppid() == supervisor:
        time.sleep(ORPHAN_CHECK)
    os._exit(0)


def supervise(app, sock: socket.socket, workers: int) -> None:
    """Fork ``workers`` serving processes; on SIGTERM or SIGINT stop them all, then return."""
    children = []
    supervisor = os.getpid()
    for _ in range(workers):
        pid = os.fork()
        if pid == 0:  # a worker: serve until told to stop, or until the supervisor is gone
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            threading.Thread(target=_outlive_not, args=(supervisor,), daemon=True).start()
            serve(app, sock)
            os._exit(0)
        children.append(pid)

    def stop(signum, _frame) -> None:
        for pid in children:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGTERM)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    for pid in children:
        while True:
            try:
                os.waitpid(pid, 0)
                break
            except InterruptedError:
                continue
            except ChildProcessError:
                break


def main() -> int:
    """Serve; print the address once listening. Exit 2, saying why, if a setting or port is bad."""
    try:
        port = port_from(dict(os.environ))
        workers = workers_from(dict(os.environ))
    except ValueError as error:
        print(f"trainer: {error}", file=sys.stderr)
        return 2
    from trainer import create_app

    try:
        app = create_app()
    except ValueError as error:  # a setting that cannot work, such as DATABASE
        print(f"trainer: {error}", file=sys.stderr)
        return 2
    try:
        sock = listening(port)
    except OSError as error:
        print(f"trainer: cannot listen on {HOST}:{port}: {error.strerror or error}",
              file=sys.stderr)
        return 2
    from trainer.db import describe

    print(f"studrules trainer on http://{HOST}:{port}/ ({workers} worker"
          f"{'s' if workers > 1 else ''}, database {describe(app.config['DATABASE'])})",
          flush=True)
    if workers == 1 or not hasattr(os, "fork"):
        serve(app, sock)
    else:
        supervise(app, sock, workers)
    return 0


if __name__ == "__main__":
    sys.exit(main())
