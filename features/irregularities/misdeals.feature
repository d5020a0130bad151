Feature: Misdeals: a deal called off before anyone acts
  A deal that has gone wrong in a way that cannot be mended is called off by
  the dealer or the floor before anyone has acted: nobody wins, every chip
  goes back, and the same dealer deals again.

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Carol  | (9c 9d) Kd |
      | David  | (Ac 3h) 4d |
      | Alice  | (5s 5c) 9h |

  Rule: MISDEAL.CALLED A misdeal is called before anyone acts, and every chip goes back

    Scenario: A card found face up in the deck before the bring-in is posted
      When the dealer calls a misdeal: a card was found face up in the deck
      Then the deal is void: every player takes back what they put in
      And the ruling cites MISDEAL.CALLED

    Scenario: Too late once the bring-in has been posted
      When David brings in
      Then the floor cannot call a misdeal: a card was dealt to an empty seat
      And the ruling cites MISDEAL.CALLED

  Rule: IRREGULAR.REPORTED An irregularity is ruled on while the hand is on, as it is reported

    Scenario: Nothing is ruled on once the pot has been awarded
      When the action goes: David brings in, Alice folds, Bob folds, Carol folds
      Then the floor cannot call a misdeal: a card was dealt to an empty seat
      And the ruling cites IRREGULAR.REPORTED
