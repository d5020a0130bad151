"""Random legal hands, played deterministically, and the recorded answers of the engine.

``play`` is the loop the invariants test and the recorded answers share: one
hand by random legal actions (a pot-limit range at a random amount inside it).

The recorded answers pin what the engine rules so that its core can be rebuilt
without changing a ruling (issue 17): ``deals(game)`` draws a fixed list of
hands per game from seeds derived from the game's name (a random number of
players within the game's limits, short stacks sometimes, the game's own
structure or pot limit, the casino, tournament and home profiles in turn);
``transcript`` writes a
whole hand as text: every state's phase, street, player to act, pot, seats,
legal actions and new reasons (rule and text), the action taken, and the
result (pots, shares, chips returned, payouts, hands shown); ``digest`` is a short hash of it.
``tests/data/recorded/hands.json`` keeps the digests with the parameters that
drew the hands; ``tests/engine/test_recorded_hands.py`` replays them.
``tests/data/recorded/wsop.json`` records fewer hands of every game the same way
under the two WSOP 2024 profiles in turn (``WSOP``), so that a change of what
those profiles rule shows as well, and the first recording keeps its profiles.

The transcript reads only what a caller of the engine sees, never how a state
stores it, so a new core answers to the same recording. It lives in ``tests/``
because it is a developer's guard, not part of the engine a user installs.

    python -m tests.random_hands --write               # record again (an intended change)
    python -m tests.random_hands --show GAME INDEX     # print one hand's transcript
    python -m tests.random_hands --wsop --write        # the same for the WSOP recording
    python tests/random_hands.py --check               # replay the recording (make release)

``--check`` runs as a script, not with ``-m``, so that an engine installed in a
virtual environment (the release's artefacts) is the one replayed, not the
checkout's ``studrules/`` beside the working directory.
"""

from __future__ import annotations

import argparse
import enum
import hashlib
import json
import random
import sys
from fractions import Fraction
from pathlib import Path
from typing import NamedTuple

from studrules.cards import format_cards
from studrules.hand.dealing import Dealer
from studrules.hand.engine import HandState, new_hand
from studrules.hand.model import Action, Stakes
from studrules.house_rules import resolve
from studrules.money import Chips
from studrules.variants import VARIANTS

STAKES = Stakes(Chips(Fraction(1, 4)), ante=1, bring_in=2, small_bet=4, big_bet=8)
SHORT_STACKS = (None, 3, 9, 20, 41)
"""A short-stacked table draws each stack from these (None: no limit)."""
DEEP_STACK = 400
"""A no-limit player's stack where other structures play without one: a hundred dollars."""

RECORDED = Path(__file__).parent / "data" / "recorded" / "hands.json"
HANDS_PER_GAME = 910
"""910 hands of each of the 22 games: 20,020 in all."""
PROFILES = ("casino", "tournament", "home")
"""The profiles of ``hands.json``, in turn: the first three, kept when profiles are added."""
DIGEST_LENGTH = 8
"""Hex digits kept of each transcript's SHA-256 (a changed hand keeps its digest once in 4e9)."""
SHORT_SHARE = 0.4
"""How often a table is short-stacked (all-ins, side pots)."""


def play(
    variant_name: str, profile: str, seed: int, players: int, short: bool, options=None,
    stakes: Stakes = STAKES,
) -> tuple[HandState, list[HandState]]:
    """Play one hand by random legal actions; the final state and every state on the way.

    A ranged wager (pot, no or spread limit) is played at a random amount within
    its range. No limit needs a stack for everyone: a player without one has
    ``DEEP_STACK`` (no other structure draws differently for it).
    """
    rng = random.Random(seed)
    stacks = [rng.choice(SHORT_STACKS) if short else None for _ in range(players)]
    if (options or {}).get("betting-structure") == "no-limit":  # table stakes: NOLIMIT.MAXIMUM
        stacks = [DEEP_STACK if stack is None else stack for stack in stacks]
    table = [(f"P{i}", stack) for i, stack in enumerate(stacks)]
    state = new_hand(
        VARIANTS[variant_name],
        table,
        stakes,
        resolve(profile, options),
        Dealer.shuffled(seed),
    )
    seen = [state]
    while not state.over:
        legal = state.legal_actions()
        assert legal, f"no legal action for {state.seats[state.to_act].name}"
        choice = rng.choice(legal)
        player = state.seats[state.to_act].name
        to = choice.to if choice.most is None else rng.randint(choice.to, choice.most)
        state = state.apply(Action(player, choice.verb, to, choice.what))
        seen.append(state)
    return state, seen


