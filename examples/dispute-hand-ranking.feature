Feature: Disputes over hand rankings
  Three arguments heard at a stud table, settled by the rulebook:

    studrules settle examples/dispute-hand-ranking.feature

  Rule: HIGH.STRAIGHTS Aces play high or low in a straight, never both

    Scenario: A-2-3-4-5 is a straight for high, the lowest one
      Given the ranking is high
      When the hand "As 2d 3h 4c 5s" is ranked
      Then it is "straight, five high"
      And "A2345" beats "AAKQJ"
      And "23456" beats "A2345"

    Scenario: Q-K-A-2-3 does not turn the corner
      Given the ranking is high
      When the hand "Qs Kd Ah 2c 3s" is ranked
      Then it is "high card, ace-king-queen-three-two"

  Rule: LOW.EIGHT-OR-BETTER A low qualifies with five ranks of eight or lower

    Scenario: A-2-3-4-4-4-K has only four low ranks, so no low
      Given the ranking is ace-to-five-8
      When the hand "Ac 2d 3h 4s 4d 4c Kh" is ranked
      Then it does not qualify
      And it is "no qualifying low"

    Scenario: A-2-3-4-8 qualifies, and a wheel beats it
      Given the ranking is ace-to-five-8
      When the hand "Ac 2d 3h 4s 8d Kc Kh" is ranked
      Then it is "eight-four low"
      And "A2345" beats "A2348"
