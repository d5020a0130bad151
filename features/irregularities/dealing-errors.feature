Feature: Misdealt cards: a card dealt too early, too many or too few cards, a player passed over
  A card the dealer deals before the betting has ended does not play; the
  house decides whether it is set aside or shuffled back. A player found with
  the wrong number of cards once the betting is under way has a dead hand,
  except, in some houses, a player who was never dealt his last card.

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: DEALT.PREMATURE A card dealt before the betting ended does not play

    # The deck deals third street Bob (8h Qh) Kd, Carol (9d Ts) Ah, David (2c 7d) 3s,
    # Alice (Jc 5c) 6h; David brings in. Fourth street: As burned, then 4d 3d Qs Kc.
    # The stub then holds Td 5s 4c Qc Jh 5d Tc 7c 6d Js 9s Ac ...: normally Td is
    # burned before fifth street and 5s 4c Qc Jh are dealt.

    Scenario: Robert's Rules: the early card and one card for each player still in are set aside
      Given the deck, from the top, is "8h 9d 2c Jc Qh Ts 7d 5c Kd Ah 3s 6h As 4d 3d Qs Kc Td 5s 4c Qc Jh 5d Tc 7c 6d Js 9s Ac 7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Alice  |
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And the action goes: Carol checks, David checks
      And the dealer deals Bob the 5s before the betting ended
      And the action goes: Alice checks, Bob checks
      # Td (the burn) and 5s stay out; 4c Qc Jh 5d are set aside; Tc is burned.
      Then Bob holds "(8h Qh) Kd 4d 7c"
      And Alice holds "(Jc 5c) 6h Kc 9s"
      And the ruling cites DEALT.PREMATURE

    Scenario: Robert's Rules: the cards set aside are counted after the folds
      Given the deck, from the top, is "8h 9d 2c Jc Qh Ts 7d 5c Kd Ah 3s 6h As 4d 3d Qs Kc Td 5s 4c Qc Jh 5d Tc 7c 6d Js 9s Ac 7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Alice  |
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And the action goes: Carol checks, David checks
      And the dealer deals Bob the 5s before the betting ended
      And the action goes: Alice bets $1, Bob folds, Carol calls, David folds
      # Bob's early card does not play even though he folds. Two players are still in:
      # 4c and Qc are set aside, Jh is burned, 5d and Tc are dealt.
      Then Carol holds "(9d Ts) Ah 3d 5d"
      And Alice holds "(Jc 5c) 6h Kc Tc"

    Scenario Outline: The TDA and the WSOP: the early card is shuffled back into the stub, and no second card is burned
      # TDA RP-5-D and RP-10-G; WSOP Tournament Rules, Rule 90.f.d; WSOP Live Action Rules, Rule 227.
      Given the house rules are the <profile> profile
      And the deck, from the top, is "8h 9d 2c Jc Qh Ts 7d 5c Kd Ah 3s 6h As 4d 3d Qs Kc Td 5s 4c Qc Jh 5d Tc 7c 6d Js 9s Ac 7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c"
      And the scrambled cards, from the top, are "Jh 4c Qc 5s 5d Tc 7c 6d Js 9s Ac 7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Alice  |
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And the action goes: Carol checks, David checks
      And the dealer deals Bob the 5s before the betting ended
      And the action goes: Alice checks, Bob checks
      # Td stays burned; the 5s and the rest of the stub are shuffled, and fifth street
      # comes from the top of the shuffled stub.
      Then Bob holds "(8h Qh) Kd 4d Jh"
      And Alice holds "(Jc 5c) 6h Kc 5s"
      And the ruling cites DEALT.PREMATURE

      Examples:
        | profile              |
        | tournament           |
        | wsop-2024-tournament |
        | wsop-2024-cash       |

    Scenario: The dealer deals in order: the first early card goes to the first player still in
      Given the deck, from the top, is "8h 9d 2c Jc Qh Ts 7d 5c Kd Ah 3s 6h As 4d 3d Qs Kc Td 5s 4c Qc Jh 5d Tc 7c 6d Js 9s Ac 7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Alice  |
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      Then the dealer cannot deal Carol a card before the betting ended: Bob would get it
      And the ruling cites DEALT.PREMATURE

    Scenario: The early card is the next card of the deck, after the burn
      Given the deck, from the top, is "8h 9d 2c Jc Qh Ts 7d 5c Kd Ah 3s 6h As 4d 3d Qs Kc Td 5s 4c Qc Jh 5d Tc 7c 6d Js 9s Ac 7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Alice  |
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      Then the dealer cannot deal Bob the Ac before the betting ended: the deck gives him the 5s
      And the ruling cites DEALT.PREMATURE

    Scenario: Robert's Rules: a last card the player looked at is his to keep, and he may only call
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob folds, Carol folds
      And the action goes: Alice checks, David checks
      And the action goes: Alice checks, David checks
      And Alice bets $2
      And the dealer deals David a card before the betting ended, and he looks at it
      Then it is David's turn
      And David may fold or call $2
      And David cannot raise to $4: he looked at his last card
      And the ruling cites DEALT.PREMATURE
      When David calls
      Then David holds "(Ac 3h) 4d 5d 6d 7d (8d)"
      When Alice bets $2
      Then David may fold, call $2 or raise to $4

    Scenario: Robert's Rules from a deck: the card kept is the one he looked at
      Given the deck, from the top, is "8h 9d 2c Jc Qh Ts 7d 5c Kd Ah 3s 6h As 4d 3d Qs Kc Td 5s 4c Qc Jh 5d Tc 7c 6d Js 9s Ac 7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Alice  |
      When the action goes: David brings in, Alice calls, Bob folds, Carol folds
      And the action goes: Alice checks, David checks
      And the action goes: David checks, Alice checks
      And David checks
      # Sixth street: David 3s 4d Kc 4c, Alice 6h 3d Td Qc; Jh is the next burn, 5d the next card.
      And the dealer deals David the 5d before the betting ended, and he looks at it
      And Alice bets $2
      Then David may fold or call $2
      When David calls
      Then David holds "(2c 7d) 3s 4d Kc 4c (5d)"
      And Alice holds "(Jc 5c) 6h 3d Td Qc (Tc)"

    Scenario: Robert's Rules: a player who looked at his last card and folds does not give it to another
      Given the deck, from the top, is "8h 9d 2c Jc Qh Ts 7d 5c Kd Ah 3s 6h As 4d 3d Qs Kc Td 5s 4c Qc Jh 5d Tc 7c 6d Js 9s Ac 7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Alice  |
      When the action goes: David brings in, Alice calls, Bob calls, Carol folds
      And the action goes: David checks, Alice checks, Bob checks
      And the action goes: David checks, Alice checks, Bob checks
      # Sixth street: the stub is 7c (the burn), then 6d, Js, 9s, Ac, 7h, 2d.
      And the action goes: David checks, Alice bets $2
      And the dealer deals Bob the 6d before the betting ended, and he looks at it
      And the action goes: Bob folds, David calls
      # 7c, 6d and one card each for David and Alice (Js, 9s) are set aside; Ac is burned.
      Then David holds "(2c 7d) 3s 3d 5s 5d (7h)"
      And Alice holds "(Jc 5c) 6h Qs 4c Tc (2d)"
      And the ruling cites DEALT.PREMATURE

    Scenario: A card of a middle street looked at does not play all the same
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob folds, Carol folds
      Then the dealer cannot deal David a card before the betting ended, and he looks at it: only a last card is kept
      And the ruling cites DEALT.PREMATURE

    Scenario: The TDA: a last card looked at is shuffled back like any other
      Given the house rules are the tournament profile
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob folds, Carol folds
      And the action goes: Alice checks, David checks
      And the action goes: Alice checks, David checks
      And Alice bets $2
      And the dealer deals David a card before the betting ended, and he looks at it
      Then David may fold, call $2 or raise to $4
      And the ruling cites DEALT.PREMATURE

    Scenario: With each player's cards given, the hand goes on with the cards they play
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And the dealer deals Bob a card before the betting ended
      And the action goes: Carol checks, David checks, Alice checks, Bob checks
      Then Bob holds "(Qs 2h) 4s 7c 8h"
      And the ruling cites DEALT.PREMATURE

    Scenario: With each player's cards given, the early card cannot be a card a player holds
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls
      Then the dealer cannot deal Bob the 5s before the betting ended: Alice holds it
      And the ruling cites DEALT.PREMATURE

    Scenario: Razz: the early card does not play there either
      Given the game is razz
      And the house rule premature-card is reshuffle
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When Carol brings in
      And the dealer deals Bob a card before the betting ended
      And the action goes: David calls, Alice calls, Bob calls
      Then Bob holds "(Qs 2h) 4s 7c"
      And the ruling cites DEALT.PREMATURE

  Rule: DEALT.WRONG-COUNT A hand with too many or too few cards is dead once the betting is under way

    Scenario: Found after the deadline: the hand is dead and the betting goes on without it
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And the action goes: Carol checks, David checks, Alice checks, Bob checks
      And the action goes: Carol bets $2, David calls
      And the dealer finds that Carol was dealt too many cards
      Then Carol's hand is dead
      And it is Alice's turn
      And Alice may fold, call $2 or raise to $4
      And the ruling cites DEALT.WRONG-COUNT

    Scenario: A bet of the dead hand that nobody called goes back to it
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob folds, Carol folds
      And Alice bets $1
      And the dealer finds that Alice was dealt too few cards
      Then the hand is over
      And David wins $2
      And Alice wins $1

    Scenario: Found before the deadline on third street: a misdeal
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When David brings in
      And the dealer finds that Bob was dealt too many cards
      Then the deal is void: every player takes back what they put in
      And the ruling cites DEALT.WRONG-COUNT

    Scenario: Five-card stud: five cards is the count, and a short hand is dead
      Given the game is five-card stud
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Qs) 4s 7c 8h Th |
        | Carol  | (9c) Kd Kc 2c 3c |
        | David  | (Ac) 4d 5d 6d 7d |
      When the action goes: David brings in, Bob calls, Carol calls
      And the action goes: Carol checks, David checks, Bob checks
      And the floor finds that Bob was dealt too few cards
      Then Bob's hand is dead
      And the ruling cites DEALT.WRONG-COUNT

    Scenario: Found at the showdown: the hand is dead and the pot goes to the best hand left
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob folds, Carol calls
      And the hand is checked down to the showdown
      And the dealer finds that David was dealt too many cards
      Then David's hand is dead
      And Carol wins $2.50 with "flush, king-nine-four-three-two"
      And the ruling cites DEALT.WRONG-COUNT

    Scenario: Found once an all-in hand has run out: the hand is dead all the same
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) | $10   |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) | $10   |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) | $0.75 |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) | $10   |
      When the action goes: David brings in, Alice completes to $1, Bob folds, Carol folds
      Then the hand is over
      When the floor finds that David was dealt too few cards
      Then David's hand is dead
      And Alice wins $2.50
      And the ruling cites DEALT.WRONG-COUNT

    Scenario: Nothing is ruled on once the next deal has begun
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob folds, Carol folds
      And the hand is checked down to the showdown
      And the dealer starts shuffling for the next deal
      Then the dealer cannot rule on David, who was dealt too many cards: the result stands
      And the ruling cites SHOWDOWN.DEADLINE

  Rule: DEALT.MISSING-LAST-CARD A player dealt no last card: live or dead, by the house

    Scenario: Robert's Rules: the hand missing its last card may be ruled live
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob folds, Carol folds
      And the action goes: Alice checks, David checks
      And the action goes: Alice checks, David checks
      And the action goes: Alice checks, David checks
      And the dealer finds that Alice was dealt no last card
      Then Alice holds "(5s 5c) 9h 9s Js Jh"
      And the ruling cites DEALT.MISSING-LAST-CARD
      When the action goes: Alice checks, David checks
      Then David wins $2 with "straight flush, eight high"

    Scenario: The TDA: a hand missing its last card is dead
      Given the house rules are the tournament profile
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob folds, Carol folds
      And the action goes: Alice checks, David checks
      And the action goes: Alice checks, David checks
      And the action goes: Alice checks, David checks
      And the dealer finds that Alice was dealt no last card
      Then Alice's hand is dead
      And David wins $2

    Scenario: Robert's Rules: found at the showdown, the hand missing its last card plays what it holds
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (3s) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob folds, Carol folds
      And the hand is checked down to the showdown
      And the dealer finds that David was dealt no last card
      Then David wins $2 with "straight, seven high"
      And the ruling cites DEALT.MISSING-LAST-CARD

    Scenario: The TDA: found at the showdown, the hand missing its last card is dead
      Given the house rules are the tournament profile
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob folds, Carol folds
      And the hand is checked down to the showdown
      And the dealer finds that David was dealt no last card
      Then David's hand is dead
      And Alice wins $2

    Scenario: A missing last card is found only once the last card has been dealt
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob folds, Carol folds
      Then the dealer cannot rule on Alice, who was dealt no last card: fourth street is on
      And the ruling cites DEALT.MISSING-LAST-CARD

  Rule: DEALT.SKIPPED A player the dealer passed over

    Scenario: Passed over on the first deal and found before the deadline: a misdeal
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the floor finds that Carol was passed over by the dealer
      Then the deal is void: every player takes back what they put in
      And the ruling cites DEALT.SKIPPED

    Scenario: Passed over on a later street: no rulebook rules, the floor decides
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
        | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
        | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
        | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And the action goes: Carol checks, David checks, Alice checks, Bob checks
      Then the floor cannot rule on Carol, who was passed over by the dealer: the floor decides
      And the ruling cites DEALT.SKIPPED
