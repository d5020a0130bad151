Feature: Declaring both ways
  In seven-card stud high-low with declaration a player may declare both
  high and low. To win, that player must beat, outright and in both
  directions, everyone else competing in each: a tie either way is a failure.
  A player who fails gets nothing and the pot goes to the others, unless the
  house lets one who won one way and tied the other keep the half won. The
  five-card declaration games allow only high or low.

  Background:
    Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: DECLARE.BOTH In the seven-card game a player may declare both ways; in the five-card games not

    Scenario: After the seventh-street round Bob may declare high, low or both
      Given the game is seven-card stud high-low with declaration
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 2d) 3h 4s 5c Kd (9s) |
        | Carol  | (Kc Ks) Qd Qh 8c Jd (7h) |
        | Alice  | (2c 3d) 6h 7s 8d Jh (Td) |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Alice calls, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      Then the pot is $24.75
      And Bob may declare high, low or both
      When Bob declares both
      Then Carol may declare high, low or both
      And the ruling cites DECLARE.BOTH
      And Bob cannot declare low: he has declared both

    Scenario: In five-card stud high-low with declaration both is refused
      Given the game is five-card stud high-low with declaration
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kc) Kd 9s 9h 2c |
        | Carol  | (Ah) 3s 5d 7c 8h |
        | Alice  | (Qd) 6h 6c Jd 4s |
      When second street is dealt
      And the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob bets $2, Carol calls, Alice calls
      Then Carol may declare high or low
      And Carol cannot declare both: the five-card games allow one way only

  Rule: DECLARE.BOTH-WINS A player who declares both must win both ways outright, with no tie

    Background:
      Given the game is seven-card stud high-low with declaration

    Scenario: Bob's five-high straight beats Carol's two pair and his wheel beats Alice's eight-seven: he takes the whole pot
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 2d) 3h 4s 5c Kd (9s) |
        | Carol  | (Kc Ks) Qd Qh 8c Jd (7h) |
        | Alice  | (2c 3d) 6h 7s 8d Jh (Td) |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Alice calls, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And the declarations are: Bob both, Carol high, Alice low
      Then the hand is over
      And the ruling cites DECLARE.BOTH-WINS
      And Bob wins $24.75
      And Carol wins $0
      And Alice wins $0

    Scenario Outline: Alice's flush matters to Bob only if she plays it for high
      # Alice's hearts make a flush, jack high, and an eight-seven low.
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 2d) 3h 4s 5c Kd (9s) |
        | Carol  | (Kc Ks) Qd Qh 8c Jd (7h) |
        | Alice  | (2h 4h) 6h 7s 8h Jh (Th) |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Alice calls, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And the declarations are: Bob both, Carol high, Alice <alice>
      Then the hand is over
      # Declared high, Alice's flush beats Bob's straight: Bob fails and is left
      # out, Carol and Alice both declared high, and the flush takes it all.
      And Bob wins <bob>
      And Alice wins <alice wins>
      And Carol wins $0

      Examples:
        | alice | bob    | alice wins |
        | low   | $24.75 | $0         |
        | high  | $0     | $24.75     |

    Scenario: Bob, all in, wins the main pot both ways; the side pot is split by Carol's and Alice's declarations
      # Bob has $1.25: the ante, the bring-in and his call put him all in on
      # third street. The main pot is $1.25 from each, $3.75; the side pot $6.
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Ac 2d) 3h 4s 5c Kd (9s) | 1.25  |
        | Carol  | (Kc Ks) Qd Qh 8c Jd (7h) |       |
        | Alice  | (2c 3d) 6h 7s 8d Jh (Td) |       |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Alice calls
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks
      Then Bob may declare high, low or both
      When the declarations are: Bob both, Carol high, Alice low
      Then the hand is over
      And Bob wins $3.75
      And Carol wins $3 with "two pair, kings and queens, jack kicker"
      And Alice wins $3 with "eight-seven low"

  Rule: DECLARE.BOTH-FAILS A player who declares both and does not win both ways

    Background:
      Given the game is seven-card stud high-low with declaration

    Scenario Outline: Bob's wheel only ties Alice's: he forfeits everything, or keeps the high half he won by the house rule
      # Alice's three of clubs is the lowest door card. $24.75 is 99 quarters:
      # 50 ($12.50) to the high half, 49 ($12.25) to the low.
      Given the house rule both-fails is <rule>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 2d) 3h 4s 5c Kd (9s) |
        | Carol  | (Kc Ks) Qd Qh 8c Jd (7h) |
        | Alice  | (Ad 2s) 3c 4h 5d Jh (Td) |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Alice calls, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And the declarations are: Bob both, Carol high, Alice low
      Then the hand is over
      And the ruling cites DECLARE.BOTH-FAILS
      And <high> wins $12.50
      And Alice wins $12.25 with "wheel"
      And <nothing> wins $0

      Examples:
        | rule           | high  | nothing |
        | forfeit        | Carol | Bob     |
        | keeps-won-half | Bob   | Carol   |

    Scenario: By the three-quarters house rule Bob keeps the high half he won and shares the low half he tied
      # 99 quarters: 50 ($12.50) to the high half, Bob's alone; 49 to the low
      # half, shared by Bob's and Alice's wheels: 24 each and the odd quarter to
      # Bob's Ac, the lowest card (rrop-all-cards). Bob collects $18.75.
      Given the house rule both-fails is three-quarters
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 2d) 3h 4s 5c Kd (9s) |
        | Carol  | (Kc Ks) Qd Qh 8c Jd (7h) |
        | Alice  | (Ad 2s) 3c 4h 5d Jh (Td) |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Alice calls, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And the declarations are: Bob both, Carol high, Alice low
      Then the hand is over
      And the ruling cites DECLARE.BOTH-FAILS
      And Bob wins $18.75
      And Alice wins $6 with "wheel"
      And Carol wins $0

    Scenario: When suits break ties, Bob's wheel loses to Alice's: no tie, so the three-quarters rule gives him nothing
      # Highest card first, Alice's 5d outranks Bob's 5c by suit (POT.SUIT-TIES):
      # Bob is beaten for low, not tied.
      Given the house rule both-fails is three-quarters
      And the house rule showdown-suits is high-card-by-suit
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 2d) 3h 4s 5c Kd (9s) |
        | Carol  | (Kc Ks) Qd Qh 8c Jd (7h) |
        | Alice  | (Ad 2s) 3c 4h 5d Jh (Td) |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Alice calls, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And the declarations are: Bob both, Carol high, Alice low
      Then the hand is over
      And the ruling cites DECLARE.BOTH-FAILS
      And Carol wins $12.50
      And Alice wins $12.25 with "wheel"
      And Bob wins $0

    Scenario: Beaten outright for high, Bob keeps nothing by the three-quarters house rule either
      # Bob wins the low half outright (nobody else plays low) but Alice's flush
      # beats his straight: that is a loss, not a tie.
      Given the house rule both-fails is three-quarters
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 2d) 3h 4s 5c Kd (9s) |
        | Carol  | (Kc Ks) Qd Qh 8c Jd (7h) |
        | Alice  | (2h 4h) 6h 7s 8h Jh (Th) |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Alice calls, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And the declarations are: Bob both, Carol high, Alice high
      Then the hand is over
      And Alice wins $24.75 with "flush, jack-ten-eight-six-four"
      And Bob wins $0

    Scenario: Beaten outright for high, Bob keeps nothing even by the house rule that keeps a half won
      # Bob wins the low half outright (nobody else plays low) but Alice's flush
      # beats his straight: that is a loss, not a tie.
      Given the house rule both-fails is keeps-won-half
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 2d) 3h 4s 5c Kd (9s) |
        | Carol  | (Kc Ks) Qd Qh 8c Jd (7h) |
        | Alice  | (2h 4h) 6h 7s 8h Jh (Th) |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Alice calls, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks, Bob bets $2, Carol calls, Alice calls
      And the declarations are: Bob both, Carol high, Alice high
      Then the hand is over
      And Alice wins $24.75 with "flush, jack-ten-eight-six-four"
      And Bob wins $0

    Scenario: Bob and Carol both declare both and each fails: the pot is split as if nobody had declared
      # Carol's kings and queens beat Bob's ace high; Bob's six-four beats
      # Carol's king-queen low. $8.75 is 35 quarters: 18 high, 17 low.
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 2d) 3h 4s 6c Kd (9s) |
        | Carol  | (Kc Ks) Qd Qh 8c Jd (7h) |
        | Alice  | (2c 3d) 6h               |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes to $1, Alice folds, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Bob checks
      And seventh street is dealt
      And the action goes: Carol checks, Bob checks
      And the declarations are: Bob both, Carol both
      Then the hand is over
      And Carol wins $4.50 with "two pair, kings and queens, jack kicker"
      And Bob wins $4.25 with "six-four low"
