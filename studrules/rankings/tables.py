"""Lookup tables behind the fast high ranking: a hand is the sum of one integer per card.

Each card's code adds ``5 ** (rank - 2)`` (a base-5 digit per rank counts the
cards of that rank, never more than four) and a 4-bit counter for its suit
above bit ``SUIT_SHIFT``. Starting the sum at ``FLUSH_START`` puts 3 in every
suit counter, so bit 3 of a counter is set exactly when the suit holds five to
twelve cards: ``total & FLUSH_BITS`` finds a flush, ``total & RANK_BITS`` is
the rank multiset. ``PLAIN`` maps rank multisets of 5 to 7 cards to the key of
their best five without a flush; ``FLUSH`` maps a 13-bit mask of the ranks held
in one suit to the key of the best flush or straight flush among them.
Both are filled by ``build()`` on first use (about 0.15 s, well under the half-second budget).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from itertools import combinations_with_replacement

from studrules.cards import Rank, Suit, rank_of, standard_deck, suit_of
from studrules.rankings.base import Category, high_key

SUIT_SHIFT = 32
"""Bit where the suit counters start: the base-5 rank digits stay below ``5 ** 13 < 2 ** 31``."""
FLUSH_START = sum(3 << (SUIT_SHIFT + 4 * s) for s in range(4))
"""Where a hand's sum starts: 3 in every suit counter."""
FLUSH_BITS = sum(8 << (SUIT_SHIFT + 4 * s) for s in range(4))
"""Bit 3 of every suit counter: set when the suit holds five or more cards."""
RANK_BITS = (1 << SUIT_SHIFT) - 1
"""The rank multiset part of a hand's sum."""
MAX_TABLE_CARDS = 7
"""``PLAIN`` holds hands of up to this many cards; larger hands are evaluated directly."""

SUITS = tuple(Suit)
RANK_WEIGHT = {rank: 5 ** (rank - 2) for rank in Rank}
"""The base-5 digit of each rank in a hand's sum."""
CARD_CODE: tuple[int, ...] = tuple(
    RANK_WEIGHT[rank_of(c)] + (1 << (SUIT_SHIFT + 4 * SUITS.index(suit_of(c))))
    for c in standard_deck()
)
"""Each card's integer, by its ``index``: its rank digit plus one in its suit's counter.

Read by index, not keyed by card: a card's hash is a method of its own (``Card.__hash__``,
which the compiled build needs), dearer than indexing a tuple."""
SUIT_RANK_BIT: tuple[tuple[int, ...], ...] = tuple(
    tuple((1 << (rank_of(c) - 2)) if c.suit is suit else 0 for c in standard_deck())
    for suit in SUITS
)
"""Per suit, by card ``index``: each card's rank bit if the card is of that suit, else 0."""

PLAIN: dict[int, int] = {}
"""Rank multiset (a sum of rank digits) of 5 to 7 cards -> key of its best five, flushes aside."""
FLUSH: list[int] = []
"""13-bit mask of the ranks held in one suit -> key of the best flush among them (0 below five)."""

_STRAIGHTS = [(top, sum(1 << (r - 2) for r in range(top - 4, top + 1))) for top in range(14, 5, -1)]
_STRAIGHTS.append((5, 0b1000000001111))  # the wheel: A-2-3-4-5, five high


def straight_top(mask: int) -> int:
    """The top card of the best straight among the ranks in ``mask`` (bit ``rank - 2``), or 0."""
    for top, window in _STRAIGHTS:
        if mask & window == window:
            return top
    return 0


def mask_ranks(mask: int) -> list[int]:
    """The ranks whose bits are set in ``mask``, highest first."""
    return [r for r in range(14, 1, -1) if mask >> (r - 2) & 1]


def plain_key(groups: Sequence[tuple[int, int]]) -> int:
    """The key of the best five of a hand, flushes aside, from its (count, rank) groups.

    ``groups`` has one ``(count, rank)`` pair per rank held, highest rank first.
    """
    ranks = [r for _, r in groups]
    by_size = sorted(groups, key=lambda g: g[0], reverse=True)  # stable: rank order kept
    big, top = by_size[0]
    second = by_size[1][0] if len(by_size) > 1 else 0
    others = [r for r in ranks if r != top]
    if big == 4:
        return high_key(Category.FOUR_OF_A_KIND, [top, others[0]])
    if big == 3 and second >= 2:
        pair = next(r for c, r in groups if c >= 2 and r != top)
        return high_key(Category.FULL_HOUSE, [top, pair])
    straight = straight_top(sum(1 << (r - 2) for r in ranks))
    if straight:
        return high_key(Category.STRAIGHT, [straight])
    if big == 3:
        return high_key(Category.THREE_OF_A_KIND, [top, *others[:2]])
    if big == 2 and second == 2:
        low_pair = by_size[1][1]
        kicker = [r for r in others if r != low_pair][:1]
        return high_key(Category.TWO_PAIR, [top, low_pair, *kicker])
    if big == 2:
        return high_key(Category.ONE_PAIR, [top, *others[:3]])
    return high_key(Category.HIGH_CARD, ranks[:5])


def flush_key(mask: int) -> int:
    """The key of the best flush or straight flush among the suited ranks in ``mask`` (5+ bits)."""
    top = straight_top(mask)
    if top:
        return high_key(Category.STRAIGHT_FLUSH, [top])
    return high_key(Category.FLUSH, mask_ranks(mask)[:5])


def rank_groups(ranks: Sequence[int]) -> list[tuple[int, int]]:
    """The (count, rank) groups of some ranks, highest rank first."""
    return [(ranks.count(r), r) for r in sorted(set(ranks), reverse=True)]


_BUILDING = threading.Lock()
"""Held while the tables are built, so that threads ranking their first hands build them once."""


def build() -> None:
    """Fill ``PLAIN`` and ``FLUSH`` (idempotent and safe to call from several threads).

    Five-card multisets are keyed directly; the best five of six or seven cards
    is the best over the hand less one card, so each larger size is pushed from
    the size below it. Each table is computed aside and published whole, ``FLUSH``
    last: a thread that sees ``FLUSH`` filled sees both tables complete.
    """
    if FLUSH:
        return
    with _BUILDING:
        if not FLUSH:
            _fill()


def _fill() -> None:
    """Compute both tables and publish them, ``PLAIN`` first."""
    weights = list(RANK_WEIGHT.values())
    layer: dict[int, int] = {}
    for ranks in combinations_with_replacement(range(14, 1, -1), 5):
        groups = rank_groups(ranks)
        if all(count < 5 for count, _ in groups):
            layer[sum(RANK_WEIGHT[Rank(r)] for r in ranks)] = plain_key(groups)
    table = dict(layer)
    for _ in range(5, MAX_TABLE_CARDS):
        bigger: dict[int, int] = {}
        for code, key in layer.items():
            for w in weights:
                if code // w % 5 < 4:  # room for one more card of this rank
                    grown = code + w
                    if bigger.get(grown, -1) < key:
                        bigger[grown] = key
        table.update(bigger)
        layer = bigger
    flushes = [flush_key(m) if m.bit_count() >= 5 else 0 for m in range(1 << 13)]
    PLAIN.update(table)
    FLUSH.extend(flushes)
