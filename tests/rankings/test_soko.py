"""Sökö: the four-straight and the four-flush (spec: soko.md)."""

from __future__ import annotations

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studrules.cards import Card, parse_cards, standard_deck
from studrules.errors import RankingError
from studrules.rankings import high
from studrules.rankings.base import Category, RankingRules, Wild, high_key, key_ranks
from studrules.rankings.soko import ORDERS, evaluate

ABOVE = RankingRules()
BELOW = RankingRules(soko_new_hands="below-pair")


def ev(text: str, rules: RankingRules = ABOVE):
    return evaluate(parse_cards(text), rules=rules)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Jc Td 9s 8h 3c", "four-straight, jack high, three kicker"),
        ("Kh 9h 6h 2h Qs", "four-flush, king-nine-six-two, queen kicker"),
        ("Ac 2d 3s 4h 9c", "four-straight, four high, nine kicker"),
        ("Jc Qd Ks Ah 3c", "four-straight, ace high, three kicker"),
        ("9h 8h 7h 6h 2c", "four-flush, nine-eight-seven-six, two kicker"),
        ("Kh 9h 6h 2h Ks", "four-flush, king-nine-six-two, king kicker"),
        ("Jc Td 9s 8h 8c", "four-straight, jack high, eight kicker"),
        ("As Ks Qs Js 2c 3c 4d", "four-flush, ace-king-queen-jack, four kicker"),
        ("Qc Kd As 2h 7c", "high card, ace-king-queen-seven-two"),
        ("Jc Td 9s 8h 7c", "straight, jack high"),
        ("Jc Tc 9c 8c 2c", "flush, jack-ten-nine-eight-two"),
        ("Jc Td 9c 8c 2c", "four-flush, jack-nine-eight-two, ten kicker"),
        ("Jc Jd 9s 8h 7c", "pair of jacks, nine-eight-seven kickers"),
        ("Jc Jd Ts 9h 8c", "four-straight, jack high, jack kicker"),
        ("Jc Jd 9s 9h 8c", "two pair, jacks and nines, eight kicker"),
    ],
)
def test_names(text: str, name: str) -> None:
    hand = ev(text)
    assert hand.name == name
    assert hand.ranking == "soko"
    assert len(hand.cards) == 5 and set(hand.cards) <= set(parse_cards(text))


def test_the_new_hands_rank_between_one_pair_and_two_pair_by_default() -> None:
    pair = ev("Ah As 9c 6d 2h")
    four_straight = ev("5c 6d 7s 8h 2c")
    four_flush = ev("7h 5h 3h 2h Kc")
    two_pair = ev("3c 3d 2h 2s 7c")
    assert pair < four_straight < four_flush < two_pair


def test_below_pair_puts_them_between_high_card_and_one_pair() -> None:
    high_card = ev("Ac Kd Qs 9h 7c", BELOW)
    four_straight = ev("Jc Qd Ks Ah 3c", BELOW)
    four_flush = ev("Ah Kh Qh Jh 2c", BELOW)
    pair = ev("2h 2s 3c 7d 9h", BELOW)
    assert high_card < four_straight < four_flush < pair < ev("3c 3d 2h 2s 7c", BELOW)
    assert ev("Kh 9h 6h 2h Ks", BELOW).name == "pair of kings, nine-six-two kickers"
    assert ev("Jc Td 9s 8h 8c", BELOW).name == "pair of eights, jack-ten-nine kickers"


def test_a_four_card_straight_flush_is_a_four_flush() -> None:
    hand = ev("9h 8h 7h 6h 2c")
    assert hand.category is Category.FOUR_FLUSH
    assert hand > ev("Tc 9d 8s 7h 3c")  # a higher four-straight
    assert hand < ev("Th 8h 7h 6h 2c")  # a higher four-flush


