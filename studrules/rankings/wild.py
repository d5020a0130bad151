"""High hands with wild cards and the bug (spec: wild-cards.md).

A fully wild card takes whatever value makes the best hand (WILD.BEST-VALUE). The
bug, a joker that is not wild, counts only as an ace or as the card that completes
a straight, a flush or a straight flush (WILD.BUG).

No wild card is tried at each of its 52 values. The categories are tried from the
top, and a function per category decides whether the natural cards plus the wild
cards can make it, and with which best ranks; the first category that can be made
is the hand. A hand made with wild cards keys exactly like the same hand made of
natural cards, so the two tie (WILD.NATURAL-TIE).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import NamedTuple

from studrules.cards import JOKER, Card, Rank, Suit, card, rank_of, suit_of
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
from studrules.rankings.words import name_of

ACE = 14
KING = 13
RANKS_DOWN = tuple(range(ACE, 1, -1))
SUITS_DOWN = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
"""The order in which a wild card's suit is chosen when nothing else decides it."""
WINDOWS = tuple(
    (top, tuple(ACE if r == 1 else r for r in range(top, top - 5, -1))) for top in range(ACE, 4, -1)
)
"""Each straight as (its top card, its ranks from the top); the wheel's ace comes last."""
NATURAL_ROYAL_KEY = high_key(Category.FIVE_OF_A_KIND + 1, (ACE,))
"""The key of a natural royal flush under ``five-of-a-kind = below-natural-royal``.

It is above five aces; the hand's ``category`` stays ``STRAIGHT_FLUSH``.
"""


class _Pool(NamedTuple):
    """A player's cards sorted for the category tests."""

    by_rank: dict[int, tuple[Card, ...]]  # the natural cards of each rank 2-14, as given
    by_suit: dict[Suit, dict[int, Card]]  # the natural cards of each suit, by rank
    wilds: tuple[Card, ...]  # the fully wild cards
    bug: Card | None  # the joker, when it plays as the bug
    counts: dict[int, int]  # how many cards play as each rank without a wild card (bug: an ace)
    duplicates: bool  # a wild card may stand for a card already held (anything-goes)
    duplicates_for_five: bool  # ... at least to make five of a kind (not "none")


class _Made(NamedTuple):
    """A hand a category test can make: the key's ranks, and each card with what it plays as."""

    ranks: tuple[int, ...]
    used: tuple[tuple[Card, Card], ...]


def _pool(cards: Iterable[Card], wild: Wild, rules: RankingRules) -> _Pool:
    by_rank: dict[int, list[Card]] = {r: [] for r in RANKS_DOWN}
    by_suit: dict[Suit, dict[int, Card]] = {s: {} for s in Suit}
    wilds: list[Card] = []
    bug = None
    for c in cards:
        if wild.is_wild(c):
            wilds.append(c)
        elif c is JOKER:
            bug = c
        else:
            by_rank[int(rank_of(c))].append(c)
            by_suit[suit_of(c)][int(rank_of(c))] = c
    counts = {r: len(cs) for r, cs in by_rank.items()}
    counts[ACE] += bug is not None
    return _Pool(
        {r: tuple(cs) for r, cs in by_rank.items()},
        by_suit,
        tuple(sorted(wilds, reverse=True)),
        bug,
        counts,
        rules.wild_duplication == "anything-goes",
        rules.wild_duplication != "none",
    )


def stand_ins(rank: int, held: Iterable[Card], count: int) -> list[Card]:
    """What ``count`` jokers joining ``rank`` play as: the suits ``held`` lack, best first.

    When every suit is taken (a duplicate, where one is allowed) they play as spades.
    """
    taken = {c.suit for c in held}
    suits = [s for s in SUITS_DOWN if s not in taken]
    suits += [Suit.SPADES] * (count - len(suits))
    return [card(Rank(rank), s) for s in suits[:count]]


