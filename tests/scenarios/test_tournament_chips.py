"""Amounts in tournament chips (issue 32): a scenario that says the game is played in tournament
chips writes its amounts without ``$``, with the digits the money parser reads (one definition:
``studrules.money.NUMBER``), and the steps' rulings say them the same way."""

from __future__ import annotations

import pytest

from studrules.cli import main
from studrules.scenarios import BadAmount, BadStep, match

CHIPS = """\
Feature: A tournament table
  Scenario: Amounts in chips
    Given the game is seven-card stud
    And the game is played in tournament chips
    And the stakes are 200/400 with a 25 ante and a 100 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      | stack |
      | Bob    | (Qs 2h) 4s | 5000  |
      | Carol  | (9c 9d) Kd | 5000  |
      | Alice  | (5s 5c) 9h | 5000  |
    When third street is dealt
    Then Bob must post the bring-in of 100
    When the action goes: Bob brings in, Carol completes to 200
    Then Alice may fold, call 200 or raise to 400
    And Alice cannot raise to 300
    When Alice says "call" and puts out 500
    Then the pot is 575
"""


def settled(tmp_path, capsys, text: str) -> tuple[int, list[str], str]:
    path = tmp_path / "chips.feature"
    path.write_text(text, "utf-8")
    code = main(["settle", str(path)])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def test_a_tournament_scenario_writes_and_is_told_its_amounts_in_chips(tmp_path, capsys):
    code, lines, err = settled(tmp_path, capsys, CHIPS)
    assert (code, err) == (0, ""), lines
    text = "\n".join(lines)
    assert "→ Bob brings in for 100" in text
    assert "→ Alice may fold, call 200 or raise to 400" in text
    assert "→ a pot of 575" in text


def test_a_dollar_amount_in_a_tournament_scenario_errs_naming_it(tmp_path, capsys):
    code, lines, err = settled(tmp_path, capsys, CHIPS.replace("the pot is 575",
                                                               "the pot is $575"))
    assert code == 2
    assert ":17:5: " in err
    assert "this scenario is played in tournament chips: write its amounts without $" in err
    assert "  not ruled: the scenario has an error" in lines


def test_a_bare_amount_in_a_cash_scenario_points_to_the_tournament_step(tmp_path, capsys):
    text = CHIPS.replace("    And the game is played in tournament chips\n", "")
    code, _, err = settled(tmp_path, capsys, text)
    assert code == 2
    assert ":4:5: " in err
    assert "an amount without $ is a count of tournament chips: write $200, or say first: " \
           "Given the game is played in tournament chips" in err


@pytest.mark.parametrize("amount", ["１00", "1e3", "-5", "0.0000000000001", "1234567890123456789"])
def test_the_chips_take_only_what_the_money_parser_reads(amount):
    with pytest.raises(BadStep):
        match("when", f"Alice bets {amount}", chips=True)


def test_a_chip_amount_matches_the_one_step_a_dollar_amount_does():
    from studrules.scenarios.vocabulary import STEPS

    for step in STEPS:
        chips = step.example.replace("$", "")
        if chips == step.example:
            continue
        found, _ = match(step.kind, chips, chips=True)
        assert found is step, step.example
        with pytest.raises(BadStep):
            match(step.kind, step.example, chips=True)


def test_a_dollar_amount_the_parser_refuses_is_still_named():
    with pytest.raises(BadAmount):
        match("when", "Alice bets $１", chips=True)


SHOWDOWN = """\
Feature: A tournament showdown
  Scenario: Amounts in chips, to the end
    Given the game is seven-card stud
    And the game is played in tournament chips
    And the stakes are 200/400 with a 25 ante and a 100 bring-in
    And the players, from the dealer's left, hold:
      | player | cards                    | stack |
      | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) | 5000  |
      | Carol  | (As 9s) 4s 6s 8d Js (Td) | 5000  |
      | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) | 5000  |
    When the action goes: Alice brings in, Bob completes, Carol raises to 400, Alice folds
    Then Bob cannot raise to 500
    When the action goes: Bob calls
    And the action goes: Bob bets 400, Carol raises to 800, Bob folds
    Then Carol wins 2175
    And Carol takes back 400
"""


def test_the_engine_says_every_amount_of_a_tournament_hand_in_chips(tmp_path, capsys):
    for text in (CHIPS, SHOWDOWN):
        code, lines, err = settled(tmp_path, capsys, text)
        assert (code, err) == (0, ""), "\n".join(lines)
        said = "\n".join(lines)
        assert "$" not in said, said
    assert "Bob completes to 200: the first full bet" in said  # the engine's own reasons
    assert "Bob cannot raise: 500 is not a legal amount; Bob may fold, call 200" in said


def test_a_tournament_request_says_its_unit_and_a_wrong_unit_is_named():
    from studrules.protocol.dispatch import handle

    request = {
        "id": 1, "variant": "seven-card-stud",
        "stakes": {"ante": "25", "bring_in": "100", "small_bet": "200", "big_bet": "400",
                   "unit": "tournament-chips"},
        "players": [{"name": "Bob", "cards": "(Qs 2h) 4s"},
                    {"name": "Carol", "cards": "(9c 9d) Kd"}],
        "actions": [["Bob", "bring-in"], ["Carol", "complete"], ["Bob", "raise", "300"]],
    }
    refused = handle(request)
    assert refused["error"]["code"] == "illegal-action"
    assert "300 is not a legal amount" in refused["error"]["message"]
    assert "$" not in refused["error"]["message"]
    request["stakes"]["unit"] = "euros"
    wrong = handle(request)
    assert wrong["error"]["code"] == "bad-request"
    assert wrong["error"]["field"] == "stakes.unit"
    assert "money or tournament-chips" in wrong["error"]["message"]
    request["stakes"]["unit"] = "money"
    assert "$300 is not a legal amount" in handle(request)["error"]["message"]
