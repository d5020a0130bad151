"""High hands with wild cards and the bug (spec: wild-cards.md)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studrules.cards import JOKER, Card, Rank, parse_cards, standard_deck
from studrules.errors import RankingError
from studrules.rankings import high
from studrules.rankings.base import Category, RankingRules, Wild, high_key
from studrules.rankings.wild import NATURAL_ROYAL_KEY, evaluate_high

DEUCES = Wild.of(["2"])
ONE_EYED_JACKS = Wild.of(["Jh", "Js"])
SUICIDE_KING = Wild.of(["Kh"])
JOKER_WILD = Wild(joker="wild")
BUG = Wild()
DEFAULT = RankingRules()
NONE = RankingRules(wild_duplication="none")
ONLY_FIVE = RankingRules(wild_duplication="only-for-five-of-a-kind")
ROYAL_TOP = RankingRules(five_of_a_kind="below-natural-royal")


def ev(text: str, wild: Wild = BUG, rules: RankingRules = DEFAULT):
    return evaluate_high(parse_cards(text), wild, rules)


def plays(text: str, wild: Wild = BUG, rules: RankingRules = DEFAULT) -> str:
    return " ".join(str(c) for c in ev(text, wild, rules).plays_as)


# Deuces wild, one to four of them.


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Kh Kd 2c 7s 4h", "three of a kind, kings, seven-four kickers"),
        ("Kh 9d 2c 7s 4h", "pair of kings, nine-seven-four kickers"),
        ("Kh Kd 2c 2s 4h", "four of a kind, kings, four kicker"),
        ("Kh Kd 2c 2s 2h", "five of a kind, kings"),
        ("2c 2d 2h 2s 9h", "five of a kind, nines"),
        ("2c 2d 2h 9h 4c", "four of a kind, nines, four kicker"),
        ("Th 9h 2c 7h 6c", "straight, ten high"),
        ("Th 9h 2c 7h 4c", "pair of tens, nine-seven-four kickers"),
        ("Th 9h 2c 7h 6h", "straight flush, ten high"),
        ("Ah 9h 2c 7h 4h", "flush, ace-ace-nine-seven-four"),
        ("Kh Kd 7s 7c 2h", "full house, kings full of sevens"),
        ("As Kd 2c 2h 2s Qc 3d", "four of a kind, aces, king kicker"),
        ("As Kd 2c 2h 2s Qc 2d", "five of a kind, aces"),
        ("5c 6d 2c 2h 9s Qc 3d", "straight, nine high"),
    ],
)
def test_deuces_wild(text: str, name: str) -> None:
    assert ev(text, DEUCES).name == name


def test_wild_cards_take_the_value_that_makes_the_best_hand() -> None:
    assert plays("Th 9h 2c 7h 6h", DEUCES) == "Th 9h 8h 7h 6h"
    assert plays("Kh Kd 2c 2s 2h", DEUCES) == "Kh Kd Ks Kc Ks"
    hand = ev("As Kd 2c 2h 2s Qc 2d", DEUCES)
    assert hand.cards[0] is parse_cards("As")[0]
    assert {str(c) for c in hand.cards} == {"As", "2s", "2h", "2c", "2d"}
    assert all(p.rank is Rank.ACE for p in hand.plays_as)


def test_one_eyed_jacks() -> None:
    assert ev("Jh Js Ah Ad 7c", ONE_EYED_JACKS).name == "four of a kind, aces, seven kicker"
    assert ev("Jc Jh Ks Kd 3c", ONE_EYED_JACKS).name == "three of a kind, kings, jack-three kickers"
    assert ev("Jc Jd Ks Kd 3c", ONE_EYED_JACKS).name == "two pair, kings and jacks, three kicker"
    assert ev("Ah Kd Jh Js 2h 9s 4c", ONE_EYED_JACKS).name == "straight, five high"


def test_suicide_king() -> None:
    hand = ev("Kh Qs Js Ts 9s", SUICIDE_KING)
    assert hand.name == "straight flush, king high"
    assert plays("Kh Qs Js Ts 9s", SUICIDE_KING) == "Ks Qs Js Ts 9s"
    assert ev("Kd Kh 8c 5s 3d", SUICIDE_KING).name == "pair of kings, eight-five-three kickers"
    assert ev("Kd Kh Ks 5s 3d", SUICIDE_KING).name == "three of a kind, kings, five-three kickers"


# The joker: wild, or the bug.


def test_joker_wild_pairs_anything_the_bug_only_aces() -> None:
    assert ev("Kd Kc Jk 7s 3h", JOKER_WILD).name == "three of a kind, kings, seven-three kickers"
    bug = ev("Kd Kc Jk 7s 3h", BUG)
    assert bug.name == "pair of kings, ace-seven-three kickers"
    assert bug.plays_as[2].rank is Rank.ACE
    assert ev("Ah Jk 9c 6d 3s").name == "pair of aces, nine-six-three kickers"
    assert ev("Kd Kc Kh Jk 4s").name == "three of a kind, kings, ace-four kickers"
    assert ev("Ad Ac Kh Jk Ks").name == "full house, aces full of kings"


def test_the_bug_completes_a_straight() -> None:
    assert ev("9h 8c 7d 5s Jk").name == "straight, nine high"
    assert plays("9h 8c 7d 5s Jk").split()[3][0] == "6"
    assert ev("Kh Qc Jd Ts Jk").name == "straight, ace high"
    assert ev("2h 3c 4d 5s Jk").name == "straight, six high"
    assert ev("As 2h 3c 5s Jk").name == "straight, five high"


def test_the_bug_in_a_flush_is_the_highest_card_of_the_suit_missing() -> None:
    assert plays("Qs 9s 5s 3s Jk") == "As Qs 9s 5s 3s"
    assert plays("As Qs 9s 5s Jk") == "As Ks Qs 9s 5s"
    assert plays("As Ks Qs 9s Jk") == "As Ks Qs Js 9s"
    assert ev("As Ks Qs 9s Jk").name == "flush, ace-king-queen-jack-nine"
    assert ev("As Ks Qs 9s 8s Jk 2c").name == "flush, ace-king-queen-jack-nine"


def test_the_bug_completes_a_straight_flush() -> None:
    assert ev("9h 8h 7h 5h Jk").name == "straight flush, nine high"
    assert ev("Ah Kh Qh Th Jk").name == "royal flush"


def test_four_aces_and_the_bug_are_five_aces_the_best_hand() -> None:
    five = ev("As Ad Ah Ac Jk")
    assert five.name == "five of a kind, aces"
    assert five.category is Category.FIVE_OF_A_KIND
    assert five > ev("Ks Qs Js Ts 9s 2d 2c", DEUCES)  # the best straight flush made with wilds
    assert five > ev("As Ks Qs Js Ts")
    assert ev("As Ad Ah Ac Jk", rules=NONE) == five  # the bug is an ace whatever the rule


def test_the_bug_never_makes_a_pair_of_anything_but_aces() -> None:
    assert ev("Qd 9c Jk 7s 3h").name == "high card, ace-queen-nine-seven-three"


# Five of a kind.


def test_five_of_a_kind_ranks_above_every_straight_flush_by_default() -> None:
    five_twos = ev("Ah Ad 3c 3d 3h 3s 2c", Wild.of(["A"]))  # aces wild: five threes
    assert five_twos.name == "five of a kind, threes"
    natural_royal = ev("Ah Kh Qh Jh Th")
    assert five_twos > natural_royal


def test_a_natural_royal_beats_five_of_a_kind_under_below_natural_royal() -> None:
    five_aces = ev("As Ad Ah Ac Jk", rules=ROYAL_TOP)
    natural_royal = ev("Ah Kh Qh Jh Th 2c 2d", DEUCES, ROYAL_TOP)
    wild_royal = ev("Ah Kh Qh Jh 2c", DEUCES, ROYAL_TOP)
    king_high = ev("Kh Qh Jh Th 9h", rules=ROYAL_TOP)
    assert natural_royal.name == wild_royal.name == "royal flush"
    assert natural_royal.key == NATURAL_ROYAL_KEY
    assert natural_royal.category is Category.STRAIGHT_FLUSH
    assert natural_royal > five_aces > wild_royal > king_high
    bug_royal = ev("Ah Kh Qh Jh Jk", rules=ROYAL_TOP)
    assert bug_royal == wild_royal < five_aces


def test_a_natural_royal_beats_five_of_a_kind_the_same_hand_could_make() -> None:
    text = "As Ks Qs Js Ts Ac Ad 2c 2d"
    assert ev(text, DEUCES).name == "five of a kind, aces"
    assert ev(text, DEUCES, ROYAL_TOP).name == "royal flush"


# Duplication.


def test_a_double_ace_flush_only_when_anything_goes() -> None:
    assert ev("As 9s 6s 3s 2c", DEUCES).name == "flush, ace-ace-nine-six-three"
    assert ev("As 9s 6s 3s 2c", DEUCES, NONE).name == "flush, ace-king-nine-six-three"
    assert ev("As 9s 6s 3s 2c", DEUCES, ONLY_FIVE).name == "flush, ace-king-nine-six-three"
    assert ev("9s 6s 3s 2c 2d", DEUCES, NONE).name == "flush, ace-king-nine-six-three"


def test_five_of_a_kind_needs_duplication() -> None:
    text = "Kh Kd Kc 2c 2d"
    assert ev(text, DEUCES).name == "five of a kind, kings"
    assert ev(text, DEUCES, ONLY_FIVE).name == "five of a kind, kings"
    assert ev(text, DEUCES, NONE).name == "four of a kind, kings, ace kicker"
    assert plays(text, DEUCES, NONE) == "Kh Kd Kc Ks As"
    assert ev("2c 2d 2h 2s 9h", DEUCES, NONE).name == "straight flush, king high"


def test_without_duplication_wild_cards_stand_for_cards_not_held() -> None:
    hand = ev("Ah Ad 2c 2h 9s 9d 4c", DEUCES, NONE)
    assert hand.name == "four of a kind, aces, nine kicker"
    assert sorted(str(p) for p in hand.plays_as if p.rank is Rank.ACE) == ["Ac", "Ad", "Ah", "As"]


# Natural and wild hands tie.


@pytest.mark.parametrize(
    ("natural", "with_wild"),
    [
        ("Ah Kh Qh Jh Th", "Ah Kh Qh Jh 2c"),
        ("Kd Kc 9s 7h 4c", "Kd 2c 9s 7h 4c"),
        ("Kd Kc Ks 7h 4c", "Kd 2c 2s 7h 4c"),
        ("9d 8c 7s 6h 5c", "9d 8c 2s 6h 5c"),
    ],
)
def test_a_natural_hand_ties_the_same_hand_made_with_wild_cards(natural, with_wild) -> None:
    a, b = ev(natural, DEUCES), ev(with_wild, DEUCES)
    assert a.key == b.key and a.name == b.name


def test_too_few_cards_are_refused() -> None:
    with pytest.raises(RankingError, match="at least 5 cards"):
        ev("As 2c 2d 2h", DEUCES)


def test_a_seven_card_hand_with_three_wild_cards_is_fast() -> None:
    import timeit

    cards = parse_cards("Ah Kd 7c 3d 2h 2s 2c")
    seconds = min(timeit.repeat(lambda: evaluate_high(cards, DEUCES), number=200, repeat=3)) / 200
    assert seconds < 0.001


# Properties.

DECK = standard_deck()
natural_hands = st.lists(st.sampled_from(DECK), min_size=5, max_size=7, unique=True)


@given(natural_hands, st.data())
def test_a_wild_card_never_makes_a_hand_worse(cards: list[Card], data) -> None:
    before = high.evaluate(cards).key
    at = data.draw(st.integers(0, len(cards) - 1))
    spare = [c for c in DECK if c not in cards]
    stand_in = data.draw(st.sampled_from([JOKER, *spare]))
    wild = JOKER_WILD if stand_in is JOKER else Wild(cards=frozenset([stand_in]))
    after = evaluate_high([*cards[:at], stand_in, *cards[at + 1 :]], wild)
    assert after.key >= before


@given(natural_hands)
def test_without_wild_cards_present_it_agrees_with_the_natural_ranking(cards: list[Card]) -> None:
    absent = next(r for r in Rank if all(c.rank is not r for c in cards))
    mine = evaluate_high(cards, Wild(ranks=frozenset([absent])))
    natural = high.evaluate(cards)
    assert (mine.key, mine.name, mine.category) == (natural.key, natural.name, natural.category)
    assert set(mine.cards) <= set(cards) and mine.cards == mine.plays_as


# A slow reference: every joker at each of its 52 values, in every five of the cards.


def naive_key(values: list[Card], natural: bool, rules: RankingRules) -> tuple[int, Category]:
    """The key of five cards that may repeat, by the textbook definitions."""
    counts = Counter(c.rank for c in values)
    groups = sorted(((n, r) for r, n in counts.items()), reverse=True)
    ranks = [int(r) for _, r in groups]
    sizes = [n for n, _ in groups]
    is_flush = len({c.suit for c in values}) == 1
    top = 0
    if len(counts) == 5:
        low = sorted(r.low_value if r is Rank.ACE and Rank.FIVE in counts else r for r in counts)
        if low[4] - low[0] == 4:
            top = low[4]
    if sizes[0] == 5:
        category, ranks = Category.FIVE_OF_A_KIND, ranks
    elif top and is_flush:
        if natural and top == 14 and rules.five_of_a_kind == "below-natural-royal":
            return NATURAL_ROYAL_KEY, Category.STRAIGHT_FLUSH
        category, ranks = Category.STRAIGHT_FLUSH, [top]
    elif sizes[0] == 4:
        category = Category.FOUR_OF_A_KIND
    elif sizes[:2] == [3, 2]:
        category = Category.FULL_HOUSE
    elif is_flush:
        category, ranks = Category.FLUSH, sorted((int(c.rank) for c in values), reverse=True)
    elif top:
        category, ranks = Category.STRAIGHT, [top]
    elif sizes[0] == 3:
        category = Category.THREE_OF_A_KIND
    elif sizes[:2] == [2, 2]:
        category = Category.TWO_PAIR
    elif sizes[0] == 2:
        category = Category.ONE_PAIR
    else:
        category = Category.HIGH_CARD
    return high_key(category, ranks), category


def brute_force(cards: list[Card], wild: Wild, rules: RankingRules) -> int:
    """The best key over every five of ``cards`` and every value of each joker in them."""
    naturals = {c for c in cards if c is not JOKER and not wild.is_wild(c)}
    shapes = (Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH)
    best = -1
    for five in combinations(cards, 5):
        fixed = [c for c in five if c in naturals]
        jokers = [c for c in five if c not in naturals]
        for values in product(DECK, repeat=len(jokers)):
            hand = fixed + list(values)
            key, category = naive_key(hand, not jokers, rules)
            wild_values = [v for j, v in zip(jokers, values) if wild.is_wild(j)]
            duplicated = len(set(wild_values)) < len(wild_values) or naturals & set(wild_values)
            may_duplicate = rules.wild_duplication == "anything-goes" or (
                rules.wild_duplication != "none" and category is Category.FIVE_OF_A_KIND
            )
            if duplicated and not may_duplicate:
                continue
            if JOKER in jokers and not wild.is_wild(JOKER):
                bug = values[jokers.index(JOKER)]
                if hand.count(bug) > 1:  # only a fifth ace, never in a straight or flush
                    allowed = bug.rank is Rank.ACE and category not in shapes
                else:
                    allowed = bug.rank is Rank.ACE or category in shapes
                if not allowed:
                    continue
            best = max(best, key)
    return best


RULE_SETS = [
    RankingRules(five_of_a_kind=f, wild_duplication=d)
    for f in ("above-straight-flush", "below-natural-royal")
    for d in ("anything-goes", "none", "only-for-five-of-a-kind")
]
JOKER_SETUPS = {
    "one wild card": (0, 1, "bug"),
    "the joker wild": (1, 0, "wild"),
    "the bug": (1, 0, "bug"),
    "two wild cards": (0, 2, "bug"),
    "a wild card and the bug": (1, 1, "bug"),
}
"""How many jokers and designated wild cards a hand holds, and how its joker plays."""


@settings(max_examples=80, deadline=None)
@given(
    st.lists(st.sampled_from(DECK), min_size=5, max_size=6, unique=True),
    st.sampled_from(sorted(JOKER_SETUPS)),
    st.sampled_from(RULE_SETS),
)
def test_agrees_with_trying_every_value(cards: list[Card], setup: str, rules) -> None:
    jokers, wild_count, joker = JOKER_SETUPS[setup]
    hand = [JOKER] * jokers + cards[jokers:]
    wild = Wild(cards=frozenset(hand[jokers : jokers + wild_count]), joker=joker)
    assert evaluate_high(hand, wild, rules).key == brute_force(hand, wild, rules)


@given(natural_hands, st.integers(1, 3))
def test_without_duplication_the_five_cards_played_are_different_cards(cards, wilds) -> None:
    wild = Wild(cards=frozenset(cards[:wilds]))
    hand = evaluate_high(cards, wild, NONE)
    naturals = set(cards[wilds:])
    stand_ins = [p for c, p in zip(hand.cards, hand.plays_as) if wild.is_wild(c)]
    assert len(set(hand.plays_as)) == 5
    assert not naturals & set(stand_ins)