def _groups(pool: _Pool, ranks: Sequence[int], sizes: Sequence[int]) -> _Made:
    """Groups of ``sizes`` cards of ``ranks``: natural cards, then the bug (aces), then wilds."""
    wilds = list(pool.wilds)
    bug = pool.bug
    used: list[tuple[Card, Card]] = []
    for rank, size in zip(ranks, sizes):
        naturals = pool.by_rank[rank][:size]
        missing = size - len(naturals)
        jokers: list[Card] = []
        if rank == ACE and missing and bug is not None:
            jokers.append(bug)
            bug = None
        take = missing - len(jokers)
        jokers += wilds[:take]
        del wilds[:take]
        used += [(c, c) for c in naturals]
        used += zip(jokers, stand_ins(rank, pool.by_rank[rank], missing))
    return _Made(tuple(ranks), tuple(used))


def _fits(counts: Iterable[int], sizes: Sequence[int], spare: int) -> bool:
    """Whether groups of ``sizes`` can be made of distinct ranks holding ``counts`` cards.

    The cheapest way gives the biggest groups the ranks held most; ``spare`` wild
    cards fill the rest.
    """
    held = sorted(counts, reverse=True)
    return sum(max(0, size - have) for size, have in zip(sizes, held)) <= spare


def _of_groups(sizes: Sequence[int], pool: _Pool) -> _Made | None:
    """The best hand of groups of ``sizes`` equal ranks (a pair and three kickers: 2, 1, 1, 1).

    Groups of four or fewer cards never need a wild card to duplicate a card
    held, so the duplication rule does not matter here.
    """
    counts = dict(pool.counts)
    spare = len(pool.wilds)
    if not _fits(counts.values(), sizes, spare):
        return None
    ranks: list[int] = []
    for i, size in enumerate(sizes):
        for rank in counts:  # highest first: the first rank that leaves the rest possible
            cost = max(0, size - counts[rank])
            others = (c for r, c in counts.items() if r != rank)
            if cost <= spare and _fits(others, sizes[i + 1 :], spare - cost):
                break
        ranks.append(rank)
        spare -= cost
        del counts[rank]
    return _groups(pool, ranks, sizes)


def _five_of_a_kind(pool: _Pool) -> _Made | None:
    """Five of a kind (WILD.FIVE-OF-A-KIND); without duplication only the bug's five aces."""
    for rank in RANKS_DOWN:
        need = 5 - pool.counts[rank]
        allowed = pool.duplicates_for_five or need <= 4 - len(pool.by_rank[rank])
        if need <= len(pool.wilds) and allowed:
            return _groups(pool, (rank,), (5,))
    return None


def _run(
    pool: _Pool, top: int, window: Sequence[int], held: dict[int, Card], suit: Suit
) -> _Made | None:
    """The straight of ``window`` from the cards ``held`` by rank, jokers filling the gaps.

    The bug fills the highest gap; jokers play as ``suit``.
    """
    jokers = iter(((pool.bug,) if pool.bug is not None else ()) + pool.wilds)
    if sum(r not in held for r in window) > len(pool.wilds) + (pool.bug is not None):
        return None
    used = tuple(
        (held[r], held[r]) if r in held else (next(jokers), card(Rank(r), suit)) for r in window
    )
    return _Made((top,), used)


def _straight_flush(pool: _Pool) -> _Made | None:
    """The best straight flush, the bug or wild cards filling gaps."""
    jokers = len(pool.wilds) + (pool.bug is not None)
    suits = [s for s in SUITS_DOWN if len(pool.by_suit[s]) + jokers >= 5]
    for top, window in WINDOWS:
        for suit in suits:
            made = _run(pool, top, window, pool.by_suit[suit], suit)
            if made is not None:
                return made
    return None


def _natural_royal(pool: _Pool) -> _Made | None:
    """A royal flush of natural cards alone."""
    made = _straight_flush(pool._replace(wilds=(), bug=None))
    return made if made is not None and made.ranks == (ACE,) else None


def _straight(pool: _Pool) -> _Made | None:
    """The best straight; a joker fills a rank not held, so it plays as a spade."""
    held = {r: cs[0] for r, cs in pool.by_rank.items() if cs}
    for top, window in WINDOWS:
        made = _run(pool, top, window, held, Suit.SPADES)
        if made is not None:
            return made
    return None


