"""How the trainer holds up under concurrent learners: waitress, real HTTP, a real quiz flow.

Run: ``python benchmarks/trainer_load.py [--clients N] [--seconds S]``.

Starts ``python -m trainer`` on a free loopback port with a temporary instance
folder and database, then runs ``--clients`` learners at once (default 16),
each with its own cookies and keep-alive connection, for ``--seconds``
(default 15; startup and shutdown add a few more). Each learner loops over a
real flow: GET a question, POST an answer (with the page's CSRF token and
question token), follow the redirect to the feedback page, and GET the
progress page. It prints requests per second, the median and 95th-percentile
latency per kind of request and overall, and the count of errors (any status
other than the expected one, or a failed connection). Target: no errors and a
p95 under 50 ms at 16 clients.
"""

from __future__ import annotations

import argparse
import http.client
import http.cookies
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trainer.testing import fill_answer, free_port, read_forms  # noqa: E402


def start_server(port: int, instance: Path, log: Path, workers: int) -> subprocess.Popen:
    """``python -m trainer`` on ``port``, its output to ``log``, once it answers."""
    env = dict(os.environ, PORT=str(port), STUDRULES_TRAINER_INSTANCE=str(instance))
    env["WORKERS"] = str(workers)
    env["STUDRULES_TRAINER_DATABASE"] = str(instance / "load.sqlite")
    with log.open("w") as output:
        server = subprocess.Popen(
            [sys.executable, "-m", "trainer"], cwd=ROOT, env=env,
            stdout=output, stderr=subprocess.STDOUT, text=True,
        )
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"the trainer did not start:\n{log.read_text()}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise SystemExit("the trainer did not listen within 20 seconds")


class Learner:
    """One browser: a keep-alive connection and a cookie jar."""

    def __init__(self, port: int, seed: int):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.cookies: dict[str, str] = {}
        self.rng = random.Random(seed)

    def request(self, method: str, path: str, body: str | None = None) -> tuple[int, dict, str]:
        """Send one request with the learner's cookies; keep any cookie it sets."""
        headers = {"Accept": "text/html"}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        self.connection.request(method, path, body=body, headers=headers)
        response = self.connection.getresponse()
        text = response.read().decode("utf-8")
        for header in response.headers.get_all("Set-Cookie") or ():
            jar = http.cookies.SimpleCookie(header)
            self.cookies.update({key: morsel.value for key, morsel in jar.items()})
        return response.status, dict(response.headers), text


def run_learner(port: int, seed: int, until: float, timings, errors, lock) -> None:
    """Loop over question, answer, feedback and progress until ``until``."""
    learner = Learner(port, seed)
    local: dict[str, list[float]] = defaultdict(list)
    failures: list[str] = []

    def timed(kind: str, expected: int, method: str, path: str, body: str | None = None):
        """One request, timed; None (and a failure noted) unless it has the expected status."""
        started = time.perf_counter()
        try:
            status, headers, text = learner.request(method, path, body)
        except (OSError, http.client.HTTPException) as error:
            failures.append(f"{kind}: {error}")
            learner.connection.close()
            return None
        local[kind].append(time.perf_counter() - started)
        if status != expected:
            failures.append(f"{kind}: status {status}")
            return None
        return headers, text

    while time.monotonic() < until:
        page = timed("question", 200, "GET", "/quiz/question")
        if page is None:
            continue
        form = read_forms(page[1]).get("answer-form")
        if form is None:
            failures.append("question: no answer form")
            continue
        body = urllib.parse.urlencode(fill_answer(form, learner.rng))
        posted = timed("answer", 303, "POST", "/quiz/answer", body)
        if posted is None:
            continue
        location = urllib.parse.urlsplit(posted[0]["Location"]).path
        timed("feedback", 200, "GET", location)
        timed("progress", 200, "GET", "/progress/")
    with lock:
        for kind, values in local.items():
            timings[kind].extend(values)
        errors.extend(failures)


def cpu_seconds(pid: int) -> float | None:
    """The CPU time a process and its worker processes have used so far (Linux ``/proc``)."""
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        total = 0.0
        for each in (pid, *map(int, children)):
            fields = Path(f"/proc/{each}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return None
    return total


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` fall (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def report(timings: dict[str, list[float]], errors: list[str], elapsed: float, clients: int):
    """Print requests/s, median and p95 latency per kind and overall, and the errors."""
    every = [value for values in timings.values() for value in values]
    print(f"{clients} clients, {elapsed:.1f} s, {len(every)} requests, "
          f"{len(every) / elapsed:.1f} requests/s, {len(errors)} errors")
    print(f"{'request':<10} {'count':>6} {'median ms':>10} {'p95 ms':>8}")
    for kind, values in [*sorted(timings.items()), ("all", every)]:
        if values:
            print(f"{kind:<10} {len(values):>6} {statistics.median(values) * 1000:>10.1f} "
                  f"{percentile(values, 0.95) * 1000:>8.1f}")
    for error in sorted(set(errors))[:10]:
        print(f"  error: {error} (x{errors.count(error)})")


def main(argv: list[str] | None = None) -> int:
    """Start the server, load it, report; exit 1 if any request failed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=16, help="concurrent learners (16)")
    parser.add_argument("--seconds", type=float, default=15.0, help="how long to load (15)")
    parser.add_argument(
        "--workers", type=int, default=min(os.cpu_count() or 1, 4),
        help="server processes (default: one per core, at most 4, as python -m trainer)",
    )
    args = parser.parse_args(argv)
    if args.clients < 1 or args.seconds <= 0 or args.workers < 1:
        parser.error("--clients, --seconds and --workers must be positive")
    with tempfile.TemporaryDirectory(prefix="trainer-load-") as folder:
        port = free_port()
        log = Path(folder) / "server.log"
        server = start_server(port, Path(folder), log, args.workers)
        try:
            timings: dict[str, list[float]] = defaultdict(list)
            errors: list[str] = []
            lock = threading.Lock()
            cpu_before = cpu_seconds(server.pid)
            own_before = time.process_time()
            started = time.monotonic()
            until = started + args.seconds
            workers = [
                threading.Thread(
                    target=run_learner, args=(port, seed, until, timings, errors, lock)
                )
                for seed in range(args.clients)
            ]
            for worker in workers:
                worker.start()
            for worker in workers:
                worker.join()
            elapsed = time.monotonic() - started
            report(timings, errors, elapsed, args.clients)
            cpu_after = cpu_seconds(server.pid)
            if cpu_before is not None and cpu_after is not None:
                used = cpu_after - cpu_before
                print(f"server CPU ({args.workers} workers): {used:.1f} s in {elapsed:.1f} s "
                      f"({100 * used / elapsed:.0f}% of one core; {os.cpu_count()} cores here)")
            own = time.process_time() - own_before
            print(f"load generator CPU: {own:.1f} s ({100 * own / elapsed:.0f}% of one core), "
                  "on the same cores")
            if errors:
                print("the end of the server's output:\n" + log.read_text()[-3000:])
        finally:
            server.terminate()
            server.wait(timeout=10)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
