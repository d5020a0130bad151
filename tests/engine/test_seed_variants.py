"""The seeds' last variants played by random legal actions (issue 33): whatever the options of
low hole, roll your own and seven-card stud, every card is dealt once, the pots paid are the
chips put in, and each option keeps its promise (eight cards in the seed's roll your own, a
ninth seat at seven-card stud, the best door card bringing in)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from invariants import TABLE, assert_side_pots_hold
from random_hands import play

OPTIONS = {
    "low-hole": {"low-hole-low-ranking": ("ace-to-five", "ace-to-six"),
                 "low-hole-pot": ("high", "high-low", "low")},
    "roll-your-own": {"roll-deal": ("three-down-then-one", "two-down-four-rounds")},
    "seven-card-stud": {"stud-players": ("up-to-eight", "up-to-nine"),
                        "seven-card-opener": ("low-card-bring-in", "high-card-bring-in")},
}
"""Each game's options of the seeds' variants, drawn from all their values."""
SEATS = {"up-to-eight": 8, "up-to-nine": 9}


def _seated(players: int, options: dict[str, str]) -> int:
    """The players dealt in: as drawn (two to ten), at most as many as the table seats."""
    return min(players, SEATS[options.get("stud-players", "up-to-eight")])


@pytest.mark.parametrize("variant", list(OPTIONS))
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(*TABLE, st.data())
def test_every_value_keeps_the_cards_and_the_chips(variant, profile, seed, players, short,
                                                    data):
    options = {name: data.draw(st.sampled_from(values))
               for name, values in OPTIONS[variant].items()}
    seated = _seated(players, options) if variant == "seven-card-stud" else min(players, 8)
    final, seen = play(variant, profile, seed, seated, short, options)
    assert len(final.seats) == seated
    for state in seen:
        dealt = [card for seat in state.seats for card in seat.cards]
        assert len(dealt) == len(set(dealt)), "a card was dealt twice"
        assert state.community not in dealt, "the community card was also dealt to a player"
    assert sum(amount for _, amount in final.result.payouts) + final.result.carried == final.pot
    assert_side_pots_hold(final)
    if options.get("roll-deal") == "two-down-four-rounds" and final.community is None:
        assert all(len(seat.cards) <= 8 for seat in final.seats)
        assert len(final.streets) == 4


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_the_seed_s_roll_your_own_gives_eight_cards_to_whoever_stays(seed):
    final, _ = play("roll-your-own", "casino", seed, 4, False,
                    {"roll-deal": "two-down-four-rounds"})
    stayed = [seat for seat in final.seats if not seat.folded]
    if len(stayed) > 1:  # the showdown was reached: every street was dealt
        assert all(len(seat.cards) == 8 and sum(seat.up) == 4 for seat in stayed)
