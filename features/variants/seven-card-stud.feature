Feature: Seven-card stud: whole hands from the antes to the showdown
  Two cards down and one up, three more up, the last one down, with a betting
  round after each street. The lowest door card brings in, the best board acts
  first after that, bets are small on third and fourth street and big from
  fifth, and the best five of seven cards takes the pot.

  Background:
    Given the game is seven-card stud

  Rule: STUD.GAME Seven-card stud: 2 to 8 players, the low card brings in, the best high hand wins

    Scenario: Wikipedia's sample deal: Carol's straight to the ace beats Alice's kings and nines
      # The sample deal of Wikipedia's "Seven-card stud" (the seed copy). Alice
      # deals to Bob, Carol, David and herself. Its own amounts do not fit one
      # fixed-limit structure (a $1 bring-in, "raises to $3", then bets of $5,
      # $5 and $10), so the hand is played here at $3/$6: Carol's $3 is the
      # completion, and fifth, sixth and seventh street are bet at the $6 big
      # bet. Bob's and David's face-down cards are not in the article; they fold
      # on third street.
      Given the stakes are $3/$6 with a $0.25 ante and a $1 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (7h 8c) 4s               |
        | Carol  | (Qs 2h) Kd Jc Th Td (Ad) |
        | David  | (Jh 6c) 4d               |
        | Alice  | (9h 5d) 9c Kh Kc 3s (5s) |
      When third street is dealt
      Then the pot is $1
      And David must post the bring-in of $1
      And the ruling cites BRING-IN.SUIT-TIE
      When David brings in
      Then it is Alice's turn
      And Alice cannot check: the bring-in is a bet
      And Alice may fold, call $1 or complete to $3
      When the action goes: Alice calls, Bob folds, Carol completes to $3, David folds, Alice calls
      Then the pot is $8
      # Carol's king-jack beats Alice's king-nine.
      When fourth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks
      # Alice's king of clubs pairs her kings.
      And fifth street is dealt
      Then Alice acts first
      And Alice may check or bet $6
      When the action goes: Alice bets $6, Carol calls
      Then the pot is $20
      # Kings still beat Carol's tens.
      When sixth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $6, Carol calls
      # The seventh card is face down and changes no board.
      And seventh street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Carol bets $6, Alice calls
      Then the hand is over
      # $1 of antes, David's $1, and $21 each from Carol and Alice.
      And Carol wins $44 with "straight, ace high"
      And the hands are shown in the order Carol, Alice

    Scenario: A pair of jacks shows on fourth street, and David's full house wins at the end
      # Five players at $2/$4 with a $0.50 ante and a $1 bring-in.
      Given the stakes are $2/$4 with a $0.50 ante and a $1 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (8s 8d) Kc               |
        | Carol  | (Tc 2s) 3h               |
        | David  | (Qh 9h) Qd 5h Qs 9c (2c) |
        | Erin   | (6d 6h) 7s               |
        | Alice  | (Ac Ad) Js Jc 4d 4s (Kh) |
      When third street is dealt
      Then Carol must post the bring-in of $1
      When the action goes: Carol brings in, David completes to $2, Erin folds, Alice raises to $4, Bob folds, Carol folds, David calls
      Then the pot is $11.50
      # Alice's open jacks act first and let anyone bet $2 or $4 on fourth street.
      When fourth street is dealt
      Then Alice acts first
      And Alice may check or bet $2 or $4
      When Alice bets $4
      Then David may fold, call $4 or raise to $8
      When David calls
      Then the pot is $19.50
      # David's queens now beat Alice's jacks.
      When fifth street is dealt
      Then David acts first
      When the action goes: David bets $4, Alice raises to $8, David calls
      Then the pot is $35.50
      # Alice's jacks and fours beat David's queens.
      When sixth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $4, David calls
      And seventh street is dealt
      Then Alice acts first
      When the action goes: Alice checks, David bets $4, Alice calls
      Then the hand is over
      # $2.50 of antes, Carol's $1, and $24 each from David and Alice.
      And David wins $51.50 with "full house, queens full of nines"

    Scenario: Alice's raise on sixth street goes uncalled, and she takes the pot without a showdown
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards               |
        | Bob    | (5c 5d) 2h 7s 2c    |
        | Carol  | (As Kd) Qc Jd 3s Qh |
        | Alice  | (9s 9h) 9d Ts 6h 8c |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, Alice raises to $2, Bob calls, Carol calls
      Then the pot is $6.75
      When fourth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice bets $1, Bob calls, Carol calls
      Then the pot is $9.75
      # Bob's open deuces act first on fifth street.
      When fifth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks, Alice bets $2, Bob folds, Carol calls
      Then the pot is $13.75
      When sixth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Alice raises to $4, Carol folds
      Then the hand is over
      # The pot of $13.75, Carol's $2 and Alice's own $4, which nobody called.
      And Alice wins $19.75

    Scenario: Two straights to the ten share the pot: suits never break a tie
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (3s 4h) Kd               |
        | Carol  | (9s Ts) 6c 7d 8h Ks (3c) |
        | David  | (Ah Qc) 2s Jc 4d         |
        | Alice  | (7h 8c) Th 9c 6d 2d (5h) |
      When third street is dealt
      Then David must post the bring-in of $0.50
      # Everyone only calls the bring-in, so the round ends without David acting again.
      When the action goes: David brings in, Alice calls, Bob folds, Carol calls
      Then the pot is $2.50
      When fourth street is dealt
      Then David acts first
      When the action goes: David checks, Alice bets $1, Carol calls, David calls
      And fifth street is dealt
      Then David acts first
      When the action goes: David bets $2, Alice raises to $4, Carol calls, David folds
      Then the pot is $15.50
      When sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice bets $2, Carol calls
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Alice checks
      Then the hand is over
      # $19.50 in 78 quarters: 39 each, nothing left over.
      And Alice and Carol each win $9.75

    Scenario: Nine players, as the seed allows, all stay: sixth street runs short and one card is turned up for everyone
      # Wikipedia's "Seven-card stud" (the seed copy) says nine can play where
      # players fold often. Here none folds: 45 cards dealt and two burns leave 5,
      # too few even with the burns for nine players, so the card named for the
      # centre is turned up on sixth street, and no more cards come.
      Given the house rule stud-players is up-to-nine
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Ac Ad) 2h As 8d |
        | Carol  | (Js 8h) Jh 9c 7s |
        | David  | (Th Ts) Kd Tc 6h |
        | Erin   | (5d 5h) Qc 9d 5s |
        | Frank  | (Ks Qs) Kc Qd 7h |
        | Grace  | (6s 7d) Td 8c 6d |
        | Heidi  | (9s 2c) Qh 8s 6c |
        | Ivan   | (2d 3c) Kh 9h 7c |
        | Alice  | (4s 4d) 3s Jd Ah |
      And the card turned up in the centre, should the stub run short, is Jc
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, David calls, Erin calls, Frank calls, Grace calls, Heidi calls, Ivan calls, Alice calls
      And the hand is checked down to the showdown
      Then the community card is Jc
      And the ruling cites DEAL.STUB-SHORT
      And the hand is over
      # Nine antes of $0.25 and nine bring-ins' worth of $0.50.
      And Bob wins $6.75 with "three of a kind, aces, jack-eight kickers"

    Scenario: The first player's compulsory bet, as the seed says some play it: the best door card brings in
      # Pagat's Seven Card Stud (a seed of this rulebook): "some play that in the
      # first betting round (third street), the first player must place a
      # compulsory bet, called the bring-in". Read as on pagat's five-card page, the
      # first player is the best door card, Carol's king, who brings in or completes.
      Given the house rule seven-card-opener is high-card-bring-in
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c Jc) Kd |
        | David  | (Ac 3h) 4d |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      And the ruling cites STUD.GAME
      When Carol brings in
      Then it is David's turn
      And David may fold, call $0.50 or complete to $1

    Scenario: A joker among the players' cards is refused: the pack has none
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 4s |
        | Carol  | (9c Jk) Kd |
        | David  | (Ac 3h) 4d |
      # One 52-card pack with no joker: Carol's second card cannot have been dealt.
      Then the ruling cites STUD.GAME

  Rule: POT.UNCONTESTED The last player left wins without showing

    Scenario: The tournament profile: Carol's raise on fourth street is not called, and she takes back $2 of the $15.75 she collects
      Given the house rules are the tournament profile
      And the stakes are $2/$4 with a $0.25 ante and a $1 bring-in
      And the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) | $50   |
        | Carol  | (As 9s) 4s 6s 8d Js (Td) | $50   |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) | $50   |
      When the action goes: Alice brings in, Bob completes, Carol raises to $4, Alice folds
      Then Bob may fold, call $4 or raise to $6
      And Bob cannot raise to $5
      When the action goes: Bob calls
      Then Bob acts first
      When the action goes: Bob bets $2, Carol raises to $4, Bob folds
      Then Carol wins $15.75
      And Carol takes back $2
      And Bob takes back $0
