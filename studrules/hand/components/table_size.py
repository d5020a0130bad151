"""The house may seat more players than the game's own table holds (STUD.GAME's nine players).

A seed of the rulebook, the copy of Wikipedia's *Seven-card stud*, says two to eight
players is common and that nine can play where players fold often. The option
``stud-players`` lets the house seat a ninth player; the deck runs short sooner, and
the dealer then does as the stub rules say (DEAL.STUB-SHORT).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from studrules.game.hooks import Component
from studrules.house_rules import HandOption

if TYPE_CHECKING:
    from studrules.game.definition import Variant
    from studrules.house_rules import HandHouseRules

STUD_PLAYERS: HandOption = HandOption.everywhere(
    "stud-players", ("up-to-eight", "up-to-nine"), "STUD.GAME"
)
"""Seven-card stud: two to eight players (every profile), or up to nine, as a seed allows."""


class TableSize(Component):
    """Under ``option``'s last value the table seats ``seats`` players instead of the game's own
    number; under its first the game's own number holds."""

    def __init__(self, option: HandOption, seats: int) -> None:
        self.option = option
        self.options = (option,)
        self.seats = seats

    def as_played(self, variant: Variant, rules: HandHouseRules) -> Variant:
        if rules.value(self.option) == self.option.values[0]:
            return variant
        return replace(variant, max_players=self.seats)
