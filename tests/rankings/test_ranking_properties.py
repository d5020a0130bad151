"""Properties every high and low ranking must have, checked on random hands (hypothesis)."""

from __future__ import annotations

from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st

from studrules.cards import JOKER, standard_deck
from studrules.rankings import high, low
from studrules.rankings.base import NO_WILD, Category, Wild

RANKINGS = {
    "high": high.evaluate,
    "ace-to-five": low.ace_to_five,
    "ace-to-five-8": low.ace_to_five_8,
    "ace-to-six": low.ace_to_six,
    "deuce-to-seven": low.deuce_to_seven,
}
DECK = standard_deck()
LOW_DECK = tuple(c for c in DECK if c.rank.low_value <= 9)
"""Ace to nine: hands from these often make an eight-or-better low, and often do not."""


def hands(min_size: int = 7, max_size: int = 7, deck=DECK):
    """Hands of distinct cards from ``deck``."""
    return st.lists(st.sampled_from(deck), min_size=min_size, max_size=max_size, unique=True)


@given(hand=hands(5, 9), data=st.data())
def test_key_does_not_depend_on_card_order(hand, data):
    shuffled = data.draw(st.permutations(hand))
    for name, ranking in RANKINGS.items():
        assert ranking(hand).key == ranking(shuffled).key, name
        assert ranking(hand).name == ranking(shuffled).name, name


@settings(deadline=None)
@given(hand=hands(6, 8))
def test_best_of_all_is_the_best_five(hand):
    for name, ranking in RANKINGS.items():
        best = ranking(hand)
        fives = [ranking(five).key for five in combinations(hand, 5)]
        assert all(best.key >= key for key in fives), name
        assert best.key == max(fives), name
        if best.qualifies:
            assert len(best.cards) == 5
            assert ranking(best.cards).key == best.key, name


@given(first=hands(5, 8, LOW_DECK), second=hands(5, 8, LOW_DECK))
def test_eight_or_better_orders_qualifiers_as_ace_to_five(first, second):
    a, b = low.ace_to_five_8(first), low.ace_to_five_8(second)
    for hand, result in ((first, a), (second, b)):
        plain = low.ace_to_five(hand)
        qualifies = plain.category is Category.HIGH_CARD and plain.cards[0].rank.low_value <= 8
        assert result.qualifies == qualifies
        assert result.key == (plain.key if qualifies else low.NO_LOW_KEY)
    if a.qualifies and b.qualifies:
        assert (a.key > b.key) == (low.ace_to_five(first).key > low.ace_to_five(second).key)
        assert (a.key == b.key) == (low.ace_to_five(first).key == low.ace_to_five(second).key)
    elif a.qualifies:
        assert a > b


@given(hand=hands(5, 10))
def test_strength_is_the_evaluated_key(hand):
    assert high.strength(hand) == high.evaluate(hand).key
    assert low.strength_ace_to_five_8(hand) == low.ace_to_five_8(hand).key


@settings(deadline=None, max_examples=60)
@given(hand=hands(5, 7), joker=st.booleans(), data=st.data())
def test_a_wild_card_takes_the_best_value_for_low(hand, joker, data):
    wild_card = data.draw(st.sampled_from(hand))
    rest = [c for c in hand if c is not wild_card]
    if joker:  # in a low the joker is fully wild, wild cards named or not
        hand, wild = [*rest, JOKER], NO_WILD
    else:
        wild = Wild(cards=frozenset({wild_card}))
    for name, ranking in list(RANKINGS.items())[1:]:
        result = ranking(hand, wild)
        natural = [ranking([*rest, c]).key for c in DECK if c not in rest]
        assert result.key == max(natural), name
        if result.qualifies:
            assert ranking(result.plays_as).key == result.key, name
