"""Exposed cards (EXPOSED.*): refusals leave the hand as it was, bad input gets a clear error,
and the exposures a random hand can be told keep its chips and cards whole."""

import copy

import pytest

from studrules.cards import Card
from studrules.hand.dealing import Dealer
from studrules.hand.engine import new_hand
from studrules.hand.irregularities import IRREGULARITIES
from studrules.hand.model import Action, Event, IllegalAction, Stakes
from studrules.house_rules import HandRules
from studrules.protocol.deal import start
from studrules.protocol.dispatch import handle
from studrules.variants import VARIANTS

DEAL = {
    "id": 1,
    "variant": "seven-card-stud",
    "stakes": {"ante": "0.25", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"},
    "players": [
        {"name": "Bob", "cards": "(Qs 2h) 4s 7c 8c Jd (Ah)"},
        {"name": "Carol", "cards": "(9c 9d) Kd 2c 3c 4c (5h)"},
        {"name": "Alice", "cards": "(5s 5c) 9h Th Js Qh (Kh)"},
    ],
    "actions": [],
}
TO_SEVENTH = [["Bob", "bring-in"], ["Carol", "call"], ["Alice", "call"]] + [
    [player, "check"] for player in ("Carol", "Alice", "Bob")
] * 3


def deal(actions, **changes):
    request = copy.deepcopy(DEAL)
    request.update(changes, actions=actions)
    return handle(request)


def exposed(card, player="Bob", by="dealer", **more):
    return {"event": "exposed-card", "by": by, "player": player, "card": card, **more}


def snapshot(state):
    return (state.seats, state.round, state.to_act, state.bring_in, state.first_actor,
            state.history, state.reasons, state.result, state.dealer)


@pytest.mark.parametrize(
    ("actions", "event", "rule"),
    [
        ([], Event("dealer", "exposed-card", "Bob", Card.parse("Ah")), "EXPOSED.WHEN"),
        ([], Event("dealer", "exposed-card", "Bob", Card.parse("9c")), "EXPOSED.WHEN"),
        ([], Event("dealer", "exposed-card", "Carol", Card.parse("Kd")), "EXPOSED.WHEN"),
        ([["Bob", "bring-in"]], Event("dealer", "exposed-card", "Bob", Card.parse("Qs")),
         "EXPOSED.WHEN"),
        (TO_SEVENTH, Event("dealer", "exposed-card", "Bob", Card.parse("Qs")), "EXPOSED.WHEN"),
        ([*TO_SEVENTH, ["Carol", "check"]],
         Event("dealer", "exposed-card", "Bob", Card.parse("Ah")), "EXPOSED.WHEN"),
        ([], Event("Bob", "exposed-card", "Carol", Card.parse("9c")), "EXPOSED.BY-PLAYER"),
        ([], Event("Bob", "exposed-card", "Bob", Card.parse("Qs"), cause="flashed"),
         "EXPOSED.BY-PLAYER"),
        ([], Event("dealer", "exposed-card", "Bob", Card.parse("Qs"), cause="dropped"),
         "EXPOSED.FLASHED"),
        ([], Event("dealer", "exposed-card", "Bob"), "IRREGULAR.REPORTED"),
    ],
)
def test_a_refused_exposure_names_its_rule_and_changes_nothing(actions, event, rule):
    state = start({**DEAL, "actions": []})
    for action in actions:
        state = state.apply(Action(action[0], action[1]))
    before = snapshot(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(event)
    assert refused.value.rule == rule
    assert snapshot(state) == before


def test_an_exposure_in_a_game_where_up_cards_change_the_game_is_the_floors():
    answer = deal([exposed("Qs")], variant="follow-the-queen")
    assert answer["error"]["rule"] == "EXPOSED.FLOOR", answer


def test_a_hole_card_exposed_is_the_door_card_and_the_bring_in_is_worked_out_again():
    answer = deal([exposed("2h")])
    state = answer["state"]
    assert state["cards"]["Bob"] == "(Qs) 2h (4s)"
    assert (state["bring_in"], state["to_act"]) == ("Bob", "Carol")
    assert {"action": "fold"} in state["legal"]
    tda = deal([exposed("2h")], rules={"profile": "tournament"})["state"]
    assert (tda["bring_in"], tda["to_act"]) == ("Bob", "Bob")


def test_both_hole_cards_exposed_give_the_ante_back_and_keep_every_chip():
    answer = deal([exposed("Qs"), exposed("2h")])
    state = answer["state"]
    assert state["folded"] == ["Bob"]
    assert state["pot"] == "0.50"
    assert state["bring_in"] == "Alice"  # her 9h is below Carol's Kd
    ended = deal([exposed("Qs"), exposed("2h"), ["Alice", "bring-in"], ["Carol", "fold"]])
    assert ended["state"]["result"]["payouts"] == {"Alice": "1"}


def test_hole_cards_of_two_players_exposed_are_a_misdeal_or_each_ruled_on_its_own():
    """EXPOSED.TWO-PLAYERS: Robert's Rules' Misdeals 1(b) (two cards exposed by the dealer),
    where each exposure was ruled on by itself, the hand playing on."""
    answer = deal([exposed("Qs"), exposed("9d", player="Carol", cause="flashed")])
    void = answer["state"]
    assert void["result"]["void"] is True
    assert void["result"]["payouts"] == {"Bob": "0.25", "Carol": "0.25", "Alice": "0.25"}
    assert [r["rule"] for r in answer["reasons"][-2:]] == ["EXPOSED.TWO-PLAYERS",
                                                            "MISDEAL.CALLED"]
    tda = deal([exposed("Qs"), exposed("9d", player="Carol")],
               rules={"profile": "tournament"})["state"]
    assert tda.get("result") is None
    assert (tda["cards"]["Bob"], tda["cards"]["Carol"]) == ("Qs (2h 4s)", "(9c) 9d (Kd)")


def test_bad_input_gets_a_bad_request_naming_the_field():
    for event, field in [
        (exposed("Zz"), "actions[0].card"),
        (exposed(7), "actions[0].card"),
        ({**exposed("Qs"), "player": 3}, "actions[0].player"),
        ({**exposed("Qs"), "colour": "red"}, "actions[0]"),
    ]:
        answer = deal([event])
        assert answer["error"]["code"] == "bad-request", answer
        assert answer["error"]["field"].startswith(field), answer


def test_an_unknown_player_or_a_missing_card_is_an_illegal_action():
    answer = deal([exposed("Qs", player="Zed")])
    assert answer["error"]["code"] == "illegal-action"
    missing = deal([{"event": "exposed-card", "by": "dealer", "player": "Bob"}])
    assert (missing["error"]["code"], missing["error"]["rule"]) == (
        "illegal-action", "IRREGULAR.REPORTED")


def test_a_replacement_card_not_given_is_an_incomplete_deal_naming_it():
    answer = deal([*TO_SEVENTH, exposed("Ah")], rules={"profile": "tournament"})
    assert answer["error"]["code"] == "incomplete-deal", answer
    assert "card 8" in answer["error"]["message"]


def hands_to_every_street(variant, seed):
    """Every state a hand passes through when every player calls or checks."""
    players = [(name, 40) for name in ("Bob", "Carol", "David", "Alice")]
    stakes = Stakes.of(1, 2, "0.25", "0.50")
    for profile in ("casino", "tournament"):
        state = new_hand(variant, players, stakes, HandRules.of(profile), Dealer.shuffled(seed))
        while not state.over and state.to_act is not None:
            yield state
            legal = state.legal_actions()
            passive = next((a for a in legal if a.verb in ("check", "call", "bring-in")),
                           legal[0])
            state = state.apply(Action(state.seats[state.actor].name, passive.verb,
                                       passive.to, passive.what))


def chips_of(state):
    return sum(s.paid + (s.stack or 0) + s.aside for s in state.seats)


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_the_sampled_exposures_keep_chips_and_cards_whole_in_every_game(name):
    exposing, declaring = IRREGULARITIES["exposed-card"], IRREGULARITIES["all-in-declared"]
    for state in hands_to_every_street(VARIANTS[name], seed=7):
        chips = chips_of(state)
        told = [(e, state) for e in exposing.samples(state)]
        for event, _ in told[:]:  # and a declaration after each exposure the rules accept
            try:
                exposed_state = state.apply(event)
            except IllegalAction:
                continue
            told += [(d, exposed_state) for d in declaring.samples(exposed_state)]
        for event, now in told:
            before = snapshot(now)
            try:
                after = now.apply(event)
            except IllegalAction as refused:
                assert refused.rule.startswith(("EXPOSED.", "IRREGULAR.")), refused
                assert snapshot(now) == before
                continue
            cards = [c for s in after.seats for c in (*s.cards, *s.dead)]
            assert len(cards) == len(set(cards)), event
            assert chips_of(after) == chips, event
            if after.over:
                paid = sum(amount for _, amount in after.outcome.payouts)
                assert paid == sum(s.paid for s in after.seats), event


def test_a_declared_all_in_keeps_the_chips_aside_and_plays_for_the_pot_as_it_stands():
    players = [{**p, "stack": "20"} for p in DEAL["players"]]
    players[0]["cards"] = "(As 2h) 4s 7c 8c Jd (Ah)"
    players[2]["cards"] = "(5s 5c) 9h Th Js Qh (2d)"
    request = {**DEAL, "players": players, "actions": []}
    state = start(request)
    for player, verb in TO_SEVENTH:
        state = state.apply(Action(player, verb))
    state = state.apply(Event("dealer", "exposed-card", "Bob", Card.parse("Ah")))
    declared = state.apply(Event("Bob", "all-in-declared"))
    bob = declared.seats[0]
    assert (bob.stack, bob.aside) == (0, state.seats[0].stack)
    assert declared.seats[declared.actor].name == "Carol"
    with pytest.raises(IllegalAction) as twice:
        declared.apply(Event("Bob", "all-in-declared"))
    assert twice.value.rule == "EXPOSED.DECLARE-ALL-IN"
    with pytest.raises(IllegalAction) as other:
        state.apply(Event("Carol", "all-in-declared"))
    assert other.value.rule == "EXPOSED.DECLARE-ALL-IN"
