"""The rankings cite their rules: each evaluation and each tie names the rules that decided it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studrules.cards import JOKER, parse_cards, standard_deck
from studrules.errors import CardError
from studrules.protocol.dispatch import CARD_READING, handle, read_hand
from studrules.rankings import NO_WILD, RANKINGS, Hand, RankingRules, Wild, evaluate
from studrules.rankings.base import Category
from studrules.rankings.citations import (
    BY_CATEGORY,
    CITATIONS,
    EVERY,
    _cited,
    _facts,
    rules_for,
    rules_for_ties,
)
from studrules.spec import load_rules

SPEC = load_rules()
CHAPTERS = ("notation.md", "high.md", "low.md", "wild-cards.md", "soko.md", "showing.md")


def cited(ranking: str, cards: str, wild: tuple[str, ...] = (), **options: str) -> set[str]:
    """The rules the registry's evaluation of ``cards`` cites."""
    return set(evaluate(ranking, parse_cards(cards), Wild.of(wild), RankingRules(**options)).rules)


# What single evaluations cite

CASES = [
    # ranking, cards, wild, options, cites, does not cite
    ("high", "9c 8d 7h 6s 5c Kd Kh", (), {},
     {"HIGH.BEST-FIVE", "HIGH.CATEGORIES", "HIGH.STRAIGHTS", "HIGH.NAMES"}, {"HIGH.KICKERS"}),
    ("high", "5d 4c 3h 2s Ac", (), {}, {"HIGH.STRAIGHTS"}, {"HIGH.KICKERS"}),
    ("high", "Kh Kc 9d 7s 4h", (), {},
     {"HIGH.BEST-FIVE", "HIGH.CATEGORIES", "HIGH.KICKERS", "HIGH.NAMES"},
     {"HIGH.STRAIGHTS", "WILD.RANKS", "CARDS.JOKER"}),
    ("high", "Ah Qh 9h 5h 3h", (), {}, {"HIGH.KICKERS"}, {"HIGH.STRAIGHTS"}),
    ("high", "Qs Qh Qd Qc 2d", ("2",), {},
     {"WILD.FIVE-OF-A-KIND", "WILD.RANKS", "WILD.BEST-VALUE", "WILD.DUPLICATION"},
     {"WILD.CARDS", "WILD.BUG", "HIGH.KICKERS"}),
    ("high", "Ks 2c 9d 7h 4s", ("2",), {}, {"WILD.RANKS", "WILD.BEST-VALUE", "HIGH.KICKERS"},
     {"WILD.DUPLICATION", "WILD.FIVE-OF-A-KIND"}),
    ("high", "Kc Kd Kh Ks 2d", ("2",), {"wild_duplication": "none"},
     {"WILD.DUPLICATION", "HIGH.KICKERS"}, {"WILD.FIVE-OF-A-KIND"}),
    ("high", "As Ks 9s 6s 2c", ("2",), {}, {"WILD.DUPLICATION"}, set()),
    ("high", "Js 9d 9c 4h 4s", ("Jh", "Js"), {}, {"WILD.CARDS", "WILD.BEST-VALUE"},
     {"WILD.RANKS"}),
    ("high", "Kc Kd 7h 4s Jk", ("Jk",), {}, {"CARDS.JOKER", "WILD.CARDS", "WILD.BEST-VALUE"},
     {"WILD.BUG"}),
    ("high", "Kh Qh Jh Th Jk", (), {}, {"CARDS.JOKER", "WILD.BUG", "HIGH.STRAIGHTS"},
     {"WILD.BEST-VALUE", "WILD.CARDS"}),
    ("high", "Ah Ad Ac As Jk", (), {}, {"WILD.BUG", "WILD.FIVE-OF-A-KIND"},
     {"WILD.DUPLICATION", "WILD.BEST-VALUE"}),
    ("high", "As Ks Qs Js Ts", (), {}, {"HIGH.STRAIGHTS"}, {"WILD.FIVE-OF-A-KIND"}),
    ("high", "As Ks Qs Js Ts", (), {"five_of_a_kind": "below-natural-royal"},
     {"WILD.FIVE-OF-A-KIND", "HIGH.STRAIGHTS"}, {"WILD.BEST-VALUE"}),
    ("high", "Ks Qs Js Ts 9s", (), {"five_of_a_kind": "below-natural-royal"},
     {"HIGH.STRAIGHTS"}, {"WILD.FIVE-OF-A-KIND"}),
    ("high", "Ks Qd 9c 7h 4s", ("2", "Jh"), {}, set(),
     {"WILD.RANKS", "WILD.CARDS", "WILD.BEST-VALUE", "WILD.DUPLICATION"}),
    ("soko", "Js Td 9c 8h 3s", (), {}, {"SOKO.FOUR-STRAIGHT", "SOKO.ORDER"},
     {"HIGH.STRAIGHTS", "HIGH.NAMES", "HIGH.KICKERS", "SOKO.FOUR-FLUSH"}),
    ("soko", "Kh 9h 6h 2h Qc", (), {}, {"SOKO.FOUR-FLUSH", "SOKO.ORDER"},
     {"SOKO.STRAIGHT-FLUSH-FOUR", "SOKO.FOUR-STRAIGHT"}),
    ("soko", "8s 7s 6s 5s Kd", (), {}, {"SOKO.FOUR-FLUSH", "SOKO.STRAIGHT-FLUSH-FOUR"}, set()),
    ("soko", "Kh 9h 6h 2h Ks", (), {"soko_new_hands": "below-pair"},
     {"SOKO.ORDER", "HIGH.KICKERS", "HIGH.NAMES"}, {"SOKO.FOUR-FLUSH"}),
    ("soko", "9c 8d 7h 6s 5c", (), {}, {"HIGH.STRAIGHTS", "SOKO.ORDER"},
     {"SOKO.FOUR-STRAIGHT"}),
    ("ace-to-five", "5h 4h 3h 2h Ah", (), {},
     {"LOW.ACE-TO-FIVE", "LOW.BEST-FIVE", "LOW.NAMES"},
     {"LOW.PAIRS", "HIGH.STRAIGHTS", "LOW.EIGHT-OR-BETTER"}),
    ("ace-to-five", "Ac Ad 7h 6s 5c", (), {}, {"LOW.PAIRS"}, set()),
    ("ace-to-five-8", "Ac 2d 3h 4s 4c 4d Ks", (), {},
     {"LOW.EIGHT-OR-BETTER", "LOW.BEST-FIVE", "LOW.NAMES"}, {"LOW.ACE-TO-FIVE", "LOW.PAIRS"}),
    ("ace-to-five-8", "Ad 2d 3d 4d 5d Kc Kh", (), {},
     {"LOW.EIGHT-OR-BETTER", "LOW.ACE-TO-FIVE"}, set()),
    ("ace-to-six", "5d 4c 3s 2h Ad", (), {}, {"LOW.ACE-TO-SIX", "LOW.BEST-FIVE"},
     {"LOW.PAIRS", "LOW.ACE-TO-FIVE"}),
    ("deuce-to-seven", "7c 5d 4h 3s 2c", (), {}, {"LOW.DEUCE-TO-SEVEN"}, {"LOW.PAIRS"}),
    ("deuce-to-seven", "2c 2d 5h 4s 3c", (), {}, {"LOW.PAIRS"}, set()),
    ("ace-to-five", "7c 4d 3h As Jk", ("Jk",), {},
     {"CARDS.JOKER", "WILD.CARDS", "WILD.BEST-VALUE", "WILD.LOW"}, {"WILD.BUG"}),
    ("ace-to-five-8", "Jk Ac 2d 4h Kd Ks 6c", (), {},
     {"CARDS.JOKER", "WILD.BUG", "WILD.LOW", "WILD.BEST-VALUE"}, {"WILD.CARDS"}),
    ("ace-to-five-8", "Ah 2c 3d 9s 9h 6c 5d", ("2",), {}, {"WILD.RANKS", "WILD.LOW"},
     {"WILD.FIVE-OF-A-KIND"}),
    ("showing-high", "Ks 2d", ("2",), {},
     {"SHOW.COMBINATIONS", "SHOW.HIGH", "SHOW.WILD", "WILD.RANKS", "WILD.BEST-VALUE"},
     {"WILD.DUPLICATION", "SHOW.LOW", "HIGH.KICKERS"}),
    ("showing-high", "Ks Kh Kd Kc 2c", ("2",), {}, {"WILD.FIVE-OF-A-KIND", "WILD.DUPLICATION"},
     set()),
    ("showing-high", "Ks 2d", ("2",), {"wild_duplication": "none"}, {"WILD.DUPLICATION"}, set()),
    ("showing-high", "Jk 9c", (), {}, {"CARDS.JOKER", "WILD.BUG", "SHOW.WILD"},
     {"WILD.BEST-VALUE"}),
    ("showing-low", "7c 4d", (), {}, {"SHOW.COMBINATIONS", "SHOW.LOW"},
     {"SHOW.WILD", "SHOW.HIGH", "LOW.NAMES"}),
    ("showing-low", "Ks 2d", ("2",), {}, {"SHOW.WILD", "WILD.LOW", "WILD.RANKS"}, set()),
]


