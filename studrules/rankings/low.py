"""Low hands: ace-to-five (also eight-or-better), ace-to-six and deuce-to-seven (spec: low.md).

A low is rated by how bad it is, as a high hand would be: ``high_key`` of its
category and ranks, with the ace worth 1 where it plays low (LOW.ACE-TO-FIVE,
LOW.ACE-TO-SIX) and 14 in deuce-to-seven. Ace-to-five ignores straights and
flushes; the other two count them against the hand. The key is
``LOW_CEILING - badness``: greater is better, always positive, so the
``NO_LOW_KEY`` (0) of a hand that does not make an eight-or-better low is below
every low. Keys compare only within one ranking.

Wild cards, and the joker (which in a low is fully wild: WILD.LOW), take the
rank that makes the best low. Only ranks among the seven lowest of the scale
are tried: a wild card higher than those could always drop to one of them that
neither pairs the other four cards nor completes a straight, making the hand
better, and a wild card can always take a suit that breaks a flush.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache, reduce
from itertools import combinations
from operator import or_

from studrules.cards import JOKER, Card, Rank, Suit, card, rank_of, standard_deck
from studrules.rankings.base import (
    DEFAULT_RULES,
    NO_WILD,
    Category,
    Hand,
    RankingRules,
    Wild,
    high_key,
    require_cards,
)
from studrules.rankings.words import low_name, name_of

LOW_CEILING = 1 << 24
"""Above every badness (a high key has 24 bits): a low's key is this less its badness."""
NO_LOW_KEY = 0
"""The key of a hand that does not make an eight-or-better low: below every low."""
NO_LOW_NAME = "no qualifying low"

_PAIRED = {
    (2, 1, 1, 1): Category.ONE_PAIR,
    (2, 2, 1): Category.TWO_PAIR,
    (3, 1, 1): Category.THREE_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (4, 1): Category.FOUR_OF_A_KIND,
}
_WHEEL = [5, 4, 3, 2, 1]


@dataclass(frozen=True)
class _Scale:
    """How a low ranking values cards: the ace's value, whether straights and flushes count."""

    ranking: str
    ace: int
    strict: bool
    qualifier: int = 0  # the highest card a qualifying low may hold (0: no qualifier)

    def value(self, rank: Rank) -> int:
        """The card's value in this scale (the ace is 1 or 14)."""
        return self.ace if rank is Rank.ACE else int(rank)

    def rank(self, value: int) -> Rank:
        """The rank worth ``value`` in this scale."""
        return Rank.ACE if value in (1, 14) else Rank(value)


_ACE_TO_FIVE = _Scale("ace-to-five", 1, False)
_ACE_TO_FIVE_8 = _Scale("ace-to-five-8", 1, False, qualifier=8)
_ACE_TO_SIX = _Scale("ace-to-six", 1, True)
_DEUCE_TO_SEVEN = _Scale("deuce-to-seven", 14, True)


def low_key(category: Category, ranks: Sequence[int]) -> int:
    """The key of a low whose badness is the high key of ``category`` and ``ranks`` (its values)."""
    return LOW_CEILING - high_key(category, ranks)


_Pick = tuple[int, int, bool]
"""Part of a five-card low: (value, how many cards of that value, whether it is a wild card)."""


def _by_significance(picks: tuple[_Pick, ...]) -> list[_Pick]:
    """Picks in order of significance: the larger groups first, then the higher values."""
    return sorted(picks, key=lambda p: (p[1], p[0]), reverse=True)


