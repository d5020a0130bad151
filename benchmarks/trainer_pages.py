"""The trainer's pages in process: the CPU time of each, for one learner, beside a minimal page.

Run: ``python benchmarks/trainer_pages.py [--answers 300] [--rounds 200] [--repeat 3]``

``trainer_load.py`` measures the served trainer, and its figures move with whatever
else runs on the machine. This script measures what a change to the trainer's
code does to the work of each page, steadily enough to compare two versions on a
busy machine: one learner, through Flask's test client (no server, no network, no
load generator), answers ``--answers`` questions at random as ``trainer_load.py``'s
clients do (question, answer, feedback, progress), then ``--rounds`` more rounds
are timed page by page in process CPU time. The learner is the same every run:
the question page's random draws and the trainer's clock are seeded, so each run
deals the same questions. A one-line page in a Flask app of its own
(``minimal_app.py``'s), timed through the same kind of client, gives the floor that
Flask and the test client cost alone. Each run starts a fresh database; the report
gives each page's median, mean and 95th percentile over the runs' rounds.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import statistics
import sys
import tempfile
import time
import types
import urllib.parse
from pathlib import Path

from werkzeug.datastructures import MultiDict

sys.path.insert(0, str(Path(__file__).resolve().parent))  # runs.py, minimal_app.py: beside this

from minimal_app import app as minimal_app
from runs import revision

import studrules_trainer.views.quiz as quiz_view
from studrules_trainer import create_app
from studrules_trainer.testing import fill_answer, read_forms

PAGES = ("question", "answer", "feedback", "progress")
START = 1.9e9
"""The seeded clock's first reading (a Unix time); each reading is 20 seconds after the last."""


class SeededRandom(random.Random):
    """The question page's ``random.Random()``, seeded in turn 0, 1, 2... instead of by the OS."""

    seeds = itertools.count()

    def __init__(self, seed: object = None):
        super().__init__(next(self.seeds) if seed is None else seed)


def learner_rounds(answers: int, rounds: int) -> dict[str, list[float]]:
    """CPU seconds of each page over ``rounds`` rounds, after ``answers`` untimed ones."""
    SeededRandom.seeds = itertools.count()
    quiz_view.random = types.SimpleNamespace(Random=SeededRandom)  # type: ignore[assignment]
    ticks = itertools.count()
    with tempfile.TemporaryDirectory(prefix="trainer-pages-") as folder:
        os.environ["STUDRULES_TRAINER_INSTANCE"] = folder
        app = create_app({"DATABASE": os.path.join(folder, "pages.sqlite"),
                          "SECRET_KEY": "pages-" + "k" * 40,
                          "CLOCK": lambda: START + 20 * next(ticks)})
        client = app.test_client()
        rng = random.Random(7)
        times: dict[str, list[float]] = {page: [] for page in PAGES}

        def timed(page: str, method: str, path: str, form: MultiDict | None = None):
            started = time.process_time()
            response = client.open(path, method=method, data=form)
            times[page].append(time.process_time() - started)
            return response

        for _ in range(answers + rounds):
            shown = timed("question", "GET", "/quiz/question")
            form = read_forms(shown.get_data(as_text=True))["answer-form"]
            posted = timed("answer", "POST", "/quiz/answer", MultiDict(fill_answer(form, rng)))
            if posted.status_code != 303:
                raise SystemExit(f"an answer got {posted.status_code}, not 303")
            timed("feedback", "GET", urllib.parse.urlsplit(posted.headers["Location"]).path)
            timed("progress", "GET", "/progress/")
        if next(SeededRandom.seeds) == 0:  # the page drew with a source of its own
            raise SystemExit("the question page's draws were not seeded: the runs would differ")
        return {page: values[answers:] for page, values in times.items()}


def minimal_page(count: int) -> list[float]:
    """CPU seconds of ``count`` requests for the minimal page, through Flask's test client."""
    client = minimal_app.test_client()
    found = []
    for _ in range(count):
        started = time.process_time()
        client.get("/")
        found.append(time.process_time() - started)
    return found


def ms(value: float) -> str:
    return f"{1000 * value:.2f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--answers", type=int, default=300,
                        help="answers given before the timed rounds (300)")
    parser.add_argument("--rounds", type=int, default=200, help="rounds timed in each run (200)")
    parser.add_argument("--repeat", type=int, default=3, help="runs, each on a fresh database (3)")
    args = parser.parse_args(argv)
    if args.answers < 0 or min(args.rounds, args.repeat) < 1:
        parser.error("--answers must be 0 or more, --rounds and --repeat at least 1")
    every: dict[str, list[float]] = {page: [] for page in PAGES}
    floor: list[float] = []
    for _ in range(args.repeat):
        for page, values in learner_rounds(args.answers, args.rounds).items():
            every[page].extend(values)
        floor.extend(minimal_page(4 * args.rounds))
    print(f"{revision()}; one learner: {args.answers} answers, then {args.rounds} rounds timed, "
          f"{args.repeat} run{'' if args.repeat == 1 else 's'}; CPU ms per page")
    print(f"{'page':<14}{'median':>8}{'mean':>8}{'p95':>8}")
    for page, values in [*every.items(), ("minimal page", floor)]:
        p95 = sorted(values)[int(0.95 * (len(values) - 1))]
        print(f"{page:<14}{ms(statistics.median(values)):>8}{ms(statistics.mean(values)):>8}"
              f"{ms(p95):>8}")
    average = statistics.mean(statistics.mean(values) for values in every.values())
    print(f"the trainer's average page: {ms(average)} ms, "
          f"{average / statistics.mean(floor):.1f}x the minimal page's")
    return 0


if __name__ == "__main__":
    sys.exit(main())
