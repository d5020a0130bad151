"""How the trainer holds up under concurrent learners, on SQLite and on PostgreSQL, side by side.

Run: ``python benchmarks/trainer_load.py [--clients N] [--seconds S] [--rounds R]``
(``make bench`` runs it with a throwaway PostgreSQL server).

Starts three servers, each on a free loopback port and served the same way
(``python -m studrules_trainer``'s workers): the trainer on a SQLite file, the trainer
on a fresh PostgreSQL database (on the server named by
``STUDRULES_TEST_POSTGRESQL``, or ``--postgresql``; left out, saying so,
without one), and a minimal Flask page (``benchmarks/minimal_app.py``), the
ceiling. Then, in ``--rounds`` rounds, it loads each in turn for
``--seconds`` with ``--clients`` learners at once (default 16), each with its
own cookies and keep-alive connection, so that load from elsewhere on the
machine falls on all three alike. A trainer learner loops over a real flow:
GET a question, POST an answer (with the page's CSRF token and question
token), follow the redirect to the feedback page, GET the progress page; a
minimal-page client GETs its page. The report gives per server the requests
per second, the median and 95th-percentile latency per kind of request and
overall, the errors (any status other than the expected one, or a failed
connection), the server's CPU time (in all, and per request: steadier than the
rates when other work loads the machine) and resident memory, and the targets of
issue 36: no errors; on each database a p95 under 30 ms over all requests and
under 25 ms for the question page; at least 0.35 of the minimal page's requests
per second.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from collections import defaultdict
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

from studrules_trainer.testing import (  # noqa: E402
    Browser,
    fill_answer,
    free_port,
    read_forms,
    scratch_database,
    start_server,
)

P95_ALL_MS = 30.0
P95_QUESTION_MS = 25.0
SHARE_OF_CEILING = 0.35
WARM_UP_SECONDS = 2.0


@dataclass
class Tally:
    """What the clients of one server saw: latencies by kind of request, errors, time loaded."""

    timings: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0
    cpu: float | None = 0.0
    memory: float = 0.0
    """The most resident memory the server held at the end of a load (MiB; 0 unknown)."""

    @property
    def every(self) -> list[float]:
        return [value for values in self.timings.values() for value in values]

    def add(self, other: Tally) -> None:
        """Count ``other``'s requests, errors, time and CPU in this one too."""
        for kind, values in other.timings.items():
            self.timings[kind].extend(values)
        self.errors.extend(other.errors)
        self.seconds += other.seconds
        self.cpu = None if self.cpu is None or other.cpu is None else self.cpu + other.cpu
        self.memory = max(self.memory, other.memory)

    @property
    def rate(self) -> float:
        return len(self.every) / self.seconds if self.seconds else 0.0


class Client:
    """One learner's browser under load: its timings by kind of request and its failures."""

    def __init__(self, port: int, seed: int):
        self.port = port
        self.browser = Browser()
        self.rng = random.Random(seed)
        self.timings: dict[str, list[float]] = defaultdict(list)
        self.failures: list[str] = []

    def timed(self, kind: str, expected: int, method: str, path: str,
              form: list[tuple[str, str]] | None = None) -> tuple[int, dict, str] | None:
        """One request, timed; None (and a failure noted) unless it has the expected status."""
        started = time.perf_counter()
        try:
            response = self.browser.request(self.port, method, path, form)
        except OSError as error:
            self.failures.append(f"{kind}: {error}")
            return None
        self.timings[kind].append(time.perf_counter() - started)
        if response[0] != expected:
            self.failures.append(f"{kind}: status {response[0]}")
            return None
        return response


def learn(client: Client) -> None:
    """One pass of a learner: question, answer, feedback, progress."""
    page = client.timed("question", 200, "GET", "/quiz/question")
    if page is None:
        return
    form = read_forms(page[2]).get("answer-form")
    if form is None:
        client.failures.append("question: no answer form")
        return
    posted = client.timed("answer", 303, "POST", "/quiz/answer", fill_answer(form, client.rng))
    if posted is None:
        return
    client.timed("feedback", 200, "GET", urllib.parse.urlsplit(posted[1]["Location"]).path)
    client.timed("progress", 200, "GET", "/progress/")


def look(client: Client) -> None:
    """One pass of a client of the minimal page."""
    client.timed("page", 200, "GET", "/")


def run_client(port: int, flow: Callable[[Client], None], seed: int, until: float,
               tally: Tally, lock: threading.Lock) -> None:
    """Repeat ``flow`` until ``until``; add the timings and failures to ``tally``."""
    client = Client(port, seed)
    while time.monotonic() < until:
        flow(client)
    client.browser.close()
    with lock:
        for kind, values in client.timings.items():
            tally.timings[kind].extend(values)
        tally.errors.extend(client.failures)


