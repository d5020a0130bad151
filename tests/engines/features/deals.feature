Feature: A few deals, for the conformance runner's own tests
  Deals that the deliberately broken engines of tests/engines get right or
  wrong, each in its own way.

  Rule: BRING-IN.LOW-CARD In seven-card stud the lowest door card brings in

    Background:
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario: The four of diamonds brings in and Alice may complete
      Given the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Qs 2h) 4s    |
        | Carol  | (9h 9d) Kd    |
        | David  | (Ac 3h) 4d    |
        | Alice  | (5s 5c) 9c    |
      When third street is dealt
      Then David must post the bring-in of $0.50
      And the ruling cites BRING-IN.SUIT-TIE
      When David brings in
      Then Alice may fold, call $0.50 or complete to $1
      And Alice cannot check: the bring-in is a bet

    Scenario: The antes and the bring-in make the pot
      Given the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Qs 2h) 4s    |
        | Carol  | (9h 9d) Kd    |
        | David  | (Ac 3h) 4d    |
        | Alice  | (5s 5c) 9c    |
      When third street is dealt
      Then the pot is $1
      When David brings in
      Then the pot is $1.50

  Rule: RAZZ.GAME Razz: the high card brings in, the best ace-to-five low wins

    Scenario: In razz the king brings in
      Given the game is razz
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards       |
        | Bob    | (2c 5d) Ah  |
        | Carol  | (7c 8h) Kd  |
        | Alice  | (Kh Qs) 9s  |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
