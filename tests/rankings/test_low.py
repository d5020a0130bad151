"""Unit tests of the low rankings: the three scales, eight-or-better, names, cards, wild cards."""

from __future__ import annotations

import random

import pytest

from studrules.cards import JOKER, parse_cards, parse_ranks, standard_deck
from studrules.errors import RankingError
from studrules.rankings import low
from studrules.rankings.base import NO_WILD, Category, Wild

A5, A58, A6, D27 = low.ace_to_five, low.ace_to_five_8, low.ace_to_six, low.deuce_to_seven
RANKINGS = {"ace-to-five": A5, "ace-to-five-8": A58, "ace-to-six": A6, "deuce-to-seven": D27}


def cards(text: str):
    """Cards written with suits (``As 2d``), or by ranks alone (``A2345``) as cards of no flush."""
    return parse_cards(text) if any(ch in text for ch in "cdhs") else parse_ranks(text)


def rank(ranking, text: str, wild: Wild = NO_WILD):
    """The hand ``text`` under ``ranking``."""
    return ranking(cards(text), wild)


NAMES = [
    (A5, "A2345", "wheel"),
    (A5, "5h 4h 3h 2h Ah", "wheel"),
    (A5, "A2346", "six-four low"),
    (A5, "8s 6d 4c 2h As", "eight-six low"),
    (A5, "KQJT9", "king-queen low"),
    (A5, "AA765", "pair of aces, seven-six-five kickers"),
    (A5, "22543", "pair of twos, five-four-three kickers"),
    (A5, "AA22K", "two pair, aces and twos, king kicker"),
    (A5, "22A54", "pair of twos, ace-five-four kickers"),
    (A5, "AAA2K", "three of a kind, aces, king-two kickers"),
    (A5, "AAAKK", "full house, aces full of kings"),
    (A5, "KKKK2", "four of a kind, kings, two kicker"),
    (A58, "A2345", "wheel"),
    (A58, "87654", "eight-seven low"),
    (A58, "97654", "no qualifying low"),
    (A6, "A2346", "six-four low"),
    (A6, "A2345", "straight, five high"),
    (A6, "AKQJT", "king-queen low"),
    (A6, "7h 5h 4h 3h 2h", "flush, seven-five-four-three-two"),
    (A6, "5d 4d 3d 2d Ad", "straight flush, five high"),
    (A6, "AA643", "pair of aces, six-four-three kickers"),
    (A6, "Ac 2c 3c 4c 6c", "flush, ace-six-four-three-two"),
    (D27, "75432", "seven-five low"),
    (D27, "A5432", "ace-five low"),
    (D27, "65432", "straight, six high"),
    (D27, "As 5s 4s 3s 2s", "flush, ace-five-four-three-two"),
    (D27, "AKQJT", "straight, ace high"),
    (D27, "22543", "pair of twos, five-four-three kickers"),
]


@pytest.mark.parametrize(("ranking", "text", "name"), NAMES)
def test_names(ranking, text, name):
    assert rank(ranking, text).name == name


@pytest.mark.parametrize(
    ("ranking", "better", "worse"),
    [
        (A5, "A2345", "A2346"),
        (A5, "7d 5c 4s 3h 2d", "7c 6d 4h 3s 2c"),
        (A5, "7s 6d 5c 4h 3s", "8s 4d 3c 2h As"),
        (A5, "AA765", "22543"),
        (A5, "AA654", "AA732"),
        (A5, "KQJ98", "AA234"),
        (A5, "22345", "AA22K"),  # one pair beats two pair
        (A5, "QQKKJ", "22234"),  # two pair beats three of a kind
        (A5, "KKK2Q", "22233"),  # three of a kind beats a full house
        (A5, "KKKQQ", "2222A"),  # a full house beats four of a kind
        (A6, "6c 4d 3h 2s Ac", "5d 4c 3s 2h Ad"),
        (A6, "8s 6d 4c 3h 2s", "7h 5h 4h 3h 2h"),
        (A6, "AA643", "22643"),
        (A6, "KKK2Q", "A2345"),  # three of a kind beats a straight
        (A6, "A2345", "7h 5h 4h 3h 2h"),  # a straight beats a flush
        (D27, "8s 6d 4c 3h 2s", "Ah 5c 4d 3s 2d"),
        (D27, "8s 6d 4c 3h 2s", "6h 5c 4d 3s 2d"),
        (D27, "22543", "AA765"),
        (D27, "KQJT8", "AKQJT"),
    ],
)
def test_order(ranking, better, worse):
    assert rank(ranking, better) > rank(ranking, worse)


@pytest.mark.parametrize(
    ("ranking", "best"),
    [(A5, "A2345"), (A58, "A2345"), (A6, "6c 4d 3h 2s Ac"), (D27, "7c 5d 4h 3s 2c")],
)
def test_the_best_hand_beats_the_others(ranking, best):
    others = ["A2346", "A2356", "A2456", "23456", "A2347", "23457", "A3456", "6c 4c 3c 2c Ac",
              "7c 5c 4c 3c 2c", "A2345", "75432", "76432", "KQJT9", "AA234"]
    for other in others:
        if sorted(c.rank for c in cards(other)) == sorted(c.rank for c in cards(best)):
            assert rank(ranking, best) >= rank(ranking, other), other
        else:
            assert rank(ranking, best) > rank(ranking, other), other