def _flush_in(pool: _Pool, suit: Suit) -> _Made | None:
    """The best flush in ``suit``.

    The bug is the highest card of the suit not already in the hand, the wild
    cards' values included (WILD.BUG). Without duplication the wild cards are
    the highest cards of the suit not held. Where duplication is allowed they
    all take the highest rank the bug leaves them (a double-ace flush), so the
    bug takes the missing ace or leaves it to them, whichever is better.
    """
    held = pool.by_suit[suit]
    if len(held) + len(pool.wilds) + (pool.bug is not None) < 5:
        return None
    missing = [r for r in RANKS_DOWN if r not in held]
    if not pool.duplicates:
        jokers = ((pool.bug,) if pool.bug is not None else ()) + pool.wilds
        return _suited(held, suit, zip(jokers, missing))
    aces = [(w, ACE) for w in pool.wilds]
    if pool.bug is None:
        return _suited(held, suit, aces)
    options = (
        _suited(held, suit, [(pool.bug, b)] + [(w, ACE if b != ACE else KING) for w in pool.wilds])
        for b in missing[:2]
    )
    return max(options, key=lambda made: made.ranks, default=_suited(held, suit, aces))


def _suited(held: dict[int, Card], suit: Suit, jokers: Iterable[tuple[Card, int]]) -> _Made:
    """The best five of the cards ``held`` in ``suit`` and the jokers playing the ranks given."""
    used = [(c, c) for c in held.values()]
    used += [(j, card(Rank(r), suit)) for j, r in jokers]
    # stable: a natural card before a wild card playing its rank
    used.sort(key=lambda u: rank_of(u[1]), reverse=True)
    return _Made(tuple(int(rank_of(p)) for _, p in used[:5]), tuple(used[:5]))


def _flush(pool: _Pool) -> _Made | None:
    """The best flush of any suit."""
    made = [m for m in (_flush_in(pool, s) for s in SUITS_DOWN) if m is not None]
    return max(made, key=lambda m: m.ranks, default=None)


_TESTS: tuple[tuple[Category, Callable[[_Pool], _Made | None]], ...] = (
    (Category.FIVE_OF_A_KIND, _five_of_a_kind),
    (Category.STRAIGHT_FLUSH, _straight_flush),
    (Category.FOUR_OF_A_KIND, partial(_of_groups, (4, 1))),
    (Category.FULL_HOUSE, partial(_of_groups, (3, 2))),
    (Category.FLUSH, _flush),
    (Category.STRAIGHT, _straight),
    (Category.THREE_OF_A_KIND, partial(_of_groups, (3, 1, 1))),
    (Category.TWO_PAIR, partial(_of_groups, (2, 2, 1))),
    (Category.ONE_PAIR, partial(_of_groups, (2, 1, 1, 1))),
    (Category.HIGH_CARD, partial(_of_groups, (1, 1, 1, 1, 1))),
)
"""Each category's test, best first; five or more cards always make a high card."""


def evaluate_high(
    cards: Iterable[Card], wild: Wild = NO_WILD, rules: RankingRules = DEFAULT_RULES
) -> Hand:
    """The best high hand of five or more cards with wild cards or the bug (WILD.*)."""
    pool = _pool(require_cards(cards, "a high hand"), wild, rules)
    if rules.five_of_a_kind == "below-natural-royal":
        royal = _natural_royal(pool)
        if royal is not None:
            return _hand(Category.STRAIGHT_FLUSH, royal, NATURAL_ROYAL_KEY)
    category, made = next((c, m) for c, test in _TESTS if (m := test(pool)) is not None)
    return _hand(category, made, high_key(category, made.ranks))


_RUNS = (Category.STRAIGHT_FLUSH, Category.FLUSH, Category.STRAIGHT)


def best_of_sets(
    cards: Iterable[Card], wild: Wild = NO_WILD, rules: RankingRules = DEFAULT_RULES
) -> tuple[Card, ...]:
    """The five of ``cards`` that make the best hand when only sets of equal rank count.

    For a board of more than five up cards (SHOW.COMBINATIONS): the categories'
    tests without straights and flushes, so the choice takes time bounded by the
    13 ranks, however many cards there are.
    """
    pool = _pool(require_cards(cards, "a board of sets"), wild, rules)
    made = next(m for c, test in _TESTS if c not in _RUNS and (m := test(pool)) is not None)
    return tuple(c for c, _ in made.used)


def _hand(category: Category, made: _Made, key: int) -> Hand:
    return Hand(
        "high",
        key,
        category,
        name_of(category, made.ranks),
        [c for c, _ in made.used],
        [p for _, p in made.used],
    )
