"""Which cards are wild in a hand as it stands: for everyone, or for one player only.

Fixed ranks and cards (deuces wild, the axe's), the house's choice
(STUDWILD.GAME), follow the queen (WILDGAME.FOLLOW: worked out from the
face-up cards in the order dealt) and low hole (WILDGAME.PERSONAL: each
player's lowest face-down card, for that player alone).
"""

from __future__ import annotations

from collections.abc import Sequence

from studrules.cards import Card, Rank, rank_of
from studrules.hand.model import Seat
from studrules.house_rules import HandRules
from studrules.rankings.base import NO_WILD, Wild
from studrules.variants import Variant

HOUSE_WILD_CARDS = {
    "deuces": ("2",),
    "acey-deucey": ("A", "2"),
    "one-eyed-jacks": ("Jh", "Js"),
    "suicide-king": ("Kh",),
}
"""The wild cards of seven-card stud with wild cards, by the option ``wild-cards``."""


def table_wild(variant: Variant, rules: HandRules, up_sequence: Sequence[Card]) -> Wild:
    """The cards wild for every player now (low hole's personal wild cards aside)."""
    if variant.wild == "fixed":
        return Wild.of(variant.wild_cards)
    if variant.wild == "house":
        return Wild.of(HOUSE_WILD_CARDS[rules.wild_cards])
    if variant.wild == "follow-the-queen":
        return follow_the_queen(up_sequence, rules.ftq_last_queen)
    return NO_WILD


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


def personal_wild(variant: Variant, seat: Seat, direction: str) -> Wild:
    """Low hole: the rank of the player's lowest face-down card, wild for them alone.

    The ace is the lowest card only for a low hand, so an ace in the hole makes
    aces wild for low but not for high.
    """
    if variant.wild != "low-hole":
        return NO_WILD
    hole = [c for c, up in zip(seat.cards, seat.up) if not up and c.rank is not None]
    if not hole:
        return NO_WILD
    value = (lambda c: rank_of(c).low_value) if direction == "low" else (lambda c: int(rank_of(c)))
    return Wild(frozenset([rank_of(min(hole, key=value))]))


def wild_for(
    variant: Variant, rules: HandRules, seat: Seat, direction: str, up_sequence: Sequence[Card]
) -> Wild:
    """Every card wild for ``seat``'s hand in ``direction`` (high or low) at the showdown."""
    table = table_wild(variant, rules, up_sequence)
    personal = personal_wild(variant, seat, direction)
    return Wild(table.ranks | personal.ranks, table.cards, table.joker)
