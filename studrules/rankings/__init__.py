"""Every hand ranking, by the name the spec and the protocol use.

Each ranking is a pure function ``evaluate(cards, wild=NO_WILD, rules=DEFAULT_RULES) -> Hand``
(see ``base``); ``RANKINGS`` maps its protocol name to it. ``evaluate`` here runs the
ranking by name and has the hand cite the rules that decided it (``citations``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from studrules.cards import Card
from studrules.errors import RankingError
from studrules.rankings import high, low, showing, soko
from studrules.rankings.base import (
    DEFAULT_RULES,
    NO_WILD,
    Category,
    Hand,
    RankingRules,
    Wild,
)
from studrules.rankings.citations import rules_for

Ranking = Callable[..., Hand]

RANKINGS: dict[str, Ranking] = {
    "high": high.evaluate,
    "ace-to-five": low.ace_to_five,
    "ace-to-five-8": low.ace_to_five_8,
    "ace-to-six": low.ace_to_six,
    "deuce-to-seven": low.deuce_to_seven,
    "soko": soko.evaluate,
    "showing-high": showing.showing_high,
    "showing-low": showing.showing_low,
}


def get_ranking(name: str) -> Ranking:
    """The ranking called ``name``; raises ``RankingError`` naming the known ones."""
    try:
        return RANKINGS[name]
    except KeyError:
        raise RankingError(
            f'unknown ranking "{name}": choose one of {", ".join(RANKINGS)}'
        ) from None


def evaluate(
    ranking: str, cards: Sequence[Card], wild: Wild = NO_WILD, rules: RankingRules = DEFAULT_RULES
) -> Hand:
    """Evaluate ``cards`` under the ranking called ``ranking``, citing the rules that decided it."""
    hand = get_ranking(ranking)(cards, wild, rules)
    hand.rules = rules_for(ranking, hand, wild, rules)
    return hand


class Placed(Protocol):
    """What ``places`` reads of a hand: a key that orders it, and whether it qualifies."""

    @property
    def key(self) -> Any: ...

    @property
    def qualifies(self) -> bool: ...


def places(hands: Sequence[Placed]) -> list[int | None]:
    """Each hand's place: 1 + the number of better hands; None if it does not qualify."""
    keys = [h.key for h in hands if h.qualifies]
    return [
        1 + sum(1 for k in keys if k > h.key) if h.qualifies else None for h in hands
    ]


__all__ = [
    "DEFAULT_RULES",
    "NO_WILD",
    "RANKINGS",
    "Category",
    "Hand",
    "RankingRules",
    "Wild",
    "evaluate",
    "get_ranking",
    "places",
]
