"""Unit tests of the high ranking: categories, boundaries, names, cards used, errors (high.md)."""

from __future__ import annotations

import subprocess
import sys
from itertools import combinations_with_replacement

import pytest

from studrules.cards import JOKER, parse_cards
from studrules.errors import RankingError
from studrules.rankings import high, tables
from studrules.rankings.base import KEY_SHIFT, Category, Wild


def hand(text: str):
    """The high hand of the cards written ``text``."""
    return high.evaluate(parse_cards(text))


NAMED = [
    ("Ah Kd 9c 7s 4h", Category.HIGH_CARD, "high card, ace-king-nine-seven-four", "Ah Kd 9c 7s 4h"),
    ("Kh 4d Kc 9s Ah", Category.ONE_PAIR, "pair of kings, ace-nine-four kickers", "Kh Kc Ah 9s 4d"),
    ("Kh 9d Kc 9s 5h", Category.TWO_PAIR, "two pair, kings and nines, five kicker",
     "Kh Kc 9d 9s 5h"),
    ("7h 7d 7c As Kh", Category.THREE_OF_A_KIND, "three of a kind, sevens, ace-king kickers",
     "7h 7d 7c As Kh"),
    ("9h 8d 7c 6s 5h", Category.STRAIGHT, "straight, nine high", "9h 8d 7c 6s 5h"),
    ("Ah 2d 3c 4s 5h", Category.STRAIGHT, "straight, five high", "5h 4s 3c 2d Ah"),
    ("Th Jd Qc Ks Ah", Category.STRAIGHT, "straight, ace high", "Ah Ks Qc Jd Th"),
    ("As Ks Qs Js 9s", Category.FLUSH, "flush, ace-king-queen-jack-nine", "As Ks Qs Js 9s"),
    ("7h 7d 7c Ks Kh", Category.FULL_HOUSE, "full house, sevens full of kings", "7h 7d 7c Ks Kh"),
    ("9h 9d 9c 9s Ah", Category.FOUR_OF_A_KIND, "four of a kind, nines, ace kicker",
     "9h 9d 9c 9s Ah"),
    ("9h Kh Qh Jh Th", Category.STRAIGHT_FLUSH, "straight flush, king high", "Kh Qh Jh Th 9h"),
    ("5d 4d 3d 2d Ad", Category.STRAIGHT_FLUSH, "straight flush, five high", "5d 4d 3d 2d Ad"),
    ("As Ks Qs Js Ts", Category.STRAIGHT_FLUSH, "royal flush", "As Ks Qs Js Ts"),
]


@pytest.mark.parametrize(("text", "category", "name", "used"), NAMED)
def test_five_cards_name_category_and_cards(text, category, name, used):
    result = hand(text)
    assert result.category is category
    assert result.name == name
    assert result.cards == parse_cards(used)
    assert result.plays_as == result.cards
    assert result.ranking == "high"
    assert result.qualifies
    assert result.key >> KEY_SHIFT == category


@pytest.mark.parametrize(("text", "category", "name", "used"), NAMED)
def test_strength_is_the_key(text, category, name, used):
    assert high.strength(parse_cards(text)) == hand(text).key
    assert high.strength(list(parse_cards(text))) == hand(text).key


def test_categories_in_order():
    worst_first = [
        "Ah Kd 9c 7s 4h", "2h 2d 3c 4s 5h", "2h 2d 3c 3s 4h", "2h 2d 2c 3s 4h",
        "Ah 2d 3c 4s 5h", "2s 3s 4s 5s 7s", "2h 2d 2c 3s 3h", "2h 2d 2c 2s 3h", "5d 4d 3d 2d Ad",
    ]
    keys = [hand(text).key for text in worst_first]
    assert keys == sorted(keys)
    assert len(set(keys)) == len(keys)


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("6h 5d 4c 3s 2h", "Ah 2d 3c 4s 5h"),  # the wheel is the lowest straight
        ("Ah Kd Qc Js Th", "Kh Qd Jc Ts 9h"),  # broadway is the highest
        ("Kh Qd Jc Ts 9h", "Ah Kd Qc Js 9h"),  # any straight beats an ace-high nothing
        ("Kh Kd Ac 9s 4h", "Kc Ks Qc Js Th"),  # pair: the kicker decides
        ("Kh Kd 9c 9s 6h", "Kc Ks 9h 9d 5h"),  # two pair: the kicker decides
        ("Kh Kd 3c 3s 2h", "Qc Qs Jh Jd Ah"),  # two pair: the top pair decides
        ("3h 3d 3c 2s 2h", "2c 2s 2d As Ah"),  # full house: the three decide
        ("As Qs 9s 5s 3s", "Ks Qs Js Ts 8s"),  # flush: the highest card decides
        ("2s 3s 4s 5s 7s", "Ah Kd Qc Js Th"),  # a flush beats any straight
        ("2h 2d 2c 3s 3h", "As Ks Qs Js 9s"),  # a full house beats a flush
        ("2h 2d 2c 2s 3h", "Ah Ad Ac Ks Kh"),  # four of a kind beats a full house
        ("5d 4d 3d 2d Ad", "Ah Ad Ac As Kh"),  # the lowest straight flush beats four aces
    ],
)
def test_boundaries(better, worse):
    assert hand(better) > hand(worse)


def test_no_wrap_around_straight():
    result = hand("Qh Kd Ac 2s 3h")
    assert result.category is Category.HIGH_CARD
    assert result.name == "high card, ace-king-queen-three-two"


def test_suits_never_break_ties():
    assert hand("As Kd Qh Js 9c") == hand("Ac Kh Qd Jc 9s")
    assert hand("As Kd Qh Js 9c").key == hand("Ac Kh Qd Jc 9s").key
    assert hand("Ah Kh 9h 5h 3h").key == hand("As Ks 9s 5s 3s").key


