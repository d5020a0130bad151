Feature: Sökö hands: the four-straight and the four-flush
  Sökö ranks five-card hands for high with two more hands: the four-straight
  and the four-flush, between one pair and two pair unless the house says
  otherwise.

  Background:
    Given the ranking is soko

  Rule: SOKO.FOUR-STRAIGHT Four cards in sequence and an odd card

    Scenario Outline: Four cards in sequence make a four-straight, named by its top card and odd card
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                                   |
        | Js Td 9c 8h 3s | four-straight, jack high, three kicker |
        | Jh Tc 9d 8s Ad | four-straight, jack high, ace kicker   |
        | 4c 3d 2h As Kc | four-straight, four high, king kicker  |
        | A2346          | four-straight, four high, six kicker   |
        | Ac Kd Qh Js 4c | four-straight, ace high, four kicker   |
        | AKQJ9          | four-straight, ace high, nine kicker   |
        | Kc Ad 2s 3h 8c | high card, ace-king-eight-three-two    |
        | A2345          | straight, five high                    |

    Scenario Outline: Four-straights compare by the top of the run, then by the odd card
      Then "<better>" beats "<worse>"

      Examples:
        | better         | worse          |
        | Jh Tc 9d 8s Ad | Js Td 9c 8h 3s |
        | AKQJ3          | KQJT3          |
        | 23459          | A2349          |
        | 9876K          | 9876Q          |
        | A2346          | AKQT9          |

    Scenario: The same run and the same odd card tie
      Then "Js Td 9c 8h 3s" ties with "Jd Tc 9h 8s 3d"

  Rule: SOKO.FOUR-FLUSH Four cards of one suit and an odd card of another

    Scenario Outline: Four cards of one suit make a four-flush, named by its suited cards and odd card
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                                          |
        | Kh 9h 6h 2h Qc | four-flush, king-nine-six-two, queen kicker   |
        | Ks 9s 7s 2s 3d | four-flush, king-nine-seven-two, three kicker |
        | Ah Kh Qh Jh Ac | four-flush, ace-king-queen-jack, ace kicker   |
        | 5h 4h 3h 2h 2c | four-flush, five-four-three-two, two kicker   |
        | Kh Qh 9h 6h 2h | flush, king-queen-nine-six-two                |

    Scenario Outline: Four-flushes compare suited card by suited card, then by the odd card
      Then "<better>" beats "<worse>"

      Examples:
        | better         | worse          |
        | Ks 9s 7s 2s 3d | Kh 9h 6h 2h Qc |
        | Kh 9h 6h 2h Qc | Ks 9s 6s 2s Jc |
        | Kh 9h 6h 3h 2c | Ks 9s 6s 2s Ac |
        | Ah 9h 6h 3h 2c | Ks Qs Js 9s Ac |

  Rule: SOKO.ORDER The two new hands rank between one pair and two pair

    Scenario: By default the new hands rank above one pair and below two pair
      Then the hands place in this order:
        | hand           | place |
        | 3c 3d 2h 2s 4c | 1     |
        | Ah Kh Qh Jh Ac | 2     |
        | 5h 4h 3h 2h 2c | 3     |
        | Ac Kd Qh Js As | 4     |
        | A2346          | 5     |
        | AAKQT          | 6     |
        | 22643          | 7     |
        | AKQT9          | 8     |
        | 76432          | 9     |

    Scenario: Below a pair, the new hands still keep their order
      Given the house rule soko-new-hands is below-pair
      Then the hands place in this order:
        | hand           | place |
        | 3c 3d 2h 2s 4c | 1     |
        | AAKQT          | 2     |
        | 22643          | 3     |
        | Ah Kh Qh Jh 9c | 4     |
        | 5h 4h 3h 2h 7c | 5     |
        | Ac Kd Qh Js 9c | 6     |
        | A2346          | 7     |
        | AKQT9          | 8     |
        | 76432          | 9     |

    Scenario Outline: Where the house puts the new hands decides between them and a pair
      Given the house rule soko-new-hands is <option>
      Then "<better>" beats "<worse>"

      Examples:
        | option     | better         | worse          |
        | above-pair | Js Td 9c 8h 3s | 8s 8d Ac Kh Qd |
        | above-pair | Kh 9h 6h 2h Qc | Js Td 9c 8h 3s |
        | above-pair | 33224          | Ah Kh Qh Jh Ac |
        | below-pair | 8s 8d Ac Kh Qd | Js Td 9c 8h 3s |
        | below-pair | 22643          | Ah Kh Qh Jh 9c |
        | below-pair | Kh 9h 6h 2h Qc | Js Td 9c 8h 3s |
        | below-pair | Js Td 9c 8h 3s | AKQT9          |
        | below-pair | 33224          | AAKQT          |

    Scenario Outline: A hand that fits several categories takes the best one the house allows
      Given the house rule soko-new-hands is <option>
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | option     | cards          | name                                         |
        | above-pair | Kh 9h 6h 2h Ks | four-flush, king-nine-six-two, king kicker   |
        | below-pair | Kh 9h 6h 2h Ks | pair of kings, nine-six-two kickers          |
        | above-pair | 9h 8h 7h 2h 6c | four-flush, nine-eight-seven-two, six kicker |
        | below-pair | 9h 8h 7h 2h 6c | four-flush, nine-eight-seven-two, six kicker |
        | above-pair | 9c 8d 7h 6s 6c | four-straight, nine high, six kicker         |
        | below-pair | 9c 8d 7h 6s 6c | pair of sixes, nine-eight-seven kickers      |

  Rule: SOKO.STRAIGHT-FLUSH-FOUR Four suited cards in sequence count only as a four-flush

    Scenario Outline: Four suited cards in sequence are a four-flush and nothing more
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                                          |
        | 8s 7s 6s 5s Kd | four-flush, eight-seven-six-five, king kicker |
        | 9h 8h 7h 6h 6c | four-flush, nine-eight-seven-six, six kicker  |
        | 9h 8h 7h 6h 5h | straight flush, nine high                     |

    Scenario Outline: A four-card straight flush gets no bonus over other four-flushes
      Then "<better>" beats "<worse>"

      Examples:
        | better         | worse          |
        | 9c 7c 4c 2c 3d | 8s 7s 6s 5s Kd |
        | Ks Qs 9s 6s 2c | 9h 8h 7h 6h Kc |
        | 9h 8h 7h 6h Kc | Ac Kd Qh Js As |
        | 33224          | 9h 8h 7h 6h Kc |
