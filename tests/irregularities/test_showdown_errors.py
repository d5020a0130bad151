"""Showdown mistakes (SHOWDOWN.*) through the engine and the protocol: refusals change nothing,
bad input names its field or its rule, and the dispute example settles."""

from __future__ import annotations

import pytest
from settling import settle

from studrules.hand.model import Action, Event, IllegalAction
from studrules.protocol.deal import start
from studrules.protocol.dispatch import handle

CHECKS = [[p, "check"] for _ in range(4) for p in ("Bob", "Carol", "Alice")]
DEAL = {
    "variant": "seven-card-stud",
    "stakes": {"ante": "0.25", "bring_in": "0.5", "small_bet": "1", "big_bet": "2"},
    "players": [
        {"name": "Bob", "cards": "(Qh 3s) Kd Kc 7h 2d (5s)"},
        {"name": "Carol", "cards": "(As 9s) 4s 6s 8d Js (Td)"},
        {"name": "Alice", "cards": "(Ah 8c) 3c 3d 9h Jh (2c)"},
    ],
    "actions": [["Alice", "bring-in"], ["Bob", "call"], ["Carol", "call"], *CHECKS],
}
"""Bob's kings, Carol's flush and Alice's threes checked down: Carol wins the $2.25."""


def asked(*events: dict, profile: str | None = None) -> dict:
    """The protocol's answer to the deal with ``events`` after the showdown."""
    request = {**DEAL, "actions": [*DEAL["actions"], *events]}
    if profile:
        request["rules"] = {"profile": profile}
    return handle(request)


def test_the_showdown_settles_as_the_examples_of_the_chapter_say():
    assert asked()["state"]["result"]["payouts"] == {"Carol": "2.25"}
    lost = {"event": "muck", "by": "dealer", "player": "Carol", "cause": "lost"}
    assert asked(lost)["state"]["result"]["payouts"] == {"Bob": "2.25"}
    assert asked(lost)["state"]["folded"] == ["Carol"]
    miscall = {"event": "miscall", "by": "Bob", "player": "Carol"}
    assert asked(miscall)["state"]["result"]["payouts"] == {"Alice": "2.25"}
    assert asked(miscall, profile="tournament")["state"]["result"]["payouts"] == {"Bob": "2.25"}


@pytest.mark.parametrize(
    "event, rule",
    [
        ({"event": "muck", "by": "dealer", "player": "Carol"}, "IRREGULAR.REPORTED"),
        ({"event": "muck", "by": "dealer", "player": "Carol", "cause": "burned"},
         "SHOWDOWN.MUCKED"),
        ({"event": "muck", "by": "Bob", "player": "Carol", "cause": "lost"}, "SHOWDOWN.MUCKED"),
        ({"event": "muck", "by": "dealer", "player": "Zed", "cause": "lost"}, "IRREGULAR.REPORTED"),
        ({"event": "miscall", "by": "floor"}, "IRREGULAR.REPORTED"),
        ({"event": "miscall", "by": "Bob", "player": "Bob"}, "SHOWDOWN.MISCALL"),
        ({"event": "asks-to-see", "by": "Bob"}, "IRREGULAR.REPORTED"),
        ({"event": "wrong-push", "by": "dealer", "player": "Carol"}, "SHOWDOWN.WRONG-PUSH"),
        ({"event": "wrong-push", "by": "dealer", "player": "Bob", "cause": "tip"},
         "SHOWDOWN.WRONG-PUSH"),
        ({"event": "next-deal", "by": "dealer", "cause": "cut"}, "SHOWDOWN.DEADLINE"),
        ({"event": "next-deal", "by": "Bob", "cause": "shuffle"}, "IRREGULAR.REPORTED"),
    ],
)
def test_an_event_the_rules_refuse_is_an_illegal_action_naming_its_rule(event, rule):
    answer = asked(event)
    assert answer["ok"] is False
    error = answer["error"]
    assert (error["code"], error["rule"], error["at"]) == ("illegal-action", rule, 15)


@pytest.mark.parametrize(
    "event, field",
    [
        ({"event": "muck", "by": "dealer", "player": "Carol", "cause": 5}, "actions[15].cause"),
        ({"event": "muck", "by": "dealer", "player": ["Carol"]}, "actions[15].player"),
        ({"event": "wrong-push", "player": "Bob"}, "actions[15].by"),
        ({"event": "mucks", "by": "dealer"}, "actions[15].event"),
    ],
)
def test_a_malformed_event_is_a_bad_request_naming_the_field(event, field):
    answer = asked(event)
    assert answer["ok"] is False
    assert (answer["error"]["code"], answer["error"]["field"]) == ("bad-request", field)


def test_too_late_after_the_next_deal_begins_and_the_result_stands():
    shuffle = {"event": "next-deal", "by": "dealer", "cause": "shuffle"}
    push = {"event": "wrong-push", "by": "dealer", "player": "Bob", "cause": "miscount"}
    assert asked(shuffle, push)["error"]["rule"] == "SHOWDOWN.DEADLINE"
    assert asked(shuffle, push, profile="tournament")["ok"] is True
    again = asked(shuffle, shuffle)["error"]
    assert (again["rule"], again["at"]) == ("SHOWDOWN.DEADLINE", 16)


def test_a_refused_event_leaves_the_engine_state_as_it_was():
    state = start(DEAL)
    for player, verb in DEAL["actions"]:
        state = state.apply(Action(player, verb))
    assert state.over
    before = state._values()  # every field; the kept legal actions aside
    for event in (
        Event("dealer", "muck", player="Carol", cause="burned"),
        Event("Bob", "miscall", player="Bob"),
        Event("dealer", "wrong-push", player="Carol"),
    ):
        with pytest.raises(IllegalAction):
            state.apply(event)
        assert state._values() == before


def test_the_dispute_example_settles_and_changes_with_the_house_rule():
    code, out, _ = settle("examples/dispute-mucked-hand.feature")
    assert code == 0, out
    assert "SHOWDOWN.MISCALL: Bob's miscall made Carol muck" in out
    code, out, _ = settle("examples/dispute-mucked-hand.feature", "--rule",
                          "miscall-muck=cards-speak")
    assert code == 1
    assert "expected: Alice wins $2.25, the engine ruled: Alice wins $0" in out
