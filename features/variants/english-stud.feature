Feature: English stud: whole hands from the antes to the showdown
  At most six players. Dealt and bet like seven-card stud up to the
  fifth-street betting; then each player in turn from the dealer's left may
  exchange one card, a face-down card for a face-down card and a face-up card
  for a face-up one, or stand pat. Sixth street, its betting and a second
  exchange round follow, then a final betting round with no new card, and the
  best five of six cards win.

  Background:
    Given the game is English stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: ENGLISH.GAME English stud: 2 to 6 players, five cards, two exchange rounds, the best five of six

    Scenario: Bob's exchange brings him a third nine, but Carol's second exchange fills her queens full of eights
      # Cards are listed in the order received: Bob's 9c replaces his 4c in the
      # first exchange, Alice's (Ad) her (5s); Carol's 8h replaces her 3s in the second.
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (9s 9d) 4c 7h Ks 9c 2d   |
        | Carol  | (Qh Qd) Jc 3s 8d Qc 8h   |
        | David  | (2c 7d) 5d               |
        | Alice  | (Ah 5s) 6d Kh Td (Ad) Jd |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, David folds, Alice calls, Bob calls
      Then the pot is $4
      When fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $1, Bob calls, Carol calls
      And fifth street is dealt
      Then Alice acts first
      And Alice may check or bet $2
      When the action goes: Alice bets $2, Bob calls, Carol calls
      Then the pot is $13
      And Bob may exchange or stand pat
      When Bob exchanges 4c
      Then Carol may exchange or stand pat
      When Carol stands pat
      Then Alice may exchange or stand pat
      When Alice exchanges 5s
      # Alice's king-jack-ten-six beats Bob's king-nine-seven-deuce.
      And sixth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls, Carol raises to $4, Alice folds, Bob calls
      Then the pot is $23
      And Bob may exchange or stand pat
      When Bob stands pat
      Then Carol may exchange or stand pat
      When Carol exchanges 3s
      # No seventh card: the final round follows, led by Carol's open eights.
      Then Carol acts first
      And Carol may check or bet $2
      When the action goes: Carol bets $2, Bob calls
      Then the hand is over
      And Carol wins $27 with "full house, queens full of eights"

  Rule: EXCHANGE.ROUND After the fifth- and sixth-street betting, each player in turn may exchange one card or stand pat

    Scenario: Bob, nearest the dealer's left, is asked first though Alice's board is best, and nobody bets while the exchanges last
      Given the players, from the dealer's left, hold:
        | player | cards                  |
        | Bob    | (9s 9d) 4c 7h Ks 9c 2d |
        | Carol  | (Qh Qd) Jc 3s 8d Qc    |
        | David  | (2c 7d) 5d             |
        | Alice  | (Ah 5s) 6d Kh Td Jd    |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, David folds, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls, Carol calls
      And fifth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      Then Bob may exchange or stand pat
      And the ruling cites EXCHANGE.ROUND
      And Bob cannot check: this is the exchange round
      And Bob cannot bet $2: this is the exchange round
      When Bob exchanges 4c
      Then Carol may exchange or stand pat
      And Alice cannot fold: this is the exchange round

    Scenario: Carol is all in: she keeps her cards, and Bob and Alice are the only ones asked
      # Carol has $1.25: the ante and her completion put her all in on third street.
      Given the players, from the dealer's left, hold:
        | player | cards                  | stack |
        | Bob    | (9s 9d) 4c 7h Ks 9c 2d |       |
        | Carol  | (Qh Qd) Jc 3s 8d Qc    | 1.25  |
        | David  | (2c 7d) 5d             |       |
        | Alice  | (Ah 5s) 6d Kh Td Jd    |       |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, David folds, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls
      And fifth street is dealt
      And the action goes: Alice checks, Bob checks
      Then Bob may exchange or stand pat
      When Bob exchanges 4c
      Then Alice may exchange or stand pat
      When Alice stands pat
      And sixth street is dealt
      Then Alice acts first

  Rule: EXCHANGE.REPLACEMENT A face-down card for a face-down card, a face-up card for a face-up card; the discard is dead

    Scenario: Bob throws away his open four and gets a seven face up: his open sevens lead sixth street
      Given the players, from the dealer's left, hold:
        | player | cards                  |
        | Bob    | (9s 9d) 4c 7h Ks 7c 2d |
        | Carol  | (Qh Qd) Jc 3s 8d Qc    |
        | David  | (2c 4d) 5d             |
        | Alice  | (Ah 5s) 6d Kh Td Jd    |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, David folds, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls, Carol calls
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      And Bob exchanges 4c
      Then the ruling cites EXCHANGE.REPLACEMENT
      When Carol stands pat
      And Alice stands pat
      # Bob shows 7h Ks 7c 2d, a pair; without the exchange he would show king high.
      And sixth street is dealt
      Then Bob acts first

    Scenario: Alice throws away a hole card and gets the ace of diamonds face down: her board is unchanged, and her aces win
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (9s 9d) 4c 7h Ks 2d      |
        | Carol  | (Qh Qd) Jc 3s 8d 2s      |
        | David  | (2c 7d) 5d               |
        | Alice  | (Ah 5s) 6d Kh Td (Ad) Jd |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, David folds, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls, Carol calls
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      And Bob stands pat
      And Carol stands pat
      And Alice exchanges 5s
      And sixth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob checks, Carol checks
      And Bob stands pat
      And Carol stands pat
      And Alice stands pat
      Then Alice acts first
      When the action goes: Alice checks, Bob checks, Carol checks
      Then the hand is over
      # The 5s is dead: Alice plays Ah Ad with K J T, beating Carol's queens and Bob's nines.
      And Alice wins $13 with "pair of aces, king-jack-ten kickers"

    Scenario: From the deck: each replacement is the next card of the stub, with no burn card before it
      # Third street takes cards 1-9; the 2h is burned; fourth street 7h 3s Kh;
      # the 2c is burned; fifth street Ks 8d Td. Bob's replacement is the 9c and
      # Alice's the Ad, the next two cards; then the 3c is burned and sixth
      # street is 2d Qc Jd. Carol's second exchange brings the 8h.
      Given the deck, from the top, is "9s Qh Ah 9d Qd 5s 4c Jc 6d 2h 7h 3s Kh 2c Ks 8d Td 9c Ad 3c 2d Qc Jd 8h 5c 6c 7c 8c Tc Kc Ac 3d 4d 5d 7d Kd 3h 4h 5h 6h 9h Th Jh 2s 4s 6s 7s 8s Ts Js Qs As"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | Alice  |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $1, Bob calls, Carol calls
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      And Bob exchanges 4c
      And Carol stands pat
      And Alice exchanges 5s
      And sixth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls, Carol raises to $4, Alice folds, Bob calls
      And Bob stands pat
      And Carol exchanges 3s
      Then Carol acts first
      When the action goes: Carol bets $2, Bob calls
      Then the hand is over
      # $0.75 of antes, $3 on third street, $3 on fourth, $6 on fifth, $10 on sixth, $4 at the end.
      And Carol wins $26.75 with "full house, queens full of eights"

  Rule: EXCHANGE.PRICE Free, or the minimum bet paid into the pot, never matched

    Scenario Outline: An exchange is free, or costs the $2 limit of the round just played, which nobody has to match
      Given the house rule exchange-price is <price>
      And the players, from the dealer's left, hold:
        | player | cards                  |
        | Bob    | (9s 9d) 4c 7h Ks 9c 2d |
        | Carol  | (Qh Qd) Jc 3s 8d Qc    |
        | David  | (2c 7d) 5d             |
        | Alice  | (Ah 5s) 6d Kh Td Jd    |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, David folds, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls, Carol calls
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      Then the pot is $13
      When Bob exchanges 4c
      Then the pot is <pot>
      When Carol stands pat
      And Alice stands pat
      # Sixth street opens with nothing to call: the price was not a bet.
      And sixth street is dealt
      Then Alice acts first
      And Alice may check or bet $2
      When the action goes: Alice checks, Bob checks, Carol checks
      And Bob stands pat
      And Carol stands pat
      And Alice stands pat
      And the action goes: Alice checks, Bob checks, Carol checks
      Then the hand is over
      And Carol wins <pot> with "three of a kind, queens, jack-eight kickers"

      Examples:
        | price       | pot |
        | free        | $13 |
        | minimum-bet | $15 |

    Scenario: Alice's last dollar does not cover the $2 price: she is asked, but may only stand pat
      # Alice has $5.25: after the ante and $4 of bets, $1 is left.
      Given the house rule exchange-price is minimum-bet
      And the players, from the dealer's left, hold:
        | player | cards                  | stack |
        | Bob    | (9s 9d) 4c 7h Ks 9c 2d |       |
        | Carol  | (Qh Qd) Jc 3s 8d Qc    |       |
        | David  | (2c 7d) 5d             |       |
        | Alice  | (Ah 5s) 6d Kh Td Jd    | 5.25  |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, David folds, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls, Carol calls
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      And Bob exchanges 4c
      Then the ruling cites EXCHANGE.PRICE
      When Carol stands pat
      Then Alice may only stand pat
      When Alice stands pat
      And sixth street is dealt
      Then Alice acts first
      And Alice may check or bet $1

  Rule: EXCHANGE.SEVENTH-CARD A final round without a card, or a seventh card face down at a table of five or fewer

    Scenario: Four players and the house rule for a seventh card: Bob's last card down makes four nines
      Given the house rule english-seventh-card is five-or-fewer
      And the players, from the dealer's left, hold:
        | player | cards                       |
        | Bob    | (9s 9d) 4c 7h Ks 9c 2d (9h) |
        | Carol  | (Qh Qd) Jc 3s 8d Qc 8h (3d) |
        | David  | (2c 7d) 5d                  |
        | Alice  | (Ah 5s) 6d Kh Td (Ad) Jd    |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, David folds, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls, Carol calls
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      And Bob exchanges 4c
      And Carol stands pat
      And Alice exchanges 5s
      And sixth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol raises to $4, Alice folds, Bob calls
      And Bob stands pat
      And Carol exchanges 3s
      And seventh street is dealt
      # A card face down changes no board: Carol's open eights still lead.
      Then Carol acts first
      And the ruling cites EXCHANGE.SEVENTH-CARD
      When the action goes: Carol bets $2, Bob raises to $4, Carol calls
      Then the hand is over
      And Bob wins $31 with "four of a kind, nines, king kicker"

    Scenario: Six players dealt in: no seventh card even by the house rule, and Bob's kings win with six cards
      Given the house rule english-seventh-card is five-or-fewer
      And the players, from the dealer's left, hold:
        | player | cards               |
        | Bob    | (Kc Kd) 8s 3d Th 5c |
        | Carol  | (4s 6h) 2h          |
        | David  | (Jh 9c) Qs          |
        | Erin   | (7s 7c) Ac 4d 6s 2s |
        | Frank  | (3c 5h) Jd          |
        | Alice  | (8h Tc) Kh          |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, David folds, Erin completes to $1, Frank folds, Alice folds, Bob calls, Carol folds
      Then the pot is $4
      When fourth street is dealt
      Then Erin acts first
      When the action goes: Erin checks, Bob checks
      And fifth street is dealt
      And the action goes: Erin checks, Bob checks
      Then Bob may exchange or stand pat
      When Bob stands pat
      And Erin stands pat
      And sixth street is dealt
      And the action goes: Erin checks, Bob checks
      And Bob stands pat
      And Erin stands pat
      Then Erin acts first
      When the action goes: Erin checks, Bob checks
      Then the hand is over
      And Bob wins $4 with "pair of kings, ten-eight-five kickers"
