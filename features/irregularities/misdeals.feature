Feature: Misdeals: a deal called off before the betting is under way
  A deal that has gone wrong in a way that cannot be mended is called off by
  the dealer or the floor until the betting is under way: nobody wins, every
  chip goes back, and the same dealer deals again. A fouled deck voids the
  hand whenever it is found; one card face up in the deck is no misdeal.

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards                    |
      | Bob    | (Qs 2h) 4s 7c 8h Th (3d) |
      | Carol  | (9c 9d) Kd Kc 2c 3c (4c) |
      | David  | (Ac 3h) 4d 5d 6d 7d (8d) |
      | Alice  | (5s 5c) 9h 9s Js Jh (Ks) |

  Rule: MISDEAL.CALLED What makes a misdeal, and what follows it

    Scenario: Two cards found face up in the deck before the bring-in is posted
      When the dealer calls a misdeal: two or more cards were found face up in the deck
      Then the deal is void: every player takes back what they put in
      And Bob wins $0.25
      And the ruling cites MISDEAL.CALLED

    Scenario: The bring-in and one player after it do not end the right to a misdeal
      When the action goes: David brings in, Alice calls
      And the floor calls a misdeal: a card was dealt to an empty seat
      Then the deal is void: every player takes back what they put in
      And David wins $0.75
      And Alice wins $0.75
      And the ruling cites MISDEAL.CALLED

    Scenario: A completion by the bring-in player is his forced bet, not an action after it
      When the action goes: David completes to $1, Alice calls
      And the dealer calls a misdeal: a player who should have been dealt in was left out
      Then the deal is void: every player takes back what they put in
      And David wins $1.25

    Scenario: Razz: the highest door card has brought in, and a misdeal gives it back
      Given the game is razz
      When Carol brings in
      And the dealer calls a misdeal: the cards were dealt out of order
      Then the deal is void: every player takes back what they put in
      And Carol wins $0.75

  Rule: MISDEAL.DEADLINE A misdeal is called only until the betting is under way

    Scenario: Robert's Rules: two players after the forced bet have acted, even by folding
      When the action goes: David brings in, Alice folds, Bob folds
      Then the floor cannot call a misdeal: a card was dealt to an empty seat
      And the ruling cites MISDEAL.DEADLINE

    Scenario: The TDA: two folds are not substantial action
      Given the house rules are the tournament profile
      When the action goes: David brings in, Alice folds, Bob folds
      And the floor calls a misdeal: a card was dealt to an empty seat
      Then the deal is void: every player takes back what they put in
      And David wins $0.75
      And the ruling cites MISDEAL.CALLED

    Scenario: The TDA: a call and a fold are substantial action
      Given the house rules are the tournament profile
      When the action goes: David brings in, Alice calls, Bob folds
      Then the dealer cannot call a misdeal: the dealer exposed two or more cards
      And the ruling cites MISDEAL.DEADLINE

    Scenario: The TDA's deadline at a casino table: three actions are substantial action
      Given the house rule misdeal-deadline is substantial-action
      When the action goes: David brings in, Alice folds, Bob folds, Carol calls
      Then the floor cannot call a misdeal: a card was dealt to an empty seat
      And the ruling cites MISDEAL.DEADLINE

    Scenario: Home games follow Robert's Rules
      Given the house rules are the home profile
      When the action goes: David brings in, Alice folds, Bob folds
      Then the dealer cannot call a misdeal: a player was dealt the wrong number of cards
      And the ruling cites MISDEAL.DEADLINE

    Scenario: A house that counts the bring-in: the bring-in and one call end the right to a misdeal
      Given the house rule misdeal-bring-in is counted
      When the action goes: David brings in, Alice calls
      Then the floor cannot call a misdeal: a card was dealt to an empty seat
      And the ruling cites MISDEAL.DEADLINE

    Scenario: A house that counts the bring-in: before anyone after it acts, a misdeal can be called
      Given the house rule misdeal-bring-in is counted
      When David brings in
      And the floor calls a misdeal: a card was dealt to an empty seat
      Then the deal is void: every player takes back what they put in
      And David wins $0.75

    Scenario: The TDA's deadline counting the bring-in: the bring-in and one fold are substantial action
      Given the house rules are the tournament profile
      And the house rule misdeal-bring-in is counted
      When the action goes: David brings in, Alice folds
      Then the floor cannot call a misdeal: a card was dealt to an empty seat
      And the ruling cites MISDEAL.DEADLINE

  Rule: MISDEAL.BOXED-CARD One card face up in the deck is replaced, not a misdeal

    Scenario: One card found face up in the deck is no misdeal
      Then the dealer cannot call a misdeal: a card was found face up in the deck
      And the ruling cites MISDEAL.BOXED-CARD

    Scenario: The boxed card is taken out and the next card dealt in its place
      Given the deck, from the top, is "8h 9d 2c Jc Qh Ts 7d 5c Kd Ah 3s 6h As 4d 3d Qs Kc Td 5s 4c Qc Jh 5d Tc 7c 6d Js 9s Ac 7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Alice  |
      When the action goes: David brings in, Alice calls, Bob calls
      # Fourth street would burn As and deal 4d 3d Qs Kc; the 3d is found face up.
      And the dealer finds the 3d face up in the deck
      Then the ruling cites MISDEAL.BOXED-CARD
      When Carol calls
      Then Bob holds "(8h Qh) Kd 4d"
      And Carol holds "(9d Ts) Ah Qs"
      And David holds "(2c 7d) 3s Kc"
      And Alice holds "(Jc 5c) 6h Td"

    Scenario: A second card face up in the deck before the deadline is a misdeal
      When the dealer finds a card face up in the deck
      And David brings in
      And the floor finds a card face up in the deck
      Then the deal is void: every player takes back what they put in
      And David wins $0.75
      And the ruling cites MISDEAL.CALLED

    Scenario: A second card face up in the deck once the deal is under way is replaced too
      When the dealer finds a card face up in the deck
      And the action goes: David brings in, Alice calls, Bob calls
      And the floor finds a card face up in the deck
      Then it is Carol's turn
      And the ruling cites MISDEAL.BOXED-CARD

    Scenario: A card a player holds was not in the deck
      Then the dealer cannot take out the Qs face up in the deck: Bob holds it
      And the ruling cites MISDEAL.BOXED-CARD

  Rule: MISDEAL.FOULED-DECK A fouled deck voids the hand whenever it is found

    Scenario: A card found twice on sixth street voids the hand, bets and all
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And the action goes: Carol checks, David checks, Alice checks, Bob checks
      And the action goes: Carol bets $2, David calls, Alice calls, Bob folds
      And the dealer calls a misdeal: the deck is fouled, holding a card twice or a card with another back
      Then the deal is void: every player takes back what they put in
      And Carol wins $2.75
      And Bob wins $0.75
      And the ruling cites MISDEAL.FOULED-DECK

    Scenario: Seven-card stud high-low: a card with another back on seventh street
      Given the game is seven-card stud high-low
      When the action goes: David brings in, Alice calls, Bob folds, Carol folds
      And the action goes: Alice checks, David checks
      And the action goes: Alice checks, David checks
      And the action goes: Alice checks, David checks
      And the action goes: Alice bets $2, David raises to $4
      And the floor calls a misdeal: the deck is fouled, holding a card twice or a card with another back
      Then the deal is void: every player takes back what they put in
      And David wins $4.75
      And the ruling cites MISDEAL.FOULED-DECK

    Scenario: Tournament: the table shows the Qs on two seats on third street; the deck is fouled and the hand void
      # A seat holds each card once, so the players' table gives the cards as they were
      # meant to be dealt and the duplicate is told as what it is: a fouled deck.
      Given the house rules are the tournament profile
      When the action goes: David brings in, Alice completes to $1, Bob calls
      And the floor calls a misdeal: the deck is fouled, holding a card twice or a card with another back
      Then the deal is void: every player takes back what they put in
      And Alice takes back $1.25
      And the ruling cites MISDEAL.FOULED-DECK

    Scenario: A deck found a card short is not fouled: the floor decides, and the hand plays on
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      Then the dealer cannot call a misdeal: the deck is a card short
      And the ruling cites MISDEAL.FOULED-DECK

    Scenario: A house that calls a misdeal for a deck a card short, before the deadline
      Given the house rule short-deck is misdeal
      When David brings in
      And the dealer calls a misdeal: the deck is a card short
      Then the deal is void: every player takes back what they put in
      And David wins $0.75
      And the ruling cites MISDEAL.FOULED-DECK

    Scenario: A house that calls a misdeal for a deck a card short: after the deadline the hand plays on
      Given the house rule short-deck is misdeal
      When the action goes: David brings in, Alice calls, Bob calls
      Then the dealer cannot call a misdeal: the deck is a card short
      And the ruling cites MISDEAL.DEADLINE

  Rule: IRREGULAR.REPORTED An irregularity is ruled on while the hand is on, as it is reported

    Scenario: Nothing is ruled on once the pot has been awarded
      When the action goes: David brings in, Alice folds, Bob folds, Carol folds
      Then the floor cannot call a misdeal: the deck is fouled, holding a card twice or a card with another back
      And the ruling cites IRREGULAR.REPORTED
