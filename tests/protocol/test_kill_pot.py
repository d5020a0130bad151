"""A kill pot is an input of the deal (KILL.POT): who kills and for how much.

The deal request's ``kill`` names the player and the amount; the kill is the first
round's bet in place of the bring-in, the action starts at its left, the limits grow with
it. A kill that cannot be played is refused naming ``kill`` and its field, never dealt.
"""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest
from stud_requests import stud_deal

from studrules.hand.dealing import Dealer
from studrules.hand.engine import new_hand
from studrules.hand.model import BadDeal, Stakes
from studrules.house_rules import resolve
from studrules.protocol.dispatch import handle
from studrules.variants import VARIANTS

DEAL = stud_deal({
    "Bob": "(Qs 2h) 4s",
    "Carol": "(9c 9d) Kd",
    "David": "(Ac 3h) 4d",
}, "seven-card-stud-hi-lo-8")


def deal(kill: object, **changes) -> dict:
    request = copy.deepcopy(DEAL)
    request.update(changes, kill=kill)
    return handle(request)


def refusal(answer: dict) -> tuple[str, str]:
    assert not answer["ok"], answer
    return answer["error"]["field"], answer["error"]["message"]


def test_a_kill_replaces_the_bring_in_and_doubles_the_limits():
    answer = deal({"player": "Carol", "amount": "2"})
    assert answer["ok"], answer
    state = answer["state"]
    assert state["to_act"] == "David"
    assert state["pot"] == "2.75"
    assert any(r["rule"] == "KILL.POT" and "Carol kills the pot for $2" in r["text"]
               for r in answer["reasons"])
    legal = {a["action"]: a.get("to") for a in state["legal"]}
    assert legal == {"fold": None, "call": "2", "raise": "4"}


def test_without_a_kill_the_deal_is_as_before():
    request = copy.deepcopy(DEAL)
    answer = handle(request)
    assert answer["ok"] and answer["state"]["to_act"] == "David"
    assert not any(r["rule"] == "KILL.POT" for r in answer["reasons"])


def test_a_killer_short_of_chips_is_all_in_and_the_others_call_the_full_kill():
    players = copy.deepcopy(DEAL["players"])
    players[1]["stack"] = "1.25"
    answer = deal({"player": "Carol", "amount": "2"}, players=players)
    assert answer["ok"], answer
    assert "all in for $1" in " ".join(r["text"] for r in answer["reasons"])
    assert {a["action"]: a.get("to") for a in answer["state"]["legal"]}["call"] == "2"


@pytest.mark.parametrize(
    ("kill", "changes", "field", "says"),
    [
        ({"player": "Erin", "amount": "2"}, {}, "kill.player", "Erin is not"),
        ({"player": "Carol", "amount": "1"}, {}, "kill.amount", "more than the small bet"),
        ({"player": "Carol", "amount": "0.50"}, {}, "kill.amount", "more than the small bet"),
        ({"player": "Carol", "amount": "3"}, {"stakes": {
            "ante": "1", "bring_in": "1", "small_bet": "2", "big_bet": "3", "chip": "1"}},
         "kill.amount", "whole number of chips"),
        ({"player": "Carol", "amount": "0"}, {}, "kill.amount", "more than nothing"),
        ({"player": "Carol", "amount": "two"}, {}, "kill.amount", ""),
        ({"player": "Carol"}, {}, "kill.amount", "kill needs amount"),
        ({"amount": "2"}, {}, "kill.player", ""),
        ({"player": "Carol", "amount": "2", "when": "now"}, {}, "kill.when", ""),
        ("Carol", {}, "kill", ""),
        ({"player": "Carol", "amount": "2"}, {"variant": "london-lowball"}, "kill",
         "fixed-limit"),
    ],
)
def test_a_kill_that_cannot_be_played_is_refused_naming_its_field(kill, changes, field, says):
    where, message = refusal(deal(kill, **changes))
    assert where == field
    assert says in message


def test_the_python_api_refuses_the_same_kill_and_deals_none():
    stakes = replace(Stakes.of(1, 2, "0.25", "0.5"), kill=4, killer="Erin")
    table = [("Bob", None), ("Carol", None)]
    with pytest.raises(BadDeal, match="Erin is not") as refused:
        new_hand(VARIANTS["seven-card-stud-hi-lo-8"], table, stakes, resolve(),
                 Dealer.shuffled(1))
    assert refused.value.rule == "KILL.POT"


def test_a_hole_card_exposed_in_a_kill_pot_is_left_to_the_floor_and_nothing_is_posted_again():
    exposed = {"event": "exposed-card", "by": "dealer", "player": "Bob", "card": "Qs"}
    answer = deal({"player": "Carol", "amount": "2"}, actions=[exposed])
    assert not answer["ok"]
    assert answer["error"]["rule"] == "EXPOSED.FLOOR"
    assert "a kill" in answer["error"]["message"]
    assert deal({"player": "Carol", "amount": "2"})["state"]["pot"] == "2.75"
