"""The house may order a high-low game as razz (HILO.ORDER, the option ``hi-lo-order``)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from studrules.game.hooks import Component
from studrules.house_rules import HandOption

if TYPE_CHECKING:
    from studrules.game.definition import Variant
    from studrules.house_rules import HandHouseRules

LOW_ORDER_OPTIONS = ("low-game-suit-order", "low-later-street-tie-break")
"""The common options of the games ordered low, which ordering a game low brings too."""

HI_LO_ORDER: HandOption = HandOption.everywhere(
    "hi-lo-order", ("as-stud-8", "as-razz"), "HILO.ORDER"
)
"""Whether a high-low game is ordered as stud/8 (the low card brings in) or as razz."""


def ordered_low(variant):
    """``variant`` ordered as razz: the high door card brings in, the lowest board acts first."""
    return replace(
        variant, opener="high-card", door_ace="low", showing="showing-low", open_pair=False
    )


class LowOrder(Component):
    """Under ``hi-lo-order: as-razz`` the game is ordered as razz; otherwise as it is."""

    options = (HI_LO_ORDER,)
    widens = LOW_ORDER_OPTIONS

    def as_played(self, variant: Variant, rules: HandHouseRules) -> Variant:
        return ordered_low(variant) if rules.value(HI_LO_ORDER) == "as-razz" else variant
