"""What each kind of step of a hand costs: creating it, legal actions, an action, a street, the end.

Run: ``python benchmarks/steps.py [--hands N] [--repeat R] [--seed S]``.

``hands.py`` times whole hands, and on a loaded machine two versions of the
engine differ by less than the noise. A state is immutable, so the same action
can be applied to the same state again and again: this script plays ``N``
random hands (five players, random legal actions, the ``casino`` profile, ante
1, bring-in 2, limits 4/8) of seven-card stud, razz and stud/8, keeps every
state with the action taken from it, sorted by what the action set off (a
betting action, a street change, the end of the hand), then re-applies each
kind ``R`` times and reports the best pass in microseconds of CPU time per
step (CPU time, not wall time, so that other processes on the machine count
less). Legal actions are timed with the state's kept copy dropped; creating a
hand is ``new_hand`` on the same deals. The per-hand column weighs each kind by
how many times a hand takes it. Its total is the engine's own share of a hand
of ``hands.py``, whose driver adds its own choices and a new deal per hand
(so its new boards and showdowns are missed from the engine's caches).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

from studrules.hand.dealing import Dealer
from studrules.hand.engine import HandState, new_hand
from studrules.hand.model import Action, Stakes
from studrules.house_rules import resolve
from studrules.money import Chips
from studrules.variants import VARIANTS

sys.path.insert(0, str(Path(__file__).resolve().parent))  # runs.py, beside this script
from runs import parse_run, revision

GAMES = {"stud": "seven-card-stud", "razz": "razz", "stud8": "seven-card-stud-hi-lo-8"}
STAKES = Stakes(Chips(Fraction(1)), ante=1, bring_in=2, small_bet=4, big_bet=8)
RULES = resolve("casino")
TABLE = tuple((f"P{i}", None) for i in range(5))
KINDS = ("action", "street", "end")
"""Where a state keeps its legal actions (named in the engine since #17; so that this script
also times the versions before)."""


def collect(variant, dealers: list[Dealer], rng: random.Random):
    """Every state of the hands dealt by ``dealers`` with the action taken, by what it set off."""
    steps: dict[str, list[tuple[HandState, Action]]] = {kind: [] for kind in KINDS}
    for dealer in dealers:
        state = new_hand(variant, TABLE, STAKES, RULES, dealer)
        while not state.over:
            choice = rng.choice(state.legal_actions())
            action = Action(state.seats[state.to_act].name, choice.verb, choice.to, choice.what)
            after = state.apply(action)
            kind = "end" if after.over else "street" if after.street != state.street else "action"
            steps[kind].append((state, action))
            state = after
    return steps


def best(repeat: int, count: int, run: Callable[[], object]) -> float:
    """The best of ``repeat`` passes of ``run``: CPU microseconds per one of ``count``."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return min(times) / count * 1e6


def steps_of(variant, dealers: list[Dealer], rng: random.Random, repeat: int):
    """Each kind of step of ``variant``: its cost in microseconds and how many a hand takes."""
    steps = collect(variant, dealers, rng)
    states = [state for kind in KINDS for state, _ in steps[kind]]

    def create() -> None:
        for dealer in dealers:
            new_hand(variant, TABLE, STAKES, RULES, dealer)

    def legal() -> None:
        for state in states:
            state._legal = None  # what the state kept: work its legal actions out again
            state.legal_actions()

    def applying(taken: list[tuple[HandState, Action]]) -> Callable[[], None]:
        def run() -> None:
            for state, action in taken:
                state.apply(action)
        return run

    hands = len(dealers)
    rows = {
        "new hand": (best(repeat, hands, create), 1.0),
        "legal": (best(repeat, len(states), legal), len(states) / hands),
    }
    for kind in KINDS:
        taken = steps[kind]
        rows[kind] = (best(repeat, len(taken), applying(taken)), len(taken) / hands)
    return rows


def main(argv: list[str] | None = None) -> int:
    """Time each kind of step of each game and print the table."""
    args = parse_run(__doc__.splitlines()[0], "hands", 300, "hands", argv)
    rng = random.Random(args.seed)
    print(f"studrules ({revision()}): {args.hands} random hands of five players a game, "
          f"best of {args.repeat} passes, microseconds of CPU time")
    print(f"{'game':<6} {'step':<8} {'each':>8} {'per hand':>9} {'us a hand':>10}")
    for game, name in GAMES.items():
        dealers = [Dealer.shuffled(rng.randrange(2**32)) for _ in range(args.hands)]
        total = 0.0
        for step, (each, per_hand) in steps_of(VARIANTS[name], dealers, rng, args.repeat).items():
            total += each * per_hand
            print(f"{game:<6} {step:<8} {each:>8.2f} {per_hand:>9.2f} {each * per_hand:>10.1f}")
        print(f"{game:<6} {'a hand':<8} {'':>8} {'':>9} {total:>10.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
