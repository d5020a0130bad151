Feature: Seven-card stud high-low, eight or better: whole hands from the antes to the showdown
  Dealt and bet like seven-card stud, but every pot is split: half to the best
  high hand, half to the best ace-to-five low of five different ranks, eight
  or lower. Without a qualifying low the high hand takes it all; an odd chip
  between the halves goes to the high half. The ace is high for the bring-in
  and the boards, and an open pair on fourth street changes nothing.

  Background:
    Given the game is seven-card stud high-low

  Rule: STUD8.GAME Stud/8: 2 to 8 players, the low card brings in, half to the best high and half to the best eight-or-better low

    Scenario: Alice's aces full take the high half with the odd chip, Carol's seven-five low the other half
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Jh Ts) Qc               |
        | Carol  | (7h 2c) 5h 4h 3d 8s (Kc) |
        | David  | (Jc 4c) 2s 9c 9h Td      |
        | Erin   | (Qh Qs) Jd               |
        | Alice  | (As Ac) Ah Kd 6c 7c (Ks) |
      # The ace counts high for the bring-in: David's deuce brings in, not Alice's ace.
      When third street is dealt
      Then David must post the bring-in of $0.50
      When the action goes: David brings in, Erin folds, Alice completes to $1, Bob folds, Carol calls, David calls
      Then the pot is $4.25
      When fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $1, Carol calls, David calls
      # David's open nines now lead.
      And fifth street is dealt
      Then David acts first
      When the action goes: David bets $2, Alice calls, Carol calls
      Then the pot is $13.25
      When sixth street is dealt
      Then David acts first
      When the action goes: David checks, Alice checks, Carol bets $2, David folds, Alice calls
      Then the pot is $17.25
      When seventh street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Carol bets $2, Alice calls
      Then the hand is over
      # $21.25 is 85 quarters: 43 to the high half, 42 to the low half.
      # Alice's cards make no low: an ace, a six and a seven are her only ranks of eight or less.
      And Alice wins $10.75 with "full house, aces full of kings"
      And Carol wins $10.50 with "seven-five low"

    Scenario: Bob's wheel scoops: a five-high straight for high and the best low
      Given the stakes are $2/$4 with a $0.50 ante and a $1 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 2d) 3h 4s 5c Kd (9h) |
        | Carol  | (Kh Js) Qd Kc Qs 9c (2s) |
        | Alice  | (6s 7s) 8d 2h 6h 7c      |
      When third street is dealt
      Then Bob must post the bring-in of $1
      When the action goes: Bob brings in, Carol completes to $2, Alice calls, Bob calls
      Then the pot is $7.50
      When fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Alice calls, Bob calls
      When fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $4, Alice calls, Bob raises to $8, Carol calls, Alice calls
      Then the pot is $37.50
      When sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks, Bob bets $4, Carol calls, Alice folds
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob bets $4, Carol calls
      Then the hand is over
      # Carol has kings and queens and no low; Bob wins both halves of $53.50.
      And Bob wins $53.50 with "straight, five high"

    Scenario: Nobody makes a low, so Bob's straight takes the whole pot
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Js Th) 9c Qd 8h 7s (2c) |
        | Carol  | (Ac 5s) Tc Td Ah 4c (Kh) |
        | David  | (5d 6h) 3s               |
        | Alice  | (2d 2h) Jh               |
      When third street is dealt
      Then David must post the bring-in of $0.50
      When the action goes: David brings in, Alice folds, Bob completes to $1, Carol calls, David folds
      Then the pot is $3.50
      # An open pair changes nothing in stud/8: Carol may bet only the small bet.
      When fourth street is dealt
      Then Carol acts first
      And Carol may check or bet $1
      When the action goes: Carol bets $1, Bob calls
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob bets $2, Carol calls
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      Then the hand is over
      # Bob's only ranks of eight or less are 8, 7 and 2; Carol's are A, 5 and 4.
      And Bob wins $13.50 with "straight, queen high"

    Scenario: An ace door card never brings in beside a lower card, then leads the boards; two equal lows share a half
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ad As) Ac 5d Kc Kh (8c) |
        | Carol  | (4d 5s) 3c 6h 2d 7h (Qs) |
        | David  | (Jc Tc) Kd               |
        | Alice  | (5h 6c) 9s 4s 7d 2s (3h) |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      And the ruling cites BRING-IN.LOW-CARD
      When the action goes: Carol brings in, David folds, Alice calls, Bob completes to $1, Carol calls, Alice calls
      Then the pot is $4
      # On the boards the ace is high: ace-five beats nine-four and six-three.
      When fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $1, Carol calls, Alice calls
      And fifth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls, Alice calls
      And sixth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls, Alice calls
      And seventh street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks, Alice checks
      Then the hand is over
      # $19 is 76 quarters: 38 to Bob's high; Carol and Alice both hold 6 5 4 3 2 and share the 38 of the low half.
      And Bob wins $9.50 with "full house, aces full of kings"
      And Alice and Carol each win $4.75
