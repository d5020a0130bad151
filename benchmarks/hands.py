"""How fast studrules plays whole stud hands, next to PokerKit, on the same random hands.

Run: ``python benchmarks/hands.py [--hands N] [--repeat R] [--seed S] [--players P]``.

Every hand is fixed in advance, outside the timed region: a shuffled deck, a
number of players (``--players``: a count such as ``6`` or a range such as
``2-8``, drawn per hand; never more than 8, as PokerKit misplays 9+) and a
stream of decision codes drawn from a seeded RNG. Both engines play exactly
the same hands. At each decision the driver takes the next code and maps it to
an action class both engines have, choosing among that engine's own legal
actions:

* ``fold`` (probability ``--fold``): fold if facing a bet, else check;
* ``aggressive`` (probability ``--raise``): complete, bet or raise, to the
  smallest legal amount; call or check where no bet or raise is allowed;
  the bring-in player completes;
* ``passive`` (the rest): check, call or post the bring-in.

studrules plays under its ``casino`` profile (Robert's Rules); PokerKit with
``FixedLimitSevenCardStud``, ``FixedLimitRazz`` and
``FixedLimitSevenCardStudHighLowSplitEightOrBetter``. Both get ante 1,
bring-in 2, limits 4/8 and 1000 chips a player, so nobody goes all in.
PokerKit burns and deals the very cards studrules deals, from the same deck
(``burn_card`` and ``deal_hole`` with explicit cards, its card-burning and
hole-dealing automations off; this costs it about 3% against letting it deal
its own cards). Everything else is automated: antes, bet collection, showing
or mucking, hand killing, pushing and pulling chips, the rare community card.

Where the engines' rules differ, the class mapping keeps the hands the same
as long as it can. The open pair on fourth street (studrules' casino profile
offers the big bet, PokerKit does not) never matters, as both bet the smallest
amount. The heads-up cap does: studrules lets two players raise without a cap,
PokerKit caps every round at a bet and three raises, so where only studrules
has a raise left the aggressive class raises there and calls in PokerKit, and
the hand goes two ways from there. Seven or eight players can also run the
stub short, which the engines handle differently (and once the deck is used
up, PokerKit deals its own cards). Before timing, ``N`` other hands per game
are played once by both engines (which also warms them up), and the script
counts the hands whose actions and chip results agree exactly, and why the
others do not.

Timed: ``new_hand`` / ``create_state`` and every action (and, for PokerKit,
its burns and deals) until the hand is settled, over ``N`` hands. Each timed
pass plays ``N`` hands that engine has not played before (studrules keeps the
showing hands it has evaluated, and replaying the same hands would flatter it
by 20-40%); the check and warm-up above use another ``N`` hands per game. The
passes are repeated ``R`` times, interleaved (stud, razz, stud/8; studrules
then PokerKit on the same hands) so that load on the machine hits them alike,
and the median rate is reported. Target: studrules at least 10x PokerKit's
hands per second, in every game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from importlib.metadata import version
from pathlib import Path

import pokerkit

from studrules.adapters.pokerkit_games import AUTOMATIONS as PK_AUTOMATIONS
from studrules.adapters.pokerkit_games import GAMES as PK_GAMES
from studrules.adapters.pokerkit_games import pokerkit_card
from studrules.cards import standard_deck
from studrules.hand.dealing import Dealer
from studrules.hand.engine import new_hand
from studrules.hand.model import Action, Stakes
from studrules.house_rules import resolve
from studrules.money import Chips
from studrules.variants import VARIANTS

sys.path.insert(0, str(Path(__file__).resolve().parent))  # runs.py, beside this script
from runs import revision

TARGET = 10.0
ANTE, BRING_IN, SMALL_BET, BIG_BET, STACK = 1, 2, 4, 8, 1000
STAKES = Stakes(Chips(Fraction(1)), ante=ANTE, bring_in=BRING_IN, small_bet=SMALL_BET,
                big_bet=BIG_BET)
RULES = resolve("casino")

FOLD, PASSIVE, AGGRESSIVE = 0, 1, 2
CODES_PER_HAND = 512
"""Decision codes drawn per hand: far more than any hand uses (the most seen is about 70)."""

GAMES = {
    short: (name, PK_GAMES[name])
    for short, name in (("stud", "seven-card-stud"), ("razz", "razz"),
                        ("stud8", "seven-card-stud-hi-lo-8"))
}


@dataclass(frozen=True)
class Deal:
    """One hand's inputs for both engines: the players, the decision codes, the deck (twice)."""

    players: int
    codes: bytes
    dealer: Dealer
    table: tuple[tuple[str, int], ...]
    pk_deck: tuple[pokerkit.Card, ...]


