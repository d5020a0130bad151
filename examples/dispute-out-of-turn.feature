Feature: A dispute at the table: she checked out of turn, may she raise now?
  Fourth street. Carol's king is the best board and she is first to act, but
  Alice, two seats on, says "check" before Carol has said a word. The dealer
  backs the action up to Carol, who checks; David bets $1. Alice wants to
  raise: Carol says a player who checked out of turn may only call or fold;
  Alice says the bet changed the action, so her check is gone and she may do
  anything. Settle it, under the house's rule and under the tournament's:

    studrules settle examples/dispute-out-of-turn.feature
    studrules settle examples/dispute-out-of-turn.feature --rule out-of-turn-after-change=tda-all-options

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards         |
      | Bob    | (Qs 2h) 4s 7c |
      | Carol  | (9c 9d) Kd 8c |
      | David  | (Ac 3h) 4d 2c |
      | Alice  | (5s 5c) 9h Jh |

  Rule: ACTION.OUT-OF-TURN-CHANGED When a bet or raise comes first, the action out of turn is not binding

    Scenario: A casino holds her to a call or a fold
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And fourth street is dealt
      Then it is Carol's turn
      When Alice checks out of turn
      And the action goes: Carol checks, David bets $1
      Then it is Alice's turn
      And the ruling cites ACTION.OUT-OF-TURN-CHANGED
      And Alice may fold or call $1
      And Alice cannot raise to $2

    Scenario: A tournament gives her every option back
      Given the house rule out-of-turn-after-change is tda-all-options
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And fourth street is dealt
      When Alice checks out of turn
      And the action goes: Carol checks, David bets $1
      Then it is Alice's turn
      And the ruling cites ACTION.OUT-OF-TURN-CHANGED
      And Alice may fold, call $1 or raise to $2
