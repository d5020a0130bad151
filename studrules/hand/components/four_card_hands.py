"""Sökö's four-card hands ranked where the house says (SOKO.ORDER).

The game ranks its hands by the ``soko`` ranking (its common data), which
adds the four-straight and the four-flush between one pair and two pair; the
house option ``soko-new-hands`` may put them below one pair instead. This
component brings that option and hands its value to the ranking at the
showdown.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from studrules.game.hooks import Component

if TYPE_CHECKING:
    from studrules.house_rules import HandRules
    from studrules.rankings.base import RankingRules


class FourCardHands(Component):
    """The four-straight and the four-flush rank above one pair, or below it (SOKO.ORDER)."""

    options = ("soko-new-hands",)

    def ranking_rules(self, rules: HandRules, ranking: RankingRules) -> RankingRules:
        return replace(ranking, soko_new_hands=rules.soko_new_hands)
