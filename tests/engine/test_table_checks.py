"""A table the engine's Python API cannot deal is refused with ``BadDeal`` naming the player.

``new_hand`` takes the players as (name, stack) pairs: a name and a whole number of
chips, or ``None`` for no limit. A caller who passes something else (a bare name, a
stack written as text, a fraction of a chip) gets the engine's own refusal, naming
``players[i]`` and what it should be, not a ``ValueError`` or ``TypeError`` from deep
inside the unpacking or the comparison.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from studrules.hand.dealing import Dealer
from studrules.hand.engine import new_hand
from studrules.hand.model import BadDeal, Stakes
from studrules.house_rules import resolve
from studrules.money import Chips
from studrules.variants import VARIANTS

STAKES = Stakes(Chips(Fraction(1)), ante=1, bring_in=2, small_bet=4, big_bet=8)

MALFORMED = {
    "a bare name": (("Alice", 100), "Bob"),
    "a name without a stack": (("Alice", 100), ("Bob",)),
    "three values": (("Alice", 100), ("Bob", 100, 5)),
    "a stack as text": (("Alice", 100), ("Bob", "100")),
    "a stack in fractions": (("Alice", 100), ("Bob", 2.5)),
    "a stack that is true": (("Alice", 100), ("Bob", True)),
    "a name that is a number": (("Alice", 100), (7, 100)),
}


@pytest.mark.parametrize("table", MALFORMED.values(), ids=list(MALFORMED))
def test_a_malformed_player_is_refused_naming_it(table):
    with pytest.raises(BadDeal) as refused:
        new_hand(VARIANTS["seven-card-stud"], table, STAKES, resolve("casino"), Dealer.shuffled(7))
    assert refused.value.field.startswith("players[1]")
    assert "(name, stack)" in str(refused.value) or "whole number" in str(refused.value)


def test_a_well_formed_table_is_dealt():
    table = (("Alice", 100), ("Bob", None))
    variant = VARIANTS["seven-card-stud"]
    state = new_hand(variant, table, STAKES, resolve("casino"), Dealer.shuffled(7))
    assert [seat.name for seat in state.seats] == ["Alice", "Bob"]
