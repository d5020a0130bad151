Feature: Betting: spread limit and no limit
  In a spread any bet or raise runs from the lower bound to the upper bound,
  the small and the big bet of the stakes, with the cap of a limit game. In no
  limit a bet runs from the minimum bet up to all of a player's chips, with no
  cap. In both a raise is at least the last full bet or raise, the bring-in is
  a bet of its own size that nobody completes, and a short all-in does not
  reopen the betting. Seven-card stud is played each way here by the house
  rule betting-structure.

  Background:
    Given the game is seven-card stud

  Rule: SPREAD.STRUCTURE Spread limit: any amount between the two bounds, on every street, with the cap

    Background:
      Given the house rule betting-structure is spread-limit
      And the stakes are a $1-$5 spread with a $0.25 ante and a $1 bring-in

    Scenario: Every street's bets run from $1 to $5, fifth street as well
      Given the players, from the dealer's left, hold:
        | player | cards             |
        | Bob    | (Qs 2h) 4s        |
        | Carol  | (9h 9d) Kd 2c 9s  |
        | David  | (Ac 3h) 4d 6s     |
        | Alice  | (5s 5c) 9c Kc Qc  |
      When third street is dealt
      Then David must post the bring-in of $1
      When the action goes: David brings in, Alice calls, Bob folds, Carol calls
      And fourth street is dealt
      Then Alice acts first
      And Alice may check or bet between $1 and $5
      When Alice bets $3
      Then Carol may fold, call $3 or raise to between $6 and $8
      When the action goes: Carol calls, David folds
      And fifth street is dealt
      Then Alice acts first
      And Alice may check or bet between $1 and $5

    Scenario: A bet and three raises cap the betting with three players in
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      # The bring-in is the bet; Alice, Bob and Carol raise.
      And the action goes: David brings in, Alice raises to $2, Bob raises to $3, Carol raises to $4
      Then David may fold or call $4
      And David cannot raise to $5: the betting is capped
      And the ruling cites BET.CAP

  Rule: SPREAD.MINIMUM The smallest bet is the lower bound; a raise is at least the last bet or raise

    Scenario: After Alice's raise of $3 the next raise adds at least $3
      Given the house rule betting-structure is spread-limit
      And the stakes are a $1-$5 spread with a $0.25 ante and a $1 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      And the action goes: David brings in, Alice raises to $4
      Then Bob may fold, call $4 or raise to between $7 and $9
      And Bob cannot raise to $6: the smallest raise adds $3
      And the ruling cites SPREAD.MINIMUM
      When Bob raises to $8
      # Bob's raise of $4 is the new smallest: 8 + 4 = 12; the spread allows 8 + 5 = 13.
      Then Carol may fold, call $8 or raise to between $12 and $13

  Rule: SPREAD.MAXIMUM The largest bet is the upper bound; a raise adds at most the upper bound

    Scenario: A raise goes to the bet plus $5 at most, or all in for less
      Given the house rule betting-structure is spread-limit
      And the stakes are a $1-$5 spread with a $0.25 ante and a $1 bring-in
      # Bob has $7.25: $7 after the ante.
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Qs 2h) 4s | 7.25  |
        | Carol  | (9h 9d) Kd |       |
        | David  | (Ac 3h) 4d |       |
        | Alice  | (5s 5c) 9c |       |
      When third street is dealt
      And David brings in
      Then Alice may fold, call $1 or raise to between $2 and $6
      And Alice cannot raise to $7: the spread allows $1 + $5
      And the ruling cites SPREAD.MAXIMUM
      When Alice raises to $5
      Then Bob may fold, call $5 or raise to $7
      And the ruling cites SPREAD.MAXIMUM

  Rule: SPREAD.BRING-IN The bring-in is a bet of its own size, never completed

    Scenario: David brings in for $1 or opens for up to $5; nobody completes
      Given the house rule betting-structure is spread-limit
      And the stakes are a $1-$5 spread with a $0.25 ante and a $1 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      Then David may bring in for $1 or bet between $2 and $5
      When David bets $3
      Then Alice may fold, call $3 or raise to between $6 and $8
      When Alice calls
      Then Bob cannot complete: nobody completes in a spread
      And the ruling cites SPREAD.BRING-IN
      And Bob may fold, call $3 or raise to between $6 and $8

  Rule: SPREAD.ALL-IN A short all-in does not reopen the betting, and does not count toward the cap

    Scenario: Bob's all-in raise of $2 leaves Alice only a call
      Given the house rule betting-structure is spread-limit
      And the stakes are a $1-$5 spread with a $0.25 ante and a $1 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Qs 2h) 4s | 7.25  |
        | Carol  | (9h 9d) Kd |       |
        | David  | (Ac 3h) 4d |       |
        | Alice  | (5s 5c) 9c |       |
      When third street is dealt
      And the action goes: David brings in, Alice raises to $5, Bob raises to $7
      Then the ruling cites SPREAD.ALL-IN
      # Alice's $4 raise is still the smallest: 7 + 4 = 11; the spread allows 7 + 5 = 12.
      And Carol may fold, call $7 or raise to between $11 and $12
      When the action goes: Carol calls, David calls
      Then Alice may fold or call $7
      And Alice cannot raise: the betting was not reopened
      And the ruling cites SPREAD.ALL-IN

  Rule: NOLIMIT.STRUCTURE No limit: any amount from the minimum bet up to all of a player's chips

    Background:
      Given the house rule betting-structure is no-limit
      And the stakes are no limit with a $1 ante and a $1 bring-in

    Scenario: Raises go up to all in, with no cap
      Given the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Qs 2h) 4s | 50    |
        | Carol  | (9h 9d) Kd | 50    |
        | David  | (Ac 3h) 4d | 50    |
        | Alice  | (5s 5c) 9c | 50    |
      When third street is dealt
      And the action goes: David brings in, Alice raises to $5, Bob raises to $12, Carol raises to $20, David raises to $30
      Then Alice may fold, call $30 or raise to between $40 and $49

  Rule: NOLIMIT.MINIMUM The smallest bet is the minimum bet on every street; a raise is at least the last bet or raise

    Scenario: After Alice's raise of $9 the next raise adds at least $9
      Given the house rule betting-structure is no-limit
      And the stakes are no limit with a $1 ante and a $1 bring-in
      And the players, from the dealer's left, hold:
        | player | cards         | stack |
        | Bob    | (Qs 2h) 4s    | 50    |
        | Carol  | (9h 9d) Kd 2c | 50    |
        | David  | (Ac 3h) 4d    | 50    |
        | Alice  | (5s 5c) 9c Kc | 50    |
      When third street is dealt
      And the action goes: David brings in, Alice raises to $10
      Then Bob may fold, call $10 or raise to between $19 and $49
      And Bob cannot raise to $15: the smallest raise adds $9
      And the ruling cites NOLIMIT.MINIMUM
      When the action goes: Bob folds, Carol calls, David folds
      And fourth street is dealt
      Then Alice may check or bet between $1 and $39

  Rule: NOLIMIT.MAXIMUM The most a player may wager is every chip they have

    Scenario: Bob may raise up to his $49 and no further
      Given the house rule betting-structure is no-limit
      And the stakes are no limit with a $1 ante and a $1 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Qs 2h) 4s | 50    |
        | Carol  | (9h 9d) Kd | 80    |
        | David  | (Ac 3h) 4d | 50    |
        | Alice  | (5s 5c) 9c | 50    |
      When third street is dealt
      And the action goes: David brings in, Alice raises to $10
      Then the ruling cites NOLIMIT.MAXIMUM
      And Bob cannot raise to $60: he has $49
      And the ruling cites NOLIMIT.MAXIMUM
      When Bob raises to $49
      # A full raise of $39: Carol's $79 do not reach $88, so she may only go all in.
      Then Carol may fold, call $49 or raise to $79

  Rule: NOLIMIT.BRING-IN The bring-in is a bet of its own size, never completed

    Scenario: David brings in for $1 or opens for up to all his chips; nobody completes
      Given the house rule betting-structure is no-limit
      And the stakes are no limit with a $1 ante and a $1 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Qs 2h) 4s | 50    |
        | Carol  | (9h 9d) Kd | 50    |
        | David  | (Ac 3h) 4d | 30    |
        | Alice  | (5s 5c) 9c | 50    |
      When third street is dealt
      Then David may bring in for $1 or bet between $2 and $29
      And David cannot complete: he may bring in or bet
      And the ruling cites NOLIMIT.BRING-IN
      When David brings in
      Then the ruling cites NOLIMIT.BRING-IN
      And Alice may fold, call $1 or raise to between $2 and $49
      And Alice cannot complete: nobody completes in no limit
      And the ruling cites NOLIMIT.BRING-IN

  Rule: NOLIMIT.ALL-IN A short all-in does not reopen the betting

    Scenario: Bob's all-in raise of $4 leaves Alice only a call
      Given the house rule betting-structure is no-limit
      And the stakes are no limit with a $1 ante and a $1 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Qs 2h) 4s | 15    |
        | Carol  | (9h 9d) Kd | 50    |
        | David  | (Ac 3h) 4d | 50    |
        | Alice  | (5s 5c) 9c | 50    |
      When third street is dealt
      And the action goes: David brings in, Alice raises to $10, Bob raises to $14
      Then the ruling cites NOLIMIT.ALL-IN
      # Alice's $9 raise is still the smallest: 14 + 9 = 23.
      And Carol may fold, call $14 or raise to between $23 and $49
      When the action goes: Carol calls, David calls
      Then Alice may fold or call $14
      And Alice cannot raise: the betting was not reopened
      And the ruling cites NOLIMIT.ALL-IN
