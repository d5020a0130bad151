Feature: Irregular action: out of turn, strings, words, chips and up cards
  A player acts out of turn, says one thing and puts out another, makes a
  string raise, drops a big chip without a word, turns the up cards face
  down or asks for a call back. Each ruling makes an action the betting
  allows, the same in every stud game.

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards         |
      | Bob    | (Qs 2h) 4s 7c |
      | Carol  | (9c 9d) Kd 8c |
      | David  | (Ac 3h) 4d 2c |
      | Alice  | (5s 5c) 9h Jh |

  Rule: ACTION.OUT-OF-TURN An action out of turn waits for the player's turn, and stands if nobody bets or raises first

    Scenario: A call out of turn stands when nobody raises before the player's turn
      When David brings in
      And Carol calls out of turn
      Then it is Alice's turn
      And the ruling cites ACTION.OUT-OF-TURN
      When the action goes: Alice calls, Bob folds
      Then the ruling cites ACTION.OUT-OF-TURN
      And the pot is $2.50
      And it is Carol's turn

    Scenario: A fold out of turn is binding at once
      When David brings in
      And Carol folds out of turn
      Then it is Alice's turn
      And the ruling cites ACTION.OUT-OF-TURN
      When the action goes: Alice calls, Bob calls
      Then it is Alice's turn
      And Alice acts first

    Scenario: An out-of-turn action the player could not take is refused
      When David brings in
      Then the floor refuses: Carol checks out of turn
      And the ruling cites BRING-IN.IS-A-BET

    Scenario: The player whose turn it is acts in turn, not out of turn
      When David brings in
      Then the floor refuses: Alice calls out of turn
      And the ruling cites ACTION.OUT-OF-TURN

    Scenario: A bet out of turn stands on fourth street when everyone checks to it
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And Alice bets $1 out of turn
      And the action goes: Carol checks, David checks
      Then the ruling cites ACTION.OUT-OF-TURN
      And it is Bob's turn
      And Bob may fold, call $1 or raise to $2

  Rule: ACTION.OUT-OF-TURN-CHANGED When a bet or raise comes first, the action out of turn is not binding

    Scenario: A check out of turn overtaken by a bet: call or fold only (casino)
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And Alice checks out of turn
      And the action goes: Carol checks, David bets $1
      Then it is Alice's turn
      And Alice may fold or call $1
      And the ruling cites ACTION.OUT-OF-TURN-CHANGED

    Scenario: The raise is refused, citing the ruling
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And Alice checks out of turn
      And the action goes: Carol checks, David bets $1
      Then Alice cannot raise to $2
      And the ruling cites ACTION.OUT-OF-TURN-CHANGED

    Scenario: A call out of turn overtaken by a completion may not become a raise
      When David brings in
      And Carol calls out of turn
      And the action goes: Alice completes to $1, Bob folds
      Then it is Carol's turn
      And Carol may fold or call $1

    Scenario: Every option is open again under the TDA rule
      Given the house rule out-of-turn-after-change is tda-all-options
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And Alice checks out of turn
      And the action goes: Carol checks, David bets $1
      Then it is Alice's turn
      And Alice may fold, call $1 or raise to $2
      And the ruling cites ACTION.OUT-OF-TURN-CHANGED

    Scenario: The tournament profile plays the TDA rule
      Given the house rules are the tournament profile
      When David brings in
      And Carol calls out of turn
      And the action goes: Alice completes to $1, Bob folds
      Then it is Carol's turn
      And Carol may fold, call $1 or raise to $2

  Rule: ACTION.FOLD-NO-BET A hand folded with no bet to it

    Scenario: With the TDA rule the fold is binding and the hand is dead
      Given the house rule fold-with-no-bet is tda-binding-fold
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And Carol says "fold"
      Then it is David's turn
      And the ruling cites ACTION.FOLD-NO-BET
      When David checks
      Then it is Alice's turn

    Scenario: In a casino the seat keeps its cards until a bet kills it
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And Carol says "fold"
      Then it is David's turn
      And the ruling cites ACTION.FOLD-NO-BET
      When the action goes: David checks, Alice checks, Bob bets $1
      Then it is David's turn
      And the ruling cites ACTION.FOLD-NO-BET
      And David may fold, call $1 or raise to $2

    Scenario: A fold out of turn with no bet in a home game
      Given the house rules are the home profile
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And Alice folds out of turn
      Then the ruling cites ACTION.FOLD-NO-BET
      When the action goes: Carol checks, David checks
      Then it is Bob's turn

  Rule: ACTION.DECLARED What a player says in turn is the action, whatever chips go out

    Scenario: "Complete" said with one bring-in's worth of chips is a completion
      When David brings in
      And Alice says "complete"
      Then it is Bob's turn
      And Bob may fold, call $1 or raise to $2
      And the ruling cites ACTION.DECLARED

    Scenario: "Call" with no bet to the player is a check
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And Carol says "call"
      Then it is David's turn
      And David may check or bet $1
      And the pot is $3

    Scenario: "Check" facing a bet lets the player call or fold, not raise
      When David brings in
      And Alice says "check"
      Then it is Alice's turn
      And Alice may fold or call $0.50
      And Alice cannot complete to $1
      And the ruling cites ACTION.DECLARED

    Scenario: A declaration the betting does not allow is refused
      When David brings in
      Then the floor refuses: Alice says "raise to $5"
      And the ruling cites BET.FIXED.COMPLETE

    Scenario: At the tournament profile, "complete" said with a bring-in's worth of chips: the other $0.50 must go in
      Given the house rules are the tournament profile
      When David brings in
      And Alice says "complete" and puts out $0.50
      Then it is Bob's turn
      And the pot is $2.50
      And Bob may fold, call $1 or raise to $2
      And the ruling cites ACTION.DECLARED

    Scenario: "Call" said with a $5 chip: the call is $0.50, and $4.50 goes back
      When David brings in
      And Alice says "call" and puts out $5
      Then the pot is $2
      And it is Bob's turn
      And the ruling cites ACTION.DECLARED

  Rule: ACTION.STRING-RAISE A string raise is a call: the first motion is the action

    Scenario: A call, then more chips: the call stands
      When David brings in
      And Alice makes a string raise
      Then it is Bob's turn
      And Bob may fold, call $0.50 or complete to $1
      And the pot is $2
      And the ruling cites ACTION.STRING-RAISE

    Scenario: The bring-in player going back for the completion has brought in
      When David makes a string raise
      Then it is Alice's turn
      And Alice may fold, call $0.50 or complete to $1

    Scenario: With no bet there is nothing to call or raise
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      Then the floor refuses: Carol makes a string raise
      And the ruling cites ACTION.STRING-RAISE

  Rule: ACTION.CHIPS Chips put out without a word: one oversized chip is a call

    Scenario: A single $5 chip against the bring-in is a call
      When David brings in
      And Alice puts out a single $5 chip without a word
      Then it is Bob's turn
      And Bob may fold, call $0.50 or complete to $1
      And the pot is $2
      And the ruling cites ACTION.CHIPS

    Scenario: The call and half a raise more in several chips is a raise
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls, Carol bets $1
      And David puts out $1.50 in several chips without a word
      Then it is Alice's turn
      And Alice may fold, call $2 or raise to $3

    Scenario: Less than half a raise more is a call
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls, Carol bets $1
      And David puts out $1.25 in several chips without a word
      Then it is Alice's turn
      And Alice may fold, call $1 or raise to $2

    Scenario: A single chip with no bet before it is a bet
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And Carol puts out a single $5 chip without a word
      Then it is David's turn
      And David may fold, call $1 or raise to $2

    Scenario: Chips short of the call are the floor's to rule on
      When David brings in
      Then the floor refuses: Alice puts out $0.25 in several chips without a word
      And the ruling cites ACTION.FLOOR

  Rule: ACTION.UP-CARDS Turning the up cards face down facing a bet is a fold

    Scenario: Up cards turned down facing the bring-in, before the player's turn
      When David brings in
      And Bob turns his up cards face down
      Then the ruling cites ACTION.UP-CARDS
      When Alice calls
      Then it is Carol's turn

    Scenario: With no bet it is no fold
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      Then the floor refuses: Carol turns her up cards face down
      And the ruling cites ACTION.UP-CARDS

  Rule: ACTION.BEATEN-CALL A call made though beaten on board is not refunded

    Scenario: The call stands and nothing comes back
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And Bob asks for his call back: beaten on board
      Then the ruling cites ACTION.BEATEN-CALL
      And the pot is $3
      And it is Carol's turn

    Scenario: Nothing to refund for a player who never called
      When David brings in
      Then the floor refuses: Carol asks for her call back: beaten on board
      And the ruling cites ACTION.BEATEN-CALL

  Rule: ACTION.FLOOR Where no source rules, the floor decides

    Scenario: An action out of turn before the bring-in is posted
      Then the floor refuses: Alice calls out of turn
      And the ruling cites ACTION.FLOOR

    Scenario: In razz too, the rulings are the same
      Given the game is razz
      Then the floor refuses: Alice calls out of turn
      And the ruling cites ACTION.FLOOR
