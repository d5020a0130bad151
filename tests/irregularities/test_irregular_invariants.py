"""Random hands of every game with random irregular events mixed in: the invariants still hold.

Each kind of irregular event in the ``IRREGULARITIES`` table offers events that
could be told of a state (``Irregularity.samples``), some the rules accept and
some they refuse; this test draws from all of them, so a kind added to the
table is covered without a change here. Between the players' random legal
actions, and after the result (the showdown's mistakes come then), an event is
tried now and then:

- a refused event raises ``IllegalAction`` naming a rule of the rulebook, and
  the state is as it was;
- an accepted event is in the new state's history;
- no card is held twice; chips are conserved: what the result pays plus what
  stays in the pot is every chip put in, and a void deal gives every player
  back exactly what they put in.
"""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from invariants import TABLE, assert_side_pots_hold
from random_hands import STAKES

from studrules.hand.dealing import Dealer
from studrules.hand.engine import HandState, new_hand
from studrules.hand.irregularities import IRREGULARITIES
from studrules.hand.model import Action, Event, IllegalAction
from studrules.house_rules import resolve
from studrules.spec import load_rules
from studrules.variants import VARIANTS

RULES = load_rules()
EVENT_SHARE = 0.15
"""How often an event is tried before a player's action."""
AFTER_RESULT = 4
"""The most events tried once the hand is over (the showdown's mistakes, the next deal)."""


@pytest.mark.parametrize("variant", list(VARIANTS))
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(*TABLE)
def test_random_irregular_events_keep_every_invariant(variant, profile, seed, players, short):
    players = min(players, VARIANTS[variant].max_players)
    rng = random.Random(seed)
    stacks = [rng.choice((None, 3, 9, 20, 41)) if short else None for _ in range(players)]
    table = [(f"P{i}", stack) for i, stack in enumerate(stacks)]
    state = new_hand(VARIANTS[variant], table, STAKES, resolve(profile), Dealer.shuffled(seed))
    while not state.over:
        assert_cards_once(state)
        if rng.random() < EVENT_SHARE:
            state = tried(state, rng)
            continue
        legal = rng.choice(state.legal_actions())
        to = legal.to if legal.most is None else rng.randint(legal.to, legal.most)
        state = state.apply(Action(state.seats[state.actor].name, legal.verb, to, legal.what))
    for _ in range(rng.randint(1, AFTER_RESULT)):
        assert_chips_conserved(state)
        state = tried(state, rng)
    assert_chips_conserved(state)


def tried(state: HandState, rng: random.Random) -> HandState:
    """The state after an event of a kind drawn from the table (each kind as likely as any
    other), one of its samples; or the state as it was if the rules refuse it."""
    offered = [events for kind in IRREGULARITIES.values() if (events := kind.samples(state))]
    if not offered:
        return state
    event = rng.choice(rng.choice(offered))
    before = fields(state)
    try:
        after = state.apply(event)
    except IllegalAction as refused:
        assert refused.rule in RULES, f"{event} refused citing {refused.rule}, not in spec/"
        assert fields(state) == before, f"refusing {event} changed the state"
        return state
    # The event goes into the history where it happened; a ruling that plays a player's
    # action (a string raise as a call, the wrong player's bring-in) follows it there.
    told = after.history[: len(state.history) + 1]
    assert told == (*state.history, event), f"{event} is not in the history where it happened"
    assert_cards_once(after)
    return after


def fields(state: HandState) -> tuple:
    """Everything a state holds (its fields' values), but the legal actions it keeps once
    worked out."""
    return state._values()


def assert_cards_once(state: HandState) -> None:
    held = [c for s in state.seats for c in (*s.cards, *s.dead)]
    assert len(held) == len(set(held)), "a card is held twice"
    assert state.community not in held, "the community card is held by a player too"


def assert_chips_conserved(state: HandState) -> None:
    result = state.outcome
    paid = sum(amount for _, amount in result.payouts)
    assert paid + result.carried == state.pot, "the pots paid differ from the chips put in"
    if result.void:
        assert dict(result.payouts) == {s.name: s.paid for s in state.seats if s.paid}
    else:
        assert_side_pots_hold(state)


def test_the_events_tried_include_every_kind():
    """Each kind of the table offers events at some point of a hand played to its end, so the
    test above tries it."""
    state = new_hand(VARIANTS["seven-card-stud"], [("A", None), ("B", None)], STAKES,
                     resolve(), Dealer.shuffled(1))
    offered: set[str] = set()
    while True:
        samples = [e for kind in IRREGULARITIES.values() for e in kind.samples(state)]
        assert all(isinstance(e, Event) for e in samples)
        offered |= {e.verb for e in samples}
        if state.over:
            break
        legal = state.legal_actions()
        call = next((a for a in legal if a.verb in ("check", "call", "bring-in")), legal[0])
        state = state.apply(Action(state.seats[state.actor].name, call.verb, call.to, call.what))
    assert offered == set(IRREGULARITIES)
