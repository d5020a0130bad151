"""Each player's lowest face-down card is wild for that player alone (WILDGAME.PERSONAL).

Played high-low, the house says whether that rank is wild in both hands or in
the low hand alone (``low-hole-wild``, LOWHOLE.GAME).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studrules.cards import rank_of
from studrules.game.hooks import WILD_OPTIONS, Component
from studrules.hand.model import Seat
from studrules.rankings.base import NO_WILD, Wild

if TYPE_CHECKING:
    from studrules.house_rules import HandRules


class LowHole(Component):
    """The rank of a player's lowest hole card is wild in that player's hand only."""

    reads_hole_cards = True

    options = ("low-hole-wild",)
    widens = WILD_OPTIONS

    def personal_wild(self, rules: HandRules, seat: Seat, direction: str) -> Wild:
        """The rank of the player's lowest face-down card, wild for them alone.

        The ace is the lowest card only for a low hand, so an ace in the hole makes
        aces wild for low but not for high. In a pot split high-low the house may
        keep the wild rank to the low hand (``low-hole-wild: low-half-only``): the
        high hand then plays every card as dealt.
        """
        hole = [c for c, up in zip(seat.cards, seat.up) if not up and c.rank is not None]
        if not hole:
            return NO_WILD
        if direction == "low":
            lowest = min(hole, key=lambda c: rank_of(c).low_value)
        elif rules.low_hole_pot == "high-low" and rules.low_hole_wild == "low-half-only":
            return NO_WILD
        else:
            lowest = min(hole, key=lambda c: int(rank_of(c)))
        return Wild(frozenset([rank_of(lowest)]))
