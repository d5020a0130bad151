Feature: Five-card stud: whole hands from the antes to the showdown
  One card down and one up, then three more up, with a betting round after
  each: four rounds in all. In the casino game the lowest door card brings in,
  the best board acts first after that, bets are small on second and third
  street and big on fourth and fifth, an open pair on third street allows the
  big bet, and the best five cards take the pot. Up to ten players: with ten,
  the stub runs short on fifth street.

  Background:
    Given the game is five-card stud

  Rule: FIVE-STUD.GAME Five-card stud: 2 to 10 players, one card down and four up, the best high hand wins

    Scenario: Bob's open threes bet big on third street, and Carol's queens and sevens win at the end
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Ah) 3c 3h 9d Kc |
        | Carol  | (Qs) Qd 7c 7s 2h |
        | David  | (Jc) 8h Jd 5s    |
        | Alice  | (4d) Ks          |
      When second street is dealt
      Then the pot is $1
      And Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol completes to $1, David calls, Alice folds, Bob calls
      Then the pot is $4
      # Bob's pair of threes is the best board, and a pair showing allows the big bet.
      When third street is dealt
      Then Bob acts first
      And Bob may check or bet $1 or $2
      When Bob bets $2
      Then Carol may fold, call $2 or raise to $4
      When the action goes: Carol calls, David calls
      Then the pot is $10
      # Carol's sevens beat Bob's threes; from fourth street every bet is the big bet.
      When fourth street is dealt
      Then Carol acts first
      And Carol may check or bet $2
      When the action goes: Carol bets $2, David folds, Bob calls
      Then the pot is $14
      When fifth street is dealt
      Then Carol acts first
      When the action goes: Carol bets $2, Bob raises to $4, Carol calls
      Then the hand is over
      # $1 of antes, $3 on second street, $6 on third, $4 on fourth and $8 on fifth.
      And Carol wins $22 with "two pair, queens and sevens, two kicker"
      And the hands are shown in the order Bob, Carol

    Scenario: Heads-up the raising never stops, and Alice's aces up beat Bob's kings
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kc) Kd 8s 3h Qd |
        | Alice  | (As) 5c 5d Ac 9h |
      When second street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob completes to $1, Alice raises to $2, Bob calls
      Then the pot is $4.50
      # Alice's open fives allow the big bet; with two players there is no cap.
      When third street is dealt
      Then Alice acts first
      And Alice may check or bet $1 or $2
      When the action goes: Alice bets $2, Bob raises to $4, Alice raises to $6, Bob raises to $8, Alice raises to $10
      Then Bob may fold, call $10 or raise to $12
      When Bob calls
      Then the pot is $24.50
      When fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls
      And fifth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Bob checks
      Then the hand is over
      And Alice wins $28.50 with "two pair, aces and fives, nine kicker"
      And the hands are shown in the order Alice, Bob

    Scenario: The home game: the king of spades opens without a bring-in, and the bets stay small but for a pair
      # The home profile: the best door card opens and may check (high-card-opens),
      # ties between boards go by the suit of the highest card, and every round is
      # played at the small bet, with the big bet allowed once a pair shows
      # (limit-schedule home). Nobody posts the $0.50 bring-in of the stakes.
      Given the house rules are the home profile
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (9c) Kh 2d       |
        | Carol  | (Qc) Ks Qh Jd 6h |
        | David  | (3h) 7d          |
        | Alice  | (Tc) 5s Ts 5d Ad |
      When second street is dealt
      Then the pot is $1
      And Carol acts first
      And Carol may check or bet $1
      When the action goes: Carol checks, David checks, Alice bets $1, Bob calls, Carol calls, David folds
      Then the pot is $4
      # King-queen beats king-deuce.
      When third street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, Alice raises to $2, Bob folds, Carol calls
      Then the pot is $8
      # Alice's fives show on fourth street: anyone may bet small or big from now on.
      When fourth street is dealt
      Then Alice acts first
      And Alice may check or bet $1 or $2
      When the action goes: Alice bets $1, Carol calls
      And fifth street is dealt
      Then Alice acts first
      And Alice may check or bet $1 or $2
      When the action goes: Alice bets $1, Carol raises to $2, Alice calls
      Then the hand is over
      # $1 of antes, $3 on second street, $4 on third, $2 on fourth and $4 on fifth.
      And Alice wins $14 with "two pair, tens and fives, ace kicker"
      And the hands are shown in the order Carol, Alice

    Scenario: Two straights to the nine share the pot, and the odd quarter goes with Alice's nine of spades
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kd) 2c 3d       |
        | Carol  | (9h) 5c 6h 7d 8c |
        | Alice  | (9s) 8d 7c 6s 5d |
      When second street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, Alice calls
      Then the pot is $2.25
      When third street is dealt
      Then Alice acts first
      When the action goes: Alice bets $1, Bob folds, Carol calls
      Then the pot is $4.25
      When fourth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Carol checks
      # Eight-seven-six-five against eight-seven-six-five: Carol sits nearer the dealer's left.
      And fifth street is dealt
      Then Carol acts first
      And the ruling cites ACT.TIES
      When the action goes: Carol checks, Alice checks
      Then the hand is over
      # $4.25 is 17 quarters: 8 each, and the odd one to the player holding the
      # highest card: Alice's nine of spades beats Carol's nine of hearts,
      # though Carol sits nearer the dealer's left.
      And Alice wins $2.25 with "straight, nine high"
      And Carol wins $2 with "straight, nine high"
      And the hands are shown in the order Carol, Alice

    Scenario: Ten players stay to the end: on fifth street the last stub card and the burns are gathered
      # 52 cards: 20 on second street; a burn and 10 cards on third street and
      # again on fourth (42 gone); the stub holds 10 cards for 10 players.
      # Robert's Rules: burn the 2h, deal eight stub cards to Bob through Ivan
      # (8c Jc 4c 2d Td 5s 7d 9h), keep the last one (8h) back and gather it
      # with the three burns (9c Ks 2h). From the scramble the 9c is burned,
      # Judy gets the Ks and Alice the 8h, her fifth heart. The 2h is not used.
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the deck, from the top, is "Tc Kc 7s 4h Qd 3s 6h 5h Kh Ah 2c 5d 6s 9s 7c Th 8s Ad Jh Qh 9c Js Qs 8d 9d As 4s 3d Ts 4d 7h Ks 6d 3c Jd Kd 5c 2s Ac 6c Qc 3h 2h 8c Jc 4c 2d Td 5s 7d 9h 8h"
      And the scrambled cards, from the top, are "9c Ks 8h 2h"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Erin   |
        | Frank  |
        | Grace  |
        | Heidi  |
        | Ivan   |
        | Judy   |
        | Alice  |
      # Door cards: Bob 2c, Carol 5d, David 6s, Erin 9s, Frank 7c, Grace Th,
      # Heidi 8s, Ivan Ad, Judy Jh, Alice Qh.
      When second street is dealt
      Then the pot is $2.50
      And Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, David calls, Erin calls, Frank calls, Grace calls, Heidi calls, Ivan calls, Judy calls, Alice calls
      Then the pot is $7.50
      # Erin's 9s 9d is the only pair showing.
      When third street is dealt
      Then Erin acts first
      And Erin may check or bet $1 or $2
      When the action goes: Erin checks, Frank checks, Grace checks, Heidi checks, Ivan checks, Judy checks, Alice checks, Bob checks, Carol checks, David checks
      And fourth street is dealt
      Then Erin acts first
      When the action goes: Erin checks, Frank checks, Grace checks, Heidi checks, Ivan checks, Judy checks, Alice checks, Bob checks, Carol checks, David checks
      And fifth street is dealt
      Then the ruling cites DEAL.STUB-SHORT
      And Erin acts first
      When the action goes: Erin checks, Frank checks, Grace checks, Heidi checks, Ivan checks, Judy checks, Alice checks, Bob checks, Carol checks, David checks
      Then the hand is over
      # Alice's (Ah) Qh 7h 3h and the 8h from the gathered cards; Judy's Ks only pairs her king.
      And Alice wins $7.50 with "flush, ace-queen-eight-seven-three"

    Scenario Outline: Ten players, the tournament and pagat's way: all twelve cards are gathered, and Erin fills her nines
      # The deck of the last scenario. The 10 stub cards and the 2 earlier
      # burns (9c, Ks) make 12: enough for a burn and a card for each of the
      # ten players. The 2h is burned; Bob gets the Ks, Carol 8c, David Jc,
      # Erin 9h, Frank 2d, Grace Td, Heidi 5s, Ivan 7d, Judy 4c, Alice 9c; the 8h is left.
      Given the house rule short-stub is <procedure>
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the deck, from the top, is "Tc Kc 7s 4h Qd 3s 6h 5h Kh Ah 2c 5d 6s 9s 7c Th 8s Ad Jh Qh 9c Js Qs 8d 9d As 4s 3d Ts 4d 7h Ks 6d 3c Jd Kd 5c 2s Ac 6c Qc 3h 2h 8c Jc 4c 2d Td 5s 7d 9h 8h"
      And the scrambled cards, from the top, are "2h Ks 8c Jc 9h 2d Td 5s 7d 4c 9c 8h"
      And the players, from the dealer's left, hold:
        | player |
        | Bob    |
        | Carol  |
        | David  |
        | Erin   |
        | Frank  |
        | Grace  |
        | Heidi  |
        | Ivan   |
        | Judy   |
        | Alice  |
      When second street is dealt
      And the action goes: Bob brings in, Carol calls, David calls, Erin calls, Frank calls, Grace calls, Heidi calls, Ivan calls, Judy calls, Alice calls
      And third street is dealt
      And the action goes: Erin checks, Frank checks, Grace checks, Heidi checks, Ivan checks, Judy checks, Alice checks, Bob checks, Carol checks, David checks
      And fourth street is dealt
      And the action goes: Erin checks, Frank checks, Grace checks, Heidi checks, Ivan checks, Judy checks, Alice checks, Bob checks, Carol checks, David checks
      And fifth street is dealt
      Then the ruling cites DEAL.STUB-SHORT
      # Erin's 9s 9d Kd 9h shows three nines.
      And Erin acts first
      When the action goes: Erin checks, Frank checks, Grace checks, Heidi checks, Ivan checks, Judy checks, Alice checks, Bob checks, Carol checks, David checks
      Then the hand is over
      And Erin wins $7.50 with "three of a kind, nines, king-four kickers"

      Examples:
        | procedure |
        | tda       |
        | pagat     |
