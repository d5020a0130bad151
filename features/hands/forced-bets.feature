Feature: Forced bets: the ante and the bring-in
  Everyone antes before the deal. On third street the worst door card must
  bring in: the lowest in seven-card stud and stud/8 (ace high), the highest in
  razz (ace low), ties by suit unless the house says by position. The bring-in
  is a bet: nobody after it may check. A bring-in player short of chips posts
  what they have, or passes the bring-in on; with no bring-in at all, the best
  door card opens and may check.

  Rule: ANTE.ALL Every player antes before the deal

    Background:
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario: Four antes are in the pot before the bring-in, and the ante is not part of any bet
      Given the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Qs 2h) 4s    |
        | Carol  | (9h 9d) Kd    |
        | David  | (Ac 3h) 4d 7c |
        | Alice  | (5s 5c) 9c Jd |
      When third street is dealt
      Then the pot is $1
      When David brings in
      Then the pot is $1.50
      When the action goes: Alice completes to $1, Bob folds, Carol folds
      Then David may fold, call $1 or raise to $2
      # His bring-in counts toward the $1, his ante does not: calling adds $0.50.
      When David calls
      Then the pot is $3

    Scenario: A player with less than the ante puts it all in and can win only what the others matched
      # Carol has $0.10: she antes it and is all in from the start. She is still
      # dealt every card, and the main pot is $0.10 from each of the three.
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Qs 2h) 4s 7c Jh Td (3s) |       |
        | Carol  | (Kc Kh) Kd 2c 7d 8s (3h) | 0.10  |
        | Alice  | (5s 5c) 9c 9h Jd 4c (6h) |       |
      When third street is dealt
      Then the pot is $0.60
      And Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Alice calls
      Then the pot is $1.60
      When fourth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob checks
      And fifth street is dealt
      And the action goes: Alice checks, Bob checks
      And sixth street is dealt
      And the action goes: Alice checks, Bob checks
      And seventh street is dealt
      And the action goes: Alice checks, Bob checks
      Then the hand is over
      # Carol's kings win the $0.30 she matched; Alice's nines and fives win the other $1.30.
      And Carol wins $0.30 with "three of a kind, kings, eight-seven kickers"
      And Alice wins $1.30 with "two pair, nines and fives, jack kicker"

  Rule: BRING-IN.LOW-CARD In seven-card stud and stud/8 the lowest door card brings in

    Background:
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario: The lowest door card brings in
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Kc 7d) 9h |
        | Carol  | (8s 8h) 3d |
        | David  | (Qd Jd) Ah |
        | Alice  | (2c 6c) 5s |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      And the ruling cites BRING-IN.LOW-CARD

    Scenario: The ace is high for the bring-in in seven-card stud: the deuce brings in beside it
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Kc 7d) Ac |
        | Carol  | (8s 8h) 2d |
        | Alice  | (4c 6c) 3s |
      When third street is dealt
      Then Carol must post the bring-in of $0.50

    Scenario: The ace is high for the bring-in in stud/8 too
      Given the game is seven-card stud high-low
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Kc 7d) Ac |
        | Carol  | (8s 8h) 2d |
        | Alice  | (4c 6c) Ks |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      And the ruling cites BRING-IN.LOW-CARD

    Scenario: When every door card is an ace, the ace of clubs brings in
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Kc 7d) As |
        | Carol  | (8s 8h) Ah |
        | David  | (Qd Jd) Ac |
        | Alice  | (2c 6c) Ad |
      When third street is dealt
      Then David must post the bring-in of $0.50

  Rule: BRING-IN.SPLIT-ACE The ace low for the bring-in in the split games, by house rule

    Background:
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario Outline: Stud/8: Carol's deuce brings in with the ace high, Bob's ace with the ace low
      # No source counts the ace low here: the option is for testing other engines.
      Given the game is seven-card stud high-low
      And the house rule split-bring-in-ace is <ace>
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Kc 7d) Ac |
        | Carol  | (8s 8h) 2d |
        | Alice  | (4c 6c) Ks |
      When third street is dealt
      Then <player> must post the bring-in of $0.50
      And the ruling cites <rule>

      Examples:
        | ace  | player | rule               |
        | high | Carol  | BRING-IN.LOW-CARD  |
        | low  | Bob    | BRING-IN.SPLIT-ACE |

    Scenario: Five-card stud high-low with the ace low for the bring-in: of two aces, the ace of clubs brings in
      Given the game is five-card stud high-low
      And the house rule split-bring-in-ace is low
      And the players, from the dealer's left, hold:
        | player | cards   |
        | Bob    | (Kc) Ad |
        | Carol  | (8s) 2d |
        | Alice  | (4c) Ac |
      When second street is dealt
      Then Alice must post the bring-in of $0.50
      And the ruling cites BRING-IN.SUIT-TIE

  Rule: BRING-IN.HIGH-CARD In razz the highest door card brings in, the ace low

    Background:
      Given the game is razz
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario: The king brings in and the ace is the best door card
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (3c 4d) Ah |
        | Carol  | (5h 6h) Kd |
        | David  | (2s 7c) Qs |
        | Alice  | (8d 9d) 7h |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      And the ruling cites BRING-IN.HIGH-CARD
      When Carol brings in
      Then it is David's turn
      And David may fold, call $0.50 or complete to $1

    Scenario: Of two kings, the king of spades brings in
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (3c 4d) Kc |
        | Carol  | (5h 6h) Ks |
        | David  | (2s 8c) 7d |
        | Alice  | (8d 9d) Ah |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      And the ruling cites BRING-IN.SUIT-TIE

    Scenario: With the suits reversed for razz, the king of clubs brings in
      Given the house rule low-game-suit-order is reversed
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (3c 4d) Kc |
        | Carol  | (5h 6h) Ks |
        | David  | (2s 8c) 7d |
        | Alice  | (8d 9d) Ah |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      And the ruling cites BRING-IN.HIGH-CARD

    Scenario: An ace brings in only when every door card is an ace, and then the ace of spades
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Kc 7d) Ad |
        | Carol  | (8s 8h) As |
        | David  | (Qd Jd) Ac |
        | Alice  | (2c 6c) Ah |
      When third street is dealt
      Then Carol must post the bring-in of $0.50

  Rule: BRING-IN.SUIT-TIE Door cards of equal rank: by suit, or by position

    Background:
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario: The four of diamonds brings in below the four of spades
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      Then David must post the bring-in of $0.50
      And the ruling cites BRING-IN.SUIT-TIE

    Scenario: By position, Bob's four brings in because he sits first from the dealer's left
      Given the house rule bring-in-tie-break is position
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      And the ruling cites BRING-IN.SUIT-TIE

    Scenario: Three deuces: the deuce of clubs brings in wherever it sits
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 8h) 2s |
        | Carol  | (9h 9d) 2h |
        | David  | (Ac 3h) Kd |
        | Alice  | (5s 5c) 2c |
      When third street is dealt
      Then Alice must post the bring-in of $0.50
      When Alice brings in
      Then it is Bob's turn

    Scenario: In razz by position, the first king from the dealer's left brings in
      Given the game is razz
      And the house rule bring-in-tie-break is position
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (3c 4d) Kc |
        | Carol  | (5h 6h) Ks |
        | David  | (2s 8c) 7d |
        | Alice  | (8d 9d) Ah |
      When third street is dealt
      Then Bob must post the bring-in of $0.50

  Rule: BRING-IN.COMPLETE The bring-in player posts the bring-in or completes

    Background:
      Given the game is seven-card stud

    Scenario: David may bring in or complete, but neither check nor fold
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      Then David may bring in for $0.50 or complete to $1
      And David cannot check: he holds the bring-in
      And David cannot fold: the bring-in is forced

    Scenario: David completes, and the next player faces a full small bet
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      And David completes
      Then the pot is $2
      And it is Alice's turn
      And Alice may fold, call $1 or raise to $2

    Scenario: A bring-in as large as the small bet is already the bet
      Given the stakes are $1/$2 with a $0.25 ante and a $1 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      Then David must post the bring-in of $1
      When David brings in
      Then Alice may fold, call $1 or raise to $2

    Scenario: A bring-in player with more than the bring-in but less than the small bet may complete all in
      # David has $1: after the ante, $0.75 is left, enough to bring in but not to complete in full.
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Qs 2h) 4s |       |
        | Carol  | (9h 9d) Kd |       |
        | David  | (Ac 3h) 4d | 1     |
        | Alice  | (5s 5c) 9c |       |
      When third street is dealt
      Then David may bring in for $0.50 or complete to $0.75

  Rule: BRING-IN.IS-A-BET The bring-in opens the betting

    Background:
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario: The next player cannot check after the bring-in
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      And David brings in
      Then it is Alice's turn
      And Alice cannot check: the bring-in is a bet
      And Alice may fold, call $0.50 or complete to $1

    Scenario: When everyone calls the bring-in, the round ends and the bring-in player does not act again
      Given the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Qs 2h) 4s 8d |
        | Carol  | (9h 9d) Kd 3c |
        | David  | (Ac 3h) 4d Th |
        | Alice  | (5s 5c) 9c 9s |
      When third street is dealt
      And the action goes: David brings in, Alice calls, Bob calls, Carol calls
      Then the pot is $3
      # Fourth street begins with Alice's open nines: David had no further turn.
      When fourth street is dealt
      Then Alice acts first

    Scenario: After a completion the bring-in player and the callers owe the difference
      Given the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Qs 2h) 4s    |
        | Carol  | (9h 9d) Kd 7c |
        | David  | (Ac 3h) 4d 8s |
        | Alice  | (5s 5c) 9c Jd |
      When third street is dealt
      And the action goes: David brings in, Alice calls, Bob folds, Carol completes to $1
      Then it is David's turn
      And David may fold, call $1 or raise to $2
      When David calls
      Then Alice may fold, call $1 or raise to $2
      When Alice calls
      Then the pot is $4
      When fourth street is dealt
      Then Carol acts first

  Rule: BRING-IN.ALL-IN A bring-in player who is all in

    Background:
      Given the game is seven-card stud
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

    Scenario: The bring-in card is all in for the ante: the next players may fold, bring in or complete
      # David had only $0.25. He holds the lowest door card but posts nothing more.
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Ah Kd) 6s 6d 9c Th (3s) |       |
        | Carol  | (Qc Jh) 8d 7h 4h 3h (5c) |       |
        | David  | (2c 2d) 2h 9s Ks 5d (Jc) | 0.25  |
        | Alice  | (3c 4c) Td               |       |
      When third street is dealt
      Then it is Alice's turn
      And the ruling cites BRING-IN.ALL-IN
      And Alice may fold, bring in for $0.50 or complete to $1
      And Alice cannot check: someone must open for the bring-in
      When Alice folds
      Then Bob may fold, bring in for $0.50 or complete to $1
      When Bob brings in
      Then Carol may fold, call $0.50 or complete to $1
      When Carol calls
      Then the pot is $2
      # David is still dealt to and still counted for the boards, but never acts.
      When fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol checks
      And sixth street is dealt
      And the action goes: Bob checks, Carol checks
      And seventh street is dealt
      And the action goes: Bob checks, Carol checks
      Then the hand is over
      # David's deuces win the $1 of antes he matched; Bob's sixes beat Carol for the $1 bet after.
      And David wins $1 with "three of a kind, twos, king-jack kickers"
      And Bob wins $1 with "pair of sixes, ace-king-ten kickers"

    Scenario: A bring-in player with less than the bring-in posts it all; the others call the full bring-in
      # David had $0.50: $0.25 for the ante and $0.25 for the bring-in.
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Ah Kd) 6s 6d 9c Th (3s) |       |
        | Carol  | (Qc Jh) 8d               |       |
        | David  | (2c 2d) 2h 9s Ks 5d (Jc) | 0.50  |
        | Alice  | (3c 4c) Td 8h 7s Qs (As) |       |
      When third street is dealt
      Then David may bring in for $0.25
      When David brings in
      Then the pot is $1.25
      And it is Alice's turn
      And Alice may fold, call $0.50 or complete to $1
      When the action goes: Alice calls, Bob calls, Carol folds
      Then the pot is $2.25
      When fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob checks, Alice checks
      And sixth street is dealt
      And the action goes: Bob checks, Alice checks
      And seventh street is dealt
      And the action goes: Bob checks, Alice checks
      Then the hand is over
      # The main pot: $0.50 from David, Alice and Bob and Carol's $0.25 ante, $1.75 in all.
      # The $0.25 more that Alice and Bob each called is a side pot David cannot win.
      And David wins $1.75 with "three of a kind, twos, king-jack kickers"
      And Bob wins $0.50 with "pair of sixes, ace-king-ten kickers"

    Scenario: With the all-in-amount house rule, the others call only what the short bring-in posted
      Given the house rule short-bring-in-call-level is all-in-amount
      And the players, from the dealer's left, hold:
        | player | cards      | stack |
        | Bob    | (Ah Kd) 6s |       |
        | Carol  | (Qc Jh) 8d |       |
        | David  | (2c 2d) 2h | 0.50  |
        | Alice  | (3c 4c) Td |       |
      When third street is dealt
      And David brings in
      Then the pot is $1.25
      And Alice may fold, call $0.25 or complete to $1

  Rule: OPEN.NO-BRING-IN With no bring-in, the best door card opens and may check

    Background:
      Given the stakes are $1/$2 with a $0.25 ante and no bring-in

    Scenario: The highest door card opens and may check
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9h 9d) Kd |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      Then Carol acts first
      And the ruling cites OPEN.NO-BRING-IN
      And Carol may check or bet $1
      When Carol checks
      Then David may check or bet $1
      When the action goes: David bets $1, Alice folds, Bob folds
      Then Carol may fold, call $1 or raise to $2

    Scenario: Equal high door cards: by position in the casino profile
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) Kc |
        | Carol  | (9h 9d) Ks |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      Then Bob acts first

    Scenario: Equal high door cards: the higher suit in the tournament profile
      Given the game is seven-card stud
      And the house rules are the tournament profile
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) Kc |
        | Carol  | (9h 9d) Ks |
        | David  | (Ac 3h) 4d |
        | Alice  | (5s 5c) 9c |
      When third street is dealt
      Then Carol acts first
      And the ruling cites ACT.TIES

    Scenario: In razz with no bring-in, the lowest door card opens, the ace lowest
      Given the game is razz
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 8h) 2h |
        | Carol  | (9h 9d) Ac |
        | David  | (7c 3h) Kd |
        | Alice  | (5s 5c) 4c |
      When third street is dealt
      Then Carol acts first
      And Carol may check or bet $1

    Scenario: When everyone checks, the round ends and fourth street begins
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Qs 2h) 4s 7h |
        | Carol  | (9h 9d) Kd 3c |
        | David  | (Ac 3h) 4d 4h |
        | Alice  | (5s 5c) 9c 8c |
      When third street is dealt
      And the action goes: Carol checks, David checks, Alice checks, Bob checks
      Then the pot is $1
      When fourth street is dealt
      Then David acts first
