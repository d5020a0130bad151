"""The trainer with JavaScript off: the plain forms answer a question and filter the rulebook."""

from __future__ import annotations

import pytest
from learner_clicks import answer_a_guess, start_quiz, submit
from playwright.sync_api import expect


@pytest.fixture
def no_script_page(browse):
    """A page whose browser context runs no scripts at all."""
    return browse(java_script_enabled=False, viewport={"width": 1280, "height": 900})


def test_a_question_is_answered_through_the_plain_form(no_script_page, shoot):
    page = no_script_page
    start_quiz(page, "first-to-act", "seven-card-stud")
    page.keyboard.press("1")
    expect(page.locator("input[data-choice]:checked")).to_have_count(0)  # no script, no keys

    answer_a_guess(page)
    feedback = submit(page)

    assert feedback.expected and feedback.given and feedback.rules
    expect(page.locator("#verdict")).to_be_visible()
    expect(page.locator("li.reason a.rule-link").first).to_be_visible()
    shoot(page, "feedback-without-javascript")


def test_the_rule_filter_works_as_a_plain_form(no_script_page):
    page = no_script_page
    page.goto("/rulebook/")
    total = int(page.locator("#rule-count").get_attribute("data-total"))

    page.fill("#rule-filter", "suit-tie")
    with page.expect_navigation():
        page.click("#rule-filter-submit")

    assert page.url.endswith("/rulebook/?q=suit-tie")
    shown = page.locator("tr.rule-row:visible")
    assert 0 < shown.count() < total
    for text in shown.evaluate_all("rows => rows.map(row => row.dataset.filterText)"):
        assert "suit-tie" in text
    expect(page.locator('tr.rule-row[data-rule="BRING-IN.SUIT-TIE"]')).to_be_visible()
    expect(page.locator("#rule-count")).to_have_text(
        f"{shown.count()} of {total} rules match “suit-tie”."
    )
