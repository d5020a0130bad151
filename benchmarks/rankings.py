"""How fast studrules ranks seven-card hands, next to treys and pokerkit.

Run: ``python benchmarks/rankings.py [--hands N] [--repeat R] [--pokerkit-hands M] [--seed S]``.

The same random seven-card hands are converted once to each library's cards,
outside the timed region; then every evaluator is timed in turn, ``R`` times
over, interleaved so that load on the machine hits them alike, and the median
rate is reported. pokerkit is about a hundred times slower, so it is timed on
the first ``M`` hands only. Targets: studrules' ``high.strength`` at least 8x
treys, the explained high hand (``rankings.evaluate("high", ...)``: its name, its
five cards and the rules that decided it) at least 2x treys, its eight-or-better
fast path at least 50x pokerkit's. The header says which build ran (interpreted, or
compiled: docs/compiled.md).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import pokerkit
import treys

from studrules import rankings
from studrules.cards import Card, standard_deck
from studrules.compiled import compiled_modules
from studrules.rankings import high, low

HIGH_TARGET = 8.0
EXPLAINED_TARGET = 2.0
LOW_TARGET = 50.0


@dataclass
class Case:
    """One evaluator timed over its own copy of the hands."""

    label: str
    evaluate: Callable[[object], object]
    hands: Sequence[object]
    rates: list[float]


def deal(count: int, seed: int) -> list[tuple[Card, ...]]:
    """``count`` random seven-card hands from a fresh deck each, reproducible by ``seed``."""
    rng = random.Random(seed)
    deck = standard_deck()
    return [tuple(rng.sample(deck, 7)) for _ in range(count)]


def rate(evaluate: Callable[[object], object], hands: Sequence[object]) -> float:
    """Evaluations per second of one pass of ``evaluate`` over ``hands``."""
    start = time.perf_counter()
    for hand in hands:
        evaluate(hand)
    return len(hands) / (time.perf_counter() - start)


def import_cost(runs: int = 3) -> tuple[float, float]:
    """Median seconds, in a fresh interpreter, to import ``high`` and to make its first call."""
    probe = (
        "import time; t0 = time.perf_counter(); import studrules.rankings.high as h; "
        "t1 = time.perf_counter(); from studrules.cards import parse_cards; "
        "c = parse_cards('As Kd 7h 7c 2s 3d 9h'); t2 = time.perf_counter(); h.strength(c); "
        "print(t1 - t0, time.perf_counter() - t2)"
    )
    imports, firsts = [], []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, check=True
        ).stdout.split()
        imports.append(float(out[0]))
        firsts.append(float(out[1]))
    return statistics.median(imports), statistics.median(firsts)


def main(argv: Sequence[str] | None = None) -> int:
    """Time the evaluators and print the table, the ratios and whether the targets are met."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20000, help="random hands (default 20000)")
    parser.add_argument("--repeat", type=int, default=5, help="interleaved repeats (default 5)")
    parser.add_argument(
        "--pokerkit-hands", type=int, default=2000, help="hands timed for pokerkit (default 2000)"
    )
    parser.add_argument("--seed", type=int, default=2024, help="random seed (default 2024)")
    args = parser.parse_args(argv)

    hands = deal(args.hands, args.seed)
    treys_hands = [[treys.Card.new(str(c)) for c in hand] for hand in hands]
    pk_hands = [
        list(pokerkit.Card.parse("".join(map(str, h)))) for h in hands[: args.pokerkit_hands]
    ]
    treys_evaluate = partial(treys.Evaluator().evaluate, board=[])
    cases = {
        "strength": Case("studrules high.strength", high.strength, hands, []),
        "evaluate": Case("studrules high.evaluate (full Hand)", high.evaluate, hands, []),
        "explained": Case('studrules rankings.evaluate("high") (explained)',
                          partial(rankings.evaluate, "high"), hands, []),
        "treys": Case("treys Evaluator.evaluate", treys_evaluate, treys_hands, []),
        "pk_high": Case("pokerkit StandardHighHand.from_game", pokerkit.StandardHighHand.from_game,
                        pk_hands, []),
        "low8": Case("studrules low.strength_ace_to_five_8", low.strength_ace_to_five_8, hands, []),
        "pk_low8": Case("pokerkit EightOrBetterLowHand.from_game_or_none",
                        pokerkit.EightOrBetterLowHand.from_game_or_none, pk_hands, []),
    }
    for case in cases.values():  # warm up: builds studrules' tables, pokerkit's lookups
        case.evaluate(case.hands[0])
    for _ in range(args.repeat):
        for case in cases.values():
            case.rates.append(rate(case.evaluate, case.hands))
    median = {name: statistics.median(case.rates) for name, case in cases.items()}
    import_seconds, first_call = import_cost()

    compiled = compiled_modules()
    build = f"compiled ({len(compiled)} modules)" if compiled else "interpreted"
    print(f"studrules build: {build}")
    print(f"{args.hands} random seven-card hands (seed {args.seed}), median of {args.repeat} "
          "interleaved runs")
    print(f"pokerkit is slow: it is timed on the first {len(pk_hands)} hands only\n")
    print(f"{'evaluator':<50} {'hands':>7} {'evaluations/s':>14}")
    for name, case in cases.items():
        print(f"{case.label:<50} {len(case.hands):>7} {median[name]:>14,.0f}")
    high_ratio = median["strength"] / median["treys"]
    low_ratio = median["low8"] / median["pk_low8"]
    print()
    print(f"high.strength / treys          {high_ratio:8.1f}x")
    print(f"high.strength / pokerkit high  {median['strength'] / median['pk_high']:8.1f}x")
    explained_ratio = median["explained"] / median["treys"]
    print(f"high.evaluate / treys          {median['evaluate'] / median['treys']:8.1f}x")
    print(f"explained high hand / treys    {explained_ratio:8.1f}x")
    print(f"eight-or-better / pokerkit     {low_ratio:8.1f}x")
    print()
    print(f"import studrules.rankings.high: {import_seconds * 1000:.0f} ms; first strength() "
          f"call, which builds the tables: {first_call * 1000:.0f} ms (fresh interpreter, median "
          "of 3)")
    for label, ratio, target in (
        ("high.strength >= 8x treys", high_ratio, HIGH_TARGET),
        ("explained high hand >= 2x treys", explained_ratio, EXPLAINED_TARGET),
        ("eight-or-better fast path >= 50x pokerkit", low_ratio, LOW_TARGET),
    ):
        print(f"target {label}: {'met' if ratio >= target else 'NOT met'} ({ratio:.1f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
