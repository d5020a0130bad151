Feature: Low hole: whole hands from the antes to the showdown
  Seven-card stud in which each player's lowest face-down card, and every card
  of its rank in that player's hand, is wild for that player alone. The
  seventh card is dealt face down, so it can change the wild rank at the last
  moment. Boards count no wild card: nobody's wild rank shows. The house may
  play the game high-low, with an ace-to-five low (or ace-to-six); an ace in
  the hole is then the lowest card for the low hand only. Played low alone, it
  is ordered as razz and the ace in the hole is the lowest card.

  Background:
    Given the game is low hole
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: LOWHOLE.GAME Low hole: 2 to 8 players, each player's lowest hole card wild for that player, high, high-low or low

    Scenario: Bob's fours are wild until his seventh card, the deuce of spades, takes their place: Carol's four aces win
      # Until seventh street Bob's lowest face-down card is the 4d, and his
      # 4d 4s 4h would be three wild cards with his Kh. The 2s makes deuces his
      # wild rank instead. Carol's hole cards are Ah 7s Qc: the ace is high, so
      # her sevens are wild.
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (9c 4d) 4s Kh 4h 8c (2s) |
        | Carol  | (Ah 7s) Ad Ac 9d Js (Qc) |
        | Alice  | (5d 5h) Tc 8s 3h         |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      Then the pot is $3.75
      When fourth street is dealt
      Then Carol acts first
      And Carol may check or bet $1 or $2
      When the action goes: Carol bets $2, Alice calls, Bob calls
      Then the pot is $9.75
      # Bob's 4s Kh 4h is a pair of fours: his wild fours do not count on his
      # board. Carol's pair of aces acts first.
      When fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Alice folds, Bob calls
      Then the pot is $13.75
      When sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob bets $2, Carol calls
      Then the pot is $17.75
      When seventh street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob raises to $4, Carol calls
      Then the hand is over
      # Bob: 4d 4s 4h and the wild 2s. Carol: Ah Ad Ac and the wild 7s.
      And Carol wins $25.75 with "four of a kind, aces, queen kicker"
      And the hands are shown in the order Bob, Carol

    Scenario Outline: Bob's seventh card decides his wild rank: the deuce of spades, or the king of spades that leaves his fours wild
      Given the players, from the dealer's left, hold:
        | player | cards                                |
        | Bob    | (9c 4d) 4s Kh 4h 8c (<seventh card>) |
        | Carol  | (Ah 7s) Ad Ac 9d Js (Qc)             |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls
      And fourth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      Then the hand is over
      And <winner> wins $1.50 with "<hand>"

      Examples:
        | seventh card | winner | hand                               |
        | 2s           | Carol  | four of a kind, aces, queen kicker |
        | Ks           | Bob    | five of a kind, kings              |

    Scenario: High-low: Bob's ace in the hole makes his aces wild for low only, and the pot is split
      # Bob's face-down cards are Ah 9c 7c. For high the ace is his highest,
      # so his sevens are wild: Ah As and the 7c are three aces. For low the
      # ace is his lowest, so his aces are wild: As and Ah play as an ace and a
      # deuce beside his 7c 6s 4d, and his sevens are not wild. Carol's lowest
      # face-down card is the Th, both ways: for high it is the ace of her
      # hearts, for low an ace beside 8h 5h 3h 2c. $16.50 is 66 quarters, 33 each.
      Given the house rule low-hole-pot is high-low
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ah 9c) As 4d 6s Kh (7c) |
        | Carol  | (Qh Th) 8h 5h 3h 2c (Jd) |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob completes to $1, Carol calls
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $1, Carol calls
      And fifth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol raises to $4, Bob calls
      Then the pot is $12.50
      When sixth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol bets $2, Bob calls
      And seventh street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks
      Then the hand is over
      # Without his wild aces Bob's low would be nine-seven, and Carol's
      # eight-five would take it.
      And Carol wins $8.25 with "flush, ace-queen-eight-five-three"
      And Bob wins $8.25 with "seven-six low"

    Scenario Outline: High-low with the hole card wild <wild>: Bob's wild seven makes aces full for high, or his aces and kings play as dealt and Carol scoops
      # Bob's face-down cards are Ah 9c 7c, Carol's Qh Th Jd. For low the ace
      # is Bob's lowest, so his aces are wild: nine-seven low; Carol's tens are
      # wild for her: eight-five low, which takes the low half either way. For
      # high, with the hole card wild for both halves, Bob's 7c is wild (the ace
      # counting high) and makes aces full of kings, above Carol's flush; with
      # it wild for the low half only, his high hand is aces and kings, and
      # Carol's hearts are a queen-high flush as dealt.
      Given the house rule low-hole-pot is high-low
      And the house rule low-hole-wild is <wild>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ah 9c) As Kd 6s Kh (7c) |
        | Carol  | (Qh Th) 8h 5h 3h 2c (Jd) |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob calls
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol checks
      And sixth street is dealt
      And the action goes: Bob checks, Carol checks
      And seventh street is dealt
      And the action goes: Bob checks, Carol checks
      Then the hand is over
      And <high winner> wins <high total> with "<high hand>"
      And Carol wins <carol> with "eight-five low"
      And Bob wins <bob>

      Examples:
        | wild          | high winner | high total | high hand                         | carol | bob   |
        | both-halves   | Bob         | $0.75      | full house, aces full of kings    | $0.75 | $0.75 |
        | low-half-only | Carol       | $1.50      | flush, queen-ten-eight-five-three | $1.50 | $0    |

    Scenario: Played low, ordered as razz: Bob's ace in the hole makes his aces wild and his seven-six low takes the pot
      # The highest door card brings in, the ace counting low: Carol's 8h.
      # From fourth street the lowest board acts first. Bob's lowest face-down
      # card is the Ah, so both his aces are wild: 7-6-4 and two wild cards make
      # seven-six low. Carol's lowest is the Th: ten wild, eight-five low.
      Given the house rule low-hole-pot is low
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ah 9c) As 4d 6s Kh (7c) |
        | Carol  | (Qh Th) 8h 5h 3h 2c (Jd) |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      And the ruling cites BRING-IN.HIGH-CARD
      When the action goes: Carol brings in, Bob completes to $1, Carol calls
      And fourth street is dealt
      Then Bob acts first
      And the ruling cites ACT.LOW-BOARD
      When the action goes: Bob bets $1, Carol calls
      And fifth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob bets $2, Carol calls
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      Then the hand is over
      And Bob wins $8.50 with "seven-six low"

    Scenario Outline: Played low with <ranking> lows: Bob's two wild aces make a wheel, which ace-to-six counts as a straight against him
      # Pagat (a seed of this rulebook) lets the house use ace-to-five or
      # ace-to-six lows. Bob's lowest face-down card is the Ah, so his aces are
      # wild beside his 5s 4d 3c. Ace-to-five: they make the wheel, the best low.
      # Ace-to-six: A-2-3-4-5 is a straight, so his best is 6-5-4-3-A. Carol's
      # tens are wild: 6-4-3-2 and an ace either way, a six-four low.
      Given the house rule low-hole-pot is low
      And the house rule low-hole-low-ranking is <ranking>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ah 9c) As 4d 5s Kh (3c) |
        | Carol  | (Qh Th) 6h 4c 2d 3s (Jd) |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob calls
      And the hand is checked down to the showdown
      Then the hand is over
      And <winner> wins $1.50 with "<hand>"

      Examples:
        | ranking     | winner | hand           |
        | ace-to-five | Bob    | wheel          |
        | ace-to-six  | Carol  | six-four low   |
