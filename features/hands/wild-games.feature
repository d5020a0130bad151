Feature: Wild games: the rules the seven-card home games with wild cards share
  Which cards are wild is worked out from the cards dealt so far. Wild cards
  on a board and as a door card count at their best value, or as the cards
  they are, as the house decides. Follow the queen makes wild the rank of the
  face-up card after a face-up queen; low hole makes each player's lowest
  face-down card wild for that player alone. The man with the axe charges for
  wild cards and sevens dealt face up; baseball gives an extra card for a
  four dealt face up; aces, straights and flushes puts a joker in the centre
  that every player uses as the bug.

  Background:
    Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: WILDGAME.SHOWING A wild card showing counts at its best value; as a door card it is the best card

    Scenario Outline: Bob's door card is the deuce of clubs: the best card at its best value, the lowest as a deuce
      # Door cards: Bob 2c (wild), Carol 5d, David 8s, Alice Kh. At its best
      # value the deuce outranks even an ace, and Carol's five is the lowest
      # card; as printed, the deuce is the lowest card of all.
      Given the game is seven-card stud with wild cards
      And the house rule wild-showing is <showing>
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Kc 8d) 2c |
        | Carol  | (Qd Qs) 5d |
        | David  | (Ah 6c) 8s |
        | Alice  | (Jd 4c) Kh |
      When third street is dealt
      Then <bring-in> must post the bring-in of $0.50
      And the ruling cites WILDGAME.SHOWING

      Examples:
        | showing    | bring-in |
        | best-value | Carol    |
        | natural    | Bob      |

    Scenario: Every door card is a deuce: they are compared as printed, and Carol's deuce of diamonds brings in
      Given the game is seven-card stud with wild cards
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Kc 8d) 2s |
        | Carol  | (Qd Qs) 2d |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      And the ruling cites BRING-IN.SUIT-TIE

    Scenario Outline: With no bring-in Bob's deuce counts as an ace and ties with Alice's ace: by position Bob opens, by suit Alice
      Given the game is seven-card stud with wild cards
      And the stakes are $1/$2 with a $0.25 ante and no bring-in
      And the house rule later-street-tie-break is <tie-break>
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Kc 8d) 2c |
        | Carol  | (Qd Qs) 9h |
        | Alice  | (Jd 4c) Ad |
      When third street is dealt
      Then <opener> acts first
      And <opener> may check or bet $1

      Examples:
        | tie-break         | opener |
        | position          | Bob    |
        | high-card-by-suit | Alice  |

    Scenario Outline: A deuce beside a king shows a pair for the open-pair rule at its best value, not as printed
      # Bob's K♠ 2♦ is the best board either way: a pair of kings, or
      # king-deuce above Carol's eight-five and Alice's seven-six.
      Given the game is seven-card stud with wild cards
      And the house rule wild-showing is <showing>
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Ah 9c) Ks 2d |
        | Carol  | (4s 4d) 8c 5h |
        | Alice  | (Tc 3h) 6d 7s |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob acts first
      And Bob may check or bet <bets>

      Examples:
        | showing    | bets     |
        | best-value | $1 or $2 |
        | natural    | $1       |

    Scenario Outline: Bob's king and deuce: a pair of kings at its best value, king-deuce as it is; the deuce is wild at the showdown either way
      # Carol's queens are a natural pair. On sixth street Bob's Kd pairs his
      # board: three kings at best value, a pair of kings as dealt, and either
      # beats Carol's pair of queens.
      Given the game is seven-card stud with wild cards
      And the house rule wild-showing is <showing>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ah 9c) Ks 2d 7c Kd (3s) |
        | Carol  | (4s 4d) Qc Qh 5c Td (8h) |
        | Alice  | (Tc 3h) 6d               |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob completes to $1, Carol calls, Alice folds
      Then the pot is $3.25
      When fourth street is dealt
      Then <first> acts first
      When the action goes: <first> checks, <second> checks
      And fifth street is dealt
      Then <first> acts first
      When the action goes: <first> checks, <second> checks
      And sixth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls
      And seventh street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls
      Then the hand is over
      And Bob wins $11.25 with "three of a kind, kings, ace-nine kickers"

      Examples:
        | showing    | first | second |
        | best-value | Bob   | Carol  |
        | natural    | Carol | Bob    |

    Scenario Outline: Kings made with a deuce tie with natural kings: by position Bob, by the suit of the king Carol
      # Carol's highest card is the king of spades: the deuce counts here by
      # the rank and suit printed on it. Bob's highest is the king of hearts.
      Given the game is seven-card stud with wild cards
      And the house rule later-street-tie-break is <tie-break>
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (9d 5c) Kh Kc |
        | Carol  | (7h 8c) Ks 2d |
        | Alice  | (3c 3d) 4s 6h |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then <first> acts first

      Examples:
        | tie-break         | first |
        | position          | Bob   |
        | high-card-by-suit | Carol |

  Rule: WILDGAME.FOLLOW Follow the queen: queens are wild, and so is the rank that follows the last face-up queen

    Scenario: Alice's queen is the last card of fourth street: Carol's card on fifth street sets the rank, Bob having folded
      # The face-up cards in the order dealt: 2c Jc Kd 9c on third street;
      # 4d Ks Qs on fourth (Bob has folded and is dealt nothing); then 8d, the
      # next card dealt face up, to Carol on fifth street. Queens and eights are
      # wild from then on.
      Given the game is follow the queen
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Jd Jh) 2c               |
        | Carol  | (5c 5d) Jc 4d 8d         |
        | David  | (8c 8h) Kd Ks Tc 4s (3h) |
        | Alice  | (Ah Ad) 9c Qs 7c 9h (2s) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, David calls, Alice calls, Bob folds
      Then the pot is $4.50
      When fourth street is dealt
      Then David acts first
      When the action goes: David bets $1, Alice calls, Carol calls
      # Carol's 8d makes her Jc 4d 8d a pair of jacks; David's kings still lead.
      And fifth street is dealt
      Then David acts first
      When the action goes: David bets $2, Alice calls, Carol folds
      # Alice's 9c Qs 7c 9h: three nines.
      And sixth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, David raises to $4, Alice calls
      And seventh street is dealt
      Then Alice acts first
      When the action goes: Alice checks, David bets $2, Alice calls
      Then the hand is over
      # David's eights in the hole are two more kings. Alice's queen makes aces
      # full of nines. Had the queen set nothing (queens only), David would
      # hold only kings and eights; had the ten of fifth street followed it,
      # kings full of eights.
      And David wins $23.50 with "four of a kind, kings, ten kicker"

    Scenario: A queen after a queen sets nothing: the next face-up card does, and it is wild as a door card
      # Bob's Qh is followed by Carol's Qd, which is followed by David's 7s:
      # queens and sevens are wild. Only Alice's 9c is not wild, so she brings in.
      Given the game is follow the queen
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Kc 8d) Qh |
        | Carol  | (4s 4d) Qd |
        | David  | (Ah 6c) 7s |
        | Alice  | (Jd 4c) 9c |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      And the ruling cites WILDGAME.SHOWING

    Scenario Outline: A queen is the last card dealt face up: what is wild at the showdown
      # The face-up cards in the order dealt: 4c 5s, Qs 7h (sevens wild), 9c 5d,
      # Th Qd. Nothing follows Alice's Qd: the seventh cards are face down. On
      # every street from the fourth Alice's board is the better one, whatever
      # is wild.
      Given the game is follow the queen
      And the house rule ftq-last-queen is <last queen>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ac 8c) 4c Qs 9c Th (Kc) |
        | Alice  | (7c 7d) 5s 7h 5d Qd (2c) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Alice completes to $1, Bob calls
      And fourth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob checks
      And fifth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls
      And sixth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls
      And seventh street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob checks
      Then the hand is over
      And Alice wins $10.50 with "<hand>"

      Examples:
        | last queen           | hand                                |
        | queens-only          | four of a kind, sevens, five kicker |
        | keep-previous-follow | five of a kind, fives               |
        | nothing-wild         | full house, sevens full of fives    |

    Scenario Outline: No queen is dealt face up: Bob's queen in the hole is wild, or nothing is
      # The face-up cards are 4c 5s, 9c 7h, Th 5d, Kd 3d: no queen. With queens
      # wild Bob's Qc makes four kings; with nothing wild he has three kings,
      # and Alice's sevens full of fives win.
      Given the game is follow the queen
      And the house rule ftq-no-queen is <no queen>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qc Kh) 4c 9c Th Kd (Ks) |
        | Alice  | (7c 7d) 5s 7h 5d 3d (2c) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Alice completes to $1, Bob calls
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Alice checks
      And fifth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls
      And sixth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob checks
      And seventh street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob checks
      Then the hand is over
      And <winner> wins $6.50 with "<hand>"

      Examples:
        | no queen     | winner | hand                              |
        | queens-only  | Bob    | four of a kind, kings, ten kicker |
        | nothing-wild | Alice  | full house, sevens full of fives  |

    Scenario: With redeal, no queen dealt face up voids the deal at the showdown: every chip goes back, Carol's too
      # Carol folds on third street. Nobody shows: Bob and Alice each take back
      # the $3.25 they put in, and Carol her $0.25 ante; the hand is dealt again.
      Given the game is follow the queen
      And the house rule ftq-no-queen is redeal
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qc Kh) 4c 9c Th Kd (Ks) |
        | Carol  | (9h 9s) 6d               |
        | Alice  | (7c 7d) 5s 7h 5d 3d (2c) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol folds, Alice completes to $1, Bob calls
      And fourth street is dealt
      When the action goes: Bob checks, Alice checks
      And fifth street is dealt
      When the action goes: Alice bets $2, Bob calls
      And sixth street is dealt
      When the action goes: Alice checks, Bob checks
      And seventh street is dealt
      When the action goes: Alice checks, Bob checks
      Then the hand is over
      And the ruling cites WILDGAME.FOLLOW
      And Bob and Alice each win $3.25
      And Carol wins $0.25

    Scenario: With redeal, a queen dealt face up lets the hand reach its showdown as usual
      # Alice's Qd on sixth street: queens wild, and nothing follows it.
      Given the game is follow the queen
      And the house rule ftq-no-queen is redeal
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Jc Kh) 4c 9c Th Kd (Ks) |
        | Alice  | (7c 7d) 5s 7h 5d Qd (2c) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Alice completes to $1, Bob calls
      And fourth street is dealt
      When the action goes: Bob checks, Alice checks
      And fifth street is dealt
      When the action goes: Alice bets $2, Bob calls
      And sixth street is dealt
      When the action goes: Alice checks, Bob checks
      And seventh street is dealt
      When the action goes: Alice checks, Bob checks
      Then the hand is over
      And Alice wins $6.50 with "four of a kind, sevens, five kicker"

  Rule: WILDGAME.PERSONAL Low hole: each player's lowest face-down card, and its rank, are wild for that player alone

    Scenario: Bob's five in the hole makes fives wild for Bob, not for Carol, who shows a pair of them
      # Bob's face-down cards are 5c Jd Kd: fives are wild for him. Carol's are
      # 9d Ks Ac: the ace is high, so her nine is her lowest and nines are wild
      # for her. Boards count no personal wild card.
      Given the game is low hole
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (5c Jd) 8s Jh 4c 2d (Kd) |
        | Carol  | (9d Ks) 5s 5h Qc 7d (Ac) |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob calls
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
      When the action goes: Carol bets $2, Bob calls
      Then the hand is over
      # With Bob's fives wild for her too, Carol's cards would make a royal flush.
      And Bob wins $5.50 with "three of a kind, jacks, king-eight kickers"

    Scenario: Bob's wild fours do not count on his board: his four of spades brings in, and Carol's queens act first
      # Bob's lowest face-down card is the 4d, so his fours are wild, but only
      # in his own hand at the showdown. On the board the 4s is a four.
      Given the game is low hole
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (4d 9c) 4s Kh |
        | Carol  | (Th Ts) Qs Qd |
        | Alice  | (8c 7d) 6s 3c |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Carol acts first

    Scenario: In a high game an ace in the hole is not the lowest card: Bob's sixes are wild, and his aces are four
      Given the game is low hole
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ah 6c) As 6d Kc 9h (Td) |
        | Carol  | (Kh Kd) Ks 3c 3d 8h (5s) |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob calls
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob raises to $4, Carol calls
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob bets $2, Carol calls
      Then the hand is over
      # Bob: Ah As and the sixes. Carol's five in the hole makes her four kings.
      # Had Bob's aces been his wild cards, he would hold only four sixes.
      And Bob wins $13.50 with "four of a kind, aces, king kicker"

  Rule: WILDGAME.PAYMENT Cards dealt face up can cost money: settled at once, paid into the pot, never a bet

    Scenario: The man with the axe: wild door cards cost an ante, a seven five antes, and none of it is a bet
      # Bob's J♦ and David's K♦ are wild: $0.25 each. Carol's 7♣ costs $1.25.
      # Alice's K♥ is not wild, and the seven and the deuce in Bob's hole cost
      # nothing. The lowest door card that is not wild is Carol's seven.
      Given the game is deuces and jacks and the man with the axe
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (7d 2c) Jd 5s |
        | Carol  | (Qd Qs) 7c 8h |
        | David  | (Ah 6c) Kd 9d |
        | Alice  | (9s 4c) Kh 3c |
      When third street is dealt
      Then the pot is $2.75
      And the ruling cites WILDGAME.PAYMENT
      And Carol must post the bring-in of $0.50
      When Carol brings in
      Then David may fold, call $0.50 or complete to $1
      When the action goes: David completes to $1, Alice calls, Bob calls
      Then Carol may fold, call $1 or raise to $2
      When Carol calls
      # Fourth street brings no wild card and no seven face up: nothing more is paid.
      And fourth street is dealt
      Then the pot is $6.75
      # David's K♦ pairs his nine; Bob's J♦ pairs his five.
      And David acts first

    Scenario: Alice cannot pay all of the five antes: she pays what she has, is all in, and her sevens take the antes and payments
      # Alice has $1: after her ante, her $0.75 is all she can pay for the 7h.
      # The payments and antes are not bets: the $1.50 they make is the main
      # pot, which Alice can win; every bet goes to a side pot between Bob and Carol.
      Given the game is deuces and jacks and the man with the axe
      And the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Ah Ad) 9c Kc 5d 6h (3s) |       |
        | Carol  | (Qc Qs) 4d Qh 8c 3h (5c) |       |
        | Alice  | (7c 4s) 7h 8d 9s Tc (Ac) | 1     |
      When third street is dealt
      Then the pot is $1.50
      And Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob completes to $1, Carol calls
      Then the pot is $3.50
      When fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks
      And fifth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls
      And sixth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks
      And seventh street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol bets $2, Bob calls
      Then the hand is over
      # Alice's natural pair of sevens beats every hand.
      And Alice wins $1.50 with "natural sevens, pair of sevens, ace-ten-nine kickers"
      And Carol wins $10 with "three of a kind, queens, eight-five kickers"

  Rule: WILDGAME.EXTRA-CARD A four dealt face up earns its owner another card

    Scenario Outline: Carol's four of hearts on fourth street and the queen of spades it earns, by the house rule
      # Written just after the four, the extra card is face down by default,
      # face up with extra-card-up, and not there at all with no-extra. Face
      # up, Carol's queen-jack-four is the best board. Her extra queen pairs
      # her queen in the hole and beats Bob's fives; without it she has king high.
      Given the game is baseball
      And the house rule baseball-four is <four>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (5d 6c) Qh 5c Th 8s (2d) |
        | Carol  | <carol>                  |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob calls
      And fourth street is dealt
      Then <first> acts first
      When the action goes: <first> checks, <second> checks
      And fifth street is dealt
      Then <first> acts first
      When the action goes: <first> checks, <second> checks
      And sixth street is dealt
      Then <first> acts first
      When the action goes: <first> checks, <second> checks
      And seventh street is dealt
      Then <first> acts first
      When the action goes: <first> checks, <second> checks
      Then the hand is over
      And <winner> wins $1.50 with "<hand>"

      Examples:
        | four            | carol                         | first | second | winner | hand                                    |
        | extra-card-down | (Kc Qd) Jc 4h (Qs) 6h 2h (7d) | Bob   | Carol  | Carol  | pair of queens, king-jack-seven kickers |
        | extra-card-up   | (Kc Qd) Jc 4h Qs 6h 2h (7d)   | Carol | Bob    | Carol  | pair of queens, king-jack-seven kickers |
        | no-extra        | (Kc Qd) Jc 4h 6h 2h (7d)      | Bob   | Carol  | Bob    | pair of fives, queen-ten-eight kickers  |

    Scenario: From the deck, the extra card comes once the street is dealt: it is never a door card
      # Cards 1-6 go face down to Bob, Carol and Alice twice; cards 7-9 are the
      # door cards: Bob's 4h, Carol's Kd and Alice's 6s. Only then does Bob's
      # four earn card 10, the 2c, face down, with no burn before it. On fourth
      # street card 11 (5c) is burned and Bob, Carol and Alice get 5d, Kc and 8h.
      # Had Bob's extra card come at once, before Carol's door card, the Kd would
      # have been his and Alice's door card the 2c.
      Given the game is baseball
      And the deck, from the top, is "Ah Qc Tc 7d Jd 8s 4h Kd 6s 2c 5c 5d Kc 8h 9c As 3s 2d Ts Qd 5h 6d 2s 5s 8d 3c Ks Td 4d 7h Js Kh 7s 2h 9h Ac Qs Jh 9d 6c 4s 9s Ad 4c 3h Th Jc 8c 7c Qh 3d 6h"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | Alice  |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      And the ruling cites WILDGAME.EXTRA-CARD
      When the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Carol acts first
      And Carol may check or bet $1 or $2

    Scenario: With extra-card-up the four of hearts earns Carol the three of spades face up, and she must pay for it
      # An extra card dealt face up is settled like any card dealt face up: a
      # three must be bought with the pot, here the $1.50 of third street.
      Given the game is baseball
      And the house rule baseball-four is extra-card-up
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kc 8d) Qh 5c    |
        | Carol  | (Jd Td) Jc 4h 3s |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob calls
      Then Carol may pay $1.50 for her three or fold
      When Carol pays for her three
      And fourth street is dealt
      Then the pot is $3
      # The bought three makes Carol's Jc 4h 3s a pair of jacks.
      And Carol acts first

    Scenario: Fours dealt face down earn nothing
      # Bob's two fours are in the hole: he is dealt no extra card, and the
      # hand goes on with his holding just as written.
      Given the game is baseball
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (4s 4c) Kd Kh |
        | Carol  | (Ts 2h) 6d 8c |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob calls
      And fourth street is dealt
      Then Bob acts first
      And Bob may check or bet $1 or $2

    Scenario: Extra cards run the stub short twice: each scramble comes out in the order given
      # Eight players stay to the end, and the fours earn extra cards. On sixth
      # street the stub is short: it is scrambled with the burn cards and every
      # player still gets a card; Erin's 4h then earns the next of them. On
      # seventh street the two cards left are too few for everyone: they are
      # scrambled again, the Jh is burned and the 2s turned up in the centre.
      Given the game is baseball
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the deck, from the top, is "5s 9d 4d 7d 3c 3h As 8h 7h 8c 4c Th Jc 6h Qc 9h Kd 3s 7c 9s Ad Kc Kh 5c Qd 5h 4s 2c Js 2d Td 6d Ts 9c Ac Tc 8d 8s Ks Jd 2h Qs 5d Jh 6c 6s Qh 4h 7s Ah 3d 2s"
      And the scrambled cards, from the top, are "Jh Qd Ac 2s"
      And when the stub runs short again, the scrambled cards are "Jh 2s"
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
      And Carol pays for her three
      And the action goes: Alice brings in, Bob calls, Carol calls, David calls, Erin calls, Frank calls, Grace calls, Heidi calls
      And fourth street is dealt
      And the action goes: Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks, Bob checks, Carol checks, David checks
      And fifth street is dealt
      And the action goes: Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks, Bob checks, Carol checks, David checks
      And sixth street is dealt
      And Heidi pays for her three
      And the action goes: Heidi checks, Alice checks, Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks
      And seventh street is dealt
      Then the community card is 2s
      When the action goes: Heidi checks, Alice checks, Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks
      Then the hand is over
      And Carol wins $16 with "five of a kind, eights"

    Scenario Outline: The price of the extra card: Carol pays for the card her door four earns before the bring-in
      # Carol's 4h earns her the Kc face down at once, and she pays the house's
      # price into the pot: nothing, a $0.25 ante, a $1 small bet or a $2 big
      # bet. The price is not a bet: Carol still brings in as the lowest door card.
      Given the game is baseball
      And the house rule baseball-four-price is <price>
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Ks 8d) Ts       |
        | Carol  | (Qd Qs) 4h (Kc)  |
      When third street is dealt
      Then the pot is <pot>
      And Carol must post the bring-in of $0.50
      And the ruling cites WILDGAME.EXTRA-CARD

      Examples:
        | price     | pot   |
        | free      | $0.50 |
        | ante      | $0.75 |
        | small-bet | $1.50 |
        | big-bet   | $2.50 |

  Rule: WILDGAME.COMMUNITY-BUG A joker in the centre is every player's last card, and plays as the bug

    Scenario: The joker is a bug, not a wild card: it gives Bob's kings an ace kicker and Carol's ace a pair
      # Fully wild, the joker would make Bob three kings.
      Given the game is aces, straights and flushes
      And the players, from the dealer's left, hold:
        | player | cards                 |
        | Bob    | (Kc Kd) 8s 5h 3d (9c) |
        | Carol  | (Ad 7h) Qs Jc 4c (2h) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls
      And fourth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      Then the hand is over
      And Carol wins $5.50 with "pair of aces, queen-jack-seven kickers"
      And the ruling cites WILDGAME.COMMUNITY-BUG

    Scenario: The joker counts on no board: Carol's pair of nines acts before Bob's ace-five
      # Counted as an ace, the joker would give Bob a pair of aces.
      Given the game is aces, straights and flushes
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Kc Td) Ah 5c |
        | Carol  | (4h 4d) 9s 9d |
        | Alice  | (8h 7d) 6s 3c |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Carol acts first
