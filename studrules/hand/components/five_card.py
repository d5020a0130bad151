"""The five-card games' house options: who opens (FIVE.OPENER) and the late limits (FIVE.LIMITS)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from studrules.game import Street
from studrules.hand.components.base import Component, Opening
from studrules.hand.model import Reason

if TYPE_CHECKING:
    from studrules.game import Variant
    from studrules.house_rules import HandRules

OPENINGS = {
    "low-card-bring-in": Opening(
        "bring-in", None, Reason("FIVE.OPENER", "in the casino form the lowest door card brings in")
    ),
    "high-card-opens": Opening("best-board-opens", "FIVE.OPENER"),
    "high-card-bring-in": Opening("best-board-brings-in", "FIVE.OPENER"),
}
"""Each value of ``five-card-opener``: how the first round opens."""


class FiveCard(Component):
    """The house picks who opens the first round and whether the late streets bet small."""

    options = ("five-card-opener", "five-card-late-limit")

    def opening(self, variant: Variant, rules: HandRules) -> Opening | None:
        """The house's choice, where the lowest door card would bring in (not in a low game)."""
        if variant.opener == "high-card":
            return None
        return OPENINGS[rules.five_card_opener]

    def streets(
        self, streets: tuple[Street, ...], rules: HandRules, players: int
    ) -> tuple[Street, ...]:
        if rules.five_card_late_limit != "small":
            return streets
        return tuple(Street(s.number, s.deal, "small") for s in streets)
