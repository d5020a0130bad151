Feature: Low hands
  The three low scales (ace-to-five, ace-to-six, deuce-to-seven), paired
  lows, the eight-or-better qualifier, the best low of a stud hand and the
  names of low hands. The lowest hand wins, so "beats" means "is lower".

  Rule: LOW.ACE-TO-FIVE Ace low, straights and flushes ignored, the wheel is best

    Background:
      Given the ranking is ace-to-five

    Scenario Outline: An ace-to-five low is read by its ranks alone
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name            |
        | A2345          | wheel           |
        | 5h 4h 3h 2h Ah | wheel           |
        | 6432A          | six-four low    |
        | 7h 5h 4h 3h 2h | seven-five low  |
        | 87654          | eight-seven low |
        | 8s 6d 4c 2h As | eight-six low   |
        | KQJT9          | king-queen low  |

    Scenario Outline: The highest card decides first, then the next
      Then "<better>" beats "<worse>"

      Examples:
        | better         | worse          |
        | A2345          | A2346          |
        | 6432A          | 6532A          |
        | 6432A          | 65432          |
        | 76432          | 7653A          |
        | 7d 5c 4s 3h 2d | 7c 6d 4h 3s 2c |
        | 7s 6d 5c 4h 3s | 8s 4d 3c 2h As |
        | 5h 4h 3h 2h Ah | 6c 4d 3h 2s Ac |
        | KQJT9          | KKQJT          |

    Scenario Outline: Straights and flushes do not count
      Then "<one>" ties with "<other>"

      Examples:
        | one            | other          |
        | 7h 5h 4h 3h 2h | 7c 5d 4h 3s 2c |
        | 5d 4d 3d 2d Ad | A2345          |
        | 87654          | 8c 7c 6c 5c 4c |

  Rule: LOW.PAIRS Pairs count against a low hand; the lower pair is better

    Scenario Outline: Matched cards count against a low hand in every scale
      Given the ranking is <ranking>
      Then "<better>" beats "<worse>"

      Examples:
        | ranking        | better | worse |
        | ace-to-five    | KQJ98  | AA234 |
        | ace-to-five    | AA765  | 22543 |
        | ace-to-five    | AA654  | AA732 |
        | ace-to-five    | KKQJT  | AA223 |
        | ace-to-five    | KKQQJ  | AAA23 |
        | ace-to-five    | KKKQJ  | AAA22 |
        | ace-to-five    | KKKQQ  | AAAA2 |
        | ace-to-six     | KQJT8  | AA234 |
        | ace-to-six     | AA643  | 22643 |
        | ace-to-six     | AA223  | 22QQK |
        | deuce-to-seven | AKQJ9  | 22543 |
        | deuce-to-seven | 22543  | AA765 |
        | deuce-to-seven | 22653  | 22754 |
        | deuce-to-seven | KKQJT  | 33224 |

  Rule: LOW.ACE-TO-SIX Ace low, straights and flushes count against the hand

    Background:
      Given the ranking is ace-to-six

    Scenario Outline: An ace-to-six low counts straights and flushes against the hand
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                            |
        | 6c 4d 3h 2s Ac | six-four low                    |
        | 5c 4d 3h 2s Ac | straight, five high             |
        | 5d 4d 3d 2d Ad | straight flush, five high       |
        | 65432          | straight, six high              |
        | 8h 6h 4h 3h 2h | flush, eight-six-four-three-two |
        | AKQJT          | king-queen low                  |
        | KQJT8          | king-queen low                  |

    Scenario Outline: The lower a hand would rank for high, the better its ace-to-six low
      Then "<better>" beats "<worse>"

      Examples:
        | better         | worse          |
        | 6c 4d 3h 2s Ac | 5c 4d 3h 2s Ac |
        | 8s 6d 4c 3h 2s | 7h 5h 4h 3h 2h |
        | AKQJT          | KQJT9          |
        | KKKQJ          | A2345          |
        | A2345          | 65432          |
        | A2345          | 8h 6h 4h 3h 2h |
        | 8h 6h 4h 3h 2h | KKKQQ          |
        | 65432          | 5d 4d 3d 2d Ad |

  Rule: LOW.DEUCE-TO-SEVEN Ace high only, straights and flushes count against the hand

    Background:
      Given the ranking is deuce-to-seven

    Scenario Outline: A deuce-to-seven low plays the ace high and counts straights and flushes
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                                  |
        | 7c 5d 4h 3s 2c | seven-five low                        |
        | A2345          | ace-five low                          |
        | AKQJ9          | ace-king low                          |
        | 65432          | straight, six high                    |
        | 8c 7d 6h 5s 4c | straight, eight high                  |
        | Ad 2d 3d 4d 5d | flush, ace-five-four-three-two        |
        | 7h 5h 4h 3h 2h | flush, seven-five-four-three-two      |
        | 22543          | pair of twos, five-four-three kickers |

    Scenario Outline: The lower a hand would rank for high, the better its deuce-to-seven low
      Then "<better>" beats "<worse>"

      Examples:
        | better         | worse          |
        | 7c 5d 4h 3s 2c | 7d 6c 4s 3h 2d |
        | 8s 6d 4c 3h 2s | As 5d 4c 3h 2s |
        | 8s 6d 4c 3h 2s | 6s 5d 4c 3h 2s |
        | 76432          | 85432          |
        | KQJT8          | A2345          |
        | AKQJ9          | 7h 5h 4h 3h 2h |
        | AAAKQ          | 65432          |
        | 65432          | 7h 5h 4h 3h 2h |

  Rule: LOW.EIGHT-OR-BETTER A low qualifies only with five different ranks, all eight or lower

    Background:
      Given the ranking is ace-to-five-8

    Scenario Outline: Five different ranks of eight or lower qualify, straights and flushes included
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards                    | name            |
        | A2345                    | wheel           |
        | (Ad 2d) 3d 4d 5d Kc (Kh) | wheel           |
        | 87654                    | eight-seven low |
        | 8c 7c 6c 5c 4c           | eight-seven low |
        | (Ac 2d) 3h 4s 4c 8d (Kh) | eight-four low  |

    Scenario Outline: Without five different ranks of eight or lower there is no low
      When the hand "<cards>" is ranked
      Then it does not qualify
      And it is "no qualifying low"

      Examples:
        | cards                    |
        | 9c 6d 5h 4s 3c           |
        | 97654                    |
        | KQJT9                    |
        | AA234                    |
        | (Ac 2d) 3h 4s 4c 4d (Ks) |
        | (9c 7d) 6h 5s 4c Kd (Qs) |
        | Ac Ad 2c 2d 3h 3s 8c     |

    Scenario: The worst qualifying low still beats a nine-high hand
      Then "87654" beats "9c 6d 5h 4s 3c"

    Scenario: Hands that do not qualify take no place
      Then the hands place in this order:
        | hand  | place |
        | KQJT9 | none  |
        | 87654 | 3     |
        | A2345 | 1     |
        | 97654 | none  |
        | 6432A | 2     |

  Rule: LOW.BEST-FIVE The best low from all the cards, chosen independently of the high hand

    Scenario Outline: The best low of six or seven cards
      Given the ranking is <ranking>
      When the hand "<cards>" is ranked
      Then it is "<name>"
      And it uses "<used>"

      Examples:
        | ranking        | cards                    | name            | used           |
        | ace-to-five    | Kc Qd 7h 5s 4c 3d 2h     | seven-five low  | 7h 5s 4c 3d 2h |
        | ace-to-five    | Kc 9d 6h 4s 3c 2d        | nine-six low    | 9d 6h 4s 3c 2d |
        | ace-to-five-8  | Kc Qd 8h 7s 6c 5d 4h     | eight-seven low | 8h 7s 6c 5d 4h |
        | ace-to-five-8  | 8c 7d 6h 5s 4c 3d 2h     | six-five low    | 6h 5s 4c 3d 2h |
        | ace-to-five-8  | (Ah 2h) 3h 4h Kh 8c (9d) | eight-four low  | 8c 4h 3h 2h Ah |
        | ace-to-six     | Ac 2d 3h 4s 5c 6d Kh     | six-four low    | 6d 4s 3h 2d Ac |
        | ace-to-six     | 6h 4h 3h 2h Ah Kc        | king-four low   | Kc 4h 3h 2h Ah |
        | deuce-to-seven | Ac 2d 3h 4s 5c 7d Kh     | seven-five low  | 7d 5c 4s 3h 2d |
        | deuce-to-seven | 2c 3d 4h 5s 6c 8d 9h     | eight-five low  | 8d 5s 4h 3d 2c |
        | deuce-to-seven | 7h 5h 4h 3h 2h 8c        | eight-five low  | 8c 5h 4h 3h 2h |

    Scenario Outline: With fewer than five different ranks the best low holds a pair
      Given the ranking is <ranking>
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | ranking        | cards                    | name                                  |
        | ace-to-five    | (Ac Ad) 2c 2h 3s Ks (3d) | pair of aces, king-three-two kickers  |
        | ace-to-five    | Ac Ad 2c 2d 3h 3s 4c     | pair of aces, four-three-two kickers  |
        | deuce-to-seven | 2c 2d 3h 3s 4c 4d 5h     | pair of twos, five-four-three kickers |

    Scenario: Fewer than five cards are not a low hand
      Given the ranking is ace-to-five
      When the hand "As 2d 3h 4c" is ranked
      Then it is refused

  Rule: LOW.NAMES How a low hand is named

    Scenario Outline: The dealer's words for each low
      Given the ranking is <ranking>
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | ranking        | cards          | name                                  |
        | ace-to-five    | A2345          | wheel                                 |
        | ace-to-five    | 8s 6d 4c 2h As | eight-six low                         |
        | ace-to-five    | AA765          | pair of aces, seven-six-five kickers  |
        | ace-to-five    | 22543          | pair of twos, five-four-three kickers |
        | ace-to-five    | 66622          | full house, sixes full of twos        |
        | ace-to-five-8  | A2345          | wheel                                 |
        | ace-to-five-8  | KQJT9          | no qualifying low                     |
        | ace-to-six     | 6432A          | six-four low                          |
        | ace-to-six     | 5c 4d 3h 2s Ac | straight, five high                   |
        | deuce-to-seven | 7c 5d 4h 3s 2c | seven-five low                        |
        | deuce-to-seven | A5432          | ace-five low                          |
        | deuce-to-seven | AA765          | pair of aces, seven-six-five kickers  |
