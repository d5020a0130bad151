"""Answering questions in chromium: each topic by clicking, the feedback, its rule links."""

from __future__ import annotations

import re

import pytest
from learner_clicks import (
    KINDS,
    answer_a_guess,
    answer_surely_wrong,
    answer_wrong_then_right,
    choice,
    replay_and_answer_right,
    start_quiz,
    submit,
)
from playwright.sync_api import Page, expect

CASES = [
    ("bring-in", "razz"),
    ("first-to-act", "seven-card-stud"),
    ("bet-sizing", "seven-card-stud"),
    ("bet-sizing", "london-lowball"),
    ("winning-hands", "seven-card-stud-hi-lo-8"),
]
"""(topic, game): every topic, the pot-limit game for bet ranges, a split game at the showdown."""
RULE_ID = re.compile(r"^[A-Z0-9-]+(\.[A-Z0-9-]+)+$")


def check_table(page: Page, kind: str) -> None:
    """The table shows the street, the pot, the seats with cards; hole cards only at a showdown."""
    expect(page.locator("#table")).to_be_visible()
    assert page.locator("#table").get_attribute("data-street")
    expect(page.locator("#pot")).to_contain_text("$")
    seats = page.locator(".seat[data-seat]")
    assert seats.count() >= 2
    assert page.locator(".seat .card[data-card]").count() >= 2 * seats.count()
    hidden_in_play = page.locator('.seat[data-folded="false"] .card[data-card="down"]').count()
    if kind == "showdown":
        assert hidden_in_play == 0, "at the showdown every player still in shows their cards"
    else:
        assert hidden_in_play > 0, "before the showdown the hole cards are hidden"


def check_reasons(page: Page, rules: list[str]) -> None:
    """Every reason names its rule, and the known ones link to the rulebook."""
    assert rules, "the feedback explains the ruling with at least one reason"
    assert all(RULE_ID.match(rule) for rule in rules), rules
    for reason in page.locator("li.reason").all():
        assert reason.inner_text().split(":")[0].strip() == reason.get_attribute("data-rule")
    links = page.locator("li.reason a.rule-link")
    assert links.count() >= 1
    for link in links.all():
        assert link.get_attribute("href").endswith("#" + link.get_attribute("data-rule"))


@pytest.mark.parametrize(("topic", "variant"), CASES)
def test_a_question_of_each_topic_is_answered_by_clicking(page, shoot, topic, variant):
    start_quiz(page, topic, variant)
    question = page.locator("#question")
    expect(question).to_have_attribute("data-variant", variant)
    kind = question.get_attribute("data-kind")
    assert kind == KINDS[topic]
    assert question.get_attribute("data-skill").startswith(f"{topic}/{variant}/")
    check_table(page, kind)
    shoot(page, f"question-{topic}-{variant}")

    answers = answer_wrong_then_right(page)

    first, last = answers[0], answers[-1]
    assert first.expected and first.given
    assert last.correct, f"answered as the feedback said ({first.expected}), graded {last.given}"
    assert last.expected == first.expected and last.skill == first.skill
    expect(page.locator("#verdict")).to_have_text("Right!")
    expect(page.locator("#replay")).to_have_count(0)
    check_reasons(page, last.rules)
    check_table(page, kind)
    shoot(page, f"feedback-{topic}-{variant}")


def test_a_wrong_answer_is_marked_wrong_and_can_be_replayed(page, shoot):
    start_quiz(page, "bet-sizing", "seven-card-stud")
    answer_surely_wrong(page)

    wrong = submit(page)

    assert not wrong.correct
    assert wrong.given == "check or call $1"
    expect(page.locator("#verdict")).to_have_text("Not quite.")
    expect(page.locator("#replay")).to_have_attribute("data-answer-id", wrong.answer_id)
    shoot(page, "feedback-wrong")
    right = replay_and_answer_right(page, wrong)
    assert right.correct and right.answer_id != wrong.answer_id


def test_a_rule_link_in_the_feedback_opens_the_rule_in_the_rulebook(page, shoot):
    start_quiz(page, "bring-in", "seven-card-stud")
    answer_a_guess(page)
    submit(page)
    link = page.locator("li.reason a.rule-link").first
    rule = link.get_attribute("data-rule")

    with page.expect_navigation():
        link.click()

    assert page.url.endswith("#" + rule)
    assert page.evaluate("location.hash") == "#" + rule
    heading = page.locator(f'.rulebook-page .rule[id="{rule}"]')
    expect(heading).to_be_in_viewport()
    expect(heading).to_contain_text(rule)
    chapter = page.locator("#rulebook-page").get_attribute("data-page")
    assert page.url.split("#")[0].endswith("/rulebook/" + chapter)
    shoot(page, "rulebook-page")


def test_clicking_a_seat_at_the_table_picks_that_player(page):
    start_quiz(page, "first-to-act", "seven-card-stud")
    seat = page.locator('.seat[data-folded="false"]').last
    name = seat.get_attribute("data-seat")

    seat.click()

    expect(choice(page, "seat", name).locator("input")).to_be_checked()


CHICAGO_ATTEMPTS = 10
"""Showdowns to deal before one splits the pot with a spade in the hole (most of them do)."""


def test_a_chicago_showdown_split_with_the_hole_spade_can_be_answered_right(page):
    for _ in range(CHICAGO_ATTEMPTS):
        start_quiz(page, "winning-hands", "chicago")
        answer_a_guess(page)
        first = submit(page)
        if "spade half" in first.expected:
            break
    else:
        pytest.fail(f"none of {CHICAGO_ATTEMPTS} Chicago showdowns split the pot with a spade")

    last = first if first.correct else replay_and_answer_right(page, first)

    assert last.correct, (
        f"the hand that wins the spade share must be offered as a choice: expected "
        f"{first.expected!r}, the best answer the form allows is {last.given!r}"
    )
