Feature: Showing hands: who acts first after the first round
  The face-up cards alone decide who acts first: only cards of equal rank
  count, the best board acts first in high games and the lowest in low games,
  and ties go by position or by the suit of the highest card.

  Rule: SHOW.COMBINATIONS Only cards of equal rank count in a showing hand

    Background:
      Given the ranking is showing-high

    Scenario Outline: A board is named over the cards it has
      When the hand "<board>" is ranked
      Then it is "<name>"

      Examples:
        | board       | name                                 |
        | As          | high card, ace                       |
        | Kh Qc       | high card, king-queen                |
        | 9c Tc Jc Qc | high card, queen-jack-ten-nine       |
        | 9s 8s 7s 6s | high card, nine-eight-seven-six      |
        | 2c 2d       | pair of twos                         |
        | Ks Kd 7c    | pair of kings, seven kicker          |
        | Kc Kd 7s 7h | two pair, kings and sevens           |
        | Kc Kd Kh 7s | three of a kind, kings, seven kicker |
        | 9c 9d 9h 9s | four of a kind, nines                |

    Scenario Outline: Sets of equal rank beat straight and flush draws
      Then "<better>" beats "<worse>"

      Examples:
        | better         | worse          |
        | 2c 2d 4h 5s    | Ah 7h 5h 3h    |
        | 2c 2d 4h 5s    | As Ks Qs Js    |
        | 3c 3d 2h 2s    | Ah Ad Kc Qd    |
        | 2c 2d 2h 3s    | Ac Ad Kc Kd    |
        | 2c 2d 2h 2s    | Ac Ad Ah Ks    |

    Scenario Outline: A full house showing counts as a full house
      # Five cards show with a community card on seventh street: the full house
      # counts, above three of a kind and below four of a kind.
      Then "<better>" beats "<worse>"

      Examples:
        | better         | worse          |
        | 7s 7d 7c Kh Ks | 8s 8d 8c 2h 3s |
        | 2s 2d 2c 3h 3s | Ks Kd Kc Ah Qs |
        | 8s 8d 8c 2h 2s | 7s 7d 7c Ah As |
        | 2c 2d 2h 2s 3c | As Ad Ac Kh Ks |

    Scenario: A full house showing is named as one
      When the hand "7s 7d Kh Ks 7c" is ranked
      Then it is "full house, sevens full of kings"

  Rule: SHOW.HIGH In high games the best showing hand acts first

    Background:
      Given the ranking is showing-high

    Scenario Outline: The higher board acts first
      Then "<better>" beats "<worse>"

      Examples:
        | better      | worse       |
        | As          | Ks          |
        | Ks 7d       | Kh 5c       |
        | Ac 2d       | Ks Qs       |
        | 3s 3d 2h    | 2c 2s Ah    |
        | Kc Kd 7s    | Kh Ks 6d    |
        | Qs Qd Ah 5c | Qc Qh Kd Jd |

    Scenario: Trips, then a pair, then high cards
      Then the hands place in this order:
        | hand     | place |
        | Ad Kc Qs | 3     |
        | 3s 3d 3h | 1     |
        | 7c 7h 8s | 2     |

  Rule: SHOW.LOW In low games the lowest showing hand acts first

    Background:
      Given the ranking is showing-low

    Scenario Outline: A low board is named by its two highest cards, the ace low
      When the hand "<board>" is ranked
      Then it is "<name>"

      Examples:
        | board       | name                             |
        | Kc          | king low                         |
        | Ac          | ace low                          |
        | 7c 4d       | seven-four low                   |
        | Ah 2c       | two-ace low                      |
        | 5h 4h 3h 2h | five-four low                    |
        | 3c 3d 5s 2h | pair of threes, five-two kickers |

    Scenario Outline: The lower board acts first
      Then "<better>" beats "<worse>"

      Examples:
        | better      | worse       |
        | 7c 4d       | 8s 2h       |
        | 7h 6c       | 8s 2c       |
        | Ac          | 2d          |
        | Ah 2c       | 3c 2d       |
        | 8c 5d 4h 2s | 8d 6c 3h 2c |
        | 5h 4h 3h 2h | 6c 4d 3h 2s |
        | Kc Qd       | 2c 2d       |
        | Ks Qd Jc 9h | 3c 3d 2s Ah |
        | 2c 2d 7s    | 3c 3d 5s    |
        | Kc Kd Kh Qs Jd | Ac Ad Ah 2s 2d |

  Rule: SHOW.TIES Tied showing hands: by position, or by the suit of the highest card

    Scenario Outline: By default a tie is only reported, for the engine to break by position
      Given the ranking is <ranking>
      Then "<one>" ties with "<other>"

      Examples:
        | ranking      | one      | other    |
        | showing-high | Ks 7d    | Kh 7c    |
        | showing-high | 9s 9c 4d | 9h 9d 4c |
        | showing-low  | 6d 2s    | 6c 2h    |

    Scenario Outline: A house may break the tie by the suit of each board's highest card
      Given the ranking is <ranking>
      And the house rule showing-tie-break is <option>
      Then "<first>" beats "<second>"

      Examples:
        | ranking      | option            | first    | second   |
        | showing-high | high-card-by-suit | Ks 7d    | Kh 7c    |
        | showing-high | low-card-by-suit  | Kh 7c    | Ks 7d    |
        | showing-high | high-card-by-suit | 9s 9c 4d | 9h 9d 4c |
        | showing-high | low-card-by-suit  | 9h 9d 4c | 9s 9c 4d |
        | showing-high | high-card-by-suit | Ad 2c    | Ac 2s    |
        | showing-low  | high-card-by-suit | 6d 2s    | 6c 2h    |
        | showing-low  | low-card-by-suit  | 6c 2h    | 6d 2s    |
        | showing-low  | high-card-by-suit | 2s Ac    | 2h Ad    |

    Scenario Outline: Only tied boards are separated by suit
      Given the ranking is showing-high
      And the house rule showing-tie-break is <option>
      Then the hands place in this order:
        | hand  | place   |
        | Kh 7c | <K♥ 7♣> |
        | Qs Qd | 1       |
        | Ks 7d | <K♠ 7♦> |
        | As 4c | 2       |

      Examples:
        | option            | K♥ 7♣ | K♠ 7♦ |
        | position          | 3     | 3     |
        | high-card-by-suit | 4     | 3     |
        | low-card-by-suit  | 3     | 4     |

  Rule: SHOW.WILD Wild cards in a showing hand count at their best value

    Scenario Outline: With deuces wild a board counts its deuces at their best value
      Given deuces are wild
      And the ranking is <ranking>
      When the hand "<board>" is ranked
      Then it is "<name>"

      Examples:
        | ranking      | board       | name                              |
        | showing-high | Ks 2d       | pair of kings                     |
        | showing-high | 2c 2d 9s    | three of a kind, nines            |
        | showing-high | 2c Ks Qs Js | pair of kings, queen-jack kickers |
        | showing-low  | Ks 2d       | king-ace low                      |

    Scenario: A wild pair of kings acts before a natural pair of queens
      Given deuces are wild
      And the ranking is showing-high
      Then "Ks 2d" beats "Qc Qh"

    Scenario Outline: The bug counts as an ace on a high board and as a wild card on a low one
      Given the ranking is <ranking>
      When the hand "<board>" is ranked
      Then it is "<name>"

      Examples:
        | ranking      | board | name                |
        | showing-high | Jk 9c | high card, ace-nine |
        | showing-high | Jk Ad | pair of aces        |
        | showing-low  | Jk 9c | nine-ace low        |

    Scenario: A wild joker pairs the board
      Given the joker is wild
      And the ranking is showing-high
      When the hand "Jk Kd" is ranked
      Then it is "pair of kings"
