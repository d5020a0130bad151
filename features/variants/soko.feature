Feature: Sökö: whole hands from the antes to the showdown
  Sökö (California stud) is five-card stud with two more hands: the
  four-flush and the four-straight, which rank above one pair and below two
  pair. The deal and the betting are those of five-card stud; only the
  showdown changes.

  Background:
    Given the game is Sökö

  Rule: SOKO.GAME Sökö: five-card stud ranked with the four-flush and the four-straight

    Scenario: Bob's four hearts beat Carol's pair of jacks
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Kh) 9h 6h Qc 2h |
        | Carol  | (Js) Jd 8c 4s 3d |
        | Alice  | (Ts) 4c          |
      When second street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice folds, Bob calls
      Then the pot is $3.25
      When third street is dealt
      Then Carol acts first
      When the action goes: Carol bets $1, Bob calls
      Then the pot is $5.25
      # Queen-nine-six beats jack-eight-four.
      When fourth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol bets $2, Bob calls
      Then the pot is $9.25
      When fifth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol raises to $4, Bob calls
      Then the hand is over
      # In five-card stud the jacks would win; in Sökö the four-flush beats any pair.
      And Bob wins $17.25 with "four-flush, king-nine-six-two, queen kicker"
      And the hands are shown in the order Carol, Bob

    Scenario: Heads-up, Bob's four-straight beats Alice's aces after a raising war
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Th) 9c 8d 7s Kc |
        | Alice  | (Ac) As 5d 3c 2h |
      When second street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Alice completes to $1, Bob calls
      Then the pot is $2.50
      When third street is dealt
      Then Alice acts first
      When the action goes: Alice bets $1, Bob calls
      And fourth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob calls
      Then the pot is $8.50
      # A bet and three raises, and two players only: Alice may raise again.
      When fifth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Bob raises to $4, Alice raises to $6, Bob raises to $8
      Then Alice may fold, call $8 or raise to $10
      When Alice calls
      Then the hand is over
      # Ace-five-three-deuce is no four-straight: the run needs four ranks in a row.
      And Bob wins $24.50 with "four-straight, ten high, king kicker"
      And the hands are shown in the order Bob, Alice

    Scenario: Alice's queens and threes win the main pot; Carol's four-flush beats Bob's four-straight for the side pot
      # Alice has $2.25: the ante, the bring-in and its completion leave her $1,
      # which she bets on third street.
      Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            | stack |
        | Bob    | (8s) 7d 6c 5h Kd |       |
        | Carol  | (Ac) Jc 9c 4c 2d |       |
        | Alice  | (3s) 3d Qh Qs 7h | 2.25  |
      When second street is dealt
      Then Alice must post the bring-in of $0.50
      When the action goes: Alice brings in, Bob calls, Carol completes to $1, Alice calls, Bob calls
      Then the pot is $3.75
      When third street is dealt
      Then Alice acts first
      And Alice may check or bet $1
      When the action goes: Alice bets $1, Bob calls, Carol calls
      Then the pot is $6.75
      # Alice's open queens are the best board, but she is all in: Bob starts the betting.
      When fourth street is dealt
      Then Alice shows the best board
      And it is Bob's turn
      When the action goes: Bob checks, Carol bets $2, Bob calls
      And fifth street is dealt
      Then Alice shows the best board
      When the action goes: Bob checks, Carol bets $2, Bob calls
      Then the hand is over
      # Main pot: $2.25 from each of the three. Side pot: $4 each from Bob and Carol.
      And Alice wins $6.75 with "two pair, queens and threes, seven kicker"
      And Carol wins $8 with "four-flush, ace-jack-nine-four, two kicker"
      And the hands are shown in the order Carol, Alice, Bob

    Scenario: Played with the high card bringing in: Bob's ace posts it, and Alice's straight beats his four-flush
      # The way of top15poker's Sökö: the best door card must bring in.
      Given the house rule five-card-opener is high-card-bring-in
      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (Js) As 9s 4s 2c |
        | Carol  | (Th) 6c Tc 5d 3h |
        | Alice  | (8h) 7d 6h 5c 4c |
      When second street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, Alice completes to $1, Bob calls, Carol calls
      Then the pot is $3.75
      When third street is dealt
      Then Bob acts first
      When the action goes: Bob bets $1, Carol calls, Alice calls
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol calls, Alice raises to $4, Bob calls, Carol calls
      Then the pot is $18.75
      When fifth street is dealt
      Then Bob acts first
      When the action goes: Bob checks, Carol checks, Alice bets $2, Bob calls, Carol folds
      Then the hand is over
      # Bob's As 9s 4s and (Js) are a four-flush; a straight is better.
      And Alice wins $22.75 with "straight, eight high"
      And the hands are shown in the order Alice, Bob
