"""``studrules settle`` rules on every step: illegal actions, unreadable deals and house rules,
the steps a floor person needs, and the comparison of house rules (issue 14)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from locations import REPO

from studrules.cli import main
from studrules.house_rules import PROFILES
from studrules.protocol.engines import make_engine

ROOT = REPO
EXAMPLES = sorted((ROOT / "examples").glob("*.feature"))

TABLE = """\
Feature: A dispute
  Scenario: At the table
    Given the game is {game}
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
{given}    And the players, from the dealer's left, hold:
      | player | cards      |
      | Frank  | {frank} |
      | Hank   | (9c 9d) Kd |
      | Ivy    | (9h 9s) Kc |
{steps}"""


def dispute(tmp_path: Path, steps: str, game: str = "seven-card stud", given: str = "",
            frank: str = "(Qs 2h) 2s") -> Path:
    """A feature file of one scenario with three players and these steps."""
    path = tmp_path / "dispute.feature"
    path.write_text(TABLE.format(game=game, given=given, frank=frank, steps=steps), "utf-8")
    return path


def settled(capsys, *args: object) -> tuple[int, list[str], str]:
    """Run ``studrules settle`` in process: its exit code, the lines it printed, its stderr."""
    code = main(["settle", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


ILLEGAL_LAST = "    When third street is dealt\n" \
               "    And the action goes: Frank brings in, Hank raises to $1.50\n"


def test_an_illegal_last_action_fails_its_step_with_the_rule_and_what_was_legal(
    tmp_path, capsys
):
    code, lines, err = settled(capsys, dispute(tmp_path, ILLEGAL_LAST))
    assert (code, err) == (1, "")
    failed = [line for line in lines if line.startswith("  ✗")]
    assert failed == [
        "  ✗ And the action goes: Frank brings in, Hank raises to $1.50   refused: Hank cannot "
        "raise: only a completion to $1 can follow the bring-in; Hank may fold, call $0.50 or "
        "complete to $1 [BET.FIXED.COMPLETE: The completion is third street's first bet]"
    ]
    assert lines[-1] == "4 passed, 1 failed"


def test_a_then_after_an_illegal_when_is_skipped_not_blamed(tmp_path, capsys):
    path = dispute(tmp_path, ILLEGAL_LAST + "    Then it is Ivy's turn\n")
    code, lines, _ = settled(capsys, path)
    assert code == 1
    assert lines[-4].startswith("  ✗ And the action goes: Frank brings in, Hank raises")
    assert lines[-3] == "  - Then it is Ivy's turn   skipped"


def test_a_player_not_at_the_table_fails_the_when_step_that_names_him(tmp_path, capsys):
    path = dispute(tmp_path, "    When third street is dealt\n"
                             "    And the action goes: Frank brings in, Fred calls\n"
                             "    Then it is Hank's turn\n")
    code, lines, _ = settled(capsys, path)
    assert code == 1
    assert lines[-4].startswith("  ✗ And the action goes: Frank brings in, Fred calls   refused: "
                                "Fred is not playing")


@pytest.mark.parametrize(
    ("args", "says"),
    [(["--rule", "open-pair=yes"], 'there is no house rule "open-pair"'),
     (["--rule", "bring-in-tie-break=seat"],
      'unknown value "seat" for bring-in-tie-break: choose one of suit, position')],
)
def test_a_bad_house_rule_on_the_command_line_exits_2(tmp_path, capsys, args, says):
    code, lines, err = settled(capsys, dispute(tmp_path, ILLEGAL_LAST), *args)
    assert (code, lines) == (2, [])
    assert says in err
    assert err.count("\n") == 1


@pytest.mark.parametrize(
    ("given", "line", "says"),
    [("    And the house rule open-pair is yes\n", 5,
      'there is no house rule "open-pair": did you mean'),
     ("    And the house rule bring-in-tie-break is seat\n", 5,
      'unknown value "seat" for bring-in-tie-break'),
     ("    And the house rule low-ranking is ace-to-six\n", 5,
      "the house rule low-ranking does not apply to seven-card stud: it applies to ")],
)
def test_a_bad_house_rule_fails_its_own_given_step(tmp_path, capsys, given, line, says):
    path = dispute(tmp_path, "    When third street is dealt\n", given=given)
    code, lines, err = settled(capsys, path)
    assert code == 2
    assert lines[-3:] == ["  not ruled: the scenario has an error", "",
                          "0 passed, 0 failed, 1 scenario in error"]
    assert err.startswith(f"studrules settle: {path}:{line}:5: ")
    assert says in err


def test_an_option_of_another_game_is_refused_naming_the_games_it_applies_to(tmp_path, capsys):
    path = dispute(tmp_path, "    When third street is dealt\n", game="razz")
    code, _, err = settled(capsys, path, "--rule", "low-ranking=ace-to-six")
    assert code == 2
    assert "the house rule low-ranking (from the command line) does not apply to razz" in err
    assert "five-card stud high-low with a buy" in err


@pytest.mark.parametrize(
    ("frank", "line", "column", "says"),
    [("(Qs 2h) 1x", 7, 26, 'unknown card "1x"'),
     ("(Qs 2h) 9c", 8, 19, "9c is dealt twice: to Frank and to Hank"),
     ("(Qs 2h 2s", 7, 18, '"(" at column 1 is never closed')],
)
def test_an_undealable_card_exits_2_at_its_line_and_column(tmp_path, capsys, frank, line,
                                                           column, says):
    path = dispute(tmp_path, "    When third street is dealt\n", frank=frank.ljust(10))
    code, lines, err = settled(capsys, path)
    assert code == 2
    assert lines[3].startswith(f"  ! {path}:{line}:{column}: the engine cannot deal")
    assert err.startswith(f"studrules settle: {path}:{line}:{column}: the engine cannot deal")
    assert says in err


def test_a_misspelt_step_gets_the_closest_steps(tmp_path, capsys):
    path = dispute(tmp_path, "    When third street is dealt\n"
                             "    Then Frank must post the bring in of $0.50\n")
    code, _, err = settled(capsys, path)
    assert code == 2
    assert f"{path}:11:5: no Then step of the vocabulary says" in err
    assert "the closest steps: Then David must post the bring-in of $0.50" in err


def test_a_feature_without_a_scenario_exits_2(tmp_path, capsys):
    path = tmp_path / "empty.feature"
    path.write_text("Feature: Nothing happened\n  Just words.\n", "utf-8")
    code, lines, err = settled(capsys, path)
    assert (code, lines) == (2, [])
    assert err == f"studrules settle: {path}:1:1: the feature has no scenario: write at least " \
                  "one Scenario with its steps\n"


SPLIT = """\
Feature: A split pot
  Scenario: Two nine-high straights share $5.25
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
{chip}    And the players, from the dealer's left, hold:
      | player | cards                    |
      | Alice  | (Ac 2d) 9d 8c 7s 6h (5c) |
      | Bob    | (Ks 3d) 9h 8d 7c 6s (5d) |
      | Carol  | (Qh Jh) 2h               |
    When third street is dealt
    And the action goes: Carol brings in, Alice completes, Bob calls, Carol folds
    And fourth street is dealt
    And the action goes: Alice bets $1, Bob calls
    And fifth street is dealt
    And the action goes: Alice checks, Bob checks
    And sixth street is dealt
    And the action goes: Alice checks, Bob checks
    And seventh street is dealt
    And the action goes: Alice checks, Bob checks
    Then Alice wins {alice}
