Feature: A dispute at the table: the dealer had the wrong player bring in
  David holds the lowest door card, the four of diamonds, but he has stepped
  away from the table. The dealer, seeing Bob's four of spades and an empty
  chair, tells Bob to bring in, and Bob puts out $0.50. Before Carol acts,
  Alice calls the floor: the four of diamonds is lower, so the bring-in is
  David's. Bob wants his $0.50 back; Carol says that once the bring-in was
  posted it stands; Alice says David's hand is dead, since he is not there.
  Settle it, as a cash game (Robert's Rules) and as a tournament (the TDA):

    studrules settle examples/dispute-wrong-bring-in.feature
    studrules settle examples/dispute-wrong-bring-in.feature --rule absent-player-hand=killed-after-initial-deal

  In the cash game David's bring-in is posted for him and his hand stays live
  until the betting comes back to him; with the tournament's rule his hand is
  killed at once, and the second scenario's check that his hand is still live
  fails: under that rule it is dead.

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

    Scenario: Carol has not acted: Bob takes his $0.50 back and the bring-in is David's
      When the dealer wrongly tells Bob to bring in, and he brings in
      And the floor corrects the bring-in
      Then the pot is $1
      And David must post the bring-in of $0.50
      And the ruling cites FORCED.WRONG-BRING-IN
      And the ruling cites BRING-IN.SUIT-TIE

  Rule: FORCED.ABSENT An absent player's bring-in is posted, and the hand is killed

    Scenario: David is away: his bring-in is posted for him, and his hand is live until the betting comes back
      When the dealer wrongly tells Bob to bring in, and he brings in
      And the floor corrects the bring-in
      And the floor finds David away from the table
      Then the pot is $1.50
      And the ruling cites FORCED.ABSENT
      And Alice may fold, call $0.50 or complete to $1
      And David's hand is live

  Rule: FORCED.WRONG-BRING-IN-STANDS Once the next player has acted, the wrong bring-in stands

    Scenario: Had Carol called first, Bob's bring-in would have stood
      When the dealer wrongly tells Bob to bring in, and he brings in
      And Carol calls
      Then the floor cannot correct the bring-in
      And the ruling cites FORCED.WRONG-BRING-IN-STANDS
