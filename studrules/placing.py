"""Several hands ranked against each other: each one's place, ties broken as the house says.

``rank`` is the library's way to compare hands; the protocol's ``rank``
request (``studrules.protocol.dispatch``) answers with the same places.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from studrules.cards import Card
from studrules.options import SHOWING_RANKINGS, HouseRules
from studrules.rankings import NO_WILD, Hand, Wild, evaluate, places
from studrules.rankings.showing import tie_break_key

DEFAULT_HOUSE = HouseRules()


class _Keyed(NamedTuple):
    """A hand reduced to what ``places`` reads, with a key that breaks ties by suit."""

    key: tuple
    qualifies: bool


def tie_break(ranking: str, house: HouseRules) -> str:
    """How equal hands are told apart: by suit for showing hands if the house says so, else not."""
    return house.showing_tie_break if ranking in SHOWING_RANKINGS else "position"


def places_of(ranking: str, hands: Sequence[Hand], house: HouseRules) -> list[int | None]:
    """The places of hands evaluated under ``ranking`` (see ``rank``)."""
    how = tie_break(ranking, house)
    if how == "position":
        return places(hands)
    return places([
        _Keyed(tie_break_key(hand, how, house.rules.suit_order), hand.qualifies) for hand in hands
    ])


def rank(
    ranking: str,
    hands: Sequence[Sequence[Card]],
    wild: Wild = NO_WILD,
    house: HouseRules = DEFAULT_HOUSE,
) -> list[int | None]:
    """Each hand's place under ``ranking``: 1 for the best, equal hands share a place.

    A hand that does not qualify (a low above eight under ``ace-to-five-8``)
    has no place: ``None``. Raises ``RankingError`` for an unknown ranking or
    a hand that cannot be ranked.
    """
    return places_of(ranking, [evaluate(ranking, cards, wild, house.rules) for cards in hands],
                     house)
