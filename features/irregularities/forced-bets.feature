Feature: Forced bets gone wrong: the wrong bring-in, an odd bring-in, an absent player, a missed ante
  The floor is called over when the dealer makes the wrong player bring in,
  when the bring-in player puts out an amount that is neither the bring-in
  nor a completion, when the player holding the bring-in card is away from
  the table, and when a player turns out not to have anted. At these stakes
  Bob's 4s and David's 4d are the lowest door cards and David's diamond is
  the lower suit, so David holds the bring-in card.

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Carol  | (9c 9d) Kd |
      | David  | (Ac 3h) 4d |
      | Alice  | (5s 5c) 9h |

  Rule: FORCED.WRONG-BRING-IN The wrong player made to bring in is corrected while the next player has not acted

    Scenario: The dealer misreads the fours and Bob brings in; the floor corrects it before Carol acts
      When the dealer wrongly tells Bob to bring in, and he brings in
      And the floor corrects the bring-in
      Then David must post the bring-in of $0.50
      And the pot is $1
      And the ruling cites FORCED.WRONG-BRING-IN
      And the ruling cites BRING-IN.SUIT-TIE

    Scenario: Until the mistake is found, the hand goes on from the wrong player's left
      When the dealer wrongly tells Bob to bring in, and he brings in
      Then it is Carol's turn
      And Carol may fold, call $0.50 or complete to $1
      And the pot is $1.50
      And the ruling cites FORCED.WRONG-BRING-IN

    Scenario: A wrong player who completed takes the completion back, and the action starts again from the true bring-in
      When the dealer wrongly tells Bob to bring in, and he completes
      And the dealer corrects the bring-in
      Then the pot is $1
      And David must post the bring-in of $0.50
      When David brings in
      Then Alice may fold, call $0.50 or complete to $1

    Scenario: Razz: the highest door card brings in, and the correction says so
      Given the game is razz
      When the dealer wrongly tells Alice to bring in, and she brings in
      And the floor corrects the bring-in
      Then Carol must post the bring-in of $0.50
      And the ruling cites BRING-IN.HIGH-CARD

    Scenario: Stud/8: the dealer takes the ace for the lowest door card; it counts high for the bring-in
      Given the game is seven-card stud high-low
      And the players, from the dealer's left, hold:
        | player | cards      |
        | Bob    | (Qs 2h) 2d |
        | Carol  | (9c 9d) Kd |
        | Alice  | (5s 5c) Ac |
      When the dealer wrongly tells Alice to bring in, and she brings in
      And the floor corrects the bring-in
      Then Bob must post the bring-in of $0.50
      And the ruling cites BRING-IN.LOW-CARD

    Scenario: Telling the player who holds the bring-in card to bring in is no mistake
      Then the dealer cannot tell David to bring in
      And the ruling cites FORCED.WRONG-BRING-IN

    Scenario: Nothing to correct when the right player brought in
      When David brings in
      Then the floor cannot correct the bring-in
      And the ruling cites FORCED.WRONG-BRING-IN

    Scenario: Five-card stud at home: the best door card opens, nobody brings in
      Given the game is five-card stud
      And the house rules are the home profile
      And the players, from the dealer's left, hold:
        | player | cards   |
        | Bob    | (Qs) 4s |
        | Carol  | (9c) Kd |
        | David  | (Ac) 4d |
      Then the dealer cannot tell Bob to bring in
      And the ruling cites FORCED.WRONG-BRING-IN

  Rule: FORCED.WRONG-BRING-IN-STANDS Once the next player has acted, the wrong bring-in stands

    Scenario: Carol called before anyone noticed: the wager stands and David owes nothing
      When the dealer wrongly tells Bob to bring in, and he brings in
      And Carol calls
      Then the floor cannot correct the bring-in
      And the ruling cites FORCED.WRONG-BRING-IN-STANDS
      And David may fold, call $0.50 or complete to $1

    Scenario: A fold is an action too
      When the dealer wrongly tells Bob to bring in, and he completes
      And Carol folds
      Then the dealer cannot correct the bring-in
      And the ruling cites FORCED.WRONG-BRING-IN-STANDS
      And David may fold, call $1 or raise to $2

  Rule: FORCED.OVERPOST A bring-in put out for more than the bring-in and less than a completion

    Scenario: David silently puts out $0.75: it stands as the bring-in and $0.25 goes back
      When David puts out $0.75 for the bring-in
      Then the pot is $1.50
      And Alice may fold, call $0.50 or complete to $1
      And the ruling cites FORCED.OVERPOST

    Scenario: David says complete and puts out $0.75: the word binds, he completes to $1
      When David puts out $0.75 for the bring-in, saying complete
      Then the pot is $2
      And Alice may fold, call $1 or raise to $2
      And the ruling cites FORCED.OVERPOST

    Scenario: Only the bring-in player's chips are ruled on
      Then Alice cannot put out $0.75 for the bring-in
      And the ruling cites FORCED.OVERPOST

    Scenario: A full small bet is a completion, not an odd amount
      Then David cannot put out $1 for the bring-in
      And the ruling cites FORCED.OVERPOST

    Scenario: At pot limit nobody completes: there is no amount in between
      Given the stakes are pot limit with a $0.25 ante and a $0.50 bring-in
      Then David cannot put out $0.75 for the bring-in
      And the ruling cites FORCED.OVERPOST

  Rule: FORCED.OVERSIZED-CHIP A single chip of a completion or more put out by the bring-in player

    Scenario: Casino: David drops a single $5 chip without a word: it is the bring-in
      When David puts out a single $5 chip without a word
      Then the pot is $1.50
      And Alice may fold, call $0.50 or complete to $1
      And the ruling cites FORCED.OVERSIZED-CHIP

    Scenario: Tournament: the chip faces no bet, so it is the largest wager it covers, a completion
      Given the house rules are the tournament profile
      When David puts out a single $5 chip without a word
      Then the pot is $2
      And Alice may fold, call $1 or raise to $2
      And the ruling cites FORCED.OVERSIZED-CHIP

    Scenario: The TDA's reading at a casino table: a single $1 chip completes
      Given the house rule bring-in-oversized-chip is completion
      When David puts out a single $1 chip without a word
      Then the pot is $2
      And the ruling cites FORCED.OVERSIZED-CHIP

    Scenario: Several chips of a completion are not one oversized chip: the forced-bet rules rule
      Then the floor refuses: David puts out $1 in several chips without a word
      And the ruling cites FORCED.OVERPOST

  Rule: FORCED.ABSENT An absent player's bring-in is posted, and the hand is killed

    Scenario: Casino: David is away; his bring-in is posted and his hand stays live for now
      When the dealer finds David away from the table
      Then the pot is $1.50
      And Alice may fold, call $0.50 or complete to $1
      And the ruling cites FORCED.ABSENT

    Scenario: Casino: the betting comes back to David's seat and he is still away
      When the dealer finds David away from the table
      And the action goes: Alice completes to $1, Bob folds, Carol folds
      And the dealer finds David away from the table
      Then David's hand is killed
      And Alice wins $2.50

    Scenario: Home game: David is back before the betting comes round to him, and his return is recorded
      Given the house rules are the home profile
      When the dealer finds David away from the table
      And the action goes: Alice completes to $1, Bob calls, Carol folds
      And David returns to the table
      Then it is David's turn
      And David's hand is live
      And the ruling cites FORCED.ABSENT
      And David may fold, call $1 or raise to $2

    Scenario: Tournament: David's hand was killed at once, so coming back does not bring it back
      Given the house rules are the tournament profile
      When the floor finds David away from the table
      Then the floor cannot rule on "David returns to the table": David's hand was killed while David was away
      And the ruling cites FORCED.ABSENT

    Scenario: The bring-in read as the absent player's turn: posted, then the hand is killed at once
      Given the house rule absent-player-hand is killed-at-bring-in
      When the dealer finds David away from the table
      Then David's hand is killed
      And the pot is $1.50
      And Alice may fold, call $0.50 or complete to $1
      And the ruling cites FORCED.ABSENT

    Scenario: The bring-in read as his turn: the posted bring-in stays in the pot when everyone folds
      Given the house rule absent-player-hand is killed-at-bring-in
      When the dealer finds David away from the table
      And the action goes: Alice folds, Bob folds
      Then Carol wins $1.50

    Scenario: The bring-in read as his turn: any other player is still ruled away only in turn
      Given the house rule absent-player-hand is killed-at-bring-in
      Then Bob's hand is not killed for being away
      And the ruling cites FORCED.ABSENT

    Scenario: Casino: a player is ruled away only when the action reaches the seat
      Then Bob's hand is not killed for being away
      And the ruling cites FORCED.ABSENT

    Scenario: Tournament: David's bring-in is posted and his hand is killed at once
      Given the house rules are the tournament profile
      When the floor finds David away from the table
      Then David's hand is killed
      And the pot is $1.50
      And Alice may fold, call $0.50 or complete to $1

    Scenario: Tournament: the killed hand's bring-in is forfeited, not given back, when everyone folds
      Given the house rules are the tournament profile
      When the floor finds David away from the table
      And the action goes: Alice folds, Bob folds
      Then Carol wins $1.50
      And the ruling cites FORCED.ABSENT

    Scenario: Tournament: Bob is away when the cards are dealt; his hand is killed before his turn
      Given the house rule absent-player-hand is killed-after-initial-deal
      When the dealer finds Bob away from the table
      Then Bob's hand is killed
      And David must post the bring-in of $0.50
      And the ruling cites FORCED.ABSENT

    Scenario: Tournament: on a later street a player is not killed for being away
      Given the house rule absent-player-hand is killed-after-initial-deal
      And the players, from the dealer's left, hold:
        | player | cards         |
        | Bob    | (Qs 2h) 4s 7c |
        | Carol  | (9c 9d) Kd 8c |
        | David  | (Ac 3h) 4d 6h |
        | Alice  | (5s 5c) 9h 2c |
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And fourth street is dealt
      Then Bob's hand is not killed for being away
      And the ruling cites FORCED.ABSENT

  Rule: FORCED.MISSED-ANTE A player dealt in without anteing antes when it is noticed

    Scenario: Bob's missing ante is noticed before the bring-in: he antes and plays
      When the dealer finds Bob has not anted
      Then the pot is $1
      And David must post the bring-in of $0.50
      And the ruling cites FORCED.MISSED-ANTE

    Scenario: Noticed after Bob has acted: the ante is still owed, and the hand still plays
      When the action goes: David brings in, Alice calls, Bob calls
      And the floor finds Bob has not anted
      Then the pot is $2.50
      And Carol may fold, call $0.50 or complete to $1
      And the ruling cites FORCED.MISSED-ANTE

    Scenario: A game with no ante has no ante to miss
      Given the stakes are $1/$2 with a $0 ante and a $0.50 bring-in
      Then the floor cannot collect a missed ante from Bob
      And the ruling cites FORCED.MISSED-ANTE

    Scenario: Nothing is collected once the pot has been awarded
      When the action goes: David brings in, Alice folds, Bob folds, Carol folds
      Then the floor cannot collect a missed ante from Bob
      And the ruling cites IRREGULAR.REPORTED
