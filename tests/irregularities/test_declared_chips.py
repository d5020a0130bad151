"""The chips put out with a declaration go to the engine (the event's ``amount``) and are ruled
on there (ACTION.DECLARED): the words bind, so chips beyond the action go back and chips short
of it are made up, and a player cannot put out more than he has."""

from __future__ import annotations

import copy

from studrules.cli import main
from studrules.protocol.dispatch import handle

DEAL = {
    "id": 1,
    "variant": "seven-card-stud",
    "stakes": {"ante": "0.25", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"},
    "players": [
        {"name": "Bob", "cards": "(Qs 2h) 4s", "stack": "20"},
        {"name": "Carol", "cards": "(9c 9d) Kd", "stack": "20"},
        {"name": "Alice", "cards": "(5s 5c) 9h", "stack": "3"},
    ],
    "actions": [["Bob", "bring-in"], ["Carol", "complete"]],
}


def declared(words, amount=None):
    event = {"event": "declaration", "by": "Alice", "action": words}
    if amount is not None:
        event["amount"] = amount
    request = copy.deepcopy(DEAL)
    request["actions"].append(event)
    return handle(request)


def last_reason(answer):
    return next(r["text"] for r in reversed(answer["reasons"]) if r["rule"] == "ACTION.DECLARED")


def test_chips_beyond_the_declared_call_go_back():
    answer = declared(["call"], "2.50")
    assert answer["ok"], answer
    assert answer["state"]["pot"] == "3.25"
    said = last_reason(answer)
    assert "puts out $2.50" in said
    assert "$1.50 go back to Alice" in said


def test_chips_short_of_the_declared_raise_are_made_up():
    answer = declared(["raise"], "1")
    assert answer["ok"], answer
    assert answer["state"]["pot"] == "4.25"
    assert "$1 more must go in" in last_reason(answer)


def test_the_chips_put_out_with_a_check_facing_a_bet_go_back():
    answer = declared(["check"], "1")
    assert answer["ok"], answer
    assert "the $1 put out go back to Alice" in last_reason(answer)


def test_more_chips_than_the_player_has_are_refused_naming_the_rule():
    answer = declared(["call"], "5")
    assert not answer["ok"]
    assert answer["error"]["rule"] == "ACTION.DECLARED"
    assert answer["error"]["message"].startswith("the floor cannot rule on")
    assert "Alice puts out $5 but has only $2.75" in answer["error"]["message"]


def test_no_chips_told_is_ruled_as_before():
    answer = declared(["call"])
    assert answer["ok"]
    assert "puts out" not in last_reason(answer)


FEATURE = """\
Feature: Words and chips
  Scenario: Alice says "call" and puts out too much
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      | stack |
      | Bob    | (Qs 2h) 4s | $20   |
      | Carol  | (9c 9d) Kd | $20   |
      | Alice  | (5s 5c) 9h | $3    |
    When the action goes: Bob brings in, Carol completes
    And Alice says "call" and puts out $2.50
    Then the pot is $3.25
"""


def test_the_step_sends_the_chips_and_the_engine_rules_on_them(tmp_path, capsys):
    path = tmp_path / "words.feature"
    path.write_text(FEATURE, "utf-8")
    assert main(["settle", str(path)]) == 0
    assert "$1.50 go back to Alice" in capsys.readouterr().out
    path.write_text(FEATURE.replace("puts out $2.50", "puts out $5"), "utf-8")
    assert main(["settle", str(path)]) == 1
    assert "Alice puts out $5 but has only $2.75" in capsys.readouterr().out
