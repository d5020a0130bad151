"""Forced bets gone wrong (spec/forced-bet-errors.md): the events' rulings in the engine,
their refusals (the rule named, the state as it was), bad input through the protocol, and
random hands of every game with the events' samples mixed in."""

from __future__ import annotations

import random

import pytest
from random_hands import STAKES, play

from studrules.cards import parse_holding
from studrules.hand.dealing import Dealer
from studrules.hand.engine import HandState, new_hand
from studrules.hand.irregularities import IRREGULARITIES
from studrules.hand.model import Action, Event, IllegalAction, Stakes
from studrules.house_rules import PROFILES, resolve
from studrules.money import Chips
from studrules.protocol.dispatch import handle
from studrules.variants import VARIANTS

FORCED = ("wrong-bring-in", "bring-in-corrected", "bring-in-overpost", "player-absent",
          "missed-ante")
CARDS = {"Bob": "(Qs 2h) 4s", "Carol": "(9c 9d) Kd", "David": "(Ac 3h) 4d", "Alice": "(5s 5c) 9h"}
"""David's 4d is the lowest door card: he holds the bring-in card."""


def hand(profile: str = "casino", stacks: dict[str, int] | None = None,
         variant: str = "seven-card-stud") -> HandState:
    """The table of the chapter's examples, in quarters: $0.25 ante, $0.50 bring-in, $1/$2."""
    given = tuple(parse_holding(cards) for cards in CARDS.values())
    table = [(name, (stacks or {}).get(name)) for name in CARDS]
    return new_hand(VARIANTS[variant], table, STAKES, resolve(profile), Dealer(given=given))


def chips(state: HandState) -> dict[str, int | None]:
    """What each player has behind and has put in: the chips an event may move."""
    return {s.name: (s.stack, s.committed, s.bet, s.folded) for s in state.seats}


def refused(state: HandState, event: Event, rule: str) -> IllegalAction:
    """Apply ``event``, expecting a refusal citing ``rule`` and the state left as it was."""
    before = (chips(state), state.to_act, state.history, state.reasons, state.legal_actions())
    with pytest.raises(IllegalAction) as refusal:
        state.apply(event)
    assert refusal.value.rule == rule, str(refusal.value)
    assert (chips(state), state.to_act, state.history, state.reasons,
            state.legal_actions()) == before
    return refusal.value


def rules_cited(state: HandState) -> list[str]:
    return [reason.rule for reason in state.reasons]


WRONG = Event("dealer", "wrong-bring-in", "Bob")
CORRECTED = Event("floor", "bring-in-corrected")


def test_a_wrong_bring_in_corrected_in_time_gives_the_chips_back_and_the_bring_in_owed():
    start = hand()
    told = start.apply(WRONG)
    assert told.seats[0].bet == 2 and told.actor == 1  # Bob posted; Carol to act
    fixed = told.apply(CORRECTED)
    assert chips(fixed) == chips(start)
    assert fixed.actor == start.actor == 2
    assert fixed.legal_actions() == start.legal_actions()
    assert fixed.betting.bring_in_due == 2
    assert "FORCED.WRONG-BRING-IN" in rules_cited(fixed)
    assert rules_cited(fixed)[-1] == "BRING-IN.SUIT-TIE"  # why David holds the card


def test_after_the_next_player_acts_the_correction_is_refused_and_the_wager_stands():
    called = hand().apply(WRONG).apply(Action("Carol", "call"))
    refusal = refused(called, CORRECTED, "FORCED.WRONG-BRING-IN-STANDS")
    assert "David owes nothing" in str(refusal)
    assert called.betting.bring_in_due is None
    assert [a.verb for a in called.legal_actions()] == ["fold", "call", "complete"]


def test_a_correction_once_made_cannot_be_made_again():
    fixed = hand().apply(WRONG).apply(CORRECTED)
    refused(fixed, CORRECTED, "FORCED.WRONG-BRING-IN")
    refused(hand(), CORRECTED, "FORCED.WRONG-BRING-IN")


@pytest.mark.parametrize("event", [
    Event("dealer", "wrong-bring-in", "David"),  # he holds the card
    Event("dealer", "wrong-bring-in", "Bob", action=Action("dealer", "raise")),
])
def test_wrong_bring_ins_that_cannot_be(event):
    refused(hand(), event, "FORCED.WRONG-BRING-IN")


def test_a_player_all_in_for_the_ante_cannot_be_told_to_bring_in():
    refused(hand(stacks={"Bob": 1}), WRONG, "FORCED.WRONG-BRING-IN")