"""


def test_a_split_that_depends_on_an_inferred_chip_says_so_and_a_step_sets_the_chip(
    tmp_path, capsys
):
    path = tmp_path / "split.feature"
    path.write_text(SPLIT.format(chip="", alice="$2.75"), "utf-8")
    code, lines, _ = settled(capsys, path)
    assert code == 0, lines
    said = next(line for line in lines if "Then Alice wins" in line)
    assert "this split depends on the smallest chip, not given: taken as $0.25" in said
    nickels = "    And the smallest chip is $0.05\n"
    path.write_text(SPLIT.format(chip=nickels, alice="$2.65"), "utf-8")
    code, lines, _ = settled(capsys, path)
    assert code == 0, lines
    said = next(line for line in lines if "Then Alice wins" in line)
    assert "smallest chip" not in said


def test_the_losing_hand_the_cards_dealt_and_their_face_are_steps(tmp_path, capsys):
    path = dispute(tmp_path, "    When third street is dealt\n"
                             "    Then Hank was dealt Kd face up\n"
                             "    And Hank was dealt 9c face down\n"
                             '    And Frank holds "(Qs 2h) 2s"\n'
                             "    When the action goes: Frank brings in, Hank folds, Ivy folds\n"
                             "    Then Frank wins $1.25\n")
    code, lines, _ = settled(capsys, path)
    assert code == 0, lines
    wrong = dispute(tmp_path, "    When third street is dealt\n"
                              "    Then Hank was dealt Kd face down\n")
    code, lines, _ = settled(capsys, wrong)
    assert code == 1
    assert "the engine ruled: Hank holds 9c face down, 9d face down, Kd face up" in lines[-3]


SHOWDOWN = """\
Feature: Who won, who lost
  Scenario: Three queens against two pair
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards                    |
      | Carol  | (Qh Qd) Qs 4c 7d 8h (2c) |
      | David  | (Kh Kd) 9s 9c 3d 5h (6c) |
    When third street is dealt
    And the action goes: David brings in, Carol calls
    And fourth street is dealt
    And the action goes: David checks, Carol checks
    And fifth street is dealt
    And the action goes: David checks, Carol checks
    And sixth street is dealt
    And the action goes: David checks, Carol checks
    And seventh street is dealt
    And the action goes: David checks, Carol checks
    Then David shows "{losing}"
    And Carol wins $1.50 with "three of a kind, queens, eight-seven kickers"
