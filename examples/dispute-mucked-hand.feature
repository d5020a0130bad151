Feature: A dispute at the showdown: "flush!", and a winning hand thrown away
  Seven-card stud, three players, checked down to the end. Bob turns up his
  cards and says "flush". Carol, holding a real flush, believes him and throws
  her cards into the muck, where they are mixed with the others. Then everyone
  sees that Bob has only a pair of kings. Carol says Bob's miscall cost her
  the pot and his hand should not win; Bob says the cards speak and his kings
  beat Alice's threes; Alice says that with Carol's hand gone and Bob's
  killed, her threes win. Settle it:

    studrules settle examples/dispute-mucked-hand.feature
    studrules settle examples/dispute-mucked-hand.feature --rule miscall-muck=cards-speak
    studrules settle examples/dispute-mucked-hand.feature --profile tournament

  Background:
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards                    |
      | Bob    | (Qh 3s) Kd Kc 7h 2d (5s) |
      | Carol  | (As 9s) 4s 6s 8d Js (Td) |
      | Alice  | (Ah 8c) 3c 3d 9h Jh (2c) |
    When the action goes: Alice brings in, Bob calls, Carol calls
    And the hand is checked down to the showdown

  Rule: SHOWDOWN.MISCALL Cards speak: a miscalled hand changes nothing

    Scenario: Bob's words change nothing, but Carol's flush is gone
      Then Carol wins $2.25 with "flush, ace-jack-nine-six-four"
      When Bob miscalls his hand and Carol throws hers into the muck
      Then Carol wins $0
      And Alice wins $2.25
      And Bob wins $0

    Scenario: A house that plays it as the TDA does: only Carol's hand is out
      Given the house rule miscall-muck is cards-speak
      When Bob miscalls his hand and Carol throws hers into the muck
      Then Bob wins $2.25 with "pair of kings, queen-seven-five kickers"

  Rule: SHOWDOWN.MUCKED A hand thrown into the muck

    Scenario: Had Carol kept her cards, or had they been taken back, her flush would win
      When Carol's hand goes into the muck and is taken back out
      Then Carol wins $2.25
