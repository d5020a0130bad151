"""A joker lies face up in the centre: everyone's last card, the bug (WILDGAME.COMMUNITY-BUG).

Laid before the deal, it counts in every hand at the showdown but on no board
when choosing who acts.
"""

from __future__ import annotations

from studrules.cards import JOKER, Card
from studrules.game.hooks import Component
from studrules.hand.model import Reason


class CommunityJoker(Component):
    """A joker in the centre, shared by every hand as the bug."""

    widens = ("five-of-a-kind", "wild-duplication")

    def community(self) -> tuple[Card, Reason]:
        return JOKER, Reason(
            "WILDGAME.COMMUNITY-BUG", "a joker lies face up in the centre: everyone's bug"
        )
