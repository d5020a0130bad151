"""The house names the wild cards (STUDWILD.GAME, the option ``wild-cards``).

The option is one of the named sets below, or the ranks and cards the players
agreed, which ``house_rules`` has checked and written as ``7-Jh``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from studrules.cards import Card
from studrules.game.hooks import WILD_OPTIONS, Component
from studrules.rankings.base import Wild

HOUSE_WILD_CARDS = {
    "deuces": ("2",),
    "acey-deucey": ("A", "2"),
    "one-eyed-jacks": ("Jh", "Js"),
    "suicide-king": ("Kh",),
}
"""The wild cards by the option ``wild-cards``."""


class HouseWild(Component):
    """The cards the house's ``wild-cards`` option names are wild for everyone."""

    options = ("wild-cards",)
    widens = WILD_OPTIONS

    def table_wild(self, rules, up_sequence: Sequence[Card]) -> Wild:
        return house_wild(rules.wild_cards)


@lru_cache(maxsize=64)
def house_wild(value: str) -> Wild:
    """The wild cards of the value of ``wild-cards``: a named set, or ranks and cards (``7-Jh``)."""
    return Wild.of(HOUSE_WILD_CARDS.get(value) or value.split("-"))
