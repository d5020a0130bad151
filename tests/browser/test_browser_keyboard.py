"""The keyboard in chromium: number keys pick choices, Enter answers, N asks the next question.

The shortcuts act only on the answer (#30): Enter on a link or a disclosure does
what it does on any page, two digits reach a choice past nine, the verdict has the
focus once answered, and a skip link leads past the navigation.
"""

from __future__ import annotations

from dealt import at_table
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


def test_enter_on_a_link_follows_it_and_answers_nothing(page, link):
    page.goto(at_table(link, "seven-card-stud", "bring-in", 4))
    page.keyboard.press("1")
    expect(page.locator("input[data-choice-index='1']")).to_be_checked()

    page.locator("#nav-rulebook").focus()
    with page.expect_navigation():
        page.keyboard.press("Enter")

    assert page.url.endswith("/rulebook/")
    page.goto("/progress/")
    expect(page.locator("#summary")).to_have_attribute("data-total", "0")


def test_enter_on_what_happened_so_far_opens_it(page, link):
    address = at_table(link, "razz", "bet-sizing", 5)
    page.goto(address)
    page.keyboard.press("1")
    history = page.locator("#action-history")
    expect(history).not_to_have_attribute("open", "")

    history.locator("summary").focus()
    page.keyboard.press("Enter")

    expect(history).to_have_attribute("open", "")
    expect(page.locator("#question")).to_be_visible()
    page.keyboard.press("Enter")
    expect(history).not_to_have_attribute("open", "")
    assert page.url.endswith(address)


def test_two_digits_reach_the_choices_past_nine(page, link):
    page.goto(at_table(link, "five-card-stud", "winning-hands", 10))
    choices = page.locator("input[data-choice]")
    assert choices.count() >= 12
    tenth, twelfth, first = (page.locator(f"input[data-choice-index='{n}']") for n in (10, 12, 1))
    expect(page.locator("label[for='choice-12'] kbd")).to_have_text("12")

    page.keyboard.press("1")
    page.keyboard.press("0")
    expect(tenth).to_be_checked()
    page.keyboard.press("1")
    page.keyboard.press("2")
    expect(twelfth).to_be_checked()
    expect(first).not_to_be_checked()
    page.keyboard.press("1")
    expect(first).to_be_checked()
    expect(tenth).to_be_checked()


def test_after_an_answer_the_verdict_has_the_focus(page, link):
    page.goto(at_table(link, "razz", "bring-in", 4))
    page.keyboard.press("2")
    with page.expect_navigation():
        page.keyboard.press("Enter")

    verdict = page.locator("#verdict")
    expect(verdict).to_be_focused()
    expect(verdict).to_be_in_viewport()


def test_a_skip_link_leads_past_the_navigation(page):
    page.goto("/progress/")
    page.keyboard.press("Tab")
    skip = page.locator("a.skip-link")
    expect(skip).to_be_focused()
    expect(skip).to_be_in_viewport()
    expect(skip).to_have_text("Skip to the page's content")

    page.keyboard.press("Enter")
    page.keyboard.press("Tab")

    assert page.evaluate("document.activeElement.closest('main') !== null")
    expect(page.locator("#name")).to_be_focused()
