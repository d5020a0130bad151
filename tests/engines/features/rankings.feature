Feature: A few hands, for the conformance runner's own tests
  A small suite that the deliberately broken engines of tests/engines run
  against: each case trips one of them, and the others pass.

  Rule: HIGH.STRAIGHTS Aces play high or low in a straight

    Scenario Outline: Straights are named by their top card
      Given the ranking is high
      When the hand "<hand>" is ranked
      Then it is "<name>"

      Examples:
        | hand           | name                |
        | AKQJT          | straight, ace high  |
        | A2345          | straight, five high |
        | As Ks Qs Js 9s | flush, ace-king-queen-jack-nine |

    Scenario: The wheel loses to the six-high straight
      Given the ranking is high
      Then "65432" beats "A2345"

  Rule: HIGH.BEST-FIVE The best five of the cards play

    Scenario: A straight flush out of seven cards
      Given the ranking is high
      When the hand "(9h Th) Jh Qh Kh 2c 2d" is ranked
      Then it is "straight flush, king high"
      And it uses "Kh Qh Jh Th 9h"

  Rule: CARDS.PARSE-ERRORS A card that cannot be read is refused, and named

    Scenario: An unknown card is named
      Given the ranking is high
      When the hand "As Xs Kd Qh Jc" is ranked
      Then it is refused, naming "Xs"

  Rule: LOW.EIGHT-OR-BETTER A low qualifies with five ranks eight or lower

    Scenario: A nine-low does not qualify
      Given the ranking is ace-to-five-8
      When the hand "9 7 5 3 2" is ranked
      Then it does not qualify
