"""Nine players at seven-card stud (``stud-players``, STUD.GAME): the house may seat a ninth,
as a seed of the rulebook allows; no other game and no profile does."""

from __future__ import annotations

from fractions import Fraction

import pytest

from studrules import VARIANTS, BadDeal, Chips, Dealer, HandRules, Stakes, new_hand
from studrules.scope import games_of

STAKES = Stakes(Chips(Fraction(1, 4)), 1, 2, 4, 8)
NINE = [(f"P{i}", None) for i in range(9)]


def dealt(game: str, **options: str):
    return new_hand(VARIANTS[game], NINE, STAKES, HandRules.of("casino", options),
                    Dealer.shuffled(1))


def test_nine_players_are_refused_unless_the_house_seats_them():
    with pytest.raises(BadDeal, match="Seven-card stud is for 2 to 8 players, not 9"):
        dealt("seven-card-stud")
    assert len(dealt("seven-card-stud", **{"stud-players": "up-to-nine"}).seats) == 9


def test_ten_are_refused_even_then():
    ten = [*NINE, ("P9", None)]
    with pytest.raises(BadDeal, match="Seven-card stud is for 2 to 9 players, not 10"):
        new_hand(VARIANTS["seven-card-stud"], ten, STAKES,
                 HandRules.of("casino", {"stud-players": "up-to-nine"}), Dealer.shuffled(1))


def test_the_ninth_seat_is_seven_card_stud_s_alone():
    assert [variant.name for variant in games_of("stud-players")] == ["seven-card-stud"]
    with pytest.raises(BadDeal, match="Razz is for 2 to 8 players, not 9"):
        dealt("razz", **{"stud-players": "up-to-nine"})