class _Search:
    """The cards of one hand sorted for a low search: naturals by value, and the wild cards."""

    def __init__(self, hand: tuple[Card, ...], wild: Wild, scale: _Scale):
        self.scale = scale
        self.hand = hand
        self.wilds = [c for c in hand if c is JOKER or wild.is_wild(c)]
        self.naturals: dict[int, list[Card]] = {}
        for c in hand:
            if c not in self.wilds:
                self.naturals.setdefault(scale.value(rank_of(c)), []).append(c)
        lowest = 1 if scale.ace == 1 else 2
        self.wild_values = set(range(lowest, lowest + 7)) if self.wilds else set()

    def picks(self, only: tuple[int, ...] | None = None) -> list[tuple[_Pick, ...]]:
        """Every way to take five cards, each value at most once: naturals or one wild card.

        ``only`` keeps to those values (in the same order of the picks as without it).
        """
        values = sorted(set(self.naturals) | self.wild_values)
        if only is not None:
            values = [v for v in values if v in only]
        room = [0] * (len(values) + 1)  # at most how many cards values[i:] can give
        for i in range(len(values) - 1, -1, -1):
            v = values[i]
            room[i] = room[i + 1] + max(len(self.naturals.get(v, ())), v in self.wild_values)
        found: list[tuple[_Pick, ...]] = []

        def walk(i: int, left: int, spare: int, taken: tuple[_Pick, ...]) -> None:
            if left == 0:
                found.append(taken)
                return
            if room[i] < left:
                return
            value = values[i]
            walk(i + 1, left, spare, taken)
            for n in range(1, min(len(self.naturals.get(value, ())), left) + 1):
                walk(i + 1, left - n, spare, (*taken, (value, n, False)))
            if spare and value in self.wild_values:
                walk(i + 1, left - 1, spare - 1, (*taken, (value, 1, True)))

        walk(0, 5, min(len(self.wilds), 5), ())
        return found

    def unpaired_values(self) -> tuple[int, ...] | None:
        """The five values of the best low if it is five values that make no straight or flush.

        Such a low beats every other, and of them the one whose values are lowest from
        the top is best, so the sets of five values are tried in that order and the
        first that can be made is the answer; None if there is none. It spares the
        search of every pick, which on a big hand is long.
        """
        available = sorted(set(self.naturals) | self.wild_values)
        ordered = sorted(combinations(available, 5), key=lambda five: five[::-1])
        return next((five for five in ordered if self._unpaired(five)), None)

    def _unpaired(self, five: tuple[int, ...]) -> bool:
        """Whether these five values (ascending) make a low of no pair, straight or flush."""
        spare = len(self.wilds) - sum(v not in self.naturals for v in five)
        if spare < 0:
            return False
        if not self.scale.strict:
            return True
        if five[4] - five[0] == 4:
            return False
        if spare < len(self.wilds):
            return True  # a wild card takes a suit that breaks any flush
        singles = [self.naturals[v] for v in five]
        forced = all(len(cs) == 1 for cs in singles) and len({cs[0].suit for cs in singles}) == 1
        return not forced or (spare > 0 and any(v in self.wild_values for v in five))

    def forced_flush(self, picks: tuple[_Pick, ...]) -> bool:
        """Whether these five single natural cards can only be taken all of one suit."""
        singles = [self.naturals[v] for v, _, is_wild in picks if not is_wild]
        return (
            len(singles) == 5
            and all(len(cards) == 1 for cards in singles)
            and len({cards[0].suit for cards in singles}) == 1
        )

    def key(self, picks: tuple[_Pick, ...]) -> int:
        """The low key of these five cards."""
        return low_key(*self.rate(picks))

    def rate(self, picks: tuple[_Pick, ...]) -> tuple[Category, list[int]]:
        """The category of these five cards and their values in order of significance."""
        ordered = _by_significance(picks)
        values = [v for v, _, _ in ordered]
        if len(picks) < 5:
            return _PAIRED[tuple(n for _, n, _ in ordered)], values
        straight = self.scale.strict and values[0] - values[4] == 4
        flush = self.scale.strict and self.forced_flush(picks)
        if straight:
            return (Category.STRAIGHT_FLUSH if flush else Category.STRAIGHT), values[:1]
        return (Category.FLUSH if flush else Category.HIGH_CARD), values

    def cards_for(self, picks: tuple[_Pick, ...]) -> tuple[list[Card], list[Card]]:
        """The cards used, most significant first, and what each plays as."""
        ordered = _by_significance(picks)
        chosen = {v: self.naturals[v][:n] for v, n, is_wild in ordered if not is_wild}
        suits = {cards[0].suit for cards in chosen.values()}
        if self.scale.strict and len(chosen) == 5 and len(suits) == 1:
            for v in chosen:  # not a forced flush: some value has a card of another suit
                other = [c for c in self.naturals[v] if c.suit not in suits]
                if other:
                    chosen[v] = other[:1]
                    break
        anchor = [c for cards in chosen.values() for c in cards][:1]
        used: list[Card] = []
        plays: list[Card] = []
        spare = iter(self.wilds)
        for v, _, is_wild in ordered:
            if is_wild:
                used.append(next(spare))
                plays.append(self._stand_in(self.scale.rank(v), anchor or plays[:1]))
            else:
                used += chosen[v]
                plays += chosen[v]
        return used, plays

    def _stand_in(self, rank: Rank, anchor: list[Card]) -> Card:
        """A card of ``rank`` for a wild card: not the anchor card's suit (no flush), not held."""
        options = [card(rank, s) for s in Suit if not anchor or s is not anchor[0].suit]
        fresh = [c for c in options if c not in self.hand]
        return (fresh or options)[0]


