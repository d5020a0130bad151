"""Showing hands: the ranking of up cards that decides who acts first (spec: showing.md).

Only sets of equal rank count: pairs, two pair, three of a kind, a full house
(five cards showing), four of a kind (and five of a kind with wild cards);
straights and flushes never do (SHOW.COMBINATIONS). Otherwise the ranks are
compared from the top, over the cards there are (SHOW.HIGH, SHOW.LOW). A wild
up card counts at its best value for the direction (SHOW.WILD). Of more than
five up cards the best five count.

Every board is worked out directly, in time bounded by the 13 ranks, however
many up cards and wild cards there are. On five cards or fewer, every card
plays: on a high board the wild cards join the biggest set (then take the
highest ranks the board lacks), on a low board they take the lowest ranks it
lacks. Of more than five, the five are chosen first: on a high board by the
high hand's tests of sets (``wild.best_of_sets``); on a low board as the five
lowest ranks (a wild card filling each rank not held while there are wild
cards), or, when the board has too few ranks for that, every rank it holds and
every wild card, with the pairs spread over as many ranks as they can be.
``tests/rankings/test_showing.py`` checks this against a brute-force search.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from itertools import product

from studrules.cards import JOKER, Card, Rank, SuitOrder, rank_of, suit_of
from studrules.errors import OptionError, RankingError
from studrules.rankings.base import (
    DEFAULT_RULES,
    NO_WILD,
    Category,
    Hand,
    RankingRules,
    Wild,
    high_key,
)
from studrules.rankings.low import low_key
from studrules.rankings.wild import ACE, RANKS_DOWN, best_of_sets, stand_ins
from studrules.rankings.words import low_name, name_of

TIE_BREAKS = ("position", "high-card-by-suit", "low-card-by-suit")
"""The values of the ``showing-tie-break`` option (SHOW.TIES)."""

Used = list[tuple[Card, Card]]
"""Up cards paired with the card each plays as."""


def showing_high(
    cards: Iterable[Card], wild: Wild = NO_WILD, rules: RankingRules = DEFAULT_RULES
) -> Hand:
    """The ranking of one or more up cards for the high hand showing (SHOW.HIGH)."""
    up = _up_cards(cards)
    return _high(best_of_sets(up, wild, rules) if len(up) > 5 else up, wild, rules)


def showing_low(
    cards: Iterable[Card], wild: Wild = NO_WILD, rules: RankingRules = DEFAULT_RULES
) -> Hand:
    """The ranking of one or more up cards for the low hand showing, ace low (SHOW.LOW)."""
    return _low(_low_five(_up_cards(cards), wild, _low_value), wild, _low_value)


def showing_low_ace_high(cards: Iterable[Card], wild: Wild = NO_WILD) -> Hand:
    """The low hand showing with the ace high, for deuce-to-seven lowball (FIVE-LOWBALL.GAME)."""
    return _low(_low_five(_up_cards(cards), wild, _high_value), wild, _high_value)


def _up_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    up = tuple(cards)
    for i, c in enumerate(up, 1):
        if not isinstance(c, Card):
            raise RankingError(f"a hand showing: item {i} ({c!r}) is not a card")
    if not up:
        raise RankingError("a hand showing needs at least one up card; none was given")
    return up


def _high(up: Sequence[Card], wild: Wild, rules: RankingRules) -> Hand:
    """Wild cards join the biggest group, the highest of equals; the bug is an ace."""
    naturals = [c for c in up if c is not JOKER and not wild.is_wild(c)]
    jokers = [c for c in up if wild.is_wild(c)]
    used: Used = [(c, c) for c in naturals]
    if JOKER in up and not wild.is_wild(JOKER):
        used.append((JOKER, stand_ins(ACE, (c for c in naturals if c.rank == ACE), 1)[0]))
    ranks = [int(rank_of(p)) for _, p in used]
    biggest = max(RANKS_DOWN, key=lambda r: (ranks.count(r), r))
    held = [p for _, p in used if p.rank == biggest]
    if rules.wild_duplication == "none":  # only to cards not showing; the bug is an extra ace
        room = 4 - sum(1 for c in naturals if c.rank == biggest)
    else:
        room = len(jokers)
    joining, left = jokers[:room], jokers[room:]
    used += zip(joining, stand_ins(biggest, held, len(joining)))
    free = [r for r in RANKS_DOWN if r not in ranks and r != biggest]
    used += [(c, stand_ins(r, (), 1)[0]) for c, r in zip(left, free)]
    category, shaped = _shape(used, _high_value)
    values = _values(category, shaped, _high_value)
    key = high_key(category, values)
    return _hand("showing-high", key, category, name_of(category, values), shaped)


def _low(up: Sequence[Card], wild: Wild, value: Callable[[Card], int]) -> Hand:
    """Wild cards and the bug take the lowest ranks the board lacks, ace first where it is low.

    A rank the board lacks can only make it lower than a rank it holds: a new
    rank adds a single card, a held one makes or grows a set.
    """
    naturals = [c for c in up if not _plays_wild(c, wild)]
    jokers = [c for c in up if _plays_wild(c, wild)]
    held = {c.rank for c in naturals}
    free = [r for r in _low_order(value) if r not in held]
    return _low_board(naturals, list(zip(jokers, free)), value)


def _low_five(up: tuple[Card, ...], wild: Wild, value: Callable[[Card], int]) -> Sequence[Card]:
    """The five up cards that make the lowest board (all of them when there are five or fewer).

    With five ranks to show, held or filled by wild cards, the board is the five
    lowest ranks: each held rank by its first card, each missing one by a wild
    card while they last. Otherwise every rank held and every wild card count
    (a set fewer is always lower), and the few ways to take the extra cards from
    the ranks held are tried.
    """
    if len(up) <= 5:
        return up
    jokers = [c for c in up if _plays_wild(c, wild)]
    by_rank: dict[Rank, list[Card]] = {}
    for c in up:
        if c not in jokers:
            by_rank.setdefault(rank_of(c), []).append(c)
    if len(by_rank) + len(jokers) >= 5:
        spare = iter(jokers)
        five: list[Card] = []
        for rank in _low_order(value):
            taken = by_rank[rank][0] if rank in by_rank else next(spare, None)
            five += [taken] if taken is not None else []
            if len(five) == 5:
                return five
    extra = 5 - len(jokers) - len(by_rank)
    boards = (
        [*jokers, *(c for rank, n in zip(by_rank, more) for c in by_rank[rank][: 1 + n])]
        for more in product(*(range(min(extra, len(cs) - 1) + 1) for cs in by_rank.values()))
        if sum(more) == extra
    )
    return max(boards, key=lambda board: _low(board, wild, value).key)


def _plays_wild(card: Card, wild: Wild) -> bool:
    """Whether an up card plays wild on a low board: a wild card, or the joker (SHOW.WILD)."""
    return card is JOKER or wild.is_wild(card)


def _low_order(value: Callable[[Card], int]) -> tuple[Rank, ...]:
    """The ranks from the lowest, the ace first where it plays low."""
    return _ACE_LOW_FIRST if value is _low_value else _ACE_HIGH_FIRST


def _low_board(
    naturals: Sequence[Card], jokers: Sequence[tuple[Card, Rank]], value: Callable[[Card], int]
) -> Hand:
    """A low board with each wild card playing as the rank given beside it."""
    used: Used = [(c, c) for c in naturals]
    used += [(c, stand_ins(r, (), 1)[0]) for c, r in jokers]
    category, shaped = _shape(used, value)
    if category is Category.HIGH_CARD:
        name = low_name([value(p) for _, p in shaped])
    else:
        name = name_of(category, _values(category, _shape(shaped, _high_value)[1], _high_value))
    key = low_key(category, _values(category, shaped, value))
    return _hand("showing-low", key, category, name, shaped)


def _high_value(card: Card) -> int:
    return int(rank_of(card))


def _low_value(card: Card) -> int:
    return rank_of(card).low_value


_ACE_LOW_FIRST = tuple(sorted(Rank, key=lambda r: r.low_value))
_ACE_HIGH_FIRST = tuple(sorted(Rank, key=int))
"""The ranks from the lowest, ace low and ace high (sorted once: ``_low_order`` is hot)."""


def _shape(used: Used, value: Callable[[Card], int]) -> tuple[Category, Used]:
    """The category of some up cards, and the cards most significant first by ``value``.

    Groups of equal ranks come first, the biggest first, then the higher first.
    """
    count = Counter(value(p) for _, p in used)
    shaped = sorted(used, key=lambda u: (count[value(u[1])], value(u[1])), reverse=True)
    sizes = sorted(count.values(), reverse=True)[:2]
    if sizes == [2, 2]:
        return Category.TWO_PAIR, shaped
    if sizes == [3, 2]:
        return Category.FULL_HOUSE, shaped
    return _BY_SIZE[sizes[0]], shaped


_BY_SIZE = {
    1: Category.HIGH_CARD,
    2: Category.ONE_PAIR,
    3: Category.THREE_OF_A_KIND,
    4: Category.FOUR_OF_A_KIND,
    5: Category.FIVE_OF_A_KIND,
}
_GROUPS_NAMED = {Category.HIGH_CARD: 0, Category.TWO_PAIR: 2, Category.FULL_HOUSE: 2}
"""How many groups of equal ranks a key names (one unless listed); the other cards follow."""


def _values(category: Category, shaped: Used, value: Callable[[Card], int]) -> list[int]:
    """The ranks a key compares: each named group once, then every other card."""
    values = [value(p) for _, p in shaped]
    named = list(dict.fromkeys(values))[: _GROUPS_NAMED.get(category, 1)]
    return named + [v for v in values if v not in named]


def _hand(ranking: str, key: int, category: Category, name: str, shaped: Used) -> Hand:
    return Hand(ranking, key, category, name, [c for c, _ in shaped], [p for _, p in shaped])


def tie_break_key(hand: Hand, tie_break: str, suit_order: SuitOrder) -> tuple[int, ...]:
    """The key that orders showing hands under ``showing-tie-break`` (SHOW.TIES); greater is better.

    ``position`` leaves ties as they are: the engine breaks them by seat.
    ``high-card-by-suit`` and ``low-card-by-suit`` add the suit of the board's
    highest card, the higher suit better or the lower suit better. The highest
    card is the card of the highest rank printed on the board (ace low on a low
    board; a wild card counts by its own rank and suit, not the value it plays
    as; the joker, having no suit, is passed over) and, among cards of that
    rank, the one of the highest suit: one card, by one definition, under both
    options. A board of the joker alone has no card to compare and gets
    ``(hand.key,)``, below the boards it ties with; it is one up card, so it
    cannot meet a tie after the first round.
    """
    if tie_break == "position":
        return (hand.key,)
    if tie_break not in TIE_BREAKS:
        raise OptionError(
            f'unknown value "{tie_break}" for showing-tie-break: '
            f"choose one of {', '.join(TIE_BREAKS)}"
        )
    card = compared_card(hand, suit_order)
    if card is None:
        return (hand.key,)
    suit = suit_order.rank(suit_of(card))
    return (hand.key, suit if tie_break == "high-card-by-suit" else -suit)


def compared_card(hand: Hand, suit_order: SuitOrder) -> Card | None:
    """The card whose suit breaks a tie of equal boards (``tie_break_key``); None: the joker."""
    value = _low_value if hand.ranking == "showing-low" else _high_value
    printed = [c for c in hand.cards if c is not JOKER]
    if not printed:
        return None
    return max(printed, key=lambda c: (value(c), suit_order.rank(suit_of(c))))
