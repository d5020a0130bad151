"""A second hole card dealt face up on third street (EXPOSED.HOLE-CARD: Robert's Rules, Seven-Card
Stud 5, and the TDA's Recommended Procedure 10-A both name the first or the second card, and both
deal the third card down), and the case no source rules on: the exposed hole card found only
once the door card is up too, which the floor decides (EXPOSED.FLOOR)."""

from __future__ import annotations

import copy

import pytest
from stud_requests import stud_deal

from studrules.protocol.dispatch import handle

DEAL = stud_deal({
    "Bob": "(Qs 2h) 4s",
    "Carol": "(9c 9d) Kd",
    "David": "(Ac 3h) 5d",
    "Alice": "(5s 5c) 9h",
})


def deal(actions, option=None):
    request = copy.deepcopy(DEAL)
    request["actions"] = actions
    if option:
        request["rules"] = {"options": {"exposed-initial-downcard": option}}
    return handle(request)


def exposed(cause=None):
    event = {"event": "exposed-card", "by": "dealer", "player": "Bob", "card": "2h"}
    if cause:
        event["cause"] = cause
    return event


@pytest.mark.parametrize(("option", "to_act"), [("rrop-cash", "Carol"),
                                                ("tda-becomes-upcard", "Bob")])
def test_the_second_hole_card_exposed_is_the_door_card_and_the_third_goes_down(option, to_act):
    state = deal([exposed()], option)["state"]
    assert state["cards"]["Bob"] == "(Qs) 2h (4s)"
    assert state["to_act"] == to_act  # Robert's Rules excuse Bob from the bring-in


def test_a_hole_card_found_after_the_door_card_is_up_is_left_to_the_floor():
    answer = deal([exposed("after-door-card")])
    assert not answer["ok"]
    error = answer["error"]
    assert (error["code"], error["rule"]) == ("illegal-action", "EXPOSED.FLOOR")
    assert error["message"].startswith("the floor cannot rule on the exposed-card reported by "
                                       "the dealer about Bob (2♥): Bob's door card is face up as "
                                       "well, so Bob has two cards up")
    assert "no rulebook says whether a later card is dealt down instead" in error["message"]
