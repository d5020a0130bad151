"""The house names the wild cards (STUDWILD.GAME, the option ``wild-cards``)."""

from __future__ import annotations

from collections.abc import Sequence

from studrules.cards import Card
from studrules.hand.components.base import WILD_OPTIONS, Component
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
        return Wild.of(HOUSE_WILD_CARDS[rules.wild_cards])
