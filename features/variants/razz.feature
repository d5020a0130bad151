Feature: Razz: whole hands from the antes to the showdown
  Seven-card stud for low only. The ace is low everywhere: the highest door
  card brings in (a king is the worst), the lowest board acts first, pairs
  count against a hand, straights and flushes do not, and the best ace-to-five
  low takes the whole pot.

  Background:
    Given the game is razz

  Rule: RAZZ.GAME Razz: 2 to 8 players, the high card brings in, the best ace-to-five low wins

    Scenario: The king brings in, the ace shows best, and Bob's wheel wins
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (2c 5d) Ah 4s Qh 3c (Jd) |
        | Carol  | (7c 8h) Kd               |
        | David  | (3h 7s) 6c 9d 2s 5h (8c) |
        | Alice  | (Kh Qs) 9s               |
      # The king of diamonds is the highest door card; Bob's ace is the lowest.
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      And the ruling cites BRING-IN.HIGH-CARD
      When the action goes: Carol brings in, David completes to $1, Alice folds, Bob raises to $2, Carol folds, David calls
      Then the pot is $5.50
      # Four-ace is lower than nine-six.
      When fourth street is dealt
      Then Bob acts first
      And Bob may check or bet $1
      When the action goes: Bob bets $1, David calls
      # Nine-six-two is lower than Bob's queen-four-ace: the queen counts against him.
      And fifth street is dealt
      Then David acts first
      And David may check or bet $2
      When the action goes: David checks, Bob bets $2, David calls
      Then the pot is $11.50
      When sixth street is dealt
      Then David acts first
      When the action goes: David bets $2, Bob calls
      And seventh street is dealt
      Then David acts first
      When the action goes: David bets $2, Bob raises to $4, David calls
      Then the hand is over
      # $1 of antes, Carol's $0.50, and $11 each from Bob and David.
      And Bob wins $23.50 with "wheel"

    Scenario: The king of spades brings in over the king of hearts, and a pair sends Alice to act last
      Given the stakes are $4/$8 with a $1 ante and a $2 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qc Jh) Kh               |
        | Carol  | (Ad 6s) Ks 3d 2h 8c (Td) |
        | Alice  | (2c 3h) 5c 5h 6d Ac (7d) |
      When third street is dealt
      Then Carol must post the bring-in of $2
      And the ruling cites BRING-IN.SUIT-TIE
      When the action goes: Carol brings in, Alice completes to $4, Bob folds, Carol calls
      Then the pot is $11
      # Alice's open fives are worse than any unpaired board, even Carol's king-three.
      When fourth street is dealt
      Then Carol acts first
      And the ruling cites ACT.LOW-BOARD
      And Carol may check or bet $4
      When the action goes: Carol checks, Alice checks
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $8, Alice calls
      Then the pot is $27
      When sixth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $8, Alice calls
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol bets $8, Alice raises to $16, Carol calls
      Then the hand is over
      # Alice plays 6 5 3 2 A around her pair; Carol's best is 8 6 3 2 A.
      # $3 of antes, and $36 each from Carol and Alice.
      And Alice wins $75 with "six-five low"

    Scenario: Bob's bet on fifth street goes uncalled
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (4c 2d) 3s 6h 7c |
        | Carol  | (5s 9h) Qd Jc Js |
        | David  | (Th 8d) 2h Kc 5c |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, David completes to $1, Bob calls, Carol calls
      Then the pot is $3.75
      # Bob's six-three is lowest; David's king-two is higher.
      When fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $1, Carol calls, David calls
      Then the pot is $6.75
      # Carol paired her jacks: her board is now the worst.
      When fifth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol folds, David folds
      Then the hand is over
      # The pot of $6.75 and Bob's own $2, which nobody called.
      And Bob wins $8.75

    Scenario: A joker as Carol's door card is refused: the pack has none
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Jk |
        | David  | (Ac 3h) 4d |
      # One 52-card pack with no joker: Carol's door card cannot have been dealt.
      Then the ruling cites RAZZ.GAME
