Feature: Showdown mistakes: miscalls, mucked hands, pots pushed wrongly
  The cards speak at the showdown, whatever a player says. A hand lost in the
  muck is dead and the pots go to the best hands left; a tabled hand cannot be
  killed. A winner who asks to see a hand thrown away brings it back to life
  under Robert's Rules. A pot pushed to the wrong player goes where the hands
  say, until the next deal begins. What the rules leave to the floor (taking
  back a hand that can be told apart, penalizing a deliberate miscall) the
  ruling names, without deciding it.

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards                    |
      | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) |
      | Carol  | (As 9s) 4s 6s 8d Js (Td) |
      | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) |

  Rule: SHOWDOWN.MISCALL Cards speak: a miscalled hand changes nothing

    Scenario: Bob calls a flush he does not hold: Carol's flush still wins
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Bob miscalls his hand
      Then Carol wins $2.25 with "flush, ace-jack-nine-six-four"
      And the ruling cites SHOWDOWN.MISCALL

    Scenario: Bob's miscall makes Carol muck her flush: Bob's hand is dead too, Alice wins
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Bob miscalls his hand and Carol throws hers into the muck
      Then Alice wins $2.25
      And Bob wins $0
      And the ruling cites SHOWDOWN.MISCALL

    Scenario: Under cards-speak only the mucked hand is out: Bob's kings win
      Given the house rule miscall-muck is cards-speak
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Bob miscalls his hand and Carol throws hers into the muck
      Then Bob wins $2.25 with "pair of kings, queen-seven-five kickers"
      And the ruling cites SHOWDOWN.MISCALL

    Scenario: The home profile plays the miscall as the cards speak too
      Given the house rules are the home profile
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Bob miscalls his hand and Carol throws hers into the muck
      Then Bob wins $2.25
      And the ruling cites SHOWDOWN.MISCALL

    Scenario: A miscall changes nothing, but the floor may make a deliberate miscaller forfeit the pot
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Bob miscalls his hand and Carol throws hers into the muck
      Then Alice wins $2.25
      And the floor may penalize Bob with the forfeit of the pot

    Scenario: Under the tournament profile the floor may penalize a deliberate miscall away from the pot
      Given the house rules are the tournament profile
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Bob miscalls his hand
      Then Carol wins $2.25
      And the floor may penalize Bob with a penalty away from the pot

    Scenario: A miscall before the showdown is refused: the hand is still being played
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qh 3s) Kd |
        | Carol  | (As 9s) 4s |
        | Alice  | (Ah 8c) 3c |
      When the action goes: Alice brings in
      Then it is refused: Bob miscalls his hand
      And the ruling cites SHOWDOWN.MISCALL

    Scenario: A player cannot miscall a hand already folded
      Given the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) |
        | Carol  | (As 9s) 4s 6s 8d Js (Td) |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) |
      When the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      And the action goes: Bob bets $1, Carol calls, Alice folds
      And fifth street is dealt
      And the action goes: Bob checks, Carol checks
      And sixth street is dealt
      And the action goes: Bob checks, Carol checks
      And seventh street is dealt
      And the action goes: Bob checks, Carol checks
      Then it is refused: Alice miscalls her hand and Carol throws hers into the muck
      And the ruling cites SHOWDOWN.MISCALL

  Rule: SHOWDOWN.MUCKED A hand thrown into the muck

    Scenario: A tabled hand the dealer mucks still wins
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Carol's hand goes into the muck after it was tabled
      Then Carol wins $2.25
      And the ruling cites SHOWDOWN.MUCKED

    Scenario: A hand clearly identifiable in the muck is taken back and wins
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Carol's hand goes into the muck and is taken back out
      Then Carol wins $2.25
      And the ruling cites SHOWDOWN.MUCKED

    Scenario: A winning hand lost in the muck is dead: the best hand left wins
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Carol's hand goes into the muck and is lost
      Then Bob wins $2.25 with "pair of kings, queen-seven-five kickers"
      And Carol wins $0
      And the ruling cites SHOWDOWN.MUCKED

    Scenario: The last hand left cannot be lost in the muck: it wins unseen
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Carol's hand goes into the muck and is lost
      And Alice's hand goes into the muck and is lost
      Then Bob wins $2.25
      And it is refused: Bob's hand goes into the muck and is lost
      And the ruling cites SHOWDOWN.MUCKED

    Scenario: A pot won uncontested has no showdown to muck a hand at
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qh 3s) Kd |
        | Carol  | (As 9s) 4s |
        | Alice  | (Ah 8c) 3c |
      When the action goes: Alice brings in, Bob folds, Carol folds
      Then Alice wins $1.25
      And it is refused: Alice's hand goes into the muck and is lost
      And the ruling cites SHOWDOWN.MUCKED

    Scenario: In stud/8 a low lost in the muck leaves the whole pot to the high hand
      Given the game is seven-card stud high-low
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Ks Kd) 9c Tc Jd 4c (6h) |
        | Carol  | (Qs Qh) 8h Td Js 3s (2s) |
        | Alice  | (Ah 2c) 3d 5s 7h Kc (Qd) |
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      Then Bob wins $1.25
      And Alice wins $1
      When Alice's hand goes into the muck and is lost
      Then Bob wins $2.25 with "pair of kings, jack-ten-nine kickers"
      And the ruling cites POT.HI-LO

    Scenario: A hand thrown face down that can still be told apart is the floor's to take back or rule dead
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Carol's hand goes into the muck face down and can still be told apart
      Then the floor may decide between "Carol's hand plays" and "Carol's hand is dead"
      And Carol wins $2.25
      And the ruling cites SHOWDOWN.MUCKED

    Scenario: The floor rules the hand it could have taken back dead: Bob's kings win
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Carol's hand goes into the muck face down and can still be told apart
      And Carol's hand goes into the muck and is lost
      Then Bob wins $2.25
      And Carol wins $0
      And nothing is left to the floor

    Scenario: Under the TDA a hand thrown face down stays live while it can be told apart
      Given the house rule identifiable-muck is live
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Carol's hand goes into the muck face down and can still be told apart
      Then Carol wins $2.25
      And nothing is left to the floor
      And the ruling cites SHOWDOWN.MUCKED

  Rule: SHOWDOWN.TABLE-ALL A hand wins only with all its cards face up

    Scenario: Carol shows only some of her cards and throws the rest away: her hand is dead
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Carol's hand goes into the muck with only some of its cards tabled
      Then Bob wins $2.25
      And Carol wins $0
      And the ruling cites SHOWDOWN.TABLE-ALL

    Scenario: The tournament profile rules the same: all seven cards or nothing
      Given the house rules are the tournament profile
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Carol's hand goes into the muck with only some of its cards tabled
      Then Bob wins $2.25
      And the ruling cites SHOWDOWN.TABLE-ALL

    Scenario: The last hand left needs no showing at all
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Carol's hand goes into the muck and is lost
      And Alice's hand goes into the muck and is lost
      Then it is refused: Bob's hand goes into the muck with only some of its cards tabled
      And the ruling cites SHOWDOWN.MUCKED

  Rule: SHOWDOWN.ALL-IN-FACE-UP When the hands of an all-in showdown are turned face up

    Background:
      Given the players, from the dealer's left, hold:
        | player | cards                    | stack |
        | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) |       |
        | Carol  | (As 9s) 4s 6s 8d Js (Td) |       |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) | 0.75  |
      When the action goes: Alice brings in, Bob calls, Carol calls
      And fourth street is dealt
      And the action goes: Bob checks, Carol checks
      And fifth street is dealt
      And the action goes: Bob checks, Carol checks
      And sixth street is dealt
      And the action goes: Bob checks, Carol checks
      And seventh street is dealt
      And the action goes: Bob checks, Carol checks

    Scenario: Shown at the showdown: Carol's flush lost in the muck is dead
      When Carol's hand goes into the muck and is lost
      Then Bob wins $2.25
      And the ruling cites SHOWDOWN.MUCKED

    Scenario: Turned up once the betting is over: Carol's flush was tabled and wins
      Given the house rule all-in-face-up is when-betting-complete
      When Carol's hand goes into the muck and is lost
      Then Carol wins $2.25
      And the ruling cites SHOWDOWN.ALL-IN-FACE-UP

  Rule: SHOWDOWN.ASK-TO-SEE A winner asks to see a hand thrown away

    Scenario: The winner asks to see the hand Carol threw away: both are live, her flush wins
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Bob asks to see the hand Carol threw away
      Then Carol wins $2.25
      And the ruling cites SHOWDOWN.ASK-TO-SEE

    Scenario: Another player asks to see it: Carol's hand is dead and Bob wins
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Alice asks to see the hand Carol threw away
      Then Bob wins $2.25
      And Carol wins $0
      And the ruling cites SHOWDOWN.ASK-TO-SEE

    Scenario: Nobody asks to see their own hand
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      Then it is refused: Carol asks to see the hand Carol threw away
      And the ruling cites SHOWDOWN.ASK-TO-SEE

  Rule: SHOWDOWN.FLOOR Where no rule decides, the floor does

    Scenario: Under floor-decides the floor rules on a hand asked for, not the rulebook
      Given the house rule winner-asks-to-see is floor-decides
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Bob asks to see the hand Carol threw away
      Then the floor may decide between "Carol's hand plays" and "Carol's hand is dead"
      And the ruling cites SHOWDOWN.FLOOR

    Scenario: The tournament profile leaves it to the floor as well
      Given the house rules are the tournament profile
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And Alice asks to see the hand Carol threw away
      Then the floor may decide between "Carol's hand plays" and "Carol's hand is dead"
      And the ruling cites SHOWDOWN.FLOOR

  Rule: SHOWDOWN.WRONG-PUSH A pot pushed to the wrong player is corrected

    Scenario: The dealer pushes Carol's pot to Bob: the chips go to Carol
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And the dealer pushes the pot to Bob, misreading the hands
      Then Carol wins $2.25
      And Bob wins $0
      And the ruling cites SHOWDOWN.WRONG-PUSH

    Scenario: A push to the player who won everything was no mistake
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      Then it is refused: the dealer pushes the pot to Carol
      And the ruling cites SHOWDOWN.WRONG-PUSH

    Scenario: A pot won uncontested pushed to the wrong player goes back to its winner
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qh 3s) Kd |
        | Carol  | (As 9s) 4s |
        | Alice  | (Ah 8c) 3c |
      When the action goes: Alice brings in, Bob folds, Carol folds
      And the dealer pushes the pot to Bob
      Then Alice wins $1.25
      And the ruling cites SHOWDOWN.WRONG-PUSH

    Scenario: Of a split pot the dealer pushes Carol's share with the odd chip to Bob: $0.25 goes back to Carol
      Given the smallest chip is $0.25
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Kd Kc) Qh 7h 3s 2d (5s) |
        | Carol  | (Qs 3h) Ks Kh 7d 2c (5d) |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (4c) |
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And the dealer pushes $1.25 of it to Bob, paying the wrong player
      Then Bob wins $1
      And Carol wins $1.25
      And the ruling cites SHOWDOWN.WRONG-PUSH

    Scenario: A push of the very share Bob won was no mistake
      Given the smallest chip is $0.25
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Kd Kc) Qh 7h 3s 2d (5s) |
        | Carol  | (Qs 3h) Ks Kh 7d 2c (5d) |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (4c) |
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      Then it is refused: the dealer pushes $1 of it to Bob
      And it is refused: the dealer pushes $3 of it to Bob
      And the ruling cites SHOWDOWN.WRONG-PUSH

    Scenario: Under the home profile the odd chip goes by position: a push of $1.25 to Bob was right
      Given the house rules are the home profile
      And the smallest chip is $0.25
      And the players, from the dealer's left, hold:
        | player | cards                    |
        | Bob    | (Kd Kc) Qh 7h 3s 2d (5s) |
        | Carol  | (Qs 3h) Ks Kh 7d 2c (5d) |
        | Alice  | (Ah 8c) 3c 3d 9h Jh (4c) |
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      Then Bob wins $1.25
      And it is refused: the dealer pushes $1.25 of it to Bob
      When the dealer pushes $1 of it to Bob, paying the wrong player
      Then Bob wins $1.25
      And Carol wins $1

  Rule: SHOWDOWN.DEADLINE A showdown can be disputed until the next deal begins

    Scenario: Once the dealer shuffles for the next deal, the push stands
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And the dealer starts shuffling for the next deal
      Then it is refused: the dealer pushes the pot to Bob, misreading the hands
      And the ruling cites SHOWDOWN.DEADLINE

    Scenario: A mucked hand is not ruled on after the next deal has begun either
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And the dealer starts shuffling for the next deal
      Then it is refused: Carol's hand goes into the muck and is lost
      And the ruling cites SHOWDOWN.DEADLINE

    Scenario: Under tda-22 a pot paid to the wrong player may be claimed during the shuffle
      Given the house rule award-deadline is tda-22
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And the dealer starts shuffling for the next deal
      And the dealer pushes the pot to Bob, paying the wrong player
      Then Carol wins $2.25
      And the ruling cites SHOWDOWN.WRONG-PUSH

    Scenario: Under tda-22 a misread hand is still settled when the next deal begins
      Given the house rule award-deadline is tda-22
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And the dealer starts shuffling for the next deal
      Then it is refused: the dealer pushes the pot to Bob, misreading the hands
      And the ruling cites SHOWDOWN.DEADLINE

    Scenario: Under tda-22 even a miscount stands once the next deal is under way
      Given the house rules are the tournament profile
      When the action goes: Alice brings in, Bob calls, Carol calls
      And the hand is checked down to the showdown
      And the dealer starts shuffling for the next deal
      And the next deal is under way
      Then it is refused: the dealer pushes the pot to Bob, paying the wrong player
      And the ruling cites SHOWDOWN.DEADLINE

    Scenario: The next deal cannot begin before this hand is over
      Given the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qh 3s) Kd |
        | Carol  | (As 9s) 4s |
        | Alice  | (Ah 8c) 3c |
      Then it is refused: the dealer starts shuffling for the next deal
      And the ruling cites SHOWDOWN.DEADLINE
