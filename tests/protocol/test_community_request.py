"""A deal request with each player's cards gives the community card too (``community``).

The eight hands are the deck of the DEAL.COMMUNITY-CARD scenario of
features/hands/dealing.feature, dealt: 8 players stay to seventh street, the stub
runs short, and the Jc is turned up for everyone.
"""

from __future__ import annotations

import pytest

from studrules.protocol.dispatch import handle

HANDS = {
    "Bob": "(Ac Ad) 2h As 8d 5c",
    "Carol": "(Js 8h) Jh 9c 7s 4d",
    "David": "(Th Ts) Kd Tc 6h 3s",
    "Erin": "(5d 5h) Qc 9d 5s 3h",
    "Frank": "(Ks Qs) Kc Qd 7h 2s",
    "Grace": "(6s 7d) Td 8c 6d 4h",
    "Heidi": "(9s 2c) Qh 8s 6c 3d",
    "Alice": "(2d 3c) Kh 9h 7c 4c",
}
NAMES = list(HANDS)


def checks(order: list[str]) -> list[list[str]]:
    return [[name, "check"] for name in order]


TO_SEVENTH = [
    ["Bob", "bring-in"],
    *([name, "call"] for name in NAMES[1:]),
    *checks(NAMES) * 3,
]
SEVENTH = checks(NAMES[1:] + NAMES[:1])
DEAL = {
    "variant": "seven-card-stud",
    "stakes": {"ante": "0.25", "bring_in": "0.5", "small_bet": "1", "big_bet": "2"},
    "players": [{"name": name, "cards": cards} for name, cards in HANDS.items()],
    "community": "Jc",
    "actions": TO_SEVENTH,
}


def deal(**changes) -> dict:
    """The answer to the request above with ``changes`` to its fields."""
    return handle({**DEAL, **changes})


def test_the_community_card_is_turned_up_where_the_stub_runs_short():
    answer = deal()
    assert answer["ok"], answer
    state = answer["state"]
    assert (state["street"], state["community"], state["to_act"]) == (7, "Jc", "Carol")
    rules = [reason["rule"] for reason in answer["reasons"]]
    assert "DEAL.STUB-SHORT" in rules and "DEAL.COMMUNITY-CARD" in rules
    done = deal(actions=TO_SEVENTH + SEVENTH)["state"]["result"]
    # Bob's three aces play with the Jc as a kicker, as in the deck scenario.
    assert done["payouts"] == {"Bob": "6"}


def test_before_the_stub_runs_short_the_community_card_waits():
    state = deal(actions=TO_SEVENTH[:-8])["state"]
    assert (state["street"], state["community"]) == (6, None)


def refusal(answer: dict) -> tuple[str, str, str]:
    assert not answer["ok"], answer["state"]
    error = answer["error"]
    return error["code"], error["field"], error["message"]


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"community": "Ks"}, "community", "Ks is dealt twice: to Frank and as the community card"),
        ({"community": "Jc Qd"}, "community", "community is one card, not 2"),
        ({"community": ""}, "community", "community is one card, not 0"),
        ({"community": 5}, "community", "community must be a string of cards, not a number"),
        ({"community": "1x"}, "community", "1x"),
        (
            {"players": DEAL["players"][:7], "actions": []},
            "community",
            "with 7 players the stub never runs short enough for one (DEAL.COMMUNITY-CARD)",
        ),
        (
            {"players": [{"name": name} for name in NAMES], "deck": "Jc", "actions": []},
            "community",
            "a community card is given with the deck: the deck decides it",
        ),
    ],
)
def test_a_community_card_that_cannot_be_dealt_is_refused(changes, field, message):
    code, where, said = refusal(deal(**changes))
    assert (code, where) == ("bad-request", field)
    assert message in said


def test_without_the_community_card_the_deal_asks_for_it():
    request = {key: value for key, value in DEAL.items() if key != "community"}
    code, field, message = refusal(handle(request))
    assert (code, field) == ("incomplete-deal", f"actions[{len(TO_SEVENTH) - 1}]")
    assert "the rules turn up a community card instead (DEAL.COMMUNITY-CARD)" in message
    assert "give it as community" in message