def test_the_odd_bring_in_stands_as_the_bring_in_or_completes_when_the_word_is_said():
    start = hand()
    silent = start.apply(Event("David", "bring-in-overpost", action=Action("David", "bring-in", 3)))
    assert silent.seats[2].bet == 2 and silent.betting.level == 2
    said = start.apply(Event("David", "bring-in-overpost", action=Action("David", "complete", 3)))
    assert said.seats[2].bet == 4 and said.betting.full_level == 4
    for amount in (2, 4, 1):  # the bring-in, a completion, less than the bring-in
        refused(start, Event("David", "bring-in-overpost",
                             action=Action("David", "bring-in", amount)), "FORCED.OVERPOST")
    refused(start, Event("Alice", "bring-in-overpost", action=Action("Alice", "bring-in", 3)),
            "FORCED.OVERPOST")


def test_an_odd_bring_in_beyond_the_player_s_chips_is_refused():
    short = hand(stacks={"David": 3})  # $0.75: $0.25 ante, $0.50 behind
    refused(short, Event("David", "bring-in-overpost", action=Action("David", "bring-in", 3)),
            "FORCED.OVERPOST")


@pytest.mark.parametrize("profile", PROFILES)
def test_an_absent_bring_in_is_posted_and_the_hand_killed_as_the_profile_says(profile):
    start = hand(profile)
    away = start.apply(Event("dealer", "player-absent", "David"))
    assert away.seats[2].paid == 3  # ante and bring-in in the pot
    assert away.actor == 3 and away.betting.level == 2
    killed = resolve(profile).absent_player_hand == "killed-after-initial-deal"
    assert away.seats[2].folded is killed
    assert sum(s.paid for s in away.seats) == sum(s.paid for s in start.seats) + 2


def test_casino_kills_only_the_hand_the_action_reaches():
    refused(hand(), Event("dealer", "player-absent", "Bob"), "FORCED.ABSENT")
    killed = hand("tournament").apply(Event("dealer", "player-absent", "Bob"))
    assert killed.seats[0].folded and killed.actor == 2
    refused(killed, Event("dealer", "player-absent", "Bob"), "FORCED.ABSENT")


def test_the_last_hand_left_wins_when_an_absent_hand_is_killed():
    two = new_hand(VARIANTS["seven-card-stud"], [("Bob", None), ("David", None)], STAKES,
                   resolve("tournament"),
                   Dealer(given=(parse_holding("(Qs 2h) 4s"), parse_holding("(Ac 3h) 4d"))))
    over = two.apply(Event("floor", "player-absent", "David"))
    # both antes and David's forfeited bring-in: nothing goes back to the killed hand
    assert over.over and dict(over.outcome.payouts) == {"Bob": 4} and over.pot == 4


@pytest.mark.parametrize(("profile", "verb", "pot"),
                         [("casino", "bring-in", 6), ("tournament", "complete", 8)])
def test_a_single_oversized_chip_from_the_bring_in_player_is_ruled_by_the_house(
        profile, verb, pot):
    """FORCED.OVERSIZED-CHIP: a $5 chip without a word is the bring-in (Robert's Rules'
    least action) or a completion (the TDA's chip facing no bet); no longer refused."""
    chip = Event("dealer", "silent-chips", player="David", action=Action("dealer", "bet", 20),
                 cause="one-chip")
    state = hand(profile).apply(chip)
    assert [a.verb for a in state.history if isinstance(a, Action)] == [verb]
    assert sum(s.committed for s in state.seats) == pot
    assert "FORCED.OVERSIZED-CHIP" in rules_cited(state)


def test_the_absent_bring_in_read_as_his_turn_is_posted_and_killed_at_once():
    """FORCED.ABSENT ``killed-at-bring-in``: the bring-in posted, the hand killed at once."""
    rules = resolve("casino", {"absent-player-hand": "killed-at-bring-in"})
    given = tuple(parse_holding(cards) for cards in CARDS.values())
    state = new_hand(VARIANTS["seven-card-stud"], [(n, None) for n in CARDS], STAKES, rules,
                     Dealer(given=given)).apply(Event("dealer", "player-absent", "David"))
    assert state.seats[2].folded
    assert state.seats[2].committed + sum(p[0] for p in state.seats[2].prices) == 3
    assert state.seats[state.to_act].name == "Alice"
    refused(state, Event("dealer", "player-absent", "Bob"), "FORCED.ABSENT")


