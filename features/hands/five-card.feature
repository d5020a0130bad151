Feature: The five-card games: the rules they share
  Five-card stud, its lowball and high-low forms, the declaration and buy
  games and Sökö deal one card down and one up, then three more up, with a
  betting round after each street and a burn card before third, fourth and
  fifth street. The house decides who opens the first round, whether the last
  two rounds are big or small, whether the fifth card is dealt face down, and
  which low ranking the games with a low half use.

  Background:
    Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: FIVE.STREETS One card down and one up, then three more up, a betting round after each

    Scenario: From the deck: the door cards are cards 5 to 8, and a card is burned before each later street
      # Bob, Carol, David and Alice get cards 1-4 face down and cards 5-8 face up
      # (2c Kd 4s 9c). Card 9 (As) is burned; third street is cards 10-13
      # (5d 3h 4d Jh): David pairs his fours. Card 14 (Ah) is burned; fourth
      # street is cards 15-18 (6h Ks 8s Qd). Bob folds, so after the burn of
      # card 19 (4h) fifth street is cards 20-22 (2d Jc Qs) for Carol, David and Alice.
      Given the game is five-card stud
      And the deck, from the top, is "7c 8d 9h Tc 2c Kd 4s 9c As 5d 3h 4d Jh Ah 6h Ks 8s Qd 4h 2d Jc Qs Ts 4c 8c Ad 5h Ac 6c 2h 7h 5s Kh Jd Kc 7s Js Qc Td 5c 8h Qh 9s 6s 3d 9d 3c 2s Th 7d 3s 6d"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Alice  |
      When second street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, David calls, Alice calls
      Then the pot is $3
      When third street is dealt
      Then David acts first
      And the ruling cites DEAL.BURN
      When the action goes: David checks, Alice checks, Bob checks, Carol checks
      And fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, David calls, Alice calls, Bob folds
      Then the pot is $9
      # Carol's kings still lead; the burned 4h would have given David three fours.
      When fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, David calls, Alice calls
      Then the hand is over
      And Carol wins $15 with "pair of kings, eight-three-two kickers"

    Scenario: Without burn cards the ace of spades goes to Bob on third street, and his ace-deuce acts first
      Given the game is five-card stud
      And the house rule burn-cards is no
      And the deck, from the top, is "7c 8d 9h Tc 2c Kd 4s 9c As 5d 3h 4d Jh Ah 6h Ks 8s Qd 4h 2d Jc Qs Ts 4c 8c Ad 5h Ac 6c 2h 7h 5s Kh Jd Kc 7s Js Qc Td 5c 8h Qh 9s 6s 3d 9d 3c 2s Th 7d 3s 6d"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Alice  |
      When second street is dealt
      And the action goes: Bob brings in, Carol calls, David calls, Alice calls
      And third street is dealt
      Then Bob acts first

    Scenario: Bob is all in after second street: the other three streets are dealt without betting
      # Bob has $1.25: after the ante, $1 completes him all in.
      Given the game is five-card stud
      And the players, from the dealer's left, hold:
        | player | cards            | stack |
        | Bob    | (Qs) 9d Qh 3c 9s | 1.25  |
        | Alice  | (Ac) Kd 5h 7s 2d |       |
      When second street is dealt
      Then Bob may bring in for $0.50 or complete to $1
      When the action goes: Bob completes, Alice calls
      Then the hand is over
      And Bob wins $2.50 with "two pair, queens and nines, three kicker"

  Rule: FIVE.OPENER Who opens second street; the best board opens each later street

    Background:
      Given the game is five-card stud

    Scenario: By default the lowest door card brings in: the four of diamonds below the four of spades
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs) 4s    |
        | Carol  | (9h) Kd    |
        | David  | (Ac) 4d    |
        | Alice  | (5s) 9c    |
      When second street is dealt
      Then David must post the bring-in of $0.50
      And the ruling cites BRING-IN.SUIT-TIE
      And David may bring in for $0.50 or complete to $1

    Scenario: The traditional opener: Carol's king opens with no forced bet, may check, and Alice's pair leads third street
      Given the house rule five-card-opener is high-card-opens
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Qs) 4s 7h    |
        | Carol  | (9h) Kd 2c    |
        | David  | (Ac) 4d Jd    |
        | Alice  | (5s) 9c 9d    |
      When second street is dealt
      Then Carol acts first
      And the ruling cites FIVE.OPENER
      And Carol may check or bet $1
      When the action goes: Carol checks, David checks, Alice checks
      Then Bob may check or bet $1
      When Bob checks
      # Nobody posted anything: the pot holds the antes only.
      Then the pot is $1
      When third street is dealt
      Then Alice acts first

    Scenario: With high-card-opens every bet of the first round is the small bet and there is nothing to complete
      Given the house rule five-card-opener is high-card-opens
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs) 4s    |
        | Carol  | (9h) Kd    |
        | David  | (Ac) 4d    |
        | Alice  | (5s) 9c    |
      When second street is dealt
      And Carol bets $1
      Then David may fold, call $1 or raise to $2

    Scenario: With high-card-bring-in Carol's king must bring in, and cannot check
      Given the house rule five-card-opener is high-card-bring-in
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs) 4s    |
        | Carol  | (9h) Kd    |
        | David  | (Ac) 4d    |
        | Alice  | (5s) 9c    |
      When second street is dealt
      Then Carol must post the bring-in of $0.50
      And the ruling cites FIVE.OPENER
      And Carol may bring in for $0.50 or complete to $1
      And Carol cannot check: she holds the bring-in
      When Carol brings in
      Then David may fold, call $0.50 or complete to $1

    Scenario: With high-card-bring-in and the king all in for the ante, the next player may bring in
      Given the house rule five-card-opener is high-card-bring-in
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Qs) 4s    |       |
        | Carol  | (9h) Kd    | 0.25  |
        | David  | (Ac) 4d    |       |
        | Alice  | (5s) 9c    |       |
      When second street is dealt
      Then it is David's turn
      And David may fold, bring in for $0.50 or complete to $1

    Scenario Outline: Two kings showing: by position Carol opens, by the suit of the king Alice does
      Given the house rule five-card-opener is high-card-opens
      And the house rule later-street-tie-break is <tie-break>
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs) 4s    |
        | Carol  | (9h) Kd    |
        | David  | (Ac) 4d    |
        | Alice  | (5s) Ks    |
      When second street is dealt
      Then <opener> acts first
      And <opener> may check or bet $1

      Examples:
        | tie-break         | opener |
        | position          | Carol  |
        | high-card-by-suit | Alice  |

    Scenario: With no bring-in in the stakes the best door card opens, whatever the option says
      Given the stakes are $1/$2 with a $0.25 ante and no bring-in
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs) 4s    |
        | Carol  | (9h) Kd    |
        | David  | (Ac) 4d    |
        | Alice  | (5s) 9c    |
      When second street is dealt
      Then Carol acts first
      And Carol may check or bet $1

    Scenario: In lowball the option does not apply: Carol's king brings in
      Given the game is five-card stud lowball
      And the house rule five-card-opener is high-card-opens
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs) 4s    |
        | Carol  | (9h) Kd    |
        | David  | (Ac) 4d    |
        | Alice  | (5s) 9c    |
      When second street is dealt
      Then Carol must post the bring-in of $0.50
      And the ruling cites BRING-IN.HIGH-CARD

  Rule: FIVE.LIMITS Small bets on second and third street; fourth and fifth street by the house's schedule

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (2c) 7d 6s 9h 3d |
        | Carol  | (Qc) Kd Kh 5c Jd |
        | Alice  | (Ah) 8h 4d Js Tc |

    Scenario: No big bet on second street; Carol's open kings let anyone bet big on third street
      Given the game is five-card stud
      When second street is dealt
      And Bob brings in
      Then Carol may fold, call $0.50 or complete to $1
      When the action goes: Carol calls, Alice calls
      Then the pot is $2.25
      When third street is dealt
      Then Carol acts first
      And the ruling cites BET.FIXED.OPEN-PAIR
      And Carol may check or bet $1 or $2
      When Carol checks
      Then Alice may check or bet $1 or $2
      When Alice bets $1
      Then Bob may fold, call $1 or raise to $2 or $3
      # After a big raise only big raises follow.
      When Bob raises to $3
      Then Carol may fold, call $3 or raise to $5
      And the pot is $6.25

    Scenario: In the tournament profile the pair changes nothing on third street
      Given the game is five-card stud
      And the house rules are the tournament profile
      When second street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And third street is dealt
      Then Carol acts first
      And Carol may check or bet $1

    Scenario: Only the pair holder may bet big under pair-holder-only
      Given the game is five-card stud
      And the house rule fourth-street-open-pair is pair-holder-only
      When second street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And third street is dealt
      Then Carol may check or bet $1 or $2
      When Carol checks
      Then Alice may check or bet $1

    Scenario Outline: The open pair on third street, game by game
      Given the game is <game>
      And the house rule open-pair-in-split-games is <split games>
      When second street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And third street is dealt
      Then Carol acts first
      And Carol may check or bet <bets>

      Examples:
        | game                                     | split games  | bets        |
        | five-card stud                           | no-effect    | $1 or $2    |
        | Sökö                                     | no-effect    | $1 or $2    |
        | five-card stud high-low                  | no-effect    | $1          |
        | five-card stud high-low with declaration | no-effect    | $1          |
        | five-card stud high-low with a buy       | no-effect    | $1          |
        | five-card stud high-low                  | same-as-high | $1 or $2    |
        | five-card stud high-low with declaration | same-as-high | $1 or $2    |

    Scenario: In lowball a pair showing never allows a big bet, even when the house lets it work in split games
      # Carol's open kings are the worst board; Bob's seven-six is the lowest.
      Given the game is five-card stud lowball
      And the house rule open-pair-in-split-games is same-as-high
      When second street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Alice calls, Bob calls
      And third street is dealt
      Then Bob acts first
      And Bob may check or bet $1

    Scenario Outline: Fourth and fifth street at the big bet, or the small bet throughout, pair or no pair
      Given the game is five-card stud
      And the house rule limit-schedule is <schedule>
      When second street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And third street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And fourth street is dealt
      Then Carol acts first
      And Carol may check or bet <bet>
      When Carol bets <bet>
      Then Alice may fold, call <bet> or raise to <raise>
      When the action goes: Alice calls, Bob folds
      And fifth street is dealt
      Then Carol may check or bet <bet>
      When the action goes: Carol bets <bet>, Alice raises to <raise>, Carol calls
      Then the hand is over
      And Carol wins <pot> with "pair of kings, queen-jack-five kickers"

      Examples:
        | schedule         | bet | raise | pot    |
        | casino           | $2  | $4    | $14.25 |
        | small-throughout | $1  | $2    | $8.25  |

    Scenario: The home schedule: Carol's open kings keep the big bet open on fourth and fifth street
      Given the game is five-card stud
      And the house rule limit-schedule is home
      When second street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And third street is dealt
      Then Carol may check or bet $1 or $2
      When the action goes: Carol checks, Alice checks, Bob checks
      And fourth street is dealt
      Then Carol acts first
      And the ruling cites BET.FIXED.OPEN-PAIR
      And Carol may check or bet $1 or $2
      When Carol bets $1
      Then Alice may fold, call $1 or raise to $2 or $3
      When the action goes: Alice calls, Bob folds
      And fifth street is dealt
      Then Carol may check or bet $1 or $2

    Scenario: The California schedule: small bets on the first three rounds, the big bet on the last
      Given the game is five-card stud
      And the house rule limit-schedule is california
      When second street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And third street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And fourth street is dealt
      Then Carol may check or bet $1
      And the ruling cites BET.FIXED.SCHEDULE
      When the action goes: Carol checks, Alice checks, Bob checks
      And fifth street is dealt
      Then Carol may check or bet $2

  Rule: FIVE.LAST-CARD-DOWN The fifth card may be dealt face down

    Background:
      Given the game is five-card stud
      And the house rule five-card-last-card is down

    Scenario: Bob's eight of clubs comes face down and changes no board: Carol begins the last round again
      # Face up, the 8c would have paired Bob's board and made him act first.
      Given the players, from the dealer's left, hold:
        | player | cards              |
        | Bob    | (Kc) 8h 9d Qs (8c) |
        | Carol  | (7d) Kd 9c 4h (2s) |
        | Alice  | (As) 3c Th Jh (Js) |
      When second street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol calls
      And third street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks, Bob checks
      And fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Alice calls, Bob calls
      Then the pot is $8.25
      When fifth street is dealt
      Then Carol acts first
      And the ruling cites FIVE.LAST-CARD-DOWN
      When the action goes: Carol checks, Alice bets $2, Bob calls, Carol folds
      Then the hand is over
      # Both face-down cards play: Alice's jacks beat Bob's eights.
      And Alice wins $12.25 with "pair of jacks, ace-ten-three kickers"

    Scenario: Carol began fourth street but folded: the best board left, Bob's queen-nine-eight, begins the last round
      Given the players, from the dealer's left, hold:
        | player | cards              |
        | Bob    | (Kc) 8h 9d Qs (8c) |
        | Carol  | (7d) Kd 9c 4h      |
        | Alice  | (As) 3c Th Jh (Js) |
      When second street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And third street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Alice calls, Bob raises to $4, Carol folds, Alice calls
      Then the pot is $12.25
      When fifth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Alice bets $2, Bob calls
      Then the hand is over
      And Alice wins $16.25 with "pair of jacks, ace-ten-three kickers"

    Scenario: In lowball too: Alice's eight-seven-three began fourth street, and with the fifth cards face down she begins the last round
      # Face up, Bob's 3s would have made 9-6-3-2, lower than Alice's T-8-7-3.
      Given the game is five-card stud lowball
      And the players, from the dealer's left, hold:
        | player | cards              |
        | Bob    | (4c) 6h 2d 9s (3s) |
        | Alice  | (5d) 8c 7s 3h (Tc) |
      When second street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls
      And third street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Alice checks
      And fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls
      And fifth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob bets $2, Alice calls
      Then the hand is over
      And Bob wins $9.50 with "nine-six low"

  Rule: FIVE.LOW-RANKING Which low ranking the games with a low half use

    Scenario Outline: High-low: Alice's ace-deuce-five-seven-eight against Bob's jack-nine, ranking by ranking
      # Carol's kings and queens take the high half in every case. The pot of
      # $12.75 is 51 quarters: 26 to the high half, 25 to the low. Under
      # deuce-to-seven Alice's ace counts high, and Bob's jack-high hand is lower.
      Given the game is five-card stud high-low
      And the house rule low-ranking is <ranking>
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (3c) 4d 6s 9h Jc |
        | Carol  | (Qs) Qh Kd Ks Td |
        | Alice  | (As) 2d 5c 7h 8s |
      When second street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
      And third street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, Alice calls, Bob calls
      And fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Alice calls, Bob calls
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks, Bob checks
      Then the hand is over
      And Carol wins $6.50 with "two pair, kings and queens, ten kicker"
      And <low> wins $6.25 with "<hand>"

      Examples:
        | ranking        | low   | hand            |
        | game           | Alice | eight-seven low |
        | ace-to-five-8  | Alice | eight-seven low |
        | ace-to-five    | Alice | eight-seven low |
        | ace-to-six     | Alice | eight-seven low |
        | deuce-to-seven | Bob   | jack-nine low   |

    Scenario: High-low without the qualifier: Bob's nine-six is a low, and it wins the low half
      # By default (eight or better) Carol would take all $14.75. It is 59
      # quarters: 30 to the high half and 29 to the low.
      Given the game is five-card stud high-low
      And the house rule low-ranking is ace-to-five
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (9d) 6c 4h 3s 2d |
        | Carol  | (Jc) Th 8s 8d Ts |
        | Alice  | (Kh) 7s 7c 5h    |
      When second street is dealt
      And the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And third street is dealt
      And the action goes: Alice bets $1, Bob calls, Carol calls
      And fourth street is dealt
      And the action goes: Carol bets $2, Alice folds, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Bob calls
      Then the hand is over
      And Carol wins $7.50 with "two pair, tens and eights, jack kicker"
      And Bob wins $7.25 with "nine-six low"

    Scenario Outline: Lowball played deuce-to-seven: the ace is the highest door card and the worst board
      Given the game is five-card stud lowball
      And the house rule low-ranking is <ranking>
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (5c) Ah 2c |
        | Carol  | (6d) Kd 4c |
        | Alice  | (7h) 3s 8d |
      When second street is dealt
      Then <bring-in> must post the bring-in of $0.50
      When the action goes: <second street>
      And third street is dealt
      Then <first> acts first

      Examples:
        | ranking        | bring-in | second street                                | first |
        | game           | Carol    | Carol brings in, Alice calls, Bob calls      | Bob   |
        | deuce-to-seven | Bob      | Bob brings in, Carol calls, Alice calls      | Alice |

    Scenario: Five-card stud has no low hand: the house's low ranking changes nothing
      Given the game is five-card stud
      And the house rule low-ranking is deuce-to-seven
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kc) 9s 9h Kd 2c |
        | Carol  | (Ah) 3s 5d 7c 8h |
      When second street is dealt
      And the action goes: Carol brings in, Bob calls
      And third street is dealt
      And the action goes: Bob checks, Carol checks
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol checks
      Then the hand is over
      And Bob wins $1.50 with "two pair, kings and nines, two kicker"
