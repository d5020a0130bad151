"""Misdeals and misdealt cards (spec/misdeals.md): the events through the engine and the protocol.

A refused event names its rule and leaves the state as it was; bad input is a
``bad-request`` naming the field, or an ``illegal-action`` naming the rule;
random hands of every game with these events mixed in keep the invariants
(chips conserved, no card twice, a void deal returning every chip).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from locations import REPO

from studrules.cards import Card, parse_cards
from studrules.cli import main
from studrules.hand.dealing import Dealer
from studrules.hand.engine import HandState, new_hand
from studrules.hand.irregularities import IRREGULARITIES
from studrules.hand.model import Action, Event, IllegalAction, Stakes
from studrules.house_rules import PROFILES, resolve
from studrules.money import Chips
from studrules.protocol.dispatch import handle
from studrules.spec import load_rules
from studrules.variants import VARIANTS

ROOT = REPO
RULES = load_rules()
STAKES = Stakes(Chips(1), ante=1, bring_in=2, small_bet=4, big_bet=8)
DECK = ("8h 9d 2c Jc Qh Ts 7d 5c Kd Ah 3s 6h As 4d 3d Qs Kc Td 5s 4c Qc Jh 5d Tc 7c 6d Js 9s Ac "
        "7h 2d 8s Qd 4s 9h Ad 6s 2s Ks 4h 7s 2h 8d 6c Kh 8c Jd 3h 3c Th 5h 9c")
"""Third street: Bob (8h Qh) Kd, Carol (9d Ts) Ah, David (2c 7d) 3s, Alice (Jc 5c) 6h."""
NAMES = ("Bob", "Carol", "David", "Alice")
KINDS = ("misdeal", "premature-card", "wrong-count")


def hand(profile: str = "casino", options: dict[str, str] | None = None) -> HandState:
    """Four players dealt from ``DECK``; David brings in."""
    return new_hand(VARIANTS["seven-card-stud"], [(n, None) for n in NAMES], STAKES,
                    resolve(profile, options), Dealer(deck=parse_cards(DECK)))


def played(state: HandState, *told: str) -> HandState:
    """``state`` after actions told as ``"David bring-in"``, ``"Alice bet 4"``."""
    for words in told:
        player, verb, *to = words.split()
        state = state.apply(Action(player, verb, int(to[0]) if to else None))
    return state


THIRD = ("David bring-in", "Alice call", "Bob call", "Carol call")


def test_a_misdeal_after_the_bring_in_and_one_action_voids_the_deal():
    """The defect of the first template: it refused a misdeal after the first action, though
    both rulebooks allow one until two players (or substantial action) have acted."""
    state = played(hand(), "David bring-in", "Alice call")
    void = state.apply(Event("floor", "misdeal", cause="empty-seat"))
    assert void.result is not None and void.result.void
    assert dict(void.result.payouts) == {"Bob": 1, "Carol": 1, "David": 3, "Alice": 3}


@pytest.mark.parametrize(("profile", "told", "refused"), [
    ("casino", ("Alice fold", "Bob fold"), True),
    ("tournament", ("Alice fold", "Bob fold"), False),
    ("tournament", ("Alice call", "Bob fold"), True),
    ("home", ("Alice fold", "Bob fold"), True),
])
def test_the_misdeal_deadline_of_each_profile(profile, told, refused):
    state = played(hand(profile), "David bring-in", *told)
    ruled_by_the_deadline(state, Event("dealer", "misdeal", cause="two-boxed-cards"), refused)


def ruled_by_the_deadline(state, event, refused):
    """The misdeal ``event`` is refused citing MISDEAL.DEADLINE, or voids the deal."""
    if refused:
        with pytest.raises(IllegalAction) as error:
            state.apply(event)
        assert error.value.rule == "MISDEAL.DEADLINE"
    else:
        assert state.apply(event).result.void


@pytest.mark.parametrize(("options", "told", "refused"), [
    ({"misdeal-bring-in": "counted"}, ("Alice call",), True),
    ({"misdeal-bring-in": "counted"}, (), False),
    ({"misdeal-bring-in": "counted", "misdeal-deadline": "substantial-action"},
     ("Alice fold",), True),
    ({"misdeal-bring-in": "counted", "misdeal-deadline": "substantial-action"}, (), False),
])
def test_a_house_that_counts_the_bring_in_ends_the_right_to_a_misdeal_one_action_sooner(
        options, told, refused):
    state = played(hand("casino", options), "David bring-in", *told)
    ruled_by_the_deadline(state, Event("floor", "misdeal", cause="empty-seat"), refused)


def test_a_deck_a_card_short_is_a_misdeal_only_where_the_house_says_so_and_until_the_deadline():
    short = Event("dealer", "misdeal", cause="short-deck")
    with pytest.raises(IllegalAction) as error:
        played(hand(), "David bring-in").apply(short)
    assert error.value.rule == "MISDEAL.FOULED-DECK"
    house = hand("casino", {"short-deck": "misdeal"})
    void = played(house, "David bring-in").apply(short)
    assert void.result.void
    assert any(r.rule == "MISDEAL.FOULED-DECK" for r in void.reasons)
    with pytest.raises(IllegalAction) as error:
        played(house, "David bring-in", "Alice call", "Bob call").apply(short)
    assert error.value.rule == "MISDEAL.DEADLINE"


def checked_down(state: HandState) -> HandState:
    """``state`` played to its end by checks (and calls, where a bet is owed)."""
    while not state.over:
        verbs = {legal.verb for legal in state.legal_actions()}
        verb = "check" if "check" in verbs else "call"
        state = state.apply(Action(state.seats[state.to_act].name, verb))
    return state


def test_a_wrong_count_found_at_the_showdown_kills_the_hand_and_settles_the_pots_again():
    """The hand is over once shown down; the count was refused with "the hand is over"."""
    shown = checked_down(played(hand(), *THIRD))
    winner = next(name for name, won in shown.result.payouts if won)
    after = shown.apply(Event("dealer", "wrong-count", winner, cause="too-many"))
    assert winner not in {name for name, won in after.result.payouts if won}
    assert after.seats[NAMES.index(winner)].folded
    assert sum(won for _, won in after.result.payouts) == sum(won for _, won in
                                                              shown.result.payouts)
    assert any(r.rule == "DEALT.WRONG-COUNT" for r in after.reasons)
    later = after.apply(Event("dealer", "next-deal", cause="shuffle"))
    with pytest.raises(IllegalAction) as error:
        later.apply(Event("dealer", "wrong-count", NAMES[0], cause="too-few"))
    assert error.value.rule == "SHOWDOWN.DEADLINE"


def test_a_last_card_looked_at_is_kept_and_its_player_may_only_call_on_the_street():
    """DEALT.PREMATURE, Robert's Rules' exception (Stud 14); it was refused before."""
    state = played(hand(), "David bring-in", "Alice call", "Bob fold", "Carol fold",
                   "Alice check", "David check", "David check", "Alice check", "David check")
    looked = state.apply(Event("dealer", "premature-card", "David", Card.parse("5d"),
                               cause="looked-at"))
    assert looked.dealer.early == 0
    faced = looked.apply(Action("Alice", "bet", 8))
    assert {legal.verb for legal in faced.legal_actions()} == {"fold", "call"}
    with pytest.raises(IllegalAction) as error:
        faced.apply(Action("David", "raise", 16))
    assert error.value.rule == "DEALT.PREMATURE"
    with pytest.raises(IllegalAction) as error:
        looked.apply(Event("dealer", "premature-card", "Alice"))
    assert error.value.rule == "DEALT.PREMATURE"
    seventh = faced.apply(Action("David", "call"))
    assert seventh.seats[2].cards[-1] == Card.parse("5d")
    assert seventh.seats[seventh.to_act].name == "David"
    assert "bet" in {legal.verb for legal in seventh.legal_actions()}
    reshuffled = played(hand("casino", {"premature-card": "reshuffle"}), "David bring-in",
                        "Alice call", "Bob fold", "Carol fold", "Alice check", "David check",
                        "David check", "Alice check", "David check")
    told = reshuffled.apply(Event("dealer", "premature-card", "David", cause="looked-at"))
    assert told.dealer.early == 1 and told.held == ()


def test_a_boxed_card_is_taken_out_of_the_stub_and_the_next_card_dealt_in_its_place():
    """MISDEAL.BOXED-CARD: there was no event for it; the misdeal cause is refused as none."""
    state = played(hand(), "David bring-in", "Alice call", "Bob call")
    boxed = state.apply(Event("dealer", "boxed-card", card=Card.parse("3d")))
    assert Card.parse("3d") not in boxed.dealer.stub and Card.parse("3d") in boxed.dealer.burns
    fourth = boxed.apply(Action("Carol", "call"))
    assert [s.cards[-1] for s in fourth.seats] == [Card.parse(c) for c in ("4d", "Qs", "Kc", "Td")]
    second = played(hand().apply(Event("dealer", "boxed-card", card=Card.parse("9s"))),
                    "David bring-in").apply(Event("floor", "boxed-card", card=Card.parse("Ac")))
    assert second.result is not None and second.result.void


@pytest.mark.parametrize("event", [
    Event("dealer", "boxed-card", card=Card.parse("8h")),
    Event("dealer", "boxed-card"),
    Event("dealer", "boxed-card", "Bob", Card.parse("9s")),
    Event("Bob", "boxed-card", card=Card.parse("9s")),
])
def test_a_boxed_card_that_cannot_have_been_found_is_refused_and_changes_nothing(event):
    state = played(hand(), "David bring-in")
    before = repr(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(event)
    assert error.value.rule in ("MISDEAL.BOXED-CARD", "IRREGULAR.REPORTED")
    assert repr(state) == before


REFUSED = [
    (("David bring-in", "Alice fold", "Bob fold"),
     Event("dealer", "misdeal", cause="empty-seat"), "MISDEAL.DEADLINE"),
    ((), Event("dealer", "misdeal", cause="boxed-card"), "MISDEAL.BOXED-CARD"),
    ((), Event("dealer", "misdeal", cause="tired"), "MISDEAL.CALLED"),
    ((), Event("dealer", "misdeal"), "IRREGULAR.REPORTED"),
    ((), Event("Bob", "misdeal", cause="empty-seat"), "IRREGULAR.REPORTED"),
    (THIRD, Event("dealer", "premature-card", "Carol"), "DEALT.PREMATURE"),
    (THIRD, Event("dealer", "premature-card", "Bob", Card.parse("Ac")), "DEALT.PREMATURE"),
    (THIRD, Event("dealer", "premature-card", "Bob", Card.parse("8h")), "DEALT.PREMATURE"),
    (THIRD, Event("dealer", "premature-card", "Ivy"), "IRREGULAR.REPORTED"),
    (THIRD, Event("dealer", "premature-card", "Bob", cause="looked-at"), "DEALT.PREMATURE"),
    (THIRD, Event("dealer", "premature-card", "Bob", cause="burned"), "DEALT.PREMATURE"),
    (THIRD, Event("dealer", "wrong-count", "Bob", cause="skipped"), "DEALT.SKIPPED"),
    (THIRD, Event("dealer", "wrong-count", "Bob", cause="missing-last-card"),
     "DEALT.MISSING-LAST-CARD"),
    (THIRD, Event("dealer", "wrong-count", "Bob", cause="lost"), "DEALT.WRONG-COUNT"),
    (THIRD, Event("dealer", "wrong-count", cause="too-many"), "IRREGULAR.REPORTED"),
    (("David bring-in", "Alice fold", "Bob fold", "Carol call", "David check", "Carol check"),
     Event("dealer", "wrong-count", "Alice", cause="too-many"), "DEALT.WRONG-COUNT"),
]


@pytest.mark.parametrize(("told", "event", "rule"), REFUSED)
def test_a_refused_event_names_its_rule_and_changes_nothing(told, event, rule):
    state = played(hand(), *told)
    before = repr(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(event)
    assert error.value.rule == rule
    assert error.value.rule in RULES
    assert repr(state) == before


def test_a_second_early_card_goes_to_the_next_player_and_none_past_the_street():
    state = played(hand(), *THIRD)
    for name in NAMES:
        state = state.apply(Event("dealer", "premature-card", name))
    with pytest.raises(IllegalAction, match="every player still in has his fifth street card"):
        state.apply(Event("dealer", "premature-card", "Bob"))


def test_a_dead_hand_keeps_its_chips_in_and_the_hand_goes_on():
    state = played(hand(), *THIRD, "Carol bet 4", "David call")
    dead = state.apply(Event("dealer", "wrong-count", "Carol", cause="too-many"))
    carol = dead.seats[1]
    assert carol.folded and carol.committed == state.seats[1].committed
    assert dead.seats[dead.to_act].name == "Alice"
    assert dead.pot == state.pot


def checked_to_seventh(state: HandState) -> HandState:
    """``state`` with every player checking until seventh street is dealt."""
    while state.street_number < 7:
        state = state.apply(Action(state.seats[state.actor].name, "check"))
    return state


def test_a_missing_last_card_ruled_live_takes_the_card_out_of_the_hand():
    state = checked_to_seventh(played(hand(), *THIRD))
    alice = state.seats[3]
    live = state.apply(Event("dealer", "wrong-count", "Alice", cause="missing-last-card"))
    assert live.seats[3].cards == alice.cards[:-1]
    assert alice.cards[-1] in live.dealer.burns
    assert not live.seats[3].folded
    dead = checked_to_seventh(played(hand(options={"missing-last-card": "dead"}), *THIRD))
    event = Event("dealer", "wrong-count", "Alice", cause="missing-last-card")
    assert dead.apply(event).seats[3].folded
    with pytest.raises(IllegalAction, match="ruled on it already"):
        live.apply(event)


def test_a_five_card_hand_missing_its_last_card_is_dead_even_where_it_could_be_live():
    """Four cards make no poker hand: found by the random hands below, whose showdown could
    not rank a hand left with four cards."""
    state = new_hand(VARIANTS["five-card-stud"], [(n, None) for n in NAMES[:3]], STAKES,
                     resolve("casino"), Dealer(deck=parse_cards(DECK)))
    state = state.apply(Action(state.seats[state.actor].name, "bring-in"))
    while state.street == 0:
        state = state.apply(Action(state.seats[state.actor].name, "call"))
    while state.street < len(state.streets) - 1:
        state = state.apply(Action(state.seats[state.actor].name, "check"))
    ruled = state.apply(Event("dealer", "wrong-count", "Carol", cause="missing-last-card"))
    assert ruled.seats[1].folded
    assert any("make no poker hand" in r.text for r in ruled.reasons)


def request(actions: list, **more) -> dict:
    body = {"variant": "seven-card-stud",
            "stakes": {"small_bet": "1", "big_bet": "2", "ante": "0.25", "bring_in": "0.50"},
            "players": [{"name": n} for n in NAMES], "deck": DECK, "actions": actions}
    return {**body, **more}


THIRD_SAID = [["David", "bring-in"], ["Alice", "call"], ["Bob", "call"], ["Carol", "call"]]


@pytest.mark.parametrize(("event", "field"), [
    ({"event": "premature", "by": "dealer", "player": "Bob"}, "actions[4].event"),
    ({"event": "premature-card", "by": "dealer", "player": "Bob", "card": "Zz"},
     "actions[4].card"),
    ({"event": "wrong-count", "by": "dealer", "player": 3, "cause": "too-many"},
     "actions[4].player"),
    ({"event": "misdeal", "by": "dealer", "cause": ["fouled-deck"]}, "actions[4].cause"),
])
def test_a_malformed_event_is_a_bad_request_naming_its_field(event, field):
    answer = handle(request([*THIRD_SAID, event]))
    assert not answer["ok"]
    assert answer["error"]["code"] == "bad-request"
    assert answer["error"]["field"] == field


@pytest.mark.parametrize(("event", "rule"), [
    ({"event": "misdeal", "by": "dealer", "cause": "shuffle"}, "MISDEAL.CALLED"),
    ({"event": "wrong-count", "by": "dealer", "cause": "too-few"}, "IRREGULAR.REPORTED"),
    ({"event": "premature-card", "by": "dealer", "player": "Alice"}, "DEALT.PREMATURE"),
])
def test_an_event_the_rules_refuse_is_an_illegal_action_naming_its_rule(event, rule):
    answer = handle(request([*THIRD_SAID, event]))
    assert answer["error"]["code"] == "illegal-action"
    assert (answer["error"]["rule"], answer["error"]["at"]) == (rule, 4)


def test_a_reshuffle_with_a_stacked_deck_asks_for_the_order_of_the_shuffled_stub():
    early = {"event": "premature-card", "by": "dealer", "player": "Bob"}
    checks = [["Carol", "check"], ["David", "check"], ["Alice", "check"], ["Bob", "check"]]
    asked = handle(request([*THIRD_SAID, early, *checks], rules={"profile": "tournament"}))
    assert asked["error"]["code"] == "incomplete-deal"
    assert "cards were dealt before the betting ended" in asked["error"]["message"]
    assert "as reshuffled" in asked["error"]["message"]
    stub = DECK.split()[18:]  # after third street, the fourth street burn and cards, its burn
    order = " ".join(reversed(stub))
    dealt = handle(request([*THIRD_SAID, early, *checks], rules={"profile": "tournament"},
                           reshuffled=order))
    assert dealt["ok"], dealt
    assert dealt["state"]["cards"]["Bob"].endswith(stub[-1])


def test_the_misdeal_dispute_settles_and_turns_on_the_deadline(capsys):
    path = ROOT / "examples" / "dispute-misdeal.feature"
    assert main(["settle", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "17 passed, 0 failed"
    main(["settle", str(path), "--rule", "misdeal-deadline=substantial-action"])
    lines = capsys.readouterr().out.splitlines()
    failed = [line for line in lines if line.startswith("  ✗")]
    assert len(failed) == 1 and "cannot call a misdeal" in failed[0]


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(list(VARIANTS)), st.sampled_from(PROFILES),
       st.integers(min_value=0, max_value=10**9), st.integers(min_value=2, max_value=8))
def test_random_hands_with_misdealt_cards_keep_every_invariant(variant, profile, seed, players):
    """Random legal play of every game with this chapter's events (``samples``) mixed in: a
    refused one changes nothing and cites a rule; chips are conserved; no card is dealt twice;
    a void deal gives every chip back."""
    rng = random.Random(seed)
    players = min(players, VARIANTS[variant].max_players)
    state = new_hand(VARIANTS[variant], [(f"P{i}", None) for i in range(players)], STAKES,
                     resolve(profile), Dealer.shuffled(seed))
    while not state.over:
        if rng.random() < 0.3:
            samples = [e for kind in KINDS for e in IRREGULARITIES[kind].samples(state)]
            event = rng.choice(samples)
            before = repr(state)
            try:
                state = state.apply(event)
            except IllegalAction as refused:
                assert refused.rule in RULES, refused.rule
                assert repr(state) == before
            continue
        legal = rng.choice(state.legal_actions())
        to = legal.to if legal.most is None else rng.randint(legal.to, legal.most)
        state = state.apply(Action(state.seats[state.actor].name, legal.verb, to, legal.what))
        dealt = [c for s in state.seats for c in s.cards] + list(state.dealer.burns)
        assert len(dealt) == len(set(dealt)), "a card was dealt twice"
    paid = sum(amount for _, amount in state.result.payouts)
    assert paid + state.result.carried == state.pot
    if state.result.void:
        assert dict(state.result.payouts) == {s.name: s.paid for s in state.seats if s.paid}
