"""The house chooses how each pot divides: high, low or high-low (STUDWILD.GAME, LOWHOLE.GAME).

A pot played for low alone is ordered as razz too; a low share is ace-to-five.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studrules.game.hooks import Component
from studrules.hand.components.low_order import LOW_ORDER_OPTIONS, ordered_low
from studrules.house_rules import HandOption
from studrules.vocabulary import ShareKind

if TYPE_CHECKING:
    from studrules.game.definition import Variant
    from studrules.hand.model import Reason
    from studrules.house_rules import HandHouseRules

SHARES: dict[str, tuple[tuple[ShareKind, ...], str | None]] = {
    "high": (("high",), None),
    "low": (("low",), "ace-to-five"),
    "high-low": (("high", "low"), "ace-to-five"),
}
"""Each value of the option: the shares of the pot and the low ranking."""

WILD_POT: HandOption = HandOption.everywhere(
    "wild-pot", ("high", "low", "high-low"), "STUDWILD.GAME"
)
"""How each pot of seven-card stud with wild cards divides."""
LOW_HOLE_POT: HandOption = HandOption.everywhere(
    "low-hole-pot", ("high", "high-low", "low"), "LOWHOLE.GAME"
)
"""How each pot of low hole divides."""


class PotChoice(Component):
    """The house option ``option`` (``WILD_POT``, ``LOW_HOLE_POT``) picks the pot's shares."""

    def __init__(self, option: HandOption) -> None:
        self.option = option
        self.options = (option,)
        self.widens = LOW_ORDER_OPTIONS if "low" in option.values else ()

    def as_played(self, variant: Variant, rules: HandHouseRules) -> Variant:
        return ordered_low(variant) if rules.value(self.option) == "low" else variant

    def pot_shares(
        self, shares: tuple[ShareKind, ...], low_ranking: str | None, rules: HandHouseRules
    ) -> tuple[tuple[ShareKind, ...], str | None, tuple[Reason, ...]]:
        shares, low_ranking = SHARES[rules.value(self.option)]
        return shares, low_ranking, ()
