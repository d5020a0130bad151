Feature: Aces, straights and flushes: whole hands from the antes to the showdown
  A joker lies face up in the centre from the start: it is every player's
  seventh card, and it plays as the bug, an ace or the card that completes a
  straight or a flush. Each player gets two cards down and one up, two more
  up, then one down: six cards and four betting rounds, small on the first
  two and big on the last two. The joker counts on no board.

  Background:
    Given the game is aces, straights and flushes
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: ASF.GAME Aces, straights and flushes: 2 to 8 players, six cards each, a joker in the centre as everyone's bug

    Scenario: Bob's four aces and the joker are five aces, above Carol's flush and Alice's straight made with the same joker
      Given the players, from the dealer's left, hold:
        | player | cards                 |
        | Bob    | (Ah Ac) As 3d Ad (9c) |
        | Carol  | (Kh 9h) 6h 6d 7h (4s) |
        | Alice  | (Ts Js) Qd 8c Kc (2d) |
      When third street is dealt
      Then the pot is $0.75
      And Carol must post the bring-in of $0.50
      When the action goes: Carol brings in, Alice completes to $1, Bob raises to $2, Carol calls, Alice calls
      Then the pot is $6.75
      # Carol's open sixes are the best board, and they allow the big bet. As
      # an ace, the joker would have given Bob's As 3d a pair of aces.
      When fourth street is dealt
      Then Carol acts first
      And Carol may check or bet $1 or $2
      When the action goes: Carol bets $2, Alice calls, Bob raises to $4, Carol calls, Alice calls
      Then the pot is $18.75
      When fifth street is dealt
      Then Bob acts first
      And Bob may check or bet $2
      When the action goes: Bob bets $2, Carol calls, Alice calls
      Then the pot is $24.75
      # The last card is face down: Bob's pair of aces still acts first.
      When sixth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $2, Carol raises to $4, Alice folds, Bob raises to $6, Carol calls
      Then the hand is over
      # The joker is an ace to Bob (five aces), the ace of hearts to Carol
      # (flush, ace-king-nine-seven-six) and an ace to Alice (straight, ace high).
      And Bob wins $36.75 with "five of a kind, aces"
      And the hands are shown in the order Bob, Carol

    Scenario: The joker completes Carol's heart flush, which beats the straight it completes for Alice
      Given the players, from the dealer's left, hold:
        | player | cards                 |
        | Bob    | (5c 5s) 4c 9s         |
        | Carol  | (Kh 9h) 6h 2d 7h (Tc) |
        | Alice  | (Ts Js) Qd 8c Kc (3s) |
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      When the action goes: Bob brings in, Carol calls, Alice calls
      Then the pot is $2.25
      When fourth street is dealt
      Then Alice acts first
      And Alice may check or bet $1
      When the action goes: Alice bets $1, Bob folds, Carol calls
      And fifth street is dealt
      Then Alice acts first
      When the action goes: Alice bets $2, Carol raises to $4, Alice calls
      Then the pot is $12.25
      When sixth street is dealt
      Then Alice acts first
      When the action goes: Alice checks, Carol bets $2, Alice calls
      Then the hand is over
      # Carol: Kh 9h 7h 6h and the joker as the ace of hearts; with her Tc the
      # joker could also be an eight, for a straight to the ten. Alice: Kc Qd
      # Js Ts and the joker as an ace.
      And Carol wins $16.25 with "flush, ace-king-nine-seven-six"
      And the hands are shown in the order Carol, Alice

    Scenario: Under below-natural-royal Bob's royal flush uses the joker, so it is not natural, and Carol's five aces still win
      Given the house rule five-of-a-kind is below-natural-royal
      And the players, from the dealer's left, hold:
        | player | cards                 |
        | Bob    | (Kh Qh) Jh 4c Th (9s) |
        | Carol  | (As Ad) Ac 7d Ah (2s) |
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
      Then the hand is over
      And Carol wins $1.50 with "five of a kind, aces"