def make_deals(count: int, rng: random.Random, players: tuple[int, int], fold: float,
               aggressive: float) -> list[Deal]:
    """``count`` new hands drawn from ``rng``, converted for both engines."""
    weights = (fold, 1 - fold - aggressive, aggressive)  # FOLD, PASSIVE, AGGRESSIVE
    deals = []
    for _ in range(count):
        deck = list(standard_deck())
        rng.shuffle(deck)
        n = rng.randint(*players)
        codes = bytes(rng.choices((FOLD, PASSIVE, AGGRESSIVE), weights, k=CODES_PER_HAND))
        deals.append(
            Deal(
                n,
                codes,
                Dealer(deck=tuple(deck), seed=rng.randrange(2**32)),
                tuple((f"P{i}", STACK) for i in range(n)),
                tuple(pokerkit_card(c) for c in deck),
            )
        )
    return deals


def play_studrules(variant, deal: Deal, log: list | None = None):
    """Play ``deal`` with studrules; returns the final state. ``log`` collects the actions."""
    state = new_hand(variant, deal.table, STAKES, RULES, deal.dealer)
    codes = deal.codes
    k = 0
    while not state.over:
        legal = state.legal_actions()
        code = codes[k]
        k += 1
        choice = None
        if code == AGGRESSIVE:
            choice = next((a for a in legal if a.verb in ("bet", "complete", "raise")), None)
        elif code == FOLD:
            choice = next((a for a in legal if a.verb == "fold"), None)
        if choice is None:
            choice = next(a for a in legal if a.verb in ("check", "call", "bring-in"))
        if log is not None:
            log.append((state.to_act, _CLASS[choice.verb]))
        state = state.apply(Action(state.seats[state.to_act].name, choice.verb, choice.to))
    return state


_CLASS = {"fold": "f", "check": "c", "call": "c", "bring-in": "b",
          "bet": "r", "complete": "r", "raise": "r"}


def play_pokerkit(game, deal: Deal, log: list | None = None):
    """Play ``deal`` with PokerKit, burning and dealing ``deal``'s cards; returns the state."""
    state = game.create_state(PK_AUTOMATIONS, False, ANTE, BRING_IN, SMALL_BET, BIG_BET,
                              STACK, deal.players)
    cards = deal.pk_deck
    codes = deal.codes
    k = pos = 0
    while state.status:
        if state.card_burning_status:
            state.burn_card(cards[pos] if pos < 52 else None)
            pos += 1
        elif state.actor_index is None:
            state.deal_hole(cards[pos] if pos < 52 else None)
            pos += 1
        else:
            code = codes[k]
            k += 1
            actor = state.actor_index
            if state.can_post_bring_in():
                if code == AGGRESSIVE and state.can_complete_bet_or_raise_to():
                    kind = "r"
                    state.complete_bet_or_raise_to()
                else:
                    kind = "b"
                    state.post_bring_in()
            elif code == FOLD and state.can_fold():
                kind = "f"
                state.fold()
            elif code == AGGRESSIVE and state.can_complete_bet_or_raise_to():
                kind = "r"
                state.complete_bet_or_raise_to()
            else:
                kind = "c"
                state.check_or_call()
            if log is not None:
                log.append((actor, kind))
    return state


@dataclass
class Check:
    """How the engines' plays of the same hands compare, for one game."""

    hands: int = 0
    same: int = 0
    betting: int = 0
    short_stub: int = 0
    chips: int = 0
    showdowns: int = 0
    actions: int = 0


def compare(deals: Sequence[Deal], variant, game) -> Check:
    """Play every deal once with both engines; count the hands that agree and why others differ.

    A hand agrees when both engines saw the same players take the same action
    classes in the same order and every player won or lost the same chips.
    """
    check = Check()
    for deal in deals:
        ours: list = []
        theirs: list = []
        final = play_studrules(variant, deal, ours)
        pk = play_pokerkit(game, deal, theirs)
        paid = dict(final.result.payouts)
        net_ours = [paid.get(s.name, 0) - s.committed for s in final.seats]
        net_pk = [after - STACK for after in pk.stacks]
        check.hands += 1
        check.actions += len(ours)
        check.showdowns += bool(final.result.hands)
        if ours == theirs and net_ours == net_pk:
            check.same += 1
        elif any(r.rule == "DEAL.STUB-SHORT" for r in final.reasons):
            check.short_stub += 1
        elif ours != theirs:
            check.betting += 1
        else:
            check.chips += 1
    return check


def rate(play: Callable[[object, Deal], object], engine_game, deals: Sequence[Deal]) -> float:
    """Hands per second of one pass of ``play`` over ``deals``."""
    start = time.perf_counter()
    for deal in deals:
        play(engine_game, deal)
    return len(deals) / (time.perf_counter() - start)


def parse_players(text: str) -> tuple[int, int]:
    """``6`` or ``2-8``: the fewest and most players a hand may have (2 to 8)."""
    low, _, high = text.partition("-")
    bounds = (int(low), int(high or low))
    if not 2 <= bounds[0] <= bounds[1] <= 8:
        raise argparse.ArgumentTypeError("players must be between 2 and 8, e.g. 6 or 2-8")
    return bounds


