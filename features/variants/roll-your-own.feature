Feature: Roll your own: whole hands from the antes to the showdown
  Seven-card stud with every card dealt face down. Before the betting of
  third to sixth street each player still in turns one face-down card face
  up: on third street one of the three dealt, later the new card or one kept
  down. The bring-in and the first actors are read from the rolled cards;
  seventh street's card stays down. All roll at once unless the house says in
  turn. The house may deal it as its seed does instead: four rounds of two
  cards down, each followed by a roll.

  Background:
    Given the game is roll your own
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: ROLL.GAME Roll your own: 2 to 8 players, every card dealt down, one rolled up before each of the first four rounds

    Scenario: Carol keeps two queens hidden, rolls the third on fifth street, and wins with three queens
      Given the players, from the dealer's left, hold:
        | player | cards                          |
        | Bob    | (7c Kd 2s) (Kh) (Jd) (4c) (Qs) |
        | Carol  | (Qh Qc 5d) (8s) (Qd) (3h) (6c) |
        | Alice  | (As 9c 4h) (Ac) (2h) (Td) (8d) |
      When third street is dealt
      Then Bob may roll one of 7c, Kd and 2s
      When the rolls are: Bob Kd, Carol 5d, Alice 4h
      # Alice's rolled four is the lowest door card.
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob completes to $1, Carol calls, Alice calls
      Then the pot is $3.75
      When fourth street is dealt
      Then Bob may roll one of 7c, 2s and Kh
      When the rolls are: Bob 7c, Carol 8s, Alice 9c
      # King-seven beats nine-four and eight-five.
      Then Bob acts first
      When the action goes: Bob bets $1, Carol calls, Alice calls
      And fifth street is dealt
      And the rolls are: Bob Jd, Carol Qd, Alice 2h
      Then Bob acts first
      When the action goes: Bob bets $2, Carol raises to $4, Alice folds, Bob calls
      And sixth street is dealt
      And the rolls are: Bob 2s, Carol 3h
      Then Bob acts first
      When the action goes: Bob checks, Carol bets $2, Bob calls
      Then the pot is $18.75
      # Seventh street's card stays down: nobody rolls, and the betting starts at once.
      When seventh street is dealt
      Then Bob acts first
      And Bob may check or bet $2
      When the action goes: Bob checks, Carol checks
      Then the hand is over
      And Carol wins $18.75 with "three of a kind, queens, eight-six kickers"

    Scenario: As the seed deals it: four rounds of two cards down, a roll after each, and the best five of eight
      # Wikipedia's Seven-card stud (a seed of this rulebook) deals roll your
      # own in four rounds of two face-down cards, each followed by a roll and
      # a betting round; from the second round the card rolled may be an old
      # one. Each player ends with eight cards, four up and four down.
      Given the house rule roll-deal is two-down-four-rounds
      And the players, from the dealer's left, hold:
        | player | cards                         |
        | Bob    | (7c Kd) (2s Kh) (Jd 4c) (Qs 3d) |
        | Carol  | (Qh 5d) (Qc 8s) (Qd 3h) (6c 9h) |
      When third street is dealt
      Then Bob may roll one of 7c and Kd
      When the rolls are: Bob Kd, Carol 5d
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob calls
      And fourth street is dealt
      Then Bob may roll one of 7c, 2s and Kh
      When the rolls are: Bob 7c, Carol 8s
      Then Bob acts first
      When the action goes: Bob checks, Carol checks
      And fifth street is dealt
      And the rolls are: Bob Jd, Carol 3h
      And the action goes: Bob checks, Carol checks
      And sixth street is dealt
      # The last round rolls too: each shows a fourth card, and Carol keeps three queens down.
      Then Bob may roll one of 2s, Kh, 4c, Qs and 3d
      And the ruling cites ROLL.GAME
      When the rolls are: Bob 4c, Carol 9h
      And the action goes: Bob checks, Carol checks
      Then the hand is over
      And Carol wins $1.50 with "three of a kind, queens, nine-eight kickers"

  Rule: ROLL.CHOICE Which card a player rolls

    Scenario: Bob keeps his deuce down and rolls his king, so Alice's four brings in; later he may roll an old card and keep the new one down
      Given the players, from the dealer's left, hold:
        | player | cards                          |
        | Bob    | (7c Kd 2s) (Kh) (Jd) (4c) (Qs) |
        | Carol  | (Qh Qc 5d) (8s) (Qd) (3h) (6c) |
        | Alice  | (As 9c 4h) (Ac) (2h) (Td) (8d) |
      When third street is dealt
      And the rolls are: Bob Kd, Carol 5d, Alice 4h
      Then Alice must post the bring-in of $0.50
      And the ruling cites ROLL.CHOICE
      When the action goes: Alice brings in, Bob completes to $1, Carol calls, Alice calls
      And fourth street is dealt
      Then Bob may roll one of 7c, 2s and Kh
      And Bob cannot bet $1: every player rolls before the betting
      # Bob shows Kd 7c and keeps the Kh down: his board is king-seven, not a pair.
      When the rolls are: Bob 7c, Carol 8s, Alice 9c
      Then Bob acts first
      And Bob may check or bet $1

    Scenario: Carol is all in, and she still rolls a card each street
      # Carol has $1.25: the ante and her call of $1 put her all in on third street.
      Given the players, from the dealer's left, hold:
        | player | cards                          | stack |
        | Bob    | (7c Kd 2s) (Kh) (Jd) (4c) (Qs) |       |
        | Carol  | (Qh Qc 5d) (8s) (Qd) (3h) (6c) | 1.25  |
        | Alice  | (As 9c 4h) (Ac) (2h) (Td) (8d) |       |
      When third street is dealt
      And the rolls are: Bob Kd, Carol 5d, Alice 4h
      And the action goes: Alice brings in, Bob completes to $1, Carol calls, Alice calls
      And fourth street is dealt
      And Bob rolls 7c
      Then Carol may roll one of Qh, Qc and 8s
      When Carol rolls Qh
      And Alice rolls 9c
      # Carol's board is queen-five, Bob's king-seven: Bob still acts first.
      Then Bob acts first

  Rule: ROLL.METHOD All players roll at once, or one by one in turn

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards                          |
        | Bob    | (7c Kd 2s) (Kh) (Jd) (4c) (Qs) |
        | Carol  | (Qh Qc 5d) (8s) (Qd) (3h) (6c) |
        | Alice  | (As 9c 4h) (Ac) (2h) (Td) (8d) |

    Scenario: All at once: the rolls may come in any order, and the first player yet to roll is asked
      When third street is dealt
      And Alice rolls 4h
      Then Bob may roll one of 7c, Kd and 2s
      And Alice cannot roll 9c: she has rolled on this street
      When Carol rolls 5d
      Then Bob may roll one of 7c, Kd and 2s
      When Bob rolls Kd
      Then Alice must post the bring-in of $0.50
      And the ruling cites ROLL.METHOD

    Scenario: In turn: Bob, Carol and Alice roll one after the other, from the dealer's left on every street
      Given the house rule roll-reveal is in-turn
      When third street is dealt
      Then Bob may roll one of 7c, Kd and 2s
      And Carol cannot roll 5d: it is Bob's turn
      When Bob rolls Kd
      Then Carol may roll one of Qh, Qc and 5d
      When Carol rolls 5d
      Then Alice may roll one of As, 9c and 4h
      When Alice rolls 4h
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob completes to $1, Carol calls, Alice calls
      And fourth street is dealt
      Then Bob may roll one of 7c, 2s and Kh
      When Bob rolls 7c
      Then Carol may roll one of Qh, Qc and 8s

    Scenario: In turn, checked down: the checking stops at each street's rolls, which no check makes
      Given the house rule roll-reveal is in-turn
      When third street is dealt
      And the rolls are: Bob Kd, Carol 5d, Alice 4h
      And the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      Then Bob may roll one of 7c, 2s and Kh
      When the rolls are: Bob 7c, Carol 8s, Alice 9c
      And the hand is checked down to the showdown
      Then Bob may roll one of 2s, Kh and Jd
