Feature: Betting: pot limit
  At pot limit a bet may be anything from the minimum bet, the bring-in, up
  to the pot; a raise may go up to the round's bet plus the pot after the
  raiser's call, and must be at least as large as the last full bet or raise.
  The bring-in is already a bet of the minimum size: nobody completes, and the
  bring-in player may open for more instead. A short all-in does not reopen
  the betting, and there is no cap on raises. Seven-card stud is played pot
  limit here by the house rule betting-structure.

  Background:
    Given the game is seven-card stud
    And the house rule betting-structure is pot-limit
    And the stakes are pot limit with $1 ante and $1 bring-in

  Rule: POTLIMIT.STRUCTURE Pot limit: any amount from the minimum bet up to the pot

    Scenario: Every street's bets run from $1 to the pot, with no big bet from fifth street, and Carol's full house wins
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s               |
        | Carol  | (9h 9d) Kd 2c 9s Kh (3c) |
        | David  | (Ac 3h) 4d 6s            |
        | Alice  | (5s 5c) 9c Kc Qc 4c (8d) |
      When third street is dealt
      Then David must post the bring-in of $1
      When the action goes: David brings in, Alice calls, Bob folds, Carol calls
      Then the pot is $7
      # Alice's king-nine beats Carol's king-deuce.
      When fourth street is dealt
      Then Alice acts first
      And Alice may check or bet between $1 and $7
      When Alice bets $7
      # The pot is $14; Carol's call of $7 would make it $21: 7 + 21 = 28.
      Then Carol may fold, call $7 or raise to between $14 and $28
      When the action goes: Carol calls, David folds
      Then the pot is $21
      # Fifth street is a big-bet street at fixed limit; here the least bet is still $1.
      When fifth street is dealt
      Then Alice acts first
      And Alice may check or bet between $1 and $21
      When the action goes: Alice checks, Carol bets $5, Alice calls
      Then the pot is $31
      # Carol's open kings now lead.
      When sixth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $10, Alice calls
      And seventh street is dealt
      Then Carol acts first
      And Carol may check or bet between $1 and $51
      When Carol bets $51
      # $102 in the pot, $153 after Alice's call: 51 + 153 = 204.
      Then Alice may fold, call $51 or raise to between $102 and $204
      When Alice calls
      Then the hand is over
      And Carol wins $153 with "full house, nines full of kings"

    Scenario: With the game's own structure seven-card stud stays fixed limit: the $1 bring-in is the bet and a raise is one more dollar
      # The house rule set in the Background is replaced by its default.
      Given the house rule betting-structure is game
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Qs 2h) 4s    |
        | Carol  | (9h 9d) Kd 2c |
        | David  | (Ac 3h) 4d 6s |
        | Alice  | (5s 5c) 9c Kc |
      When third street is dealt
      Then David may bring in for $1
      When David brings in
      Then Alice may fold, call $1 or raise to $2
      When the action goes: Alice calls, Bob folds, Carol calls
      And fourth street is dealt
      Then Alice acts first
      And Alice may check or bet $1

  Rule: POTLIMIT.MAXIMUM The most a player may bet or raise: the pot after calling

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Qs 2h) 4s 7c |
        | Carol  | (9h 9d) Kd 2c |
        | David  | (Ac 3h) 4d 6s |
        | Alice  | (5s 5c) 9c Kc |

    Scenario: The worked example of the rulebook: each raise may go up to the pot after the raiser's call
      When third street is dealt
      And David brings in
      # $4 of antes and the $1 bring-in; Alice's call makes $6: 1 + 6 = 7.
      Then Alice may fold, call $1 or raise to between $2 and $7
      When Alice raises to $4
      # $9 in the pot, $13 after Bob's call: 4 + 13 = 17.
      Then Bob may fold, call $4 or raise to between $7 and $17
      And the ruling cites POTLIMIT.MAXIMUM
      And Bob cannot raise to $18: the pot allows $17
      When Bob calls
      Then Carol may fold, call $4 or raise to between $7 and $21
      When Carol folds
      # David has $1 in: his call adds $3 to the $13: 4 + 16 = 20.
      Then David may fold, call $4 or raise to between $7 and $20
      When David raises to $20
      # $32 in the pot, $48 after Alice's call of $16: 20 + 48 = 68. His raise added $16.
      Then Alice may fold, call $20 or raise to between $36 and $68
      When Alice calls
      Then Bob may fold, call $20 or raise to between $36 and $84
      When Bob calls
      Then the pot is $64
      # Alice's king-nine is the best board.
      When fourth street is dealt
      Then Alice acts first
      And Alice may check or bet between $1 and $64

    Scenario: Bob's chips stop his raise short of the pot
      # Bob has $10: $9 after the ante. The pot would allow a raise to $17.
      Given the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Qs 2h) 4s | 10    |
        | Carol  | (9h 9d) Kd |       |
        | David  | (Ac 3h) 4d |       |
        | Alice  | (5s 5c) 9c |       |
      When third street is dealt
      And the action goes: David brings in, Alice raises to $4
      Then Bob may fold, call $4 or raise to between $7 and $9
      When Bob raises to $9
      # All in, but a full raise of $5: $18 in the pot, $27 after Carol's call: 9 + 27 = 36.
      Then Carol may fold, call $9 or raise to between $14 and $36

  Rule: POTLIMIT.MINIMUM The smallest bet is the minimum bet; the smallest raise matches the last full bet or raise

    Scenario: After Alice's raise of $3 the next raise must add at least $3
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      And the action goes: David brings in, Alice raises to $4
      Then Bob cannot raise to $6: the last raise added $3
      And Bob may fold, call $4 or raise to between $7 and $17
      When Bob raises to $11
      # A raise of $7 sets the new step: the next raise goes to $18 at least.
      Then Carol may fold, call $11 or raise to between $18 and $42

    Scenario: The minimum bet stays at $1 on every street, fifth street included
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Qs 2h) 4s 7c Jd |
        | Carol  | (9h 9d) Kd 2c 9s |
        | David  | (Ac 3h) 4d 6s 8h |
        | Alice  | (5s 5c) 9c Kc Qc |
      When third street is dealt
      And the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And fourth street is dealt
      Then Alice acts first
      And Alice may check or bet between $1 and $8
      When the action goes: Alice checks, Bob checks, Carol checks, David checks
      And fifth street is dealt
      Then Alice acts first
      And Alice may check or bet between $1 and $8
      When Alice bets $1
      # $9 in the pot, $10 after Bob's call: 1 + 10 = 11.
      Then Bob may fold, call $1 or raise to between $2 and $11

  Rule: POTLIMIT.BRING-IN The bring-in is a bet of the minimum size, with no completion

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Qs 2h) 4s 7c |
        | Carol  | (9h 9d) Kd 2c |
        | David  | (Ac 3h) 4d 6s |
        | Alice  | (5s 5c) 9c Kc |

    Scenario: David may bring in for $1 or open for up to the $4 of antes, but not complete
      When third street is dealt
      Then David must post the bring-in of $1
      And David may bring in for $1 or bet between $2 and $4
      And David cannot complete: there is no completion at pot limit
      And David cannot check: the bring-in must be posted
      When David bets $4
      # $8 in the pot, $12 after Alice's call: 4 + 12 = 16.
      Then Alice may fold, call $4 or raise to between $8 and $16

    Scenario: Facing the bring-in nobody completes, and when all call it the round is over
      When third street is dealt
      And David brings in
      Then Alice cannot complete: the bring-in is already a full bet
      And Alice cannot check: the bring-in is a bet
      When the action goes: Alice calls, Bob calls, Carol calls
      Then the pot is $8
      When fourth street is dealt
      Then Alice acts first

  Rule: POTLIMIT.ALL-IN A short all-in does not reopen the betting; there is no cap

    Scenario: Bob's all-in $2 above Alice's bet is not a full raise: Carol may raise, Alice may only call
      # Bob has $10: $8 after the ante and the bring-in. Alice's $6 bet needs a
      # raise of $6 at least; Bob's all-in to $8 adds only $2.
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (5h 5d) 2c 5c 7h Js (2d) | 10    |
        | Carol  | (9d 9s) 6d 8s Ts 7s (3h) |       |
        | Alice  | (Kd Qs) Kh Qc Ad 4h (8c) |       |
      When third street is dealt
      Then Bob must post the bring-in of $1
      When the action goes: Bob brings in, Carol calls, Alice calls
      Then the pot is $6
      When fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $6, Bob raises to $8
      # $20 in the pot, $28 after Carol's call: 8 + 28 = 36; the least raise is 8 + 6 = 14.
      Then Carol may fold, call $8 or raise to between $14 and $36
      When Carol calls
      Then Alice may fold or call $8
      When Alice calls
      Then the pot is $30
      When fifth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Carol checks
      And sixth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Carol bets $10, Alice calls
      And seventh street is dealt
      And the action goes: Alice checks, Carol checks
      Then the hand is over
      # The main pot, $10 from each, to Bob's full house; the $20 side pot to Carol's straight.
      And Bob wins $30 with "full house, fives full of twos"
      And Carol wins $20 with "straight, ten high"

    Scenario: No cap at pot limit: with four players in, a sixth wager on third street may still be raised
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      And the action goes: David brings in, Alice raises to $2, Bob raises to $3, Carol raises to $4, David raises to $5, Alice raises to $6
      # $22 in the pot; Bob, with $3 in, calls $3 to make it $25: 6 + 25 = 31.
      Then Bob may fold, call $6 or raise to between $7 and $31
