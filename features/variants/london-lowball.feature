Feature: London lowball: whole hands from the antes to the showdown
  Razz with the ace-to-six low, played pot limit. The highest door card
  brings in (the king of spades is the worst), the lowest board acts first,
  and the best ace-to-six low takes the pot: the ace is low, but straights
  and flushes count against a hand, so 5-4-3-2-A is a straight and the best
  hand is 6-4-3-2-A.

  Background:
    Given the game is London lowball

  Rule: LONDON.GAME London lowball: razz with the ace-to-six low, played pot limit

    Scenario: At pot limit Bob's six-four beats Alice's five-four-three-two-ace, a straight
      Given the stakes are pot limit with $1 ante and $1 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (2h 4d) 6s Ac 3s Qh (8d) |
        | Carol  | (7c 8h) Ks               |
        | David  | (Td Jc) Kh               |
        | Alice  | (As 2d) 3c 4h 5s Kd (9c) |
      # Two kings are the highest door cards; the king of spades brings in.
      When third street is dealt
      Then Carol must post the bring-in of $1
      And Carol may bring in for $1 or bet between $2 and $4
      When Carol brings in
      # $5 in the pot, $6 after David's call: 1 + 6 = 7.
      Then David may fold, call $1 or raise to between $2 and $7
      When the action goes: David folds, Alice raises to $3
      # Alice raised by $2; $8 in the pot, $11 after Bob's call: 3 + 11 = 14.
      Then Bob may fold, call $3 or raise to between $5 and $14
      When the action goes: Bob calls, Carol folds
      Then the pot is $11
      # Alice's four-three is lower than Bob's six-ace.
      When fourth street is dealt
      Then Alice acts first
      And Alice may check or bet between $1 and $11
      When the action goes: Alice bets $5, Bob calls
      # Five-four-three: the straight draw does not count on a board.
      And fifth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob bets $10, Alice calls
      Then the pot is $41
      # Bob's queen-six is lower than Alice's king-five.
      When sixth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Alice checks
      And seventh street is dealt
      Then Bob acts first
      And Bob may check or bet between $1 and $41
      When Bob bets $41
      # $82 in the pot, $123 after Alice's call: 41 + 123 = 164.
      Then Alice may fold, call $41 or raise to between $82 and $164
      When Alice calls
      Then the hand is over
      # Alice's A-2-3-4-5 is a straight: her best low is 9-4-3-2-A.
      And Bob wins $123 with "six-four low"

    Scenario: At fixed limit by the house rule the game is bet like razz, and the straight still counts against Alice
      Given the house rule betting-structure is fixed-limit
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (2h 4d) 6s Ac 3s Qh (8d) |
        | Carol  | (7c 8h) Ks               |
        | David  | (Td Jc) Kh               |
        | Alice  | (As 2d) 3c 4h 5s Kd (9c) |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      And Carol may bring in for $0.50 or complete to $1
      When the action goes: Carol brings in, David folds, Alice completes to $1, Bob raises to $2, Carol folds, Alice calls
      Then the pot is $5.50
      When fourth street is dealt
      Then Alice acts first
      And Alice may check or bet $1
      When the action goes: Alice bets $1, Bob calls
      And fifth street is dealt
      Then Alice acts first
      And Alice may check or bet $2
      When the action goes: Alice checks, Bob bets $2, Alice calls
      And sixth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Alice checks
      And seventh street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Alice raises to $4, Bob calls
      Then the hand is over
      # In razz Alice's wheel would win these $19.50.
      And Bob wins $19.50 with "six-four low"
