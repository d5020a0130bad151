Feature: The showdown: who wins the pot, and how it is shared
  The last player left wins without showing. Otherwise the cards speak: each
  hand is the best its cards make. All-in players win only what they matched,
  equal hands share, stud/8 splits every pot between the best high and the
  best eight-or-better low, and a chip that does not divide goes to the high
  half, then to one of the tied winners as the house rule says.

  Rule: POT.UNCONTESTED The last player left wins without showing

    Background:
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario: Everyone folds to the bring-in: David takes the antes and his own bring-in back
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      And the action goes: David brings in, Alice folds, Bob folds, Carol folds
      Then the hand is over
      And David wins $1.50

    Scenario: A bet nobody calls on fourth street wins the pot, and the bet comes back
      Given the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 7d) 3d 6s |
        | Carol  | (Kc Qc) 9c Th |
        | Alice  | (Ah 8h) Js Qd |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $1, Bob folds, Carol folds
      Then the hand is over
      And Alice wins $3.25

  Rule: POT.CARDS-SPEAK Cards speak: each hand is the best its cards make

    Scenario: Open kings lose to a flush made with the face-down cards
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) |
        | Carol  | (As 9s) 4s 6s 8d Js (Td) |
      When third street is dealt
      And the action goes: Carol brings in, Bob completes, Carol calls
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $1, Carol calls
      And fifth street is dealt
      And the action goes: Bob bets $2, Carol calls
      And sixth street is dealt
      And the action goes: Bob bets $2, Carol raises to $4, Bob calls
      And seventh street is dealt
      And the action goes: Bob checks, Carol bets $2, Bob calls
      Then the hand is over
      And Carol wins $20.50 with "flush, ace-jack-nine-six-four"

    Scenario: In stud/8 the high hand and the low hand are chosen apart, from shared cards
      # Alice's four hearts serve in her flush and in her eight-four low.
      Given the game is seven-card stud high-low
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Alice  | (Ah 2h) 3h 4h Kh 8c (9d) |
        | Bob    | (Qs Qd) 7s Tc 7d Js (2s) |
      When third street is dealt
      And the action goes: Alice brings in, Bob completes, Alice calls
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $1, Alice calls
      And fifth street is dealt
      And the action goes: Bob bets $2, Alice raises to $4, Bob calls
      And sixth street is dealt
      And the action goes: Bob checks, Alice bets $2, Bob calls
      And seventh street is dealt
      And the action goes: Bob checks, Alice checks
      Then the hand is over
      And Alice wins $16.50 with "flush, ace-king-four-three-two"
      And Alice wins $16.50 with "eight-four low"

  Rule: POT.SIDE-POTS Side pots: an all-in player wins only what they matched

    Background:
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario: Alice is all in for $3.25: her trips win the main pot, Bob's kings the side pot
      # Alice starts with $3.25. David puts in $0.75 and folds; Bob and Carol put in $10.25 each.
      # Main pot: $3.25 from Alice, Bob and Carol and David's $0.75 = $10.50.
      # Side pot: the other $7 from Bob and from Carol = $14.
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Kc Kd) Ah Qs 5h 2c (9d) |       |
        | Carol  | (Jc Jd) 8s 7h Tc 4d (3c) |       |
        | David  | (Jh Th) 2d               |       |
        | Alice  | (6c 6d) 6h Kh 9s 3s (4c) | 3.25  |
      When third street is dealt
      And the action goes: David brings in, Alice completes, Bob calls, Carol calls, David folds
      Then the pot is $4.50
      When fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $1, Carol raises to $2
      Then Alice may fold or call $2
      When the action goes: Alice calls, Bob raises to $3, Carol calls
      Then the pot is $12.50
      When fifth street is dealt
      And the action goes: Bob bets $2, Carol calls
      And sixth street is dealt
      And the action goes: Bob bets $2, Carol calls
      And seventh street is dealt
      And the action goes: Bob bets $2, Carol calls
      Then the hand is over
      And Alice wins $10.50 with "three of a kind, sixes, king-nine kickers"
      And Bob wins $14 with "pair of kings, ace-queen-nine kickers"

    Scenario: Two players all in for different amounts make a main pot and a side pot
      # Bob starts with $1.25 and Carol with $2.25: both are all in on third street.
      # Main pot: $1.25 each from Bob, Carol and Alice and David's $0.75 = $4.50.
      # Side pot: $1 each from Carol and Alice = $2. Alice's queens win neither.
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Ac As) Ad 3c 5d 7h (9c) | 1.25  |
        | Carol  | (Kc Ks) Kd 4c 6d 8h (Tc) | 2.25  |
        | David  | (7c 8d) 2h               |       |
        | Alice  | (Qc Qs) Qd 3d 5h 9s (Jc) |       |
      When third street is dealt
      And the action goes: David brings in, Alice completes, Bob calls, Carol raises to $2, David folds
      # Both opponents still in are all in: Alice may not raise.
      Then Alice may fold or call $2
      # Nobody can bet any more: the cards are dealt out to the showdown.
      When Alice calls
      Then the hand is over
      And Bob wins $4.50 with "three of a kind, aces, nine-seven kickers"
      And Carol wins $2 with "three of a kind, kings, ten-eight kickers"

  Rule: POT.SPLIT-TIES Equal hands share equally

    Scenario: Two straights to the nine share $17 evenly
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (5c 6d) 7h 8s 9c Kd (2h) |
        | Carol  | (5h 6s) 7d 8c 9h Qc (2d) |
        | David  | (Jh Js) 8d               |
        | Alice  | (Ah As) Th Jd 2s 4c      |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, David folds, Alice completes, Bob calls, Carol calls
      Then the pot is $4
      When fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $1, Bob calls, Carol calls
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob calls, Carol calls
      And sixth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls, Alice folds
      Then the pot is $17
      When seventh street is dealt
      And the action goes: Bob checks, Carol checks
      Then the hand is over
      # 68 quarters: 34 each.
      And Bob and Carol each win $8.50

  Rule: POT.HI-LO Stud/8: half to the best high, half to the best eight-or-better low

    Background:
      Given the game is seven-card stud high-low
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario: Carol's high and Alice's low split $10.75, the odd chip to the high half
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (9c Tc) 2d Jh 9s Qd      |
        | Carol  | (Kh Ks) Kd Qc 7s 7c (3h) |
        | Alice  | (Ac 2c) 4d 5s 8h Jc (6d) |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes, Alice calls, Bob calls
      And fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And sixth street is dealt
      And the action goes: Carol bets $2, Alice calls, Bob folds
      Then the pot is $10.75
      When seventh street is dealt
      And the action goes: Carol checks, Alice checks
      Then the hand is over
      # 43 quarters: 22 to the high half, 21 to the low half.
      And Carol wins $5.50 with "full house, kings full of sevens"
      And Alice wins $5.25 with "six-five low"

    Scenario: A low held by an all-in player splits only the pot that player can win
      # Alice starts with $1.25 and is all in on third street. The main pot ($3.75)
      # is split between Carol's high and Alice's low; the side pot ($6) has no
      # eligible low, so Carol's high takes it whole.
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Kc Qd) 3c Js Td 4h (2s) |       |
        | Carol  | (Ah As) Kd Ad 8c 8d (5c) |       |
        | Alice  | (2h 4c) 6h 7d 5d 3d (Jd) | 1.25  |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes
      Then Alice may fold or call $1
      When the action goes: Alice calls, Bob calls
      And fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, Bob calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Bob checks
      And seventh street is dealt
      And the action goes: Carol checks, Bob checks
      Then the hand is over
      # Main pot 15 quarters: 8 to the high ($2), 7 to the low ($1.75).
      And Carol wins $8 with "full house, aces full of eights"
      And Alice wins $1.75 with "six-five low"

  Rule: POT.ODD-CHIP Odd chips: the high half, then one chip each by the house rule

    Background:
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario Outline: Two nine-high straights share $5.25; Alice sits before Bob
      # 21 quarters: 10 each and one left over. Alice holds the highest card of
      # all (the Ac); Bob's straight is topped by the 9h, Alice's by the 9d.
      Given the game is seven-card stud
      And the house rule odd-chip is <odd-chip>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Alice  | (Ac 2d) 9d 8c 7s 6h (5c) |
        | Bob    | (Ks 3d) 9h 8d 7c 6s (5d) |
        | Carol  | (Qh Jh) 2h               |
      When third street is dealt
      And the action goes: Carol brings in, Alice completes, Bob calls, Carol folds
      # The boards tie all the way: by position Alice acts first.
      And fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $1, Bob calls
      And fifth street is dealt
      And the action goes: Alice checks, Bob checks
      And sixth street is dealt
      And the action goes: Alice checks, Bob checks
      And seventh street is dealt
      And the action goes: Alice checks, Bob checks
      Then the hand is over
      And the ruling cites POT.ODD-CHIP
      And <first> wins $2.75 with "straight, nine high"
      And <second> wins $2.50 with "straight, nine high"

      Examples:
        | odd-chip                | first | second |
        | rrop-all-cards          | Alice | Bob    |
        | tda-five-card-high-suit | Bob   | Alice  |
        | position                | Alice | Bob    |

    Scenario Outline: The same straights with Bob sitting before Alice
      Given the game is seven-card stud
      And the house rule odd-chip is <odd-chip>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ks 3d) 9h 8d 7c 6s (5d) |
        | Alice  | (Ac 2d) 9d 8c 7s 6h (5c) |
        | Carol  | (Qh Jh) 2h               |
      When third street is dealt
      And the action goes: Carol brings in, Bob completes, Alice calls, Carol folds
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $1, Alice calls
      And fifth street is dealt
      And the action goes: Bob checks, Alice checks
      And sixth street is dealt
      And the action goes: Bob checks, Alice checks
      And seventh street is dealt
      And the action goes: Bob checks, Alice checks
      Then the hand is over
      And <first> wins $2.75
      And <second> wins $2.50

      Examples:
        | odd-chip                | first | second |
        | rrop-all-cards          | Alice | Bob    |
        | tda-five-card-high-suit | Bob   | Alice  |
        | position                | Bob   | Alice  |

    Scenario Outline: Stud/8: two equal eight-five lows share the low half of $6.75
      # 27 quarters: 14 to Carol's high, 13 to the low half: 6 each to Alice and
      # Bob and one left over. By Robert's Rules the lowest card of all takes it
      # (Bob's Ac is below Alice's Ad); by the TDA the five-card low is searched
      # for the high card by suit (Alice's 8s is above Bob's 8h); by position Alice.
      Given the game is seven-card stud high-low
      And the house rule odd-chip is <odd-chip>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Alice  | (Ad 2h) 8s 5c 4d Kh (Kc) |
        | Bob    | (Ac 2d) 8h 5d 4s Qs (Qc) |
        | Carol  | (Jh Js) Jd 9c Tc 9h (Td) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes, Alice calls, Bob calls
      And fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      Then the hand is over
      And Carol wins $3.50 with "full house, jacks full of tens"
      And <first> wins $1.75 with "eight-five low"
      And <second> wins $1.50 with "eight-five low"

      Examples:
        | odd-chip                | first | second |
        | rrop-all-cards          | Bob   | Alice  |
        | tda-five-card-high-suit | Alice | Bob    |
        | position                | Alice | Bob    |

    Scenario: By the home practice of carrying it over, the odd chip of two nine-high straights stays in the pot
      # 21 quarters: 10 each; the 21st goes to nobody now.
      Given the game is seven-card stud
      And the house rule odd-chip is carry-over
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Alice  | (Ac 2d) 9d 8c 7s 6h (5c) |
        | Bob    | (Ks 3d) 9h 8d 7c 6s (5d) |
        | Carol  | (Qh Jh) 2h               |
      When third street is dealt
      And the action goes: Carol brings in, Alice completes, Bob calls, Carol folds
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls
      And fifth street is dealt
      And the action goes: Alice checks, Bob checks
      And sixth street is dealt
      And the action goes: Alice checks, Bob checks
      And seventh street is dealt
      And the action goes: Alice checks, Bob checks
      Then the hand is over
      And the pot is $5.25
      And the ruling cites POT.ODD-CHIP
      And Alice and Bob each win $2.50
      And $0.25 stays in the pot for the next hand

    Scenario: Stud/8 with the odd chip carried over: the high half still takes the odd chip between the halves
      # 27 quarters: 14 to Carol's high (the odd chip between the halves), 13 to
      # the low half: 6 each to Alice and Bob, and one left in the pot.
      Given the game is seven-card stud high-low
      And the house rule odd-chip is carry-over
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Alice  | (Ad 2h) 8s 5c 4d Kh (Kc) |
        | Bob    | (Ac 2d) 8h 5d 4s Qs (Qc) |
        | Carol  | (Jh Js) Jd 9c Tc 9h (Td) |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      Then the hand is over
      And Carol wins $3.50 with "full house, jacks full of tens"
      And Alice and Bob each win $1.50
      And $0.25 stays in the pot for the next hand

    Scenario Outline: No chip left over, nothing carried: two straights share $5.50 evenly under <odd-chip>
      # 22 quarters: 11 each, none left over, whatever the odd-chip rule.
      Given the game is seven-card stud
      And the house rule odd-chip is <odd-chip>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Alice  | (Ac 2d) 9d 8c 7s 6h (5c) |
        | Bob    | (Ks 3d) 9h 8d 7c 6s (5d) |
        | Carol  | (Qh Jh) 2h               |
        | David  | (Qc Jc) 3h               |
      When third street is dealt
      And the action goes: Carol brings in, David folds, Alice completes, Bob calls, Carol folds
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls
      And fifth street is dealt
      And the action goes: Alice checks, Bob checks
      And sixth street is dealt
      And the action goes: Alice checks, Bob checks
      And seventh street is dealt
      And the action goes: Alice checks, Bob checks
      Then the hand is over
      And Alice and Bob each win $2.75
      And $0 stays in the pot for the next hand

      Examples:
        | odd-chip       |
        | rrop-all-cards |
        | carry-over     |

  Rule: POT.SUIT-TIES Suits break a tie at the showdown only by house rule

    Background:
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario Outline: Two nine-high straights: split, or Bob's nine of hearts tops Alice's nine of diamonds
      Given the game is seven-card stud
      And the house rule showdown-suits is <suits>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Alice  | (Ac 2d) 9d 8c 7s 6h (5c) |
        | Bob    | (Ks 3d) 9h 8d 7c 6s (5d) |
        | Carol  | (Qh Jh) 2h               |
      When third street is dealt
      And the action goes: Carol brings in, Alice completes, Bob calls, Carol folds
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls
      And fifth street is dealt
      And the action goes: Alice checks, Bob checks
      And sixth street is dealt
      And the action goes: Alice checks, Bob checks
      And seventh street is dealt
      And the action goes: Alice checks, Bob checks
      Then the hand is over
      And the ruling cites <rule>
      And Alice wins <alice>
      And Bob wins <bob> with "straight, nine high"

      Examples:
        | suits             | rule           | alice | bob   |
        | never             | POT.SPLIT-TIES | $2.75 | $2.50 |
        | high-card-by-suit | POT.SUIT-TIES  | $0    | $5.25 |

    Scenario Outline: Stud/8: two eight-five lows, split or Alice's eight of spades takes the low half
      Given the game is seven-card stud high-low
      And the house rule showdown-suits is <suits>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Alice  | (Ad 2h) 8s 5c 4d Kh (Kc) |
        | Bob    | (Ac 2d) 8h 5d 4s Qs (Qc) |
        | Carol  | (Jh Js) Jd 9c Tc 9h (Td) |
      When third street is dealt
      And the action goes: Bob brings in, Carol completes, Alice calls, Bob calls
      And fourth street is dealt
      And the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      Then the hand is over
      And Carol wins $3.50 with "full house, jacks full of tens"
      And Alice wins <alice> with "eight-five low"
      And Bob wins <bob>

      Examples:
        | suits             | alice | bob   |
        | never             | $1.50 | $1.75 |
        | high-card-by-suit | $3.25 | $0    |

  Rule: WILD.NATURAL-TIE A natural hand and an equal hand made with wild cards tie

    Background:
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario Outline: Alice's natural nine-high straight and Bob's, made with a deuce: split, or the natural hand wins
      # Deuces are wild. Bob's 2s plays as a six. Split, the odd quarter goes to
      # Alice's Ac, the highest card (rrop-all-cards).
      Given the game is seven-card stud with wild cards
      And the house rule natural-tie is <natural-tie>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Alice  | (Ac 3d) 9d 8c 7s 6h (5c) |
        | Bob    | (Ks 3h) 9h 8d 7c 2s (5d) |
        | Carol  | (Qh Jh) 4h               |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Alice completes, Bob calls, Carol folds
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls
      And fifth street is dealt
      And the action goes: Alice checks, Bob checks
      And sixth street is dealt
      And the action goes: Bob checks, Alice checks
      And seventh street is dealt
      And the action goes: Bob checks, Alice checks
      Then the hand is over
      And the ruling cites <rule>
      And Alice wins <alice> with "straight, nine high"
      And Bob wins <bob>

      Examples:
        | natural-tie      | rule             | alice | bob   |
        | split            | POT.SPLIT-TIES   | $2.75 | $2.50 |
        | fewer-wild-cards | WILD.NATURAL-TIE | $5.25 | $0    |

  Rule: POT.SHOW-ORDER Who shows first

    Background:
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                      |
        | Bob    | (2c 7d) 3d                 |
        | Carol  | (Qs 2h) Kd Jc Th Td (Ad)   |
        | David  | (8c 8d) 4d Js 5h 6h (Kh)   |
        | Alice  | (9h 5d) 9c Kc Ks 3s (5s)   |

    Scenario: The last bettor on seventh street shows first, the others clockwise after her
      When third street is dealt
      And the action goes: Bob brings in, Carol completes, David calls, Alice calls, Bob folds
      And fourth street is dealt
      And the action goes: Carol checks, David checks, Alice checks
      And fifth street is dealt
      And the action goes: Alice checks, Carol checks, David checks
      And sixth street is dealt
      And the action goes: Alice checks, Carol checks, David checks
      And seventh street is dealt
      When the action goes: Alice checks, Carol bets $2, David calls, Alice calls
      Then the hand is over
      And the hands are shown in the order Carol, David, Alice

    Scenario: Nobody bets on seventh street: the first actor shows first
      When third street is dealt
      And the action goes: Bob brings in, Carol completes, David calls, Alice calls, Bob folds
      And fourth street is dealt
      And the action goes: Carol checks, David checks, Alice checks
      And fifth street is dealt
      And the action goes: Alice checks, Carol checks, David checks
      And sixth street is dealt
      And the action goes: Alice checks, Carol checks, David checks
      And seventh street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Carol checks, David checks
      Then the hand is over
      And the hands are shown in the order Alice, Carol, David