@pytest.mark.parametrize(("ranking", "cards", "wild", "options", "cites", "not_cites"), CASES)
def test_an_evaluation_cites_the_rules_that_decided_it(
    ranking, cards, wild, options, cites, not_cites
):
    found = cited(ranking, cards, wild, **options)
    assert cites <= found, f"{cards}: missing {sorted(cites - found)}; cites {sorted(found)}"
    assert not found & not_cites, f"{cards}: should not cite {sorted(found & not_cites)}"


def test_every_ranking_cites_its_own_chapter():
    chapter = {
        "high": "high.md", "soko": "soko.md", "ace-to-five": "low.md", "ace-to-five-8": "low.md",
        "ace-to-six": "low.md", "deuce-to-seven": "low.md",
        "showing-high": "showing.md", "showing-low": "showing.md",
    }
    assert set(chapter) == set(RANKINGS) == EVERY
    for ranking, name in chapter.items():
        rules = cited(ranking, "Ah Kd 8c 5s 3h")
        assert rules, ranking
        assert any(SPEC[rule].file == name for rule in rules), (ranking, rules)


def test_citations_come_in_table_order_each_once():
    rules = evaluate("ace-to-five", parse_cards("7c 4d 3h As Jk")).rules
    order = list(dict.fromkeys(rule for rule, _, _ in CITATIONS))
    assert len(set(rules)) == len(rules)
    assert list(rules) == sorted(rules, key=order.index)


