"""High hands: the best five of five or more cards, by the nine standard categories (spec: high.md).

``strength`` is the fast path (table driven, see ``tables``); ``evaluate`` builds
the full ``Hand`` from the same key and hands wild cards to ``wild.evaluate_high``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Final

from studrules.cards import JOKER, Card, rank_of
from studrules.errors import RankingError
from studrules.rankings import tables
from studrules.rankings.base import (
    DEFAULT_RULES,
    KEY_SHIFT,
    NO_WILD,
    Category,
    Hand,
    RankingRules,
    Wild,
    holds_joker,
    key_ranks,
    require_cards,
)
from studrules.rankings.words import name_of

# Final: the compiled build keeps these in C variables, not the module's dictionary.
_CODE: Final = tables.CARD_CODE
_PLAIN: Final = tables.PLAIN
_FLUSH: Final = tables.FLUSH
_START: Final = tables.FLUSH_START
_FLUSH_BITS: Final = tables.FLUSH_BITS
_RANK_BITS: Final = tables.RANK_BITS

_GROUP_SIZES = {
    Category.HIGH_CARD: (1, 1, 1, 1, 1),
    Category.ONE_PAIR: (2, 1, 1, 1),
    Category.TWO_PAIR: (2, 2, 1),
    Category.THREE_OF_A_KIND: (3, 1, 1),
    Category.FLUSH: (1, 1, 1, 1, 1),
    Category.FULL_HOUSE: (3, 2),
    Category.FOUR_OF_A_KIND: (4, 1),
}
"""How many cards of each rank in the key a category uses (straights aside)."""


def strength(cards: Sequence[Card]) -> int:
    """The key of the best high hand of five or more natural cards (no wild cards, no joker).

    Equal to ``evaluate(cards).key``; a greater key is a better hand. The sum is a plain
    loop: compiled, it adds machine integers, where ``sum([...])`` boxed each card's code
    into a new Python integer for the list (which made the compiled key slower than the
    interpreted one); interpreted, the loop is as fast as the list and ``sum``.
    """
    try:
        total = _START
        for c in cards:
            total += _CODE[c.index]
        if total & _FLUSH_BITS:
            return _flush_strength(cards, total)
        return _PLAIN[total & _RANK_BITS]
    except (KeyError, TypeError, IndexError):
        return _strength_directly(cards)


def _flush_strength(cards: Sequence[Card], total: int) -> int:
    """Up to seven cards hold one flush, and it beats anything else they make."""
    hand = tuple(cards)
    if len(hand) > tables.MAX_TABLE_CARDS:
        return _strength_directly(hand)
    suit = next(s for s in range(4) if total >> (tables.SUIT_SHIFT + 4 * s) & 8)
    bits = tables.SUIT_RANK_BIT[suit]
    mask = 0
    for c in hand:
        mask += bits[c.index]
    return _FLUSH[mask]


def _strength_directly(cards: Iterable[Card]) -> int:
    """The key computed from the cards' groups and suits (any number), validating them first."""
    hand = require_cards(cards, "a high hand")
    if JOKER in hand:
        raise RankingError("strength() takes natural cards: rank a hand with a joker by evaluate()")
    tables.build()
    key = tables.plain_key(tables.rank_groups([int(rank_of(c)) for c in hand]))
    for suit in tables.SUITS:
        suited = [rank_of(c) for c in hand if c.suit is suit]
        if len(suited) >= 5:
            key = max(key, tables.flush_key(sum(1 << (r - 2) for r in suited)))
    return key


def evaluate(
    cards: Iterable[Card], wild: Wild = NO_WILD, rules: RankingRules = DEFAULT_RULES
) -> Hand:
    """The best high hand of five or more cards (HIGH.BEST-FIVE); wild cards go to ``wild``."""
    hand = require_cards(cards, "a high hand")
    if wild.any or holds_joker(hand) or rules.five_of_a_kind != "above-straight-flush":
        # A natural royal outranks five of a kind only there (WILD.FIVE-OF-A-KIND).
        from studrules.rankings import wild as wild_cards

        return wild_cards.evaluate_high(hand, wild, rules)
    key = strength(hand)
    category, name, groups, suited = _described(key)
    return Hand("high", key, category, name, _picked(hand, groups, suited))


@lru_cache(maxsize=1 << 13)
def _described(key: int) -> tuple[Category, str, tuple[tuple[int, int], ...], bool]:
    """What a key says, kept per key (7,462 of them): its category, its name, the cards to pick.

    The cards to pick are ``(rank, how many)`` groups, most significant first, and whether
    they are all of one suit. Naming a hand was half of ``evaluate``'s time, and reading
    an enumeration's member (``Category.FLUSH``) costs about as much as a dictionary
    lookup: none of it depends on more than the key.
    """
    category = Category(key >> KEY_SHIFT)
    ranks = [r for r in key_ranks(key) if r]
    name = name_of(category, ranks)
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        top = ranks[0]
        groups = tuple((14 if r == 1 else r, 1) for r in range(top, top - 5, -1))
    else:
        groups = tuple(zip(ranks, _GROUP_SIZES[category]))
    return category, name, groups, category in (Category.FLUSH, Category.STRAIGHT_FLUSH)


def _picked(
    hand: tuple[Card, ...], groups: tuple[tuple[int, int], ...], suited: bool
) -> tuple[Card, ...]:
    """The first cards of ``hand`` of each ``(rank, how many)`` group, in the groups' order.

    ``suited``: all of them of one suit, the suit that holds every rank of the groups.
    """
    pool = hand
    if suited:
        ranks = {rank for rank, _ in groups}
        suit = next(s for s in tables.SUITS if {c.rank for c in hand if c.suit is s} >= ranks)
        pool = tuple(c for c in hand if c.suit is suit)
    used: list[Card] = []
    for rank, size in groups:
        # Each group's cards in one pass that stops once it has them, with no list per group:
        # with a comprehension per group, this was most of an explained hand's time.
        for c in pool:
            if c.rank == rank:
                used.append(c)
                size -= 1
                if not size:
                    break
    return tuple(used)