class Deal(NamedTuple):
    """One recorded hand: enough to play it again (``play(*deal.args)``)."""

    game: str
    index: int
    profile: str
    seed: int
    players: int
    short: bool
    structure: str

    @property
    def args(self) -> tuple:
        options = {"betting-structure": self.structure}
        return (self.game, self.profile, self.seed, self.players, self.short, options)

    def __str__(self) -> str:
        return (
            f"{self.game} hand {self.index}: profile {self.profile}, seed {self.seed}, "
            f"{self.players} players, {'short stacks' if self.short else 'no stack limit'}, "
            f"{self.structure} structure"
        )


class Recording(NamedTuple):
    """One file of recorded hands: where it is, the profiles its hands take in turn, and how
    many hands of each game it holds."""

    path: Path
    profiles: tuple[str, ...]
    hands_per_game: int


MAIN = Recording(RECORDED, PROFILES, HANDS_PER_GAME)
WSOP = Recording(
    RECORDED.with_name("wsop.json"), ("wsop-2024-tournament", "wsop-2024-cash"), 182
)
"""182 hands of each of the 22 games (4,004 in all) under the two WSOP 2024 profiles."""


def deals(game: str, count: int = HANDS_PER_GAME, profiles: tuple[str, ...] = PROFILES
          ) -> list[Deal]:
    """The first ``count`` recorded hands of ``game``, under ``profiles`` in turn: the same on
    every machine and run."""
    most = VARIANTS[game].max_players
    chosen = []
    for index in range(count):
        rng = random.Random(f"{game}:{index}")
        chosen.append(
            Deal(
                game,
                index,
                profiles[index % len(profiles)],
                rng.randrange(10**9),
                rng.randint(2, most),
                rng.random() < SHORT_SHARE,
                rng.choice(("game", "pot-limit")),
            )
        )
    return chosen


def _plain(value) -> object:
    """An enum's value, anything else as is: the transcript does not depend on the type."""
    return value.value if isinstance(value, enum.Enum) else value


def _hand(hand) -> str:
    if hand is None:
        return "-"
    return f"{hand.describe()} [{format_cards(hand.cards)}] as [{format_cards(hand.plays_as)}]"


def _seat(seat) -> str:
    cards = " ".join(f"{c}{'' if up else '*'}" for c, up in zip(seat.cards, seat.up))
    folded = " folded" if seat.folded else ""
    return f"{seat.name} [{cards}] stack {seat.stack} in {seat.committed}{folded}"


def transcript(deal: Deal) -> list[str]:
    """Everything the engine ruled in ``deal``'s hand, one line a fact (``*``: face down)."""
    final, seen = play(*deal.args)
    lines = [str(deal)]
    told = 0
    for number, state in enumerate(seen):
        actor = "-" if state.to_act is None else state.seats[state.to_act].name
        lines.append(
            f"state {number}: phase {_plain(state.phase)}, street {state.street}, "
            f"to act {actor}, pot {state.pot}, community {state.community}"
        )
        lines += [f"  seat {_seat(seat)}" for seat in state.seats]
        lines += [f"  reason {r.rule}: {r.text}" for r in state.reasons[told:]]
        told = len(state.reasons)
        for legal in state.legal_actions():
            lines.append(
                f"  legal {_plain(legal.verb)} to {legal.to} most {legal.most} adds {legal.adds}"
                f" all-in {legal.all_in} what {legal.what}"
            )
        if number + 1 < len(seen):
            done = seen[number + 1].history[-1]
            lines.append(f"  action {done.player} {_plain(done.verb)} {done.to} {done.what}")
    result = final.outcome
    for pot in result.pots:
        lines.append(f"pot {pot.amount} eligible {' '.join(pot.eligible)}")
        for share in pot.shares:
            amounts = " ".join(f"{name} {chips}" for name, chips in share.amounts)
            lines.append(
                f"  share {_plain(share.kind)} {share.amount} to {' '.join(share.winners)}"
                f" ({amounts}) with {_hand(share.hand)}"
            )
    lines += [f"returned {name} {chips}" for name, chips in result.returned]
    lines += [f"payout {name} {chips}" for name, chips in result.payouts]
    lines += [f"shows {name}: high {_hand(hi)}; low {_hand(lo)}" for name, hi, lo in result.hands]
    return lines


def digest(deal: Deal) -> str:
    """A short hash of the hand's transcript: any change of a ruling or its words changes it."""
    text = "\n".join(transcript(deal)).encode()
    return hashlib.sha256(text).hexdigest()[:DIGEST_LENGTH]


