Feature: Five-card stud high-low with declaration: whole hands from the antes to the showdown
  Dealt and bet like five-card stud high-low, but after the last betting round
  each player still in declares high or low, all at once unless the house
  says in turn. The best high among the high declarers and the best low among
  the low declarers share the pot, lows ranked ace-to-five with no qualifier.

  Background:
    Given the game is five-card stud high-low with declaration

  Rule: FIVE-DECLARE.GAME Five-card stud high-low with declaration: declare high or low, then the best of each side shares the pot

    Scenario: Alice's aces take the high half from Carol's eights, and Bob, alone declaring low, the low half
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (2c) 3d 5h 6c Ts |
        | Carol  | (8d) 8h Jd 9c 6s |
        | Alice  | (As) Ad Kc 7h 4s |
      When second street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, Alice completes to $1, Bob calls, Carol calls
      Then the pot is $3.75
      When third street is dealt
      Then Alice acts first
      When the action goes: Alice bets $1, Bob calls, Carol calls
      And fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls, Carol calls
      Then the pot is $12.75
      When fifth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob raises to $4, Carol calls, Alice calls
      Then the pot is $24.75
      And Bob may declare high or low
      When the declarations are: Bob low, Carol high, Alice high
      Then the hand is over
      # 99 quarters: 50 ($12.50) to the high half, 49 ($12.25) to the low half.
      And Alice wins $12.50 with "pair of aces, king-seven-four kickers"
      And Bob wins $12.25 with "ten-six low"
      And the hands are shown in the order Bob, Carol, Alice

    Scenario: Had Bob declared high as well, Alice's aces would have taken the whole pot
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (2c) 3d 5h 6c Ts |
        | Carol  | (8d) 8h Jd 9c 6s |
        | Alice  | (As) Ad Kc 7h 4s |
      When second street is dealt
      And the action goes: Bob brings in, Carol calls, Alice completes to $1, Bob calls, Carol calls
      And third street is dealt
      And the action goes: Alice bets $1, Bob calls, Carol calls
      And fourth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob raises to $4, Carol calls, Alice calls
      And the declarations are: Bob high, Carol high, Alice high
      Then the hand is over
      And Alice wins $24.75 with "pair of aces, king-seven-four kickers"

    Scenario: The home game, declaring in turn: Bob raised last and declares low first; Carol's queens are then alone for high
      # The home profile: Carol's ace opens with no bring-in, and fourth and
      # fifth street are played at the small bet.
      Given the house rules are the home profile
      And the house rule declare-method is in-turn-from-last-aggressor
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (4c) 5d 7s 2h 3h |
        | Carol  | (Qh) Ac Qd 9s Qs |
        | David  | (Jc) 9h          |
        | Alice  | (6d) Kh 6s 8c Tc |
      When second street is dealt
      Then Carol acts first
      And Carol may check or bet $1
      When the action goes: Carol bets $1, David folds, Alice calls, Bob calls
      Then the pot is $4
      When third street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, Alice raises to $2, Bob calls, Carol calls
      Then the pot is $10
      When fourth street is dealt
      Then Carol acts first
      And Carol may check or bet $1
      When the action goes: Carol checks, Alice bets $1, Bob calls, Carol calls
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, Alice calls, Bob raises to $2, Carol calls, Alice calls
      Then the pot is $19
      And Bob may declare high or low
      And Carol cannot declare high: Bob declares first
      When Bob declares low
      Then Carol may declare high or low
      When Carol declares high
      Then Alice may declare high or low
      When Alice declares low
      Then the hand is over
      # 76 quarters, 38 to each half. Alice's pair of sixes is a worse low than Bob's seven-five.
      And Carol wins $9.50 with "three of a kind, queens, ace-nine kickers"
      And Bob wins $9.50 with "seven-five low"
      And Alice wins $0

    Scenario Outline: Heads-up: Bob's ace-king wins the high half if he declares high, and nothing if he declares low
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Ad) 4s 6h 8d Kc |
        | Alice  | (2s) 3c 7d 9c Qh |
      When second street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob completes to $1, Alice calls
      And third street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob bets $1, Alice calls
      And fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls
      And fifth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Alice checks
      Then the pot is $8.50
      When the declarations are: Bob <Bob declares>, Alice low
      Then the hand is over
      # Alice's queen-nine is a lower hand than Bob's king-eight.
      And Bob wins <Bob wins>
      And Alice wins <Alice wins> with "queen-nine low"

      Examples:
        | Bob declares | Bob wins | Alice wins |
        | high         | $4.25    | $4.25      |
        | low          | $0       | $8.50      |