def _evaluate(cards: Sequence[Card], wild: Wild, scale: _Scale) -> Hand:
    """The best low of ``cards`` in ``scale``."""
    article = "an" if scale.ranking.startswith("a") else "a"
    hand = require_cards(cards, f"{article} {scale.ranking} low")
    if not scale.strict and not wild.any and JOKER not in hand:
        return _suitless(hand, scale)
    return _searched(hand, wild, scale)


def _suitless(hand: tuple[Card, ...], scale: _Scale) -> Hand:
    """A low that ignores suits, worked out once per multiset of ranks, then dealt real cards.

    With five different ranks or more, the five lowest are the low at once.
    """
    low_value = _LOW_VALUE.__getitem__
    lowest: dict[int, Card] = {}  # the first card of each rank, the lowest rank first
    for c in sorted(hand, key=low_value):
        lowest.setdefault(low_value(c), c)
    if len(lowest) >= 5:
        used = list(lowest.values())[:5][::-1]
        values = tuple(map(low_value, used))
        if scale.qualifier and values[0] > scale.qualifier:
            return Hand(scale.ranking, NO_LOW_KEY, None, NO_LOW_NAME, (), qualifies=False)
        key, name = _five_ranks(values)
        return Hand(scale.ranking, key, Category.HIGH_CARD, name, used)
    model = _by_ranks(scale, tuple(sorted(rank_of(c) for c in hand)))
    pool = list(hand)
    used = []
    for stand_in in model.cards:
        real = next(c for c in pool if c.rank is stand_in.rank)
        pool.remove(real)
        used.append(real)
    return Hand(model.ranking, model.key, model.category, model.name, used, None, model.qualifies)


_LOW_VALUE = {c: rank_of(c).low_value for c in standard_deck()}
"""Each card's rank with the ace low (1): looked up, as ``Rank.low_value`` is a Python call."""


@lru_cache(maxsize=2048)
def _five_ranks(values: tuple[int, ...]) -> tuple[int, str]:
    """The key and name of a low of five different ranks (``values``, highest first).

    Kept per set of ranks (1,287 of them): every low at a showdown needs both.
    """
    name = "wheel" if list(values) == _WHEEL else low_name(list(values))
    return low_key(Category.HIGH_CARD, list(values)), name


@lru_cache(maxsize=1 << 16)
def _by_ranks(scale: _Scale, ranks: tuple[Rank, ...]) -> Hand:
    """The low of these ranks, on stand-in cards whose suits never matter here."""
    taken: dict[Rank, int] = {}
    cards = []
    for rank in ranks:
        cards.append(card(rank, list(Suit)[taken.get(rank, 0)]))
        taken[rank] = taken.get(rank, 0) + 1
    return _searched(tuple(cards), NO_WILD, scale)