def test_the_registry_cites_and_changes_nothing_else():
    cards = parse_cards("(Ah 2c) 3d 9s 9h 6c (5d)")
    for ranking, ranked in RANKINGS.items():
        wild = NO_WILD if ranking == "soko" else Wild.of(["2"])
        direct = ranked(cards, wild)
        through = evaluate(ranking, cards, wild)
        assert direct.rules == ()
        assert through.rules == rules_for(ranking, direct, wild)
        assert (through.key, through.name, through.cards, through.plays_as) == (
            direct.key, direct.name, direct.cards, direct.plays_as
        )


def test_a_hand_built_without_rules_cites_none():
    hand = Hand("high", 0, Category.HIGH_CARD, "high card", parse_cards("Ah Kd 8c 5s 3h"))
    assert hand.rules == ()
    assert Hand("high", 0, None, "x", (), rules=["HIGH.NAMES"]).rules == ("HIGH.NAMES",)


def test_every_rule_of_the_table_is_in_the_spec():
    assert {rule for rule, _, _ in CITATIONS} <= set(SPEC)
    assert all(rankings <= EVERY for _, rankings, _ in CITATIONS)


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(sorted(RANKINGS)),
    st.lists(st.sampled_from([*standard_deck(), JOKER]), min_size=5, max_size=7, unique=True),
    st.sets(st.sampled_from(["2", "A", "Jh", "Jk"])),
)
def test_every_cited_rule_is_in_the_spec(ranking, cards, wild_items):
    wild = Wild.of(sorted(wild_items))
    if ranking == "soko" and (wild.any or JOKER in cards):
        return  # Sökö refuses wild cards and the joker
    rules = evaluate(ranking, cards, wild).rules
    assert rules
    assert set(rules) <= set(SPEC), sorted(set(rules) - set(SPEC))


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(sorted(RANKINGS)),
    st.lists(st.sampled_from([*standard_deck(), JOKER]), min_size=5, max_size=7, unique=True),
    st.sets(st.sampled_from(["2", "A", "Jh", "Jk"])),
    st.sampled_from(["above-straight-flush", "below-natural-royal"]),
)
def test_a_hand_its_category_explains_cites_what_its_facts_one_by_one_would(
    ranking, cards, wild_items, five_of_a_kind
):
    # rules_for reads most hands' rules from BY_CATEGORY; gathering the hand's facts one
    # by one and reading the whole table must cite the very same rules, in the same order.
    wild = Wild.of(sorted(wild_items))
    if ranking == "soko" and (wild.any or JOKER in cards):
        return  # Sökö refuses wild cards and the joker
    options = RankingRules(five_of_a_kind=five_of_a_kind)
    hand = RANKINGS[ranking](cards, wild, options)
    one_by_one = _cited(ranking, frozenset(_facts(hand, wild, options)))
    assert rules_for(ranking, hand, wild, options) == one_by_one


