"""The house may order a high-low game as razz (HILO.ORDER, the option ``hi-lo-order``)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from studrules.game.hooks import Component

if TYPE_CHECKING:
    from studrules.game.definition import Variant
    from studrules.house_rules import HandRules

LOW_ORDER_OPTIONS = ("low-game-suit-order", "low-later-street-tie-break")
"""The common options of the games ordered low, which ordering a game low brings too."""


def ordered_low(variant):
    """``variant`` ordered as razz: the high door card brings in, the lowest board acts first."""
    return replace(
        variant, opener="high-card", door_ace="low", showing="showing-low", open_pair=False
    )


class LowOrder(Component):
    """Under ``hi-lo-order: as-razz`` the game is ordered as razz; otherwise as it is."""

    options = ("hi-lo-order",)
    widens = LOW_ORDER_OPTIONS

    def as_played(self, variant: Variant, rules: HandRules) -> Variant:
        return ordered_low(variant) if rules.hi_lo_order == "as-razz" else variant
