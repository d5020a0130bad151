Feature: Buying a card
  In five-card stud high-low with a buy, once the fifth card is dealt, each
  player still in and not all in is asked in turn from the dealer's left: buy
  one card or stand pat. A buyer pays the price into the pot (one big bet by
  default, twice that in a second buy round), which nobody matches, throws one
  card away and is dealt a new one from the stub, face up for a face-up
  discard and face down for a face-down one. Then comes the last betting
  round, begun by the best board after the buying, and the declaration.

  Background:
    Given the game is five-card stud high-low with a buy
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: BUY.ROUND After the fifth card, each player in turn may buy once or stand pat

    Scenario: Bob is asked first, from the dealer's left, though Alice's ace is the best board; his new nine then leads the last round
      Given the players, from the dealer's left, hold:
        | player | cards               |
        | Bob    | (9s) 9d 4c 7h Ks 9c |
        | Carol  | (Qh) Qd Jc 3s 8d    |
        | Alice  | (2c) 5s 6d Ah 8c 3d |
      When second street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
      And third street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, Alice calls, Bob calls
      And fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls, Carol calls
      Then the pot is $12.75
      When fifth street is dealt
      Then Bob may buy or stand pat
      And the ruling cites BUY.ROUND
      And Bob cannot check: this is the buy round
      When Bob buys for 4c
      Then Carol may buy or stand pat
      When Carol stands pat
      Then Alice may buy or stand pat
      When Alice buys for 8c
      # Bob's 9c pairs his board: 9d 7h Ks 9c beats Alice's ace high.
      Then Bob acts first
      And Bob may check or bet $2
      When the action goes: Bob bets $2, Carol calls, Alice calls
      Then the pot is $22.75
      When the declarations are: Bob high, Carol high, Alice low
      Then the hand is over
      # 91 quarters: 46 ($11.50) to Bob's three nines, 45 ($11.25) to Alice's six-five.
      And Bob wins $11.50 with "three of a kind, nines, king-seven kickers"
      And Alice wins $11.25 with "six-five low"

    Scenario: Carol is all in: she is passed over in the buy round, and Bob's price goes into the side pot
      # Carol has $1.25: the ante and her completion to $1 put her all in on
      # second street. The main pot is $1.25 from each of the three, $3.75.
      # Bob's contribution is $3.25 when he buys, so his $2 goes to the side pot.
      Given the players, from the dealer's left, hold:
        | player | cards               | stack |
        | Bob    | (9s) 9d 4c 7h Ks 9c |       |
        | Carol  | (Qh) Qd Jc 3s 8d    | 1.25  |
        | Alice  | (2c) 5s 6d Ah 8c    |       |
      When second street is dealt
      And the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
      Then the pot is $3.75
      # Carol's queen-jack is the best board, but she is all in: Alice starts.
      When third street is dealt
      Then Carol shows the best board
      And it is Alice's turn
      When the action goes: Alice checks, Bob checks
      And fourth street is dealt
      And the action goes: Alice bets $2, Bob calls
      And fifth street is dealt
      Then Bob may buy or stand pat
      When Bob buys for 4c
      Then Alice may buy or stand pat
      When Alice stands pat
      Then Bob acts first
      When the action goes: Bob bets $2, Alice calls
      And the declarations are: Bob high, Carol high, Alice low
      Then the hand is over
      # Main pot, 15 quarters: 8 ($2) to Bob's nines over Carol's queens, 7
      # ($1.75) to Alice, the only low. Side pot, $4 + $2 + $4 = $10: $5 each.
      And Bob wins $7 with "three of a kind, nines, king-seven kickers"
      And Alice wins $6.75 with "eight-six low"
      And Carol wins $0

    Scenario: Alice cannot pay the $2: she is asked, but may only stand pat
      # Alice has $5.25: after fourth street $1 is left.
      Given the players, from the dealer's left, hold:
        | player | cards               | stack |
        | Bob    | (9s) 9d 4c 7h Ks 9c |       |
        | Carol  | (Qh) Qd Jc 3s 8d    |       |
        | Alice  | (2c) 5s 6d Ah 8c    | 5.25  |
      When second street is dealt
      And the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      And fifth street is dealt
      And Bob buys for 4c
      And Carol stands pat
      Then Alice may only stand pat
      When Alice stands pat
      Then Bob acts first
      When Bob bets $2
      And Carol calls
      Then Alice may fold or call $1
      When Alice calls
      And the declarations are: Bob high, Carol high, Alice low
      Then the hand is over
      # Main pot: $5.25 from each of the three and Bob's $2, $17.75 (71 quarters):
      # $9 to Bob, $8.75 to Alice. Side pot: $1 each from Bob and Carol, to Bob.
      And Bob wins $11 with "three of a kind, nines, king-seven kickers"
      And Alice wins $8.75 with "eight-six low"

    Scenario Outline: Two buy rounds: everyone is asked again, in the same order, at twice the price
      Given the house rule buy-rounds is 2
      And the house rule buy-price is <price>
      And the players, from the dealer's left, hold:
        | player | cards               |
        | Bob    | (9s) 9d 4c 7h Ks 9c |
        | Carol  | (Qh) Qd Jc 3s 8d Qc |
        | Alice  | (2c) 5s 6d Ah 8c 3d |
      When second street is dealt
      And the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      Then the pot is $12.75
      When fifth street is dealt
      And Bob buys for 4c
      Then the pot is <after one>
      When Carol stands pat
      And Alice stands pat
      Then Bob may buy or stand pat
      When Bob stands pat
      And Carol buys for 3s
      And Alice buys for 8c
      Then the pot is <after two>
      # Carol's queen of clubs pairs her board: Qd Jc 8d Qc.
      And Carol acts first
      When the action goes: Carol bets $2, Alice calls, Bob calls
      And the declarations are: Bob high, Carol high, Alice low
      Then the hand is over
      And Carol wins <high> with "three of a kind, queens, jack-eight kickers"
      And Alice wins <low> with "six-five low"

      Examples:
        | price     | after one | after two | high   | low    |
        | big-bet   | $14.75    | $22.75    | $14.50 | $14.25 |
        | small-bet | $13.75    | $17.75    | $12    | $11.75 |

  Rule: BUY.PRICE One bet into the pot, never matched; the second round costs double

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards               |
        | Bob    | (9s) 9d 4c 7h Ks 9c |
        | Carol  | (Qh) Qd Jc 3s 8d    |
        | Alice  | (2c) 5s 6d Ah 8c 3d |

    Scenario Outline: A card costs one big bet, or one small bet by the house rule, and nobody has to match it
      Given the house rule buy-price is <price>
      When second street is dealt
      And the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      And fifth street is dealt
      And Bob buys for 4c
      Then the pot is <pot>
      And the ruling cites BUY.PRICE
      When Carol stands pat
      And Alice stands pat
      # The last round opens with nothing to call: the price was not a bet.
      Then Bob may check or bet $2
      When the action goes: Bob checks, Carol checks, Alice checks
      And the declarations are: Bob high, Carol high, Alice high
      Then the hand is over
      And Bob wins <pot> with "three of a kind, nines, king-seven kickers"

      Examples:
        | price     | pot    |
        | big-bet   | $14.75 |
        | small-bet | $13.75 |

    Scenario: Alice's last $2 buy her a card: she is all in, sits out the last round and can still win the main pot
      # Alice has $6.25: $2 left after fourth street. The prices are not
      # contributions: the main pot is $4.25 from each of the three and both
      # prices, $16.75 (67 quarters); the side pot is Bob's and Carol's $2 each.
      Given the players, from the dealer's left, hold:
        | player | cards               | stack |
        | Bob    | (9s) 9d 4c 7h Ks 9c |       |
        | Carol  | (Qh) Qd Jc 3s 8d    |       |
        | Alice  | (2c) 5s 6d Ah 8c 3d | 6.25  |
      When second street is dealt
      And the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      And fifth street is dealt
      And Bob buys for 4c
      And Carol stands pat
      Then Alice may buy or stand pat
      When Alice buys for 8c
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls
      And the declarations are: Bob high, Carol high, Alice low
      Then the hand is over
      # Main pot: 34 quarters ($8.50) to Bob, 33 ($8.25) to Alice; the side pot of $4 to Bob.
      And Bob wins $12.50 with "three of a kind, nines, king-seven kickers"
      And Alice wins $8.25 with "six-five low"

  Rule: BUY.REPLACEMENT One card out, dead; a new one in, face up or face down like it

    Scenario: Carol throws away her hole card and gets the next one face down; her board is unchanged
      # Carol's (Qh) is replaced by the (Kh), face down: Qd Jc 3s 8d still
      # shows queen high, so Alice's ace begins the last round.
      Given the players, from the dealer's left, hold:
        | player | cards                 |
        | Bob    | (9s) 9d 4c 7h Ks      |
        | Carol  | (Qh) Qd Jc 3s 8d (Kh) |
        | Alice  | (2c) 5s 6d Ah 8c      |
      When second street is dealt
      And the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      And fifth street is dealt
      And Bob stands pat
      And Carol buys for Qh
      Then the ruling cites BUY.REPLACEMENT
      When Alice stands pat
      Then Alice acts first
      When the action goes: Alice checks, Bob checks, Carol checks
      And the declarations are: Bob high, Carol high, Alice low
      Then the hand is over
      # Carol's queens are gone: (Kh) Qd Jc 3s 8d is king high, and Bob's pair of nines wins the high half.
      # 59 quarters: 30 ($7.50) high, 29 ($7.25) low.
      And Bob wins $7.50 with "pair of nines, king-seven-four kickers"
      And Alice wins $7.25 with "eight-six low"

    Scenario: From the deck: each bought card is the top card of the stub, with no burn card before it
      # Cards 1-18 are dealt and burned as usual (burns Tc, Th, 5h); the stub
      # then begins 9c 3d Ac. Bob gets the 9c, Alice the 3d.
      Given the deck, from the top, is "9s Qh 2c 9d Qd 5s Tc 4c Jc 6d Th 7h 3s Ah 5h Ks 8d 8c 9c 3d Ac Td Ts 7c 3h 6s Js 4s Jh 2d 6c 6h 5c 2h 2s 5d Qs 3c Jd 7s As 4d 4h 9h 8h Kc 7d Qc Ad 8s Kd Kh"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | Alice  |
      When second street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      And fifth street is dealt
      And Bob buys for 4c
      And Carol stands pat
      And Alice buys for 8c
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls, Alice calls
      And the declarations are: Bob high, Carol high, Alice low
      Then the hand is over
      And Bob wins $11.50 with "three of a kind, nines, king-seven kickers"
      And Alice wins $11.25 with "six-five low"

    Scenario: Ten players: one card is left after fifth street; Bob buys it, and nobody after him can buy
      # The deck of five-card stud's ten-player hand. Robert's Rules on fifth
      # street: the 2h is burned, eight stub cards go to Bob through Ivan, the
      # 8h is kept back and gathered with the burns 9c, Ks and 2h; the 9c is
      # burned, Judy gets the Ks and Alice the 8h, and the 2h is left: the
      # whole stub. Bob throws away his Js and gets it face up.
      Given the deck, from the top, is "Tc Kc 7s 4h Qd 3s 6h 5h Kh Ah 2c 5d 6s 9s 7c Th 8s Ad Jh Qh 9c Js Qs 8d 9d As 4s 3d Ts 4d 7h Ks 6d 3c Jd Kd 5c 2s Ac 6c Qc 3h 2h 8c Jc 4c 2d Td 5s 7d 9h 8h"
      And the scrambled cards, from the top, are "9c Ks 8h 2h"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Erin   |
        | Frank  |
        | Grace  |
        | Heidi  |
        | Ivan   |
        | Judy   |
        | Alice  |
      When second street is dealt
      And the action goes: Bob brings in, Carol calls, David calls, Erin calls, Frank calls, Grace calls, Heidi calls, Ivan calls, Judy calls, Alice calls
      And third street is dealt
      And the action goes: Erin checks, Frank checks, Grace checks, Heidi checks, Ivan checks, Judy checks, Alice checks, Bob checks, Carol checks, David checks
      And fourth street is dealt
      And the action goes: Erin checks, Frank checks, Grace checks, Heidi checks, Ivan checks, Judy checks, Alice checks, Bob checks, Carol checks, David checks
      And fifth street is dealt
      Then Bob may buy or stand pat
      When Bob buys for Js
      Then the pot is $9.50
      And Carol may only stand pat
      When Carol stands pat
      Then David may only stand pat
      When David stands pat
      And Erin stands pat
      And Frank stands pat
      And Grace stands pat
      And Heidi stands pat
      And Ivan stands pat
      And Judy stands pat
      Then Alice may only stand pat
      When Alice stands pat
      # Bob's 2c 6d 8c 2h shows a pair of deuces; Erin's nines still lead.
      Then Erin acts first
      When the action goes: Erin bets $2, Frank folds, Grace folds, Heidi folds, Ivan folds, Judy calls, Alice calls, Bob folds, Carol folds, David folds
      And the declarations are: Erin low, Judy low, Alice high
      Then the hand is over
      # $7.50, Bob's $2 and $6: 62 quarters, 31 to each half. Erin's pair of
      # nines is a lower hand than Judy's pair of kings.
      And Alice wins $7.75 with "flush, ace-queen-eight-seven-three"
      And Erin wins $7.75 with "pair of nines, king-four-two kickers"
