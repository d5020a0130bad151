"""Five face-up cards of a player's own rank as a poker hand when choosing who acts.

MISSISSIPPI.GAME: once every player still in shows five cards, straights and
flushes count on the boards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from studrules.game.hooks import Component
from studrules.hand.model import Reason, Seat

if TYPE_CHECKING:
    from studrules.game.definition import Variant


class FullBoards(Component):
    """Once every player still in shows five cards of their own, boards rank as poker hands."""

    def board_ranking(
        self, seats: Sequence[Seat], live: Sequence[int], variant: Variant
    ) -> tuple[str, Reason] | None:
        if not all(len(seats[i].up_cards) >= 5 for i in live):
            return None
        return variant.high_ranking, Reason(
            "MISSISSIPPI.GAME",
            "five cards of each player's own show: the boards rank as poker hands, "
            "straights and flushes included",
        )
