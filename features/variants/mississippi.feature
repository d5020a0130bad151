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
