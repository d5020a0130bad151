"""The house may play the low half by another low ranking (FIVE.LOW-RANKING, HILO.LOW-RANKING)."""

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


class LowRankingChoice(Component):
    """The option ``low-ranking``, unless ``game``, replaces the low ranking; ``rule`` says so."""

    options = (LOW_RANKING,)

    def __init__(self, rule: str) -> None:
        self.rule = rule

    def as_played(self, variant: Variant, rules: HandHouseRules) -> Variant:
        if rules.value(LOW_RANKING) == "game":
            return variant
        return replace(variant, low_ranking=rules.value(LOW_RANKING))

    def pot_shares(
        self, shares: tuple[ShareKind, ...], low_ranking: str | None, rules: HandHouseRules
    ) -> tuple[tuple[ShareKind, ...], str | None, tuple[Reason, ...]]:
        if not low_ranking or rules.value(LOW_RANKING) == "game":
            return shares, low_ranking, ()
        why = Reason(self.rule, f"the house plays the low half by {low_ranking} ranking")
        return shares, low_ranking, (why,)
