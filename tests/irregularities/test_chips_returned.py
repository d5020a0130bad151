"""Chips given back to the player who put them in, as the engine reports them (the state's
``returned``): an ante returned with a dead hand (EXPOSED.BOTH-HOLE-CARDS), the chips of a pot
won uncontested that nobody called, uncalled chips at a showdown, every chip of a void deal.
What goes back is no payout of a pot won, and the step "<player> takes back $N" reads it."""

from __future__ import annotations

import copy

from stud_requests import stud_deal

from studrules.cli import main
from studrules.protocol.dispatch import handle

DEAL = stud_deal({
    "Bob": "(Qs 2h) 4s 7c 8c Jd (Ah)",
    "Carol": "(9c 9d) Kd 2c 3c 4c (5h)",
    "Alice": "(5s 5c) 9h Th Js Qh (Kh)",
})


def deal(actions):
    request = copy.deepcopy(DEAL)
    request["actions"] = actions
    answer = handle(request)
    assert answer["ok"], answer
    return answer["state"]


def exposed(card):
    return {"event": "exposed-card", "by": "dealer", "player": "Bob", "card": card}


def test_an_ante_given_back_with_a_dead_hand_is_returned_not_paid():
    state = deal([exposed("Qs"), exposed("2h")])
    assert state["returned"] == {"Bob": "0.25"}
    ended = deal([exposed("Qs"), exposed("2h"), ["Alice", "bring-in"], ["Carol", "fold"]])
    assert ended["returned"] == {"Bob": "0.25", "Alice": "0.50"}
    assert ended["result"]["payouts"] == {"Alice": "1"}


def test_the_uncalled_chips_of_a_pot_won_uncontested_are_returned():
    state = deal([["Bob", "bring-in"], ["Carol", "complete"], ["Alice", "fold"], ["Bob", "fold"]])
    assert state["result"]["payouts"] == {"Carol": "2.25"}
    assert state["returned"] == {"Carol": "0.50"}  # her $1 less Bob's $0.50 bring-in


def test_only_the_bet_nobody_called_is_returned():
    state = deal([["Bob", "bring-in"], ["Carol", "call"], ["Alice", "fold"], ["Carol", "bet"],
                  ["Bob", "fold"]])
    assert state["returned"] == {"Carol": "1"}
    before = deal([["Bob", "bring-in"], ["Carol", "call"]])
    assert before["returned"] == {}


def test_a_void_deal_returns_every_chip():
    state = deal([["Bob", "bring-in"], {"event": "misdeal", "by": "dealer",
                                        "cause": "two-boxed-cards"}])
    assert state["returned"] == {"Bob": "0.75", "Carol": "0.25", "Alice": "0.25"}


FEATURE = """\
Feature: Chips taken back
  Scenario: Bob's hole cards are both exposed: his hand is dead and he takes back his ante
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the house rule two-exposed-downcards is dead-hand-ante-back
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Carol  | (9c 9d) Kd |
      | Alice  | (5s 5c) 9h |
    When the dealer exposes Bob's first hole card: Qs
    And the dealer exposes Bob's second hole card: 2h
    Then Bob takes back $0.25

  Scenario: Carol completes and everyone folds: she takes back what nobody called
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Carol  | (9c 9d) Kd |
      | Alice  | (5s 5c) 9h |
    When the action goes: Bob brings in, Carol completes, Alice folds, Bob folds
    Then Carol wins $2.25
    And Carol takes back $0.50
"""


def test_the_step_reads_chips_taken_back_mid_hand_and_uncontested(tmp_path, capsys):
    path = tmp_path / "back.feature"
    path.write_text(FEATURE, "utf-8")
    code = main(["settle", str(path)])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "→ Bob takes back $0.25" in out
    assert "→ Carol takes back $0.50" in out
    path.write_text(FEATURE.replace("Carol takes back $0.50", "Carol takes back $1"), "utf-8")
    assert main(["settle", str(path)]) == 1
    assert "✗ And Carol takes back $1" in capsys.readouterr().out
