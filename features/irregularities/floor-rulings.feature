Feature: Rulings a floor person states: what stands, who shows, what goes back, what is left to the floor
  A floor person's ruling is more than who wins: the deal stands or is void,
  a player shows first, chips nobody called go back to the player who bet
  them, the cards burned and set aside are accounted for, a player may
  declare all in, and some choices are the floor's own to make. These cases
  state such rulings as the floor would.

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: IRREGULAR.DISCRETION What the rules leave to the floor, the ruling says

    Scenario: A hand played out with no mistake leaves nothing to the floor
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) |
        | Carol  | (As 9s) 4s 6s 8d Js (Td) |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) |
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      Then Carol wins $2.25
      And nothing is left to the floor

    Scenario: Carol's hand thrown face down can still be told apart: the floor may take it back or rule it dead
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) |
        | Carol  | (As 9s) 4s 6s 8d Js (Td) |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) |
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Carol's hand goes into the muck face down and can still be told apart
      Then the floor may decide between "Carol's hand plays" and "Carol's hand is dead"
      And the ruling cites SHOWDOWN.MUCKED

  Rule: IRREGULAR.REPORTED An irregularity is ruled on while the hand is on, as it is reported

    Scenario: Once the pot is won uncontested, the floor cannot rule on a card flashed on third street
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9h |
      When the action goes: David brings in, Alice folds, Bob folds, Carol folds
      Then the floor cannot rule on "the dealer flashes Carol's first hole card: 9c": the hand is over
      And the floor cannot rule on "Bob miscalls his hand": no hand was shown
      And the ruling cites SHOWDOWN.MISCALL

  Rule: MISDEAL.BOXED-CARD One card face up in the deck is replaced, not a misdeal

    Scenario: One card found face up in the deck: the deal stands
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9h |
      When the action goes: David brings in
      Then the dealer cannot call a misdeal: a card was found face up in the deck
      And the deal stands
      And it is Alice's turn

  Rule: EXPOSED.BOTH-HOLE-CARDS Both of one player's hole cards exposed

    Scenario: Robert's Rules: Bob's hand is dead but the deal stands for the others
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When the dealer exposes Bob's first hole card: Qs
      And the dealer exposes Bob's second hole card: 2h
      Then Bob's hand is dead
      And the deal stands
      And David must post the bring-in of $0.50

    Scenario: The tournament profile with the ante given back: Erin takes back her ante
      Given the house rules are the tournament profile
      And the house rule two-exposed-downcards is dead-hand-ante-back
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Erin   | (Js 8h) 6c |
        | Frank  | (Kc Qd) 3s |
        | Grace  | (7d 7s) Ah |
      When the dealer exposes Erin's first hole card: Js
      And the dealer exposes Erin's second hole card: 8h
      Then Erin's hand is dead
      And Erin takes back $0.25
      And Frank must post the bring-in of $0.50
      When the action goes: Frank brings in, Grace folds
      Then Frank wins $1
      And Frank takes back $0.50
      And Erin wins $0

  Rule: POT.UNCONTESTED The last player left wins without showing

    Scenario: Carol raises and both others fold: she takes back the raise nobody called
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) |
        | Carol  | (As 9s) 4s 6s 8d Js (Td) |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) |
      When the action goes: Alice brings in, Bob completes, Carol raises to $2, Alice folds, Bob folds
      Then Carol wins $4.25
      And Carol takes back $1
      And Bob takes back $0

  Rule: MISDEAL.CALLED What makes a misdeal, and what follows it

    Scenario: A misdeal: each player takes back what they put in, and nobody wins
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9h |
      When the action goes: David brings in, Alice calls
      And the dealer calls a misdeal: two or more cards were found face up in the deck
      Then David takes back $0.75
      And Alice takes back $0.75
      And Bob takes back $0.25

  Rule: POT.SHOW-ORDER Who shows first

    Scenario: Nobody bets on seventh street: the first to act, Bob with his kings, shows first
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) |
        | Carol  | (As 9s) 4s 6s 8d Js (Td) |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) |
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      Then Bob shows first
      And Carol wins $2.25

    Scenario: Carol bets on seventh street and is called: Carol shows first
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) |
        | Carol  | (As 9s) 4s 6s 8d Js (Td) |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) |
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the action goes: Bob checks, Carol checks, Alice checks
      And the action goes: Bob checks, Carol checks, Alice checks
      And the action goes: Bob checks, Carol checks, Alice checks
      And the action goes: Bob checks, Carol bets $2, Alice folds, Bob calls
      Then Carol shows first
      And Carol wins $6.25

  Rule: POT.SIDE-POTS Side pots: an all-in player wins only what they matched

    Scenario: Alice is all in for less than Bob's completion: Bob takes back what nobody called
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) |       |
        | Carol  | (As 9s) 4s 6s 8d Js (Td) |       |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) | $1    |
      When the action goes: Alice brings in, Bob completes, Carol folds, Alice calls
      Then Bob wins $2.50
      And Bob takes back $0.25
      And Alice takes back $0

  Rule: EXPOSED.DECLARE-ALL-IN The player whose last card was exposed may declare all in

    Scenario: The dealer exposes Bob's seventh-street card: Bob may declare all in, Carol may not
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (As 2h) 4s 7c 8c Jd (Ah) | $20   |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h) | $20   |
        | Alice  | (5s 5c) 9h Th Js Qh (2d) | $20   |
      When the action goes: Bob brings in, Carol calls, Alice calls
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the dealer exposes Bob's seventh-street card: Ah
      Then Bob may declare all in
      And Carol cannot declare all in: her card was not exposed

    Scenario: The TDA replaces the exposed card, so Bob may not declare all in
      Given the house rule exposed-seventh-card is tda-replace
      And the players, from the dealer's left, hold:
        | player | cards                         | stack |
        | Bob    | (As 2h) 4s 7c 8c Jd (Ah) (Kh) | $20   |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h)      | $20   |
        | Alice  | (5s 5c) 9h Th Js Qh (2d)      | $20   |
      When the action goes: Bob brings in, Carol calls, Alice calls
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the dealer exposes Bob's seventh-street card: Ah
      Then Bob cannot declare all in: his card was replaced

  Rule: DEALT.PREMATURE A card dealt before the betting ended does not play

    # The deck deals third street Bob (8h Qh) Kd, Carol (9d Ts) Ah, David (2c 7d) 3s,
    # Alice (Jc 5c) 6h; David brings in. Fourth street: As burned, then 4d 3d Qs Kc.

    Scenario: Robert's Rules: the burn, the early card and one card a player are set aside, then a burn
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
      Then the cards burned and set aside are "As Td 5s 4c Qc Jh 5d Tc"

    Scenario: The TDA: the early card goes back into the stub, so only the burns are out
      Given the house rules are the tournament profile
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
      Then the cards burned and set aside are "As Td"
