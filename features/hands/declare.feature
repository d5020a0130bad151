Feature: Declaring high or low
  In the declaration games every player still in after the last betting
  round declares high or low, never both: all at once by default, or one by
  one in turn. In each pot the best high hand among the high declarers takes
  the high half and the best low among the low declarers the low half, the
  odd chip to high; if everyone in a pot declared the same way, the best hand
  that way takes it all.

  Background:
    Given the game is five-card stud high-low with declaration
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: DECLARE.WHEN After the last betting round, every player still in declares high or low

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kc) Kd 9s 9h 2c |
        | Carol  | (Ah) 3s 5d 7c 8h |
        | Alice  | (Qd) 6h 6c Jd 4s |

    Scenario: Nobody declares while fifth street is being bet; once it is over Bob is asked first
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      Then Bob acts first
      And Bob cannot declare high: the betting is not over
      When the action goes: Bob bets $2, Carol calls, Alice calls
      Then the pot is $8.25
      And Bob may declare high or low
      And the ruling cites DECLARE.WHEN
      And Carol cannot declare both: in five-card stud a player declares one way only

    Scenario: A declaration once made cannot be changed
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob bets $2, Carol calls, Alice calls
      And Bob declares high
      Then Carol may declare high or low
      And Bob cannot declare low: he has declared high

    Scenario: Carol has folded: she does not declare, and the other two do
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob bets $2, Carol folds, Alice calls
      Then Bob may declare high or low
      And Carol cannot declare low: she has folded
      When the declarations are: Bob high, Alice high
      Then the hand is over
      # $2.25 and $2 each from Bob and Alice.
      And Bob wins $6.25 with "two pair, kings and nines, two kicker"

    Scenario: Only Bob is left: there is nothing to declare
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob bets $2, Carol folds, Alice folds
      Then the hand is over
      And Bob wins $4.25

    Scenario: Bob is all in on second street: the cards are dealt out, and then both declare
      # Bob has $1.25: after the ante his completion to $1 puts him all in.
      Given the players, from the dealer's left, hold:
        | player | cards            | stack |
        | Bob    | (Ac) 2d 4h 6s 7c | 1.25  |
        | Alice  | (Kd) Ks 9c 9d 3h |       |
      When second street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob completes, Alice calls
      Then the pot is $2.50
      And Bob may declare high or low
      When the declarations are: Bob low, Alice high
      Then the hand is over
      # 10 quarters: 5 to each half.
      And Bob wins $1.25 with "seven-six low"
      And Alice wins $1.25 with "two pair, kings and nines, three kicker"

  Rule: DECLARE.METHOD All at once, or one by one in turn

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kc) Kd 9s 9h 2c |
        | Carol  | (Ah) 3s 5d 7c 8h |
        | Alice  | (Qd) 6h 6c Jd 4s |

    Scenario: All at once: the declarations may come in any order, and the first still to declare is asked
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol bets $2, Alice calls, Bob calls
      And Carol declares low
      Then Bob may declare high or low
      When Alice declares high
      Then Bob may declare high or low
      When Bob declares high
      Then the hand is over
      # $8.25 is 33 quarters: 17 to the high half, 16 to the low.
      And Bob wins $4.25 with "two pair, kings and nines, two kicker"
      And Carol wins $4 with "eight-seven low"

    Scenario: In turn from the last aggressor: Carol bet last, so she declares first, then Alice, then Bob
      Given the house rule declare-method is in-turn-from-last-aggressor
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol bets $2, Alice calls, Bob calls
      Then Carol may declare high or low
      And Bob cannot declare high: Carol declares first
      And Alice cannot declare high: Carol declares first
      When Carol declares low
      Then Alice may declare high or low
      And Bob cannot declare high: it is Alice's turn
      When Alice declares high
      Then Bob may declare high or low
      When Bob declares high
      Then the hand is over
      And Bob wins $4.25 with "two pair, kings and nines, two kicker"
      And Carol wins $4 with "eight-seven low"

    Scenario: In turn from the dealer's left: Bob declares first although Carol bet last
      Given the house rule declare-method is in-turn-from-dealer-left
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol bets $2, Alice calls, Bob calls
      Then Bob may declare high or low
      And Carol cannot declare low: Bob declares first
      When the declarations are: Bob high, Carol low, Alice high
      Then the hand is over
      And Bob wins $4.25
      And Carol wins $4

    Scenario: In turn from the dealer's left with Bob folded: Carol begins
      Given the house rule declare-method is in-turn-from-dealer-left
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol bets $2, Alice calls, Bob folds
      Then Carol may declare high or low
      And Alice cannot declare high: Carol declares first
      When the declarations are: Carol low, Alice high
      Then the hand is over
      # $6.25 is 25 quarters: 13 to the high half, 12 to the low.
      And Alice wins $3.25 with "pair of sixes, queen-jack-four kickers"
      And Carol wins $3 with "eight-seven low"

    Scenario: In turn from the last aggressor when nobody bet: the first actor of fifth street, Alice, declares first
      # Alice's king-four-three-deuce is the best board on fifth street.
      Given the house rule declare-method is in-turn-from-last-aggressor
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (9h) 8d 7c 6h 5s |
        | Carol  | (9s) 8c 7d 6s 5d |
        | Alice  | (Ac) 2h 3d 4c Kh |
      When second street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And third street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob checks, Carol checks
      Then Alice may declare high or low
      And Bob cannot declare high: Alice declares first
      When the declarations are: Alice low, Bob high, Carol high
      Then the hand is over
      # $2.25 is 9 quarters: 5 to the high half, 4 to the low. The two straights
      # share 5 quarters: 2 each, and the odd one goes with Carol's nine of spades.
      And Alice wins $1 with "king-four low"
      And Carol wins $0.75 with "straight, nine high"
      And Bob wins $0.50 with "straight, nine high"

  Rule: DECLARE.SETTLE The best high among high declarers and the best low among low declarers share each pot

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kc) Kd 9s 9h 2c |
        | Carol  | (Ah) 3s 5d 7c 8h |
        | Alice  | (Qd) 6h 6c Jd 4s |

    Scenario Outline: The same cards, declared three ways: each hand counts only the way its holder declared
      # $8.25 is 33 quarters: 17 ($4.25) to the high half, 16 ($4) to the low.
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob bets $2, Carol calls, Alice calls
      And the declarations are: <declarations>
      Then the hand is over
      And the ruling cites DECLARE.SETTLE
      And <high> wins $4.25 with "<high hand>"
      And <low> wins $4 with "<low hand>"

      Examples:
        | declarations                    | high  | high hand                              | low   | low hand                               |
        | Bob high, Carol low, Alice high | Bob   | two pair, kings and nines, two kicker  | Carol | eight-seven low                        |
        | Bob low, Carol low, Alice high  | Alice | pair of sixes, queen-jack-four kickers | Carol | eight-seven low                        |
        | Bob high, Carol high, Alice low | Bob   | two pair, kings and nines, two kicker  | Alice | pair of sixes, queen-jack-four kickers |

    Scenario: Alone in declaring low, Alice wins the low half with a pair of sixes
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob bets $2, Carol calls, Alice calls
      And the declarations are: Bob high, Carol high, Alice low
      Then the hand is over
      # Carol's eight-seven would have been the better low; she declared high and loses to Bob.
      And Alice wins $4
      And Bob wins $4.25
      And Carol wins $0

    Scenario: Played eight or better, Alice's sixes make no low: the whole pot goes to the high side
      Given the house rule low-ranking is ace-to-five-8
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob bets $2, Carol calls, Alice calls
      And the declarations are: Bob high, Carol high, Alice low
      Then the hand is over
      And Bob wins $8.25 with "two pair, kings and nines, two kicker"

    Scenario: Played eight or better, Carol's eight-seven qualifies and takes the low half
      Given the house rule low-ranking is ace-to-five-8
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob bets $2, Carol calls, Alice calls
      And the declarations are: Bob high, Carol low, Alice low
      Then the hand is over
      And Bob wins $4.25 with "two pair, kings and nines, two kicker"
      And Carol wins $4 with "eight-seven low"

    Scenario: Two equal straights declared high share the high half; the odd quarter goes with Carol's nine of spades
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (9h) 8d 7c 6h 5s |
        | Carol  | (9s) 8c 7d 6s 5d |
        | Alice  | (Ac) 2h 3d 4c Kh |
      When second street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol calls
      # Eight-seven against eight-seven: Bob sits nearer the dealer's left.
      And third street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks, Alice checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls, Carol calls
      And the declarations are: Bob high, Carol high, Alice low
      Then the hand is over
      # $8.25 is 33 quarters: 16 to Alice's low half; the high half of 17 gives
      # 8 to each straight and the odd one to the player holding the highest
      # card, Carol's nine of spades above Bob's nine of hearts.
      And Alice wins $4 with "king-four low"
      And Carol wins $2.25 with "straight, nine high"
      And Bob wins $2 with "straight, nine high"

    Scenario: Carol is all in: the main pot and the side pot are each shared among their own players
      # Carol has $1.75: the ante, the bring-in and her call of the completion
      # leave her $0.50, which she calls on third street. Main pot: $1.75 from
      # each of the three, $5.25. Side pot: $1 on third street and $4 on fourth
      # street from Bob and Alice, $5.
      Given the players, from the dealer's left, hold:
        | player | cards            | stack |
        | Bob    | (Kc) Kd 9s 9h 2c |       |
        | Carol  | (Ah) 3s 5d 7c 8h | 1.75  |
        | Alice  | (Qd) 6h 4d Jd 2s |       |
      When second street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Alice calls, Bob completes to $1, Carol calls, Alice calls
      Then the pot is $3.75
      When third street is dealt
      Then Bob acts first
      When Bob bets $1
      Then Carol may fold or call $0.50
      When the action goes: Carol calls, Alice calls
      Then the pot is $6.25
      When fourth street is dealt
      And the action goes: Bob bets $2, Alice calls
      And fifth street is dealt
      And the action goes: Bob checks, Alice checks
      Then Bob may declare high or low
      When the declarations are: Bob high, Carol low, Alice low
      Then the hand is over
      # Main pot, 21 quarters: 11 ($2.75) to Bob's high, 10 ($2.50) to Carol's
      # eight-seven, lower than Alice's queen-jack. Side pot, 20 quarters: $2.50
      # to Bob's high, $2.50 to Alice, the only low declarer in it.
      And Bob wins $5.25 with "two pair, kings and nines, two kicker"
      And Carol wins $2.50 with "eight-seven low"
      And Alice wins $2.50 with "queen-jack low"

  Rule: DECLARE.ONE-WAY If everyone in a pot declared the same way, the best hand that way takes it all

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kc) Kd 9s 9h 2c |
        | Carol  | (Ah) 3s 5d 7c 8h |
        | Alice  | (Qd) 6h 6c Jd 4s |

    Scenario Outline: Everyone declares the same way: the best hand that way takes the whole pot
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob bets $2, Carol calls, Alice calls
      And the declarations are: Bob <way>, Carol <way>, Alice <way>
      Then the hand is over
      And the ruling cites DECLARE.ONE-WAY
      And <winner> wins $8.25 with "<hand>"

      Examples:
        | way  | winner | hand                                  |
        | high | Bob    | two pair, kings and nines, two kicker |
        | low  | Carol  | eight-seven low                       |

    Scenario: Everyone declares low under eight or better, and nobody qualifies: the lowest hand still takes it
      # Carol folds on fifth street. Alice's pair of sixes is a lower hand than
      # Bob's two pair, though neither is a qualifying low.
      Given the house rule low-ranking is ace-to-five-8
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob bets $2, Carol folds, Alice calls
      And the declarations are: Bob low, Alice low
      Then the hand is over
      And Alice wins $6.25 with "pair of sixes, queen-jack-four kickers"

    Scenario: The main pot is split, but Bob and Alice both declared high in the side pot: Bob takes all of it
      Given the players, from the dealer's left, hold:
        | player | cards            | stack |
        | Bob    | (Kc) Kd 9s 9h 2c |       |
        | Carol  | (Ah) 3s 5d 7c 8h | 1.75  |
        | Alice  | (Qd) 6h 4d Jd 2s |       |
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob completes to $1, Carol calls, Alice calls
      And third street is dealt
      And the action goes: Bob bets $1, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Bob bets $2, Alice calls
      And fifth street is dealt
      And the action goes: Bob checks, Alice checks
      And the declarations are: Bob high, Carol low, Alice high
      Then the hand is over
      # Main pot $5.25: $2.75 to Bob's high half, $2.50 to Carol, the only low.
      # Side pot $5: all to Bob, whose kings up beat Alice's queen high.
      And Bob wins $7.75 with "two pair, kings and nines, two kicker"
      And Carol wins $2.50 with "eight-seven low"
