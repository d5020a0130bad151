Feature: A dispute at the table: two fours showing, who brings in?
  Bob, first from the dealer's left, and David both show a four on third
  street. David says Bob brings in, being first to the dealer's left; Bob
  says the suits decide, and his spade is above David's diamond. Settle it:

    studrules settle examples/dispute.feature
    studrules settle examples/dispute.feature --rule bring-in-tie-break=position

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Carol  | (9c 9d) Kd |
      | David  | (Ac 3h) 4d |
      | Alice  | (5s 5c) 9h |

  Rule: BRING-IN.SUIT-TIE Door cards of equal rank are told apart by suit

    Scenario: The four of diamonds is below the four of spades
      When third street is dealt
      Then David must post the bring-in of $0.50
      And the ruling cites BRING-IN.SUIT-TIE
      And David may bring in for $0.50 or complete to $1
      When David brings in
      Then it is Alice's turn
      And Alice may fold, call $0.50 or complete to $1

    Scenario: A house that breaks the tie by position
      Given the house rule bring-in-tie-break is position
      When third street is dealt
      Then Bob must post the bring-in of $0.50
      And the ruling cites BRING-IN.SUIT-TIE
