Feature: Mississippi stud: whole hands from the antes to the showdown
  Seven-card stud with four betting rounds: after third street the fourth
  and fifth cards come together, face up, and the second round is already at
  the big bet. The seventh card is dealt face up too, so a board of five cards
  is ranked as a full poker hand, straights and flushes included, when the
  last first actor is chosen.

  Background:
    Given the game is Mississippi stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: MISSISSIPPI.GAME Mississippi stud: 2 to 8 players, the fourth and fifth cards dealt together, four betting rounds

    Scenario: Bob's straight on the board acts before Carol's three open kings on seventh street, but her four kings win
      Given the players, from the dealer's left, hold:
        | player | cards                  |
        | Bob    | (Ah 7d) 5s 6d 7c 8h 9s |
        | Carol  | (Kh Qd) Ks Kd Kc 2h 4d |
        | Alice  | (3c 3h) 2c             |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob completes to $1, Carol calls, Alice folds
      Then the pot is $3.25
      # No fourth-street round: the fourth and fifth cards come together.
      When fifth street is dealt
      Then Carol acts first
      And Carol may check or bet $2
      When the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob bets $2, Carol calls
      Then the pot is $11.25
      # Five cards up: 5-6-7-8-9 is a straight and beats three kings.
      When seventh street is dealt
      Then Bob acts first
      And Bob may check or bet $2
      When the action goes: Bob bets $2, Carol raises to $4, Bob calls
      Then the hand is over
      And Carol wins $19.25 with "four of a kind, kings, queen kicker"

    Scenario: From the deck: one burn card, then every player's fourth card, then every player's fifth
      # Cards 1-9 make third street; card 10 (Ts) is burned. Bob and Carol then
      # get 6d and Kd as fourth cards and 7c and Kc as fifth cards. The burns
      # before sixth and seventh street are the Js and the Qs.
      Given the deck, from the top, is "Ah Kh 3c 7d Qd 3h 5s Ks 2c Ts 6d Kd 7c Kc Js 8h 2h Qs 9s 4d 4c 5c 6c 8c 9c Tc Jc Qc Ac 2d 3d 5d 8d 9d Td Jd Ad 4h 5h 6h 7h 9h Th Jh Qh 2s 3s 4s 6s 7s 8s As"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | Alice  |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob completes to $1, Carol calls, Alice folds
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Bob bets $2, Carol calls
      And seventh street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol raises to $4, Bob calls
      Then the hand is over
      And Carol wins $19.25 with "four of a kind, kings, queen kicker"

  Rule: MISSISSIPPI.SEVENTH-CARD The seventh card face up, or face down

    Scenario: With the seventh card face down the boards stay at four cards, and Carol's open kings still lead
      Given the house rule mississippi-seventh-card is down
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ah 7d) 5s 6d 7c 8h (9s) |
        | Carol  | (Kh Qd) Ks Kd Kc 2h (4d) |
        | Alice  | (3c 3h) 2c               |
      When third street is dealt
      And the action goes: Alice brings in, Bob completes to $1, Carol calls, Alice folds
      And fifth street is dealt
      And the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Bob bets $2, Carol calls
      And seventh street is dealt
      Then Carol acts first
      And the ruling cites MISSISSIPPI.SEVENTH-CARD
      When the action goes: Carol bets $2, Bob calls
      Then the hand is over
      And Carol wins $15.25 with "four of a kind, kings, queen kicker"

  Rule: MISSISSIPPI.FORCED-BETS Ante and bring-in, or blinds

    Scenario: With blinds there is no ante and no bring-in: Bob and Carol post, Alice acts first
      Given the house rule mississippi-forced-bets is blinds
      And the stakes are $1/$2 with blinds of $0.50 and $1
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Ah 7d) 5s |
        | Carol  | (Kh Qd) Ks |
        | Alice  | (3c 3h) 2c |
      When third street is dealt
      Then the pot is $1.50
      And Alice acts first
      And Alice may fold, call $1 or raise to $2

  Rule: MISSISSIPPI.LIMITS Big bets from the second round, or the hold'em schedule

    Scenario: Under the hold'em schedule fifth street is played at the small bet and sixth at the big
      Given the house rule mississippi-limits is holdem
      And the players, from the dealer's left, hold:
        | player | cards                  |
        | Bob    | (Ah 7d) 5s 6d 7c 8h 9s |
        | Carol  | (Kh Qd) Ks Kd Kc 2h 4d |
        | Alice  | (3c 3h) 2c             |
      When third street is dealt
      And the action goes: Alice brings in, Bob completes to $1, Carol calls, Alice folds
      And fifth street is dealt
      Then Carol acts first
      And Carol may check or bet $1
      And the ruling cites MISSISSIPPI.LIMITS
      When the action goes: Carol bets $1, Bob raises to $2, Carol calls
      And sixth street is dealt
      Then Carol may check or bet $2

  Rule: BLINDS.POST Where a game is played with blinds, two players post them instead of a bring-in

    Scenario: The small blind to the dealer's left, the big blind next, and the big blind is a bet
      Given the house rule mississippi-forced-bets is blinds
      And the stakes are $1/$2 with blinds of $0.50 and $1
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Ah 7d) 5s |
        | Carol  | (Kh Qd) Ks |
        | Alice  | (3c 3h) 2c |
      When third street is dealt
      Then the ruling cites BLINDS.POST
      And Alice cannot check: the big blind is a bet
      When Alice calls
      Then it is Bob's turn
      And Bob may fold, call $1 or raise to $2

    Scenario: Heads-up the dealer posts the small blind and acts first
      Given the house rule mississippi-forced-bets is blinds
      And the stakes are $1/$2 with blinds of $0.50 and $1
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Ah 7d) 5s |
        | Alice  | (3c 3h) 2c |
      When third street is dealt
      Then the pot is $1.50
      And Alice acts first
      And Alice may fold, call $1 or raise to $2

    Scenario: A big blind short of chips is all in, and the others still call the full big blind
      Given the house rule mississippi-forced-bets is blinds
      And the stakes are $1/$2 with blinds of $0.50 and $1
      And the players, from the dealer's left, hold:
        | player | cards                  | stack |
        | Bob    | (Ah 7d) 5s 6d 7c 8h 9s |       |
        | Carol  | (Kh Qd) Ks Kd Kc 2h 4d | $0.25 |
        | Alice  | (3c 3h) 2c 4s 9d Jc Qs |       |
      When third street is dealt
      Then the pot is $0.75
      And Alice may fold, call $1 or raise to $2
      When the action goes: Alice calls, Bob calls
      And fifth street is dealt
      Then Carol shows the best board
      And it is Alice's turn
      When the action goes: Alice checks, Bob checks
      And sixth street is dealt
      And the action goes: Alice checks, Bob checks
      And seventh street is dealt
      And the action goes: Bob checks, Alice checks
      Then the hand is over
      And Carol wins $0.75 with "four of a kind, kings, queen kicker"
      And Bob wins $1.50

    Scenario: A small blind short of chips posts what it has
      Given the house rule mississippi-forced-bets is blinds
      And the stakes are $1/$2 with blinds of $0.50 and $1
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Ah 7d) 5s | $0.25 |
        | Carol  | (Kh Qd) Ks |       |
        | Alice  | (3c 3h) 2c |       |
      When third street is dealt
      Then the pot is $1.25
      And Alice may fold, call $1 or raise to $2
      When the action goes: Alice calls
      Then it is Carol's turn
      And Carol may check or raise to $2

  Rule: BLINDS.ACTION The first round starts left of the big blind; the big blind may raise when called

    Scenario: Called around, the big blind may check or raise; from fifth street the best board opens
      Given the house rule mississippi-forced-bets is blinds
      And the stakes are $1/$2 with blinds of $0.50 and $1
      And the players, from the dealer's left, hold:
        | player | cards                  |
        | Bob    | (Ah 7d) 5s 6d 7c 8h 9s |
        | Carol  | (Kh Qd) Ks Kd Kc 2h 4d |
        | Alice  | (3c 3h) 2c 4s 9d Jc Qs |
      When third street is dealt
      Then the ruling cites BLINDS.ACTION
      When the action goes: Alice calls, Bob calls
      Then it is Carol's turn
      And Carol may check or raise to $2
      When the action goes: Carol raises to $2, Alice calls, Bob folds
      Then the pot is $5
      When fifth street is dealt
      Then Carol acts first
      And Carol may check or bet $2

    Scenario: Pot limit with blinds: the big blind is the first bet, and a raise is at most the pot
      Given the house rule mississippi-forced-bets is blinds
      And the house rule betting-structure is pot-limit
      And the stakes are $1/$1 with blinds of $0.50 and $1
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Ah 7d) 5s |
        | Carol  | (Kh Qd) Ks |
        | Alice  | (3c 3h) 2c |
      When third street is dealt
      Then Alice may fold, call $1 or raise to between $2 and $3.50
