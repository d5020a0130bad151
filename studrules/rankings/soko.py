"""Sökö: high hands plus the four-straight and the four-flush (spec: soko.md).

A four-straight is four cards of consecutive ranks and an odd card (SOKO.FOUR-STRAIGHT);
a four-flush is four cards of one suit and an odd card of another (SOKO.FOUR-FLUSH).
Both rank between one pair and two pair, the four-flush above, or with
``soko-new-hands = below-pair`` between high card and one pair (SOKO.ORDER).
A hand that is several of these counts as the best of them, and a four-card
straight flush is a four-flush (SOKO.STRAIGHT-FLUSH-FOUR).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from studrules.cards import JOKER, Card, Suit, rank_of
from studrules.errors import RankingError
from studrules.rankings import high
from studrules.rankings.base import (
    DEFAULT_RULES,
    NO_WILD,
    Category,
    Hand,
    RankingRules,
    Wild,
    high_key,
    key_ranks,
    require_cards,
)
from studrules.rankings.words import name_of

_ABOVE_BOTH = (
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT,
    Category.FLUSH,
    Category.FULL_HOUSE,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
)
_NEW = (Category.FOUR_STRAIGHT, Category.FOUR_FLUSH)
ORDERS: dict[str, tuple[Category, ...]] = {
    "above-pair": (Category.HIGH_CARD, Category.ONE_PAIR, *_NEW, *_ABOVE_BOTH),
    "below-pair": (Category.HIGH_CARD, *_NEW, Category.ONE_PAIR, *_ABOVE_BOTH),
}
"""The Sökö categories from worst to best under each value of ``soko-new-hands``."""
_PLACE = {rule: {c: i for i, c in enumerate(order)} for rule, order in ORDERS.items()}

_FOUR_RUNS = tuple(
    (top, tuple(14 if r == 1 else r for r in range(top, top - 4, -1))) for top in range(14, 3, -1)
)
"""Each four-straight as (its top card, its ranks from the top): J-Q-K-A best, A-2-3-4 worst."""


class _Made(NamedTuple):
    category: Category
    ranks: tuple[int, ...]
    cards: tuple[Card, ...]


def evaluate(
    cards: Iterable[Card], wild: Wild = NO_WILD, rules: RankingRules = DEFAULT_RULES
) -> Hand:
    """The best Sökö hand of five or more cards, without wild cards or a joker (SOKO.*)."""
    hand = require_cards(cards, "a Sökö hand")
    if wild.any or JOKER in hand:
        raise RankingError("Sökö is played without wild cards or a joker")
    standard = high.evaluate(hand)
    if standard.category is None:
        raise RankingError("a high hand always has a category")
    made = [
        _Made(standard.category, tuple(r for r in key_ranks(standard.key) if r), standard.cards),
        *_four_flushes(hand),
        *_four_straights(hand),
    ]
    place = _PLACE[rules.soko_new_hands]
    key, best = max(((high_key(place[m.category], m.ranks), m) for m in made), key=lambda k: k[0])
    return Hand("soko", key, best.category, name_of(best.category, best.ranks), best.cards)


def _four_flushes(hand: Sequence[Card]) -> list[_Made]:
    """The best four-flush of each suit that makes one: its top four cards and the best odd card."""
    found = []
    for suit in Suit:
        suited = sorted((c for c in hand if c.suit is suit), key=rank_of, reverse=True)
        others = [c for c in hand if c.suit is not suit]
        if len(suited) >= 4 and others:
            used = (*suited[:4], max(others, key=rank_of))
            found.append(_Made(Category.FOUR_FLUSH, tuple(int(rank_of(c)) for c in used), used))
    return found


def _four_straights(hand: Sequence[Card]) -> list[_Made]:
    """The best four-straight, if the hand makes one: its top card, then the best odd card."""
    first: dict[int, Card] = {}
    for c in hand:
        first.setdefault(int(rank_of(c)), c)
    for top, run in _FOUR_RUNS:
        if all(r in first for r in run):
            four = tuple(first[r] for r in run)
            odd = max((c for c in hand if c not in four), key=rank_of)
            return [_Made(Category.FOUR_STRAIGHT, (top, int(rank_of(odd))), (*four, odd))]
    return []
