Feature: The WSOP 2024 profiles: the Tournament Rules and the Live Action Rules
  Two profiles follow one text each: wsop-2024-tournament the WSOP's 2024
  Tournament Rules, wsop-2024-cash its 2024 Live Action Rules (the cash
  games). These scenarios show each stud point the two texts rule on, under
  the profile of the text, with the rule number in the scenario's comment:
  ties between boards game by game, an all-in high board passed over, the open
  pair, a bet and four raises and when they are lifted heads-up, an exposed
  hole card, the misdeal deadline, the show order, the short stub, the odd
  chip and the seventh card dealt face up.

  Background:
    Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: PROFILE.WSOP-TOURNAMENT WSOP 2024: the Tournament Rules

    Scenario: Equal boards in seven-card stud: the higher suit acts first
      # Seven Card Games, 1 (Seven Card Stud): a tie is broken by high card by suit.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-tournament profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 2d) Kh 7c |
        | Carol  | (4c 5d) Ks 7d |
        | Alice  | (Ad Jc) 9d 3s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Carol acts first
      And the ruling cites ACT.TIES

    Scenario: Equal boards in stud/8: the first of them from the dealer's left acts first
      # Seven Card Games, 2 (Stud Hi/Low 8 or Better): the first in the tie clockwise from the dealer.
      Given the game is seven-card stud high-low
      And the house rules are the wsop-2024-tournament profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 2d) Kh 7c |
        | Carol  | (4c 5d) Ks 7d |
        | Alice  | (Ad Jc) 9d 3s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob acts first
      And the ruling cites ACT.TIES

    Scenario: Equal boards in razz: the first of them from the dealer's left acts first
      # Seven Card Games, 4 (Razz): a tied low hand, the first clockwise from the dealer.
      Given the game is razz
      And the house rules are the wsop-2024-tournament profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (3c 4c) 6d 2c |
        | Carol  | (3d 4d) 6s 2h |
        | David  | (3h 4h) 6c 2d |
        | Alice  | (5c 5d) Kd 8s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls, David calls
      And fourth street is dealt
      Then Bob acts first
      And the ruling cites ACT.TIES

    Scenario: Stud/8: the high board all in is passed over, as though it had checked
      # Seven Card Games, 2: if the high hand is all in, the action goes on clockwise.
      Given the game is seven-card stud high-low
      And the house rules are the wsop-2024-tournament profile
      And the players, from the dealer's left, hold:
        | player | cards         | stack |
        | Bob    | (2c 2d) Kh Kc | 0.75  |
        | Carol  | (4c 5d) Ks 7d |       |
        | Alice  | (Ad Jc) 9d 3s |       |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob shows the best board
      And Carol acts first
      And it is Carol's turn

    Scenario: An open pair on fourth street allows no big bet
      # Seven Card Games, 1: with an open pair on fourth street there is no choice of the upper limit.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-tournament profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 7d) 3d 6s |
        | Carol  | (Kc Qc) 9c 9h |
        | Alice  | (Ah 8h) Js 4d |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Carol may check or bet $1

    Scenario: A bet and four raises, kept when the round becomes heads-up
      # Rule 100.b: a bet and four raises in limit events, even with two players left in the hand.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-tournament profile
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (5h 5d) 2c 5c 7h |
        | Carol  | (9d 9s) 6d 8s Ts |
        | Alice  | (Kd Ks) Kh Qc Ad |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob raises to $4, Carol folds, Alice raises to $6, Bob raises to $8
      Then Alice may fold, call $8 or raise to $10
      When Alice raises to $10
      Then Bob may fold or call $10
      And the ruling cites BET.CAP

    Scenario: A hole card exposed on the deal is a misdeal
      # Rule 88.a.6: either of a player's first two down cards exposed by the dealer.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-tournament profile
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When the dealer exposes Bob's second hole card: 2h
      Then the deal is void: every player takes back what they put in
      And the ruling cites MISDEAL.CALLED

    Scenario: Two folds are not substantial action: the misdeal may still be called
      # Rule 88.c: two actions in turn, one of them putting chips in, or three actions.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-tournament profile
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9h |
      When the action goes: David brings in, Alice folds, Bob folds
      And the floor calls a misdeal: a card was dealt to an empty seat
      Then the deal is void: every player takes back what they put in
      And the ruling cites MISDEAL.CALLED

    Scenario: Nobody bets on the last round: the high board shows first
      # Rule 72: with no bet on the final round, the player first to act shows first (the high hand in stud).
      Given the game is seven-card stud
      And the house rules are the wsop-2024-tournament profile
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qh 3s) 4d 7c 8h 2d (5s) |
        | Carol  | (As 9s) Kd Kc 6s Js (Td) |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) |
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      Then the hands are shown in the order Carol, Alice, Bob
      And Carol wins $2.25

    Scenario: A bring-in all in for part of it: the others still enter for the full bring-in
      # Seven Card Games, 1: the bet is made, and the others must enter for at least the bring-in.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-tournament profile
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Ah Kd) 6s |       |
        | Carol  | (Qc Jh) 8d |       |
        | David  | (2c 2d) 2h | 0.50  |
        | Alice  | (3c 4c) Td |       |
      When third street is dealt
      And David brings in
      Then the pot is $1.25
      And Alice may fold, call $0.50 or complete to $1

  Rule: PROFILE.WSOP-CASH WSOP 2024: the Live Action Rules

    Scenario: A bring-in all in for part of it: the others enter for the full bring-in too
      # Rule 217: the wager is made, and the others must enter for at least the bring-in.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Ah Kd) 6s |       |
        | Carol  | (Qc Jh) 8d |       |
        | David  | (2c 2d) 2h | 0.50  |
        | Alice  | (3c 4c) Td |       |
      When third street is dealt
      And David brings in
      Then the pot is $1.25
      And Alice may fold, call $0.50 or complete to $1

    Scenario: Equal boards in seven-card stud: the player who got cards first acts first
      # Rule 215: a tie is broken by position, the player who received cards first acting first.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 2d) Kh 7c |
        | Carol  | (4c 5d) Ks 7d |
        | Alice  | (Ad Jc) 9d 3s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob acts first
      And the ruling cites ACT.TIES

    Scenario: Equal boards in stud/8: by position too
      # Rule 240: a tied high hand, the first clockwise from the dealer.
      Given the game is seven-card stud high-low
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 2d) Kh 7c |
        | Carol  | (4c 5d) Ks 7d |
        | Alice  | (Ad Jc) 9d 3s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob acts first

    Scenario: Equal boards in razz: by position too
      # Rule 235: a tied low hand, the first clockwise from the dealer.
      Given the game is razz
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (3c 4c) 6d 2c |
        | Carol  | (3d 4d) 6s 2h |
        | David  | (3h 4h) 6c 2d |
        | Alice  | (5c 5d) Kd 8s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls, David calls
      And fourth street is dealt
      Then Bob acts first

    Scenario: Stud/8: the high board all in is passed over
      # Rule 240: if the high hand is all in, the action goes on clockwise as though it had checked.
      Given the game is seven-card stud high-low
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards         | stack |
        | Bob    | (2c 2d) Kh Kc | 0.75  |
        | Carol  | (4c 5d) Ks 7d |       |
        | Alice  | (Ad Jc) 9d 3s |       |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob shows the best board
      And Carol acts first

    Scenario: An open pair on fourth street: anyone may bet big
      # Rule 220: with an open pair on fourth street any player may bet the lower or the upper limit.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 7d) 3d 6s |
        | Carol  | (Kc Qc) 9c 9h |
        | Alice  | (Ah 8h) Js 4d |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Carol may check or bet $1 or $2

    Scenario: A round that becomes heads-up keeps the cap of a bet and four raises
      # Rules 126 and 127: a bet and four raises; unlimited only when the round begins heads-up.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (5h 5d) 2c 5c 7h |
        | Carol  | (9d 9s) 6d 8s Ts |
        | Alice  | (Kd Ks) Kh Qc Ad |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob raises to $4, Carol folds, Alice raises to $6, Bob raises to $8, Alice raises to $10
      Then Bob may fold or call $10
      And the ruling cites BET.CAP

    Scenario: A round that starts heads-up has no cap
      # Rule 127: unlimited raises when the betting round begins heads-up.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (5h 5d) 2c 5c 7h |
        | Carol  | (9d 9s) 6d 8s Ts |
        | Alice  | (Kd Ks) Kh Qc Ad |
      When third street is dealt
      And the action goes: Bob brings in, Carol folds, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob raises to $4, Alice raises to $6, Bob raises to $8, Alice raises to $10
      Then Bob may fold, call $10 or raise to $12

    Scenario: A hole card exposed on the deal: the third card is dealt down, and the exposed card may bring in
      # Rule 214: the third card is dealt down; Rule 215: the lowest card brings in, with no exception for it.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When the dealer exposes Bob's second hole card: 2h
      Then Bob holds "(Qs) 2h (4s)"
      And Bob must post the bring-in of $0.50
      And the ruling cites EXPOSED.HOLE-CARD

    Scenario: Both hole cards exposed on the deal: a misdeal
      # Rule 104: two or more cards exposed by the dealer are a misdeal.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When the dealer exposes Bob's first hole card: Qs
      And the dealer exposes Bob's second hole card: 2h
      Then the deal is void: every player takes back what they put in
      And the ruling cites EXPOSED.BOTH-HOLE-CARDS

    Scenario: Two players after the forced bet have acted, even by folding: no misdeal
      # Rule 105: in stud, once two players after the forced bet have acted on their hands.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9h |
      When the action goes: David brings in, Alice folds, Bob folds
      Then the floor cannot call a misdeal: a card was dealt to an empty seat
      And the ruling cites MISDEAL.DEADLINE

    Scenario: Nobody bets on the last round: the earliest seat shows first
      # Rule 145: if everyone checks on the final round, the player in the earliest position shows first.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qh 3s) 4d 7c 8h 2d (5s) |
        | Carol  | (As 9s) Kd Kc 6s Js (Td) |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) |
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      Then the hands are shown in the order Bob, Carol, Alice
      And Carol wins $2.25

    Scenario: The players of a side pot show before the player all in for the main pot only
      # Rule 145: with a side pot, its players show before anyone all in for the main pot alone.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) | 0.75  |
        | Carol  | (As 9s) 4s 6s 8d Js (Td) |       |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) |       |
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the action goes: Carol checks, Alice checks
      And the action goes: Carol bets $2, Alice calls
      And the action goes: Carol checks, Alice checks
      And the action goes: Carol checks, Alice checks
      Then the hands are shown in the order Carol, Alice, Bob
      And Carol wins $6.25

    Scenario Outline: The odd chip goes to the high card by suit in the five cards of the hand
      # Live Action Rules, Rule 149; Tournament Rules, Rule 73: in stud, the highest card by
      # suit among the five cards that make the hand.
      Given the game is seven-card stud
      And the house rules are the <profile> profile
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ks 3d) 9h 8d 7c 6s (5d) |
        | Alice  | (Ac 2d) 9d 8c 7s 6h (5c) |
        | Carol  | (Qh Jh) 2h               |
      When third street is dealt
      And the action goes: Carol brings in, Bob completes, Alice calls, Carol folds
      And fourth street is dealt
      And the action goes: Bob bets $1, Alice calls
      And fifth street is dealt
      And the action goes: Bob checks, Alice checks
      And sixth street is dealt
      And the action goes: Bob checks, Alice checks
      And seventh street is dealt
      And the action goes: Bob checks, Alice checks
      Then the hand is over
      # Bob's straight is topped by the 9h, Alice's by the 9d; Bob's Ks is not among his five.
      And Bob wins $2.75
      And Alice wins $2.50

      Examples:
        | profile              |
        | wsop-2024-cash       |
        | wsop-2024-tournament |

    Scenario: The short stub: four cards and three burns are too few for seven players, so a community card
      # Rule 228: the stub is counted against the players plus two; with the three burns it is still short,
      # and with more than two cards in it the dealer burns one and turns up a community card.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-cash profile
      And the deck, from the top, is "Kh As 8c Tc Qc Jh 3c Ah 9h Ks 8d Td Qs Th 4d Ac 2h Jc Qd Ad 7d 8s Kd 9d 8h 4h 9s 6c Kc 5c 7s 7h Jd 7c 5d 3s 4s 9c 5s Js 6s Ts 3d 6h 2s 2c 4c 2d 5h Qh 3h 6d"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Erin   |
        | Frank  |
        | Grace  |
        | Heidi  |
        | Alice  |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, David calls, Erin calls, Frank calls, Grace calls, Heidi folds, Alice calls
      And fourth street is dealt
      And the action goes: Erin checks, Frank checks, Grace checks, Alice checks, Bob checks, Carol checks, David checks
      And fifth street is dealt
      And the action goes: Erin checks, Frank checks, Grace checks, Alice checks, Bob checks, Carol checks, David checks
      And sixth street is dealt
      And the action goes: David checks, Erin checks, Frank checks, Grace checks, Alice checks, Bob checks, Carol checks
      And seventh street is dealt
      Then the community card is Qh
      And the ruling cites DEAL.STUB-SHORT

    Scenario: The first player's seventh card exposed: every other last card is dealt face up, and the sixth-street starter starts again
      # Rule 230: the hand that began sixth street starts seventh; the first player's card exposed turns up everyone's.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8c Jd (Ah) |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h) |
        | Alice  | (5s 5c) 9h Th Js Qh (Kh) |
      When the action goes: Bob brings in, Carol calls, Alice calls
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the dealer exposes Bob's seventh-street card: Ah
      Then Bob holds "(Qs 2h) 4s 7c 8c Jd Ah"
      And Carol holds "(9c 9d) Kd 2c 3c 4c 5h"
      And Alice holds "(5s 5c) 9h Th Js Qh Kh"
      And Carol acts first
      And the ruling cites EXPOSED.SEVENTH-CARD
      And Bob cannot declare all in: every other last card was dealt face up

    Scenario: Another player's seventh card exposed: the rest are dealt down, and that player may declare all in
      # Rule 230: any player but the first exposed, the others get theirs down and that player may declare.
      Given the game is seven-card stud
      And the house rules are the wsop-2024-cash profile
      And the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Qs 2h) 4s 7c 8c Jd (Ah) | $20   |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h) | $20   |
        | Alice  | (5s 5c) 9h Th Js Qh (Kh) | $20   |
      When the action goes: Bob brings in, Carol calls, Alice calls
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the dealer exposes Alice's seventh-street card: Kh
      Then Alice holds "(5s 5c) 9h Th Js Qh Kh"
      And Bob holds "(Qs 2h) 4s 7c 8c Jd (Ah)"
      And Carol acts first
      And Alice may declare all in