def test_a_missed_ante_changes_no_chip_and_is_refused_without_an_ante():
    start = hand()
    noticed = start.apply(Event("dealer", "missed-ante", "Bob"))
    assert chips(noticed) == chips(start) and noticed.actor == start.actor
    assert rules_cited(noticed)[-1] == "FORCED.MISSED-ANTE"
    no_ante = new_hand(VARIANTS["seven-card-stud"], [(n, None) for n in CARDS],
                       Stakes(Chips(1), 0, 2, 4, 8), resolve("casino"),
                       Dealer(given=tuple(parse_holding(c) for c in CARDS.values())))
    refused(no_ante, Event("dealer", "missed-ante", "Bob"), "FORCED.MISSED-ANTE")


def request(*actions) -> dict:
    return {
        "variant": "seven-card-stud",
        "stakes": {"ante": "0.25", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"},
        "players": [{"name": name, "cards": cards} for name, cards in CARDS.items()],
        "actions": list(actions),
    }


@pytest.mark.parametrize("event, code, where, rule", [
    ({"event": "wrong-bring-in", "by": "dealer"}, "illegal-action", "actions[0]",
     "IRREGULAR.REPORTED"),
    ({"event": "wrong-bring-in", "by": "Carol", "player": "Bob"}, "illegal-action", "actions[0]",
     "IRREGULAR.REPORTED"),
    ({"event": "wrong-bring-in", "by": "dealer", "player": "Zoe"}, "illegal-action",
     "actions[0]", "IRREGULAR.REPORTED"),
    ({"event": "bring-in-overpost", "by": "David", "action": ["bring-in", "lots"]},
     "bad-request", "actions[0].action", None),
    ({"event": "bring-in-overpost", "by": "David", "action": "0.75"},
     "bad-request", "actions[0].action", None),
    ({"event": "bring-in-overpost", "by": "David"}, "illegal-action", "actions[0]",
     "IRREGULAR.REPORTED"),
    ({"event": "bring-in-overpost", "by": "David", "action": ["bring-in"]}, "illegal-action",
     "actions[0]", "FORCED.OVERPOST"),
    ({"event": "player-absent", "by": "dealer", "player": 7}, "bad-request",
     "actions[0].player", None),
    ({"event": "missed-ante", "by": "dealer", "player": "Bob", "when": "now"}, "bad-request",
     "actions[0]", None),
])
def test_bad_events_through_the_protocol_are_named_never_a_crash(event, code, where, rule):
    answer = handle(request(event))
    assert not answer["ok"], answer
    error = answer["error"]
    assert (error["code"], error.get("field", "").startswith(where)) == (code, True), error
    assert error.get("rule") == rule, error


def test_a_refused_correction_through_the_protocol_names_its_rule():
    wrong = {"event": "wrong-bring-in", "by": "dealer", "player": "Bob"}
    corrected = {"event": "bring-in-corrected", "by": "floor"}
    answer = handle(request(wrong, ["Carol", "fold"], corrected))
    assert answer["error"]["rule"] == "FORCED.WRONG-BRING-IN-STANDS"
    assert answer["error"]["at"] == 2


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_random_hands_with_forced_bet_events_keep_the_chips(variant):
    """At every state of a few random hands of each game, every sample of the forced-bet
    events either is refused (with a FORCED or IRREGULAR rule) or gives a state in which
    every player with a stack has the same chips, behind and in the pot, and from which the
    hand can be played to its end, the pots paying every chip in."""
    rng = random.Random(variant)
    for profile in PROFILES:
        seed = rng.randrange(10**9)
        players = min(rng.randint(2, 8), VARIANTS[variant].max_players)
        _, states = play(variant, profile, seed, players, rng.random() < 0.4)
        for state in states:
            held = [s.paid + s.stack for s in state.seats if s.stack is not None]
            for verb in FORCED:
                for event in IRREGULARITIES[verb].samples(state):
                    try:
                        after = state.apply(event)
                    except IllegalAction as refusal:
                        assert refusal.rule.startswith(("FORCED.", "IRREGULAR.", "ACT.")), refusal
                        continue
                    assert [s.paid + s.stack for s in after.seats if s.stack is not None] == held
                    finish(after, rng)
                    if verb == "wrong-bring-in":  # and the mistake found at once
                        fixed = after.apply(CORRECTED)
                        assert chips(fixed) == chips(state) and fixed.actor == state.actor
                        finish(fixed, rng)


def finish(state: HandState, rng: random.Random) -> None:
    """Play ``state`` to the end by random legal actions: the pots pay every chip in."""
    for _ in range(200):
        if state.over:
            break
        legal = state.legal_actions()
        assert legal, "a hand not over with nobody able to act"
        choice = rng.choice(legal)
        state = state.apply(Action(state.seats[state.actor].name, choice.verb, choice.to,
                                   choice.what))
    assert state.over
    assert sum(amount for _, amount in state.outcome.payouts) == state.pot
