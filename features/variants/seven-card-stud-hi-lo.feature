Feature: Seven-card stud high-low without a qualifier: whole hands from the antes to the showdown
  Dealt and bet like stud/8, but any five cards make a low: every pot is
  split between the best high hand and the best ace-to-five low, whatever its
  highest card, unless one player wins both. The house may rank the lows
  another way, or play the order of razz: the high card brings in and the
  lowest board acts first.

  Background:
    Given the game is seven-card stud high-low without a qualifier
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: HILO.GAME Seven-card stud high-low: 2 to 8 players, half to the best high, half to the best low of any five cards

    Scenario: Carol's three tens take the high half and Alice's nine-six low, which would not qualify in stud/8, the other half
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (8c 8d) 3c 5h 2d         |
        | Carol  | (Ts Th) Td 5s 9c Jh (3h) |
        | Alice  | (Ad 2s) 4c 6h 9d Kc (Qs) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      Then the pot is $3.75
      When fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Alice calls, Bob folds
      # Alice's king-nine-six-four now beats Carol's jack-ten-nine-five.
      And sixth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Carol bets $2, Alice calls
      And seventh street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Carol checks
      Then the hand is over
      # $14.75 is 59 quarters: 30 to the high half, 29 to the low half.
      And Carol wins $7.50 with "three of a kind, tens, jack-nine kickers"
      And Alice wins $7.25 with "nine-six low"

    Scenario: Bob's wheel is also a straight, and he takes both halves
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 2d) 3h 4s 5c Kd (9h) |
        | Carol  | (Kh Js) Qd Kc Qs 9c (2s) |
        | Alice  | (6s 7s) 8d 2h            |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, Alice folds, Bob calls
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Bob checks
      And seventh street is dealt
      And the action goes: Carol checks, Bob bets $2, Carol calls
      Then the hand is over
      # $3.75 on third street, $2 on fourth, $4 on fifth and $4 on seventh: $13.75.
      And Bob wins $13.75 with "straight, five high"
      And Bob wins $13.75 with "wheel"

  Rule: HILO.LOW-RANKING Which low ranking the seven-card high-low games use

    Scenario Outline: The same hands under each low ranking: eight or better leaves no low, deuce-to-seven counts Alice's ace high
      Given the house rule low-ranking is <ranking>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (8c 8d) 3c 5h 2d         |
        | Carol  | (Ts Th) Td 5s 9c Jh (3h) |
        | Alice  | (Ad 2s) 4c 6h 9d Kc (Qs) |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Alice calls, Bob folds
      And sixth street is dealt
      And the action goes: Alice checks, Carol bets $2, Alice calls
      And seventh street is dealt
      And the action goes: Alice checks, Carol checks
      Then the hand is over
      # ace-to-six: 9-6-4-2-A is neither a straight nor a flush, still a nine-six.
      # deuce-to-seven: Alice's best is Q-9-6-4-2, and Carol's J-T-9-5-3 is lower.
      And Carol wins <carol>
      And Alice wins <alice>

      Examples:
        | ranking        | carol  | alice |
        | game           | $7.50  | $7.25 |
        | ace-to-six     | $7.50  | $7.25 |
        | ace-to-five-8  | $14.75 | $0    |
        | deuce-to-seven | $14.75 | $0    |

    Scenario: With deuce-to-seven Carol's jack-ten wins the low half as well
      Given the house rule low-ranking is deuce-to-seven
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (8c 8d) 3c 5h 2d         |
        | Carol  | (Ts Th) Td 5s 9c Jh (3h) |
        | Alice  | (Ad 2s) 4c 6h 9d Kc (Qs) |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Alice calls, Bob folds
      And sixth street is dealt
      And the action goes: Alice checks, Carol bets $2, Alice calls
      And seventh street is dealt
      And the action goes: Alice checks, Carol checks
      Then the hand is over
      And Carol wins $14.75 with "jack-ten low"

  Rule: HILO.ORDER Who brings in and who acts first: as in stud/8, or as in razz

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (8c 8d) 3c 5h 2d Qd (9h) |
        | Carol  | (Ts Th) Td 5s 9c Jh (3h) |
        | Alice  | (Ad 2s) 4c 6h 9d Kc (Qs) |

    Scenario: By default as in stud/8: Bob's three brings in and Carol's ten-five acts first
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      And the ruling cites BRING-IN.LOW-CARD
      When the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      Then Carol acts first
      And the ruling cites ACT.HIGH-BOARD

    Scenario: Played as razz: Carol's ten brings in, the lowest board leads, and Carol's jack-ten leads on sixth street
      Given the house rule hi-lo-order is as-razz
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Alice calls, Bob completes to $1, Carol calls, Alice calls
      Then the pot is $3.75
      # Bob's five-three is the lowest board.
      When fourth street is dealt
      Then Bob acts first
      And the ruling cites ACT.LOW-BOARD
      When the action goes: Bob bets $1, Carol calls, Alice calls
      And fifth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls, Alice calls
      # Jack-ten-nine-five is lower than Bob's queen-five-three-deuce and Alice's king-nine.
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks, Bob checks
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Alice calls, Bob folds
      Then the hand is over
      # $16.75 is 67 quarters: 34 to the high half, 33 to the low.
      And Carol wins $8.50 with "three of a kind, tens, jack-nine kickers"
      And Alice wins $8.25 with "nine-six low"
