Feature: Seven-card stud high-low with declaration: whole hands from the antes to the showdown
  Dealt and bet like seven-card stud high-low, but after the seventh-street
  round each player still in declares high, low or both, all at once unless
  the house says in turn. The best high among the high declarers and the best
  low among the low declarers share each pot, lows ranked ace-to-five with no
  qualifier; a player who declares both must win both ways outright.

  Background:
    Given the game is seven-card stud high-low with declaration
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: HILODECLARE.GAME Seven-card stud high-low with declaration: declare high, low or both, then the best of each side shares the pot

    Scenario: Carol's kings and queens take the high half; Bob's wheel beats Alice's eight-seven for the low half
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 2d) 3h 4s 5c Kd (9s) |
        | Carol  | (Kc Ks) Qd Qh 8c Jd (7h) |
        | Alice  | (2c 3d) 6h 7s 8d Jh (Td) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      Then the pot is $3.75
      # Carol's open queens act first; in a split game they allow no big bet.
      When fourth street is dealt
      Then Carol acts first
      And Carol may check or bet $1
      When the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Alice calls, Bob calls
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      Then the pot is $24.75
      And Alice may declare high, low or both
      When the declarations are: Bob low, Carol high, Alice low
      Then the hand is over
      # 99 quarters: 50 ($12.50) to the high half, 49 ($12.25) to the low half.
      # Declared low, Bob's straight does not compete with Carol for high.
      And Carol wins $12.50 with "two pair, kings and queens, jack kicker"
      And Bob wins $12.25 with "wheel"
      And Alice wins $0
      And the hands are shown in the order Bob, Carol, Alice

    Scenario: Declaring in turn from the last aggressor, Bob goes first and takes everything with both
      Given the house rule declare-method is in-turn-from-last-aggressor
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 2d) 3h 4s 5c Kd (9s) |
        | Carol  | (Kc Ks) Qd Qh 8c Jd (7h) |
        | Alice  | (2c 3d) 6h 7s 8d Jh (Td) |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Alice calls, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      Then Bob may declare high, low or both
      And Carol cannot declare high: Bob declares first
      When Bob declares both
      Then Carol may declare high, low or both
      When the declarations are: Carol high, Alice low
      Then the hand is over
      And Bob wins $24.75
