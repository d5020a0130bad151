Feature: Baseball: whole hands from the antes to the showdown
  Seven-card stud with nines and threes wild. A three dealt face down is wild
  at no cost; a three dealt face up is wild only if its owner at once pays as
  much as the pot holds, and a player who will not pay folds ("strikes out").
  A four dealt face up earns its owner an extra card at once, face down, so a
  player may end with eight cards or more; the best five of them play. In the
  holdings below the extra card is written just after the four that earned it.

  Background:
    Given the game is baseball
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: BASEBALL.GAME Baseball: 2 to 8 players, threes and nines wild, a face-up three paid for with the pot, a face-up four earning a card

    Scenario: Bob buys his open three with the pot, David strikes out, and Bob's five sevens beat Carol's four kings
      # Carol's four of hearts on fourth street earns her the queen of spades
      # face down. On fifth street Bob and David are both dealt threes face up:
      # Bob, first in the dealing order, pays the $7.50 in the pot; David would
      # then have to pay the $15 the pot holds, and folds instead.
      Given the players, from the dealer's left, hold:
        | player | cards                         |
        | Bob    | (3d 7s) 7c 8h 3s 7h (6h)      |
        | Carol  | (Kc 8d) Jc 4h (Qs) 9d Kh (Ks) |
        | David  | (Ah Ac) Qd Td 3c              |
        | Alice  | (5c 6d) 2s                    |
      When third street is dealt
      Then the pot is $1
      And Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol completes to $1, David calls, Alice folds, Bob calls
      Then the pot is $4.50
      # Boards: Bob eight-seven, Carol jack-four, David queen-ten.
      When fourth street is dealt
      Then David acts first
      When the action goes: David checks, Bob checks, Carol bets $1, David calls, Bob calls
      # Fifth street: Bob 3s, Carol 9d, David 3c. The pot holds $7.50.
      Then Bob may pay $7.50 for his three or fold
      When Bob pays for his three
      Then the pot is $15
      And David may pay $15 for his three or fold
      When David folds
      # Counted at their best value, Carol's nine makes a pair of jacks
      # (jack-nine-four), Bob's three a pair of eights (eight-seven-three).
      And fifth street is dealt
      Then the pot is $15
      And Carol acts first
      When the action goes: Carol bets $2, Bob calls
      Then the pot is $19
      # Bob's 7c 3s 7h is three sevens; Carol's Jc 4h 9d Kh a pair of kings.
      When sixth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol raises to $4, Bob raises to $6, Carol calls
      Then the pot is $31
      When seventh street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls
      Then the hand is over
      # Bob: 7s 7c 7h and the threes 3d (in the hole) and 3s (bought) as two more
      # sevens. Carol: Kc Kh Ks and the nine, with the extra Qs as the kicker.
      # $1 of antes, Alice's $0.50, $1 each from David and Carol and Bob on third
      # street and fourth, Bob's $7.50, and $10 each from Bob and Carol after that.
      And Bob wins $35 with "five of a kind, sevens"
      And the hands are shown in the order Bob, Carol

    Scenario Outline: A three as Bob's door card: he pays the $1 of antes or strikes out before the bring-in
      # A bought three is wild, and a wild door card is the best there is: it
      # never brings in. Carol's five of diamonds is the lowest card left.
      Given the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Kc 8d) 3c Ts |
        | Carol  | (Qd Qs) 5d 7h |
        | David  | (Ah 6c) 8s Jc |
        | Alice  | (Jd 4c) Kh 2s |
      Then Bob may pay $1 for his three or fold
      When Bob <decision>
      And third street is dealt
      Then the pot is <pot>
      And Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, David calls, Alice calls<more>
      # If Bob has paid, his wild three makes his 3c Ts a pair of tens on fourth
      # street; if not, Alice's king-deuce is the best board.
      And fourth street is dealt
      Then the pot is <after>
      And <first> acts first

      Examples:
        | decision           | pot | more        | after | first |
        | pays for his three | $2  | , Bob calls | $4    | Bob   |
        | folds              | $1  |             | $2.50 | Alice |

    Scenario Outline: A cap on the open three: Bob pays the pot, or at most the cap the house sets
      # After third street the pot holds $2.50. Bob's three of clubs on fourth
      # street costs all of it with no cap, at most a $1 small bet or a $2 big
      # bet with one.
      Given the house rule baseball-three-cap is <cap>
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Ks 8d) Ts 3c |
        | Carol  | (Qd Qs) 5d 7h |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob completes to $1, Carol calls
      Then the pot is $2.50
      And Bob may pay <price> for his three or fold
      When Bob pays for his three
      And fourth street is dealt
      Then the pot is <pot>
      And the ruling cites BASEBALL.GAME

      Examples:
        | cap       | price | pot   |
        | none      | $2.50 | $5    |
        | small-bet | $1    | $3.50 |
        | big-bet   | $2    | $4.50 |

    Scenario: Alice, all in for her ante, wins only the antes when Carol strikes out
      # Alice's $0.25 ante is all she has. Carol brings in and Bob folds; on
      # fourth street Carol is dealt a three face up and will not pay the $1.25
      # in the pot. Alice matched $0.25 of each player's chips and wins the
      # $0.75 of antes; Carol's $0.50 bring-in, which nobody still in matched,
      # goes back to her.
      Given the players, from the dealer's left, hold:
        | player | cards         | stack |
        | Bob    | (Kc 8d) Ks    |       |
        | Carol  | (Qd Qs) 2c 3h |       |
        | Alice  | (Jd 4c) 7h 8s | $0.25 |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob folds
      And fourth street is dealt
      Then Carol may pay $1.25 for her three or fold
      When Carol folds
      Then the hand is over
      And Alice wins $0.75
      And Carol wins $0.50
      And the ruling cites POT.SIDE-POTS

    Scenario: A three dealt face down is wild at no cost, and so is the seventh card when it is a three
      # Bob is never asked to pay: his threes are dealt face down.
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (3h Kd) 6s Ks 8c 2h (3s) |
        | Carol  | (Ac Ad) 7d As Td Tc (5h) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, Bob calls
      Then the pot is $2.50
      When fourth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, Bob calls
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob calls
      Then the pot is $12.50
      When seventh street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob raises to $4, Carol calls
      Then the hand is over
      # Kd Ks and the two threes: four kings beat Carol's aces full of tens.
      And Bob wins $20.50 with "four of a kind, kings, eight kicker"

    Scenario: With free open threes nobody pays, and Bob's three of hearts is wild from the deal
      # No payment is asked: the betting starts at once. Bob's wild door card
      # never brings in; his 3h makes his board a pair of kings from fourth street.
      Given the house rule baseball-open-three is free
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Kc 8d) 3h Ks 6c 2d (Jh) |
        | Carol  | (Qd Qs) 5c Td Tc 7h (4s) |
      When third street is dealt
      Then the pot is $0.50
      And Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob completes to $1, Carol calls
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks
      And fifth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls
      And sixth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls
      And seventh street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks
      Then the hand is over
      # Kc Ks and the 3h: three kings beat queens and tens.
      And Bob wins $10.50 with "three of a kind, kings, jack-eight kickers"
