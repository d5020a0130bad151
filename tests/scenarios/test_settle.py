"""``studrules settle``: a dispute run step by step, its exit codes, the house rules it is given."""

from __future__ import annotations

import pytest
from locations import REPO
from settling import settle

from studrules.cli import main

ROOT = REPO
RANKING_DISPUTE = ROOT / "examples" / "dispute-hand-ranking.feature"
BRING_IN_DISPUTE = ROOT / "examples" / "dispute.feature"


def settled(capsys, *args: str) -> tuple[int, list[str], str]:
    """Run ``studrules settle`` in process: its exit code, the lines it printed, its stderr."""
    code = main(["settle", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def test_the_ranking_dispute_settles_with_every_step_passed():
    code, out, err = settle("examples/dispute-hand-ranking.feature")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "settling examples/dispute-hand-ranking.feature with the reference engine"
    assert (
        "Scenario: A-2-3-4-5 is a straight for high, the lowest one   "
        "(HIGH.STRAIGHTS, examples/dispute-hand-ranking.feature:8)"
    ) in lines
    assert '  ✓ Then it is "straight, five high"   → straight, five high' in lines
    assert "  ✓ Then it does not qualify   → no qualifying low, which does not qualify" in lines
    assert lines[-1] == "16 passed, 0 failed"


def test_a_wrong_expectation_fails_showing_what_the_engine_ruled(tmp_path, capsys):
    wrong = tmp_path / "wrong.feature"
    text = RANKING_DISPUTE.read_text(encoding="utf-8")
    wrong.write_text(text.replace('Then it is "straight, five high"', 'Then it is "flush"'))
    code, lines, err = settled(capsys, wrong)
    assert (code, err) == (1, "")
    at = lines.index('  ✗ Then it is "flush"   expected: "flush", '
                     'the engine ruled: "straight, five high"')
    assert lines[at + 1 : at + 3] == [
        '  - And "A2345" beats "AAKQJ"   skipped', '  - And "23456" beats "A2345"   skipped',
    ]
    assert lines[-1] == "13 passed, 1 failed, 2 skipped"


@pytest.mark.parametrize(
    ("text", "problem"),
    [("Feature: F\n  Scenario: S\n    Given the ranking is high\n    Thne it is \"x\"\n",
      ':4:5: unknown keyword "Thne" in "Thne it is "x"": did you mean "Then"?'),
     ("Feature: F\n  Scenario: S\n    Thne it is \"x\"\n",
      ':2:3: the Scenario "S" has no steps (line 3, "Thne it is "x"", reads as its description'),
     ("Feature: F\n  Scenario: S\n    Then the dealer shrugs\n",
      ':3:5: no Then step of the vocabulary says "the dealer shrugs"'),
     ("Feature: F\n  Scenario: S\n    Then the hands place in this order:\n", ":3:5: "
      '"the hands place in this order:" needs a table under it'),
     ("Feature: F\n  Scenario: S\n    Then the hands place in this order:\n      | a |\n",
      ":3:5: the table's columns are | hand | place |, not | a |")],
)
def test_a_malformed_file_exits_2_naming_the_file_and_line(tmp_path, capsys, text, problem):
    path = tmp_path / "bad.feature"
    path.write_text(text, encoding="utf-8")
    code, lines, err = settled(capsys, path)
    assert code == 2
    assert lines == [] or "  not ruled: the scenario has an error" in lines, \
        "the parser's errors print nothing ruled; a bad step's scenario is printed in error"
    assert err.startswith(f"studrules settle: {path}{problem}")
    assert err.count("\n") == 1


def test_a_malformed_file_exits_2_through_the_command_line(tmp_path):
    path = tmp_path / "bad.feature"
    path.write_text("Feature: F\n  Given the ranking is high\n", encoding="utf-8")
    code, out, err = settle(path)
    assert (code, out) == (2, "")
    assert err == f"studrules settle: {path}:2:3: a step outside a scenario: steps belong to a " \
                  "Scenario or a Background\n"


FIVE_ACES = """\
Feature: Five aces against a royal flush
  Rule: WILD.FIVE-OF-A-KIND Where five of a kind ranks
    Scenario: Five aces beat a royal flush
      Given deuces are wild
      Then "As Ah Ad Ac 2c" beats "Ks Qs Js Ts 9s"
      And "As Ah Ad Ac 2c" beats "As Ks Qs Js Ts"
"""


def test_a_rule_from_the_command_line_reaches_the_requests(tmp_path, capsys):
    path = tmp_path / "aces.feature"
    path.write_text(FIVE_ACES, encoding="utf-8")
    assert settled(capsys, path)[0] == 0
    code, lines, _ = settled(capsys, path, "--rule", "five-of-a-kind=below-natural-royal")
    assert code == 1
    assert lines[1] == (
        "house rules from the command line, over the scenario's: "
        "five-of-a-kind=below-natural-royal"
    )
    assert any(line.startswith('  ✗ And "As Ah Ad Ac 2c" beats "As Ks Qs Js Ts"') for line in lines)


def test_the_command_line_wins_over_the_scenario(tmp_path, capsys):
    path = tmp_path / "aces.feature"
    path.write_text(
        FIVE_ACES.replace(
            "Given deuces are wild",
            "Given deuces are wild\n      And the house rule five-of-a-kind is below-natural-royal",
        ),
        encoding="utf-8",
    )
    assert settled(capsys, path)[0] == 1
    assert settled(capsys, path, "--rule", "five-of-a-kind=above-straight-flush")[0] == 0
    assert settled(capsys, path, "--profile", "casino")[0] == 0, "a profile replaces its rules"


RECORDER = """\
REQUESTS = []

def factory():
    from studrules.protocol.dispatch import handle
    def recording(request):
        REQUESTS.append(request)
        return handle(request)
    return recording
"""


def test_the_profile_and_rules_reach_the_deal_requests(tmp_path, capsys, monkeypatch):
    (tmp_path / "recorder.py").write_text(RECORDER, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    import recorder

    code, lines, err = settled(
        capsys, BRING_IN_DISPUTE, "--engine", "python:recorder:factory", "--profile",
        "tournament", "--rule", "max-raises=4", "--rule", "odd-chip=position",
    )
    assert err == ""
    assert lines[0] == f"settling {BRING_IN_DISPUTE} with the python:recorder:factory engine"
    deals = [request for request in recorder.REQUESTS if "variant" in request]
    assert deals, "no deal request reached the engine"
    assert {str(deal["rules"]) for deal in deals} == {
        str({"profile": "tournament", "options": {"max-raises": "4", "odd-chip": "position"}})
    }, "the scenario's own bring-in-tie-break gives way to the command line's profile"
    assert code in (0, 1)


def test_the_bring_in_dispute_is_settled_or_skipped_never_malformed(capsys):
    code, lines, err = settled(capsys, BRING_IN_DISPUTE)
    assert (code, err) == (0, "")
    assert not any(line.startswith("  ✗") for line in lines)
    assert lines[-1].startswith(("17 passed, 0 failed", "0 passed, 0 failed"))


UNSUPPORTED = """\
def factory():
    def refusing(request):
        error = {"code": "unsupported", "message": "no deals here"}
        return {"id": request["id"], "ok": False, "error": error}
    return refusing
"""


def test_an_unsupported_deal_is_skipped_and_says_why(tmp_path, capsys, monkeypatch):
    (tmp_path / "refusing.py").write_text(UNSUPPORTED, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    code, lines, _ = settled(capsys, BRING_IN_DISPUTE, "--engine", "python:refusing:factory")
    assert code == 0
    assert (
        "  - When third street is dealt   skipped: the engine python:refusing:factory does not "
        "support this: no deals here"
    ) in lines
    assert "  - Then David must post the bring-in of $0.50   skipped" in lines
    assert lines[-1] == "7 passed, 0 failed, 10 skipped"


@pytest.mark.parametrize(
    ("args", "says"),
    [(["--rule", "max-raises"], 'a house rule is written NAME=VALUE, not "max-raises"'),
     (["--profile", "saloon"], "invalid choice: 'saloon'"),
     (["--engine", "/no/such/engine"], "cannot start engine /no/such/engine")],
)
def test_bad_arguments_exit_2_with_one_line(capsys, args, says):
    try:
        code = main(["settle", str(RANKING_DISPUTE), *args])
    except SystemExit as stop:  # argparse's errors
        code = stop.code
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert says in err
    assert err.count("\n") == 1


GARBLED = """\
def factory():
    def garbled(request):
        return {"id": request["id"], "ok": True, "state": {"street": 3}}
    return garbled
"""


def test_an_answer_the_steps_cannot_read_fails_its_step(tmp_path, capsys, monkeypatch):
    (tmp_path / "garbled.py").write_text(GARBLED, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    code, lines, _ = settled(capsys, BRING_IN_DISPUTE, "--engine", "python:garbled:factory")
    assert code == 1
    assert (
        "  ✗ When third street is dealt   expected: an answer of the protocol, the engine ruled: "
        'an answer without the field "phase" that the step reads'
    ) in lines
