"""Who opens: the bring-in on the first street, the best (or lowest) board on later streets.

Each ruling returns the seat and the reasons, in words a learner can follow
(BRING-IN.LOW-CARD, BRING-IN.HIGH-CARD, BRING-IN.SUIT-TIE, OPEN.NO-BRING-IN,
ACT.HIGH-BOARD, ACT.LOW-BOARD, ACT.TIES, ACT.COMMUNITY-CARD).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import NamedTuple

from studrules.cards import JOKER, Card, Rank, Suit, SuitOrder, card, rank_of, suit_of
from studrules.game.definition import Variant
from studrules.hand.model import Reason, Seat
from studrules.house_rules import HandHouseRules, low_card_split_game, split_game
from studrules.prose import listed
from studrules.rankings import RANKINGS
from studrules.rankings.base import NO_WILD, Category, Hand, Wild
from studrules.rankings.showing import compared_card, showing_low_ace_high, tie_break_key


class Board(NamedTuple):
    """What a board shows for choosing who acts: its key, its name and its category."""

    key: int
    name: str
    category: Category | None


def board(ranking: str, cards: Sequence[Card], wild: Wild = NO_WILD) -> Board:
    """The showing hand of some up cards, reduced to what ordering the players needs.

    Straights and flushes never count on a board (SHOW.COMBINATIONS), so its
    key and name depend on the ranks alone: the result is kept per ranking and
    multiset of ranks, of which there are few. Wild cards: ``_wild_board``.
    """
    if wild.any:
        return _wild_board(ranking, cards, wild)
    if JOKER in cards:  # the bug is no rank: rank such a board directly
        shown = _showing(ranking, cards)
        return Board(shown.key, shown.name, shown.category)
    ranks = tuple(sorted([c.index >> 2 for c in cards]))
    tabled = _small_boards(ranking).get(ranks)
    return _board_of_ranks(ranking, ranks) if tabled is None else tabled


TABLED = 4
"""Boards of up to this many cards are worked out all at once (``_small_boards``)."""


@cache
def _small_boards(ranking: str) -> dict[tuple[int, ...], Board]:
    """Every board of one to ``TABLED`` cards under ``ranking``, by its sorted ranks.

    The boards that decide who acts in the seven-card and five-card games show at
    most four cards: 2,379 multisets of ranks per ranking, worked out in about
    40 ms the first time a ranking is asked for, so that no hand pays for being
    the first to show a board.
    """
    return {
        ranks: _rank_board(ranking, ranks)
        for size in range(1, TABLED + 1)
        for ranks in itertools.combinations_with_replacement(range(len(Rank)), size)
    }


def _rank_board(ranking: str, ranks: tuple[int, ...]) -> Board:
    """The board of these ranks (``card.index >> 2``: 0 for deuces), on stand-in cards."""
    suits = itertools.cycle(Suit)
    shown = _showing(ranking, [card(Rank(rank + 2), next(suits)) for rank in ranks])
    return Board(shown.key, shown.name, shown.category)


_board_of_ranks = lru_cache(maxsize=1 << 12)(_rank_board)
"""Larger boards (more than ``TABLED`` cards), kept as they are met."""


def _door_value(card: Card, ace_low: bool) -> int:
    """The door card's rank for choosing the bring-in: the ace is 1 or 14 as the game says."""
    rank = rank_of(card)
    return rank.low_value if ace_low else int(rank)


def _suit_order(variant: Variant, rules: HandHouseRules) -> SuitOrder:
    """The suit order for door-card ties: reversed in low games only if the house says so."""
    if variant.low_game and rules.low_game_suit_order == "reversed":
        return SuitOrder(
            "reversed " + rules.suit_order.name, tuple(reversed(rules.suit_order.suits))
        )
    return rules.suit_order


ACE_HIGH_LOW = "showing-low-ace-high"
"""Low boards with the ace high: those of a low game played deuce-to-seven."""


def _showing(ranking: str, cards: Sequence[Card], wild: Wild = NO_WILD) -> Hand:
    """A board ranked for choosing who acts, wild up cards counted as ``wild`` says.

    The ranking is called directly, not through ``rankings.evaluate``: the rules a
    hand cites are worked out there, and the order of action reads only a board's
    key, name, category and cards.
    """
    if ranking == ACE_HIGH_LOW:
        return showing_low_ace_high(cards, wild)
    return RANKINGS[ranking](cards, wild)


