"""Showing hands: who acts first, by the up cards (spec: showing.md)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from studrules.cards import (
    BRIDGE,
    JOKER,
    SUIT_ORDERS,
    Card,
    Rank,
    Suit,
    card,
    parse_cards,
    standard_deck,
)
from studrules.errors import OptionError, RankingError
from studrules.rankings import high, low
from studrules.rankings.base import Category, RankingRules, Wild, high_key
from studrules.rankings.low import low_key
from studrules.rankings.showing import showing_high, showing_low, tie_break_key

DEUCES = Wild.of(["2"])
NONE = RankingRules(wild_duplication="none")
NO_WILD = Wild()
DEFAULT = RankingRules()


def up(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def hi(text: str, wild: Wild = NO_WILD, rules: RankingRules = DEFAULT):
    return showing_high(up(text), wild, rules)


def lo(text: str, wild: Wild = NO_WILD):
    return showing_low(up(text), wild)


# High boards.


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Kh", "high card, king"),
        ("Kh Qd", "high card, king-queen"),
        ("Qd Kh 4c", "high card, king-queen-four"),
        ("Kh Kd", "pair of kings"),
        ("Kh 7c Kd", "pair of kings, seven kicker"),
        ("Kh Kd 7c 7s", "two pair, kings and sevens"),
        ("7h 7d 7c 2s", "three of a kind, sevens, two kicker"),
        ("9c 9d 9h 9s", "four of a kind, nines"),
        ("7h 7d 7c Ks Kd", "full house, sevens full of kings"),
        ("Kh Kd 7c 7s Ac", "two pair, kings and sevens, ace kicker"),
        ("9h Th Jh Qh", "high card, queen-jack-ten-nine"),
        ("9h Th Jh Qh Kh", "high card, king-queen-jack-ten-nine"),
        ("Ah Kd Qc Js Th", "high card, ace-king-queen-jack-ten"),
    ],
)
def test_high_names(text: str, name: str) -> None:
    hand = hi(text)
    assert hand.name == name
    assert hand.ranking == "showing-high"
    assert sorted(hand.cards) == sorted(up(text))


def test_only_equal_ranks_count_never_straights_or_flushes() -> None:
    assert hi("9h Th Jh Qh Kh") < hi("2c 2d 3h 4s 5c") < hi("2c 2d 3h 3s 5c")
    assert hi("9h Th Jh Qh") < hi("Ac 2d 3h 4s")
    assert hi("9h Th Jh Qh").key == hi("9c Td Jh Qs").key


def test_higher_groups_and_then_the_ranks_from_the_top() -> None:
    assert hi("Ac") > hi("Kc")
    assert hi("Ac 2d") > hi("Kc Qd")
    assert hi("2c 2d") > hi("Ac Kd")
    assert hi("Kc Kd 3h") > hi("Qc Qd Ah")
    assert hi("Kc Kd 4h") > hi("Ks Kh 3h")
    assert hi("Kc Kd 4h 4s") > hi("Kh Ks 3c 3d")
    assert hi("3c 3d 3h 2s") > hi("Ac Ad Kh Ks")
    assert hi("2c 2d 2h 2s") > hi("Ac Ad Ah Ks")
    assert hi("7h 7d 7c Ks Kd") > hi("7s 6d 6c 6s Ad") > hi("Ks Kd Qh Qc Ac")


def test_equal_boards_tie() -> None:
    assert hi("Kc Kd 7h").key == hi("Ks Kh 7c").key
    assert hi("Ac 9d 4h 3s").key == hi("Ad 9c 4s 3h").key


def test_boards_of_different_lengths_still_compare() -> None:
    assert hi("Kc Kd 7h") > hi("Kh Ks")
    assert hi("Ac Kd") > hi("Ac")


def test_a_full_house_showing_counts_as_a_full_house() -> None:
    """Issue 13: sevens full of kings (a community 7c) beats three eights."""
    sevens_full, eights = hi("7s 7d Kh Ks 7c"), hi("8s 8d 8c 2h 7c")
    assert sevens_full.category is Category.FULL_HOUSE
    assert sevens_full > eights
    assert hi("2c 2d 2h 3s 3d") > hi("Ac Ad Ah Ks Qd") > hi("Ac Ad Kh Ks Qd")
    assert hi("2c 2d 2h 2s 3d") > hi("Ac Ad Ah Ks Kd")
    assert hi("Ac Ad Ah 3s 3d") > hi("Ac Ad Ah 2s 2d") > hi("Kc Kd Kh As Ad")


def test_a_full_house_on_a_low_board_is_worse_than_trips() -> None:
    assert lo("Ac Ad Ah 2s 2d").category is Category.FULL_HOUSE
    assert lo("Kc Kd Kh Qs Jd") > lo("Ac Ad Ah 2s 2d") > lo("Ac Ad Ah As 2d")


def test_more_than_five_up_cards_count_the_best_five() -> None:
    hand = hi("As Kd 7s 7c 4h 4d 9c")
    assert hand.name == "two pair, sevens and fours, ace kicker"
    assert len(hand.cards) == 5


def test_wild_up_cards_at_their_best_high_value() -> None:
    assert hi("Kh 2c 7s", DEUCES).name == "pair of kings, seven kicker"
    assert hi("Kh 2c", DEUCES).plays_as[1].rank == 13
    assert hi("2c 2d", DEUCES).name == "pair of aces"
    assert hi("2c", DEUCES).name == "high card, ace"
    assert hi("Kh Kd 7s 2c", DEUCES).name == "three of a kind, kings, seven kicker"
    assert hi("Kh Kd 7s 7c 2c", DEUCES).name == "full house, kings full of sevens"
    assert hi("Kh Kd Ks Kc 2d", DEUCES).name == "five of a kind, kings"
    assert hi("Kh Kd Ks Kc 2d", DEUCES, NONE).name == "four of a kind, kings, ace kicker"
    assert hi("Kh Kd Ks 2c 2d", DEUCES, NONE).name == "four of a kind, kings, ace kicker"
    assert hi("Kc 2d", DEUCES) == hi("Kc Kd")


def test_the_bug_showing_is_an_ace() -> None:
    assert hi("Jk Ad").name == "pair of aces"
    assert hi("Jk Kd").name == "high card, ace-king"
    assert hi("Ah Ad As Ac Jk").name == "five of a kind, aces"
    assert hi("Jk Kd", Wild(joker="wild")).name == "pair of kings"
    assert showing_high([JOKER], Wild(joker="wild")).name == "high card, ace"


# Low boards.


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Kd", "king low"),
        ("Ad", "ace low"),
        ("7h 4d", "seven-four low"),
        ("4d 7h Ac", "seven-four low"),
        ("Kh Kd 7c", "pair of kings, seven kicker"),
        ("Kh Kd Ac 7c", "pair of kings, ace-seven kickers"),
        ("3h 3d 2c 2s", "two pair, threes and twos"),
        ("7h 7d 7c 2s 2d", "full house, sevens full of twos"),
    ],
)
def test_low_names(text: str, name: str) -> None:
    hand = lo(text)
    assert hand.name == name
    assert hand.ranking == "showing-low"


def test_the_lowest_board_is_best() -> None:
    assert lo("Ac") > lo("2c") > lo("Kc")
    assert lo("Ac 2d") > lo("2c 3d")
    assert lo("7h 4d 2c") > lo("7s 5d Ac")
    assert lo("6h 5d 4c") > lo("7s 2d Ac")
    assert lo("Kd Qc") > lo("2c 2d")
    assert lo("3c 3d Kh") > lo("4c 4d 2h")
    assert lo("3c 3d 2h") > lo("3h 3s 4c")
    assert lo("9c 9d 2h 2s") < lo("Kc Kd Qh")
    assert lo("7s 6d 6c 6s 2d") > lo("7c 7d 7h 2s") > lo("2c 2d 2h 3s 3d")


def test_low_boards_ignore_straights_and_flushes() -> None:
    assert lo("5h 4h 3h 2h").key == lo("5c 4d 3h 2s").key
    assert lo("5h 4h 3h 2h Ah").name == "five-four low"


def test_wild_up_cards_at_their_best_low_value() -> None:
    assert lo("Kh 2c 7s", DEUCES).name == "king-seven low"
    assert lo("Kh 2c 7s", DEUCES).plays_as[2].rank == 14
    assert lo("2c Ad", DEUCES).name == "two-ace low"
    assert lo("Jk 3d").name == "three-ace low"
    assert lo("Ah Ad As Ac Jk").name == "four of a kind, aces, two kicker"


def test_too_few_cards_are_refused() -> None:
    with pytest.raises(RankingError, match="at least one up card"):
        showing_high(())
    with pytest.raises(RankingError, match="at least one up card"):
        showing_low((), Wild(), RankingRules())


# Ties by suit.


def test_position_leaves_ties_to_the_seats() -> None:
    a, b = hi("Ks 7c"), hi("Kh 7d")
    assert tie_break_key(a, "position", BRIDGE) == tie_break_key(b, "position", BRIDGE) == (a.key,)


def test_high_card_by_suit_and_low_card_by_suit_on_high_boards() -> None:
    spade, heart = hi("Ks 7c"), hi("Kh 7d")
    assert tie_break_key(spade, "high-card-by-suit", BRIDGE) > tie_break_key(
        heart, "high-card-by-suit", BRIDGE
    )
    assert tie_break_key(spade, "low-card-by-suit", BRIDGE) < tie_break_key(
        heart, "low-card-by-suit", BRIDGE
    )
    reversed_order = SUIT_ORDERS["reversed"]
    assert tie_break_key(spade, "high-card-by-suit", reversed_order) < tie_break_key(
        heart, "high-card-by-suit", reversed_order
    )


def test_the_highest_card_of_a_pair_is_its_higher_suit() -> None:
    a, b = hi("Ks Kc 7d"), hi("Kh Kd 7s")
    assert tie_break_key(a, "high-card-by-suit", BRIDGE) > tie_break_key(
        b, "high-card-by-suit", BRIDGE
    )
    assert tie_break_key(a, "low-card-by-suit", BRIDGE) < tie_break_key(
        b, "low-card-by-suit", BRIDGE
    )


def test_razz_ties_by_the_suit_of_the_highest_card() -> None:
    spade, club = lo("6s 2c"), lo("6c 2d")
    assert spade.key == club.key
    # TDA: the 6♠ acts first; pagat's razz: the 6♣ acts first.
    assert tie_break_key(spade, "high-card-by-suit", BRIDGE) > tie_break_key(
        club, "high-card-by-suit", BRIDGE
    )
    assert tie_break_key(club, "low-card-by-suit", BRIDGE) > tie_break_key(
        spade, "low-card-by-suit", BRIDGE
    )


def test_the_ace_is_the_lowest_card_of_a_low_board() -> None:
    a, b = lo("As 3c"), lo("Ad 3h")
    assert tie_break_key(b, "high-card-by-suit", BRIDGE) > tie_break_key(
        a, "high-card-by-suit", BRIDGE
    )


def test_a_wild_card_ties_by_its_printed_rank_and_suit() -> None:
    a, b = hi("Kc 2s", DEUCES), hi("Kd 2h", DEUCES)
    assert a.key == b.key == hi("Kh Kd").key
    assert tie_break_key(b, "high-card-by-suit", BRIDGE) > tie_break_key(
        a, "high-card-by-suit", BRIDGE
    )
    assert tie_break_key(hi("Qs 2s", DEUCES), "high-card-by-suit", BRIDGE)[1] == 3


def test_the_joker_is_passed_over() -> None:
    bug, ace = hi("Jk 9c"), hi("As 9d")
    assert bug.key == ace.key
    assert tie_break_key(bug, "high-card-by-suit", BRIDGE)[1] == BRIDGE.rank(Suit.CLUBS)
    alone = hi("Jk")
    assert tie_break_key(alone, "high-card-by-suit", BRIDGE) == (alone.key,)
    assert tie_break_key(alone, "low-card-by-suit", BRIDGE) < tie_break_key(
        hi("Ac"), "low-card-by-suit", BRIDGE
    )


def test_an_unknown_tie_break_is_refused() -> None:
    with pytest.raises(OptionError, match="showing-tie-break"):
        tie_break_key(hi("Kc"), "by-seat", BRIDGE)


# Properties.

DECK = standard_deck()
boards = st.lists(st.sampled_from(DECK), min_size=1, max_size=5, unique=True)
suit_maps = st.permutations(list(Suit))


@given(boards, suit_maps)
def test_suits_never_change_a_board(cards: list[Card], suits: list[Suit]) -> None:
    moved = [card(c.rank, suits[list(Suit).index(c.suit)]) for c in cards]
    assert showing_high(cards).key == showing_high(moved).key
    assert showing_low(cards).key == showing_low(moved).key


@given(st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True))
def test_five_up_cards_rank_as_the_hand_would_without_straights_and_flushes(cards) -> None:
    natural = high.evaluate(cards)
    counted = (
        Category.HIGH_CARD,
        Category.ONE_PAIR,
        Category.TWO_PAIR,
        Category.THREE_OF_A_KIND,
        Category.FULL_HOUSE,
        Category.FOUR_OF_A_KIND,
    )
    if natural.category in counted:
        shown = showing_high(cards)
        assert (shown.key, shown.name) == (natural.key, natural.name)
    assert showing_low(cards).key == low.ace_to_five(cards).key


@given(boards, st.sampled_from(DECK))
def test_a_wild_up_card_never_makes_a_board_worse(cards: list[Card], spare: Card) -> None:
    assume(spare not in cards)
    wild = Wild(cards=frozenset([spare]))
    for i in range(len(cards)):
        swapped = [*cards[:i], spare, *cards[i + 1 :]]
        assert showing_high(swapped, wild) >= showing_high(cards)
        assert showing_low(swapped, wild) >= showing_low(cards)


# The direct computation against a brute-force reference.
#
# The reference tries every choice of five up cards (all of them when there are
# five or fewer) and every rank for every wild card, and keys each board from
# the ranks it plays as: the sets of equal rank, biggest first, then higher
# first. It is slow (13 ranks per wild card), so it runs on small boards.

GROUPS = {
    (5,): Category.FIVE_OF_A_KIND,
    (4,): Category.FOUR_OF_A_KIND,
    (3, 2): Category.FULL_HOUSE,
    (3,): Category.THREE_OF_A_KIND,
    (2, 2): Category.TWO_PAIR,
    (2,): Category.ONE_PAIR,
}


def reference_key(ranks: list[int], low_board: bool) -> int:
    """The key of a board playing as ``ranks`` (values: the ace is 1 on a low board)."""
    count = Counter(ranks)
    groups = sorted(count.items(), key=lambda g: (g[1], g[0]), reverse=True)
    sizes = tuple(n for _, n in groups if n > 1)[:2]
    category = GROUPS.get(sizes) or GROUPS.get(sizes[:1], Category.HIGH_CARD)
    values = [v for v, _ in groups]
    return low_key(category, values) if low_board else high_key(category, values)


def reference(cards: list[Card], wild: Wild, rules: RankingRules, low_board: bool) -> int:
    """The best key over every five up cards and every rank of every wild card."""
    best = None
    for five in combinations(cards, min(5, len(cards))):
        wilds = [c for c in five if wild.is_wild(c) or (low_board and c is JOKER)]
        naturals = [c for c in five if c not in wilds]
        fixed = [14 if c is JOKER else int(c.rank) for c in naturals]  # the bug is an ace
        held = Counter(int(c.rank) for c in naturals if c is not JOKER)
        for chosen in product(range(2, 15), repeat=len(wilds)):
            extra = Counter(chosen)
            if rules.wild_duplication == "none" and any(
                held[r] + n > 4 for r, n in extra.items()
            ):
                continue
            ranks = fixed + list(chosen)
            if low_board:
                ranks = [1 if r == 14 else r for r in ranks]
            key = reference_key(ranks, low_board)
            best = key if best is None else max(best, key)
    return best


small_boards = st.lists(st.sampled_from([*DECK, JOKER]), min_size=1, max_size=7, unique=True)
wild_rules = st.builds(
    lambda ranks, joker: Wild(frozenset(ranks), frozenset(), joker),
    st.sets(st.sampled_from(list(Rank)), max_size=3),
    st.sampled_from(["bug", "wild"]),
)
duplication = st.sampled_from(
    [RankingRules(wild_duplication=d) for d in ("anything-goes", "none", "only-for-five-of-a-kind")]
)


@settings(max_examples=400, deadline=None)
@given(small_boards, wild_rules, duplication)
def test_the_direct_computation_agrees_with_brute_force(cards, wild, rules) -> None:
    assume(sum(1 for c in cards if wild.is_wild(c) or c is JOKER) <= 3)
    shown_high = showing_high(cards, wild, rules)
    shown_low = showing_low(cards, wild, rules)
    assert shown_high.key == reference(cards, wild, rules, low_board=False)
    assert shown_low.key == reference(cards, wild, rules, low_board=True)
    for hand in (shown_high, shown_low):
        assert len(hand.cards) == min(5, len(cards))
        assert set(hand.cards) <= set(cards)
        values = [int(p.rank) for p in hand.plays_as]
        if hand is shown_low:
            values = [1 if v == 14 else v for v in values]
        assert reference_key(values, hand is shown_low) == hand.key