"""


def test_a_losing_hand_is_checked_and_a_ruling_names_a_hand_once(tmp_path, capsys):
    path = tmp_path / "showdown.feature"
    path.write_text(SHOWDOWN.format(losing="two pair, kings and nines, six kicker"), "utf-8")
    code, lines, _ = settled(capsys, path)
    assert code == 0, lines
    assert '  ✓ And Carol wins $1.50 with "three of a kind, queens, eight-seven kickers"   → ' \
           'Carol wins $1.50 with "three of a kind, queens, eight-seven kickers"' in lines
    path.write_text(SHOWDOWN.format(losing="one pair, kings"), "utf-8")
    code, lines, _ = settled(capsys, path)
    assert code == 1
    assert any('the engine ruled: David shows "two pair, kings and nines, six kicker"' in line
               for line in lines)


BOARDS = """\
Feature: Who acts first, whose turn it is
  Scenario: Alice has the best board and checks
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards            |
      | Bob    | (5h 5d) 2c 5c 7h |
      | Carol  | (9d 9s) 6d 8s Ts |
      | Alice  | (Kd Ks) Kh Qc Ad |
    When third street is dealt
    And the action goes: Bob brings in, Carol calls, Alice calls
    And fourth street is dealt
    Then Alice shows the best board
    And it is Alice's turn
    When Alice checks
    Then Alice shows the best board
    And it is {turn}'s turn