def _wild_board(ranking: str, cards: Sequence[Card], wild: Wild) -> Board:
    """A board with wild cards in force, kept per ranking, wild cards and what the board holds.

    A wild card plays as the rank the board needs whatever its own rank and suit
    (SHOW.WILD), and a joker that is not wild plays as the bug, so a board's key,
    name and category depend on the ranks of its natural cards and on how many
    wild cards and bugs it holds: that is what the board is kept by. Boards of
    more than ``TABLED`` cards (where the five that count are chosen first) are
    ranked directly.
    """
    if len(cards) > TABLED:
        shown = _showing(ranking, cards, wild)
        return Board(shown.key, shown.name, shown.category)
    naturals, wilds, bugs = [], 0, 0
    for c in cards:
        if wild.is_wild(c):
            wilds += 1
        elif c is JOKER:
            bugs += 1
        else:
            naturals.append(c.index >> 2)
    key = (ranking, wild, tuple(sorted(naturals)), wilds, bugs)
    kept = _WILD_BOARDS.get(key)
    if kept is None:
        if len(_WILD_BOARDS) >= WILD_BOARDS_KEPT:  # a bound on memory: start again
            _WILD_BOARDS.clear()
        shown = _showing(ranking, cards, wild)
        kept = _WILD_BOARDS[key] = Board(shown.key, shown.name, shown.category)
    return kept


WILD_BOARDS_KEPT = 1 << 14
"""The most boards with wild cards kept at once (``_wild_board``)."""
_WILD_BOARDS: dict[tuple, Board] = {}


def board_ranking(variant: Variant, rules: HandHouseRules) -> str:
    """How boards rank in this game: the ace turns high where the low is deuce-to-seven."""
    if variant.low_game and variant.low_ranking == "deuce-to-seven":
        return ACE_HIGH_LOW
    return variant.showing


def bring_in(
    seats: Sequence[Seat], variant: Variant, rules: HandHouseRules, wild: Wild = NO_WILD
) -> tuple[int, list[Reason]]:
    """The seat whose door card must bring in: the lowest (or, in low games, the highest).

    A wild door card counted at its best value is the best card there is and
    brings in only if every door card is wild (WILDGAME.SHOWING). The ace is
    the game's (``door_ace``), or low where the house counts it low in a split game.
    """
    house_ace = rules.split_bring_in_ace == "low" and low_card_split_game(variant)
    ace_low = (variant.door_ace == "low" or house_ace) and (
        board_ranking(variant, rules) != ACE_HIGH_LOW
    )
    doors = {i: s.up_cards[0] for i, s in enumerate(seats) if not s.folded}
    natural = {i: c for i, c in doors.items() if not wild.is_wild(c)}
    if natural and len(natural) < len(doors):
        doors = natural
    sign = 1 if variant.opener == "high-card" else -1
    values = {i: sign * _door_value(c, ace_low) for i, c in doors.items()}
    worst = max(values.values())
    tied = [i for i, value in values.items() if value == worst]
    rule = "BRING-IN.HIGH-CARD" if variant.opener == "high-card" else "BRING-IN.LOW-CARD"
    if house_ace:  # the house counts the ace low in a split game (BRING-IN.SPLIT-ACE)
        rule = "BRING-IN.SPLIT-ACE"
    which = "highest" if variant.opener == "high-card" else "lowest"
    ace = "aces low" if ace_low else "aces high"
    if len(tied) == 1:
        seat = tied[0]
        text = f"{_brings_in(seats[seat])}: {doors[seat].symbol} is the {which} door card ({ace})"
        return seat, [Reason(rule, text)]
    tie = _DoorTie(seats, doors, tied, rule, which)
    if rules.bring_in_tie_break == "position":
        return _by_position(tie)
    return _by_suit(tie, sign, _suit_order(variant, rules), ace)


class _DoorTie(NamedTuple):
    """Door cards tied for the bring-in, for ``_by_position`` or ``_by_suit`` to say who of
    ``tied`` brings in, and why (BRING-IN.SUIT-TIE).

    ``rule`` is the bring-in's rule, ``which`` the door card it looks for
    (``lowest`` or ``highest``).
    """

    seats: Sequence[Seat]
    doors: dict[int, Card]
    tied: list[int]
    rule: str
    which: str


def _by_position(tie: _DoorTie) -> tuple[int, list[Reason]]:
    """The tied player first from the dealer's left brings in (``bring-in-tie-break``
    ``position``)."""
    seats, seat = tie.seats, tie.tied[0]
    text = (
        f"{_brings_in(seats[seat])}: "
        f"{listed([tie.doors[i].symbol for i in tie.tied])} tie for the {tie.which} door "
        f"card, and {seats[seat].name} sits first from the dealer's left"
    )
    return seat, [Reason(tie.rule, text), Reason("BRING-IN.SUIT-TIE", text)]


