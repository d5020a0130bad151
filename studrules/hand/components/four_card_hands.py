"""Sökö's four-card hands rank where the house says (SOKO.ORDER, the option ``soko-new-hands``).

The game's high ranking, ``soko``, adds the four-straight and the four-flush to
the high hands; where they rank (above one pair, or below it) is a house rule
of the rankings (``studrules.options``), which this component brings to the
games that have it. The rankings take its value at the showdown
(``HandHouseRules.ranking_rules``).
"""

from __future__ import annotations

from studrules.game.hooks import Component
from studrules.house_rules import HandOption
from studrules.options import OPTIONS

NEW_HANDS: HandOption = HandOption.of_ranking(OPTIONS["soko-new-hands"])
"""Where the four-straight and the four-flush rank: the rankings' option, in every profile."""


class FourCardHands(Component):
    """The four-straight and the four-flush rank where the house's ``soko-new-hands`` says."""

    options = (NEW_HANDS,)
