"""Exported cases: the patterns found for each kind of step, and that a case judges an engine
as its scenario does."""

from __future__ import annotations

import json
import sys

import pytest
from locations import ENGINES

from studrules.conformance.derive import DerivationError
from studrules.conformance.export import (
    CasesFileError,
    digest,
    export_cases,
    load_cases,
    write_cases,
)
from studrules.conformance.patterns import match
from studrules.conformance.runner import ExportedCase, FeatureCase, Watched, run_cases
from studrules.conformance.suite import collect, features_dir
from studrules.files import FileProblem
from studrules.protocol.engines import make_engine

ENGINES = ENGINES
MINI = ENGINES / "features"
FEATURES = features_dir()


@pytest.fixture(scope="module")
def exported() -> dict:
    """The mini suite of tests/engines, exported."""
    return export_cases(collect(MINI), "1.0.0")


@pytest.fixture
def broken_engines(monkeypatch):
    """tests/engines on the path, for python:NAME:engine specs."""
    monkeypatch.syspath_prepend(str(ENGINES))
    yield
    for name in ("broken", "liar", "respelling"):
        sys.modules.pop(name, None)


def case(document: dict, prefix: str) -> dict:
    (found,) = [c for c in document["cases"] if c["id"].startswith(prefix)]
    return found


def expects(document: dict, prefix: str) -> list:
    return [exchange["expect"] for exchange in case(document, prefix)["exchanges"]]


def test_the_document_carries_the_suite_and_every_case(exported):
    assert exported["format"] == 1 and exported["suite"] == "1.0.0" and exported["protocol"] == 4
    ids = [c["id"] for c in exported["cases"]]
    assert len(ids) == len(set(ids)) == 10
    assert "rankings::straights-are-named-by-their-top-card::A2345 | straight, five high" in ids
    outline = case(exported, "rankings::straights-are-named-by-their-top-card::AKQJT")
    assert outline["rule"] == "HIGH.STRAIGHTS" and outline["variant"] == "hands alone"
    assert outline["steps"][-1] == 'Then it is "straight, ace high"'
    assert outline["exchanges"][0]["request"] == {
        "evaluate": {"ranking": "high", "cards": "AKQJT"}
    }
    assert outline["exchanges"][0]["read_by"] == [
        'When the hand "AKQJT" is ranked', 'Then it is "straight, ace high"'
    ]


def test_a_name_is_checked_whole_and_cards_as_a_set(exported):
    assert expects(exported, "rankings::a-straight-flush-out-of-seven") == [
        {"ok": True, "hand": {"name": "straight flush, king high",
                              "cards": {"$cards": "Kh Qh Jh Th 9h"}}}
    ]
    assert expects(exported, "rankings::a-nine-low") == [
        {"ok": True, "hand": {"qualifies": False}}
    ]


def test_places_are_checked_in_order(exported):
    assert expects(exported, "rankings::the-wheel-loses") == [{"ok": True, "places": [1, 2]}]


def test_a_refusal_keeps_its_code_and_the_part_of_the_message_the_step_reads(exported):
    assert expects(exported, "rankings::an-unknown-card-is-named") == [
        {"ok": False, "error": {"code": "bad-request", "message": {"$contains": "Xs"}}}
    ]


def test_deal_steps_become_amounts_sets_filters_and_inclusions(exported):
    bring_in, offers, refusal = expects(exported, "deals::the-four-of-diamonds")
    assert bring_in["state"]["bring_in"] == "David"
    where, posts = bring_in["state"]["legal"]["$filter"]
    assert where == {"action": "bring-in"}
    assert posts["$unordered"][0]["to"] == {"$amount": "0.50"}
    assert bring_in["reasons"] == {"$includes": [{"rule": "BRING-IN.SUIT-TIE"}]}
    assert offers["state"]["to_act"] == "Alice"
    assert [(o["action"], o.get("to")) for o in offers["state"]["legal"]["$set"]] == [
        ("fold", None), ("call", {"$amount": "0.50"}), ("complete", {"$amount": "1"})
    ]
    assert refusal == {"ok": False, "error": {"code": "illegal-action", "at": 1}}
    pots = expects(exported, "deals::the-antes-and-the-bring-in")
    assert [p["state"]["pot"] for p in pots] == [{"$amount": "1"}, {"$amount": "1.50"}]


@pytest.mark.parametrize("engine", ["liar", "respelling"])
def test_an_exported_case_judges_an_engine_as_its_scenario_does(exported, broken_engines, engine):
    scenarios = [FeatureCase(c) for c in collect(MINI)]
    cases = [ExportedCase(c) for c in exported["cases"]]
    with make_engine(f"python:{engine}:engine") as speaker:
        watched = Watched(speaker, check_schemas=False)
        by_steps = {r.info.id: r.status for r in run_cases(watched, scenarios)}
        by_cases = {r.info.id: r.status for r in run_cases(watched, cases)}
    assert by_steps == by_cases
    if engine == "liar":
        assert sorted(by_cases.values()).count("failed") == 5
    else:
        assert set(by_cases.values()) == {"passed"}


