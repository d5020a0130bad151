Feature: Chicago: whole hands from the antes to the showdown
  Seven-card stud in which half of each pot goes to the best high hand and
  the other half to the best spade among a player's face-down cards: the
  highest by default ("High Chicago"), the lowest by the house rule ("Low
  Chicago"). Face-up spades never count, nor do the spades of players who
  folded; with no spade in the hole among the players left, the high hand
  takes it all.

  Background:
    Given the game is Chicago
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: CHICAGO.GAME Chicago: 2 to 8 players, half to the best high hand, half to the best spade in the hole

    Scenario: Carol's two pair take the high half and Bob's king of spades in the hole the other half
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ks 4h) 7c 7d Js 2h (8c) |
        | Carol  | (Qh Qd) 9c 3c 9s Ad (5s) |
        | David  | (3h 6d) 2c               |
        | Alice  | (As Td) 5h 8d            |
      When third street is dealt
      Then David must post the bring-in of $0.50
      When the action goes: David brings in, Alice calls, Bob completes to $1, Carol calls, David folds, Alice calls
      Then the pot is $4.50
      # Bob's open sevens act first.
      When fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $1, Carol calls, Alice folds
      # Carol's open nines now lead.
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob calls
      Then the hand is over
      # $14.50 is 58 quarters, 29 to each half. Bob's jack of spades and
      # Carol's nine of spades are face up; Alice folded with the ace in the hole.
      And Carol wins $7.25 with "two pair, queens and nines, ace kicker"
      And Bob wins $7.25 with "the K♠ in the hole"

  Rule: CHICAGO.SPADE The highest spade in the hole, or the lowest

    Scenario Outline: High Chicago gives the spade half to Bob's king; Low Chicago to Carol's five, who then wins both halves
      Given the house rule chicago-spade is <spade>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ks 4h) 7c 7d Js 2h (8c) |
        | Carol  | (Qh Qd) 9c 3c 9s Ad (5s) |
        | David  | (3h 6d) 2c               |
        | Alice  | (As Td) 5h 8d            |
      When third street is dealt
      And the action goes: David brings in, Alice calls, Bob completes to $1, Carol calls, David folds, Alice calls
      And fourth street is dealt
      And the action goes: Bob bets $1, Carol calls, Alice folds
      And fifth street is dealt
      And the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Bob checks
      And seventh street is dealt
      And the action goes: Carol bets $2, Bob calls
      Then the hand is over
      And the ruling cites CHICAGO.SPADE
      And Carol wins <carol>
      And Bob wins <bob>

      Examples:
        | spade | carol  | bob   |
        | high  | $7.25  | $7.25 |
        | low   | $14.50 | $0    |

    Scenario: In Low Chicago Carol's five of spades in the hole is named as the winning card
      Given the house rule chicago-spade is low
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ks 4h) 7c 7d Js 2h (8c) |
        | Carol  | (Qh Qd) 9c 3c 9s Ad (5s) |
        | David  | (3h 6d) 2c               |
        | Alice  | (As Td) 5h 8d            |
      When third street is dealt
      And the action goes: David brings in, Alice calls, Bob completes to $1, Carol calls, David folds, Alice calls
      And fourth street is dealt
      And the action goes: Bob bets $1, Carol calls, Alice folds
      And fifth street is dealt
      And the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Bob checks
      And seventh street is dealt
      And the action goes: Carol bets $2, Bob calls
      Then the hand is over
      And Carol wins $14.50 with "the 5♠ in the hole"

  Rule: CHICAGO.ACE The ace of spades: the highest spade only, or the lowest as well

    Scenario Outline: In Low Chicago Bob's ace of spades in the hole is the worst spade, or the best by the house rule
      Given the house rule chicago-spade is low
      And the house rule chicago-ace is <ace>
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (As 4h) 7c 7d Js 2h (8c) |
        | Carol  | (Qh Qd) 9c 3c 9s Ad (5s) |
        | David  | (3h 6d) 2c               |
        | Alice  | (Ks Td) 5h 8d            |
      When third street is dealt
      And the action goes: David brings in, Alice calls, Bob completes to $1, Carol calls, David folds, Alice calls
      And fourth street is dealt
      And the action goes: Bob bets $1, Carol calls, Alice folds
      And fifth street is dealt
      And the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Bob checks
      And seventh street is dealt
      And the action goes: Carol bets $2, Bob calls
      Then the hand is over
      And the ruling cites CHICAGO.ACE
      And Carol wins <carol>
      And Bob wins <bob>

      Examples:
        | ace         | carol  | bob   |
        | high-only   | $14.50 | $0    |
        | high-or-low | $7.25  | $7.25 |

    Scenario: In High Chicago the ace of spades in the hole wins whatever the house rule on the ace
      Given the house rule chicago-ace is high-or-low
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (As 4h) 7c 7d Js 2h (8c) |
        | Carol  | (Qh Qd) 9c 3c 9s Ad (5s) |
        | David  | (3h 6d) 2c               |
        | Alice  | (Ks Td) 5h 8d            |
      When third street is dealt
      And the action goes: David brings in, Alice calls, Bob completes to $1, Carol calls, David folds, Alice calls
      And fourth street is dealt
      And the action goes: Bob bets $1, Carol calls, Alice folds
      And fifth street is dealt
      And the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Bob checks
      And seventh street is dealt
      And the action goes: Carol bets $2, Bob calls
      Then the hand is over
      And Bob wins $7.25 with "the A♠ in the hole"
      And Carol wins $7.25

  Rule: CHICAGO.NO-SPADE Nobody still in has a spade in the hole: the high hand takes the pot

    Scenario: Only Alice, who folded, had a spade in the hole: Carol's two pair take the whole pot
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Kh 4h) 7c 7d Js 2h (8c) |
        | Carol  | (Qh Qd) 9c 3c 9s Ad (5d) |
        | David  | (3h 6d) 2c               |
        | Alice  | (As Td) 5h 8d            |
      When third street is dealt
      And the action goes: David brings in, Alice calls, Bob completes to $1, Carol calls, David folds, Alice calls
      And fourth street is dealt
      And the action goes: Bob bets $1, Carol calls, Alice folds
      And fifth street is dealt
      And the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      And the action goes: Carol checks, Bob checks
      And seventh street is dealt
      And the action goes: Carol bets $2, Bob calls
      Then the hand is over
      # The spades of Bob (the jack) and Carol (the nine) are face up.
      And Carol wins $14.50 with "two pair, queens and nines, ace kicker"
      And Bob wins $0
      And the ruling cites CHICAGO.NO-SPADE

  Rule: CHICAGO.SPLIT Half each, the odd chip to the high half, each pot among its own players

    Scenario: A pot of nine quarters: five to Carol's high hand, four to Alice's queen of spades
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Jh 4h) 6c 8d Th 2d (3c) |
        | Carol  | (Kc Kd) 9h 5c 9d Tc (4d) |
        | Alice  | (Qs 7d) 2c 6h Jc 3h (8h) |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol calls
      Then the pot is $2.25
      When fourth street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And fifth street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      And seventh street is dealt
      And the action goes: Carol checks, Alice checks, Bob checks
      Then the hand is over
      And Carol wins $1.25 with "two pair, kings and nines, ten kicker"
      And Alice wins $1 with "the Q♠ in the hole"
      And Bob wins $0

    Scenario: Bob, all in, wins the spade half of the main pot; in the side pot Alice's eight of spades beats Carol's five
      # Bob has $1.25: the ante and his completion put him all in. The main pot
      # is $1.25 from each, $3.75 (15 quarters: 8 high, 7 spade); the side pot is
      # $5 each from Carol and Alice.
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Ks 4h) 7c 7d Js 2h (8c) | 1.25  |
        | Carol  | (Qh Qd) 9c 3c 9s Ad (5s) |       |
        | Alice  | (8s Td) 5h 8d Kc 4c (Jh) |       |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob completes to $1, Carol calls, Alice calls
      Then the pot is $3.75
      # Bob's open sevens are the best board, but he is all in: Carol begins.
      When fourth street is dealt
      Then Bob shows the best board
      And it is Carol's turn
      When the action goes: Carol bets $1, Alice calls
      And fifth street is dealt
      And the action goes: Carol bets $2, Alice calls
      And sixth street is dealt
      And the action goes: Carol checks, Alice checks
      And seventh street is dealt
      And the action goes: Carol bets $2, Alice calls
      Then the hand is over
      And Bob wins $1.75 with "the K♠ in the hole"
      And Carol wins $7 with "two pair, queens and nines, ace kicker"
      And Alice wins $5 with "the 8♠ in the hole"
