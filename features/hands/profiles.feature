Feature: Profiles: three sets of house rules
  A profile sets every option at once: casino after Robert's Rules of Poker
  (the default), tournament after the TDA rules, home after pagat. These
  scenarios show the rulings that tell the profiles apart: ties between
  boards, the open pair, the cap heads-up, raises after a big bet, the short
  stub and the odd chip.

  Background:
    Given the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in

  Rule: PROFILE.CASINO Casino: Robert's Rules of Poker, the default

    Scenario: Equal boards in seven-card stud: the player nearest the dealer's left acts first
      Given the game is seven-card stud
      And the house rules are the casino profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 2d) Kh 7c |
        | Carol  | (4c 5d) Ks 7d |
        | Alice  | (Ad Jc) 9d 3s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob acts first
      And the ruling cites ACT.TIES

    Scenario: With no profile named, the casino rules apply
      Given the game is seven-card stud
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 2d) Kh 7c |
        | Carol  | (4c 5d) Ks 7d |
        | Alice  | (Ad Jc) 9d 3s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob acts first

    Scenario: Equal boards in razz: by position as well
      Given the game is razz
      And the house rules are the casino profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (3c 4c) 6d 2c |
        | Carol  | (3d 4d) 6s 2h |
        | David  | (3h 4h) 6c 2d |
        | Alice  | (5c 5d) Kd 8s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls, David calls
      And fourth street is dealt
      Then Bob acts first

    Scenario: An open pair on fourth street lets any player bet big
      Given the game is seven-card stud
      And the house rules are the casino profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 7d) 3d 6s |
        | Carol  | (Kc Qc) 9c 9h |
        | Alice  | (Ah 8h) Js 4d |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Carol may check or bet $1 or $2
      And the ruling cites BET.FIXED.OPEN-PAIR
      When Carol checks
      Then Alice may check or bet $1 or $2

    Scenario: Heads-up before the cap, raising is unlimited
      Given the game is seven-card stud
      And the house rules are the casino profile
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (5h 5d) 2c 5c 7h |
        | Carol  | (9d 9s) 6d 8s Ts |
        | Alice  | (Kd Ks) Kh Qc Ad |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob raises to $4, Carol folds, Alice raises to $6, Bob raises to $8
      Then Alice may fold, call $8 or raise to $10

    Scenario: The odd chip goes to the highest card among all of a winner's cards
      Given the game is seven-card stud
      And the house rules are the casino profile
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ks 3d) 9h 8d 7c 6s (5d) |
        | Alice  | (Ac 2d) 9d 8c 7s 6h (5c) |
        | Carol  | (Qh Jh) 2h               |
      When third street is dealt
      And the action goes: Carol brings in, Bob completes, Alice calls, Carol folds
      And fourth street is dealt
      And the action goes: Bob bets $1, Alice calls
      And fifth street is dealt
      And the action goes: Bob checks, Alice checks
      And sixth street is dealt
      And the action goes: Bob checks, Alice checks
      And seventh street is dealt
      And the action goes: Bob checks, Alice checks
      Then the hand is over
      # Alice's Ac is the highest card either holds.
      And Alice wins $2.75
      And Bob wins $2.50

  Rule: PROFILE.TOURNAMENT Tournament: the TDA rules

    Scenario: Equal boards in seven-card stud: the higher suit acts first
      Given the game is seven-card stud
      And the house rules are the tournament profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 2d) Kh 7c |
        | Carol  | (4c 5d) Ks 7d |
        | Alice  | (Ad Jc) 9d 3s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Carol acts first
      And the ruling cites ACT.TIES

    Scenario: Equal boards in razz: the higher suit acts first too
      Given the game is razz
      And the house rules are the tournament profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (3c 4c) 6d 2c |
        | Carol  | (3d 4d) 6s 2h |
        | David  | (3h 4h) 6c 2d |
        | Alice  | (5c 5d) Kd 8s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls, David calls
      And fourth street is dealt
      Then Carol acts first

    Scenario: A single option set on top of the profile overrides it
      Given the game is seven-card stud
      And the house rules are the tournament profile
      And the house rule later-street-tie-break is position
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 2d) Kh 7c |
        | Carol  | (4c 5d) Ks 7d |
        | Alice  | (Ad Jc) 9d 3s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob acts first

    Scenario: An open pair changes nothing
      Given the game is seven-card stud
      And the house rules are the tournament profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 7d) 3d 6s |
        | Carol  | (Kc Qc) 9c 9h |
        | Alice  | (Ah 8h) Js 4d |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      Then Carol may check or bet $1

    Scenario: The cap holds even heads-up
      Given the game is seven-card stud
      And the house rules are the tournament profile
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (5h 5d) 2c 5c 7h |
        | Carol  | (9d 9s) 6d 8s Ts |
        | Alice  | (Kd Ks) Kh Qc Ad |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Alice bets $2, Bob raises to $4, Carol folds, Alice raises to $6, Bob raises to $8
      Then Alice may fold or call $8

    Scenario: After a community card the sixth-street first actor starts seventh street
      # Eight players, no folds: 1 card left after sixth street, gathered with the
      # 3 burns (4s, Ah, Jd); the Ah is burned and the Jc turned up. It pairs
      # Carol's board, but Bob, first on sixth street, starts again.
      Given the game is seven-card stud
      And the house rules are the tournament profile
      And the deck, from the top, is "Ac Js Th 5d Ks 6s 9s 2d Ad 8h Ts 5h Qs 7d 2c 3c 2h Jh Kd Qc Kc Td Qh Kh 4s As 9c Tc 9d Qd 8c 8s 9h Ah 8d 7s 6h 5s 7h 6d 6c 7c Jd 5c 4d 3s 3h 2s 4h 3d 4c Jc"
      And the scrambled cards, from the top, are "Ah Jc 4s Jd"
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
      And the action goes: Bob brings in, Carol calls, David calls, Erin calls, Frank calls, Grace calls, Heidi calls, Alice calls
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks
      And sixth street is dealt
      And the action goes: Bob checks, Carol checks, David checks, Erin checks, Frank checks, Grace checks, Heidi checks, Alice checks
      And seventh street is dealt
      Then the community card is Jc
      And Bob acts first
      And the ruling cites ACT.COMMUNITY-CARD

    Scenario: The odd chip goes to the high card by suit in the five-card hand
      Given the game is seven-card stud
      And the house rules are the tournament profile
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ks 3d) 9h 8d 7c 6s (5d) |
        | Alice  | (Ac 2d) 9d 8c 7s 6h (5c) |
        | Carol  | (Qh Jh) 2h               |
      When third street is dealt
      And the action goes: Carol brings in, Bob completes, Alice calls, Carol folds
      # The boards tie; by suit Bob's 9h is above Alice's 9d.
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $1, Alice calls
      And fifth street is dealt
      And the action goes: Bob checks, Alice checks
      And sixth street is dealt
      And the action goes: Bob checks, Alice checks
      And seventh street is dealt
      And the action goes: Bob checks, Alice checks
      Then the hand is over
      # Bob's straight is topped by the 9h, Alice's by the 9d.
      And Bob wins $2.75
      And Alice wins $2.50

  Rule: PROFILE.HOME Home: pagat and home games

    Scenario: Equal boards in razz: the lower suit acts first
      Given the game is razz
      And the house rules are the home profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (3c 4c) 6d 2c |
        | Carol  | (3d 4d) 6s 2h |
        | David  | (3h 4h) 6c 2d |
        | Alice  | (5c 5d) Kd 8s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls, David calls
      And fourth street is dealt
      Then David acts first
      And the ruling cites ACT.TIES

    Scenario: Equal boards in seven-card stud: the higher suit acts first, as in a tournament
      Given the game is seven-card stud
      And the house rules are the home profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 2d) Kh 7c |
        | Carol  | (4c 5d) Ks 7d |
        | Alice  | (Ad Jc) 9d 3s |
      When third street is dealt
      And the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      Then Carol acts first

    Scenario: A small raise may answer a big bet on fourth street
      Given the game is seven-card stud
      And the house rules are the home profile
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (2c 7d) 3d 6s |
        | Carol  | (Kc Qc) 9c 9h |
        | Alice  | (Ah 8h) Js 4d |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And Carol bets $2
      Then Alice may fold, call $2 or raise to $3 or $4

    Scenario: A round that starts with three players keeps its cap after a fold
      Given the game is seven-card stud
      And the house rules are the home profile
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (5h 5d) 2c 5c 7h |
        | Carol  | (9d 9s) 6d 8s Ts |
        | Alice  | (Kd Ks) Kh Qc Ad |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice checks, Bob checks, Carol checks
      And fifth street is dealt
      # pagat's home schedule: no pair shows, so fifth street is played at the small bet.
      And the action goes: Alice bets $1, Bob raises to $2, Carol folds, Alice raises to $3, Bob raises to $4
      Then Alice may fold or call $4

    Scenario: A round that starts heads-up has no cap
      Given the game is seven-card stud
      And the house rules are the home profile
      And the players, from the dealer's left, hold:
        | player | cards            |
        | Bob    | (5h 5d) 2c 5c 7h |
        | Carol  | (9d 9s) 6d 8s Ts |
        | Alice  | (Kd Ks) Kh Qc Ad |
      When third street is dealt
      And the action goes: Bob brings in, Carol calls, Alice calls
      And fourth street is dealt
      And the action goes: Alice bets $1, Bob calls, Carol folds
      And fifth street is dealt
      And the action goes: Alice bets $1, Bob raises to $2, Alice raises to $3, Bob raises to $4
      Then Alice may fold, call $4 or raise to $5

    Scenario: The odd chip goes to the tied winner nearest the dealer's left
      Given the game is seven-card stud
      And the house rules are the home profile
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ks 3d) 9h 8d 7c 6s (5d) |
        | Alice  | (Ac 2d) 9d 8c 7s 6h (5c) |
        | Carol  | (Qh Jh) 2h               |
      When third street is dealt
      And the action goes: Carol brings in, Bob completes, Alice calls, Carol folds
      And fourth street is dealt
      Then Bob acts first
      When the action goes: Bob bets $1, Alice calls
      And fifth street is dealt
      And the action goes: Bob checks, Alice checks
      And sixth street is dealt
      And the action goes: Bob checks, Alice checks
      And seventh street is dealt
      And the action goes: Bob checks, Alice checks
      Then the hand is over
      # Bob sits first; Alice's ace does not matter here.
      And Bob wins $2.75
      And Alice wins $2.50
