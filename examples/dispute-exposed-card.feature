Feature: A dispute at the table: the dealer turned up Bob's deuce, who brings in?
  Dealing third street, the dealer turns Bob's second hole card, the 2♥,
  face up. The floor has the dealer give Bob his third card, the 4♠, face
  down, so Bob shows the 2♥ as his door card: the lowest card on the table.
  Carol, at Bob's left, says Bob must bring in, since the deuce is his door
  card now. Bob says a card the dealer exposed cannot make him bring in.
  The card room plays Robert's Rules for its cash games; the tournament
  upstairs plays the TDA rules. Settle it, and see what a tournament would
  rule:

    studrules settle examples/dispute-exposed-card.feature
    studrules settle examples/dispute-exposed-card.feature --rule exposed-initial-downcard=tda-becomes-upcard

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Carol  | (9c 9d) Kd |
      | David  | (Ac 3h) 5d |
      | Alice  | (5s 5c) 9h |

  Rule: EXPOSED.HOLE-CARD A hole card the dealer exposes on third street

    Scenario: Bob's exposed deuce does not make him bring in
      When the dealer exposes Bob's second hole card: 2h
      Then Bob holds "(Qs) 2h (4s)"
      And the ruling cites EXPOSED.HOLE-CARD
      And Carol may fold, bring in for $0.50 or complete to $1
      When Carol folds
      Then David may fold, bring in for $0.50 or complete to $1
      When David brings in
      Then Alice may fold, call $0.50 or complete to $1
