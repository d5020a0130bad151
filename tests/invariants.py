"""What random-play tests of several layers share: a random table, the side-pot invariant, and
the test of random hands of each game that the per-family modules of tests/engine
each run over their own games (pytest-xdist gives a module to one worker: split by family, the
workers share the hands)."""

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from random_hands import play

from studrules.hand.model import Stakes
from studrules.house_rules import HAND_OPTIONS, PROFILES
from studrules.money import Chips
from studrules.variants import VARIANTS

TABLE = (
    st.sampled_from(PROFILES),
    st.integers(min_value=0, max_value=10**9),
    st.integers(min_value=2, max_value=10),
    st.booleans(),
)
"""A hand's profile, seed, players (capped at the game's most) and short stacks."""


def assert_side_pots_hold(final) -> None:
    """POT.SIDE-POTS: each player wins at most what every player (themselves too) matched.

    Prices (a buy, a face-up card paid for) are dead money, never matched
    (BUY.PRICE, WILDGAME.PAYMENT): a player may win those paid while the payer
    had put in no more than the winner.
    """
    put_in = {s.name: s.committed for s in final.seats}
    prices = [price for s in final.seats for price in s.prices]
    for name, won in final.result.payouts:
        mine = put_in[name]
        most = sum(min(theirs, mine) for theirs in put_in.values())
        most += sum(price for price, then in prices if then <= mine)
        assert won <= most, f"{name} put in {mine} and won {won}; at most {most}"


TABLES = (*TABLE, st.sampled_from(["game", "pot-limit", "no-limit", "spread-limit"]))
"""A table and the betting structure it plays."""

DRAWN = ("limit-schedule", "check-raise", "completion-counts-as-raise", "fourth-street-open-pair")
"""The betting options each hand may set away from its profile, drawn with the hand."""

BLINDS = {
    (small, big): Stakes(Chips(1), ante=0, bring_in=0, small_bet=5, big_bet=10,
                         small_blind=small, big_blind=big)
    for small, big in ((2, 5), (1, 3), (5, 5))
}
"""Stakes with blinds: half the small bet and the small bet, a big blind to complete, equal."""


HANDS_A_GAME = 500
"""Random hands a game in each test run. Hypothesis draws new ones every run (and replays any
that failed), and the recorded hands pin 910 a game besides (tests/random_hands.py), so each
run plays half the thousand it once did: those hands were a tenth of the whole test run."""


def random_play_test(variants: list[str]) -> Callable[..., None]:
    """The test of ``HANDS_A_GAME`` random hands of each of ``variants``, for a module to collect
    as ``test_random_legal_play_keeps_every_invariant``."""

    @pytest.mark.parametrize("variant", variants)
    @settings(max_examples=HANDS_A_GAME, deadline=None,
              suppress_health_check=[HealthCheck.too_slow])
    # Baseball: a price paid above an all-in player's level went to that player.
    @example("casino", 477712, 8, True, "pot-limit", {})
    @given(
        *TABLES,
        st.fixed_dictionaries({}, optional={name: st.sampled_from(HAND_OPTIONS[name].values)
                                            for name in DRAWN}),
    )
    def test_random_legal_play_keeps_every_invariant(
        variant, profile, seed, players, short, structure, drawn
    ):
        """Random hands of each game (``HANDS_A_GAME``): as the game is played, at pot, no and
        spread limit, with the betting options drawn too (the limit schedule, check-raising,
        counting the completion). A ranged wager is played at a random amount in its range
        (``play``).
        """
        players = min(players, VARIANTS[variant].max_players)
        options = {"betting-structure": structure, **drawn}
        assert_hand_invariants(*play(variant, profile, seed, players, short, options))

    return test_random_legal_play_keeps_every_invariant


def assert_hand_invariants(final, seen) -> None:
    """Every card dealt once, no negative stack, the pots paid equal the chips put in (and
    none paid beyond what was matched: ``assert_side_pots_hold``), nothing legal at the end."""
    for state in seen:
        dealt = [c for s in state.seats for c in s.cards]
        assert len(dealt) == len(set(dealt)), "a card was dealt twice"
        assert state.community not in dealt, "the community card was also dealt to a player"
        for seat in state.seats:
            assert seat.stack is None or seat.stack >= 0
        forbidden = state.rules.check_raise == "forbidden" and state.phase == "betting"
        if forbidden and not state.over and state.to_act in state.betting.checked:
            verbs = {a.verb for a in state.legal_actions()}
            assert not verbs & {"bet", "raise", "complete"}, "a player who checked may raise"
    paid = sum(amount for _, amount in final.result.payouts)
    assert paid + final.result.carried == final.pot, "the pots paid differ from the chips put in"
    assert_side_pots_hold(final)
    assert final.legal_actions() == []
