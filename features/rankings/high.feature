Feature: High hands
  The nine categories, the best five of a stud hand, kickers, the ace in a
  straight, equal suits and the names the dealer calls.

  Background:
    Given the ranking is high

  Rule: HIGH.CATEGORIES Nine categories, from straight flush down to high card

    Scenario Outline: The best and the worst hand of each category
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                                      |
        | AKQJ9          | high card, ace-king-queen-jack-nine       |
        | 75432          | high card, seven-five-four-three-two      |
        | AAKQJ          | pair of aces, king-queen-jack kickers     |
        | 22543          | pair of twos, five-four-three kickers     |
        | AAKKQ          | two pair, aces and kings, queen kicker    |
        | 33224          | two pair, threes and twos, four kicker    |
        | AAAKQ          | three of a kind, aces, king-queen kickers |
        | 22243          | three of a kind, twos, four-three kickers |
        | AKQJT          | straight, ace high                        |
        | A2345          | straight, five high                       |
        | As Ks Qs Js 9s | flush, ace-king-queen-jack-nine           |
        | 7h 5h 4h 3h 2h | flush, seven-five-four-three-two          |
        | AAAKK          | full house, aces full of kings            |
        | 22233          | full house, twos full of threes           |
        | AAAAK          | four of a kind, aces, king kicker         |
        | 22223          | four of a kind, twos, three kicker        |
        | As Ks Qs Js Ts | royal flush                               |
        | Kh Qh Jh Th 9h | straight flush, king high                 |
        | 5d 4d 3d 2d Ad | straight flush, five high                 |

    Scenario Outline: The worst hand of a category beats the best hand of the category below
      Then "<worse of the higher>" beats "<best of the lower>"

      Examples:
        | worse of the higher | best of the lower |
        | 22543               | AKQJ9             |
        | 33224               | AAKQJ             |
        | 22243               | AAKKQ             |
        | A2345               | AAAKQ             |
        | 7h 5h 4h 3h 2h      | AKQJT             |
        | 22233               | As Ks Qs Js 9s    |
        | 22223               | AAAKK             |
        | 5d 4d 3d 2d Ad      | AAAAK             |

    Scenario: A hand that fits several categories takes the highest
      When the hand "9h 8h 7h 6h 5h" is ranked
      Then it is "straight flush, nine high"

    Scenario: The hands of a deal place by category
      Then the hands place in this order:
        | hand           | place |
        | 22543          | 3     |
        | As Ks Qs Js Ts | 1     |
        | AKQJ9          | 4     |
        | 33224          | 2     |

  Rule: HIGH.BEST-FIVE A hand is the best five of the cards held

    Scenario Outline: The best five of six or seven cards
      When the hand "<cards>" is ranked
      Then it is "<name>"
      And it uses "<used>"

      Examples:
        | cards                    | name                                   | used           |
        | As Ks Qs Js 9s 2c 2d     | flush, ace-king-queen-jack-nine        | As Ks Qs Js 9s |
        | 8c 7d 6h 5s 4c 3d 2h     | straight, eight high                   | 8c 7d 6h 5s 4c |
        | Ah Kh Qh Jh Th 9h        | royal flush                            | Ah Kh Qh Jh Th |
        | Tc 9c 8c 7c 6c Jd        | straight flush, ten high               | Tc 9c 8c 7c 6c |
        | Jh 9h 7h 4h 2h Td 8c     | flush, jack-nine-seven-four-two        | Jh 9h 7h 4h 2h |
        | Ah Kh 9h 6h Ad As Ks     | full house, aces full of kings         | Ah Ad As Kh Ks |
        | Kc Kd 7h 7s 4c 4d Ah     | two pair, kings and sevens, ace kicker | Kc Kd 7h 7s Ah |
        | Ac 2d 3h 4s 5c 6d        | straight, six high                     | 2d 3h 4s 5c 6d |
        | (Jc 3d) 3h Ts Td 7c (Jh) | two pair, jacks and tens, seven kicker | Jc Jh Ts Td 7c |

    Scenario Outline: Seven cards with more than one best five
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards                    | name                                    |
        | (Qd 7s) 7h Qc 2d 7c (Qs) | full house, queens full of sevens       |
        | (Ks 4d) 4c 8h 8s Kd (2c) | two pair, kings and eights, four kicker |
        | Qc Qd Qh 8s 8c 8d 4h     | full house, queens full of eights       |
        | 9c 9d 9h 9s Kc Kd Kh     | four of a kind, nines, king kicker      |

    Scenario: The sixth and seventh cards never play, not even as kickers
      Then "Ac Ad Kh Qs Jc 4d 3h" ties with "Ah As Kd Qc Js 9d 8h"

    Scenario: Fewer than five cards are not a high hand
      When the hand "As Ks Qs Js" is ranked
      Then it is refused

  Rule: HIGH.KICKERS Hands of one category compare rank by rank, most significant first

    Scenario Outline: The first rank that differs decides
      Then "<better>" beats "<worse>"

      Examples:
        | better         | worse          |
        | AKQJ9          | AKQJ8          |
        | AKQJ8          | AKQT9          |
        | KK432          | QQAKJ          |
        | QQA32          | QQKJT          |
        | QQ974          | QQ973          |
        | Ks Kd 9c 7h 3s | Kh Kc 9d 6s 5c |
        | AA332          | KKQQJ          |
        | KK775          | KK66A          |
        | KK66A          | KK66Q          |
        | Js Jh 4d 4c 3s | Jd Jc 3d 3h Ac |
        | 777A2          | 777KQ          |
        | 88832          | 777AK          |
        | 8s 8d 8c 2h 2s | 7s 7d 7c Ah As |
        | AAA22          | KKKAA          |
        | 3333A          | 2222A          |
        | As Qs 9s 6s 3s | Ah Qh 9h 6h 2h |
        | Kd Jd 9d 7d 5d | Kc Jc 9c 7c 4c |

  Rule: HIGH.STRAIGHTS Aces play high or low in a straight, never both

    Scenario Outline: The ace stands at either end of a straight but never turns the corner
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                                |
        | As Kd Qc Jh Ts | straight, ace high                  |
        | 5d 4c 3h 2s Ac | straight, five high                 |
        | Qs Kd Ac 2h 3s | high card, ace-king-queen-three-two |
        | KA234          | high card, ace-king-four-three-two  |
        | JQKA2          | high card, ace-king-queen-jack-two  |
        | A2346          | high card, ace-six-four-three-two   |

    Scenario Outline: Straights rank by their top card, the wheel's being the five
      Then "<better>" beats "<worse>"

      Examples:
        | better         | worse          |
        | 6d 5c 4h 3s 2c | 5d 4c 3h 2s Ac |
        | AKQJT          | KQJT9          |
        | 7h 6h 5h 4h 3h | 6h 5h 4h 3h 2h |
        | 6h 5h 4h 3h 2h | 5d 4d 3d 2d Ad |
        | 5d 4d 3d 2d Ad | KKKKA          |

    Scenario Outline: The ace plays in the best straight of seven cards
      When the hand "<cards>" is ranked
      Then it is "<name>"
      And it uses "<used>"

      Examples:
        | cards                | name                 | used           |
        | Ac 2d 3h 4s 5c Kd Kh | straight, five high  | Ac 2d 3h 4s 5c |
        | Ac 2d 3h 4s 5c 6d 7h | straight, seven high | 3h 4s 5c 6d 7h |
        | Ac Kd Qh Js Tc 9d 2h | straight, ace high   | Ac Kd Qh Js Tc |

  Rule: HIGH.SUITS-EQUAL Suits never break a tie at the showdown

    Scenario Outline: Hands of the same ranks tie whatever their suits
      Then "<one>" ties with "<other>"

      Examples:
        | one            | other          |
        | As Kd Qh Js 9c | Ac Kh Qd Jc 9s |
        | As Ks Qs Js 9s | Ah Kh Qh Jh 9h |
        | As Ks Qs Js Ts | Ac Kc Qc Jc Tc |
        | 9s 9h 5d 5c 2s | 9d 9c 5h 5s 2c |
        | 6d 5c 4h 3s 2c | 6s 5h 4d 3c 2h |

    Scenario: Three equal hands share the first place
      Then the hands place in this order:
        | hand           | place |
        | Kd Kc 8h 8s 3c | 1     |
        | Kh Ks 8d 8c 3d | 1     |
        | Qh Qs Jd Jc Ad | 4     |
        | Kd Ks 8d 8c 3h | 1     |

  Rule: HIGH.NAMES How a high hand is named

    Scenario Outline: The dealer's words for each hand
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                                      |
        | AK974          | high card, ace-king-nine-seven-four       |
        | KKA94          | pair of kings, ace-nine-four kickers      |
        | 66A43          | pair of sixes, ace-four-three kickers     |
        | KK995          | two pair, kings and nines, five kicker    |
        | 777AK          | three of a kind, sevens, ace-king kickers |
        | 666K2          | three of a kind, sixes, king-two kickers  |
        | 98765          | straight, nine high                       |
        | Ah Kh Qh Jh 9h | flush, ace-king-queen-jack-nine           |
        | 777KK          | full house, sevens full of kings          |
        | 66622          | full house, sixes full of twos            |
        | 9999A          | four of a kind, nines, ace kicker         |
        | Ks Qs Js Ts 9s | straight flush, king high                 |
        | Ah Kh Qh Jh Th | royal flush                               |
