"""What studrules and PokerKit share about stud: the games, the cards, the automations.

Used by the PokerKit protocol adapter and by ``benchmarks/hands.py``, which
both drive PokerKit with the very cards studrules deals. Importing this module
needs pokerkit, an optional dependency (``pip install 'studrules[pokerkit]'``).
"""

from __future__ import annotations

import pokerkit

from studrules.cards import Card, standard_deck

StudGame = (
    type[pokerkit.FixedLimitSevenCardStud]
    | type[pokerkit.FixedLimitRazz]
    | type[pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter]
)
"""PokerKit's classes of stud games (each deals its hands with ``create_state``)."""

GAMES: dict[str, StudGame] = {
    "seven-card-stud": pokerkit.FixedLimitSevenCardStud,
    "razz": pokerkit.FixedLimitRazz,
    "seven-card-stud-hi-lo-8": pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter,
}
"""PokerKit's game for each studrules variant it offers (it has no other stud game)."""

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
