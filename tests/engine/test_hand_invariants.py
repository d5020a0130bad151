"""Random legal play under the home games' options and with refused actions: the invariants
hold, a refused action changes nothing and names the rule that refuses it, and a state is
never changed by the states made from it.

The random hands of each game are in test_invariants_seven_card_games.py and
test_invariants_five_card_games.py (tests/invariants.py says what they check).
"""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from invariants import BLINDS, TABLE, assert_side_pots_hold
from random_hands import play

from studrules.cards import parse_cards
from studrules.hand.dealing import Dealer
from studrules.hand.engine import new_hand
from studrules.hand.model import Action, IllegalAction, Stakes
from studrules.house_rules import HAND_OPTIONS, resolve
from studrules.money import Chips
from studrules.spec import load_rules
from studrules.variants import VARIANTS

RULES = load_rules()
HOME_OPTIONS = {
    "follow-the-queen": ("ftq-no-queen", ("queens-only", "nothing-wild", "redeal")),
    "baseball": ("baseball-four-price", ("free", "ante", "small-bet", "big-bet")),
    "man-with-the-axe": ("axe-opener", ("low-card-bring-in", "high-card-opens")),
    "low-hole": ("low-hole-pot", ("high", "high-low", "low")),
    "seven-card-stud-wild": ("wild-cards", ("deuces", "7", "3-9", "5-jh-js", "a-k-q-j-t", "jd-kd")),
}
"""The home games' options of issue 13, each drawn with every value (and wild cards agreed)."""
SECOND_OPTIONS = {"baseball": ("baseball-three-cap",), "low-hole": ("low-hole-wild",)}
"""Options drawn beside those, from all their values."""


@pytest.mark.parametrize("variant", list(HOME_OPTIONS))
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(*TABLE, st.data())
def test_the_home_options_keep_every_invariant(variant, profile, seed, players, short, data):
    """Random hands under each value of the home games' options: the same invariants hold."""
    players = min(players, VARIANTS[variant].max_players)
    option, values = HOME_OPTIONS[variant]
    options = {option: data.draw(st.sampled_from(values))}
    for also in SECOND_OPTIONS.get(variant, ()):
        options[also] = data.draw(st.sampled_from(HAND_OPTIONS[also].values))
    final, _ = play(variant, profile, seed, players, short, options)
    paid = sum(amount for _, amount in final.result.payouts)
    assert paid == final.pot, "the pots paid differ from the chips put in"
    assert_side_pots_hold(final)
    assert final.legal_actions() == []
    if final.result.void:
        assert dict(final.result.payouts) == {s.name: s.paid for s in final.seats if s.paid}


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(list(VARIANTS)), st.integers(min_value=0, max_value=10**9))
def test_a_refused_action_changes_nothing(variant, seed):
    assert_refusals_change_nothing(play(variant, "casino", seed, 5, True)[1], seed)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=10**9), st.sampled_from(sorted(BLINDS)))
def test_a_refused_action_changes_nothing_with_blinds(seed, blinds):
    options = {"mississippi-forced-bets": "blinds", "mississippi-limits": "holdem"}
    _, seen = play("mississippi", "casino", seed, 5, True, options, BLINDS[blinds])
    assert_refusals_change_nothing(seen, seed)


def assert_refusals_change_nothing(seen, seed) -> None:
    """Each verb not legal is refused citing a rule of the spec, and so is another's turn."""
    rng = random.Random(seed)
    for state in seen[:-1]:
        before = state
        legal = {(a.verb, a.to) for a in state.legal_actions()}
        for verb in ("fold", "check", "call", "bet", "raise", "complete", "bring-in"):
            if any(v == verb for v, _ in legal):
                continue
            actor = state.seats[state.to_act].name
            with pytest.raises(IllegalAction) as refused:
                state.apply(Action(actor, verb))
            assert refused.value.rule in RULES, refused.value.rule
            assert state == before
        someone_else = next(s.name for i, s in enumerate(state.seats) if i != state.to_act)
        # While declaring or rolling, anyone still to choose may: only the verb is wrong then.
        turn = None if state.phase in ("declaring", "rolling") else "'s turn"
        with pytest.raises(IllegalAction, match=turn):
            state.apply(Action(someone_else, rng.choice(["call", "check", "fold"])))
        assert state == before


BASEBALL_DECK = (
    "2h 9d 3c Ks Ts Jh 9s Qd Ac 5d 3h 3d 2d 4c Td 6s Js 9c 2s Ah 8s 5h Tc 7d Qs Ad 6d "
    "Qc 6h 8c 8d 7c 7s 7h 3s As 4h Jc Th Jd Kd Qh 2c 6c Kc 8h 4d 5s Kh 5c 4s 9h"
)


def test_a_short_all_in_player_wins_only_what_was_matched_when_the_others_fold():
    """Baseball: P0 is all in for the ante; P1 brings in, P2 folds, P1 will not pay for a three.

    P0 wins the three antes; P1's bring-in, which nobody still in matched, goes back.
    """
    stakes = Stakes(Chips(1), ante=1, bring_in=2, small_bet=5, big_bet=10)
    state = new_hand(
        VARIANTS["baseball"],
        [("P0", 1), ("P1", None), ("P2", None)],
        stakes,
        resolve("casino"),
        Dealer(deck=parse_cards(BASEBALL_DECK)),
    )
    for player, verb in (("P1", "bring-in"), ("P2", "fold"), ("P1", "fold")):
        state = state.apply(Action(player, verb))
    assert state.over
    assert dict(state.result.payouts) == {"P0": 3, "P1": 2}
    assert_side_pots_hold(state)


def test_the_same_seed_deals_the_same_hand():
    first, _ = play("razz", "home", 42, 6, False)
    again, _ = play("razz", "home", 42, 6, False)
    assert first == again
    other, _ = play("razz", "home", 43, 6, False)
    assert [s.cards for s in other.seats] != [s.cards for s in first.seats]


def _snapshot(state) -> str:
    """Everything a caller can read of ``state``, written out (so that a later change shows)."""
    seats = [(s, s.up_cards) for s in state.seats]
    return repr((seats, state.round, state.to_act, state.street, state.history, state.reasons,
                 state.legal_actions(), state.result, state.dealer, state.phase))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(list(VARIANTS)), st.integers(min_value=0, max_value=10**9))
def test_every_legal_action_applied_to_one_state_leaves_it_and_the_others_as_they_were(
    variant, seed
):
    """The states ``apply`` makes share what did not change (seats, kept face-up cards,
    legal actions worked out): applying each legal action in turn to the same state must
    leave that state, and every state made before from it, exactly as they were; and the
    face-up cards a seat keeps are always those its cards and their faces say."""
    _, seen = play(variant, "casino", seed, 4, True)
    for state in seen[:-1]:
        before = _snapshot(state)
        made = []
        for legal in state.legal_actions():
            player = state.seats[state.to_act].name
            after = state.apply(Action(player, legal.verb, legal.to, legal.what))
            made.append((after, _snapshot(after)))
        assert _snapshot(state) == before
        for after, then in made:
            assert _snapshot(after) == then
            for seat in after.seats:
                assert seat.up_cards == tuple(c for c, up in zip(seat.cards, seat.up) if up)
