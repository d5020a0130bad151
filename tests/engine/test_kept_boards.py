"""The boards the order of action keeps are the boards the showing rankings give.

``order.board`` does not rank every board it meets: boards of up to four cards
are tabled per ranking and multiset of ranks, and boards with wild cards are
kept by the ranks of their natural cards and how many wild cards and bugs they
hold. These tests check that a kept board always equals the showing ranking of
the very cards asked about, including when the board kept was first worked out
from other cards of the same ranks (other suits, other wild cards).
"""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from studrules.cards import JOKER, Card, standard_deck
from studrules.hand import order
from studrules.rankings.base import Wild

RANKINGS = ("showing-high", "showing-low", order.ACE_HIGH_LOW)
WILDS = (
    Wild(),
    Wild.of(["2"]),
    Wild.of(["Q", "7"]),
    Wild.of(["Jh", "Js"]),
    Wild.of(["Kh"]),
    Wild.of(["2"], joker="wild"),
)
CARDS = (*standard_deck(), JOKER)


def direct(ranking: str, cards: tuple[Card, ...], wild: Wild) -> order.Board:
    """The board as the showing ranking gives it, nothing kept."""
    shown = order._showing(ranking, cards, wild)
    return order.Board(shown.key, shown.name, shown.category)


def twin(cards: tuple[Card, ...], wild: Wild, draw) -> tuple[Card, ...]:
    """Other cards that the board should be kept as the same: each natural card of another
    suit, each wild card another wild card, the bug the bug."""
    wild_cards = [c for c in CARDS if wild.is_wild(c)]
    out = []
    for c in cards:
        if wild.is_wild(c):
            out.append(draw(st.sampled_from(wild_cards)))
        elif c is JOKER:
            out.append(JOKER)
        else:
            out.append(draw(st.sampled_from([d for d in standard_deck() if d.rank is c.rank])))
    return tuple(out)


@settings(max_examples=600, deadline=None)
@given(
    st.sampled_from(RANKINGS),
    st.sampled_from(WILDS),
    st.lists(st.sampled_from(CARDS), min_size=1, max_size=6, unique=True),
    st.data(),
)
def test_a_kept_board_is_the_board_of_the_cards_asked_about(ranking, wild, cards, data) -> None:
    first = tuple(cards)
    second = twin(first, wild, data.draw)
    assume(len(set(second)) == len(second))
    assert order.board(ranking, first, wild) == direct(ranking, first, wild)
    assert order.board(ranking, second, wild) == direct(ranking, second, wild)


def test_every_tabled_board_is_the_board_of_its_ranks() -> None:
    """The table of small boards, one board per multiset of ranks, on real cards of each rank."""
    by_rank = {}
    for c in standard_deck():
        by_rank.setdefault(c.index >> 2, []).append(c)
    for ranking in RANKINGS:
        for ranks, kept in order._small_boards(ranking).items():
            seen: dict[int, int] = {}
            cards = []
            for r in ranks:  # the last suits first: the table was made from the first ones
                cards.append(by_rank[r][-1 - seen.get(r, 0)])
                seen[r] = seen.get(r, 0) + 1
            assert kept == direct(ranking, tuple(cards), Wild()), (ranking, ranks)
