"""Glicko-2 in studrules_trainer.glicko2: Glickman's worked example, and what weights and idle
periods do."""

import math

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from studrules_trainer.glicko2 import Game, Rating, expected, idle, rate

PLAYER = Rating(1500, 200, 0.06)
OPPONENTS = (Rating(1400, 30), Rating(1550, 100), Rating(1700, 300))

ratings = st.builds(Rating, st.floats(800, 2200), st.floats(30, 350), st.floats(0.03, 0.1))


def test_glickmans_worked_example():
    after = rate(PLAYER, [Game(o, s) for o, s in zip(OPPONENTS, (1, 0, 0))])
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)


def test_the_example_s_intermediate_quantities_on_the_glicko_2_scale():
    assert PLAYER.mu == 0 and PLAYER.phi == pytest.approx(1.1513, abs=1e-4)
    assert [round(o.mu, 4) for o in OPPONENTS] == [-0.5756, 0.2878, 1.1513]


def test_a_rating_and_its_inputs_are_immutable_and_checked():
    with pytest.raises(AttributeError):
        PLAYER.rating = 1600  # type: ignore[misc]
    with pytest.raises(ValueError, match="positive deviation"):
        Rating(1500, 0, 0.06)
    with pytest.raises(ValueError, match="score lies from 0 to 1"):
        Game(PLAYER, 2)
    with pytest.raises(ValueError, match="weight lies above 0"):
        Game(PLAYER, 1, 0)


def test_a_period_without_games_only_widens_the_deviation():
    after = rate(PLAYER, [])
    assert after.rating == PLAYER.rating and after.volatility == PLAYER.volatility
    assert after.deviation == pytest.approx(math.hypot(200, 0.06 * 173.7178))
    assert idle(PLAYER, 0) == PLAYER
    assert idle(Rating(1500, 340), 10_000).deviation == 350


@given(ratings, ratings, st.sampled_from([0.0, 1.0]))
@example(Rating(800, 30, 0.09375), Rating(1610, 30, 0.0625), 1.0)  # an upset: volatility grows
def test_a_lighter_game_moves_a_rating_less_in_the_same_direction(player, opponent, score):
    full = rate(player, [Game(opponent, score)])
    half = rate(player, [Game(opponent, score, 0.5)])
    assert full.rating == rate(player, [Game(opponent, score, 1.0)]).rating
    assert abs(half.rating - player.rating) < abs(full.rating - player.rating)
    assert (half.rating - player.rating) * (full.rating - player.rating) > 0
    assert _precision_gained(player, half) == pytest.approx(
        _precision_gained(player, full) / 2, rel=1e-9)


def _precision_gained(before: Rating, after: Rating) -> float:
    """What the period's games added to 1/phi², over the deviation its volatility widened.

    Glicko-2's step 6 widens phi by the new volatility, step 7 adds the games'
    information: a half game adds half of it. (The deviations alone do not order so:
    a surprising full game raises the volatility a hair more than a half one, which can
    leave its deviation a hair wider; CI drew such a case.)
    """
    widened = before.phi ** 2 + after.volatility ** 2
    return 1 / after.phi ** 2 - 1 / widened


@given(ratings, ratings)
def test_the_expected_score_is_a_probability_and_the_two_sides_sum_to_one(a, b):
    assert 0 < expected(a, b) < 1
    assert expected(a, b) + expected(b, a) == pytest.approx(1)
    assert expected(a, a) == pytest.approx(0.5)


def test_a_win_raises_a_rating_and_a_loss_lowers_it():
    opponent = Rating(1500, 100)
    won, lost = rate(PLAYER, [Game(opponent, 1)]), rate(PLAYER, [Game(opponent, 0)])
    assert won.rating > 1500 > lost.rating
