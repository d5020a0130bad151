"""``studrules settle --compare`` says what it compares (issue 32): a house rule the scenario
sets and a profile would replace is compared with and without it, the summary says whether
every step holds under every authority, and the exit code agrees with it."""

from __future__ import annotations

import json

from locations import REPO

from studrules.cli import main
from studrules.house_rules import PROFILES
from studrules.protocol.engines import make_engine
from studrules.settle import compare

BRING_IN_DISPUTE = REPO / "examples" / "dispute.feature"


def compared(capsys, *args: object) -> tuple[int, list[str], str]:
    """Run ``studrules settle --compare`` in process: its exit code, stdout lines, stderr."""
    code = main(["settle", *map(str, args), "--compare"])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def test_a_house_rule_the_scenario_sets_is_compared_with_and_without_it(capsys):
    code, lines, err = compared(capsys, BRING_IN_DISPUTE)
    assert (code, err) == (1, "")
    at = lines.index("Scenario: A house that breaks the tie by position   "
                     f"(BRING-IN.SUIT-TIE, {BRING_IN_DISPUTE}:30)")
    said = lines[at + 1]
    assert "the scenario sets bring-in-tie-break=position" in said
    assert "every profile replaces it" in said
    body = "\n".join(lines[at:])
    assert "every authority rules alike" not in body.split("\n\n")[0]
    assert f"{', '.join(PROFILES)}: ✗ David brings in for $0.50" in body
    with_it = ", ".join(f"{name} with the scenario's rule" for name in PROFILES)
    assert f"{with_it}: ✓ Bob brings in for $0.50" in body
    assert f"the difference: bring-in-tie-break: suit for {', '.join(PROFILES)}; position " \
           "for casino with the scenario's" in body


def test_the_comparison_data_names_the_rule_each_profile_replaces():
    with make_engine("reference") as engine:
        found = compare(BRING_IN_DISPUTE, engine)
    first, second = found["scenarios"]
    assert first["replaced"] == {}
    assert second["replaced"] == {"bring-in-tie-break": "position"}
    assert [judge["name"] for judge in second["authorities"]] == [
        *PROFILES,
        *(f"{name} with the scenario's rule" for name in PROFILES),
    ]
    assert [judge["name"] for judge in first["authorities"]] == list(PROFILES)


def test_the_summary_says_whether_every_step_holds_under_every_authority(capsys):
    code, lines, _ = compared(capsys, BRING_IN_DISPUTE)
    assert code == 1
    assert lines[-1] == f"2 steps ruled differently; a step fails under {', '.join(PROFILES)}"


ALIKE_BUT_FAILING = """\
Feature: The scenario is wrong under every authority
  Scenario: Nobody brings in with the king
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Carol  | (9c 9d) Kd |
    When third street is dealt
    Then Carol must post the bring-in of $0.50
"""


def test_authorities_that_rule_alike_but_fail_a_step_are_not_all_well(tmp_path, capsys):
    path = tmp_path / "alike.feature"
    path.write_text(ALIKE_BUT_FAILING, "utf-8")
    code, lines, _ = compared(capsys, path)
    assert code == 1
    assert "  every authority rules alike, and a step fails under every one: Then Carol must " \
           "post the bring-in of $0.50 (line 10): Bob brings in for $0.50" in lines
    assert lines[-1] == f"0 steps ruled differently; a step fails under {', '.join(PROFILES)}"


def test_a_dispute_that_holds_everywhere_says_so_and_exits_0(tmp_path, capsys):
    path = tmp_path / "holds.feature"
    path.write_text(ALIKE_BUT_FAILING.replace("Then Carol must", "Then Bob must"), "utf-8")
    code, lines, _ = compared(capsys, path)
    assert code == 0
    assert "  every authority rules alike, and every step holds" in lines
    assert lines[-1] == "0 steps ruled differently; every step holds under every authority"


def test_the_json_comparison_says_who_fails_and_the_exit_code():
    with make_engine("reference") as engine:
        found = compare(BRING_IN_DISPUTE, engine)
    assert found["failing"] == list(PROFILES)
    assert found["exit"] == 1
    assert json.loads(json.dumps(found)) == found


def test_the_turn_after_the_bring_in_is_not_explained_by_the_best_board(capsys):
    code = main(["settle", str(BRING_IN_DISPUTE)])
    lines = capsys.readouterr().out.splitlines()
    assert code == 0
    assert "  ✓ Then it is Alice's turn   → it is Alice's turn on third street (the bring-in " \
           "fell to David)" in lines
    assert not any("David has the best board" in line for line in lines)


def test_a_bad_house_rule_the_scenario_sets_errs_its_scenario_in_a_comparison(tmp_path, capsys):
    path = tmp_path / "bad-rule.feature"
    path.write_text(ALIKE_BUT_FAILING.replace(
        "    When third street is dealt\n",
        "    And the house rule bring-in-tie-break is seat\n    When third street is dealt\n"),
        "utf-8")
    code, lines, err = compared(capsys, path)
    assert code == 2
    assert err.startswith(f'studrules settle: {path}:9:5: unknown value "seat" for '
                          "bring-in-tie-break")
    assert err.count("\n") == 1
    assert "  not ruled: the scenario has an error" in lines
    assert lines[-1] == "0 steps ruled differently; every step ruled holds under every " \
                        "authority, 1 scenario in error"
