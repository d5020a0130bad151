"""A player back at the table is an event of its own (``player-returns``, FORCED.ABSENT): the hand's
history keeps it, the ruling says the hand plays on, and it is refused for a player who was never
reported away, whose hand is already dead, or who has come back already."""

from __future__ import annotations

import copy

import pytest
from stud_requests import stud_deal

from studrules.cli import main
from studrules.hand.model import Event
from studrules.protocol.deal import start
from studrules.protocol.dispatch import handle

DEAL = stud_deal({
    "Bob": "(Qs 2h) 4s",
    "Carol": "(9c 9d) Kd",
    "David": "(Ac 3h) 4d",
    "Alice": "(5s 5c) 9h",
})
AWAY = {"event": "player-absent", "by": "dealer", "player": "David"}
BACK = {"event": "player-returns", "by": "dealer", "player": "David"}


def deal(actions, profile=None):
    request = copy.deepcopy(DEAL)
    request["actions"] = actions
    if profile:
        request["rules"] = {"profile": profile}
    return handle(request)


def test_a_player_back_in_time_is_recorded_and_plays_on():
    answer = deal([AWAY, ["Alice", "complete"], ["Bob", "fold"], ["Carol", "fold"], BACK])
    assert answer["ok"], answer
    assert answer["state"]["to_act"] == "David"
    last = answer["reasons"][-1]
    assert last["rule"] == "FORCED.ABSENT"
    assert "David is back at the table" in last["text"]
    assert "David" not in answer["state"]["folded"]


def test_the_return_is_in_the_hands_history():
    request = copy.deepcopy(DEAL)
    state = start(request)
    state = state.apply(Event("dealer", "player-absent", "David"))
    state = state.apply(Event("dealer", "player-returns", "David"))
    assert state.history[-1] == Event("dealer", "player-returns", "David")


@pytest.mark.parametrize(("actions", "profile", "why"), [
    ([BACK], None, "David was not reported away from the table"),
    ([AWAY, BACK], "tournament", "David's hand was killed while David was away"),
    ([AWAY, ["Alice", "complete"], ["Bob", "fold"], ["Carol", "fold"], BACK, BACK], None,
     "David is back at the table already"),
])
def test_a_return_the_rules_cannot_rule_on_is_refused_naming_the_rule(actions, profile, why):
    answer = deal(actions, profile)
    assert not answer["ok"]
    error = answer["error"]
    assert error["rule"] == "FORCED.ABSENT"
    assert error["message"] == f"the floor cannot rule on the player-returns reported by the " \
                               f"dealer about David: {why}"


FEATURE = """\
Feature: Back at the table
  Scenario: David is back before the betting comes back to him
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Carol  | (9c 9d) Kd |
      | David  | (Ac 3h) 4d |
      | Alice  | (5s 5c) 9h |
    When the dealer finds David away from the table
    And the action goes: Alice completes to $1, Bob folds, Carol folds
    And David returns to the table
    Then it is David's turn
"""


def test_settle_shows_the_return_as_ruled(tmp_path, capsys):
    path = tmp_path / "back.feature"
    path.write_text(FEATURE, "utf-8")
    assert main(["settle", str(path)]) == 0
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if "David returns to the table" in line)
    assert "[FORCED.ABSENT: David is back at the table" in line
