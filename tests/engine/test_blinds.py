"""Blinds through the protocol (BLINDS.POST, BLINDS.ACTION, MISSISSIPPI.FORCED-BETS): the stakes
fields, who posts and who acts, and a clear refusal naming its rule for every stakes that
cannot be played."""

import copy

import pytest

from studrules.protocol.dispatch import handle

BLINDS = {"mississippi-forced-bets": "blinds"}
DEAL = {
    "variant": "mississippi",
    "rules": {"profile": "casino", "options": BLINDS},
    "stakes": {"small_bet": "1", "big_bet": "2", "small_blind": "0.50", "big_blind": "1"},
    "players": [
        {"name": "Bob", "cards": "(Ah 7d) 5s"},
        {"name": "Carol", "cards": "(Kh Qd) Ks"},
        {"name": "Alice", "cards": "(3c 3h) 2c"},
    ],
}


def deal(options=None, actions=(), **stakes):
    request = copy.deepcopy(DEAL)
    if options is not None:
        request["rules"]["options"] = options
    request["stakes"].update(stakes)
    request["stakes"] = {k: v for k, v in request["stakes"].items() if v is not None}
    request["actions"] = [list(a) for a in actions]
    return handle(request)


def test_the_blinds_are_posted_from_the_dealers_left_and_the_next_player_acts():
    answer = deal()
    assert answer["ok"], answer
    state = answer["state"]
    assert (state["pot"], state["to_act"], state["first_actor"]) == ("1.50", "Alice", "Alice")
    assert state["bring_in"] is None
    rules = [r["rule"] for r in answer["reasons"]]
    assert rules.count("BLINDS.POST") == 2 and "BLINDS.ACTION" in rules
    assert "ANTE.ALL" not in rules and "BRING-IN.LOW-CARD" not in rules


def test_the_big_blind_has_the_option_when_called_around():
    state = deal(actions=[("Alice", "call"), ("Bob", "call")])["state"]
    assert state["to_act"] == "Carol"
    assert [(a["action"], a.get("to")) for a in state["legal"]] == [("check", None), ("raise", "2")]


def test_checking_the_big_blind_is_refused_citing_the_blinds():
    answer = deal(actions=[("Alice", "check")])
    assert answer["error"]["code"] == "illegal-action"
    assert answer["error"]["rule"] == "BLINDS.POST"
    assert "the big blind is a bet" in answer["error"]["message"]


@pytest.mark.parametrize(
    ("options", "stakes", "says"),
    [
        ({}, {}, "MISSISSIPPI.FORCED-BETS"),
        (BLINDS, {"bring_in": "0.25"}, "no bring-in"),
        (BLINDS, {"big_blind": None, "small_blind": None}, "need big_blind"),
        (BLINDS, {"small_blind": "2", "big_blind": "1"}, "small blind <= big blind"),
        (BLINDS, {"big_blind": "2"}, "big blind <= small bet"),
    ],
)
def test_stakes_that_cannot_be_played_are_refused_naming_the_field_and_rule(
    options, stakes, says
):
    answer = deal(options, **stakes)
    assert not answer["ok"]
    error = answer["error"]
    assert (error["code"], error["field"]) == ("bad-request", "stakes")
    assert says in error["message"]
    assert "(BLINDS.POST)" in error["message"] or "(MISSISSIPPI.FORCED-BETS)" in error["message"]


def test_a_game_without_blinds_refuses_them():
    request = copy.deepcopy(DEAL)
    request.update(variant="seven-card-stud", rules={})
    error = handle(request)["error"]
    assert error["field"] == "stakes"
    assert "Seven-card stud is not played with blinds" in error["message"]
    assert "(BLINDS.POST)" in error["message"]


@pytest.mark.parametrize("option", ["mississippi-forced-bets", "mississippi-limits"])
def test_an_unknown_value_is_refused_with_the_list_of_values(option):
    error = deal({option: "sometimes"})["error"]
    assert error["field"] == f"rules.options.{option}"
    values = {"mississippi-forced-bets": "ante-bring-in, blinds",
              "mississippi-limits": "big-from-second-round, holdem"}[option]
    assert f'unknown value "sometimes" for {option}: choose one of {values}' in error["message"]
