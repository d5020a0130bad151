"""The patterns of exported cases: what each form matches, what it refuses, and how it says so."""

from __future__ import annotations

import pytest

from studrules.conformance.patterns import (
    PatternError,
    check_pattern,
    describe,
    match,
    matches,
)

AMOUNT = {"$amount": "2.50"}


@pytest.mark.parametrize(
    ("pattern", "good", "bad"),
    [
        ("Carol", ["Carol"], ["carol", None, ["Carol"]]),
        (1, [1, 1.0], [True, "1", 2]),
        (True, [True], [1, "true", False]),
        (None, [None], [0, "", "null"]),
        ({"ok": True}, [{"ok": True}, {"ok": True, "more": [1]}], [{"ok": False}, {}, [True]]),
        ([1, None], [[1, None]], [[None, 1], [1], [1, None, 3]]),
        ({"$any": True}, [None, [], {"a": 1}, "x"], []),
        (AMOUNT, ["2.50", "2.5", "2.500", "$2.50"], ["2.51", "two", 2.5, None]),
        ({"$amount": "2999999999999999997"}, ["2999999999999999997", "2999999999999999997.0"],
         ["2999999999999999996", "299999999999999999", "1" * 1001]),
        ({"$cards": "As Ks"}, ["As Ks", "Ks As", "K♠ A♠", "(As) Ks"], ["As Kd", "As", "As Ks Qs"]),
        ({"$contains": "Xs"}, ['unknown card "Xs"', "Xs"], ["XS", "", 5]),
        ({"$unordered": [1, 2]}, [[1, 2], [2, 1]], [[1, 2, 2], [1], [1, 3], "12"]),
        ({"$includes": [1, 1]}, [[1, 1], [3, 1, 2, 1]], [[1], [1, 2], {}]),
        ({"$set": [1, 2]}, [[1, 2], [2, 1, 1, 2]], [[1], [1, 2, 3], []]),
        ({"$anyof": ["high", "low"]}, ["high", "low"], ["both", None]),
        (
            {"$filter": [{"action": "bring-in"}, [{"action": "bring-in", "to": "0.50"}]]},
            [
                [{"action": "fold"}, {"action": "bring-in", "to": "0.50"}],
                [{"action": "bring-in", "to": "0.50"}, {"action": "complete", "to": "1"}],
            ],
            [[{"action": "fold"}], [{"action": "bring-in", "to": "0.50"}] * 2, "x"],
        ),
    ],
)
def test_what_a_pattern_matches(pattern, good, bad):
    for value in good:
        assert match(pattern, value) == [], value
    for value in bad:
        assert not matches(pattern, value), value


def test_absent_asks_that_a_key_is_missing():
    pattern = {"declarations": {"Bob": {"$absent": True}}}
    assert matches(pattern, {"declarations": {"Carol": "high"}})
    assert matches(pattern, {"declarations": {}})
    (found,) = match(pattern, {"declarations": {"Bob": "high"}})
    assert found.path == "declarations.Bob"
    assert found.expected == "no such field"


def test_includes_gives_each_pattern_its_own_item():
    # A greedy pairing would give the first item to the looser pattern and fail.
    patterns = [{"$any": True}, {"rule": "A"}]
    assert matches({"$includes": patterns}, [{"rule": "A"}, {"rule": "B"}])
    assert not matches({"$includes": [{"rule": "A"}, {"rule": "A"}]}, [{"rule": "A"}])


def test_a_mismatch_names_the_path_what_was_expected_and_what_was_found():
    pattern = {"state": {"pot": AMOUNT, "legal": [{"action": "fold"}]}}
    answer = {"state": {"pot": "3", "legal": [{"action": "check"}]}}
    found = match(pattern, answer)
    assert [m.path for m in found] == ["state.pot", "state.legal[0].action"]
    assert str(found[0]) == 'state.pot: expected the amount 2.50, the engine answered "3"'
    assert found[1].expected == '"fold"' and found[1].found == '"check"'
    missing = match({"hand": {"name": "royal flush"}}, {"hand": {}})
    assert missing[0].found == "nothing (the field is missing)"


def test_descriptions_read_as_words():
    assert describe({"$unordered": ["a", AMOUNT]}) == 'in any order, exactly ["a", the amount 2.50]'
    assert describe({"$contains": "Xs"}) == 'a text containing "Xs"'


@pytest.mark.parametrize(
    ("pattern", "says"),
    [
        ({"$near": 1}, "unknown pattern operator"),
        ({"state": {"$amount": 2.5}}, "state: $amount takes a string"),
        ({"state": {"$amount": "two"}}, "state: $amount takes an amount such as"),
        ({"pot": {"$amount": "1" * 1001}}, "pot: $amount takes an amount such as"),
        ({"$includes": "x"}, "$includes takes a list"),
        ({"$filter": [{}]}, "$filter takes a list of two patterns"),
        ({"$any": False}, "$any takes true"),
        ([{"$unordered": [{"$cards": None}]}], "[0][0]: $cards takes a string"),
    ],
)
def test_a_malformed_pattern_is_refused_with_its_place(pattern, says):
    with pytest.raises(PatternError) as raised:
        check_pattern(pattern)
    assert says in str(raised.value)


def test_well_formed_patterns_pass_the_check():
    check_pattern({"ok": True, "state": {"legal": {"$set": [{"action": "fold"}]}},
                   "reasons": {"$includes": [{"rule": "ANTE.ALL"}]}, "x": [1, {"$any": True}]})


def test_absent_may_be_one_of_the_alternatives_of_anyof():
    pattern = {"payouts": {"Bob": {"$anyof": [{"$absent": True}, {"$amount": "0"}]}}}
    for payouts in ({}, {"Bob": "0"}, {"Bob": "0.00"}, {"Carol": "5"}):
        assert match(pattern, {"payouts": payouts}) == [], payouts
    (found,) = match(pattern, {"payouts": {"Bob": "0.25"}})
    assert found.path == "payouts.Bob"
    assert found.expected == "one of [no such field, the amount 0]"
