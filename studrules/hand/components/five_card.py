"""The five-card games' house options: who opens (FIVE.OPENER), and the home schedule (FIVE.LIMITS).

The limit of each round is the house's ``limit-schedule``, common to every game
(``studrules.hand.limit_schedule``). The five-card games' specialty is the ``home``
value: pagat plays every round of them small at home, its lowball and high-low
too, where no pair can open the big bet; the seven-card low and split games keep
their own limits instead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studrules.game.definition import Street
from studrules.game.hooks import Component, Opening
from studrules.hand.model import Reason

if TYPE_CHECKING:
    from studrules.game.definition import Variant
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
    """The house picks who opens the first round; at home every round bets small."""

    options = ("five-card-opener",)

    def opening(self, variant: Variant, rules: HandRules) -> Opening | None:
        """The house's choice, where the lowest door card would bring in (not in a low game)."""
        if variant.opener == "high-card":
            return None
        return OPENINGS[rules.five_card_opener]

    def streets(
        self, streets: tuple[Street, ...], rules: HandRules, players: int
    ) -> tuple[Street, ...]:
        """Under ``limit-schedule`` ``home`` every round at the small bet (FIVE.LIMITS)."""
        if rules.limit_schedule != "home":
            return streets
        return tuple(Street(s.number, s.deal, "small") for s in streets)
