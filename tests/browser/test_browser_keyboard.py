"""The keyboard in chromium: number keys pick choices, Enter answers, N asks the next question."""

from __future__ import annotations

from learner_clicks import amount_box, read_feedback, start_quiz
from playwright.sync_api import expect


def test_number_keys_pick_enter_answers_and_n_moves_on(page):
    start_quiz(page, "bring-in", "seven-card-stud")
    first, second = (page.locator(f"input[data-choice-index='{n}']") for n in (1, 2))

    page.keyboard.press("2")
    expect(second).to_be_checked()
    page.keyboard.press("1")
    expect(first).to_be_checked()
    expect(second).not_to_be_checked()
    picked = first.get_attribute("data-value")
    with page.expect_navigation():
        page.keyboard.press("Enter")

    assert read_feedback(page).given == picked
    with page.expect_navigation():
        page.keyboard.press("n")
    expect(page.locator("#question")).to_be_visible()
    assert page.url.endswith("/quiz/question")
    expect(page.locator("input[data-choice]:checked")).to_have_count(0)


def test_number_keys_tick_and_untick_but_not_while_typing_an_amount(page):
    start_quiz(page, "bet-sizing", "seven-card-stud")
    call = page.locator("input[data-value='call']")

    page.keyboard.press("3")
    expect(call).to_be_checked()
    page.keyboard.press("3")
    expect(call).not_to_be_checked()
    amount_box(page, "call").click()
    page.keyboard.type("13")

    expect(amount_box(page, "call")).to_have_value("13")
    expect(page.locator("input[data-choice]:checked")).to_have_count(0)
