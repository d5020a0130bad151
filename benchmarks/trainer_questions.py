"""How long the trainer takes to draw and build one question of each topic.

Run: ``python benchmarks/trainer_questions.py [--draws N] [--repeat R] [--seed S]``.

A question page waits for ``questions.draw`` (which deals and plays up to
``SEARCH`` hands looking for a seed worth asking) and ``questions.build`` of the
ticket drawn. This script times exactly that pair, per topic, over every game
the topic offers (as the web app offers them: all of ``VARIANTS``), the
``casino`` profile and the middle difficulty, with no preferred skill and no
seed bank. ``build`` keeps the questions it built (an LRU cache); the cache is
cleared before each draw so that no draw finds its hands already played.

Each timed pass draws ``N`` questions of each topic from its own seeded RNG;
the passes are repeated ``R`` times, interleaved across the topics, and the
table gives each topic's median, 90th percentile and slowest time per
question over all passes. Every pass draws different questions (the RNGs go
on); a run with the same seed draws the same questions.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from studrules.variants import VARIANTS
from studrules_trainer.questions import TOPICS, build, draw
from studrules_trainer.questions.tickets import _build

sys.path.insert(0, str(Path(__file__).resolve().parent))  # runs.py, beside this script
from runs import parse_run, revision

PROFILE = "casino"
DIFFICULTY = 1


def one_question(topic: str, rng: random.Random) -> float:
    """Seconds to draw a ticket of ``topic`` and build its question, with no cached question."""
    _build.cache_clear()
    start = time.perf_counter()
    build(draw(VARIANTS, [topic], PROFILE, DIFFICULTY, rng))
    return time.perf_counter() - start


def main(argv: Sequence[str] | None = None) -> int:
    """Time the draws of every topic and print the medians in milliseconds."""
    args = parse_run(__doc__.splitlines()[0], "draws", 100, "questions", argv)
    rngs = {topic: random.Random(f"{args.seed}/{topic}") for topic in TOPICS}
    for topic in TOPICS:  # the warm-up: imports, tables, the first hands of each game
        for _ in range(args.draws):
            one_question(topic, rngs[topic])
    times: dict[str, list[float]] = {topic: [] for topic in TOPICS}
    for _ in range(args.repeat):
        for topic in TOPICS:
            times[topic] += [one_question(topic, rngs[topic]) for _ in range(args.draws)]

    print(f"trainer questions: draw + build of one question, {args.draws} per topic and pass, "
          f"{args.repeat} interleaved passes (seed {args.seed})")
    print(f"every game, profile {PROFILE}, difficulty {DIFFICULTY}, no preferred skill; "
          f"studrules ({revision()})\n")
    print(f"{'topic':<15} {'median ms':>10} {'p90 ms':>8} {'max ms':>8}")
    for topic in TOPICS:
        ms = sorted(t * 1000 for t in times[topic])
        p90 = ms[int(0.9 * (len(ms) - 1))]
        print(f"{topic:<15} {statistics.median(ms):>10.2f} {p90:>8.2f} {ms[-1]:>8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