def test_a_scenario_the_reference_does_not_pass_is_not_exported(tmp_path):
    (tmp_path / "wrong.feature").write_text(
        "Feature: wrong\n\n"
        "  Scenario: A wrong name\n"
        "    Given the ranking is high\n"
        '    When the hand "AKQJT" is ranked\n'
        '    Then it is "royal flush"\n'
        "\n  Scenario: A right name\n"
        "    Given the ranking is high\n"
        '    When the hand "AKQJT" is ranked\n'
        '    Then it is "straight, ace high"\n'
    )
    with pytest.raises(DerivationError) as raised:
        export_cases(collect(tmp_path), "1.0.0")
    message = str(raised.value)
    assert message.startswith("1 scenarios cannot be exported")
    assert "wrong::a-wrong-name: the reference engine does not pass line 6" in message
    assert 'the engine ruled: "straight, ace high"' in message
    assert "a-right-name" not in message


def test_a_digest_follows_what_is_asked_and_expected_not_the_wording(exported):
    first = case(exported, "deals::the-antes-and-the-bring-in")
    renamed = {**first, "name": "other words", "line": 99, "read_by": []}
    assert digest(renamed) == digest(first)
    changed = json.loads(json.dumps(first))
    changed["exchanges"][0]["expect"]["state"]["pot"] = {"$amount": "1.25"}
    assert digest(changed) != digest(first)


def test_a_cases_file_that_cannot_be_written_is_refused_naming_it(exported, tmp_path):
    with pytest.raises(FileProblem, match=f"cannot write the cases to {tmp_path}/no/x.json"):
        write_cases(exported, tmp_path / "no" / "x.json")


def test_an_exported_file_reads_back(exported, tmp_path):
    path = tmp_path / "cases.json"
    write_cases(exported, path)
    assert load_cases(path) == json.loads(json.dumps(exported))


@pytest.mark.parametrize(
    ("content", "says"),
    [
        ("{", "is not JSON"),
        ('{"format": 1, "suite": "1.0.0", "protocol": 1}', "the message needs cases"),
        ('{"format": 2, "suite": "1.0.0", "protocol": 1, "cases": []}', "has format 2"),
        ('{"format": 1, "suite": "1.0.0", "protocol": 1, "cases": [{"id": "a", "feature": "f",'
         ' "line": 1, "name": "n", "variant": "v", "exchanges": [{"request": {}, "expect":'
         ' {"$nearly": 1}}]}]}', "case a, request 1: unknown pattern operator"),
    ],
)
def test_a_bad_cases_file_is_refused_with_what_is_wrong(tmp_path, content, says):
    path = tmp_path / "cases.json"
    path.write_text(content)
    with pytest.raises(CasesFileError) as raised:
        load_cases(path)
    assert says in str(raised.value)
    with pytest.raises(CasesFileError, match="cannot read"):
        load_cases(tmp_path / "missing.json")


def test_a_player_who_wins_nothing_may_be_left_out_of_the_payouts_or_paid_nothing(tmp_path):
    (tmp_path / "folds.feature").write_text(
        "Feature: folds\n\n"
        "  Scenario: Everyone folds to the bring-in\n"
        "    Given the game is seven-card stud\n"
        "    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in\n"
        "    And the players, from the dealer's left, hold:\n"
        "      | player | cards      |\n"
        "      | Bob    | (Qs 2h) 4s |\n"
        "      | Carol  | (9h 9d) Kd |\n"
        "      | David  | (Ac 3h) 4d |\n"
        "    When the action goes: David brings in, Bob folds, Carol folds\n"
        "    Then David wins $1.25\n"
        "    And Bob wins $0\n"
    )
    (entry,) = export_cases(collect(tmp_path), "1.0.0")["cases"]
    pattern = entry["exchanges"][-1]["expect"]
    payouts = pattern["state"]["result"]["payouts"]
    assert payouts["Bob"] == {"$anyof": [{"$absent": True}, {"$amount": "0"}]}
    answer = {"ok": True, "state": {"phase": "complete", "result": {"payouts": {}}}}
    for paid in ({"David": "1.25"}, {"David": "1.25", "Bob": "0", "Carol": "0.00"}):
        answer["state"]["result"]["payouts"] = paid
        assert [m.path for m in match(pattern, answer) if "payouts.Bob" in m.path] == []
    answer["state"]["result"]["payouts"] = {"David": "1", "Bob": "0.25"}
    assert "state.result.payouts.Bob" in [m.path for m in match(pattern, answer)]


def test_a_rule_the_reference_cites_twice_is_required_once():
    (chosen,) = [case for case in collect(FEATURES) if case.info.id.startswith(
        "irregularities/forced-bets::the-dealer-misreads-the-fours")]
    (entry,) = export_cases([chosen], "1.0.0")["cases"]
    (exchange,) = entry["exchanges"]
    assert exchange["expect"]["reasons"] == {"$includes": [
        {"rule": "BRING-IN.SUIT-TIE"}, {"rule": "FORCED.WRONG-BRING-IN"}
    ]}
