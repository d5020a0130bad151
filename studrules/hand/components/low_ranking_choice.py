"""The house may play the low half by another low ranking (FIVE.LOW-RANKING, HILO.LOW-RANKING)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from studrules.game.hooks import Component
from studrules.hand.model import Reason

if TYPE_CHECKING:
    from studrules.game.definition import Variant
    from studrules.house_rules import HandRules
    from studrules.vocabulary import ShareKind


class LowRankingChoice(Component):
    """The option ``low-ranking``, unless ``game``, replaces the low ranking; ``rule`` says so."""

    options = ("low-ranking",)

    def __init__(self, rule: str) -> None:
        self.rule = rule

    def as_played(self, variant: Variant, rules: HandRules) -> Variant:
        if rules.low_ranking == "game":
            return variant
        return replace(variant, low_ranking=rules.low_ranking)

    def pot_shares(
        self, shares: tuple[ShareKind, ...], low_ranking: str | None, rules: HandRules
    ) -> tuple[tuple[ShareKind, ...], str | None, tuple[Reason, ...]]:
        if not low_ranking or rules.low_ranking == "game":
            return shares, low_ranking, ()
        why = Reason(self.rule, f"the house plays the low half by {low_ranking} ranking")
        return shares, low_ranking, (why,)
