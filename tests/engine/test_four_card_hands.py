"""Sökö's four-card hands at the showdown rank where the house puts them (SOKO.ORDER).

The ranking's own scenarios (features/rankings/soko.feature) rank hands alone;
here a whole hand of Sökö is played to the showdown under each value of
``soko-new-hands``, which the game's component hands to the ranking: a
four-flush beats a pair of kings above the pair, and loses to it below.
"""

import pytest

from studrules.cards import parse_holding
from studrules.hand.dealing import Dealer
from studrules.hand.engine import new_hand
from studrules.hand.model import Action, Stakes
from studrules.house_rules import resolve
from studrules.money import Chips
from studrules.variants import VARIANTS

STAKES = Stakes(Chips(1), ante=1, bring_in=1, small_bet=2, big_bet=4)
HOLDINGS = {"Alice": "(9h) 8h 7h 2h 6c", "Bob": "(Kc) Ks 5d 4s 3c"}
"""Alice makes a four-flush, nine high; Bob a pair of kings."""


@pytest.mark.parametrize(
    ("value", "winner", "hand"),
    [("above-pair", "Alice", "four-flush"), ("below-pair", "Bob", "pair of kings")],
)
def test_the_house_decides_whether_a_four_flush_beats_a_pair(value, winner, hand):
    state = new_hand(
        VARIANTS["soko"],
        [(name, None) for name in HOLDINGS],
        STAKES,
        resolve("casino", {"soko-new-hands": value}),
        Dealer(given=tuple(parse_holding(cards) for cards in HOLDINGS.values())),
    )
    while not state.over:
        legal = next(a for a in state.legal_actions() if a.verb in ("bring-in", "check", "call"))
        state = state.apply(Action(state.seats[state.actor].name, legal.verb, legal.to))
    assert state.outcome.winners() == (winner,)
    assert state.outcome.winning_hands()[0].name.startswith(hand)