def test_four_straights_compare_the_top_card_then_the_odd_card() -> None:
    wheel_four = ev("Ac 2d 3s 4h Kc")
    assert wheel_four < ev("2c 3d 4s 5h 9c") < ev("Jc Qd Ks Ah 2c")
    assert ev("Jc Td 9s 8h 3c") < ev("Jd Tc 9h 8s 4c")
    assert ev("Jc Td 9s 8h 3c") == ev("Jd Tc 9h 8s 3d")


def test_four_flushes_compare_the_four_cards_then_the_odd_card() -> None:
    assert ev("Kh 9h 6h 2h Qs") < ev("Kd 9d 6d 3d 2s")
    assert ev("Kh 9h 6h 2h Qs") > ev("Kd 9d 6d 2d Js")
    assert ev("Kh 9h 6h 2h Qs") == ev("Kd 9d 6d 2d Qc")


def test_the_best_five_of_seven() -> None:
    assert ev("Ah Kd 9h 6h 2h 3h Qc").name == "flush, ace-nine-six-three-two"
    assert ev("Ah Kd 9h 6h 2h 3c Qc").name == "four-flush, ace-nine-six-two, king kicker"
    assert ev("Ah Kd 9h 6h 2h 3c Qc", BELOW).name == "four-flush, ace-nine-six-two, king kicker"
    assert ev("2h 2d 9h 6h 5h 8c 3c", BELOW).name == "pair of twos, nine-eight-six kickers"


def test_no_wild_cards_no_joker_no_short_hands() -> None:
    with pytest.raises(RankingError, match="without wild cards"):
        evaluate(parse_cards("As Ks Qs Js 2c"), Wild.of(["2"]))
    with pytest.raises(RankingError, match="joker"):
        evaluate(parse_cards("As Ks Qs Js Jk"))
    with pytest.raises(RankingError, match="at least 5 cards"):
        evaluate(parse_cards("As Ks Qs Js"))


# A slower reference: every five of the cards, each classified by the definitions.

DECK = standard_deck()


def reference_key(cards: list[Card], rules: RankingRules) -> int:
    place = {c: i for i, c in enumerate(ORDERS[rules.soko_new_hands])}
    best = -1
    for five in combinations(cards, 5):
        natural = high.evaluate(five)
        options = [(natural.category, [r for r in key_ranks(natural.key) if r])]
        for suit in {c.suit for c in five}:
            suited = sorted((c.rank for c in five if c.suit is suit), reverse=True)
            if len(suited) == 4:
                odd = next(c.rank for c in five if c.suit is not suit)
                options.append((Category.FOUR_FLUSH, [*suited, odd]))
        for top in range(14, 3, -1):
            run = [14 if r == 1 else r for r in range(top - 3, top + 1)]
            ranks = [int(c.rank) for c in five]
            if all(r in ranks for r in run):
                for r in run:
                    ranks.remove(r)
                options.append((Category.FOUR_STRAIGHT, [top, ranks[0]]))
                break
        best = max(best, *(high_key(place[c], r) for c, r in options))
    return best


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(DECK), min_size=5, max_size=7, unique=True),
    st.sampled_from([ABOVE, BELOW]),
)
def test_agrees_with_classifying_every_five_cards(cards: list[Card], rules) -> None:
    assert evaluate(cards, rules=rules).key == reference_key(cards, rules)


@given(
    st.lists(st.sampled_from(DECK), min_size=5, max_size=7, unique=True),
    st.lists(st.sampled_from(DECK), min_size=5, max_size=7, unique=True),
)
def test_hands_of_the_standard_categories_keep_their_order(a: list[Card], b: list[Card]) -> None:
    sa, sb = evaluate(a), evaluate(b)
    new = (Category.FOUR_STRAIGHT, Category.FOUR_FLUSH)
    if sa.category not in new and sb.category not in new:
        ha, hb = high.evaluate(a), high.evaluate(b)
        assert (sa.key > sb.key, sa.key == sb.key) == (ha.key > hb.key, ha.key == hb.key)

