"""FSRS-6 in studrules_trainer.schedule, through the fsrs package: the learning steps as stated,
cards stored and read back exactly, deterministic due dates, and grades from quiz answers."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studrules_trainer.schedule import (
    AGAIN,
    DAY,
    GOOD,
    HARD,
    LEARNING,
    PARAMETERS,
    RELEARNING,
    REVIEW,
    Memory,
    checked_parameters,
    grade_of,
    retrievability,
    review,
    scheduler,
)

NOW = 1_700_000_000.0
MINUTE = 60.0


def test_the_parameters_are_fsrs_6_s_twenty_one_defaults():
    assert len(PARAMETERS) == 21
    assert PARAMETERS[:4] == (0.212, 1.2931, 2.3065, 8.2956)
    assert scheduler().desired_retention == 0.9 and not scheduler().enable_fuzzing


def test_a_new_skill_answered_right_goes_to_review_for_about_two_days():
    after = review(None, NOW, GOOD)
    assert (after.state, after.step) == (REVIEW, None)
    assert after.stability == pytest.approx(2.3065)
    assert after.due == NOW + 2 * DAY  # the interval of S0(good) = 2.31 days, in whole days
    assert after.last_review == NOW


def test_a_new_skill_answered_wrong_comes_back_after_ten_minutes_then_graduates():
    missed = review(None, NOW, AGAIN)
    assert (missed.state, missed.step, missed.due) == (LEARNING, 0, NOW + 10 * MINUTE)
    again = review(missed, NOW + 10 * MINUTE, GOOD)
    assert again.state == REVIEW and again.due >= NOW + DAY


def test_a_lapse_relearns_for_ten_minutes_with_less_stability():
    reviewed = review(review(None, NOW, GOOD), NOW + 2 * DAY, GOOD)
    lapsed = review(reviewed, NOW + 10 * DAY, AGAIN)
    assert (lapsed.state, lapsed.step) == (RELEARNING, 0)
    assert lapsed.due == NOW + 10 * DAY + 10 * MINUTE
    assert lapsed.stability < reviewed.stability
    assert review(lapsed, lapsed.due, GOOD).state == REVIEW


def test_a_hinted_right_answer_is_hard_and_grows_stability_less_than_good():
    reviewed = review(None, NOW, GOOD)
    hard = review(reviewed, NOW + 3 * DAY, grade_of(True, hinted=True))
    good = review(reviewed, NOW + 3 * DAY, grade_of(True))
    assert reviewed.stability < hard.stability < good.stability
    assert (grade_of(True), grade_of(False), grade_of(False, hinted=True)) == (GOOD, AGAIN, AGAIN)
    assert grade_of(True, hinted=True) == HARD


def test_a_card_kept_from_fsrs_4_5_carries_on_from_its_stability():
    kept = Memory(REVIEW, None, 12.27, 5.16, NOW, NOW + 12 * DAY)
    assert retrievability(kept, NOW + 12 * DAY) == pytest.approx(0.9, abs=0.01)
    after = review(kept, NOW + 12 * DAY, GOOD)
    assert after.stability > 12.27 and after.due > NOW + 30 * DAY


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.floats(0.001, 40), st.booleans()), min_size=1, max_size=8))
def test_due_dates_are_deterministic_and_never_before_the_review(reviews):
    def replay():
        memory, now = None, NOW
        for gap, right in reviews:
            now += gap * DAY
            memory = review(memory, now, grade_of(right))
            assert memory.due > now and 1 <= memory.difficulty <= 10
        return memory

    assert replay() == replay()


def test_grades_and_parameters_out_of_bounds_are_refused():
    with pytest.raises(ValueError, match="1, 2, 3 or 4"):
        review(None, NOW, 5)
    with pytest.raises(ValueError, match="Expected 21 parameters"):
        checked_parameters(PARAMETERS[:17])
    with pytest.raises(ValueError, match=r"parameters\[0\] = -1.0 is out of bounds"):
        checked_parameters((-1.0, *PARAMETERS[1:]))
    assert checked_parameters(list(PARAMETERS)) == PARAMETERS
