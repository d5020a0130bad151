Feature: Dealing: seats, streets, burn cards and running out of cards
  Cards go out one at a time, clockwise from the dealer's left: two down and
  one up on third street, one up on each of fourth, fifth and sixth street,
  one down on seventh. A card is burned before each street from fourth on, a
  folded hand is dead, and when eight players stay to the end the stub runs
  short: the burn cards are gathered, and if even they are too few, one
  community card serves everyone.

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: DEAL.ORDER Cards go out one at a time, clockwise from the dealer's left

    Scenario: Third street goes round three times, and a folded player is passed over
      # Cards 1-4 are the first face-down cards of Bob, Carol, David and Alice,
      # cards 5-8 their second, cards 9-12 their door cards: Kd, Ah, 3s, 6h.
      # (Dealt three at a time, Bob would have shown the 2c and brought in.)
      # Bob folds; card 13 (As) is burned; 14, 15 and 16 go to Carol, David and Alice.
      # The rest of the pack follows in no particular order.
      Given the deck, from the top, is "8h 9d 2c Jc Qh Ts 7d 5c Kd Ah 3s 6h As 4d 3d Qs Kc Td 5s 4c Qc Jh 5d Tc 7c 6d Js 9s Ac 7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Alice  |
      When third street is dealt
      Then David must post the bring-in of $0.50
      When the action goes: David brings in, Alice calls, Bob folds, Carol calls
      And fourth street is dealt
      # Carol 4d beside her Ah, David 3d beside his 3s, Alice Qs beside her 6h.
      Then David acts first

  Rule: DEAL.STREETS Five streets, two down and one up, three up, then one down

    Scenario: The seventh card is dealt face down and the hand ends after the fifth betting round
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac Kc) 7h 8d 2s 4c (7s) |
        | Alice  | (Qd Qs) 9d Jh 3c 5s (2d) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Alice calls
      And fourth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob checks
      And fifth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob checks
      And sixth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob checks
      # Bob's seven of spades would pair his board if it were face up; it is not.
      And seventh street is dealt
      Then Alice acts first
      When Alice checks
      Then it is Bob's turn
      When Bob checks
      Then the hand is over
      And Alice wins $1.50 with "pair of queens, jack-nine-five kickers"

  Rule: DEAL.BURN One burn card before each street from fourth on

    Scenario: Without burn cards, the card that would have been burned goes to Carol
      # The pack of the DEAL.ORDER scenario. Card 13 (As) is not burned: Carol gets it
      # and pairs her ace of hearts; David gets the 4d, Alice the 3d.
      Given the house rule burn-cards is no
      And the deck, from the top, is "8h 9d 2c Jc Qh Ts 7d 5c Kd Ah 3s 6h As 4d 3d Qs Kc Td 5s 4c Qc Jh 5d Tc 7c 6d Js 9s Ac 7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Alice  |
      When third street is dealt
      And the action goes: David brings in, Alice calls, Bob folds, Carol calls
      And fourth street is dealt
      Then Carol acts first

    Scenario: With burn cards, eight players who all stay leave a single card for seventh street
      # 52 cards: 24 on third street; a burn and 8 cards on each of fourth, fifth
      # and sixth street (27 more): 51 cards gone, 1 left in the stub. That card
      # and the three burns (4s, Ah, Jd) are gathered: the community card of
      # DEAL.COMMUNITY-CARD below shows that exactly three cards were burned.
      Given the deck, from the top, is "Ac Js Th 5d Ks 6s 9s 2d Ad 8h Ts 5h Qs 7d 2c 3c 2h Jh Kd Qc Kc Td Qh Kh 4s As 9c Tc 9d Qd 8c 8s 9h Ah 8d 7s 6h 5s 7h 6d 6c 7c Jd 5c 4d 3s 3h 2s 4h 3d 4c Jc"
      And the scrambled cards, from the top, are "Ah Jc 4s Jd"
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
      And the action goes: Bob brings in, Carol calls, David calls, Erin calls, Frank calls, Grace calls, Heidi calls, Alice calls
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks
      And sixth street is dealt
      And the action goes: Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks
      And seventh street is dealt
      Then the community card is Jc

  Rule: DEAL.DEAD-CARDS The cards of a folded hand are dead

    Scenario: Bob folds his open aces: he gets no more cards and his board no longer counts
      # Bob's row stops at fourth street: dealing him a fifth card would need a card not given.
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kd Qd) Ah Ad    |
        | Carol  | (4s 5s) 9s Ts 6d |
        | David  | (2h 2c) 3c 8c Jh |
      When third street is dealt
      Then David must post the bring-in of $0.50
      When the action goes: David brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol bets $1, David calls, Bob folds
      Then the pot is $4.25
      # Jack-eight-three now beats ten-nine-six; Bob's aces are dead.
      When fifth street is dealt
      Then David acts first

    Scenario: The folded hand's cards are not gathered when the stub runs short
      # Eight players, Heidi folds on third street: 24 cards, then a burn and 7 cards
      # on each of fourth, fifth and sixth street (24 more) leave 4 in the stub
      # (5h Qh 3h 6d); 3 burns so far (8h Jd 6s). Seven players need a card.
      # Robert's Rules: burn the 5h, deal the Qh to Bob and the 3h to Carol,
      # keep the last card (6d) back and gather it with the four burns: 5 cards
      # for 5 players, so no burn. Heidi's (3c 4d) Kd are not among them.
      Given the deck, from the top, is "Kh As 8c Tc Qc Jh 3c Ah 9h Ks 8d Td Qs Th 4d Ac 2h Jc Qd Ad 7d 8s Kd 9d 8h 4h 9s 6c Kc 5c 7s 7h Jd 7c 5d 3s 4s 9c 5s Js 6s Ts 3d 6h 2s 2c 4c 2d 5h Qh 3h 6d"
      And the scrambled cards, from the top, are "8h 6s 5h Jd 6d"
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
      And the action goes: David checks, Erin checks, Frank checks, Grace checks, Alice checks, Bob checks, Carol checks
      Then the hand is over
      # David's 8h, the first gathered card, fills (8c 8d) Qd 6c 3s 6h; Bob's Qh only makes a flush.
      And David wins $5.50 with "full house, eights full of sixes"

  Rule: DEAL.STUB-SHORT Running out of cards on seventh street

    Background:
      Given the deck, from the top, is "Kh As 8c Tc Qc Jh 3c Ah 9h Ks 8d Td Qs Th 4d Ac 2h Jc Qd Ad 7d 8s Kd 9d 8h 4h 9s 6c Kc 5c 7s 7h Jd 7c 5d 3s 4s 9c 5s Js 6s Ts 3d 6h 2s 2c 4c 2d 5h Qh 3h 6d"
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

    # The deck of the last DEAL.DEAD-CARDS scenario: Bob (Kh 9h) 2h 4h 7c Ts,
    # Carol (As Ks) Jc 9s 5d 3d, David (8c 8d) Qd 6c 3s 6h, Erin (Tc Td) Ad Kc 4s 2s,
    # Frank (Qc Qs) 7d 5c 9c 2c, Grace (Jh Th) 8s 7s 5s 4c, Heidi (3c 4d) Kd folds,
    # Alice (Ah Ac) 9d 7h Js 2d. Burns 8h Jd 6s; the stub holds 5h Qh 3h 6d.

    Scenario: Robert's Rules: two cards from the stub, five from the gathered cards
      Given the scrambled cards, from the top, are "8h 6s 5h Jd 6d"
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, David calls, Erin calls, Frank calls, Grace calls, Heidi folds, Alice calls
      And fourth street is dealt
      And the action goes: Erin checks, Frank checks, Grace checks, Alice checks, Bob checks, Carol checks, David checks
      And fifth street is dealt
      And the action goes: Erin checks, Frank checks, Grace checks, Alice checks, Bob checks, Carol checks, David checks
      And sixth street is dealt
      Then David acts first
      When the action goes: David checks, Erin checks, Frank checks, Grace checks, Alice checks, Bob checks, Carol checks
      And seventh street is dealt
      # Seventh-street cards are face down: David's open sixes still act first.
      Then David acts first
      And the ruling cites DEAL.STUB-SHORT
      When the action goes: David checks, Erin checks, Frank checks, Grace checks, Alice checks, Bob checks, Carol checks
      Then the hand is over
      # Bob got the Qh (a flush); David got the 8h (a full house); Frank the 5h, Grace the Jd, Alice the 6d.
      And David wins $5.50 with "full house, eights full of sixes"

    Scenario: The TDA procedure: four stub cards are too few, so one community card is turned up
      # Stub 4 and burns 3 make 7, fewer than 7 players + a burn + a spare card:
      # the 5h is burned and the next stub card, the Qh, is turned up for everyone.
      Given the house rule short-stub is tda
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
      # With the Qh David shows queens and sixes: he still acts first.
      And David acts first
      When the action goes: David checks, Erin checks, Frank checks, Grace checks, Alice checks, Bob checks, Carol checks
      Then the hand is over
      # With the Qh, Bob's four hearts make a flush: the best hand.
      And Bob wins $5.50 with "flush, king-queen-nine-four-two"

    Scenario: pagat's way: the stub and the burns together, seven cards for seven players, no burn
      Given the house rule short-stub is pagat
      And the scrambled cards, from the top, are "6d 3h 5h 8h Qh Jd 6s"
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, David calls, Erin calls, Frank calls, Grace calls, Heidi folds, Alice calls
      And fourth street is dealt
      And the action goes: Erin checks, Frank checks, Grace checks, Alice checks, Bob checks, Carol checks, David checks
      And fifth street is dealt
      And the action goes: Erin checks, Frank checks, Grace checks, Alice checks, Bob checks, Carol checks, David checks
      And sixth street is dealt
      And the action goes: David checks, Erin checks, Frank checks, Grace checks, Alice checks, Bob checks, Carol checks
      And seventh street is dealt
      And the action goes: David checks, Erin checks, Frank checks, Grace checks, Alice checks, Bob checks, Carol checks
      Then the hand is over
      # In order: Bob 6d, Carol 3h, David 5h, Erin 8h, Frank Qh (three queens), Grace Jd, Alice 6s.
      And Frank wins $5.50 with "three of a kind, queens, nine-seven kickers"

  Rule: DEAL.COMMUNITY-CARD A community card is everyone's seventh card

    Scenario: Eight players reach seventh street: the Jc is turned up and plays in every hand
      # 52 cards, burns before fourth, fifth and sixth street: after sixth street one
      # card (Jc) is left. It is gathered with the burns 4s, Ah and Jd; after the
      # scramble the Ah is burned and the Jc turned up.
      Given the deck, from the top, is "Ac Js Th 5d Ks 6s 9s 2d Ad 8h Ts 5h Qs 7d 2c 3c 2h Jh Kd Qc Kc Td Qh Kh 4s As 9c Tc 9d Qd 8c 8s 9h Ah 8d 7s 6h 5s 7h 6d 6c 7c Jd 5c 4d 3s 3h 2s 4h 3d 4c Jc"
      And the scrambled cards, from the top, are "Ah Jc 4s Jd"
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
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, David calls, Erin calls, Frank calls, Grace calls, Heidi calls, Alice calls
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks
      And sixth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks
      And seventh street is dealt
      Then the community card is Jc
      And the ruling cites DEAL.COMMUNITY-CARD
      When the action goes: Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks, Bob checks
      Then the hand is over
      # Bob's (Ac Ad) As 8d 5c 2h and the Jc: three aces with the jack as a kicker.
      # Carol's (Js 8h) Jh 9c 7s 4d and the Jc make only three jacks.
      And Bob wins $6 with "three of a kind, aces, jack-eight kickers"

    Scenario: With each player's own cards given, the community card is turned up where the stub runs short
      # The same hands, given card by card: the deck less the 48 cards dealt and the
      # three burns leaves one card, too few even with the burns gathered, so the card
      # named for the centre is turned up on seventh street.
      Given the players, from the dealer's left, hold:
        | player | cards               |
        | Bob    | (Ac Ad) 2h As 8d 5c |
        | Carol  | (Js 8h) Jh 9c 7s 4d |
        | David  | (Th Ts) Kd Tc 6h 3s |
        | Erin   | (5d 5h) Qc 9d 5s 3h |
        | Frank  | (Ks Qs) Kc Qd 7h 2s |
        | Grace  | (6s 7d) Td 8c 6d 4h |
        | Heidi  | (9s 2c) Qh 8s 6c 3d |
        | Alice  | (2d 3c) Kh 9h 7c 4c |
      And the card turned up in the centre, should the stub run short, is Jc
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, David calls, Erin calls, Frank calls, Grace calls, Heidi calls, Alice calls
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks
      And sixth street is dealt
      And the action goes: Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks
      And seventh street is dealt
      Then the community card is Jc
      And the ruling cites DEAL.COMMUNITY-CARD
      When the action goes: Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks, Bob checks
      Then Bob wins $6 with "three of a kind, aces, jack-eight kickers"
