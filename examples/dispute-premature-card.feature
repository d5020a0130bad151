Feature: A dispute over a card dealt too early: whose card is it?
  On fourth street Carol and David check, and the dealer, thinking the betting
  is over, burns a card and deals the 5s face up to Bob before Alice has
  acted. Alice and Bob then check too. Bob wants to keep the 5s: it was dealt
  to him, he says. Alice says a card dealt before the betting ended does not
  play. Which card does Bob get on fifth street? Settle it under the house's
  rules, and under the TDA's, where the stub is shuffled again (the dealer
  wrote down the order the cards came out in):

    studrules settle examples/dispute-premature-card.feature
    studrules settle examples/dispute-premature-card.feature --rule premature-card=reshuffle

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the deck, from the top, is "8h 9d 2c Jc Qh Ts 7d 5c Kd Ah 3s 6h As 4d 3d Qs Kc Td 5s 4c Qc Jh 5d Tc 7c 6d Js 9s Ac 7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c"
    And the scrambled cards, from the top, are "Jh 4c Qc 5s 5d Tc 7c 6d Js 9s Ac 7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c"
    And the players, from the dealer's left, hold:
      | player |
      | Bob    |
      | Carol  |
      | David  |
      | Alice  |

  Rule: DEALT.PREMATURE A card dealt before the betting ended does not play

    Scenario: The 5s does not play: the cards are dealt as the house's procedure says
      When the action goes: David brings in, Alice calls, Bob calls, Carol calls
      And the action goes: Carol checks, David checks
      And the dealer deals Bob the 5s before the betting ended
      And the action goes: Alice checks, Bob checks
      Then Bob holds "(8h Qh) Kd 4d 7c"
      And the ruling cites DEALT.PREMATURE
