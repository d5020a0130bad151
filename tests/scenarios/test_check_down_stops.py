"""Checking down to the showdown stops wherever a player must choose something no check makes:
a declaration, a buy, a roll. The step says where it stopped and why, and the scenario goes on
from there (it failed with "there is a bet to call", or checked past a buy)."""

from __future__ import annotations

from studrules.cli import main

ROLL = """\
Feature: Roll your own, checked down
  Scenario: The checking stops at fourth street's roll
    Given the game is roll your own
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards                          |
      | Bob    | (7c Kd 2s) (Kh) (Jd) (4c) (Qs) |
      | Carol  | (Qh Qc 5d) (8s) (Qd) (3h) (6c) |
      | Alice  | (As 9c 4h) (Ac) (2h) (Td) (8d) |
    When the rolls are: Bob Kd, Carol 5d, Alice 4h
    And the action goes: Alice brings in, Bob calls, Carol calls
    And the hand is checked down to the showdown
    Then Bob may roll one of 7c, 2s and Kh
"""
BUY = """\
Feature: A buy, checked down
  Scenario: The checking stops at the buy, then at the declaration
    Given the game is five-card stud high-low with a buy
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards               |
      | Bob    | (Kc) Ks Qh 8d 3c Kd |
      | Carol  | (Ah) 2d 4c 6h 7s    |
      | Alice  | (5c) 9c 9d 4h 2s    |
    When the action goes: Carol brings in, Alice calls, Bob calls
    And the hand is checked down to the showdown
    Then Bob may buy or stand pat
    When Bob stands pat
    And Carol stands pat
    And Alice stands pat
    And the hand is checked down to the showdown
    Then the pot is $2.25
"""


def settled(tmp_path, capsys, text):
    path = tmp_path / "down.feature"
    path.write_text(text, "utf-8")
    code = main(["settle", str(path)])
    return code, capsys.readouterr().out.splitlines()


def said(lines, step):
    return next(line for line in lines if step in line)


def test_checking_down_stops_for_a_roll_and_says_why(tmp_path, capsys):
    code, lines = settled(tmp_path, capsys, ROLL)
    assert code == 0, "\n".join(lines)
    line = said(lines, "the hand is checked down to the showdown")
    assert "→ fourth street, Bob to roll: the checking stops here: Bob must roll, which no " \
           "check does" in line


def test_checking_down_stops_for_a_buy_and_for_a_declaration(tmp_path, capsys):
    code, lines = settled(tmp_path, capsys, BUY)
    assert code == 0, "\n".join(lines)
    down = [line for line in lines if "the hand is checked down to the showdown" in line]
    assert "fifth street, Bob to buy or stand pat: the checking stops here" in down[0]
    assert "to declare: the checking stops here" in down[1]
