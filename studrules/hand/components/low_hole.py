"""Each player's lowest face-down card is wild for that player alone (WILDGAME.PERSONAL)."""

from __future__ import annotations

from studrules.cards import rank_of
from studrules.hand.components.base import WILD_OPTIONS, Component
from studrules.hand.model import Seat
from studrules.rankings.base import NO_WILD, Wild


class LowHole(Component):
    """The rank of a player's lowest hole card is wild in that player's hand only."""

    widens = WILD_OPTIONS

    def personal_wild(self, seat: Seat, direction: str) -> Wild:
        """The rank of the player's lowest face-down card, wild for them alone.

        The ace is the lowest card only for a low hand, so an ace in the hole makes
        aces wild for low but not for high.
        """
        hole = [c for c, up in zip(seat.cards, seat.up) if not up and c.rank is not None]
        if not hole:
            return NO_WILD
        if direction == "low":
            lowest = min(hole, key=lambda c: rank_of(c).low_value)
        else:
            lowest = min(hole, key=lambda c: int(rank_of(c)))
        return Wild(frozenset([rank_of(lowest)]))