def parameters(recording: Recording = MAIN) -> dict:
    """What draws and digests the hands: recorded with them, checked before they are compared."""
    return {
        "hands_per_game": recording.hands_per_game,
        "profiles": list(recording.profiles),
        "stakes": {
            "chip": str(STAKES.chips.text(1)),
            "ante": STAKES.ante,
            "bring_in": STAKES.bring_in,
            "small_bet": STAKES.small_bet,
            "big_bet": STAKES.big_bet,
        },
        "short_stacks": list(SHORT_STACKS),
        "short_share": SHORT_SHARE,
        "structures": ["game", "pot-limit"],
        "digest": f"sha256 of the transcript, first {DIGEST_LENGTH} hex digits",
    }


def record(recording: Recording = MAIN) -> dict:
    """The digests of every game's hands, with the parameters that drew them."""
    count, profiles = recording.hands_per_game, recording.profiles
    return {
        "about": "Recorded answers of the hand engine (tests/random_hands.py); "
        "see docs/hand-engine.md, 'Recorded answers'",
        "parameters": parameters(recording),
        "games": {
            game: [digest(deal) for deal in deals(game, count, profiles)] for game in VARIANTS
        },
    }


def load(recording: Recording = MAIN) -> dict:
    return json.loads(recording.path.read_text(encoding="utf-8"))


def difference(game: str, recorded: list[str], recording: Recording = MAIN) -> str | None:
    """The first of ``game``'s hands ruled differently from its ``recorded`` digests, and how
    to look into it, in words; None when the engine rules every one as recorded."""
    wsop = "--wsop " if recording is WSOP else ""
    if len(recorded) != recording.hands_per_game:
        return f"{game}: {len(recorded)} hands recorded, not {recording.hands_per_game}"
    for deal, then in zip(deals(game, recording.hands_per_game, recording.profiles), recorded):
        now = digest(deal)
        if now != then:
            return (
                f"{deal} is ruled differently from the recording (digest {now}, recorded "
                f"{then}).\nIts transcript: python -m tests.random_hands {wsop}--show {game} "
                f"{deal.index}, and on the recorded commit, and compare (docs/hand-engine.md, "
                f"'Recorded answers'). If the change is intended, record again with {wsop}"
                "--write and say why in the commit."
            )
    return None


def check(recording: Recording = MAIN) -> str | None:
    """The first difference between the engine and ``recording`` (its parameters, its games,
    a hand), in words; None when it rules every recorded hand as recorded."""
    recorded = load(recording)
    if recorded["parameters"] != parameters(recording):
        return "the parameters that draw the recorded hands changed: record again with --write"
    if list(recorded["games"]) != list(VARIANTS):
        return "the games differ from the recorded ones: record again with --write"
    for game, digests in recorded["games"].items():
        found = difference(game, digests, recording)
        if found:
            return found
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.random_hands", description=__doc__.split("\n\n")[0]
    )
    does = parser.add_mutually_exclusive_group(required=True)
    does.add_argument("--write", action="store_true", help=f"record every hand in {RECORDED}")
    does.add_argument(
        "--show", nargs=2, metavar=("GAME", "INDEX"), help="print one hand's transcript"
    )
    does.add_argument(
        "--check", action="store_true",
        help="replay every recorded hand; exit 1 at the first one ruled differently",
    )
    parser.add_argument(
        "--wsop", action="store_true",
        help=f"the hands of the WSOP profiles ({WSOP.path.name}) instead",
    )
    args = parser.parse_args(argv)
    recording = WSOP if args.wsop else MAIN
    if args.write:
        recording.path.parent.mkdir(parents=True, exist_ok=True)
        recording.path.write_text(json.dumps(record(recording), indent=1) + "\n",
                                  encoding="utf-8")
        print(f"recorded {recording.hands_per_game} hands of each of {len(VARIANTS)} games "
              f"in {recording.path}")
        return 0
    if args.check:
        found = check(recording)
        if found:
            print(found, file=sys.stderr)
            return 1
        print(f"{recording.hands_per_game * len(VARIANTS)} recorded hands of {len(VARIANTS)} "
              f"games ruled as recorded ({recording.path.name})")
        return 0
    game, index = args.show
    if game not in VARIANTS:
        parser.error(f'unknown game "{game}": choose one of {", ".join(VARIANTS)}')
    if not index.isdigit():
        parser.error(f'INDEX must be a whole number from 0, not "{index}"')
    chosen = deals(game, int(index) + 1, recording.profiles)[int(index)]
    print("\n".join(transcript(chosen)))
    return 0

if __name__ == "__main__":
    sys.exit(main())
