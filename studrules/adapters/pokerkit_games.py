"""What studrules and PokerKit share about stud: the games, the cards, the automations.

Used by the PokerKit protocol adapter and by ``benchmarks/hands.py``, which
both drive PokerKit with the very cards studrules deals. Importing this module
needs pokerkit, an optional dependency (``pip install 'studrules[pokerkit]'``).
"""

from __future__ import annotations

import pokerkit

from studrules.cards import Card, standard_deck
from studrules.variants import VARIANTS

StudGame = (
    type[pokerkit.FixedLimitSevenCardStud]
    | type[pokerkit.FixedLimitRazz]
    | type[pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter]
)
"""PokerKit's classes of stud games (each deals its hands with ``create_state``)."""

GAMES: dict[str, StudGame] = {
    v.name: getattr(pokerkit, v.names.pokerkit) for v in VARIANTS.values() if v.names.pokerkit
}
"""PokerKit's game for each studrules variant it offers (each definition's ``Names.pokerkit``;
it has no other stud game)."""

AUTOMATIONS: tuple[pokerkit.Automation, ...] = (
    pokerkit.Automation.ANTE_POSTING,
    pokerkit.Automation.BET_COLLECTION,
    pokerkit.Automation.BOARD_DEALING,
    pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    pokerkit.Automation.HAND_KILLING,
    pokerkit.Automation.CHIPS_PUSHING,
    pokerkit.Automation.CHIPS_PULLING,
)
"""Everything PokerKit can do by itself except burning and dealing, which the caller does
with explicit cards so that PokerKit deals the same cards as studrules."""

_TO_POKERKIT = {card: next(iter(pokerkit.Card.parse(str(card)))) for card in standard_deck()}


def pokerkit_card(card: Card) -> pokerkit.Card:
    """The PokerKit card for a studrules card (both write ``As``, ``Td``)."""
    return _TO_POKERKIT[card]


def studrules_card(card: pokerkit.Card) -> Card:
    """The studrules card for a PokerKit card."""
    return Card.parse(repr(card))
