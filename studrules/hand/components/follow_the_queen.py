"""Queens are wild, and the rank of the face-up card dealt after the last face-up queen.

WILDGAME.FOLLOW: worked out from the face-up cards in the order dealt, so the
engine follows them (``watches_up_cards``); the house's ``ftq-last-queen``
says what a queen dealt face up last of all leaves wild.
"""

from __future__ import annotations

from collections.abc import Sequence

from studrules.cards import Card, Rank
from studrules.hand.components.base import WILD_OPTIONS, Component
from studrules.rankings.base import NO_WILD, Wild


def follow_the_queen(up_sequence: Sequence[Card], last_queen: str) -> Wild:
    """Queens, and the rank of the face-up card dealt next after the last face-up queen."""
    follow: Rank | None = None
    previous: Rank | None = None
    waiting = False
    for card in up_sequence:
        if card.rank is Rank.QUEEN:
            if not waiting:
                previous = follow
            follow, waiting = None, True
        elif waiting:
            follow, waiting = card.rank, False
    if waiting:
        if last_queen == "nothing-wild":
            return NO_WILD
        if last_queen == "keep-previous-follow":
            follow = previous
    ranks = [Rank.QUEEN] if follow is None else [Rank.QUEEN, follow]
    return Wild(frozenset(ranks))


class FollowTheQueen(Component):
    """Queens wild, and whatever rank follows the last queen dealt face up."""

    options = ("ftq-last-queen",)
    widens = WILD_OPTIONS
    watches_up_cards = True

    def table_wild(self, rules, up_sequence: Sequence[Card]) -> Wild:
        return follow_the_queen(up_sequence, rules.ftq_last_queen)
