Feature: Deuces and jacks and the man with the axe: whole hands from the antes to the showdown
  Seven-card stud with the deuces, the jacks and the king of diamonds (the
  king with the axe) wild. A player dealt a wild card face up pays one ante
  into the pot at once, and five antes for a seven dealt face up; these
  payments are not bets. A natural pair of sevens, sevens that are not wild
  cards, beats every other hand, five of a kind included.

  Background:
    Given the game is deuces and jacks and the man with the axe
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: AXE.GAME The man with the axe: deuces, jacks and K♦ wild, face-up wild cards and sevens paid for, natural sevens on top

    Scenario: Alice pays for two wild cards and a seven, David for a seven, Carol for a jack, and Bob's pair of sevens beats Carol's five queens
      # Payments at $0.25 an ante: David's 7s and Alice's K♦ on third street
      # ($1.25 and $0.25), Alice's 2s on fourth ($0.25), Carol's J♥ on fifth
      # ($0.25), Alice's 7h on sixth ($1.25).
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (7c 7d) 5s 9h Th 3c (4d) |
        | Carol  | (2c 2h) Qd Qs Jh Qc (8s) |
        | David  | (Ah Kc) 7s 3d            |
        | Alice  | (6c 8c) Kd 2s 8d 7h      |
      When third street is dealt
      Then the pot is $2.50
      # Alice's wild K♦ never brings in; Bob's five is below David's seven.
      And Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, David calls, Alice calls, Bob calls
      # $6.50 after third street, and $0.25 from Alice for her 2s as soon as it
      # is dealt. Her K♦ 2s, two wild cards, are a pair of aces: the best board.
      And fourth street is dealt
      Then the pot is $6.75
      And Alice acts first
      When the action goes: Alice bets $1, Bob calls, Carol calls, David folds
      # $9.75, and Carol's $0.25 for the Jh. Her Qd Qs Jh is three queens,
      # above Alice's three eights.
      And fifth street is dealt
      Then the pot is $10
      And Carol acts first
      When the action goes: Carol bets $2, Alice calls, Bob calls
      # $16, and Alice's $1.25 for the 7h.
      And sixth street is dealt
      Then the pot is $17.25
      And Carol acts first
      When the action goes: Carol bets $2, Alice folds, Bob calls
      Then the pot is $21.25
      When seventh street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob raises to $4, Carol calls
      Then the hand is over
      # Carol's Qd Qs Qc with the 2c, 2h and Jh are five queens; Bob's 7c 7d,
      # in the hole, are a natural pair of sevens.
      And Bob wins $29.25 with "natural sevens, pair of sevens, ten-nine-five kickers"
      And the hands are shown in the order Bob, Carol

    Scenario Outline: Three natural sevens: on top with two-or-more-natural-sevens, an ordinary hand with exactly-two
      # Bob's sevens are all face down and cost nothing; Carol pays $0.25 for
      # her J♥ on fifth street.
      Given the house rule axe-sevens-top is <sevens>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (7c 7d) 5s 9h Th 3c (7h) |
        | Carol  | (2c 2h) Qd Qs Jh Qc (8s) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls
      And fourth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      And fifth street is dealt
      Then the pot is $1.75
      And Carol acts first
      When the action goes: Carol checks, Bob checks
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      Then the hand is over
      And <winner> wins $1.75 with "<hand>"

      Examples:
        | sevens                     | winner | hand                                                      |
        | two-or-more-natural-sevens | Bob    | natural sevens, three of a kind, sevens, ten-nine kickers |
        | exactly-two                | Carol  | five of a kind, queens                                    |

    Scenario: Two natural pairs of sevens compare as ordinary hands: Carol's four queens beat Bob's three sevens, and both beat David's five kings
      # Bob's 2d, wild, makes a third seven; Carol's J♥ a fourth queen.
      # David holds no seven.
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (7c 7d) 5s 9h Th 3c (2d) |
        | Carol  | (7h 7s) Qd Qs Jh Qc (8s) |
        | David  | (2c 2h) Ks Kc Kh 9d (Jd) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, David calls
      Then the pot is $2.25
      When fourth street is dealt
      Then David acts first
      When the action goes: David checks, Bob checks, Carol checks
      # Carol pays $0.25 for her J♥.
      And fifth street is dealt
      Then the pot is $2.50
      And David acts first
      When the action goes: David bets $2, Bob calls, Carol calls
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, David checks, Bob checks
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol checks, David bets $2, Bob calls, Carol calls
      Then the hand is over
      And Carol wins $14.50 with "natural sevens, four of a kind, queens, eight kicker"

  Rule: AXE.OPENER Who opens the first round: the lowest door card brings in, or the best door card opens

    Scenario Outline: With axe-opener high-card-opens the best door card opens third street and there is no bring-in
      # Alice pays $0.25 for her wild 2s, so the pot holds $1. Counted at its
      # best value the deuce is the best door card there is; read as printed,
      # Carol's queen is.
      Given the house rule axe-opener is high-card-opens
      And the house rule wild-showing is <showing>
      And the players, from the dealer's left, hold:
        | player | cards       |
        | Bob    | (9c 4d) 5s  |
        | Carol  | (8h 6c) Qd  |
        | Alice  | (Ac 3h) 2s  |
      When third street is dealt
      Then the pot is $1
      And <opener> acts first
      And the ruling cites AXE.OPENER
      And <opener> may check or bet $1
      When the action goes: <opener> bets $1, <others>
      Then the hand is over
      And <opener> wins $2

      Examples:
        | showing    | opener | others                 |
        | best-value | Alice  | Bob folds, Carol folds |
        | natural    | Carol  | Alice folds, Bob folds |

    Scenario: With axe-opener low-card-bring-in the lowest door card brings in as in seven-card stud
      Given the house rule axe-opener is low-card-bring-in
      And the players, from the dealer's left, hold:
        | player | cards       |
        | Bob    | (9c 4d) 5s  |
        | Carol  | (8h 6c) Qd  |
        | Alice  | (Ac 3h) 2s  |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      And the ruling cites BRING-IN.LOW-CARD
