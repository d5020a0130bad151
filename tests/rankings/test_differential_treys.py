"""studrules' high ranking against treys: random hands must be ordered the same way by both."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
import treys

from studrules.cards import standard_deck
from studrules.rankings import high
from studrules.rankings.base import KEY_SHIFT, Category, high_key

TREYS_CLASS = {
    Category.STRAIGHT_FLUSH: "Straight Flush",
    Category.FOUR_OF_A_KIND: "Four of a Kind",
    Category.FULL_HOUSE: "Full House",
    Category.FLUSH: "Flush",
    Category.STRAIGHT: "Straight",
    Category.THREE_OF_A_KIND: "Three of a Kind",
    Category.TWO_PAIR: "Two Pair",
    Category.ONE_PAIR: "Pair",
    Category.HIGH_CARD: "High Card",
}
ROYAL = high_key(Category.STRAIGHT_FLUSH, [14])


@pytest.mark.parametrize(("size", "count", "seed"), [(7, 20000, 7), (6, 5000, 6), (5, 5000, 5)])
def test_same_order_as_treys(size, count, seed):
    rng = random.Random(seed)
    deck = standard_deck()
    evaluator = treys.Evaluator()
    rows = []
    for _ in range(count):
        hand = rng.sample(deck, size)
        ours = high.strength(hand)
        theirs = evaluator.evaluate([treys.Card.new(str(c)) for c in hand], [])  # lower is better
        rows.append((ours, theirs))
        expected = "Royal Flush" if ours == ROYAL else TREYS_CLASS[Category(ours >> KEY_SHIFT)]
        assert expected == evaluator.class_to_string(evaluator.get_rank_class(theirs)), hand
    rows.sort()
    for (key, rank), (next_key, next_rank) in pairwise(rows):
        if key == next_key:
            assert rank == next_rank, (key, rank, next_rank)
        else:
            assert rank > next_rank, (key, next_key, rank, next_rank)
    assert len({key for key, _ in rows}) > count // 10  # the sample is varied, not degenerate
