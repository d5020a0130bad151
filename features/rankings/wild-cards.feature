Feature: Wild cards and the bug
  Which cards a game makes wild, the value a wild card takes, five of a kind,
  copies of cards already held, natural hands against wild ones, the bug, and
  wild cards in low hands.

  Background:
    Given the ranking is high

  Rule: WILD.RANKS A game may make whole ranks wild

    Scenario Outline: With deuces wild, one to four deuces
      Given deuces are wild
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards                | name                                       |
        | 2c As Ks Qs Js       | royal flush                                |
        | 2c Ah Ad Kc 7s       | three of a kind, aces, king-seven kickers  |
        | Ks Kd 2c 7h 4s       | three of a kind, kings, seven-four kickers |
        | 2c 3d 4h 5s 7c       | straight, seven high                       |
        | 2c 3d 4h 5s 6c       | straight, seven high                       |
        | 2c 2d Ah Ad 7s       | four of a kind, aces, seven kicker         |
        | 2c 2d 9h 9s 5c 7d Kh | four of a kind, nines, king kicker         |
        | 2c 2d 2h Ah Ks       | four of a kind, aces, king kicker          |
        | 2c 2d 2h Ks Qs       | royal flush                                |
        | 2c 2d 2h 2s Ah       | five of a kind, aces                       |
        | 2c 2d 2h 2s 7h       | five of a kind, sevens                     |

    Scenario: Two wild ranks
      Given aces and deuces are wild
      When the hand "As 2c Kd 7h 4s" is ranked
      Then it is "three of a kind, kings, seven-four kickers"

    Scenario: Without wild cards a deuce is a deuce
      When the hand "2c 2d Ah Ad 7s" is ranked
      Then it is "two pair, aces and twos, seven kicker"

  Rule: WILD.CARDS A game may make single cards wild

    Scenario Outline: The one-eyed jacks are wild, the other jacks are not
      Given J♥ and J♠ are wild
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                                      |
        | J♠ 9♦ 9♣ 4♥ 4♠ | full house, nines full of fours           |
        | Jd 7c 7s Ks As | pair of sevens, ace-king-jack kickers     |
        | Jh 7c 7s Ks As | three of a kind, sevens, ace-king kickers |
        | Jh Js 9c 9d 9h | five of a kind, nines                     |

    Scenario Outline: The suicide king is wild
      Given K♥ is wild
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                                 |
        | Kh Ks Qs Js Ts | royal flush                          |
        | Kc Kd Kh 9s 9d | full house, kings full of nines      |
        | Ks 7d 5c 3h 2s | high card, king-seven-five-three-two |

    Scenario: The king with the axe is wild
      Given K♦ is wild
      When the hand "Kd Ac Ad 7h 7s" is ranked
      Then it is "full house, aces full of sevens"

    Scenario Outline: A joker the game makes wild is fully wild
      Given the joker is wild
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                                       |
        | Jk Kh Kd 7c 4s | three of a kind, kings, seven-four kickers |
        | Jk 7h 7d 7c 7s | five of a kind, sevens                     |

  Rule: WILD.BEST-VALUE A wild card becomes whatever card makes the best hand

    Scenario Outline: The cards speak: each wild card takes its best value
      Given deuces are wild
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                                       |
        | As Kc 7d 7h 2d | three of a kind, sevens, ace-king kickers  |
        | 2c Ah Kh Qh Jh | royal flush                                |
        | 2c 9h 8h 7h 5h | straight flush, nine high                  |
        | 2c Th 9h 8h 7h | straight flush, jack high                  |
        | 2c Kd Kh 9s 9d | full house, kings full of nines            |
        | 2c 2d Ks Qs 4h | three of a kind, kings, queen-four kickers |

    Scenario: A wild card may complete the best straight of seven cards
      Given deuces are wild
      When the hand "2c 3h 9d Ts Jc Qh Kd" is ranked
      Then it is "straight, ace high"
      And it uses "2c Ts Jc Qh Kd"

    Scenario Outline: A wild card takes its value apart in the high and the low hand
      Given deuces are wild
      And the ranking is <ranking>
      When the hand "(Ah 2c) 3d 9s 9h 6c (5d)" is ranked
      Then it is "<name>"

      Examples:
        | ranking       | name                                    |
        | high          | three of a kind, nines, ace-six kickers |
        | ace-to-five-8 | six-five low                            |

  Rule: WILD.FIVE-OF-A-KIND Five of a kind exists and ranks above a straight flush

    Scenario Outline: Where five of a kind ranks under each house rule
      Given deuces are wild
      And the house rule five-of-a-kind is <option>
      Then "<better>" beats "<worse>"

      Examples:
        | option               | better         | worse          |
        | above-straight-flush | Ah Ad Ac 2s 2h | As Ks Qs Js Ts |
        | above-straight-flush | Qs Qh Qd Qc 2d | 9h 8h 7h 6h 5h |
        | above-straight-flush | Ah Ad Ac 2s 2h | Kh Kd Ks 2c 2d |
        | below-natural-royal  | As Ks Qs Js Ts | Ah Ad Ac 2s 2h |
        | below-natural-royal  | 7s 7h 7d 7c 2h | Ad Kd Qd Jd 2c |
        | below-natural-royal  | 7s 7h 7d 7c 2h | Kh Qh Jh Th 9h |
        | below-natural-royal  | Ah Ad Ac 2s 2h | Kh Kd Ks 2c 2d |

    Scenario Outline: A wild card standing for itself does not make a royal flush natural
      Given J♥ and J♠ are wild
      And the house rule five-of-a-kind is <option>
      Then the hands place in this order:
        | hand           | place     |
        | Ad Kd Qd Jd Td | <natural> |
        | 8c 8d 8h 8s Js | <five>    |
        | Ah Kh Qh Jh Th | <wild>    |

      Examples:
        | option               | natural | five | wild |
        | above-straight-flush | 2       | 1    | 2    |
        | below-natural-royal  | 1       | 2    | 3    |

  Rule: WILD.DUPLICATION Whether a wild card may copy a card already in the hand

    Scenario Outline: The double-ace flush and five of a kind under each house rule
      Given deuces are wild
      And the house rule wild-duplication is <option>
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | option                  | cards          | name                              |
        | anything-goes           | As Ks 9s 6s 2c | flush, ace-ace-king-nine-six      |
        | none                    | As Ks 9s 6s 2c | flush, ace-king-queen-nine-six    |
        | only-for-five-of-a-kind | As Ks 9s 6s 2c | flush, ace-king-queen-nine-six    |
        | anything-goes           | 9s 6s 3s 2c 2d | flush, ace-ace-nine-six-three     |
        | none                    | 9s 6s 3s 2c 2d | flush, ace-king-nine-six-three    |
        | only-for-five-of-a-kind | 9s 6s 3s 2c 2d | flush, ace-king-nine-six-three    |
        | anything-goes           | Kc Kd Kh Ks 2d | five of a kind, kings             |
        | none                    | Kc Kd Kh Ks 2d | four of a kind, kings, ace kicker |
        | only-for-five-of-a-kind | Kc Kd Kh Ks 2d | five of a kind, kings             |
        | none                    | 2c 2d Ah Ad As | four of a kind, aces, king kicker |
        | none                    | Ah Ad Ac As Jk | five of a kind, aces              |

  Rule: WILD.NATURAL-TIE A natural hand and an equal hand made with wild cards tie

    Scenario Outline: Wild cards make no difference to a hand's rank
      Given deuces are wild
      Then "<natural>" ties with "<wild>"

      Examples:
        | natural        | wild           |
        | Ks Kd Kh 9c 4d | Kc 2h 2s 9d 4h |
        | As Ks Qs Js Ts | 2c Kh Qh Jh Th |
        | Ah As Kd Qc 7h | 2c Ad Kc Qh 7s |
        | 9h 8h 7h 6h 5h | 2c 8d 7d 6d 5d |

  Rule: WILD.BUG The bug is an ace, or completes a straight or a flush

    Scenario Outline: The bug plays as an ace, and pairs nothing else
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                                      |
        | Jk As Qd 8c 3h | pair of aces, queen-eight-three kickers   |
        | Jk Ah Ad 7c 4s | three of a kind, aces, seven-four kickers |
        | Jk Kh Kd 7c 4s | pair of kings, ace-seven-four kickers     |
        | Ks Kd Qc Qh Jk | two pair, kings and queens, ace kicker    |
        | Jk 7h 7d 7c 4s | three of a kind, sevens, ace-four kickers |
        | Jk 7h 7d 7c 7s | four of a kind, sevens, ace kicker        |
        | As Ad Kc Kh Jk | full house, aces full of kings            |
        | Ah Ad Ac As Jk | five of a kind, aces                      |

    Scenario Outline: The bug completes the highest straight it can
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                     |
        | 9c 8d 6h 5s Jk | straight, nine high      |
        | Jk Tc 9d 8h 7s | straight, jack high      |
        | Jk 5c 4d 3h 2s | straight, six high       |
        | Kh Qh Jh Th Jk | royal flush              |
        | Jk 9s 8s 7s 6s | straight flush, ten high |

    Scenario Outline: In a flush the bug is the highest card of the suit the hand lacks
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                            |
        | Ac Jc 8c 4c Jk | flush, ace-king-jack-eight-four |
        | Jk 9h 7h 4h 2h | flush, ace-nine-seven-four-two  |
        | Jk Ah Kh Qh 9h | flush, ace-king-queen-jack-nine |

    Scenario: The bug in seven cards
      When the hand "Jk Ah Kh 9h 4h 2c 3d" is ranked
      Then it is "flush, ace-king-queen-nine-four"
      And it uses "Jk Ah Kh 9h 4h"

    Scenario: Five aces with the bug beat a royal flush
      Then "Ah Ad Ac As Jk" beats "As Ks Qs Js Ts"

  Rule: WILD.LOW In a low hand a wild card becomes the lowest card that does not hurt the hand

    Scenario Outline: A wild joker is the lowest card that pairs nothing and makes no straight or flush
      Given the joker is wild
      And the ranking is <ranking>
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | ranking        | cards          | name              |
        | ace-to-five    | 7c 4d 3h As Jk | seven-four low    |
        | ace-to-five    | Jk 4c 3d 2h Ad | wheel             |
        | ace-to-six     | 5c 4d 3h 2s Jk | seven-five low    |
        | ace-to-six     | Jk 4c 3d 2h Ad | six-four low      |
        | deuce-to-seven | 7c 5d 4h 3s Jk | seven-five low    |
        | deuce-to-seven | Jk 6c 5d 4h 3s | eight-six low     |
        | deuce-to-seven | Jk 7h 5h 4h 3h | seven-five low    |
        | ace-to-five-8  | Jk 8c 7d 6h 5s | eight-seven low   |
        | ace-to-five-8  | Jk 9c 8d 7h 6s | no qualifying low |

    Scenario Outline: In a low hand the bug plays as a fully wild card
      Given the ranking is <ranking>
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | ranking       | cards                    | name                                 |
        | ace-to-five   | Jk 6c 5d 3h Ad           | six-five low                         |
        | ace-to-five-8 | (Jk Ac) 2d 4h Kd Ks (6c) | six-four low                         |
        | high          | (Jk Ac) 2d 4h Kd Ks (6c) | two pair, aces and kings, six kicker |

    Scenario: A wild deuce plays as an ace in an ace-to-five low
      Given deuces are wild
      And the ranking is ace-to-five
      When the hand "2c 7d 5h 4s 3c" is ranked
      Then it is "seven-five low"