def main(argv: Sequence[str] | None = None) -> int:
    """Check the hands agree, time both engines and print the table, ratios and the target."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=500, help="hands (default 500)")
    parser.add_argument("--repeat", type=int, default=5, help="interleaved repeats (default 5)")
    parser.add_argument("--seed", type=int, default=2024, help="random seed (default 2024)")
    parser.add_argument("--players", type=parse_players, default=(2, 8),
                        help="players per hand, a count or a range (default 2-8)")
    parser.add_argument("--fold", type=float, default=0.2,
                        help="probability of the fold class (default 0.2)")
    parser.add_argument("--raise", dest="aggressive", type=float, default=0.2,
                        help="probability of the bet/complete/raise class (default 0.2)")
    args = parser.parse_args(argv)
    if args.hands < 1 or args.repeat < 1:
        parser.error("--hands and --repeat must be at least 1")
    if min(args.fold, args.aggressive) < 0 or args.fold + args.aggressive > 1:
        parser.error("--fold and --raise are probabilities that add up to at most 1")
    warnings.simplefilter("ignore")  # PokerKit warns when it recycles burn cards

    began = time.perf_counter()
    rng = random.Random(args.seed)

    def new_deals() -> list[Deal]:
        return make_deals(args.hands, rng, args.players, args.fold, args.aggressive)

    checks = {game: compare(new_deals(), VARIANTS[ours], theirs)  # also the warm-up
              for game, (ours, theirs) in GAMES.items()}
    timed = [{game: new_deals() for game in GAMES} for _ in range(args.repeat)]

    rates: dict[tuple[str, str], list[float]] = {}
    for deals in timed:
        for game, (ours, theirs) in GAMES.items():
            for engine, play, engine_game in (("studrules", play_studrules, VARIANTS[ours]),
                                              ("pokerkit", play_pokerkit, theirs)):
                rate_ = rate(play, engine_game, deals[game])
                rates.setdefault((engine, game), []).append(rate_)
    median = {case: statistics.median(r) for case, r in rates.items()}
    spread = {case: (min(r), max(r)) for case, r in rates.items()}

    low, high = args.players
    players = f"{low}" if low == high else f"{low}-{high} (uniform per hand)"
    print(f"seven-card stud, razz and stud/8: each timed run plays {args.hands} new random hands "
          f"of each game with both engines; median of {args.repeat} interleaved runs "
          f"(seed {args.seed})")
    print(f"players: {players}; decisions: fold {args.fold:.0%} (when facing a bet), "
          f"bet/complete/raise {args.aggressive:.0%} (smallest amount), otherwise check/call/"
          "bring-in")
    print(f"ante 1, bring-in 2, limits 4/8, 1000 chips each; studrules ({revision()}) casino "
          f"profile, PokerKit {version('pokerkit')} dealt the same cards")
    print("timed: creating each hand, and every action (PokerKit: also its burns and deals) "
          "until the hand is settled\n")

    print(f"same hands? {args.hands} other hands of each game played once by both engines, "
          "before timing:")
    print(f"{'game':<7} {'agree':>7} {'betting':>8} {'stub':>6} {'chips':>6} {'showdown':>9} "
          f"{'actions/hand':>13}")
    for game, c in checks.items():
        print(f"{game:<7} {c.same:>7} {c.betting:>8} {c.short_stub:>6} {c.chips:>6} "
              f"{c.showdowns / c.hands:>9.0%} {c.actions / c.hands:>13.1f}")
    print("agree: the same players took the same action classes in the same order and won or")
    print("  lost the same chips; betting: the actions diverge, as when two players are heads-up")
    print("  and studrules (casino: no cap heads-up) still offers a raise that PokerKit (capped")
    print("  heads-up too) does not (the open pair's big bet cannot cause this: both engines bet")
    print("  the smallest amount); stub: 7-8 players ran the deck short, which the engines handle")
    print("  differently; chips: same actions, different chips won (odd-chip rules)\n")

    print(f"{'engine':<10} {'game':<7} {'hands':>6} {'hands/s':>9} {'(min-max)':>16}")
    for (engine, game), rate_ in median.items():
        lo, hi = spread[(engine, game)]
        print(f"{engine:<10} {game:<7} {args.hands:>6} {rate_:>9,.0f} "
              f"{f'({lo:,.0f}-{hi:,.0f})':>16}")
    print()
    ratios = {game: median[("studrules", game)] / median[("pokerkit", game)] for game in GAMES}
    for game, ratio in ratios.items():
        print(f"studrules / pokerkit, {game:<6} {ratio:6.1f}x")
    worst = min(ratios.values())
    verdict = "met" if worst >= TARGET else "NOT met"
    print(f"\ntarget studrules >= {TARGET:.0f}x PokerKit hands/s in every game: {verdict} "
          f"(lowest {worst:.1f}x)")
    print(f"({time.perf_counter() - began:.0f} s in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
