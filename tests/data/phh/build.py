"""Build the PHH fixtures of tests/test_phh*.py: ``python tests/data/phh/build.py``.

Three kinds of hand histories, written to this directory:

* ``pokerkit-*.phh``: hands played by PokerKit and written by PokerKit's own PHH
  writer (``pokerkit.HandHistory.from_game_state(...).dumps()``), with the
  ``winnings`` and ``finishing_stacks`` PokerKit paid;
* ``studrules-*.phh``: hands played by studrules and written by ``studrules.phh.dumps``;
* ``doctored-*.phh``: the PokerKit hand ``pokerkit-stud-scripted.phh`` with one
  thing changed, each breaking one rule (the test names the rule).

The hands are dealt from seeded decks, so the script writes the same files each time.
``community/`` holds a history written by hand (eight players and a community card,
which the PokerKit adapter cannot replay); this script leaves it alone.
"""

from __future__ import annotations

import random
import warnings
from importlib.metadata import version
from pathlib import Path

import pokerkit

from studrules import phh
from studrules.adapters.pokerkit_games import AUTOMATIONS, GAMES, pokerkit_card
from studrules.cards import parse_cards, standard_deck
from studrules.hand.dealing import Dealer
from studrules.hand.engine import new_hand
from studrules.hand.model import Action, Stakes
from studrules.house_rules import resolve
from studrules.money import Chips
from studrules.variants import VARIANTS

HERE = Path(__file__).resolve().parent
ANTE, BRING_IN, SMALL, BIG = 1, 2, 5, 10
HEADER = "# Written by {writer} (tests/data/phh/build.py).\n"

SCRIPTED_DECK = parse_cards(
    "9c 4d Ks 2d  Qs 7h Jd 3s  Kd 5c 8c Td  4s 3c Ah 6h  7s 9d Kh Jc  "
    "2c As 8h Qd  6c 4h Tc 5s  8d 2s Ac 7d  9h 6s 3h Th  Qc 5d Jh 2h"
)
"""The deck of the scripted stud hand: four players; 9c 4d Ks 2d are the first cards of
P1 to P4, and so on. Door cards Kd 5c 8c Td: P2's 5c brings in."""

SCRIPT = [
    ("pb", None),
    ("cbr", 5),
    ("f", None),
    ("cc", None),
    ("cc", None),  # third street
    ("cc", None),
    ("cc", None),
    ("cc", None),  # fourth: P2's ace-five leads, all check
    ("cbr", 10),
    ("cbr", 20),
    ("cc", None),
    ("cc", None),  # fifth: P2 bets, P3 raises
    ("cc", None),
    ("cbr", 10),
    ("cc", None),
    ("cc", None),  # sixth: P1's ace-king leads
    ("cc", None),
    ("cc", None),
    ("cc", None),  # seventh: checked; P3's jacks win
]


def pokerkit_hand(variant: str, stacks: list[int], deck, choose) -> pokerkit.State:
    """A hand played by PokerKit from ``deck`` (top first), ``choose`` picking each action."""
    game = GAMES[variant](AUTOMATIONS, True, ANTE, BRING_IN, SMALL, BIG)
    state = game(stacks, len(stacks))
    cards = iter(deck)
    while state.status:
        if state.can_burn_card():
            state.burn_card(pokerkit_card(next(cards)))
        elif state.can_deal_hole():
            state.deal_hole(pokerkit_card(next(cards)))
        else:
            choose(state)
    return state


def scripted(state: pokerkit.State) -> None:
    """The next action of ``SCRIPT``."""
    verb, amount = SCRIPT[len([op for op in state.operations if _is_action(op)])]
    {"pb": state.post_bring_in, "f": state.fold, "cc": state.check_or_call}.get(
        verb, lambda: state.complete_bet_or_raise_to(amount)
    )()


def _is_action(operation: object) -> bool:
    return isinstance(
        operation,
        (
            pokerkit.BringInPosting,
            pokerkit.Folding,
            pokerkit.CheckingOrCalling,
            pokerkit.CompletionBettingOrRaisingTo,
        ),
    )


def random_player(rng: random.Random):
    """Actions chosen at random among those PokerKit allows: fold 15%, wager 30%."""

    def choose(state: pokerkit.State) -> None:
        """Take one action at random."""
        roll = rng.random()
        if roll < 0.3 and state.can_complete_bet_or_raise_to():
            state.complete_bet_or_raise_to()
        elif roll < 0.45 and state.can_fold():
            state.fold()
        elif state.can_post_bring_in():
            state.post_bring_in()
        else:
            state.check_or_call()

    return choose


