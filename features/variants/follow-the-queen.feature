Feature: Follow the queen: whole hands from the antes to the showdown
  Seven-card stud in which queens are wild, and so is the rank of the next card
  dealt face up after a face-up queen. A later face-up queen changes that rank:
  the card after it sets the new one, and the old rank is wild no more. Wild
  cards on the boards count at their best value, with the wild cards in force
  when the board is read.

  Background:
    Given the game is follow the queen
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: FTQ.GAME Follow the queen: 2 to 8 players, queens wild, and the rank that follows the last face-up queen

    Scenario: David's fives are wild until Bob's queen on fifth street, which Carol's eight follows: her four aces win
      # The face-up cards in the order dealt: 6c Qh 5s 9d on third street
      # (queens and fives wild), Kd 4d 5h Ts on fourth, then Qc 8d on fifth:
      # queens and eights wild from then on, the fives no longer.
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Kh Kc) 6c Kd Qc 7s (9h) |
        | Carol  | (Ac 7h) Qh 4d 8d Ks (8s) |
        | David  | (5c 5d) 5s 5h Jh 3c (2s) |
        | Alice  | (Jc Js) 9d Ts            |
      When third street is dealt
      Then the pot is $1
      # Carol's queen and David's five are wild, the best door cards there are;
      # Bob's six is the lowest of the others.
      And Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, David calls, Alice calls, Bob calls
      Then the pot is $5
      # David's two fives are a pair of aces; Carol's Qh 4d a pair of fours.
      When fourth street is dealt
      Then David acts first
      When the action goes: David bets $1, Alice folds, Bob calls, Carol calls
      Then the pot is $8
      # Carol's Qh 4d 8d is three fours; David's 5s 5h Jh only a pair of fives
      # now; Bob's 6c Kd Qc a pair of kings.
      When fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, David calls, Bob calls
      Then the pot is $14
      # Carol's Ks makes her three kings.
      When sixth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, David raises to $4, Bob calls, Carol calls
      Then the pot is $26
      When seventh street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, David calls, Bob calls
      Then the hand is over
      # Carol: the Ac with the Qh, 8d and 8s. Bob: three kings and the Qc.
      # David's four natural fives are no longer wild: with them wild he would
      # have had five jacks.
      And Carol wins $32 with "four of a kind, aces, king kicker"
      And the hands are shown in the order Carol, David, Bob

    Scenario: No queen is dealt face up: only queens are wild, the one in Bob's hole among them
      # Bob's Qs is face down, so no card follows it.
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qs 5d) 5c 9h 2s 8c (Ah) |
        | Carol  | (Kc Kd) 3h 6s Th 4c (Jd) |
      When third street is dealt
      Then Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Bob calls
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks
      And fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob calls
      And sixth street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob checks
      And seventh street is dealt
      Then Carol acts first
      When the action goes: Carol checks, Bob bets $2, Carol calls
      Then the hand is over
      # Bob's 5d 5c and the Qs beat Carol's kings.
      And Bob wins $9.50 with "three of a kind, fives, ace-nine kickers"
