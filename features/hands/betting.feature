Feature: Betting: fixed limit
  Every bet and raise is one limit: the small bet on third and fourth street,
  the big bet from fifth. The completion is third street's first bet; an open
  pair on fourth street may allow the big bet; a round allows a bet and three
  raises unless it is heads-up; a player short of chips may go all in, and a
  short all-in reopens the betting only at half a bet.

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: BET.FIXED.LIMITS Small bet on third and fourth street, big bet from fifth

    Scenario: A dollar on fourth street, two dollars from fifth street to the end
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (2c 7d) 3d 6s Kh 5c (8c) |
        | Carol  | (Kc Qc) 9c Th Jh 2s (Ad) |
        | Alice  | (Ah 8h) Js 4d Qd         |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Alice acts first
      And Alice may check or bet $1
      When Alice bets $1
      Then Bob may fold, call $1 or raise to $2
      When Bob raises to $2
      Then Carol may fold, call $2 or raise to $3
      When the action goes: Carol calls, Alice calls
      Then the pot is $8.25
      When fifth street is dealt
      Then Bob acts first
      And Bob may check or bet $2
      When Bob bets $2
      Then Carol may fold, call $2 or raise to $4
      When Carol raises to $4
      Then Alice may fold, call $4 or raise to $6
      When the action goes: Alice folds, Bob calls
      Then the pot is $16.25
      When sixth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol bets $2, Bob calls
      And seventh street is dealt
      Then Bob acts first
      And Bob may check or bet $2
      When the action goes: Bob checks, Carol checks
      Then the hand is over
      And Carol wins $20.25 with "straight, ace high"

  Rule: BET.FIXED.SCHEDULE Which rounds bet small: the house's limit schedule

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (2c 7d) 3d 6s Kh 5c (8c) |
        | Carol  | (Kc Qc) 9c Th Jh 2s (Ad) |
        | Alice  | (Ah 8h) Js 4d Qd 5h (3s) |

    Scenario: The California schedule keeps the small bet on fifth street
      Given the house rule limit-schedule is california
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Alice may check or bet $1
      When the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      Then Bob acts first
      And Bob may check or bet $1
      And the ruling cites BET.FIXED.SCHEDULE
      When Bob bets $1
      Then Carol may fold, call $1 or raise to $2
      When the action goes: Carol calls, Alice folds
      And sixth street is dealt
      Then Bob may check or bet $2

    Scenario: Under the home schedule with no pair showing, even seventh street is played small
      Given the house rule limit-schedule is home
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Alice may check or bet $1
      When the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      Then Bob may check or bet $1
      When the action goes: Bob checks, Carol checks, Alice checks
      And sixth street is dealt
      Then Bob may check or bet $1
      When the action goes: Bob checks, Carol checks, Alice checks
      And seventh street is dealt
      Then Bob may check or bet $1
      And the ruling cites BET.FIXED.SCHEDULE
      And Bob cannot bet $2: no pair shows
      And the ruling cites BET.FIXED.SCHEDULE
      When Bob bets $1
      Then Carol may fold, call $1 or raise to $2

    Scenario: Under the small-throughout schedule fifth street is played small
      Given the house rule limit-schedule is small-throughout
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      Then Bob may check or bet $1
      When Bob bets $1
      Then Carol may fold, call $1 or raise to $2

    Scenario: Under the home schedule a pair first showing on sixth street lets anyone bet big
      Given the house rule limit-schedule is home
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (2c 7d) 3d 6s Kh 6c (8c) |
        | Carol  | (Kc Qc) 9c Th Jh 2s (Ad) |
        | Alice  | (Ah 8h) Js 4d Qd 5h (3s) |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      Then Bob may check or bet $1
      When the action goes: Bob checks, Carol checks, Alice checks
      And sixth street is dealt
      Then Bob acts first
      And the ruling cites BET.FIXED.OPEN-PAIR
      And Bob may check or bet $1 or $2
      # Carol has no pair but has the same choice after Bob checks; after her big
      # bet only big raises follow (raise-after-big-bet big-only).
      When Bob checks
      Then Carol may check or bet $1 or $2
      When Carol bets $2
      Then Alice may fold, call $2 or raise to $4
      When the action goes: Alice folds, Bob calls
      And seventh street is dealt
      Then Bob may check or bet $1 or $2

    Scenario: Under the home schedule with pair-holder-only only the player showing the pair may bet big on a later street
      Given the house rule limit-schedule is home
      And the house rule fourth-street-open-pair is pair-holder-only
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (2c 7d) 3d 6s Kh 6c (8c) |
        | Carol  | (Kc Qc) 9c Th Jh 2s (Ad) |
        | Alice  | (Ah 8h) Js 4d Qd 5h (3s) |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol checks, Alice checks
      And sixth street is dealt
      Then Bob may check or bet $1 or $2
      When Bob checks
      Then Carol may check or bet $1

    Scenario: The home schedule plays razz on the casino schedule: a pair never opens the big bet there
      Given the game is razz
      And the house rule limit-schedule is home
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks, Alice checks
      And fifth street is dealt
      Then Carol acts first
      And Carol may check or bet $2
      And the ruling cites BET.FIXED.LIMITS

  Rule: BET.FIXED.COMPLETE The completion is third street's first bet

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |

    Scenario: Alice completes, and raises then go up by the small bet
      When third street is dealt
      And David brings in
      Then Alice may fold, call $0.50 or complete to $1
      When Alice completes to $1
      Then the pot is $2.50
      And Bob may fold, call $1 or raise to $2
      When Bob raises to $2
      Then Carol may fold, call $2 or raise to $3
      When Carol folds
      # David has his $0.50 bring-in in: calling adds $1.50, raising to $3 adds $2.50.
      Then David may fold, call $2 or raise to $3

    Scenario: Nobody can raise the bring-in before it is completed
      When third street is dealt
      And the action goes: David brings in, Alice calls
      Then Bob may fold, call $0.50 or complete to $1
      And Bob cannot raise to $1.50: only a completion can follow the bring-in

    Scenario: A raise of the bring-in is refused as no completion, not as the cap
      When third street is dealt
      And David brings in
      Then Alice cannot raise to $1.50: only a completion can follow the bring-in
      And the ruling cites BET.FIXED.COMPLETE
      And Alice cannot raise to $2: the completion is the first bet
      And the ruling cites BET.FIXED.COMPLETE

  Rule: BET.FIXED.OPEN-PAIR An open pair on fourth street

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (2c 7d) 3d 6s Kh |
        | Carol  | (Kc Qc) 9c 9h 8d |
        | Alice  | (Ah 8h) Js 4d 2s |

    Scenario: Any player may bet or raise the big bet once a pair shows
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Carol acts first
      And the ruling cites BET.FIXED.OPEN-PAIR
      And Carol may check or bet $1 or $2
      # Alice has no pair but has the same choice after Carol checks.
      When Carol checks
      Then Alice may check or bet $1 or $2
      When Alice bets $1
      Then Bob may fold, call $1 or raise to $2 or $3

    Scenario: In the tournament way the pair changes nothing
      Given the house rule fourth-street-open-pair is no-effect
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Carol acts first
      And Carol may check or bet $1

    Scenario: Only the player showing the pair may bet big
      Given the house rule fourth-street-open-pair is pair-holder-only
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Carol may check or bet $1 or $2
      When Carol checks
      Then Alice may check or bet $1

    Scenario: With the mandatory rule the whole of fourth street is played at the big bet
      Given the house rule fourth-street-open-pair is mandatory
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Carol may check or bet $2
      When Carol checks
      Then Alice may check or bet $2
      When Alice bets $2
      Then Bob may fold, call $2 or raise to $4

    Scenario: The pair matters on fourth street only
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And fifth street is dealt
      Then Carol acts first
      And Carol may check or bet $2

    Scenario: In stud/8 an open pair changes nothing by default
      Given the game is seven-card stud high-low
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Carol acts first
      And Carol may check or bet $1

    Scenario: In stud/8 a house may let the open pair work as in seven-card stud
      Given the game is seven-card stud high-low
      And the house rule open-pair-in-split-games is same-as-high
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Carol may check or bet $1 or $2

    Scenario: In razz an open pair never allows a big bet
      # In razz Alice's jack brings in, Bob's six-three is the lowest board on
      # fourth street, and Carol's open nines are the worst.
      Given the game is razz
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob acts first
      And Bob may check or bet $1
      When Bob bets $1
      Then Carol may fold, call $1 or raise to $2

    Scenario: In razz the split-game house rule does not bring the open pair in either
      Given the game is razz
      And the house rule open-pair-in-split-games is same-as-high
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob may check or bet $1

  Rule: BET.FIXED.BIG-AFTER-BIG After a big bet, raises stay big

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (2c 7d) 3d 6s Kh |
        | Carol  | (Kc Qc) 9c 9h 8d |
        | Alice  | (Ah 8h) Js 4d 2s |

    Scenario: After a big bet only big raises follow
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And Carol bets $2
      Then Alice may fold, call $2 or raise to $4
      When Alice raises to $4
      Then Bob may fold, call $4 or raise to $6

    Scenario: With small-or-big a small raise may answer a big bet
      Given the house rule raise-after-big-bet is small-or-big
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And Carol bets $2
      Then Alice may fold, call $2 or raise to $3 or $4

    Scenario: A small bet may be raised small or big, and after a big raise only big raises follow
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And Carol bets $1
      Then Alice may fold, call $1 or raise to $2 or $3
      When Alice raises to $3
      Then Bob may fold, call $3 or raise to $5

    Scenario: With small-or-big the next raise after a big raise may still be small
      Given the house rule raise-after-big-bet is small-or-big
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice raises to $3
      Then Bob may fold, call $3 or raise to $4 or $5

  Rule: BET.CAP A bet and three raises

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Kh Kd) 8c 5s |
        | Carol  | (Qh Qd) Jc 4h |
        | David  | (7h 6h) 3c 9d |
        | Alice  | (Ah Ad) Tc 2c |
        | Eve    | (Jh Jd) 9s 7d |

    Scenario: The bring-in, the completion and three raises cap third street
      When third street is dealt
      Then David must post the bring-in of $0.50
      # The bring-in does not count; the completion is the bet; then three raises.
      When the action goes: David brings in, Alice completes to $1, Eve raises to $2, Bob raises to $3, Carol raises to $4
      Then David may fold or call $4
      And David cannot raise to $5: the betting is capped
      When David calls
      Then Alice may fold or call $4
      When the action goes: Alice calls, Eve calls, Bob calls
      Then the pot is $21.25
      When fourth street is dealt
      Then Carol acts first

    Scenario: A raise past the cap is refused, citing the cap
      When third street is dealt
      And the action goes: David brings in, Alice completes to $1, Eve raises to $2, Bob raises to $3, Carol raises to $4
      Then David cannot raise to $5: the betting is capped
      And the ruling cites BET.CAP

    Scenario: Where the completion counts as a raise, the bring-in, the completion and two raises cap third street
      # completion-counts-as-raise yes is in no rulebook: it is offered to test other engines.
      Given the house rule completion-counts-as-raise is yes
      When third street is dealt
      And the action goes: David brings in, Alice completes to $1
      Then the ruling cites BET.FIXED.COMPLETE
      When the action goes: Eve raises to $2, Bob raises to $3
      Then Carol may fold or call $3
      And Carol cannot raise to $4: the betting is capped
      And the ruling cites BET.CAP

    Scenario: With a cap of four raises one more raise is allowed
      Given the house rule max-raises is 4
      When third street is dealt
      And the action goes: David brings in, Alice completes to $1, Eve raises to $2, Bob raises to $3, Carol raises to $4
      Then David may fold, call $4 or raise to $5
      When David raises to $5
      Then Alice may fold or call $5

  Rule: BET.CAP.HEADS-UP When the cap is lifted

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (5h 5d) 2c 5c 7h |
        | Carol  | (9d 9s) 6d 8s Ts |
        | Alice  | (Kd Ks) Kh Qc Ad |

    Scenario: Heads-up before the cap, raising is unlimited
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob raises to $4, Carol folds, Alice raises to $6, Bob raises to $8
      Then Alice may fold, call $8 or raise to $10
      When Alice raises to $10
      Then Bob may fold, call $10 or raise to $12

    Scenario: With the cap never lifted, heads-up raising still stops at a bet and three raises
      Given the house rule uncapped-when is never
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob raises to $4, Carol folds, Alice raises to $6, Bob raises to $8
      Then Alice may fold or call $8

    Scenario: Lifting the cap only at the start of a round: three players started it, so it stays capped
      Given the house rule uncapped-when is heads-up-at-round-start
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob raises to $4, Carol folds, Alice raises to $6, Bob raises to $8
      Then Alice may fold or call $8

    Scenario: Lifting the cap only at the start of a round: a round that starts heads-up is uncapped
      Given the house rule uncapped-when is heads-up-at-round-start
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls, Carol folds
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob raises to $4, Alice raises to $6, Bob raises to $8
      Then Alice may fold, call $8 or raise to $10

    Scenario: A round capped with three players stays capped when one of them folds
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob raises to $4, Carol raises to $6, Alice raises to $8, Bob folds
      Then Carol may fold or call $8

  Rule: BET.ALL-IN Calling all in for less

    Scenario: Bob calls all in for less, and a side pot goes to the best of the others
      # Bob starts with $2: the ante and the bring-in leave him $1.25 for fifth street.
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (5h 5d) 2c 5c 7h Js (3d) | 2     |
        | Carol  | (9d 9s) 6d 8s Ts 2h (4c) |       |
        | Alice  | (Kd Qs) Kh Qc Ad 3s (7c) |       |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      Then Alice acts first
      When Alice bets $2
      Then Bob may fold or call $1.25
      When Bob calls
      Then it is Carol's turn
      And Carol may fold, call $2 or raise to $4
      When Carol calls
      Then the pot is $7.50
      # Bob is all in: he is dealt to but passed over in the betting.
      When sixth street is dealt
      Then Alice acts first
      When Alice checks
      Then it is Carol's turn
      When Carol checks
      And seventh street is dealt
      And the action goes: Alice checks, Carol checks
      Then the hand is over
      # Main pot: $2 from each of the three. Side pot: the $0.75 more from Alice and from Carol.
      And Bob wins $6 with "three of a kind, fives, jack-seven kickers"
      And Alice wins $1.50 with "two pair, kings and queens, ace kicker"

    Scenario: Facing an opponent who is all in, a player may only call or fold
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Ah 5d) 2c 7h 7d 9s (3d) | 2     |
        | Alice  | (Kd Qs) Kh Qc 4s 8h (6c) |       |
      When third street is dealt
      And the action goes: Bob brings in, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks
      And fifth street is dealt
      Then Bob acts first
      And Bob may check or bet $1.25
      When Bob bets $1.25
      Then Alice may fold or call $1.25
      # Nobody is left to bet against: sixth and seventh street are dealt without betting.
      When Alice calls
      Then the hand is over
      And Alice wins $4 with "two pair, kings and queens, eight kicker"

  Rule: BET.SHORT-ALL-IN A short all-in bet or raise reopens only at half a bet

    Scenario: An all-in raise of less than half a bet does not reopen the betting for Alice
      # Bob starts with $3.50: the ante and the bring-in leave him $2.75 on fifth
      # street, 75 cents above Alice's $2 bet, less than half of $2.
      Given the players, from the dealer's left, hold:
        | player | cards               | stack |
        | Bob    | (5h 5d) 2c 5c 7h Js | 3.50  |
        | Carol  | (9d 9s) 6d 8s Ts 2h |       |
        | Alice  | (Kd Qs) Kh Qc Ad 3s |       |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      And Alice bets $2
      Then Bob may fold, call $2 or raise to $2.75
      When Bob raises to $2.75
      Then Carol may fold, call $2.75 or complete to $4
      When Carol calls
      Then Alice may fold or call $2.75
      When Alice calls
      Then the pot is $10.50

    Scenario: Completing a short all-in raise reopens the betting for everyone
      Given the players, from the dealer's left, hold:
        | player | cards            | stack |
        | Bob    | (5h 5d) 2c 5c 7h | 3.50  |
        | Carol  | (9d 9s) 6d 8s Ts |       |
        | Alice  | (Kd Qs) Kh Qc Ad |       |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob raises to $2.75, Carol completes to $4
      Then Alice may fold, call $4 or raise to $6

    Scenario: An all-in raise of half a bet or more counts as a raise and reopens the betting
      # Bob starts with $4: $3.25 is left on fifth street, $1.25 above Alice's bet.
      Given the players, from the dealer's left, hold:
        | player | cards            | stack |
        | Bob    | (5h 5d) 2c 5c 7h | 4     |
        | Carol  | (9d 9s) 6d 8s Ts |       |
        | Alice  | (Kd Qs) Kh Qc Ad |       |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob raises to $3.25
      Then Carol may fold, call $3.25 or raise to $5.25
      When Carol calls
      Then Alice may fold, call $3.25 or raise to $5.25

    Scenario: An all-in bet of half a bet or more counts as the bet
      # Alice starts with $2.25: after the ante and the bring-in call, $1.50 is left for fifth street.
      Given the players, from the dealer's left, hold:
        | player | cards            | stack |
        | Bob    | (5h 5d) 2c 5c 7h |       |
        | Carol  | (9d 9s) 6d 8s Ts |       |
        | Alice  | (Kd Qs) Kh Qc Ad | 2.25  |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      Then Alice may check or bet $1.50
      When Alice bets $1.50
      Then Bob may fold, call $1.50 or raise to $3.50

    Scenario: An all-in bet of less than half a bet may be completed to a full bet
      # Alice starts with $1.50: 75 cents are left for fifth street.
      Given the players, from the dealer's left, hold:
        | player | cards            | stack |
        | Bob    | (5h 5d) 2c 5c 7h |       |
        | Carol  | (9d 9s) 6d 8s Ts |       |
        | Alice  | (Kd Qs) Kh Qc Ad | 1.50  |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      And Alice bets $0.75
      Then Bob may fold, call $0.75 or complete to $2

    Scenario: On third street a short all-in is measured from zero: under half the small bet it reopens nothing
      # A $0.25 bring-in. Alice starts with $0.65: after the ante, $0.40.
      Given the stakes are $1/$2 with a $0.25 ante and a $0.25 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Qs 2h) 4s |       |
        | Carol  | (9h 9d) Kd |       |
        | David  | (Ac 3h) 4d |       |
        | Alice  | (5s 5c) 9c | 0.65  |
      When third street is dealt
      And David brings in
      Then Alice may fold, call $0.25 or complete to $0.40
      When Alice completes
      Then Bob may fold, call $0.40 or complete to $1
      When the action goes: Bob calls, Carol calls
      Then David may fold or call $0.40

    Scenario: On third street a short all-in of half the small bet or more is the completion
      # Alice starts with $0.85: after the ante, $0.60, at least half the $1 small bet.
      Given the stakes are $1/$2 with a $0.25 ante and a $0.25 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Qs 2h) 4s |       |
        | Carol  | (9h 9d) Kd |       |
        | David  | (Ac 3h) 4d |       |
        | Alice  | (5s 5c) 9c | 0.85  |
      When third street is dealt
      And the action goes: David brings in, Alice completes
      Then Bob may fold, call $0.60 or raise to $1.60

    Scenario Outline: A half-bet all-in raise counts toward the cap as the house rule says
      # Bob starts with $2.75: his all-in raise to $2.50 is half a bet above Eve's $2.
      Given the house rule short-all-in-counts-toward-cap is <counting>
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Kh Kd) 8c | 2.75  |
        | Carol  | (Qh Qd) Jc |       |
        | David  | (7h 6h) 3c |       |
        | Alice  | (Ah Ad) Tc |       |
        | Eve    | (Jh Jd) 9s |       |
      When third street is dealt
      And the action goes: David brings in, Alice completes to $1, Eve raises to $2
      Then Bob may fold, call $2 or raise to $2.50
      When the action goes: Bob raises to $2.50, Carol raises to $3.50
      Then David may <choices>

      Examples:
        | counting         | choices                            |
        | if-at-least-half | fold or call $3.50                 |
        | never            | fold, call $3.50 or raise to $4.50 |

    Scenario Outline: An all-in raise of half a bet or more counts toward the cap only if the house says so
      # Bob starts with $4: the ante leaves $3.75. After the completion and two
      # raises (three toward the cap), his all-in to $3.75 is 75 cents above $3,
      # at least half of the $1 bet: it reopens the betting either way, and under
      # if-at-least-half it is the fourth wager, which caps the round.
      Given the house rule short-all-in-counts-toward-cap is <counting>
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Kc Kd) 2c | 4     |
        | Carol  | (As Ah) Ks |       |
        | David  | (Qs Qh) Qd |       |
        | Alice  | (Js Jh) Jd |       |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes, David raises, Alice raises
      Then Bob may fold, call $3 or raise to $3.75
      When Bob raises to $3.75
      Then it is Carol's turn
      And Carol may <choices>

      Examples:
        | counting         | choices                             |
        | if-at-least-half | fold or call $3.75                  |
        | never            | fold, call $3.75 or raise to $4.75  |

  Rule: BET.ROUND-END When a betting round ends

    Scenario: Everyone calls the bring-in and the bring-in player does not act again
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Qs 2h) 4s 8d 6c |
        | Carol  | (9h 9d) Kd 3c Tc |
        | David  | (Ac 3h) 4d Th 2d |
        | Alice  | (5s 5c) 9c As Ks |
      When third street is dealt
      And the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And fourth street is dealt
      Then Alice acts first
      And the pot is $3

    Scenario: A bet called or folded to ends the round
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Qs 2h) 4s 8d 6c |
        | Carol  | (9h 9d) Kd 3c Tc |
        | David  | (Ac 3h) 4d Th 2d |
        | Alice  | (5s 5c) 9c As Ks |
      When third street is dealt
      And the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol bets $1, David calls, Alice calls, Bob folds
      And fifth street is dealt
      Then Alice acts first
      And the pot is $6

    Scenario: A raise gives the first bettor another turn
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Qs 2h) 4s 8d 6c |
        | Carol  | (9h 9d) Kd 3c Tc |
        | David  | (Ac 3h) 4d Th 2d |
        | Alice  | (5s 5c) 9c As Ks |
      When third street is dealt
      And the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls, Carol raises to $2, David folds
      Then it is Alice's turn
      And Alice may fold, call $2 or raise to $3
      When the action goes: Alice calls, Bob calls
      And fifth street is dealt
      Then Alice acts first
    Scenario: With only one player able to bet, the cards are dealt out with no betting at all
      # Bob had only his $0.25 ante. Only Alice can act, so nobody brings in.
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Qs 2h) 4s 8d 6c Jh (7d) | 0.25  |
        | Alice  | (5s 5c) 9c 9s Ks 3d (Ah) |       |
      Then the hand is over
      And Alice wins $0.50 with "two pair, nines and fives, ace kicker"

  Rule: BET.CHECK-RAISE Where the house forbids it, a player who checked may not raise

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (2c 7d) 3d 6s    |
        | Carol  | (Kc Qc) 9c Th    |
        | Alice  | (Ah 8h) Js 4d    |

    Scenario: By default a player who checked may raise a later bet
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob bets $1, Carol calls
      Then Alice may fold, call $1 or raise to $2

    Scenario: Where check-raising is forbidden, the player who checked may only call or fold
      Given the house rule check-raise is forbidden
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob bets $1
      Then the ruling cites BET.CHECK-RAISE
      # Carol has not checked: she may still raise.
      And Carol may fold, call $1 or raise to $2
      When Carol raises to $2
      Then Alice may fold or call $2
      And Alice cannot raise to $3: she checked on this street
      And the ruling cites BET.CHECK-RAISE