def test_the_rules_by_category_are_those_the_table_gives_a_plain_hand():
    flush = evaluate("high", parse_cards("Ah Qh 9h 5h 3h 2c 2d"))
    assert flush.rules == BY_CATEGORY["high"][Category.FLUSH, True]
    assert flush.rules == ("HIGH.BEST-FIVE", "HIGH.CATEGORIES", "HIGH.KICKERS", "HIGH.NAMES")
    no_low = evaluate("ace-to-five-8", parse_cards("Kh Qd Jc 9s 9h"))
    assert no_low.rules == BY_CATEGORY["ace-to-five-8"][None, False]
    assert "LOW.ACE-TO-FIVE" not in no_low.rules  # it cites the ranking's order only if it makes it
    assert set(BY_CATEGORY) == EVERY


# Ties


def hands(ranking: str, *texts: str, wild: Wild = NO_WILD) -> list[Hand]:
    return [evaluate(ranking, read_hand(text).cards, wild) for text in texts]


def test_a_tie_cites_equal_suits_and_a_wild_tie_the_natural_tie():
    assert rules_for_ties("high", hands("high", "As Ks Qs Js 9s", "Ah Kh Qh Jh 9h")) == (
        "HIGH.SUITS-EQUAL",
    )
    deuces = Wild.of(["2"])
    tied = hands("high", "Ks Kd Kh 9c 4d", "Kc 2h 2s 9d 4h", wild=deuces)
    assert rules_for_ties("high", tied, deuces) == ("HIGH.SUITS-EQUAL", "WILD.NATURAL-TIE")
    assert rules_for_ties("high", hands("high", "As Ks Qs Js 9s", "Ah Kh Qh Jh 8h")) == ()


def test_hands_that_do_not_qualify_do_not_tie():
    assert rules_for_ties("ace-to-five-8", hands("ace-to-five-8", "KQJT9", "KQJT8")) == ()
    assert rules_for_ties("ace-to-five-8", hands("ace-to-five-8", "A2345", "A2345")) == (
        "HIGH.SUITS-EQUAL",
    )