@pytest.mark.parametrize(
    ("text", "name", "used"),
    [
        ("Kh Kd 4c 9s Ah 2c", "pair of kings, ace-nine-four kickers", "Kh Kd Ah 9s 4c"),
        ("Ah 2d 3c 4s 5h 6d", "straight, six high", "6d 5h 4s 3c 2d"),
        ("As Ks Qs Js Ts 2c 2d", "royal flush", "As Ks Qs Js Ts"),
        ("Ah 2d 3c 4s 5h 9d Kc", "straight, five high", "5h 4s 3c 2d Ah"),
        ("Ac Ad Kc Kd Qc Qd Jh", "two pair, aces and kings, queen kicker", "Ac Ad Kc Kd Qc"),
        ("Kh Kd Kc 3s 3h 3d Qc", "full house, kings full of threes", "Kh Kd Kc 3s 3h"),
        ("2c 3c 4c 5c 7c 8d 8h", "flush, seven-five-four-three-two", "7c 5c 4c 3c 2c"),
        ("7c 7d 7h 7s Ac Kd Qh", "four of a kind, sevens, ace kicker", "7c 7d 7h 7s Ac"),
        ("9c 8c 7c 6c 5c 4c Td", "straight flush, nine high", "9c 8c 7c 6c 5c"),
        ("Ts 9d 8h 7c 6s 5d 4h", "straight, ten high", "Ts 9d 8h 7c 6s"),
        ("7h 7d 7c 2s 2h As Ks", "full house, sevens full of twos", "7h 7d 7c 2s 2h"),
        ("Kh Kd Kc 3s 3h 3d Qc Qh", "full house, kings full of queens", "Kh Kd Kc Qc Qh"),
        ("2h 5h 7h 9h Jh 2c 2d 5c", "full house, twos full of fives", "2h 2c 2d 5h 5c"),
        ("9d 9h 9c 9s 5d 6d 7d 8d 4d", "straight flush, nine high", "9d 8d 7d 6d 5d"),
        ("Ah Kd Qc 2s 3h 4d 6c 8s", "high card, ace-king-queen-eight-six", "Ah Kd Qc 8s 6c"),
    ],
)
def test_best_five_of_six_seven_eight_nine(text, name, used):
    result = hand(text)
    assert result.name == name
    assert result.cards == parse_cards(used)
    assert result.key == high.strength(parse_cards(text))


def test_eight_cards_full_house_beats_flush():
    result = hand("2h 5h 7h 9h Jh 2c 2d 5c")
    assert result.category is Category.FULL_HOUSE
    assert result > hand("2h 5h 7h 9h Jh")


def test_all_fifty_two_cards():
    result = high.evaluate(parse_cards(" ".join(
        r + s for r in "23456789TJQKA" for s in "cdhs"
    )))
    assert result.name == "royal flush"


@pytest.mark.parametrize("count", [0, 1, 4])
def test_too_few_cards(count):
    cards = parse_cards("Ah Kd 9c 7s 4h")[:count]
    with pytest.raises(RankingError, match=rf"at least 5 cards; {count} w"):
        high.evaluate(cards)
    with pytest.raises(RankingError, match=rf"at least 5 cards; {count} w"):
        high.strength(cards)


def test_not_a_card():
    with pytest.raises(RankingError, match=r"item 3 \('9c'\) is not a card"):
        high.evaluate([*parse_cards("Ah Kd"), "9c", *parse_cards("7s 4h")])
    with pytest.raises(RankingError, match="is not a card"):
        high.strength([*parse_cards("Ah Kd"), "9c", *parse_cards("7s 4h")])


def test_strength_refuses_the_joker():
    with pytest.raises(RankingError, match="joker"):
        high.strength((*parse_cards("Ah Kd 9c 7s"), JOKER))


@pytest.mark.parametrize(
    ("cards", "wild"),
    [
        ("Ah Kd 9c 7s Jk", Wild()),
        ("Ah Kd 9c 7s 2h", Wild.of(["2"])),
        ("Ah Kd 9c 7s 4h", Wild.of(["Jk"])),
    ],
)
def test_wild_cards_go_to_the_wild_module(monkeypatch, cards, wild):
    from studrules.rankings import wild as wild_module

    seen = []
    monkeypatch.setattr(
        wild_module, "evaluate_high", lambda c, w, r: seen.append((c, w, r)) or "delegated"
    )
    assert high.evaluate(parse_cards(cards), wild) == "delegated"
    assert seen == [(parse_cards(cards), wild, high.DEFAULT_RULES)]


def test_plain_table_matches_direct_computation():
    tables.build()
    expected = 0
    for size in range(5, tables.MAX_TABLE_CARDS + 1):
        for ranks in combinations_with_replacement(range(14, 1, -1), size):
            groups = tables.rank_groups(ranks)
            if any(count > 4 for count, _ in groups):
                continue
            expected += 1
            code = sum(5 ** (r - 2) for r in ranks)
            assert tables.PLAIN[code] == tables.plain_key(groups), ranks
    assert expected == len(tables.PLAIN) == 6175 + 18395 + 49205


def test_flush_table_matches_direct_computation():
    tables.build()
    assert len(tables.FLUSH) == 1 << 13
    for mask, key in enumerate(tables.FLUSH):
        assert key == (tables.flush_key(mask) if mask.bit_count() >= 5 else 0)


def test_tables_are_built_lazily():
    probe = (
        "import studrules.rankings.high as h, studrules.rankings.tables as t; "
        "print(len(t.PLAIN), len(t.FLUSH))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["0", "0"]
