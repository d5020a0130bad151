"""Irregular action (spec/irregular-action.md): what the hand keeps for a player's turn,
refusals that change nothing, bad input named, and random hands with the events mixed in."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from random_hands import STAKES

from studrules.cards import parse_cards, standard_deck
from studrules.hand.dealing import Dealer
from studrules.hand.engine import HandState, new_hand
from studrules.hand.irregularities import IRREGULARITIES
from studrules.hand.model import Action, Event, Held, IllegalAction, Stakes
from studrules.house_rules import PROFILES, resolve
from studrules.protocol.dispatch import handle
from studrules.spec import load_rules
from studrules.variants import VARIANTS

RULES = load_rules()
ACTION_KINDS = [kind for verb, kind in IRREGULARITIES.items() if kind.rule.startswith("ACTION.")]
CARDS = "Qs 9c Ac 5s 2h 9d 3h 5c 4s Kd 4d 9h Th 7c 8c 2c Jh"
"""Bob (Qs 2h) 4s 7c, Carol (9c 9d) Kd 8c, David (Ac 3h) 4d 2c, Alice (5s 5c) 9h Jh, the Th
burned before fourth street."""


def table(profile: str = "casino", **options: str) -> HandState:
    """Four players at $1/$2, David's 4d bringing in (the chapter's examples)."""
    stakes = Stakes.of(1, 2, "0.25", "0.50")
    players = [("Bob", None), ("Carol", None), ("David", None), ("Alice", None)]
    top = parse_cards(CARDS)
    dealer = Dealer(deck=(*top, *(c for c in standard_deck() if c not in top)))
    return new_hand(VARIANTS["seven-card-stud"], players, stakes, resolve(profile, options),
                    dealer)


def acted(state: HandState, *steps: str) -> HandState:
    """``state`` after ``"David bring-in"``-style actions."""
    for step in steps:
        player, verb = step.split()
        state = state.apply(Action(player, verb))
    return state


FOURTH = ("David bring-in", "Alice call", "Bob call", "Carol call")


def test_an_action_out_of_turn_is_held_with_the_bet_it_faced_until_the_turn_comes():
    state = acted(table(), "David bring-in")
    held = state.apply(Event("Carol", "out-of-turn", action=Action("Carol", "call")))
    assert held.held == (Held(1, Action("Carol", "call"), 2, 0, "held", "ACTION.OUT-OF-TURN"),)
    assert held.seats == state.seats  # nothing goes in yet
    after = acted(held, "Alice call", "Bob fold")
    assert after.held == ()
    assert after.street == 1  # Carol's call closed third street
    actions = [a for a in after.history if isinstance(a, Action)]
    assert actions[-3:] == [Action("Alice", "call", 2), Action("Bob", "fold"),
                            Action("Carol", "call", 2)]


def test_a_changed_action_restricts_that_turn_only_and_cites_the_ruling():
    state = acted(table(), *FOURTH)
    state = state.apply(Event("Alice", "out-of-turn", action=Action("Alice", "check")))
    state = state.apply(Action("Carol", "check")).apply(Action("David", "bet"))
    assert [h.kind for h in state.held] == ["restricted"]
    assert {a.verb for a in state.legal_actions()} == {"fold", "call"}
    with pytest.raises(IllegalAction) as refused:
        state.apply(Action("Alice", "raise"))
    assert refused.value.rule == "ACTION.OUT-OF-TURN-CHANGED"
    after = state.apply(Action("Alice", "call"))
    assert after.held == ()
    assert {a.verb for a in after.legal_actions()} == {"fold", "call", "raise"}


def test_the_tda_profile_leaves_every_option_after_a_changed_action():
    state = acted(table("tournament"), *FOURTH)
    state = state.apply(Event("Alice", "out-of-turn", action=Action("Alice", "check")))
    state = state.apply(Action("Carol", "check")).apply(Action("David", "bet"))
    assert state.held == ()
    assert {a.verb for a in state.legal_actions()} == {"fold", "call", "raise"}


def test_a_hand_folded_with_no_bet_checks_until_a_bet_kills_it_under_rrop():
    state = acted(table(**{"fold-with-no-bet": "rrop-keeps-cards"}), *FOURTH)
    state = state.apply(Event("Carol", "declaration", action=Action("Carol", "fold")))
    assert state.history[-1] == Action("Carol", "check")
    assert not state.seats[1].folded
    state = acted(state, "David check", "Alice check", "Bob bet")
    assert state.seats[1].folded
    assert state.seats[state.actor].name == "David"


def test_a_fold_with_no_bet_is_dead_at_once_under_tda():
    state = acted(table(**{"fold-with-no-bet": "tda-binding-fold"}), *FOURTH)
    state = state.apply(Event("Carol", "declaration", action=Action("Carol", "fold")))
    assert state.seats[1].folded
    assert state.held == ()


REFUSED = [
    (("David bring-in",), Event("Carol", "out-of-turn", action=Action("Carol", "check")),
     "BRING-IN.IS-A-BET"),
    ((), Event("Alice", "out-of-turn", action=Action("Alice", "call")), "ACTION.FLOOR"),
    (("David bring-in",), Event("Alice", "out-of-turn", action=Action("Alice", "call")),
     "ACTION.OUT-OF-TURN"),
    (("David bring-in",), Event("dealer", "string-raise"), "IRREGULAR.REPORTED"),
    (("David bring-in",), Event("Alice", "string-raise"), "IRREGULAR.REPORTED"),
    (("David bring-in",), Event("dealer", "string-raise", player="Bob"), "ACTION.STRING-RAISE"),
    (FOURTH, Event("dealer", "string-raise", player="Carol"), "ACTION.STRING-RAISE"),
    (("David bring-in",), Event("dealer", "silent-chips", player="Alice",
                                action=Action("dealer", "bet", 1), cause="one-chip"),
     "ACTION.FLOOR"),
    (("David bring-in",), Event("dealer", "silent-chips", player="Alice",
                                action=Action("dealer", "call", 8), cause="one-chip"),
     "ACTION.CHIPS"),
    (("David bring-in",), Event("dealer", "silent-chips", player="Alice",
                                action=Action("dealer", "bet", 8), cause="a-stack"),
     "ACTION.CHIPS"),
    ((), Event("dealer", "silent-chips", player="David",
               action=Action("dealer", "bet", 8), cause="several-chips"), "FORCED.OVERPOST"),
    ((), Event("dealer", "silent-chips", player="David",
               action=Action("dealer", "bet", 3), cause="one-chip"), "FORCED.OVERSIZED-CHIP"),
    (("David bring-in",), Event("Alice", "declaration", action=Action("Alice", "raise", 20)),
     "BET.FIXED.COMPLETE"),
    (FOURTH, Event("dealer", "up-cards-down", player="Carol"), "ACTION.UP-CARDS"),
    (("David bring-in",), Event("Bob", "beaten-call"), "ACTION.BEATEN-CALL"),
    (("David bring-in",), Event("Bob", "beaten-call", player="Carol"), "ACTION.BEATEN-CALL"),
]


@pytest.mark.parametrize(("steps", "event", "rule"), REFUSED)
def test_a_refused_event_names_its_rule_and_changes_nothing(steps, event, rule):
    state = acted(table(), *steps)
    before = snapshot(state)
    with pytest.raises(IllegalAction) as refused:
        state.apply(event)
    assert refused.value.rule == rule, refused.value
    assert refused.value.rule in RULES
    assert snapshot(state) == before


def snapshot(state: HandState) -> tuple:
    """What a caller sees of ``state``: seats, round, turn, what is held, history, legal."""
    return (state.seats, state.round, state.to_act, state.held, state.history, state.reasons,
            state.legal_actions())


def test_a_call_beaten_on_board_stands_after_the_pot_is_awarded():
    over = acted(table(), "David bring-in", "Alice call", "Bob fold", "Carol fold", "Alice bet",
                 "David fold")
    assert over.over
    after = over.apply(Event("Alice", "beaten-call"))
    assert after.result == over.result
    assert after.reasons[-1].rule == "ACTION.BEATEN-CALL"


DEAL = {
    "variant": "seven-card-stud",
    "stakes": {"ante": "0.25", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"},
    "players": [{"name": "Bob", "cards": "(Qs 2h) 4s"}, {"name": "Carol", "cards": "(9c 9d) Kd"},
                {"name": "David", "cards": "(Ac 3h) 4d"}, {"name": "Alice", "cards": "(5s 5c) 9h"}],
}


def answer(*actions: object) -> dict:
    return handle({"id": 1, **copy.deepcopy(DEAL), "actions": [["David", "bring-in"], *actions]})


@pytest.mark.parametrize(("event", "field"), [
    ({"event": "out-of-turn", "by": "Carol", "action": "call"}, "actions[1].action"),
    ({"event": "out-of-turn", "by": "Carol", "action": ["call", "x"]}, "actions[1].action"),
    ({"event": "out-of-turn", "by": "Carol", "action": ["shove"]}, "actions[1].action"),
    ({"event": "silent-chips", "by": "dealer", "player": 3}, "actions[1].player"),
    ({"event": "string-rase", "by": "dealer"}, "actions[1].event"),
])
def test_a_malformed_event_is_a_bad_request_naming_the_field(event, field):
    error = answer(event)["error"]
    assert (error["code"], error["field"]) == ("bad-request", field), error


@pytest.mark.parametrize(("event", "rule"), [
    ({"event": "out-of-turn", "by": "Carol", "action": ["raise", "5"]}, "BET.FIXED.COMPLETE"),
    ({"event": "silent-chips", "by": "dealer", "player": "Alice", "action": ["bet", "0.25"],
      "cause": "several-chips"}, "ACTION.FLOOR"),
    ({"event": "up-cards-down", "by": "floor"}, "IRREGULAR.REPORTED"),
])
def test_an_event_the_rules_refuse_is_an_illegal_action_naming_the_rule(event, rule):
    error = answer(event)["error"]
    assert (error["code"], error["at"], error["rule"]) == ("illegal-action", 1, rule), error


def test_the_ruled_action_shows_in_the_answer():
    state = answer({"event": "silent-chips", "by": "dealer", "player": "Alice",
                    "action": ["bet", "5"], "cause": "one-chip"})["state"]
    assert (state["to_act"], state["pot"]) == ("Bob", "2")


def play_with_events(variant: str, profile: str, seed: int, players: int
                     ) -> tuple[HandState, list[HandState]]:
    """A random hand in which, before each action, a random event of irregular action is
    told: an accepted one plays on, a refused one must leave the state as it was."""
    rng = random.Random(seed)
    table_ = [(f"P{i}", rng.choice((None, 9, 20))) for i in range(players)]
    state = new_hand(VARIANTS[variant], table_, STAKES, resolve(profile), Dealer.shuffled(seed))
    seen = [state]
    while not state.over:
        samples = [e for kind in ACTION_KINDS for e in kind.samples(state)]
        if samples and rng.random() < 0.5:
            event = rng.choice(samples)
            try:
                state = state.apply(event)
            except IllegalAction as refused:
                assert refused.rule in RULES, refused.rule
            else:
                seen.append(state)
                continue
        if state.over:
            break
        legal = state.legal_actions()
        assert legal, f"no legal action for {state.seats[state.actor].name}: {state.held}"
        choice = rng.choice(legal)
        to = choice.to if choice.most is None else rng.randint(choice.to, choice.most)
        state = state.apply(Action(state.seats[state.actor].name, choice.verb, to, choice.what))
        seen.append(state)
    return state, seen


@pytest.mark.parametrize("variant", list(VARIANTS))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(PROFILES), st.integers(min_value=0, max_value=10**9),
       st.integers(min_value=2, max_value=8))
def test_random_hands_with_irregular_action_keep_every_invariant(variant, profile, seed, players):
    final, seen = play_with_events(variant, profile, seed,
                                   min(players, VARIANTS[variant].max_players))
    for state in seen:
        dealt = [c for s in state.seats for c in s.cards]
        assert len(dealt) == len(set(dealt)), "a card was dealt twice"
        assert all(s.stack is None or s.stack >= 0 for s in state.seats)
    paid = sum(amount for _, amount in final.result.payouts)
    assert paid + final.result.carried == final.pot, "the pots paid differ from the chips put in"