def test_showing_ties_cite_the_tie_rule_and_the_suit_order_when_suits_decide():
    boards = hands("showing-high", "Kd 7c", "Ks 7h")
    assert rules_for_ties("showing-high", boards) == ("SHOW.TIES",)
    assert rules_for_ties("showing-high", boards, tie_break="high-card-by-suit") == (
        "SHOW.TIES", "CARDS.SUIT-ORDER",
    )


# The protocol


def test_the_evaluate_answer_cites_the_reading_then_the_hand():
    answer = handle({"id": 1, "evaluate": {"ranking": "high", "cards": "Qs Qh Qd Qc 2d",
                                           "wild": ["2"]}})
    hand = answer["hand"]
    assert set(hand) == {"name", "cards", "plays_as", "qualifies", "rules"}
    assert hand["name"] == "five of a kind, queens"
    direct = evaluate("high", parse_cards("Qs Qh Qd Qc 2d"), Wild.of(["2"]))
    assert hand["rules"] == [*CARD_READING, *direct.rules]
    assert {"WILD.FIVE-OF-A-KIND", "WILD.RANKS"} <= set(hand["rules"])


def test_the_rank_answer_cites_its_hands_and_its_ties():
    answer = handle({"id": 2, "rank": {
        "ranking": "showing-high", "hands": ["Kd 7c", "Ks 7h"],
        "options": {"showing-tie-break": "high-card-by-suit"},
    }})
    assert answer["places"] == [2, 1]
    assert answer["rules"][: len(CARD_READING)] == list(CARD_READING)
    assert {"SHOW.HIGH", "SHOW.TIES", "CARDS.SUIT-ORDER"} <= set(answer["rules"])
    counterfeit = handle({"id": 3, "rank": {
        "ranking": "ace-to-five-8", "hands": ["(Ac 2d) 3h 4s 4c 4d (Ks)", "A2345"],
    }})
    assert counterfeit["places"] == [None, 1]
    assert "LOW.EIGHT-OR-BETTER" in counterfeit["rules"]
    assert "HIGH.SUITS-EQUAL" not in counterfeit["rules"]


def test_a_card_error_cites_the_parse_rule():
    with pytest.raises(CardError) as refused:
        parse_cards("As Xs Kd")
    assert refused.value.rule == "CARDS.PARSE-ERRORS"


# The guard: every rule of the ranking chapters is cited by something the engine does

SAMPLE = [
    *({"evaluate": {"ranking": ranking, "cards": cards, "wild": list(wild),
                    "options": {name.replace("_", "-"): value for name, value in options.items()}}}
      for ranking, cards, wild, options, _, _ in CASES),
    {"rank": {"ranking": "high", "hands": ["Ks Kd Kh 9c 4d", "Kc 2h 2s 9d 4h"], "wild": ["2"]}},
    {"rank": {"ranking": "showing-low", "hands": ["6d 2s", "6c 2h"],
              "options": {"showing-tie-break": "low-card-by-suit", "suit-order": "reversed"}}},
]
"""Protocol requests that, with one bad card, should cite every rule of the ranking chapters."""


def test_every_rule_of_the_ranking_chapters_is_cited_by_the_sample():
    found: set[str] = set()
    for request in SAMPLE:
        answer = handle({"id": 0, **request})
        assert answer["ok"], answer
        found.update(answer["hand"]["rules"] if "hand" in answer else answer["rules"])
    with pytest.raises(CardError) as refused:
        parse_cards("As Ks As")
    found.add(refused.value.rule)
    chapters = {rule for rule, r in SPEC.items() if r.file in CHAPTERS}
    assert chapters, "the ranking chapters define no rules"
    assert not chapters - found, f"rules no evaluation cites: {sorted(chapters - found)}"
    assert found <= set(SPEC), sorted(found - set(SPEC))
