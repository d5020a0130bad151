"""Half of each pot to the best spade in the hole (CHICAGO.SPADE, CHICAGO.ACE, CHICAGO.SPLIT).

The variant lists the ``spade`` share beside ``high``; this component says
what a player holds for it, what happens when nobody holds one, and how the
half is split and explained.
"""

from __future__ import annotations

from studrules.cards import Card, Rank, Suit, rank_of
from studrules.game.hooks import Component, ExtraShare
from studrules.hand.model import Reason, Seat, Share, known
from studrules.rankings import Hand

ACE_OF_SPADES = Card.parse("As")


def hole_spade(seat: Seat, rules) -> Hand:
    """The player's best spade in the hole for the spade half (CHICAGO.SPADE, CHICAGO.ACE).

    Its key orders the spades best first: the highest for high Chicago, the
    lowest for low Chicago (where the ace is the highest spade, or also the
    lowest). A player with no spade in the hole gets a hand that cannot win.
    """
    low = rules.chicago_spade == "low"
    ace_low = low and rules.chicago_ace == "high-or-low"

    def key(card: Card) -> int:
        value = int(rank_of(card))
        if ace_low and card.rank is Rank.ACE:
            value = 1
        return 15 - value if low else value

    hole = [c for c, up in zip(seat.cards, seat.up) if not up and c.suit is Suit.SPADES]
    if not hole:
        return Hand("chicago", -1, None, "no spade in the hole", (), qualifies=False)
    best = max(hole, key=key)
    name = f"the {best.symbol} in the hole"
    return Hand("chicago", key(best), None, name, (best,), rules=("CHICAGO.SPADE",))


def _explain(table, share: Share, eligible: tuple[int, ...]) -> None:
    """Who takes the spade half, and how the ace of spades counted (CHICAGO.SPADE, CHICAGO.ACE)."""
    way = "lowest" if table.rules.chicago_spade == "low" else "highest"
    card = known(share.hand, "a winning spade").cards[0]
    table.note(
        "CHICAGO.SPADE",
        f"{share.winners[0]} holds the {way} spade in the hole, {card.symbol}, "
        "and takes the spade half",
    )
    aces = [i for i in eligible if table.hands[i]["spade"].cards[:1] == (ACE_OF_SPADES,)]
    if aces:
        if way == "highest":
            how = "the ace of spades is the highest spade"
        elif table.rules.chicago_ace == "high-or-low":
            how = "the ace of spades counts low too: it is the lowest spade"
        else:
            how = "the ace of spades counts only high: it is the highest spade, the worst for low"
        table.note("CHICAGO.ACE", f"{table.name(aces[0])} has the A♠ in the hole: {how}")


class SpadeShare(Component):
    """The ``spade`` share: the best (or lowest) spade in the hole takes half of each pot."""

    reads_hole_cards = True

    options = ("chicago-spade", "chicago-ace")
    share_kinds = (
        ExtraShare(
            "spade",
            hole_spade,
            Reason(
                "CHICAGO.NO-SPADE", "nobody still in has a spade in the hole: high takes the pot"
            ),
            "CHICAGO.SPLIT",
            "CHICAGO.SPLIT",
            "the best spade in the hole",
            _explain,
        ),
    )
