"""The vocabulary's traps a floor person fell into (issue 32): words that mean what they say,
refusals that point to the step that was meant, one wording for a refusal."""

from __future__ import annotations

import pytest

from studrules.cli import main
from studrules.scenarios import BadStep, match

HEADER = """\
Feature: Words at the table
  Scenario: At the table
    Given the game is {game}
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
{players}{steps}"""

STUD = """\
      | player | cards            | stack |
      | Bob    | (5h 5d) 2c 5c 7h |       |
      | Carol  | (9d 9s) 6d 8s Ts |       |
      | Alice  | (Kd Ks) Kh Qc Ad |       |
"""


def settled(tmp_path, capsys, steps: str, game: str = "seven-card stud",
            players: str = STUD) -> tuple[int, list[str], str]:
    path = tmp_path / "words.feature"
    path.write_text(HEADER.format(game=game, players=players, steps=steps), "utf-8")
    code = main(["settle", str(path)])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def step_line(lines: list[str], text: str) -> str:
    return next(line for line in lines if line[4:].startswith(text))


def test_the_bring_in_acts_first_on_third_street_not_the_best_board(tmp_path, capsys):
    code, lines, _ = settled(tmp_path, capsys, "    When third street is dealt\n"
                                               "    Then Bob acts first\n")
    assert code == 0, lines
    said = step_line(lines, "Then Bob acts first")
    assert "→ Bob acts first on third street   [BRING-IN.LOW-CARD" in said
    code, lines, _ = settled(tmp_path, capsys, "    When third street is dealt\n"
                                               "    Then Alice acts first\n")
    assert code == 1
    said = step_line(lines, "Then Alice acts first")
    assert "expected: Alice acts first, the engine ruled: Bob acts first on third street" in said
    assert "best board" not in said


ALL_IN = """\
      | player | cards               | stack |
      | Bob    | (9s) 9d 4c 7h Ks 9c |       |
      | Carol  | (Qh) Qd Jc 3s 8d    | 1.25  |
      | Alice  | (2c) 5s 6d Ah 8c    |       |
"""
ALL_IN_STEPS = """\
    When second street is dealt
    And the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
    And third street is dealt
    Then {who} acts first
"""


def test_acts_first_is_who_opens_the_street_when_the_best_board_is_all_in(tmp_path, capsys):
    game = "five-card stud high-low with a buy"
    code, lines, _ = settled(tmp_path, capsys, ALL_IN_STEPS.format(who="Alice"), game, ALL_IN)
    assert code == 0, lines
    code, lines, _ = settled(tmp_path, capsys, ALL_IN_STEPS.format(who="Carol"), game, ALL_IN)
    assert code == 1
    said = step_line(lines, "Then Carol acts first")
    assert "the engine ruled: Alice acts first on third street" in said
    assert "best board" not in said.split("[")[0]


def test_acts_first_is_who_opened_the_street_after_the_turn_moved_on(tmp_path, capsys):
    steps = ("    When third street is dealt\n"
             "    And the action goes: Bob brings in, Carol calls, Alice calls\n"
             "    And fourth street is dealt\n"
             "    And Alice checks\n"
             "    Then Alice acts first\n"
             "    And it is Bob's turn\n")
    code, lines, _ = settled(tmp_path, capsys, steps)
    assert code == 0, lines
    assert step_line(lines, "Then Alice acts first").endswith("→ Alice acts first on fourth street")
    assert "acts first" not in step_line(lines, "And it is Bob's turn")


def test_the_best_board_on_the_bring_in_street_is_not_the_bring_in(tmp_path, capsys):
    code, lines, _ = settled(tmp_path, capsys, "    When third street is dealt\n"
                                               "    Then Bob shows the best board\n")
    assert code == 1
    said = step_line(lines, "Then Bob shows the best board")
    assert "third street opens with the bring-in (Bob), not the best board" in said


def test_a_fold_with_no_bet_points_to_says_fold(tmp_path, capsys):
    steps = ("    When third street is dealt\n"
             "    And the action goes: Bob brings in, Carol calls, Alice calls\n"
             "    And fourth street is dealt\n"
             "    And Alice folds\n")
    code, lines, _ = settled(tmp_path, capsys, steps)
    assert code == 1
    said = step_line(lines, "And Alice folds")
    assert 'a player who says "fold" with no bet to face is told with: When Alice says "fold"' \
        in said


@pytest.mark.parametrize("text", ["Carol mucks", "Carol mucks her hand"])
def test_mucks_gets_the_steps_that_say_it(text):
    with pytest.raises(BadStep) as error:
        match("when", text)
    said = str(error.value)
    assert "When Carol folds" in said
    assert "When Carol's hand goes into the muck after it was tabled" in said


def test_the_exposure_step_lists_the_cards_it_names():
    with pytest.raises(BadStep) as error:
        match("when", "the dealer exposes Bob's third card: 2c")
    said = str(error.value)
    assert "which card is one of: first hole card, second hole card, hole card, " \
           "seventh-street card, last card" in said


