"""High hands: the best five of five or more cards, by the nine standard categories (spec: high.md).

``strength`` is the fast path (table driven, see ``tables``); ``evaluate`` builds
the full ``Hand`` from the same key and hands wild cards to ``wild.evaluate_high``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

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
    key_ranks,
    require_cards,
)
from studrules.rankings.words import name_of

_CODE = tables.CARD_CODE
_PLAIN = tables.PLAIN
_FLUSH = tables.FLUSH
_START = tables.FLUSH_START
_FLUSH_BITS = tables.FLUSH_BITS
_RANK_BITS = tables.RANK_BITS

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

    Equal to ``evaluate(cards).key``; a greater key is a better hand.
    """
    try:
        total = sum([_CODE[c.index] for c in cards], _START)
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
    return _FLUSH[sum([bits[c.index] for c in hand])]


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
    if wild.any or JOKER in hand or rules.five_of_a_kind != "above-straight-flush":
        # A natural royal outranks five of a kind only there (WILD.FIVE-OF-A-KIND).
        from studrules.rankings import wild as wild_cards

        return wild_cards.evaluate_high(hand, wild, rules)
    key = strength(hand)
    category, ranks, name = _described(key)
    return Hand("high", key, category, name, cards_used(hand, category, ranks))


@lru_cache(maxsize=1 << 13)
def _described(key: int) -> tuple[Category, tuple[int, ...], str]:
    """A key's category, the ranks it compares and its name: kept per key (7,462 of them).

    Naming a hand was half of ``evaluate``'s time; the name depends on the key alone.
    """
    category = Category(key >> KEY_SHIFT)
    ranks = tuple(r for r in key_ranks(key) if r)
    return category, ranks, name_of(category, list(ranks))


def cards_used(
    hand: tuple[Card, ...], category: Category, ranks: Sequence[int]
) -> tuple[Card, ...]:
    """The five cards of ``hand`` that make the hand ``category``/``ranks``, most significant first.

    Where several cards would do, the earliest in ``hand`` is taken.
    """
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        top = ranks[0]
        ranks = [14 if r == 1 else r for r in range(top, top - 5, -1)]
        sizes: tuple[int, ...] = (1, 1, 1, 1, 1)
    else:
        sizes = _GROUP_SIZES[category]
    pool = hand
    if category in (Category.FLUSH, Category.STRAIGHT_FLUSH):
        suit = next(s for s in tables.SUITS if {c.rank for c in hand if c.suit is s} >= set(ranks))
        pool = tuple(c for c in hand if c.suit is suit)
    used: list[Card] = []
    for rank, size in zip(ranks, sizes):
        used += [c for c in pool if c.rank == rank][:size]
    return tuple(used)
