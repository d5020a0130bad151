Feature: Five-card stud high-low with a buy: whole hands from the antes to the showdown
  Five-card stud high-low with declaration, with one more chance: once the
  fifth card is out, each player in turn from the dealer's left may pay one
  big bet to throw a card away and get a new one, face up or face down like
  the old. Then come the last betting round, begun by the best board after
  the buying, and the declaration.

  Background:
    Given the game is five-card stud high-low with a buy

  Rule: FIVE-BUY.GAME Five-card stud high-low with a buy: one card may be bought after the fifth, then the last round and a declaration

    Scenario: Bob buys the king of diamonds, his open kings begin the last round, and Carol's seven-six takes the low half
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards               |
        | Bob    | (Kc) Ks Qh 8d 3c Kd |
        | Carol  | (Ah) 2d 4c 6h 7s    |
        | Alice  | (5c) 9c 9d 4h 2s    |
      When second street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Alice calls, Bob completes to $1, Carol calls, Alice calls
      Then the pot is $3.75
      # Alice's open nines act first; in a split game they allow no big bet.
      When third street is dealt
      Then Alice acts first
      And Alice may check or bet $1
      When the action goes: Alice bets $1, Bob raises to $2, Carol calls, Alice calls
      Then the pot is $9.75
      When fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls, Carol calls
      Then the pot is $15.75
      # Alice's nines still lead, but the buying comes first, from the dealer's left.
      When fifth street is dealt
      Then Bob may buy or stand pat
      When Bob buys for 3c
      Then the pot is $17.75
      When Carol stands pat
      And Alice stands pat
      # Ks Qh 8d Kd: Bob's kings now beat Alice's nines.
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls, Alice folds
      Then the pot is $21.75
      When the declarations are: Bob high, Carol low
      Then the hand is over
      # 87 quarters: 44 to the high half, 43 to the low.
      And Bob wins $11 with "three of a kind, kings, queen-eight kickers"
      And Carol wins $10.75 with "seven-six low"
      And the hands are shown in the order Bob, Carol

    Scenario: Heads-up at home with two buy rounds: Bob buys a low card for $2, Alice a third jack for $4
      # The home profile: the best door card opens with no bring-in, the last two
      # rounds are small, and raising is uncapped in a round that starts heads-up.
      Given the house rules are the home profile
      And the house rule buy-rounds is 2
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards               |
        | Bob    | (3h) 5c 2s Kd 7d 4s |
        | Alice  | (Js) Jh Td 6c 8s Jd |
      When second street is dealt
      Then Alice acts first
      When the action goes: Alice bets $1, Bob calls
      Then the pot is $2.50
      When third street is dealt
      Then Alice acts first
      When the action goes: Alice bets $1, Bob raises to $2, Alice raises to $3, Bob raises to $4, Alice raises to $5
      Then Bob may fold, call $5 or raise to $6
      When Bob calls
      Then the pot is $12.50
      When fourth street is dealt
      Then Bob acts first
      And Bob may check or bet $1
      When the action goes: Bob bets $1, Alice calls
      And fifth street is dealt
      Then Bob may buy or stand pat
      When Bob buys for Kd
      And Alice stands pat
      Then Bob may buy or stand pat
      When Bob stands pat
      And Alice buys for 6c
      Then the pot is $20.50
      # Bob shows 5c 2s 7d 4s; Alice's Jh Td 8s Jd pairs her jacks.
      And Alice acts first
      And Alice may check or bet $1
      When the action goes: Alice bets $1, Bob raises to $2, Alice calls
      Then the pot is $24.50
      When the declarations are: Bob low, Alice high
      Then the hand is over
      # 98 quarters, 49 to each half.
      And Bob wins $12.25 with "seven-five low"
      And Alice wins $12.25 with "three of a kind, jacks, ten-eight kickers"

    Scenario: Declaring in turn, checked down: the checking stops at the buy, then at the declaration
      Given the house rule declare-method is in-turn-from-dealer-left
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards               |
        | Bob    | (Kc) Ks Qh 8d 3c Kd |
        | Carol  | (Ah) 2d 4c 6h 7s    |
        | Alice  | (5c) 9c 9d 4h 2s    |
      When the action goes: Carol brings in, Alice calls, Bob calls
      And the hand is checked down to the showdown
      Then Bob may buy or stand pat
      When Bob stands pat
      And Carol stands pat
      And Alice stands pat
      And the hand is checked down to the showdown
      Then Bob may declare high or low
      And the pot is $2.25
