"""Queens are wild, and the rank of the face-up card dealt after the last face-up queen.

WILDGAME.FOLLOW: worked out from the face-up cards in the order dealt, so the
engine follows them (``watches_up_cards``); the house's ``ftq-last-queen``
says what a queen dealt face up last of all leaves wild, and ``ftq-no-queen``
what happens when no queen is dealt face up at all: queens alone are wild,
nothing is, or the deal is void at the showdown and every chip goes back
(a ``Result`` whose termination is ``void``), for the hand to be dealt again.
"""

from __future__ import annotations

from collections.abc import Sequence

from studrules.cards import Card, Rank
from studrules.game.hooks import WILD_OPTIONS, Component, State
from studrules.hand.model import Reason
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


def _queen_shown(up_sequence: Sequence[Card]) -> bool:
    """Whether a queen has been dealt face up (to a player or as the community card)."""
    return any(card.rank is Rank.QUEEN for card in up_sequence)


class FollowTheQueen(Component):
    """Queens wild, and whatever rank follows the last queen dealt face up."""

    options = ("ftq-last-queen", "ftq-no-queen")
    widens = WILD_OPTIONS
    watches_up_cards = True

    def table_wild(self, rules, up_sequence: Sequence[Card]) -> Wild:
        if rules.ftq_no_queen == "nothing-wild" and not _queen_shown(up_sequence):
            return NO_WILD
        return follow_the_queen(up_sequence, rules.ftq_last_queen)

    def before_showdown(self, state: State) -> State | None:
        """Under ``ftq-no-queen: redeal``, with no queen dealt face up, the deal is void."""
        if state.rules.ftq_no_queen != "redeal" or _queen_shown(state.up_sequence):
            return None
        return state.called_off(
            Reason(
                "WILDGAME.FOLLOW",
                "no queen was dealt face up: the deal is void and is dealt again",
            )
        )
