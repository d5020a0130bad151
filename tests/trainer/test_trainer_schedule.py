"""FSRS-4.5 in trainer.schedule: the published formulas, checked by hand and by their properties."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studrules_trainer.schedule import (
    AGAIN,
    EASY,
    GOOD,
    HARD,
    WEIGHTS,
    Memory,
    grade_of,
    initial_difficulty,
    initial_stability,
    interval,
    lapse_stability,
    next_difficulty,
    recall_stability,
    retrievability,
    review,
)

stabilities = st.floats(min_value=0.05, max_value=3650)
difficulties = st.floats(min_value=1, max_value=10)
recalls = st.floats(min_value=0.01, max_value=0.999)


def test_the_default_weights_are_the_seventeen_of_fsrs_4_5():
    assert len(WEIGHTS) == 17
    assert WEIGHTS[:4] == (0.4872, 1.4003, 3.7145, 13.8206)
    assert WEIGHTS[-1] == 2.8755


def test_recall_is_ninety_percent_after_exactly_one_stability():
    assert retrievability(12.5, 12.5) == pytest.approx(0.9)
    assert retrievability(0, 12.5) == 1.0


def test_the_interval_inverts_the_forgetting_curve():
    assert interval(7.0) == pytest.approx(7.0)
    # (S / (19/81)) * (0.8 ** -2 - 1), worked by hand: 42.6316 * 0.5625
    assert interval(10, 0.8) == pytest.approx(23.9803, abs=1e-4)
    assert retrievability(interval(10, 0.8), 10) == pytest.approx(0.8)


def test_first_review_uses_the_initial_weights():
    assert [initial_stability(g) for g in (AGAIN, HARD, GOOD, EASY)] == list(WEIGHTS[:4])
    assert initial_difficulty(GOOD) == pytest.approx(5.1618)
    assert initial_difficulty(AGAIN) == pytest.approx(5.1618 + 2 * 1.2298)
    assert initial_difficulty(EASY) == pytest.approx(5.1618 - 1.2298)
    assert review(None, 0, GOOD) == Memory(3.7145, pytest.approx(5.1618))


def test_a_good_review_on_the_due_day_grows_stability_as_worked_by_hand():
    # S' = 3.7145 * (e^1.6474 * (11 - 5.1618) * 3.7145^-0.1367 * (e^(1.0461 * 0.1) - 1) + 1)
    after = review(Memory(3.7145, 5.1618), 3.7145, GOOD)
    assert after.stability == pytest.approx(14.0950, abs=1e-4)
    assert after.difficulty == pytest.approx(5.1618)


def test_a_lapse_as_worked_by_hand():
    # R = (1 + 19/81 * 10 / 14.095)^-0.5 = 0.92592; S'f = 2.1072 * D^-0.0793 * (15.095^0.3246 - 1)
    #     * e^(1.587 * (1 - R)) = 2.9414; D' = 0.031 * 5.1618 + 0.969 * (5.1618 + 2 * 0.8975)
    after = review(Memory(14.095, 5.1618), 10, AGAIN)
    assert after.stability == pytest.approx(2.9414, abs=1e-3)
    assert after.difficulty == pytest.approx(6.9012, abs=1e-4)


def test_a_review_the_same_moment_leaves_a_recalled_skill_as_it_was():
    assert review(Memory(5.0, 4.0), 0, GOOD).stability == pytest.approx(5.0)


def test_grades_outside_one_to_four_are_refused():
    with pytest.raises(ValueError, match="1, 2, 3 or 4"):
        review(None, 0, 5)
    with pytest.raises(ValueError, match="lapse"):
        recall_stability(5, 5, 0.9, AGAIN)


def test_bad_stability_and_retention_are_refused():
    with pytest.raises(ValueError, match="stability"):
        retrievability(1, 0)
    with pytest.raises(ValueError, match="retention"):
        interval(5, 1.0)


def test_quiz_answers_map_to_good_and_again():
    assert (grade_of(True), grade_of(False)) == (GOOD, AGAIN)


@settings(max_examples=60, deadline=None)
@given(st.floats(min_value=0, max_value=1000), st.floats(min_value=0, max_value=1000), stabilities)
def test_recall_fades_with_time(t1, t2, s):
    early, late = sorted((t1, t2))
    assert 0 < retrievability(late, s) <= retrievability(early, s) <= 1


@settings(max_examples=60, deadline=None)
@given(difficulties, stabilities, recalls)
def test_a_recall_grows_stability_and_easier_grades_grow_it_more(d, s, r):
    hard, good, easy = (recall_stability(d, s, r, g) for g in (HARD, GOOD, EASY))
    assert s < hard < good < easy


@settings(max_examples=60, deadline=None)
@given(difficulties, stabilities, recalls, recalls)
def test_recall_at_a_lower_probability_grows_stability_more(d, s, r1, r2):
    low, high = sorted((r1, r2))
    assert recall_stability(d, s, low, GOOD) >= recall_stability(d, s, high, GOOD)


@settings(max_examples=60, deadline=None)
@given(difficulties, stabilities, recalls)
def test_a_lapse_never_lengthens_the_interval(d, s, r):
    assert 0 < lapse_stability(d, s, r) <= s


@settings(max_examples=60, deadline=None)
@given(difficulties, st.sampled_from((AGAIN, HARD, GOOD, EASY)))
def test_difficulty_stays_between_one_and_ten_and_moves_with_the_grade(d, g):
    after = next_difficulty(d, g)
    assert 1 <= after <= 10
    if g == AGAIN:
        assert after >= d
    if g == EASY:
        assert after <= d


def test_difficulty_reverts_towards_the_initial_good_difficulty():
    mean = initial_difficulty(GOOD)
    assert next_difficulty(mean, GOOD) == pytest.approx(mean)
    assert next_difficulty(9.0, GOOD) < 9.0
    assert next_difficulty(2.0, GOOD) > 2.0


def test_a_run_of_wrong_answers_makes_a_skill_due_sooner_than_a_run_of_right_ones():
    right = wrong = None
    for _ in range(4):
        right = review(right, 1.0, GOOD)
        wrong = review(wrong, 1.0, AGAIN)
    assert interval(wrong.stability) < 1 < interval(right.stability)
    assert math.isfinite(interval(right.stability))