"""


def test_the_best_board_and_whose_turn_it_is_are_told_apart(tmp_path, capsys):
    path = tmp_path / "boards.feature"
    path.write_text(BOARDS.format(turn="Bob"), "utf-8")
    code, lines, _ = settled(capsys, path)
    assert code == 0, lines
    path.write_text(BOARDS.format(turn="Carol"), "utf-8")
    code, lines, _ = settled(capsys, path)
    assert code == 1
    assert lines[-3] == (
        "  ✗ And it is Carol's turn   expected: it is Carol's turn, the engine ruled: it is "
        "Bob's turn on fourth street (Alice has the best board)"
    )


def test_each_reason_is_printed_once_per_scenario(capsys):
    code, lines, _ = settled(capsys, ROOT / "examples" / "dispute.feature")
    assert code == 0
    first_scenario = lines[: lines.index("", 3)]
    dealt = "DEAL.STREETS: third street: each player still in gets two face down and one face up"
    assert sum(dealt in line for line in first_scenario) == 1
    assert sum("BRING-IN.SUIT-TIE: " in line for line in first_scenario) == 1


def test_the_scramble_of_a_short_stub_is_asked_for_in_step_words():
    from studrules.scenarios.hands import in_step_words

    message = ("the stub is short: 3 cards (2c 3d 4h) are scrambled; give their order, top "
               "first, as reshuffled")
    said = in_step_words(message)
    assert "reshuffled" not in said
    assert 'Given the scrambled cards, from the top, are "2c 3d 4h"' in said


def test_every_example_settles_with_every_step_holding(capsys):
    for path in EXAMPLES:
        code, lines, err = settled(capsys, path)
        assert (code, err) == (0, ""), (path, lines)


def test_compare_finds_a_difference_for_every_pair_of_profiles_in_the_examples():
    from studrules.settle import compare

    differing: set[frozenset[str]] = set()
    with make_engine("reference") as engine:
        for path in EXAMPLES:
            found = compare(path, engine)
            for scenario in found["scenarios"]:
                for difference in scenario["differences"]:
                    rulings = difference["rulings"]
                    for first in rulings:
                        for second in rulings:
                            said = (rulings[first]["status"], rulings[first]["ruling"])
                            if said != (rulings[second]["status"], rulings[second]["ruling"]):
                                differing.add(frozenset((first, second)))
                    assert difference["options"], difference["step"]
    pairs = {frozenset((a, b)) for a in PROFILES for b in PROFILES if a != b}
    assert pairs <= differing


def test_compare_names_the_option_that_makes_the_difference_and_its_rule(capsys):
    path = ROOT / "examples" / "dispute-authorities.feature"
    code = main(["settle", str(path), "--compare", "--json"])
    found = json.loads(capsys.readouterr().out)
    assert code == 1, "the casino and home profiles rule the tournament rows otherwise"
    assert found["failing"] == list(PROFILES)
    options = {
        option["option"]: option["rule"]
        for scenario in found["scenarios"] for difference in scenario["differences"]
        for option in difference["options"]
    }
    # The WSOP profiles allow four raises where the others allow three: a second difference.
    assert options == {"uncapped-when": "BET.CAP.HEADS-UP", "max-raises": "BET.CAP"}
    code, lines, _ = settled(capsys, path, "--compare")
    assert "    the difference: uncapped-when: heads-up-any-time-before-cap for casino; never " \
           "for tournament, wsop-2024-tournament; heads-up-at-round-start for home, " \
           "wsop-2024-cash [BET.CAP.HEADS-UP]" in lines


def test_compare_tries_each_rule_variation_given(capsys):
    from studrules.settle import compare

    path = ROOT / "examples" / "dispute.feature"
    with make_engine("reference") as engine:
        found = compare(path, engine, None, {"bring-in-tie-break": "position"})
    names = [judge["name"] for judge in found["authorities"]]
    assert names == [*PROFILES, "casino with bring-in-tie-break=position"]
    deciding = {
        option["option"] for scenario in found["scenarios"]
        for difference in scenario["differences"] for option in difference["options"]
    }
    assert deciding == {"bring-in-tie-break"}


def test_the_ruling_as_json_is_plain_data(capsys):
    from studrules.settle import ruling

    with make_engine("reference") as engine:
        found = ruling(ROOT / "examples" / "dispute.feature", engine)
    assert json.loads(json.dumps(found)) == found
    assert found["exit"] == 0
    assert found["counts"]["failed"] == 0
    code = main(["settle", str(ROOT / "examples" / "dispute.feature"), "--json"])
    assert code == 0
    assert json.loads(capsys.readouterr().out)["counts"] == found["counts"]


def test_every_scenario_of_the_rulebook_holds_when_every_action_is_ruled_as_taken():
    from studrules.scenarios import Context, ScenarioFileError, run_scenario
    from studrules.scenarios.runner import plan_file

    out_of_scope, failed = [], []
    with make_engine("reference") as engine:
        for path in sorted((ROOT / "features").rglob("*.feature")):
            for scenario, planned in plan_file(path):
                try:
                    result = run_scenario(scenario, planned, Context(engine), settling=True)
                except ScenarioFileError as error:
                    # the rulebook sets some house rules where they cannot apply, to show it
                    assert "does not apply to" in error.problem, str(error)
                    out_of_scope.append(str(error))
                    continue
                failed += [f"{path.name}:{step.step.line} {step.ruling}"
                           for step in result.steps if step.status == "failed"]
    assert failed == []
    assert 0 < len(out_of_scope) < 10, out_of_scope


ALL_IN_BOARD = """\
Feature: The best board is all in
  Scenario: Carol shows the best board, all in; Alice starts
    Given the game is five-card stud high-low with a buy
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards               | stack |
      | Bob    | (9s) 9d 4c 7h Ks 9c |       |
      | Carol  | (Qh) Qd Jc 3s 8d    | 1.25  |
      | Alice  | (2c) 5s 6d Ah 8c    |       |
    When second street is dealt
    And the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
    And third street is dealt
    Then Carol shows the best board
    And it is {turn}'s turn
"""


def test_an_all_in_best_board_is_told_apart_from_the_turn_in_steps_and_reasons(tmp_path,
                                                                               capsys):
    path = tmp_path / "all-in.feature"
    path.write_text(ALL_IN_BOARD.format(turn="Alice"), "utf-8")
    code, lines, _ = settled(capsys, path)
    assert code == 0, lines
    text = "\n".join(lines)
    assert "ACT.HIGH-BOARD: Carol has the best board, high card, queen-jack, but is all in: " \
           "the turn starts with the next player able to act" in text
    assert "Carol acts first" not in text
    path.write_text(ALL_IN_BOARD.format(turn="Carol"), "utf-8")
    code, lines, _ = settled(capsys, path)
    assert code == 1
    assert "the engine ruled: it is Alice's turn on third street (Carol has the best board)" \
        in lines[-3]


def test_a_dispute_given_as_text_is_settled_and_compared_as_its_file_is():
    from studrules.scenarios import ScenarioFileError
    from studrules.settle import compare, ruling

    path = ROOT / "examples" / "dispute-authorities.feature"
    text = path.read_text(encoding="utf-8")
    with make_engine("reference") as engine:
        assert ruling("typed.feature", engine, text=text) == {
            **ruling(path, engine), "file": "typed.feature"}
        assert compare("typed.feature", engine, "home", text=text) == {
            **compare(path, engine, "home"), "file": "typed.feature"}
        with pytest.raises(ScenarioFileError) as error:
            ruling("typed.feature", engine, text=text.replace("Kh Qc Ad", "Kh Qx Ad"))
    assert (error.value.path, error.value.line) == ("typed.feature", 18)
    assert 'unknown card "Qx"' in error.value.problem