def _by_suit(tie: _DoorTie, sign: int, order: SuitOrder, ace: str) -> tuple[int, list[Reason]]:
    """The tie broken by the door cards' suits, in the house's suit order (``sign``: 1 where
    the highest card brings in, -1 where the lowest does)."""
    doors, tied = tie.doors, tie.tied
    seat = max(tied, key=lambda i: sign * order.rank(suit_of(doors[i])))
    others = [doors[i] for i in tied if i != seat]
    below = "above" if sign > 0 else "below"
    text = (
        f"{_brings_in(tie.seats[seat])}: {doors[seat].symbol} ranks {below} "
        f"{listed([c.symbol for c in others])} by suit ({order.describe()})"
    )
    cards = listed([doors[i].symbol for i in tied])
    return seat, [
        Reason(tie.rule, f"the {tie.which} door card brings in ({ace}); {cards} tie on rank"),
        Reason("BRING-IN.SUIT-TIE", text),
    ]


def _brings_in(seat: Seat) -> str:
    """``Bob brings in``; a player all in for the ante holds the card but posts nothing."""
    if seat.all_in:
        return f"the bring-in card is {seat.name}'s"
    return f"{seat.name} brings in"


def best_board(
    seats: Sequence[Seat],
    variant: Variant,
    rules: HandHouseRules,
    community: Card | None = None,
    rule: str | None = None,
    wild: Wild = NO_WILD,
) -> tuple[int, list[Reason]]:
    """The seat with the best showing hand (the lowest in low games) among players still in."""
    ranking = board_ranking(variant, rules)
    tie_break = later_tie_break(variant, rules)
    extra = (community,) if community is not None else ()
    live = [i for i, s in enumerate(seats) if not s.folded]
    boards: dict[int, Board | Hand]
    instead = next(
        (r for c in variant.components if (r := c.board_ranking(seats, live, variant))), None
    )
    if instead is not None:  # a component ranks each player's own up cards its way
        ranking = instead[0]
        boards = {i: _showing(ranking, seats[i].up_cards, wild) for i in live}
    else:
        boards = {i: board(ranking, seats[i].up_cards + extra, wild) for i in live}
    rule = rule or ("ACT.LOW-BOARD" if variant.low_game else "ACT.HIGH-BOARD")
    best_key = max(h.key for h in boards.values())
    tied = [i for i, h in boards.items() if h.key == best_key]
    seat, tie = tied[0], None
    if len(tied) > 1:
        seat, tie = _board_tie(seats, tied, ranking, wild, tie_break, _suit_order(variant, rules))
    which = "lowest" if variant.low_game else "best"
    name = seats[seat].name
    shown = f"{name} has the {which} board, {boards[seat].name}"
    text = (
        f"{shown}, but is all in: the turn starts with the next player able to act"
        if seats[seat].all_in else f"{shown}: {name} acts first"
    )
    reasons = [Reason(rule, text)]
    if instead is not None:
        reasons.append(instead[1])
    if tie is not None:
        reasons.append(tie)
    return seat, reasons


def later_tie_break(variant: Variant, rules: HandHouseRules) -> str:
    """How equal boards are told apart in ``variant`` (ACT.TIES): the low games' option, the
    split games' where the house gives them one of their own, else the high games'."""
    if variant.low_game:
        return rules.low_later_street_tie_break
    split = rules.split_later_street_tie_break
    if split != "same-as-high" and split_game(variant):
        return split
    return rules.later_street_tie_break


def _board_tie(
    seats: Sequence[Seat],
    tied: list[int],
    ranking: str,
    wild: Wild,
    tie_break: str,
    suits: SuitOrder,
) -> tuple[int, Reason]:
    """Who of the ``tied`` boards acts first, and why (ACT.TIES): the first from the dealer's
    left under ``position``, else the best card by suit of each player's own up cards (a
    shared card decides nothing)."""
    if tie_break == "position":
        seat, how = tied[0], "sits first from the dealer's left"
    else:
        own = {i: _showing(ranking, seats[i].up_cards, wild) for i in tied}
        seat = max(tied, key=lambda i: tie_break_key(own[i], tie_break, suits)[1:])
        compared = [compared_card(own[i], suits) for i in tied]
        cards = listed([c.symbol for c in compared if c is not None])
        how = f"wins the tie by suit, comparing {cards} ({tie_break})"
    names = listed([seats[i].name for i in tied])
    return seat, Reason("ACT.TIES", f"{names} show equal boards; {seats[seat].name} {how}")
