Feature: Kill pots
  A kill pot is one a player has made bigger by posting a kill: a forced bet
  that raises the limits of that deal. A kill depends on the hands before (in
  a stud/8 game, a player who scooped a big enough pot must kill the next
  one), so a deal says who kills and for how much. In a stud game there is
  then no bring-in: the kill is the first round's bet, the action starts
  at the kill's left, and the kill acts last and may raise when called.

  Background:
    Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: KILL.POT A kill: no bring-in, the action from the kill's left, the limits raised

    Scenario: A full kill in stud/8: no bring-in, the action starts left of the kill, the limits doubled
      # WSOP Live Action Rules, Kill Pots: a full kill doubles the limits (Rule 190: no bring-in, action left of the kill).
      Given the game is seven-card stud high-low
      And the house rules are the wsop-2024-cash profile
      And Carol kills the pot for $2
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Qs 2h) 4s 8d |
        | Carol  | (9c 9d) Kd Kh |
        | David  | (Ac 3h) 5d 6c |
        | Alice  | (5s 5c) 9h Tc |
      When third street is dealt
      Then the pot is $3
      And David may fold, call $2 or raise to $4
      And the ruling cites KILL.POT
      When the action goes: David calls, Alice folds, Bob calls
      Then it is Carol's turn
      And Carol may check or raise to $4
      When Carol checks
      And fourth street is dealt
      Then Carol acts first
      And Carol may check or bet $2

    Scenario: After a kill the big bet of the later streets is doubled too
      Given the game is seven-card stud high-low
      And Bob kills the pot for $2
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Qs 2h) 4s 8d 9s |
        | Carol  | (9c 9d) Kd Kh 2s |
      When third street is dealt
      Then Carol may fold, call $2 or raise to $4
      When the action goes: Carol calls, Bob checks
      And fourth street is dealt
      And the action goes: Carol checks, Bob checks
      And fifth street is dealt
      Then Carol may check or bet $4

    Scenario: A half kill raises the limits by half
      # A half kill is one and a half times the bet, and the limits grow by as much.
      Given the game is seven-card stud high-low
      And Bob kills the pot for $1.50
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | Alice  | (5s 5c) 9h |
      When third street is dealt
      Then Carol may fold, call $1.50 or raise to $3
