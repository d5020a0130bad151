"""A natural pair of sevens beats every hand (AXE.GAME; the house's ``axe-sevens-top``)."""

from __future__ import annotations

from collections.abc import Sequence

from studrules.cards import Card, Rank
from studrules.game.hooks import Component
from studrules.rankings import Hand, Wild
from studrules.rankings.base import KEY_SHIFT, Category

SEVENS_TOP = Category.FIVE_OF_A_KIND + 2
"""Above five of a kind and a natural royal: the category of natural sevens."""


class SevensTop(Component):
    """Two natural sevens (exactly two, if the house says so) top every high hand."""

    options = ("axe-sevens-top",)

    def hand(self, kind: str, hand: Hand, held: Sequence[Card], wild: Wild, rules) -> Hand:
        """The high hand lifted above every other when it holds the natural sevens."""
        if kind != "high":
            return hand
        sevens = [c for c in held if c.rank is Rank.SEVEN and not wild.is_wild(c)]
        enough = len(sevens) == 2 if rules.axe_sevens_top == "exactly-two" else len(sevens) >= 2
        if not enough:
            return hand
        key = (SEVENS_TOP << (KEY_SHIFT + 4)) + hand.key
        return Hand(
            hand.ranking,
            key,
            hand.category,
            f"natural sevens, {hand.name}",
            hand.cards,
            hand.plays_as,
            hand.qualifies,
            (*hand.rules, "AXE.GAME"),
        )
