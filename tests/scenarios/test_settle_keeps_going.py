"""``studrules settle`` keeps going past one bad step (issue 32): the scenario that has it is in
error, with the closest steps, the others are ruled, and the exit code still says 2."""

from __future__ import annotations

import json

from studrules.cli import main
from studrules.protocol.engines import make_engine
from studrules.settle import compare, ruling

TWO = """\
Feature: Two scenarios, one misspelt
  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Carol  | (9c 9d) Kd |

  Scenario: Misspelt
    When third street is dealt
    Then Bob must post the bring in of $0.50

  Scenario: Written well
    When third street is dealt
    Then Bob must post the bring-in of $0.50
"""


def settled(capsys, *args: object) -> tuple[int, list[str], str]:
    code = main(["settle", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def test_a_misspelt_step_errs_its_scenario_and_the_others_are_ruled(tmp_path, capsys):
    path = tmp_path / "two.feature"
    path.write_text(TWO, "utf-8")
    code, lines, err = settled(capsys, path)
    assert code == 2
    assert err == (f'studrules settle: {path}:12:5: no Then step of the vocabulary says "Bob must '
                   'post the bring in of $0.50"; the closest steps: Then David must post the '
                   "bring-in of $0.50\n")
    at = lines.index(f"Scenario: Misspelt   ({path}:10)")
    assert lines[at + 1] == (f'  ! Then Bob must post the bring in of $0.50   {path}:12:5: no '
                             'Then step of the vocabulary says "Bob must post the bring in of '
                             '$0.50"; the closest steps: Then David must post the bring-in of '
                             "$0.50")
    assert lines[at + 2] == "  not ruled: the scenario has an error"
    assert any(line.startswith("  ✓ Then Bob must post the bring-in of $0.50   → Bob brings in "
                               "for $0.50") for line in lines)
    assert lines[-1] == "5 passed, 0 failed, 1 scenario in error"


def test_every_bad_step_of_a_scenario_is_named(tmp_path, capsys):
    path = tmp_path / "two.feature"
    path.write_text(TWO.replace("    When third street is dealt\n    Then Bob must post the "
                                "bring in", "    When third street is delt\n    Then Bob must "
                                "post the bring in"), "utf-8")
    code, lines, err = settled(capsys, path)
    assert code == 2
    assert err.count("\n") == 2
    assert f"{path}:11:5: no When step" in err and f"{path}:12:5: no Then step" in err
    assert sum(line.startswith("  ! ") for line in lines) == 2


def test_a_deal_the_engine_cannot_read_errs_its_scenario_only(tmp_path, capsys):
    path = tmp_path / "two.feature"
    path.write_text(TWO.replace("  Scenario: Misspelt\n    When third street is dealt\n",
                                "  Scenario: Misspelt\n    Given the house rule low-ranking is "
                                "ace-to-six\n    When third street is dealt\n"), "utf-8")
    path.write_text(path.read_text("utf-8").replace("bring in of", "bring-in of"), "utf-8")
    code, lines, err = settled(capsys, path)
    assert code == 2
    assert "the house rule low-ranking does not apply to seven-card stud" in err
    assert any(line.startswith("  ✓ Then Bob must post the bring-in of $0.50   → Bob brings in "
                               "for $0.50") for line in lines)


def test_the_data_gives_each_scenario_its_errors_and_the_exit_code(tmp_path):
    path = tmp_path / "two.feature"
    path.write_text(TWO, "utf-8")
    with make_engine("reference") as engine:
        found = ruling(path, engine, keep_going=True)
        both = compare(path, engine, keep_going=True)
    assert found["exit"] == 2 and both["exit"] == 2
    errors = [scenario["errors"] for scenario in found["scenarios"]]
    assert errors[1] == []
    assert [(error["line"], error["column"]) for error in errors[0]] == [(12, 5)]
    assert "the closest steps" in errors[0][0]["problem"]
    assert json.loads(json.dumps(both)) == both
    assert both["scenarios"][0]["errors"] == errors[0]
    assert both["scenarios"][1]["rulings"]


def test_a_file_the_parser_refuses_is_still_one_line_and_nothing_ruled(tmp_path, capsys):
    path = tmp_path / "bad.feature"
    path.write_text("Feature: F\n  Given the ranking is high\n", "utf-8")
    code, lines, err = settled(capsys, path)
    assert (code, lines) == (2, [])
    assert err.count("\n") == 1


def test_compare_keeps_going_too(tmp_path, capsys):
    path = tmp_path / "two.feature"
    path.write_text(TWO, "utf-8")
    code = main(["settle", str(path), "--compare"])
    out, err = capsys.readouterr()
    assert code == 2
    assert "no Then step of the vocabulary" in err
    assert "  not ruled: the scenario has an error" in out.splitlines()
    assert f"Scenario: Written well   ({path}:14)" in out.splitlines()


def test_a_bad_background_step_is_said_once_on_stderr(tmp_path, capsys):
    path = tmp_path / "two.feature"
    path.write_text(TWO.replace("bring in of", "bring-in of").replace(
        "    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in\n",
        "    And the stake are $1/$2\n"), "utf-8")
    code, lines, err = settled(capsys, path)
    assert code == 2
    assert err.count("\n") == 1 and f"{path}:4:5: " in err
    assert lines[-1] == "0 passed, 0 failed, 2 scenarios in error"
