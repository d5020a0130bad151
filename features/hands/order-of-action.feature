Feature: Order of action: who acts first, and who acts next
  The turn goes clockwise, passing over folded and all-in players. On third
  street the bring-in starts; on later streets the best board (in razz the
  lowest) starts, equal boards are separated by position or by suit, and a
  community card on seventh street may change who starts.

  Rule: ACT.CLOCKWISE The turn moves clockwise from the first actor

    Background:
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario: From the bring-in the turn goes round the table and back again
      Given the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Qs 2h) 4s 8d |
        | Carol  | (9h 9d) Kd 3c |
        | David  | (Ac 3h) 4d Th |
        | Alice  | (5s 5c) 9c As |
      When third street is dealt
      And David brings in
      Then it is Alice's turn
      When Alice calls
      Then it is Bob's turn
      When Bob calls
      Then it is Carol's turn
      When Carol completes
      Then it is David's turn
      When David calls
      Then it is Alice's turn
      When Alice calls
      Then it is Bob's turn
      When Bob calls
      And fourth street is dealt
      Then Alice acts first
      When Alice checks
      Then it is Bob's turn
      When Bob checks
      Then it is Carol's turn
      When Carol checks
      Then it is David's turn

    Scenario: Folded and all-in players are passed over
      # Carol had $1.25: her ante and her $1 call put her all in.
      Given the players, from the dealer's left, hold:
        | player | cards         | stack |
        | Bob    | (Qs 2h) 4s    |       |
        | Carol  | (9h 9d) Kd 3c | 1.25  |
        | David  | (Ac 3h) 4d Th |       |
        | Alice  | (5s 5c) 9c As |       |
      When third street is dealt
      And the action goes: David brings in, Alice completes, Bob folds, Carol calls, David calls
      And fourth street is dealt
      Then Alice acts first
      When Alice checks
      Then it is David's turn

    Scenario: An all-in player with the best board is the first actor, and the action starts after them
      Given the players, from the dealer's left, hold:
        | player | cards         | stack |
        | Bob    | (Qs 2h) 4s    |       |
        | Carol  | (9h 9d) Kd Kc | 1.25  |
        | David  | (Ac 3h) 4d Th |       |
        | Alice  | (5s 5c) 9c As |       |
      When third street is dealt
      And the action goes: David brings in, Alice completes, Bob folds, Carol calls, David calls
      And fourth street is dealt
      Then Carol shows the best board
      And David acts first
      And it is David's turn

  Rule: ACT.HIGH-BOARD From fourth street on, the best board acts first

    Background:
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario: Wikipedia's sample deal: king-jack acts before king-nine, then open kings act first
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (7h 8c) 4s       |
        | Carol  | (Qs 2h) Kd Jc Th |
        | David  | (Jh 6c) 4d       |
        | Alice  | (9h 5d) 9c Kh Kc |
      When third street is dealt
      And the action goes: David brings in, Alice calls, Bob folds, Carol completes, David folds, Alice calls
      And fourth street is dealt
      Then Carol acts first
      And the ruling cites ACT.HIGH-BOARD
      When the action goes: Carol checks, Alice checks
      And fifth street is dealt
      Then Alice acts first

    Scenario: A pair beats ace-king, and straight or flush draws count for nothing
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kh 4c) 7s 7d 2c |
        | Carol  | (8d 5d) As Ks Ah |
        | David  | (6h 6s) 9c Tc Jc |
        | Alice  | (3d 3s) 2h 3h 4h |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol calls, David calls
      # Sevens beat ace-king and David's ten-nine of clubs.
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks, David checks, Alice checks
      # Carol's aces beat Bob's sevens; David's jack-ten-nine of clubs is only jack high.
      And fifth street is dealt
      Then Carol acts first

    Scenario: Ace-deuce acts before king-queen
      Given the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Kh 4c) Ac 2d |
        | Carol  | (8d 5d) Ks Qs |
        | Alice  | (3d 3s) 2h 7h |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob acts first

  Rule: ACT.LOW-BOARD In razz, the lowest board acts first

    Background:
      Given the game is razz
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario: Seven-four acts before eight-two, and a pair is worst of all
      Given the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Ac 5d) 8s 2h |
        | Carol  | (4h 6h) 3c 3d |
        | Alice  | (2c 9s) 7c 4d |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Alice acts first
      And the ruling cites ACT.LOW-BOARD

    Scenario: The ace is the lowest card on a board, and a king-queen board acts before a pair
      Given the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (5c 5d) Ac 9d 9c |
        | Carol  | (4h 6h) 2h 9s Jh |
        | Alice  | (7c 8s) Kd Qc 3s |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol calls
      # Nine-ace is lower than nine-two; king-queen is highest.
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks, Alice checks
      # Bob paired his nines: jack-nine-two is now lowest, Bob's pair the worst.
      And fifth street is dealt
      Then Carol acts first

  Rule: ACT.TIES Equal boards: by position or by suit

    Scenario Outline: Three kings-seven boards in seven-card stud: the tie-break picks the first actor
      # Bob sits first from the dealer's left, then Carol, then David.
      # The highest cards compared are Bob's Kh, Carol's Ks and David's Kc.
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the house rule later-street-tie-break is <tie-break>
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 2d) Kh 7c |
        | Carol  | (4c 5d) Ks 7d |
        | David  | (8c 8d) Kc 7h |
        | Alice  | (Ad Jc) 9d 3s |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol calls, David calls
      And fourth street is dealt
      Then <first> acts first
      And the ruling cites ACT.TIES

      Examples:
        | tie-break         | first |
        | position          | Bob   |
        | high-card-by-suit | Carol |
        | low-card-by-suit  | David |

    Scenario Outline: Three six-two boards in razz: the tie-break and the razz suit order pick the first actor
      # The cards compared are Bob's 6d, Carol's 6s and David's 6c. Reversed for
      # razz, clubs rank highest and spades lowest.
      Given the game is razz
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the house rule low-later-street-tie-break is <tie-break>
      And the house rule low-game-suit-order is <suits>
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (3c 4c) 6d 2c |
        | Carol  | (3d 4d) 6s 2h |
        | David  | (3h 4h) 6c 2d |
        | Alice  | (5c 5d) Kd 8s |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol calls, David calls
      And fourth street is dealt
      Then <first> acts first
      And the ruling cites ACT.TIES

      Examples:
        | tie-break         | suits        | first |
        | position          | same-as-high | Bob   |
        | high-card-by-suit | same-as-high | Carol |
        | low-card-by-suit  | same-as-high | David |
        | high-card-by-suit | reversed     | David |
        | low-card-by-suit  | reversed     | Carol |

    Scenario: Two equal pairs: the highest card of each pair is compared
      # Bob nines-and-four with the 9h, Carol nines-and-four with the 9s.
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the house rule later-street-tie-break is high-card-by-suit
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Ah Kh) 9h 9d 4c |
        | Carol  | (Ac Kc) 9s 9c 4d |
        | Alice  | (2s 7d) 3d Js 5c |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks, Bob checks
      And fifth street is dealt
      Then Carol acts first

  Rule: ACT.COMMUNITY-CARD Who starts seventh street after a community card

    Scenario Outline: Eight players, a community card: recompute the boards, or keep the sixth-street first actor
      # Bob's As 8d 5c 2h was the best board on sixth street. The community Jc
      # pairs Carol's Jh, and no other board holds a jack.
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the house rule community-card-first-actor is <option>
      And the deck, from the top, is "Ac Js Th 5d Ks 6s 9s 2d Ad 8h Ts 5h Qs 7d 2c 3c 2h Jh Kd Qc Kc Td Qh Kh 4s As 9c Tc 9d Qd 8c 8s 9h Ah 8d 7s 6h 5s 7h 6d 6c 7c Jd 5c 4d 3s 3h 2s 4h 3d 4c Jc"
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
      Then Bob acts first
      When the action goes: Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks
      And seventh street is dealt
      Then the community card is Jc
      And <first> acts first
      And the ruling cites ACT.COMMUNITY-CARD

      Examples:
        | option               | first |
        | recompute            | Carol |
        | same-as-sixth-street | Bob   |

    Scenario: A full house made with the community card beats three of a kind
      # Carol shows 7s 7d Kh Ks and David 8s 8d 8c 2h: David's three eights act
      # first on sixth street. The community 7c gives Carol sevens full of kings,
      # which counts as a full house (SHOW.COMBINATIONS) and beats David's three
      # eights, so Carol starts seventh street.
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the house rule community-card-first-actor is recompute
      And the deck, from the top, is "3h 6d Td 3c Ad 4c Qd 9s 2c Th 9c 9h 5h 6s Ac 4d Ts 7s 8s Js Kd 5s 6h 2d 6c Qh 7d 8d Kc Jd 4h Tc 7h Jh Jc Kh 8c 5d Ah 3d 9d Qs 4s As Ks 2h 5c 3s 2s 8h Qc 7c"
      And the scrambled cards, from the top, are "6c 7c Jh 4s"
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
      And the action goes: Alice brings in, Bob calls, Carol calls, David calls, Erin calls, Frank calls, Grace calls, Heidi calls
      And fourth street is dealt
      And the action goes: David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks, Bob checks, Carol checks
      And sixth street is dealt
      Then David acts first
      When the action goes: David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks, Bob checks, Carol checks
      And seventh street is dealt
      Then the community card is 7c
      And Carol acts first