def _searched(hand: tuple[Card, ...], wild: Wild, scale: _Scale) -> Hand:
    """The best low found by trying the candidate picks (wild cards and suits included)."""
    search = _Search(hand, wild, scale)
    best = max(search.picks(search.unpaired_values()), key=search.key)
    category, values = search.rate(best)
    if scale.qualifier and not (category is Category.HIGH_CARD and values[0] <= scale.qualifier):
        return Hand(scale.ranking, NO_LOW_KEY, None, NO_LOW_NAME, (), qualifies=False)
    used, plays = search.cards_for(best)
    key = low_key(category, values)
    return Hand(scale.ranking, key, category, _name(category, values, best), used, plays)


def _name(category: Category, values: list[int], picks: tuple[_Pick, ...]) -> str:
    """``wheel``, ``eight-six low``, or for a paired hand, straight or flush its high-hand name."""
    if category is Category.HIGH_CARD:
        return "wheel" if values == _WHEEL else low_name(values)
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        return name_of(category, values)
    as_high = sorted(((n, 14 if v == 1 else v) for v, n, _ in picks), reverse=True)
    return name_of(category, [v for _, v in as_high])


def ace_to_five(
    cards: Sequence[Card], wild: Wild = NO_WILD, rules: RankingRules = DEFAULT_RULES
) -> Hand:
    """The best ace-to-five low (LOW.ACE-TO-FIVE): ace low, straights and flushes ignored."""
    return _evaluate(cards, wild, _ACE_TO_FIVE)


def ace_to_five_8(
    cards: Sequence[Card], wild: Wild = NO_WILD, rules: RankingRules = DEFAULT_RULES
) -> Hand:
    """The best ace-to-five low if it is five ranks, all eight or lower (LOW.EIGHT-OR-BETTER)."""
    return _evaluate(cards, wild, _ACE_TO_FIVE_8)


def ace_to_six(
    cards: Sequence[Card], wild: Wild = NO_WILD, rules: RankingRules = DEFAULT_RULES
) -> Hand:
    """The best ace-to-six low (LOW.ACE-TO-SIX): ace low, straights and flushes count against."""
    return _evaluate(cards, wild, _ACE_TO_SIX)


def deuce_to_seven(
    cards: Sequence[Card], wild: Wild = NO_WILD, rules: RankingRules = DEFAULT_RULES
) -> Hand:
    """The best deuce-to-seven low (LOW.DEUCE-TO-SEVEN): ace high, straights and flushes count."""
    return _evaluate(cards, wild, _DEUCE_TO_SEVEN)


_EIGHT_BIT = {
    c: 1 << (rank_of(c).low_value - 1) if rank_of(c).low_value <= 8 else 0
    for c in standard_deck()
}
"""Each card's bit among the ranks ace to eight (0 for nine and up)."""


def _eight_low_key(mask: int) -> int:
    """The ace-to-five-8 key of a hand holding the ranks in ``mask`` (bit ``value - 1``)."""
    values = [v for v in range(1, 9) if mask >> (v - 1) & 1][:5]
    return low_key(Category.HIGH_CARD, values[::-1]) if len(values) == 5 else NO_LOW_KEY


_EIGHT_LOW = [_eight_low_key(mask) for mask in range(256)]


def strength_ace_to_five_8(cards: Sequence[Card]) -> int:
    """The key of ``ace_to_five_8(cards)`` without building the hand: ``NO_LOW_KEY`` if no low.

    Fast for natural cards (one table lookup by the ranks held); anything else,
    a joker included, goes through ``ace_to_five_8``.
    """
    try:
        if len(cards) >= 5:
            return _EIGHT_LOW[reduce(or_, map(_EIGHT_BIT.__getitem__, cards))]
    except (KeyError, TypeError):
        pass
    return ace_to_five_8(cards).key
