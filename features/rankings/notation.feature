Feature: Cards and notation
  How cards are written for the engine: ranks, suits, the joker, a player's
  cards in the order dealt, the hand written by ranks alone, what is refused,
  and the suit order that only ever breaks ties between single cards.

  Background:
    Given the ranking is high

  Rule: CARDS.RANKS Thirteen ranks from two to ace

    Scenario Outline: Each rank outranks the one below it
      Then "<higher>" beats "<lower>"

      Examples:
        | higher | lower |
        | A6432  | K6432 |
        | K6432  | Q6432 |
        | Q6432  | J6432 |
        | J6432  | T6432 |
        | T6432  | 96432 |
        | 96432  | 86432 |
        | 86432  | 76432 |
        | 33K84  | 22K84 |

    Scenario Outline: A rank letter may be written in either case, and the ten as T or 10
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards           | name                                 |
        | 10s Js Qs Ks As | royal flush                          |
        | Th 10d 9c 9s 2h | two pair, tens and nines, two kicker |
        | 10h 9c 8d 7s 6h | straight, ten high                   |
        | as kd qc jh ts  | straight, ace high                   |
        | ah kh qh jh th  | royal flush                          |

    Scenario: A ten written 10 is the same card as one written T
      When the hand "10♦ 10♣ Ah Kd 4s" is ranked
      Then it uses "Td Tc Ah Kd 4s"

  Rule: CARDS.SUITS Four suits, by letter or by symbol

    Scenario Outline: A suit may be written by its letter or its symbol
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards          | name                                   |
        | A♠ K♠ Q♠ J♠ T♠ | royal flush                            |
        | A♥ 9♥ 7♥ 4♥ 2♥ | flush, ace-nine-seven-four-two         |
        | A♣ Kc Q♣ Jc 9♣ | flush, ace-king-queen-jack-nine        |
        | 8♦ 7d 6♦ 5d 4♦ | straight flush, eight high             |
        | AS KS QS JS TS | royal flush                            |
        | QH Qd 4c 4S 2h | two pair, queens and fours, two kicker |

    Scenario: A card written by symbol is the same card as one written by letter
      When the hand "A♠ K♠ Q♠ J♠ 9♠ 2♦ 3♣" is ranked
      Then it uses "As Ks Qs Js 9s"

  Rule: CARDS.JOKER The joker is written Jk

    Scenario Outline: The joker is written Jk in any case, and plays as the bug unless made wild
      When the hand "<cards>" is ranked
      Then it is "pair of aces, king-seven-four kickers"

      Examples:
        | cards          |
        | Jk Ah Kd 7c 4s |
        | jk Ah Kd 7c 4s |
        | JK Ah Kd 7c 4s |

    Scenario: Four aces and the joker are five aces
      When the hand "Ah Ad Ac As Jk" is ranked
      Then it is "five of a kind, aces"

    Scenario: There is only one joker
      When the hand "Jk Jk As Ks Qs" is ranked
      Then it is refused, naming "Jk"

  Rule: CARDS.NOTATION A player's cards in the order dealt, face-down cards in parentheses

    Scenario Outline: Parentheses mark the face-down cards and play no part in ranking
      When the hand "<cards>" is ranked
      Then it is "<name>"
      And it uses "<used>"

      Examples:
        | cards                      | name                                | used           |
        | (Ah Kd) 4s 7c 9h Jd (2c)   | high card, ace-king-jack-nine-seven | Ah Kd Jd 9h 7c |
        | (Ah) (Kd) 4s 7c 9h Jd (2c) | high card, ace-king-jack-nine-seven | Ah Kd Jd 9h 7c |
        | (As Ks) Qs Js Ts           | royal flush                         | As Ks Qs Js Ts |
        | (9c 9d) 9h 4s 4c (2d)      | full house, nines full of fours     | 9c 9d 9h 4s 4c |

    Scenario Outline: Cards may be run together, or separated by commas
      When the hand "<cards>" is ranked
      Then it is "<name>"

      Examples:
        | cards              | name                                |
        | AsKsQsJsTs         | royal flush                         |
        | (AhKd)4s7c9h       | high card, ace-king-nine-seven-four |
        | As, Ks, Qs, Js, Ts | royal flush                         |

    Scenario Outline: A hand written by ranks alone has mixed suits and never a flush
      When the hand "<ranks>" is ranked
      Then it is "<name>"

      Examples:
        | ranks     | name                                   |
        | A2345     | straight, five high                    |
        | AKQJT     | straight, ace high                     |
        | K Q J T 9 | straight, king high                    |
        | 97532     | high card, nine-seven-five-three-two   |
        | AAKKQ     | two pair, aces and kings, queen kicker |
        | KKKKA     | four of a kind, kings, ace kicker      |

  Rule: CARDS.PARSE-ERRORS Bad card text is refused, naming the token and where it stands

    Scenario Outline: Unknown cards, duplicates and stray parentheses are refused
      When the hand "<cards>" is ranked
      Then it is refused, naming "<token>"

      Examples:
        | cards              | token |
        | As Xs Kd Qh Jc     | Xs    |
        | As Ks Qs Js 1s     | 1s    |
        | Ah Kd Qz Jc Tc     | Qz    |
        | As Ks Qs Js 11s    | 11s   |
        | AsKx Qs Js Ts      | AsKx  |
        | As Ks Qs Js As     | As    |
        | As Ks (Qs Js Ts    | (     |
        | As Ks) Qs Js Ts    | )     |
        | (As (Ks) Qs) Js Ts | (     |

  Rule: CARDS.SUIT-ORDER Suits rank only to break ties between single cards

    Scenario Outline: Tied showing hands are told apart by the house's suit order
      Given the ranking is showing-high
      And the house rule showing-tie-break is high-card-by-suit
      And the house rule suit-order is <order>
      Then "<better>" beats "<worse>"

      Examples:
        | order               | better | worse |
        | bridge              | Ks 7d  | Kh 7c |
        | bridge              | Kh 7c  | Kd 7s |
        | bridge              | Kd 7s  | Kc 7h |
        | reversed            | Kh 7c  | Ks 7d |
        | reversed            | Kc 7h  | Kd 7s |
        | cjk                 | Kd 7c  | Kh 7s |
        | alternating-colours | Kc 7h  | Kd 7s |
        | shdc                | Kc 7h  | Ks 7d |

    Scenario Outline: No suit order separates hands at the showdown
      Given the house rule suit-order is <order>
      Then "As Kd Qh Js 9c" ties with "Ac Kh Qd Jc 9s"

      Examples:
        | order    |
        | bridge   |
        | reversed |
        | cjk      |