DECLARE = """\
      | player | cards            | stack |
      | Bob    | (Kc) Kd 9s 9h 2c |       |
      | Carol  | (Ah) 3s 5d 7c 8h |       |
      | Alice  | (Qd) 6h 6c Jd 4s |       |
"""


def test_checking_down_stops_for_the_declaration(tmp_path, capsys):
    steps = ("    When second street is dealt\n"
             "    And the action goes: Carol brings in, Alice calls, Bob calls\n"
             "    And the hand is checked down to the showdown\n"
             "    Then Bob may declare high or low\n")
    code, lines, _ = settled(tmp_path, capsys, steps,
                             "five-card stud high-low with declaration", DECLARE)
    assert code == 0, lines
    said = step_line(lines, "And the hand is checked down to the showdown")
    assert "→ fifth street, Bob to declare" in said


def test_a_hand_ranked_in_a_wild_game_uses_its_wild_cards(tmp_path, capsys):
    steps = ('    When the hand "3s 3h 9c 9d Ks" is ranked\n'
             '    Then it is "five of a kind, kings"\n')
    code, lines, _ = settled(tmp_path, capsys, steps, "baseball")
    assert code == 0, lines


def test_a_hand_ranked_with_wild_cards_given_uses_those(tmp_path, capsys):
    steps = ('    And deuces are wild\n'
             '    When the hand "3s 3h 9c 9d Ks" is ranked\n'
             '    Then it is "two pair, nines and threes, king kicker"\n')
    code, lines, _ = settled(tmp_path, capsys, steps, "baseball")
    assert code == 0, lines


def test_refusals_are_worded_one_way(tmp_path, capsys):
    steps = ('    When the hand "As Ks" is ranked\n'
             '    Then it is "a pair"\n')
    code, lines, _ = settled(tmp_path, capsys, steps)
    assert code == 1
    said = step_line(lines, 'Then it is "a pair"')
    assert 'the engine ruled: refused: ' in said
    assert "it refused the request" not in said


def test_a_refused_action_is_worded_as_every_refusal_is():
    from studrules.scenarios.hands import refused

    request = {"actions": [["Bob", "bring-in"], ["Bob", "check"]]}
    answer = {"ok": False, "error": {"code": "illegal-action", "at": 1, "rule": "ACT.CLOCKWISE",
                                     "message": "Bob cannot check: it is Carol's turn"}}
    expected = ("refused: action 2, Bob checks: Bob cannot check: it is Carol's turn "
                "[ACT.CLOCKWISE: The turn moves clockwise from the first actor]")
    assert refused(request, answer) == expected


BRING_IN = """\
      | player | cards      | stack |
      | Bob    | (Qs 2h) 4s |       |
      | Carol  | (9c 9d) Kd |       |
      | David  | (Ac 3h) 4d |       |
      | Alice  | (5s 5c) 9h |       |
"""
AWAY = ("    When third street is dealt\n"
        "    And the dealer finds David away from the table\n"
        "    And the action goes: Alice completes to $1, Bob folds, Carol folds\n"
        "    And David returns to the table\n"
        "    Then it is David's turn\n")


def test_a_player_back_in_time_returns_to_the_table_and_plays_on(tmp_path, capsys):
    code, lines, _ = settled(tmp_path, capsys, AWAY, players=BRING_IN)
    assert code == 0, lines
    said = step_line(lines, "And David returns to the table")
    assert "→ third street, David to act   [FORCED.ABSENT: David is back at the table before the " \
           "hand was killed: David's hand is live and David acts in turn]" in said


def test_a_player_whose_hand_was_killed_returns_too_late(tmp_path, capsys):
    steps = ("    Given the house rules are the tournament profile\n"
             "    When third street is dealt\n"
             "    And the dealer finds David away from the table\n"
             "    And David returns to the table\n")
    code, lines, _ = settled(tmp_path, capsys, steps, players=BRING_IN)
    assert code == 1
    said = step_line(lines, "And David returns to the table")
    assert "refused: the floor cannot rule on the player-returns reported by the dealer about " \
           "David: David's hand was killed while David was away [FORCED.ABSENT: " in said


def test_a_declaration_says_which_chips_went_with_the_word(tmp_path, capsys):
    steps = ("    When third street is dealt\n"
             "    And the action goes: Bob brings in\n"
             '    And Carol says "call" and puts out $5\n'
             "    Then the pot is $1.75\n")
    code, lines, _ = settled(tmp_path, capsys, steps)
    assert code == 0, lines
    said = step_line(lines, 'And Carol says "call" and puts out $5')
    assert 'ACTION.DECLARED: Carol says "call" and puts out $5: a declaration in turn is ' \
           "binding, whatever chips go out; $4.50 go back to Carol" in said


def test_a_player_not_at_the_table_does_not_return_to_it(tmp_path, capsys):
    steps = "    When third street is dealt\n    And Zed returns to the table\n"
    code, lines, _ = settled(tmp_path, capsys, steps, players=BRING_IN)
    assert code == 1
    said = step_line(lines, "And Zed returns to the table")
    assert "Zed is not playing in this hand (the players: Bob, Carol, David, Alice) " \
           "[IRREGULAR.REPORTED: " in said