def pokerkit_text(variant: str, state: pokerkit.State, stacks: list[int]) -> str:
    """PokerKit's own PHH for a finished hand, with what it paid each player."""
    game = GAMES[variant](AUTOMATIONS, True, ANTE, BRING_IN, SMALL, BIG)
    pulled = [0] * len(stacks)
    for operation in state.operations:
        if isinstance(operation, pokerkit.ChipsPulling):
            pulled[operation.player_index] += operation.amount
    history = pokerkit.HandHistory.from_game_state(
        game,
        state,
        ante_trimming_status=True,
        winnings=pulled,
        finishing_stacks=list(state.stacks),
    )
    return HEADER.format(writer=f"PokerKit {version('pokerkit')}: HandHistory.dumps") + (
        history.dumps() + "\n"
    )


def studrules_text(variant: str, players: int, seed: int, profile: str) -> str:
    """A hand studrules plays at random from a seeded deck, written by ``studrules.phh.dumps``."""
    rng = random.Random(seed)
    stakes = Stakes(Chips(1), ANTE, BRING_IN, SMALL, BIG)
    table = [(f"Player {k + 1}", rng.choice([None, 30, 60, 200])) for k in range(players)]
    state = new_hand(VARIANTS[variant], table, stakes, resolve(profile), Dealer.shuffled(seed))
    while not state.over:
        legal = state.legal_actions()
        weights = [
            0.3 if a.verb in ("bet", "raise", "complete") else 0.15 if a.verb == "fold" else 1.0
            for a in legal
        ]
        choice = rng.choices(legal, weights)[0]
        state = state.apply(Action(state.seats[state.to_act].name, choice.verb, choice.to))
    return HEADER.format(writer="studrules.phh.dumps") + phh.dumps(state)


def doctored(text: str) -> dict[str, str]:
    """The scripted hand with one change each: the name says what is wrong."""
    return {
        # P1 (Kd showing) posts the bring-in instead of P2, whose 5c is the lowest door card.
        "wrong-bring-in": text.replace("'p2 pb'", "'p1 pb'", 1),
        # On fifth street P3 bets first, but P2's ace-king board acts first.
        "out-of-turn-first": text.replace("'p2 cbr 10', 'p3 cbr 20'", "'p3 cbr 10', 'p2 cbr 20'"),
        # After P3's raise on fifth street P2 calls before P1, whose turn it is.
        "out-of-turn": text.replace(
            "'p3 cbr 20', 'p1 cc', 'p2 cc'", "'p3 cbr 20', 'p2 cc', 'p1 cc'"
        ),
        # P3 raises to 25 on fifth street, where a raise goes to 20.
        "wrong-amount": text.replace("'p3 cbr 20'", "'p3 cbr 25'"),
        # The pot goes to P2 instead of P3.
        "wrong-winner": _swap_winnings(text),
    }


def _swap_winnings(text: str) -> str:
    head, line, tail = text.partition("winnings = ")
    values, newline, rest = tail.partition("\n")
    numbers = values.strip("[]").split(", ")
    winner = max(range(len(numbers)), key=lambda k: int(numbers[k]))
    numbers[winner], numbers[winner - 1] = numbers[winner - 1], numbers[winner]
    return head + line + "[" + ", ".join(numbers) + "]" + newline + rest


def fixtures() -> dict[str, str]:
    """Every fixture's text, by file name without ``.phh``."""
    files: dict[str, str] = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # PokerKit warns about cards it did not shuffle
        state = pokerkit_hand("seven-card-stud", [200] * 4, SCRIPTED_DECK, scripted)
        files["pokerkit-stud-scripted"] = pokerkit_text("seven-card-stud", state, [200] * 4)
        for variant, code in (
            ("seven-card-stud", "stud"),
            ("razz", "razz"),
            ("seven-card-stud-hi-lo-8", "stud8"),
        ):
            for seed in range(3):
                rng = random.Random(f"{variant}-{seed}")
                stacks = [rng.choice([25, 60, 200]) for _ in range(rng.randint(2, 7))]
                deck = list(standard_deck())
                rng.shuffle(deck)
                state = pokerkit_hand(variant, stacks, deck, random_player(rng))
                files[f"pokerkit-{code}-{seed}"] = pokerkit_text(variant, state, stacks)
            files[f"studrules-{code}"] = studrules_text(variant, 5, len(code), "casino")
    files["studrules-stud-tournament"] = studrules_text("seven-card-stud", 3, 7, "tournament")
    for name, text in doctored(files["pokerkit-stud-scripted"]).items():
        files[f"doctored-{name}"] = text
    return files


def main() -> None:
    """Write every fixture."""
    for name, text in fixtures().items():
        (HERE / f"{name}.phh").write_text(text, encoding="utf-8")
        print(f"wrote {name}.phh")


if __name__ == "__main__":
    main()
