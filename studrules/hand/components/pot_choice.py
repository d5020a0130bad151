"""The house chooses how each pot divides: high, low or high-low (STUDWILD.GAME, LOWHOLE.GAME).

A pot played for low alone is ordered as razz too; a low share is ace-to-five.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studrules.game.hooks import Component
from studrules.hand.components.low_order import LOW_ORDER_OPTIONS, ordered_low
from studrules.house_rules import HAND_OPTIONS
from studrules.vocabulary import ShareKind

if TYPE_CHECKING:
    from studrules.game.definition import Variant
    from studrules.hand.model import Reason
    from studrules.house_rules import HandRules

SHARES: dict[str, tuple[tuple[ShareKind, ...], str | None]] = {
    "high": (("high",), None),
    "low": (("low",), "ace-to-five"),
    "high-low": (("high", "low"), "ace-to-five"),
}
"""Each value of the option: the shares of the pot and the low ranking."""


class PotChoice(Component):
    """The house option ``option`` (``wild-pot``, ``low-hole-pot``) picks the pot's shares."""

    def __init__(self, option: str) -> None:
        self.option = option
        self.attribute = option.replace("-", "_")
        self.options = (option,)
        self.widens = LOW_ORDER_OPTIONS if "low" in HAND_OPTIONS[option].values else ()

    def as_played(self, variant: Variant, rules: HandRules) -> Variant:
        return ordered_low(variant) if getattr(rules, self.attribute) == "low" else variant

    def pot_shares(
        self, shares: tuple[ShareKind, ...], low_ranking: str | None, rules: HandRules
    ) -> tuple[tuple[ShareKind, ...], str | None, tuple[Reason, ...]]:
        shares, low_ranking = SHARES[getattr(rules, self.attribute)]
        return shares, low_ranking, ()
