"""The house may play the low half by another low ranking (FIVE.LOW-RANKING, HILO.LOW-RANKING,
LOWHOLE.GAME)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from studrules.game.hooks import Component
from studrules.hand.model import Reason
from studrules.house_rules import HandOption

if TYPE_CHECKING:
    from studrules.game.definition import Variant
    from studrules.house_rules import HandHouseRules
    from studrules.vocabulary import ShareKind

LOW_RANKING: HandOption = HandOption.everywhere(
    "low-ranking",
    ("game", "ace-to-five", "ace-to-five-8", "ace-to-six", "deuce-to-seven"),
    "FIVE.LOW-RANKING",
)
"""The ranking of the low half: the game's own, or another the house names."""

LOW_HOLE_LOW_RANKING: HandOption = HandOption.everywhere(
    "low-hole-low-ranking", ("ace-to-five", "ace-to-six"), "LOWHOLE.GAME"
)
"""Low hole played low or high-low: its lows ace-to-five (the game's own) or ace-to-six, as
pagat's Low Hole section (a seed of the rulebook) lets the house choose."""


class LowRankingChoice(Component):
    """The house ``option`` (``low-ranking`` unless another is given), unless it is ``own``
    (the game's own ranking), replaces the low ranking; ``rule`` says so."""

    def __init__(self, rule: str, option: HandOption = LOW_RANKING, own: str = "game") -> None:
        self.rule = rule
        self.option = option
        self.options = (option,)
        self.own = own

    def as_played(self, variant: Variant, rules: HandHouseRules) -> Variant:
        if rules.value(self.option) == self.own:
            return variant
        return replace(variant, low_ranking=rules.value(self.option))

    def pot_shares(
        self, shares: tuple[ShareKind, ...], low_ranking: str | None, rules: HandHouseRules
    ) -> tuple[tuple[ShareKind, ...], str | None, tuple[Reason, ...]]:
        if not low_ranking or rules.value(self.option) == self.own:
            return shares, low_ranking, ()
        low_ranking = rules.value(self.option)
        why = Reason(self.rule, f"the house plays the low half by {low_ranking} ranking")
        return shares, low_ranking, (why,)
