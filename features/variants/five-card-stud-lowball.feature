Feature: Five-card stud lowball: whole hands from the antes to the showdown
  Five-card stud played for low. The highest door card brings in (the ace is
  low, so a king is the worst), the lowest board acts first after that, a pair
  showing never allows a big bet, and the best low takes the whole pot: by
  ace-to-five unless the house plays ace-to-six or deuce-to-seven.

  Background:
    Given the game is five-card stud lowball

  Rule: FIVE-LOWBALL.GAME Five-card stud lowball: the high card brings in, the lowest board acts first, the best low wins

    Scenario: The king brings in, the ace shows best, and Bob's eight-seven beats Alice's nine
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (3s) Ac 7h 2d 8c |
        | Carol  | (Jd) Kh          |
        | David  | (6c) 8d 8h 4d    |
        | Alice  | (2h) 5d 6s 7c 9d |
      When second street is dealt
      Then Carol must post the bring-in of $0.50
      And the ruling cites BRING-IN.HIGH-CARD
      When the action goes: Carol brings in, David calls, Alice completes to $1, Bob raises to $2, Carol folds, David calls, Alice calls
      Then the pot is $7.50
      # Alice's six-five is the lowest board; David's open eights are the worst
      # and allow nothing bigger than the small bet.
      When third street is dealt
      Then Alice acts first
      And Alice may check or bet $1
      When the action goes: Alice bets $1, Bob calls, David calls
      Then the pot is $10.50
      # Seven-deuce-ace is lower than seven-six-five.
      When fourth street is dealt
      Then Bob acts first
      And Bob may check or bet $2
      When the action goes: Bob bets $2, David folds, Alice calls
      Then the pot is $14.50
      When fifth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Alice bets $2, Bob calls
      Then the hand is over
      # Bob plays 8 7 3 2 A, Alice 9 7 6 5 2.
      And Bob wins $18.50 with "eight-seven low"
      And the hands are shown in the order Alice, Bob

    Scenario Outline: The same cards under each low ranking: a wheel, a six-four and a seven-six
      # Bob holds A-2-3-4-5, Carol 6-4-3-2-A and Alice 7-6-4-3-2, no flushes
      # and no ace on any board. The sixes tie for the bring-in: the six of
      # spades brings in above the six of diamonds.
      Given the house rule low-ranking is <ranking>
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Ah) 2c 3d 4s 5h |
        | Carol  | (Ac) 6s 4d 3c 2d |
        | Alice  | (7s) 6d 4c 3h 2s |
      When second street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Alice completes to $1, Bob calls, Carol calls
      Then the pot is $3.75
      When third street is dealt
      Then Bob acts first
      When the action goes: Bob bets $1, Carol calls, Alice calls
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls, Alice calls
      And fifth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls, Alice calls
      Then the hand is over
      And <winner> wins $18.75 with "<hand>"

      Examples:
        | ranking        | winner | hand          |
        | game           | Bob    | wheel         |
        | ace-to-five    | Bob    | wheel         |
        | ace-to-six     | Carol  | six-four low  |
        | deuce-to-seven | Alice  | seven-six low |

    Scenario: Deuce-to-seven heads-up: Bob's six-high straight loses to Alice's nine-eight
      Given the house rule low-ranking is deuce-to-seven
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (2h) 3c 4d 5s 6c |
        | Alice  | (3h) 9c 8s 7d 5d |
      When second street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob completes to $1, Alice calls
      Then the pot is $2.50
      # Heads-up the raising is not capped.
      When third street is dealt
      Then Bob acts first
      When the action goes: Bob bets $1, Alice raises to $2, Bob raises to $3, Alice raises to $4, Bob raises to $5
      Then Alice may fold, call $5 or raise to $6
      When Alice calls
      Then the pot is $12.50
      When fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Alice calls
      And fifth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Alice calls
      Then the hand is over
      # In deuce-to-seven the straight counts against Bob's 6 5 4 3 2.
      And Alice wins $20.50 with "nine-eight low"
      And the hands are shown in the order Bob, Alice
