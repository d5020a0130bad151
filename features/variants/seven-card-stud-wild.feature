Feature: Seven-card stud with wild cards: whole hands from the antes to the showdown
  Seven-card stud with the cards the house names wild: the deuces by default,
  or the aces and deuces, the one-eyed jacks (J♥ and J♠), the suicide king
  (K♥), or any ranks and cards the players agree on (4-ah: the fours and the
  A♥). Wild cards are wild face up or face down, in every hand, and five of a
  kind is the best hand there is. The house may play the game high (as
  seven-card stud), low (as razz, ace-to-five) or high-low (as stud/8, with an
  ace-to-five low and no qualifier).

  Background:
    Given the game is seven-card stud with wild cards
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: STUDWILD.GAME Seven-card stud with wild cards: 2 to 8 players, the house's wild cards, high, low or high-low

    Scenario: Deuces wild: Carol's five nines beat Bob's straight flush
      # Carol's deuces are one in the hole and one face up. On sixth street her
      # 9d 6s 2d 9s counts as three nines and acts before Alice's kings and fives.
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Jh Th) 9h 8h 3c 5d (7h) |
        | Carol  | (9c 2h) 9d 6s 2d 9s (4c) |
        | David  | (Kc 4d) 3s               |
        | Alice  | (Ad As) Kh Ks 5c 5h      |
      When third street is dealt
      Then the pot is $1
      And David must post the bring-in of $0.50
      When the action goes: David brings in, Alice completes to $1, Bob calls, Carol calls, David folds
      Then the pot is $4.50
      # Alice's open kings allow the big bet.
      When fourth street is dealt
      Then Alice acts first
      And Alice may check or bet $1 or $2
      When the action goes: Alice bets $1, Bob calls, Carol calls
      Then the pot is $7.50
      # Carol's 9d 6s 2d is a pair of nines; Alice's kings are higher.
      When fifth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls, Carol raises to $4, Alice calls, Bob calls
      Then the pot is $19.50
      When sixth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Alice folds, Bob calls
      Then the pot is $23.50
      When seventh street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob raises to $4, Carol raises to $6, Bob calls
      Then the hand is over
      # Bob's Jh Th 9h 8h 7h is a straight flush, jack high; Carol's 9c 9d 9s
      # and both deuces are five nines.
      And Carol wins $35.50 with "five of a kind, nines"
      And the hands are shown in the order Carol, Bob

    Scenario: One-eyed jacks: Bob's jack of spades makes four eights, and Alice's jack of diamonds is only a jack
      # Carol's J♥ is wild too, and makes her a straight to the king.
      Given the house rule wild-cards is one-eyed-jacks
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Js 8c) 8d Kh 4s 8h (2c) |
        | Carol  | (Jh Jc) Ks 9d 9s Qs (5c) |
        | Alice  | (Jd Ad) Ac 6h As 3d (Th) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, Alice raises to $2, Bob calls, Carol calls
      Then the pot is $6.75
      When fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $1, Bob calls, Carol calls
      And fifth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls, Carol raises to $4, Alice calls, Bob calls
      Then the pot is $21.75
      When sixth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob bets $2, Carol calls, Alice calls
      And seventh street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob bets $2, Carol folds, Alice calls
      Then the hand is over
      # Bob's deuce is not wild in this game. Alice's J♦ wild would have given
      # her four aces.
      And Bob wins $31.75 with "four of a kind, eights, king kicker"
      And the hands are shown in the order Bob, Alice

    Scenario: The suicide king: Alice's K♥ makes four queens, and Bob's three natural kings stay three kings
      Given the house rule wild-cards is suicide-king
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Kc Kd) 3s Ks 8h 8c (2d) |
        | Carol  | (5h 6h) Jc               |
        | Alice  | (Kh Qd) 9c Qc 4h 7d (Qs) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, Alice completes to $1, Bob calls, Carol folds
      Then the pot is $3.25
      When fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Alice bets $1, Bob calls
      And fifth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Alice calls
      And sixth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Alice raises to $4, Bob calls
      Then the pot is $17.25
      When seventh street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Alice bets $2, Bob calls
      Then the hand is over
      And Alice wins $21.25 with "four of a kind, queens, nine kicker"

    Scenario Outline: The same cards under each choice of wild cards
      # Every card that could be wild is dealt face down, so the boards, and the
      # betting, are the same in every row: Carol's nines act first throughout.
      Given the house rule wild-cards is <wild cards>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (2c 2d) 7c 7s 5h Th (4d) |
        | Carol  | (Ah Ac) 9d 9h Kc 6s (Kh) |
        | Alice  | (Jh Js) 8c 8d 3h Qd (4s) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, Alice calls, Bob calls
      And fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, Alice calls, Bob calls
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Alice calls, Bob calls
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks, Bob checks
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks, Bob checks
      Then the hand is over
      And <winner> wins $12.75 with "<hand>"

      Examples:
        | wild cards     | winner | hand                                 |
        | deuces         | Bob    | four of a kind, sevens, ten kicker   |
        | acey-deucey    | Carol  | four of a kind, kings, nine kicker   |
        | one-eyed-jacks | Alice  | four of a kind, eights, queen kicker |
        | suicide-king   | Carol  | full house, aces full of nines       |
        | 4              | Alice  | full house, jacks full of eights     |
        | 4-ah           | Carol  | full house, kings full of nines      |

    Scenario Outline: One-eyed jacks on the board: Carol's J♠ 9♦ is a pair of nines at its best value, jack-nine as printed
      Given the house rule wild-cards is one-eyed-jacks
      And the house rule wild-showing is <showing>
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (5c 6c) 3d 4h |
        | Carol  | (Tc Th) Js 9d |
        | Alice  | (8s 8h) Ac Kh |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then <first> acts first

      Examples:
        | showing    | first |
        | best-value | Carol |
        | natural    | Alice |

    Scenario: Played low, as razz: David's jack brings in, the lowest board acts first, and Carol's deuce completes a wheel
      # Bob's door card, the 2h, is wild: the best card there is, it never
      # brings in. On the boards a deuce counts as an ace.
      Given the house rule wild-pot is low
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (3c 5d) 2h 7c 6s Kd (8h) |
        | Carol  | (Ah 4s) 8d 2c 5c 3h (Qs) |
        | David  | (Kc Qh) Jh               |
        | Alice  | (9c 9d) 6h Tc 9h         |
      When third street is dealt
      Then David must post the bring-in of $0.50
      When the action goes: David brings in, Alice calls, Bob completes to $1, Carol calls, David folds, Alice calls
      Then the pot is $4.50
      # Bob's 2h 7c counts as seven-ace, below Carol's 8d 2c and Alice's ten-six.
      When fourth street is dealt
      Then Bob acts first
      And Bob may check or bet $1
      When the action goes: Bob bets $1, Carol calls, Alice calls
      And fifth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol raises to $4, Alice folds, Bob calls
      Then the pot is $15.50
      # Bob's king makes his board king-seven; Carol's 8d 2c 5c 3h is eight-five.
      When sixth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob calls
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob raises to $4, Carol calls
      Then the hand is over
      # Bob's best is 7-6-5-3 and his deuce as an ace: seven-six low.
      And Carol wins $27.50 with "wheel"

    Scenario: Played high-low, as stud/8: Alice's deuce is an ace for high and a deuce for low, and her nine-seven low takes half
      # There is no qualifier: a nine-high low still wins the low half. $17.25
      # is 69 quarters: 35 to the high half, 34 to the low.
      Given the house rule wild-pot is high-low
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (8c 8d) 3c 8h 9d Qd (Th) |
        | Carol  | (Jc Js) 5h               |
        | Alice  | (Ad 2s) 4c 9h 7d Kc (Qs) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, Alice completes to $1, Bob calls, Carol folds
      Then the pot is $3.25
      When fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $1, Bob calls
      And fifth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Alice calls
      And sixth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob bets $2, Alice calls
      And seventh street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob bets $2, Alice calls
      Then the hand is over
      # Alice's high is only a pair of aces, king-queen-nine; Bob's low is queen-ten.
      And Bob wins $8.75 with "three of a kind, eights, queen-ten kickers"
      And Alice wins $8.50 with "nine-seven low"

    Scenario Outline: Five nines against a natural royal flush, by the house rules on five of a kind and copies
      # Without copies, Carol's deuces can be only one more nine and an ace.
      Given the house rule <option> is <value>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Carol  | (9c 2h) 9d 6s 2d 9s (4c) |
        | Alice  | (As Ks) Qs Js 5h Ts (8c) |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Alice calls
      And fourth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Carol checks
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks
      Then the hand is over
      And <winner> wins $1.50 with "<hand>"

      Examples:
        | option           | value                | winner | hand                  |
        | five-of-a-kind   | above-straight-flush | Carol  | five of a kind, nines |
        | five-of-a-kind   | below-natural-royal  | Alice  | royal flush           |
        | wild-duplication | none                 | Alice  | royal flush           |
