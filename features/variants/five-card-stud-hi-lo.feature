Feature: Five-card stud high-low split: whole hands from the antes to the showdown
  Dealt and bet like five-card stud, but every pot is split: half to the best
  high hand, half to the best ace-to-five low of five different ranks, eight
  or lower. Without a qualifying low the high hand takes it all; an odd chip
  between the halves goes to the high half. A pair showing changes nothing
  unless the house says so.

  Background:
    Given the game is five-card stud high-low

  Rule: FIVE-HILO.GAME Five-card stud high-low: half to the best high, half to the best eight-or-better low

    Scenario: Bob's kings and nines take the high half and the odd quarter, Carol's eight-seven the low half
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kc) 9s 9h Kd 2c |
        | Carol  | (Ah) 3s 5d 7c 8h |
        | Alice  | (Qd) 6h          |
      When second street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Alice calls, Bob completes to $1, Carol calls, Alice folds
      Then the pot is $3.25
      # Bob's open nines act first but allow no big bet in a split game.
      When third street is dealt
      Then Bob acts first
      And Bob may check or bet $1
      When the action goes: Bob bets $1, Carol calls
      Then the pot is $5.25
      When fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls
      And fifth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks
      Then the hand is over
      # $9.25 is 37 quarters: 19 to the high half, 18 to the low half.
      And Bob wins $4.75 with "two pair, kings and nines, two kicker"
      And Carol wins $4.50 with "eight-seven low"
      And the hands are shown in the order Bob, Carol

    Scenario: Bob's wheel scoops: a five-high straight for high and the best low
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Ac) 2d 3h 4s 5c |
        | Carol  | (Kh) Ks Qd Qc 7h |
        | David  | (Jh) 8c 6d 9c    |
      When second street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, David calls, Bob calls
      Then the pot is $3.75
      When third street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, David calls, Bob raises to $2, Carol calls, David calls
      Then the pot is $9.75
      When fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, David folds, Bob raises to $4, Carol calls
      Then the pot is $17.75
      When fifth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob bets $2, Carol calls
      Then the hand is over
      # Carol's kings and queens make no low: Bob wins both halves of $21.75.
      And Bob wins $21.75 with "straight, five high"
      And Bob wins $21.75 with "wheel"

    Scenario: Nobody makes an eight or better, so Carol's two pair takes the whole pot
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (9d) 6c 4h 3s 2d |
        | Carol  | (Jc) Th 8s 8d Ts |
        | Alice  | (Kh) 7s 7c 5h    |
      When second street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      Then the pot is $3.75
      When third street is dealt
      Then Alice acts first
      And Alice may check or bet $1
      When the action goes: Alice bets $1, Bob calls, Carol calls
      Then the pot is $6.75
      # Carol's eights beat Alice's sevens.
      When fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Alice folds, Bob calls
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob calls
      Then the hand is over
      # Bob's 9 6 4 3 2 holds a nine: no low qualifies.
      And Carol wins $14.75 with "two pair, tens and eights, jack kicker"

    Scenario: A house that lets the open pair work in split games: Bob may bet big on third street
      Given the house rule open-pair-in-split-games is same-as-high
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kc) 9s 9h Kd 2c |
        | Carol  | (Ah) 3s 5d 7c 8h |
        | Alice  | (Qd) 6h          |
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob completes to $1, Carol calls, Alice folds
      And third street is dealt
      Then Bob acts first
      And Bob may check or bet $1 or $2
      When Bob bets $2
      Then Carol may fold, call $2 or raise to $4
      When Carol calls
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol checks
      Then the hand is over
      # $3.25 and $4 more on third street: 29 quarters, 15 to the high half, 14 to the low.
      And Bob wins $3.75
      And Carol wins $3.50

    Scenario: Ten players, each dealt given cards: Grace's flush takes the high half, Bob and Heidi share the low
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (2d) 7s 5d 4c 3h |
        | Carol  | (Kc) Qs          |
        | David  | (Jd) Td 2h       |
        | Erin   | (9s) 8d          |
        | Frank  | (Ks) Jc          |
        | Grace  | (Ah) 6h Jh 9h 4h |
        | Heidi  | (2c) 7c 5s 4d 3c |
        | Ivan   | (Tc) Qc          |
        | Judy   | (8c) Kd          |
        | Alice  | (9c) Qh          |
      When second street is dealt
      Then the pot is $2.50
      And Grace must post the bring-in of $0.50
      When the action goes: Grace brings in, Heidi calls, Ivan folds, Judy folds, Alice folds, Bob calls, Carol folds, David calls, Erin folds, Frank folds
      Then the pot is $4.50
      # Jack-six is the best board.
      When third street is dealt
      Then Grace acts first
      When the action goes: Grace bets $1, Heidi calls, Bob calls, David folds
      Then the pot is $7.50
      When fourth street is dealt
      Then Grace acts first
      When the action goes: Grace checks, Heidi checks, Bob checks
      And fifth street is dealt
      Then Grace acts first
      When the action goes: Grace bets $2, Heidi calls, Bob calls
      Then the hand is over
      # $13.50 is 54 quarters: 27 to Grace's flush and 27 to the low. Bob and
      # Heidi both hold 7-5-4-3-2: 13 quarters each, and the odd one goes to
      # the lowest card, Heidi's deuce of clubs below Bob's deuce of diamonds,
      # though Bob sits nearer the dealer's left.
      And Grace wins $6.75 with "flush, ace-jack-nine-six-four"
      And Heidi wins $3.50 with "seven-five low"
      And Bob wins $3.25 with "seven-five low"
