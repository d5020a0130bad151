"""The learner model in chromium, on a desktop and on a phone: a hint, a mistake counted at half
weight, the rating on the progress page, "redo my mistakes" (the same question as practice, then
a fresh one that counts), and the day on the home page; nothing wider than the screen."""

from __future__ import annotations

import pytest
from learner_clicks import answer_as_expected, answer_surely_wrong, start_quiz, submit
from playwright.sync_api import expect

SIZES = {"desktop": (1280, 900), "phone": (390, 844)}


@pytest.mark.parametrize("size", SIZES)
def test_a_hint_a_mistake_the_rating_and_redo_my_mistakes(browse, shoot, size):
    width, height = SIZES[size]
    page = browse(viewport={"width": width, "height": height}, is_mobile=size == "phone")

    def fits() -> None:
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= width, f"{page.url} is {wide} px wide on a {width} px screen"

    start_quiz(page, "bet-sizing", "seven-card-stud")
    with page.expect_navigation():
        page.click("#ask-hint")
    hint = page.locator("#hint")
    expect(hint).to_be_visible()
    assert hint.locator("a.rule-link").count() >= 1
    fits()
    shoot(page, f"learner-hint-{size}")
    answer_surely_wrong(page)
    missed = submit(page)
    assert not missed.correct
    expect(page.locator("#counted")).to_have_attribute("data-weight", "0.5")
    expect(page.locator("#rating-after")).to_be_visible()
    fits()
    shoot(page, f"learner-feedback-{size}")

    page.goto("/progress/")
    expect(page.locator("#overall-rating")).to_have_attribute("data-answers", "1")
    expect(page.locator("svg.rating-plot")).to_be_visible()
    fits()
    shoot(page, f"learner-progress-{size}")
    with page.expect_navigation():
        page.click("#redo-mistakes")
    expect(page.locator("#redo-banner")).to_have_attribute("data-kind", "replay")
    expect(page.locator("#question")).to_have_attribute("data-skill", missed.skill)
    fits()
    shoot(page, f"learner-redo-{size}")
    answer_as_expected(page, missed.expected)
    replayed = submit(page)
    assert replayed.correct
    expect(page.locator("#counted")).to_have_attribute("data-practice", "replay")
    with page.expect_navigation():
        page.click("#next-question")
    expect(page.locator("#redo-banner")).to_have_attribute("data-kind", "fresh")

    page.goto("/")
    today = page.locator("#today")
    expect(today).to_have_attribute("data-answered", "1")
    expect(today).to_have_attribute("data-streak", "1")
    fits()
    shoot(page, f"learner-home-{size}")
