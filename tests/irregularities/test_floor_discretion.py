"""The floor's discretion as a ruling (IRREGULAR.DISCRETION) and a push of part of a split pot
(SHOWDOWN.WRONG-PUSH), through the protocol: what the floor may decide between and whom it may
penalize is in the answer's ``floor``; a wrong push names its amount."""

from __future__ import annotations

import pytest

from studrules.protocol.dispatch import handle
from studrules.protocol.schema import validate

FIRST = {"flush": ("Bob", "Carol", "Alice"), "split": ("Carol", "Alice", "Bob")}
"""Who checks, in turn, on each later street: the best board first."""
CHECKS = 12
HANDS = {
    "flush": ["(Qh 3s) Kd Kc 7h 2d (5s)", "(As 9s) 4s 6s 8d Js (Td)", "(Ah 8c) 3c 3d 9h Jh (2c)"],
    "split": ["(Kd Kc) Qh 7h 3s 2d (5s)", "(Qs 3h) Ks Kh 7d 2c (5d)", "(Ah 8c) 3c 3d 9h Jh (4c)"],
}
"""Bob's kings, Carol's flush, Alice's threes; or Bob's and Carol's kings alike (a split pot,
Carol's K♠ taking the odd chip under Robert's Rules)."""


def asked(*events: dict, hands: str = "flush", profile: str | None = None) -> dict:
    """The protocol's answer to the hand checked down, then ``events``."""
    request: dict = {
        "variant": "seven-card-stud",
        "stakes": {"ante": "0.25", "bring_in": "0.5", "small_bet": "1", "big_bet": "2"},
        "players": [{"name": n, "cards": c} for n, c in zip(("Bob", "Carol", "Alice"),
                                                               HANDS[hands])],
        "actions": [["Alice", "bring-in"], ["Bob", "call"], ["Carol", "call"],
                    *([p, "check"] for _ in range(4) for p in FIRST[hands]), *events],
    }
    if profile:
        request["rules"] = {"profile": profile}
    return handle(request)


def floor(answer: dict) -> list[dict]:
    assert answer["ok"], answer
    assert validate(answer, "deal-answer") == [], answer
    return answer["state"]["floor"]


IDENTIFIABLE = {"event": "muck", "by": "dealer", "player": "Carol", "cause": "identifiable"}


def test_a_hand_played_out_leaves_nothing_to_the_floor():
    assert floor(asked()) == []


def test_an_identifiable_hand_is_the_floors_to_take_back_under_roberts_rules():
    answer = asked(IDENTIFIABLE)
    assert floor(answer) == [{"rule": "SHOWDOWN.MUCKED", "penalize": [],
                              "between": ["Carol's hand plays", "Carol's hand is dead"]}]
    assert answer["state"]["result"]["payouts"] == {"Carol": "2.25"}  # standing till it decides


def test_an_identifiable_hand_stays_live_under_the_tda():
    answer = asked(IDENTIFIABLE, profile="tournament")
    assert floor(answer) == []
    assert answer["state"]["result"]["payouts"] == {"Carol": "2.25"}


def test_the_floors_decision_reported_ends_the_choice():
    lost = {"event": "muck", "by": "floor", "player": "Carol", "cause": "lost"}
    answer = asked(IDENTIFIABLE, lost)
    assert floor(answer) == []
    assert answer["state"]["result"]["payouts"] == {"Bob": "2.25"}


@pytest.mark.parametrize("profile, penalty", [
    ("casino", "the forfeit of the pot"), ("tournament", "a penalty away from the pot"),
])
def test_a_miscall_lets_the_floor_penalize_the_miscaller(profile, penalty):
    answer = asked({"event": "miscall", "by": "Bob"}, profile=profile)
    assert floor(answer) == [{"rule": "SHOWDOWN.MISCALL", "between": [], "penalize": ["Bob"],
                              "penalty": penalty}]


def test_a_hand_asked_for_under_floor_decides_is_the_floors_ruling_not_a_refusal():
    answer = asked({"event": "asks-to-see", "by": "Bob", "player": "Carol"}, profile="tournament")
    assert floor(answer) == [{"rule": "SHOWDOWN.FLOOR", "penalize": [],
                              "between": ["Carol's hand plays", "Carol's hand is dead"]}]


def test_a_hand_tabled_in_part_is_dead():
    part = {"event": "muck", "by": "dealer", "player": "Carol", "cause": "part-tabled"}
    answer = asked(part)
    assert answer["state"]["result"]["payouts"] == {"Bob": "2.25"}
    rules = [reason["rule"] for reason in answer["reasons"]]
    assert "SHOWDOWN.TABLE-ALL" in rules, rules
    after = answer["reasons"][rules.index("SHOWDOWN.TABLE-ALL") + 1:]
    assert any(r["rule"] == "POT.CARDS-SPEAK" and "Carol" not in r["text"] for r in after), after


def push(amount: str, player: str = "Bob") -> dict:
    return {"event": "wrong-push", "by": "dealer", "player": player, "amount": amount}


def test_a_push_of_part_of_a_split_pot_names_its_amount():
    assert asked(hands="split")["state"]["result"]["payouts"] == {"Bob": "1", "Carol": "1.25"}
    answer = asked(push("1.25"), hands="split")
    assert answer["ok"], answer
    assert answer["state"]["result"]["payouts"] == {"Bob": "1", "Carol": "1.25"}
    assert "$0.25 goes from Bob to the others" in answer["reasons"][-1]["text"]


@pytest.mark.parametrize("amount, why", [
    ("1", "Bob won $1, the amount pushed: the push was right"),
    ("3", "the pots paid out $2.25"),
    ("0", "the pots paid out $2.25"),
])
def test_a_push_of_the_right_share_or_more_than_the_pot_is_refused(amount, why):
    answer = asked(push(amount), hands="split")
    assert answer["error"]["code"] == "illegal-action", answer
    assert answer["error"]["rule"] == "SHOWDOWN.WRONG-PUSH"
    assert why in answer["error"]["message"]


@pytest.mark.parametrize("amount", ["1.10", "-1", "abc", 1])
def test_a_push_amount_that_is_not_chips_is_a_bad_request_naming_it(amount):
    answer = asked(push(amount), hands="split")  # type: ignore[arg-type]
    assert answer["error"]["code"] == "bad-request", answer
    assert answer["error"]["field"] == f"actions[{3 + CHECKS}].amount"


def test_burned_cards_are_in_the_answer_with_a_deck_only():
    assert asked()["state"]["burned"] is None
