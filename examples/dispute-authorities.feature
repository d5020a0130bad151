Feature: A dispute under several authorities: heads-up on fourth street, is the raising capped?
  Alice and Bob have raised three times on fourth street. Alice wants to raise
  again: Bob says a bet and three raises is the cap. Alice learned her poker in a
  casino, Bob plays tournaments, and their host follows pagat. One Background
  tells what happened once; each Scenario Outline rules on it under every
  authority, one Examples row each:

    studrules settle examples/dispute-authorities.feature
    studrules settle examples/dispute-authorities.feature --compare

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards            |
      | Bob    | (5h 5d) 2c 5c 7h |
      | Carol  | (9d 9s) 6d 8s Ts |
      | Alice  | (Kd Ks) Kh Qc Ad |

  Rule: BET.CAP.HEADS-UP When the cap is lifted

    Scenario Outline: Carol folded on third street, so fourth street starts heads-up (<authority>)
      Given the house rules are the <authority> profile
      When third street is dealt
      And the action goes: Bob brings in, Carol folds, Alice calls
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob raises to $2, Alice raises to $3, Bob raises to $4
      Then Alice may <choices>

      Examples:
        | authority  | choices                      |
        | casino     | fold, call $4 or raise to $5 |
        | tournament | fold or call $4              |
        | home       | fold, call $4 or raise to $5 |

    Scenario Outline: Carol folds in the middle of fourth street's raising (<authority>)
      Given the house rules are the <authority> profile
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob raises to $2, Carol folds, Alice raises to $3, Bob raises to $4
      Then Alice may <choices>

      Examples:
        | authority  | choices                      |
        | casino     | fold, call $4 or raise to $5 |
        | tournament | fold or call $4              |
        | home       | fold or call $4              |
