"""Streak and timed runs in chromium: the run's status, the live clock, the end of a streak."""

from __future__ import annotations

import re

from learner_clicks import answer_surely_wrong, start_quiz, submit
from playwright.sync_api import expect


def test_the_timed_run_clock_counts_down_on_the_page(page):
    start_quiz(page, "bring-in", "seven-card-stud", mode="timed")
    expect(page.locator("#run-status")).to_have_attribute("data-mode", "timed")
    timer = page.locator("#timer")
    start = int(timer.get_attribute("data-seconds-left"))
    assert start > 0

    expect(timer).not_to_have_text(f"{start} s left")

    left = int(re.match(r"(\d+) s left", timer.inner_text()).group(1))
    assert 0 < left < start


def test_one_mistake_ends_a_streak_and_n_shows_the_score(page):
    start_quiz(page, "bet-sizing", "seven-card-stud", mode="streak")
    expect(page.locator("#run-status")).to_have_attribute("data-mode", "streak")
    answer_surely_wrong(page)

    wrong = submit(page)

    assert not wrong.correct
    expect(page.locator("#next-question")).to_have_count(0)
    with page.expect_navigation():
        page.keyboard.press("n")
    summary = page.locator("#run-summary-page")
    expect(summary).to_have_attribute("data-over", "true")
    expect(summary).to_have_attribute("data-mode", "streak")
    expect(summary).to_have_attribute("data-score", "0")
