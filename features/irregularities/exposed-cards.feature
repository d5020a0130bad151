Feature: Exposed cards: a face-down card that shows
  A hole card the dealer deals face up on third street becomes the player's
  door card and the third card is dealt down (under Robert's Rules the player
  never brings in because of it; under the TDA rules he may); both hole cards
  exposed make a dead hand or a misdeal; an exposed seventh-street card plays
  face up or is replaced; a flashed card, or one dealt off the table, is an
  exposed card; a card a player shows himself plays as it is.

  Background:
    Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: EXPOSED.HOLE-CARD A hole card the dealer exposes on third street

    Scenario: The exposed card becomes the door card and the bring-in moves
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When the dealer exposes Bob's first hole card: Qs
      Then Bob holds "Qs (2h 4s)"
      And David must post the bring-in of $0.50
      And the ruling cites EXPOSED.HOLE-CARD

    Scenario: Robert's Rules: the exposed low card does not bring in, the player at its left may
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When the dealer exposes Bob's second hole card: 2h
      Then Bob holds "(Qs) 2h (4s)"
      And Carol may fold, bring in for $0.50 or complete to $1
      And the ruling cites EXPOSED.HOLE-CARD

    Scenario: The next player has the same choice after a fold, and everyone folding leaves the antes to the exposed card
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When the dealer exposes Bob's second hole card: 2h
      And Carol folds
      Then David may fold, bring in for $0.50 or complete to $1
      When the action goes: David folds, Alice folds
      Then Bob wins $1

    Scenario: TDA: the exposed card is the door card in every way, and it brings in
      Given the game is seven-card stud
      And the house rules are the tournament profile
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

    Scenario: Stud eight-or-better at the tournament profile: Bob's second hole card exposed is his door card, and his 4s goes down
      Given the game is seven-card stud high-low
      And the house rules are the tournament profile
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

    Scenario: Robert's Rules for tournaments: a misdeal
      Given the game is seven-card stud
      And the house rule exposed-initial-downcard is misdeal
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When the dealer exposes Bob's first hole card: Qs
      Then the deal is void: every player takes back what they put in
      And the ruling cites MISDEAL.CALLED

    Scenario: Razz: an exposed king would bring in, so the player at its left may
      Given the game is razz
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Kc 2h) 4s |
        | Carol  | (Ac 3d) 5d |
        | David  | (2c 3h) 6d |
        | Alice  | (4c 5c) 7h |
      When the dealer exposes Bob's first hole card: Kc
      Then Bob holds "Kc (2h 4s)"
      And Carol may fold, bring in for $0.50 or complete to $1
      And the ruling cites EXPOSED.HOLE-CARD

    Scenario: Five-card stud: the single hole card exposed is the floor's choice, ruled as in seven-card stud
      Given the game is five-card stud
      And the players, from the dealer's left, hold:
        | player | cards   |
        | Bob    | (2h) Qs |
        | Carol  | (9c) Kd |
        | David  | (Ac) 5d |
        | Alice  | (5s) 9h |
      When the dealer exposes Bob's hole card: 2h
      Then Bob holds "2h (Qs)"
      And Carol may fold, bring in for $0.50 or complete to $1
      And the ruling cites EXPOSED.HOLE-CARD

    Scenario: Dealt from a deck, the exposed card is the card the deck gave
      Given the game is seven-card stud
      And the deck, from the top, is "Qs 9c Ac 5s 2h 9d 3h 5c 4s Kd 5d 9h 7c 2c 6d 8h Jd 3c"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Alice  |
      When the dealer exposes Bob's first hole card: Qs
      Then Bob holds "Qs (2h 4s)"
      And David must post the bring-in of $0.50

  Rule: EXPOSED.BOTH-HOLE-CARDS Both of one player's hole cards exposed

    Scenario: Robert's Rules: a dead hand, and the ante goes back
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When the dealer exposes Bob's first hole card: Qs
      And the dealer exposes Bob's second hole card: 2h
      Then Bob's hand is dead
      And the pot is $0.75
      And David must post the bring-in of $0.50
      And the ruling cites EXPOSED.BOTH-HOLE-CARDS

    Scenario: The tournament profile: the house's choice is a misdeal
      Given the game is seven-card stud
      And the house rules are the tournament profile
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

  Rule: EXPOSED.TWO-PLAYERS Hole cards of two players exposed on the deal

    Scenario: Robert's Rules: two cards exposed by the dealer, one each of two players, are a misdeal
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When the dealer exposes Bob's first hole card: Qs
      And the dealer flashes Carol's second hole card: 9d
      Then the deal is void: every player takes back what they put in
      And Carol wins $0.25
      And the ruling cites EXPOSED.TWO-PLAYERS

    Scenario: The TDA: each exposed card is ruled on by itself, and the hand plays on
      Given the game is seven-card stud
      And the house rules are the tournament profile
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When the dealer exposes Bob's first hole card: Qs
      And the dealer exposes Carol's second hole card: 9d
      Then Bob holds "Qs (2h 4s)"
      And Carol holds "(9c) 9d (Kd)"
      And David must post the bring-in of $0.50
      And the ruling cites EXPOSED.HOLE-CARD

    Scenario: A casino that rules each card on its own: both door cards change, and the hand plays on
      Given the game is seven-card stud
      And the house rule exposed-two-players is each-on-its-own
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When the dealer exposes Bob's first hole card: Qs
      And the dealer exposes David's first hole card: Ac
      Then Bob holds "Qs (2h 4s)"
      And David holds "Ac (3h 5d)"
      And Alice must post the bring-in of $0.50
      And the ruling cites EXPOSED.HOLE-CARD

  Rule: EXPOSED.SEVENTH-CARD The seventh-street card exposed by the dealer

    Scenario: Robert's Rules: the card plays face up and the first actor is worked out with it
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8c Jd (Ah) |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h) |
        | Alice  | (5s 5c) 9h Th Js Qh (Kh) |
      When the action goes: Bob brings in, Carol calls, Alice calls
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      Then Carol acts first
      When the dealer exposes Bob's seventh-street card: Ah
      Then Bob holds "(Qs 2h) 4s 7c 8c Jd Ah"
      And Bob acts first
      And the ruling cites EXPOSED.SEVENTH-CARD

    Scenario: TDA: the exposed card is replaced by the next card, face down
      Given the game is seven-card stud
      And the house rules are the tournament profile
      And the players, from the dealer's left, hold:
        | player | cards                         |
        | Bob    | (Qs 2h) 4s 7c 8c Jd (Ah) (As) |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h)      |
        | Alice  | (5s 5c) 9h Th Js Qh (Kh)      |
      When the action goes: Bob brings in, Carol calls, Alice calls
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the dealer exposes Bob's seventh-street card: Ah
      Then Bob holds "(Qs 2h) 4s 7c 8c Jd (As)"
      And Carol acts first
      And the ruling cites EXPOSED.SEVENTH-CARD

    Scenario: Heads-up, the first player's card exposed: the other's is dealt face up too
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8c Jd (Ah) |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h) |
        | Alice  | (5s 5c) 9h               |
      When the action goes: Bob brings in, Carol calls, Alice folds
      And the action goes: Carol checks, Bob checks
      And the action goes: Carol checks, Bob checks
      And the action goes: Carol checks, Bob checks
      And the dealer exposes Bob's seventh-street card: Ah
      Then Carol holds "(9c 9d) Kd 2c 3c 4c 5h"
      And Bob acts first
      And the ruling cites EXPOSED.SEVENTH-CARD

    Scenario: Heads-up, the second player's card exposed: only that card plays face up
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8c Jd (Ah) |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h) |
        | Alice  | (5s 5c) 9h               |
      When the action goes: Bob brings in, Carol calls, Alice folds
      And the action goes: Carol checks, Bob checks
      And the action goes: Carol checks, Bob checks
      And the action goes: Carol checks, Bob checks
      And the dealer exposes Carol's seventh-street card: 5h
      Then Bob holds "(Qs 2h) 4s 7c 8c Jd (Ah)"
      And Carol acts first

  Rule: EXPOSED.DECLARE-ALL-IN The player whose last card was exposed may declare all in

    Scenario: Declared all in, the player plays for the pot as it stands and the others bet into a side pot
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (As 2h) 4s 7c 8c Jd (Ah) | $20   |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h) | $20   |
        | Alice  | (5s 5c) 9h Th Js Qh (2d) | $20   |
      When the action goes: Bob brings in, Carol calls, Alice calls
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the dealer exposes Bob's seventh-street card: Ah
      And Bob declares all in
      Then Bob shows the best board
      And it is Carol's turn
      And the ruling cites EXPOSED.DECLARE-ALL-IN
      When the action goes: Carol bets $2, Alice calls
      Then Bob wins $2.25
      And Carol wins $4

    Scenario: Heads-up: no declaration before a card is exposed, nor when the first player's card is
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (As 2h) 4s 7c 8c Jd (Ah) |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h) |
        | Alice  | (5s 5c) 9h               |
      When the action goes: Bob brings in, Carol calls, Alice folds
      And the action goes: Carol checks, Bob checks
      And the action goes: Carol checks, Bob checks
      And the action goes: Carol checks, Bob checks
      Then Bob cannot declare all in: his card was not exposed
      And the ruling cites EXPOSED.DECLARE-ALL-IN
      When the dealer exposes Bob's seventh-street card: Ah
      Then Bob cannot declare all in: heads-up, Carol's card is face up too
      And Carol cannot declare all in: her card was not exposed
      And the ruling cites EXPOSED.DECLARE-ALL-IN

    Scenario: TDA: the exposed card is replaced, so nobody declares all in
      Given the game is seven-card stud
      And the house rule exposed-seventh-card is tda-replace
      And the players, from the dealer's left, hold:
        | player | cards                         |
        | Bob    | (As 2h) 4s 7c 8c Jd (Ah) (Kc) |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h)      |
        | Alice  | (5s 5c) 9h Th Js Qh (2d)      |
      When the action goes: Bob brings in, Carol calls, Alice calls
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the dealer exposes Bob's seventh-street card: Ah
      Then Bob holds "(As 2h) 4s 7c 8c Jd (Kc)"
      And Bob cannot declare all in: the card was replaced
      And the ruling cites EXPOSED.DECLARE-ALL-IN

  Rule: EXPOSED.FLASHED A card flashed or dealt off the table by the dealer is exposed

    Scenario: A flashed hole card is ruled on as one dealt face up
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When the dealer flashes Bob's first hole card: Qs
      Then Bob holds "Qs (2h 4s)"
      And David must post the bring-in of $0.50
      And the ruling cites EXPOSED.FLASHED

    Scenario: A seventh-street card dealt off the table plays face up
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8c Jd (Ah) |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h) |
        | Alice  | (5s 5c) 9h Th Js Qh (Kh) |
      When the action goes: Bob brings in, Carol calls, Alice calls
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the dealer deals Bob's seventh-street card off the table: Ah
      Then Bob acts first
      And the ruling cites EXPOSED.FLASHED

  Rule: EXPOSED.BY-PLAYER A card a player shows himself plays

    Scenario: A player shows a hole card: nothing changes
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When Carol shows her own first hole card: 9c
      Then Carol holds "(9c 9d) Kd"
      And Bob must post the bring-in of $0.50
      And the ruling cites EXPOSED.BY-PLAYER

    Scenario: A low card a player shows does not bring in
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 5s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5c 6c) 9h |
      When Bob shows his own second hole card: 2h
      Then David must post the bring-in of $0.50

  Rule: EXPOSED.WHEN A card exposed by the dealer is ruled on as its street is dealt

    Scenario: Too late once the bring-in is posted
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      When Bob brings in
      Then the dealer cannot expose Bob's Qs: the betting has begun
      And the ruling cites EXPOSED.WHEN

    Scenario: A card not dealt yet, another player's card, a card already face up
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8c Jd (Ah) |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h) |
        | Alice  | (5s 5c) 9h Th Js Qh (Kh) |
      Then the dealer cannot expose Bob's Ah: not dealt yet
      And the ruling cites EXPOSED.WHEN
      And the dealer cannot expose Bob's 9c: it is Carol's
      And the ruling cites EXPOSED.WHEN
      And the dealer cannot expose Carol's Kd: it is face up already
      And the ruling cites EXPOSED.WHEN

    Scenario: A third-street hole card on seventh street
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 2h) 4s 7c 8c Jd (Ah) |
        | Carol  | (9c 9d) Kd 2c 3c 4c (5h) |
        | Alice  | (5s 5c) 9h Th Js Qh (Kh) |
      When the action goes: Bob brings in, Carol calls, Alice calls
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      And the action goes: Carol checks, Alice checks, Bob checks
      Then the dealer cannot expose Bob's Qs: its street is over
      And the ruling cites EXPOSED.WHEN

  Rule: EXPOSED.FLOOR What no source rules on is the floor's

    Scenario: Bob's second hole card is found face up only after his door card was dealt up too: the floor decides
      Given the game is seven-card stud high-low
      And the house rules are the tournament profile
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      Then the floor cannot rule on "the dealer finds Bob's second hole card face up after dealing his door card: 2h": no rulebook says whether a later card is dealt down instead
      And the ruling cites EXPOSED.FLOOR
      And Bob must post the bring-in of $0.50

    Scenario: Follow the queen: what an exposed hole card does is the floor's
      Given the game is follow the queen
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      Then the dealer cannot expose Bob's Qs: a card face up changes this game
      And the ruling cites EXPOSED.FLOOR

    Scenario: Low hole: what a hole card exposed does to the wild rank is the floor's
      Given the game is low hole
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c 9d) Kd |
        | David  | (Ac 3h) 5d |
        | Alice  | (5s 5c) 9h |
      Then the dealer cannot expose Bob's 2h: his hole card sets his wild rank
      And the ruling cites EXPOSED.FLOOR
