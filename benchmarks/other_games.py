"""How fast studrules plays whole hands of the games PokerKit does not play.

Run: ``python benchmarks/other_games.py [--hands N] [--repeat R] [--seed S]``.

``hands.py`` times seven-card stud, razz and stud/8 against PokerKit. The
wild games and the five-card games have no PokerKit counterpart, so this
script times studrules alone, the way ``hands.py`` times it: every hand is
fixed before timing (a seeded shuffle, a number of players within the game's
limits, and the seed of the random choices), each timed pass plays ``N``
hands it has not played before (studrules keeps the showing hands it has
evaluated), the passes are repeated ``R`` times, interleaved across the
games, and the median rate is reported with its spread.

A hand is played as ``tests/random_hands.py`` plays it: at each decision a
random legal action (a pot-limit range at a random amount inside it), under
the ``casino`` profile, ante 1, bring-in 2, limits 4/8, no stack limit. The
random choices are part of the timed loop; they cost a few percent.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from studrules.hand.dealing import Dealer
from studrules.hand.engine import new_hand
from studrules.hand.model import Action, Stakes
from studrules.house_rules import resolve
from studrules.money import Chips
from studrules.variants import VARIANTS, Variant

sys.path.insert(0, str(Path(__file__).resolve().parent))  # runs.py, beside this script
from runs import parse_run, revision

STAKES = Stakes(Chips(Fraction(1)), ante=1, bring_in=2, small_bet=4, big_bet=8)
RULES = resolve("casino")

WILD = ("seven-card-stud-wild", "baseball", "follow-the-queen", "low-hole", "man-with-the-axe")
"""The wild-card games."""
FIVE_CARD = tuple(
    name for name, variant in VARIANTS.items() if sum(len(s.deal) for s in variant.streets) == 5
)
"""The five-card games: those that deal five cards (``Variant.five_card`` went with the
components)."""


@dataclass(frozen=True)
class Deal:
    """One hand's inputs: the players, the deck and the seed of the choices."""

    table: tuple[tuple[str, None], ...]
    dealer: Dealer
    choices: int


def make_deals(variant: Variant, count: int, rng: random.Random) -> list[Deal]:
    """``count`` new hands of ``variant`` drawn from ``rng``."""
    deals = []
    for _ in range(count):
        players = rng.randint(2, variant.max_players)
        table = tuple((f"P{i}", None) for i in range(players))
        deals.append(Deal(table, Dealer.shuffled(rng.randrange(2**32)), rng.randrange(2**32)))
    return deals


def play(variant: Variant, deal: Deal) -> int:
    """Play ``deal`` by random legal actions to the end; the number of actions taken."""
    rng = random.Random(deal.choices)
    state = new_hand(variant, deal.table, STAKES, RULES, deal.dealer)
    actions = 0
    while not state.over:
        choice = rng.choice(state.legal_actions())
        to = choice.to if choice.most is None else rng.randint(choice.to, choice.most)
        state = state.apply(Action(state.seats[state.to_act].name, choice.verb, to, choice.what))
        actions += 1
    return actions


def rate(variant: Variant, deals: Sequence[Deal]) -> float:
    """Hands per second of one pass over ``deals``."""
    start = time.perf_counter()
    for deal in deals:
        play(variant, deal)
    return len(deals) / (time.perf_counter() - start)


def main(argv: Sequence[str] | None = None) -> int:
    """Time every wild and five-card game and print the median hands per second."""
    args = parse_run(__doc__.splitlines()[0], "hands", 300, "hands", argv)
    games = (*WILD, *FIVE_CARD)
    rng = random.Random(args.seed)
    actions = {}
    for game in games:  # the warm-up, on hands the timed passes do not play
        warm = make_deals(VARIANTS[game], args.hands, rng)
        actions[game] = sum(play(VARIANTS[game], deal) for deal in warm) / args.hands
    timed = [{game: make_deals(VARIANTS[game], args.hands, rng) for game in games}
             for _ in range(args.repeat)]
    rates: dict[str, list[float]] = {game: [] for game in games}
    for deals in timed:
        for game in games:
            rates[game].append(rate(VARIANTS[game], deals[game]))

    print(f"wild and five-card games, studrules alone: each timed run plays {args.hands} new "
          f"random hands of each game; median of {args.repeat} interleaved runs (seed {args.seed})")
    print(f"random legal actions, 2 to the game's most players; ante 1, bring-in 2, limits 4/8, "
          f"no stack limit; studrules ({revision()}) casino profile\n")
    print(f"{'game':<30} {'hands/s':>8} {'min-max':>13} {'actions/hand':>13}")
    for label, group in (("wild games", WILD), ("five-card games", FIVE_CARD)):
        print(label)
        for game in group:
            low, high = min(rates[game]), max(rates[game])
            print(f"  {game:<28} {statistics.median(rates[game]):>8,.0f} "
                  f"{f'{low:,.0f}-{high:,.0f}':>13} {actions[game]:>13.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