def test_suits_do_not_matter_without_flushes():
    assert rank(A5, "5h 4h 3h 2h Ah") == rank(A5, "5c 4d 3h 2s Ah")
    assert rank(A6, "8s 6d 4c 3h 2s") == rank(A6, "8h 6c 4d 3s 2h")


@pytest.mark.parametrize(
    ("ranking", "text", "name", "used"),
    [
        (A5, "Ah 2h 3h 4h Kh 8c 9d", "eight-four low", "8c 4h 3h 2h Ah"),
        (A5, "Ac Ad 2c 2h 3s Ks 3d", "pair of aces, king-three-two kickers", "Ac Ad Ks 3s 2c"),
        (A5, "9c 7d 6h 5s 4c Kd Qs", "nine-seven low", "9c 7d 6h 5s 4c"),
        (A5, "Ac 2d 3h 4s 4c 4d Ks", "king-four low", "Ks 4s 3h 2d Ac"),
        (A58, "Ad 2d 3d 4d 5d Kc Kh", "wheel", "5d 4d 3d 2d Ad"),
        (A58, "9c 8d 7h 6s 5c 4c", "eight-seven low", "8d 7h 6s 5c 4c"),
        (A6, "As 2d 3h 4s 5c 9d", "nine-four low", "9d 4s 3h 2d As"),
        (A6, "Ac 2c 3c 4c 6c 7d", "seven-four low", "7d 4c 3c 2c Ac"),
        (D27, "2s 3s 4s 5s 7s 7h Kd", "seven-five low", "7h 5s 4s 3s 2s"),
        (D27, "2s 3s 4s 5s 7s 8d", "eight-five low", "8d 5s 4s 3s 2s"),  # not the flush
        (D27, "Ah 2d 3c 4s 5h 6d Kc", "king-five low", "Kc 5h 4s 3c 2d"),
        (D27, "2c 2d 2h 2s 3c 3d 3h 3s", "full house, twos full of threes",
         "2c 2d 2h 3c 3d"),
    ],
)
def test_best_five_of_more(ranking, text, name, used):
    result = rank(ranking, text)
    assert result.name == name
    assert result.cards == parse_cards(used)


def test_flush_forced_by_single_suit():
    # Six spades and nothing else: every five distinct ranks is a flush or a straight flush.
    result = rank(D27, "2s 3s 4s 5s 6s 8s")
    assert result.category is Category.FLUSH
    assert result.name == "flush, eight-five-four-three-two"


def test_cards_highest_first_ace_low_last():
    assert rank(A5, "As 4d 2c 3h 6s").cards == parse_cards("6s 4d 3h 2c As")
    assert rank(D27, "As 4d 2c 3h 6s").cards == parse_cards("As 6s 4d 3h 2c")


def test_eight_or_better_qualifies_like_ace_to_five():
    for text in ["A2345", "A2346", "87654", "Ac 2d 3h 4s 8c Kd Ks", "76542"]:
        qualifying = rank(A58, text)
        assert qualifying.qualifies
        assert qualifying.key == rank(A5, text).key
        assert qualifying.name == rank(A5, text).name


@pytest.mark.parametrize(
    "text", ["97654", "Ac 2d 3h 4s 4c 4d Ks", "9c 7d 6h 5s 4c Kd Qs", "AA234", "KQJT9"]
)
def test_eight_or_better_does_not_qualify(text):
    result = rank(A58, text)
    assert not result.qualifies
    assert result.name == "no qualifying low"
    assert result.cards == ()
    assert result.category is None
    assert result.key == low.NO_LOW_KEY
    assert result < rank(A58, "87654")
    assert low.strength_ace_to_five_8(cards(text)) == low.NO_LOW_KEY


def test_keys_are_positive():
    assert min(rank(f, "KKKK2").key for f in (A5, A6, D27)) > low.NO_LOW_KEY


@pytest.mark.parametrize("ranking", list(RANKINGS.values()))
@pytest.mark.parametrize("count", [0, 4])
def test_too_few_cards(ranking, count):
    with pytest.raises(RankingError, match=rf"at least 5 cards; {count} were given"):
        ranking(parse_cards("As 2d 3c 4h 6s")[:count])


def test_error_names_the_ranking():
    with pytest.raises(RankingError, match="deuce-to-seven"):
        D27(parse_cards("As 2d 3c 4h"))
    with pytest.raises(RankingError, match="ace-to-six"):
        A6(parse_cards("As 2d 3c 4h"))


@pytest.mark.parametrize("name", RANKINGS)
def test_ranking_names(name):
    assert RANKINGS[name](cards("A2345")).ranking == name


