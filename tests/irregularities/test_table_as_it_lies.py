"""A players' table that shows a duplicate or an extra card as it lies: neither can be dealt as
written (a seat's cards are the cards the game deals it, each card once), so the deal is refused
naming the rule that rules on the mistake (MISDEAL.FOULED-DECK for a card dealt twice, with the
card and both seats; DEALT.WRONG-COUNT for a card too many) and the step that states it."""

from __future__ import annotations

import copy

from stud_requests import stud_deal

from studrules.cli import main
from studrules.protocol.dispatch import handle

DEAL = stud_deal({
    "Bob": "(Qs 2h) 4s",
    "Carol": "(9c Qs) Kd",
    "Alice": "(5s 5c) 9h",
})


def test_a_card_on_two_seats_is_refused_as_a_fouled_deck_naming_the_card_and_both_seats():
    error = handle(copy.deepcopy(DEAL))["error"]
    assert (error["code"], error["field"]) == ("bad-request", "players[1].cards")
    assert error["rule"] == "MISDEAL.FOULED-DECK"
    assert error["message"].startswith("Qs is dealt twice: to Bob and to Carol")
    assert "When the dealer calls a misdeal: the deck is fouled" in error["message"]


def test_an_extra_card_written_down_is_refused_naming_the_wrong_count():
    request = copy.deepcopy(DEAL)
    request["players"][1]["cards"] = "(9c 9d 7d) Kd"
    error = handle(request)["error"]
    assert error["rule"] == "DEALT.WRONG-COUNT"
    assert "Carol has 3 cards face down on third street, which deals 2" in error["message"]
    assert "When the dealer finds that Carol was dealt too many cards" in error["message"]


FEATURE = """\
Feature: A table as it lies
  Scenario: Two queens of spades
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Carol  | (9c Qs) Kd |
      | Alice  | (5s 5c) 9h |
    When third street is dealt
    Then Bob must post the bring-in of $0.50
"""


def test_settle_names_the_rule_and_how_to_state_it(tmp_path, capsys):
    path = tmp_path / "table.feature"
    path.write_text(FEATURE, "utf-8")
    assert main(["settle", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Qs is dealt twice: to Bob and to Carol" in err
    assert "MISDEAL.FOULED-DECK" in err
