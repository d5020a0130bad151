Feature: A dispute over a misdeal: is it too late once two players have folded?
  David brings in with the 4d, Alice and Bob fold. Then Carol sees that the
  dealer has dealt a hand to the empty seat beside her and asks for a misdeal:
  the deal is void, she says, and everyone takes back his ante. David, who has
  the lowest door card but a good hand, says it is too late: two players have
  acted since his bring-in. Carol answers that where she plays, two folds
  change nothing. Settle it under the house's rules, and under the TDA's
  deadline:

    studrules settle examples/dispute-misdeal.feature
    studrules settle examples/dispute-misdeal.feature --rule misdeal-deadline=substantial-action

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Carol  | (9c 9d) Kd |
      | David  | (Ac 3h) 4d |
      | Alice  | (5s 5c) 9h |

  Rule: MISDEAL.DEADLINE A misdeal is called only until the betting is under way

    Scenario: Robert's Rules: two players have acted after the bring-in, so the deal stands
      When the action goes: David brings in, Alice folds, Bob folds
      Then the floor cannot call a misdeal: a card was dealt to an empty seat
      And the ruling cites MISDEAL.DEADLINE
      And it is Carol's turn
      And Carol may fold, call $0.50 or complete to $1

    Scenario: The TDA: two folds are not substantial action, so the deal is void
      Given the house rules are the tournament profile
      When the action goes: David brings in, Alice folds, Bob folds
      And the floor calls a misdeal: a card was dealt to an empty seat
      Then the deal is void: every player takes back what they put in
      And David wins $0.75
      And Carol wins $0.25