@pytest.mark.parametrize(
    ("ranking", "text", "wild", "name", "plays_as"),
    [
        (A5, "2c 7h 8d 9s Kc", Wild.of(["2"]), "king-nine low", "Kc 9s 8d 7h Ac"),
        (A5, "Jk 3c 4d 5h 6s", NO_WILD, "six-five low", "6s 5h 4d 3c Ac"),
        (A5, "Jk 7h 8c Kd Ks 4d 3c", NO_WILD, "eight-seven low", "8c 7h 4d 3c Ac"),
        (A58, "Jk 2c 3d 4h 7d Qs Js", NO_WILD, "seven-four low", "7d 4h 3d 2c Ac"),
        (A6, "Jk 3c 4d 5h 6s", NO_WILD, "six-five low", "6s 5h 4d 3c Ac"),
        (A6, "Jk 2s 3s 4s 6s", NO_WILD, "six-four low", "6s 4s 3s 2s Ac"),
        (A6, "2s 3s 4s 5s 9s", Wild.of(["9"]), "seven-five low", "7c 5s 4s 3s 2s"),
        (D27, "Jk 3c 4d 5h 6s", NO_WILD, "eight-six low", "8c 6s 5h 4d 3c"),
        (D27, "2s 3s 4s 5s 7s Kd Jk", NO_WILD, "seven-five low", "7c 5s 4s 3s 2s"),
        (D27, "2c 2d 2h 3c 3d", Wild.of(["2", "3"]), "seven-five low", "7c 5c 4d 3c 2d"),
        (D27, "2s 2h 2d 2c 9s 9d 9h", Wild.of(["2"]), "nine-five low", "9s 5c 4c 3c 2c"),
    ],
)
def test_wild_cards_take_the_best_value(ranking, text, wild, name, plays_as):
    result = rank(ranking, text, wild)
    assert result.name == name
    assert [p.rank for p in result.plays_as] == [c.rank for c in parse_cards(plays_as)]
    played = {(c, p) for c, p in zip(result.cards, result.plays_as) if c is not p}
    assert all(wild.is_wild(c) or c is JOKER for c, _ in played)
    assert len(set(result.plays_as)) == 5
    if ranking in (A6, D27):
        assert len({p.suit for p in result.plays_as}) > 1  # a wild card never makes a flush


def test_wild_values_reproduce_the_key():
    result = rank(D27, "Jk 3c 4d 5h 6s")
    assert D27(result.plays_as).key == result.key


def test_strength_ace_to_five_8():
    for text in ["A2345", "87654", "Ac 2d 3h 4s 8c Kd Ks", "97654", "AA234", "Jk 2c 3d 4h 7d"]:
        assert low.strength_ace_to_five_8(cards(text)) == A58(cards(text)).key
    with pytest.raises(RankingError, match="at least 5 cards; 4 were given"):
        low.strength_ace_to_five_8(parse_cards("As 2d 3c 4h"))
    with pytest.raises(RankingError, match="is not a card"):
        low.strength_ace_to_five_8([*parse_cards("As 2d 3c 4h"), "5s"])


@pytest.mark.parametrize("ranking", ["ace-to-five", "ace-to-five-8"])
def test_the_quick_suitless_low_agrees_with_the_search(ranking):
    """Five different ranks or more take the quick path: it must rule as the full search does."""
    scale = {"ace-to-five": low._ACE_TO_FIVE, "ace-to-five-8": low._ACE_TO_FIVE_8}[ranking]
    rng = random.Random(7)
    deck = list(standard_deck())
    for _ in range(3000):
        hand = tuple(rng.sample(deck, rng.randint(5, 8)))
        quick, searched = low._suitless(hand, scale), low._searched(hand, NO_WILD, scale)
        assert (quick.key, quick.name, quick.qualifies) == (
            searched.key, searched.name, searched.qualifies
        ), hand
        assert sorted(c.rank for c in quick.cards) == sorted(c.rank for c in searched.cards)


@pytest.mark.parametrize(
    "ranking", ["ace-to-five", "ace-to-five-8", "ace-to-six", "deuce-to-seven"]
)
def test_the_unpaired_shortcut_agrees_with_the_whole_search(ranking):
    """Keeping to the best five values, when they make no pair, straight or flush, rules as the
    search of every pick does: the same key, the same cards playing as the same cards."""
    scale = {"ace-to-five": low._ACE_TO_FIVE, "ace-to-five-8": low._ACE_TO_FIVE_8,
             "ace-to-six": low._ACE_TO_SIX, "deuce-to-seven": low._DEUCE_TO_SEVEN}[ranking]
    rng = random.Random(11)
    deck = [*standard_deck(), JOKER]
    one_suit = [c for c in standard_deck() if c.suit is standard_deck()[0].suit]
    for i in range(2000):
        pool = [*one_suit, JOKER] if i % 4 == 0 else deck
        hand = tuple(rng.sample(pool, rng.randint(5, min(9, len(pool)))))
        wild = Wild.of(rng.sample("23456789TJQKA", rng.randint(0, 2)))
        search = low._Search(hand, wild, scale)
        everything = max(search.picks(), key=search.key)
        shortcut = max(search.picks(search.unpaired_values()), key=search.key)
        assert search.key(shortcut) == search.key(everything), hand
        assert search.cards_for(shortcut) == search.cards_for(everything), hand