def server_processes(pid: int) -> list[int]:
    """A server's process and its worker processes (Linux ``/proc``; ``OSError`` elsewhere)."""
    return [pid, *map(int, Path(f"/proc/{pid}/task/{pid}/children").read_text().split())]


def cpu_seconds(pid: int) -> float | None:
    """The CPU time a server and its worker processes have used so far."""
    try:
        total = 0.0
        for each in server_processes(pid):
            fields = Path(f"/proc/{each}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return None
    return total


def resident_mib(pid: int) -> float | None:
    """The memory a server and its worker processes hold now (resident set, MiB)."""
    try:
        kib = 0
        for each in server_processes(pid):
            status = Path(f"/proc/{each}/status").read_text()
            kib += int(status.split("VmRSS:", 1)[1].split()[0])
    except (OSError, IndexError):
        return None
    return kib / 1024


def load(server, port: int, flow, clients: int, seconds: float, tally: Tally | None) -> None:
    """``clients`` clients on ``port`` for ``seconds``; counted in ``tally`` unless None."""
    lock = threading.Lock()
    sink = tally if tally is not None else Tally()
    cpu_before = cpu_seconds(server.pid)
    started = time.monotonic()
    threads = [threading.Thread(target=run_client,
                                args=(port, flow, seed, started + seconds, sink, lock))
               for seed in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    sink.seconds += time.monotonic() - started
    cpu_after = cpu_seconds(server.pid)
    if sink.cpu is not None and cpu_before is not None and cpu_after is not None:
        sink.cpu += cpu_after - cpu_before
    else:
        sink.cpu = None
    sink.memory = max(sink.memory, resident_mib(server.pid) or 0.0)


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` fall (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def ms(values: list[float], share: float | None = None) -> str:
    if not values:
        return "-"
    value = statistics.median(values) if share is None else percentile(values, share)
    return f"{value * 1000:.1f}"


def report(tallies: dict[str, Tally], clients: int) -> list[str]:
    """Print the side-by-side table; return the targets missed."""
    names = list(tallies)
    width = max(12, *(len(name) + 2 for name in names))
    print(f"\n{clients} clients per server; medians and 95th percentiles in ms\n")
    print(f"{'':<22}" + "".join(f"{name:>{width}}" for name in names))

    def line(label: str, cells) -> None:
        print(f"{label:<22}" + "".join(f"{cell:>{width}}" for cell in cells))

    line("requests/s", [f"{t.rate:.0f}" for t in tallies.values()])
    line("requests", [str(len(t.every)) for t in tallies.values()])
    line("errors", [str(len(t.errors)) for t in tallies.values()])
    line("all: median", [ms(t.every) for t in tallies.values()])
    line("all: p95", [ms(t.every, 0.95) for t in tallies.values()])
    kinds = sorted({kind for tally in tallies.values() for kind in tally.timings})
    for kind in kinds:
        line(f"{kind}: median", [ms(t.timings.get(kind, [])) for t in tallies.values()])
        line(f"{kind}: p95", [ms(t.timings.get(kind, []), 0.95) for t in tallies.values()])
    line("server CPU, % of 1 core", [
        "-" if t.cpu is None else f"{100 * t.cpu / t.seconds:.0f}" for t in tallies.values()])
    line("server CPU ms/request", [
        "-" if t.cpu is None or not t.every else f"{1000 * t.cpu / len(t.every):.2f}"
        for t in tallies.values()])
    line("server memory, MiB", [f"{t.memory:.0f}" if t.memory else "-" for t in tallies.values()])
    ceiling = tallies["minimal page"].rate
    line("share of minimal page", [f"{t.rate / ceiling:.2f}" for t in tallies.values()])
    for name, tally in tallies.items():
        for error in sorted(set(tally.errors))[:5]:
            print(f"  {name} error: {error} (x{tally.errors.count(error)})")
    return targets(tallies)


def targets(tallies: dict[str, Tally]) -> list[str]:
    """Print each target with its figure; return those missed."""
    missed = []
    ceiling = tallies["minimal page"].rate

    def check(met: bool, text: str) -> None:
        print(f"  [{'met' if met else 'MISSED'}] {text}")
        if not met:
            missed.append(text)

    print("\ntargets")
    for name, tally in tallies.items():
        check(not tally.errors, f"{name}: {len(tally.errors)} errors (0)")
    for name in ("SQLite", "PostgreSQL"):
        if name not in tallies:
            continue
        tally = tallies[name]
        every = percentile(tally.every, 0.95) * 1000
        check(every < P95_ALL_MS,
              f"{name} p95 over all requests {every:.1f} ms (< {P95_ALL_MS:.0f})")
        question = percentile(tally.timings["question"], 0.95) * 1000
        check(question < P95_QUESTION_MS,
              f"{name} p95 of the question page {question:.1f} ms (< {P95_QUESTION_MS:.0f})")
        share = tally.rate / ceiling
        check(share >= SHARE_OF_CEILING, f"{name} requests/s {share:.2f} of the minimal "
              f"page's (>= {SHARE_OF_CEILING})")
    return missed


@contextmanager
def servers(folder: Path, workers: int, postgresql: str | None) -> Iterator[dict]:
    """Each server to load, by name: (process, port, flow), all stopped at the end."""
    common = {"WORKERS": str(workers), "STUDRULES_TRAINER_SECRET_KEY": "load-" + "k" * 40}
    databases = {"SQLite": str(folder / "load.sqlite")}
    with ExitStack() as stack:
        if postgresql:
            databases["PostgreSQL"] = stack.enter_context(scratch_database(postgresql))
        specs = {name: (dict(common, STUDRULES_TRAINER_DATABASE=database), None, learn)
                 for name, database in databases.items()}
        minimal = [sys.executable, str(ROOT / "benchmarks" / "minimal_app.py")]
        specs["minimal page"] = (common, minimal, look)
        found = {}
        try:
            for name, (settings, command, flow) in specs.items():
                port = free_port()
                log = folder / f"{name.replace(' ', '-')}.log"
                process = start_server(port, folder / name.replace(" ", "-"), log, settings,
                                       command)
                found[name] = (process, port, flow)
            yield found
        finally:
            for process, _, _ in found.values():
                process.terminate()
                process.wait(timeout=30)


def served_engine() -> str:
    """Which build of the engine the servers import (``python -m studrules_trainer`` from here):
    a compiled install serves questions about twice as fast as the pure one."""
    probe = ("import studrules_trainer.app, studrules_trainer.questions;"
             "from studrules.compiled import compiled_modules; print(len(compiled_modules()))")
    found = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    if found.returncode or not found.stdout.strip().isdigit():
        return f"unknown ({found.stderr.strip().splitlines()[-1:] or 'no output'})"
    count = int(found.stdout)
    return f"compiled ({count} modules)" if count else "interpreted"


def main(argv: list[str] | None = None) -> int:
    """Start the servers, load them in turn, report; exit 1 if any request failed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=16, help="concurrent clients (16)")
    parser.add_argument("--seconds", type=float, default=10.0,
                        help="seconds of load per server per round (10)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds over the servers (3)")
    parser.add_argument(
        "--workers", type=int, default=min(os.cpu_count() or 1, 4),
        help="server processes (default: one per core, at most 4, as python -m studrules_trainer)",
    )
    parser.add_argument("--postgresql", default=os.environ.get("STUDRULES_TEST_POSTGRESQL"),
                        help="URL of a PostgreSQL server (default: $STUDRULES_TEST_POSTGRESQL)")
    args = parser.parse_args(argv)
    if min(args.clients, args.rounds, args.workers) < 1 or args.seconds <= 0:
        parser.error("--clients, --seconds, --rounds and --workers must be positive")
    if not args.postgresql:
        print("no PostgreSQL server (set STUDRULES_TEST_POSTGRESQL or --postgresql, or run "
              "through .ci/with-postgresql): SQLite and the minimal page only")
    with tempfile.TemporaryDirectory(prefix="trainer-load-") as folder, \
            servers(Path(folder), args.workers, args.postgresql) as found:
        tallies = {name: Tally() for name in found}
        for process, port, flow in found.values():
            load(process, port, flow, args.clients, WARM_UP_SECONDS, None)
        own_before = time.process_time()
        started = time.monotonic()
        for round_ in range(args.rounds):
            rates = []
            for name, (process, port, flow) in found.items():
                alone = Tally()
                load(process, port, flow, args.clients, args.seconds, alone)
                tallies[name].add(alone)
                rates.append(f"{name} {alone.rate:.0f}")
            print(f"round {round_ + 1} of {args.rounds}, requests/s: {', '.join(rates)}",
                  flush=True)
        own = time.process_time() - own_before
        report(tallies, args.clients)
        print(f"\nthe trainer's engine: {served_engine()}")
        print(f"{args.workers} workers per server; load generator CPU "
              f"{100 * own / (time.monotonic() - started):.0f}% of one core, on the same "
              f"{os.cpu_count()} cores")
        failed = any(tally.errors for tally in tallies.values())
        if failed:
            for name in found:
                log = Path(folder) / f"{name.replace(' ', '-')}.log"
                print(f"the end of the {name} server's output:\n{log.read_text()[-2000:]}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
