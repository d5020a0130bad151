"""The settings in chromium: the four-colour deck recolours clubs and diamonds on every page."""

from __future__ import annotations

from learner_clicks import start_quiz
from playwright.sync_api import expect


def colour(page, selector: str) -> str:
    """The computed text colour of the first element matching ``selector``."""
    return page.locator(selector).first.evaluate("element => getComputedStyle(element).color")


def test_the_four_colour_deck_is_kept_and_recolours_the_cards(page, shoot):
    page.goto("/")
    page.click("#nav-settings")
    expect(page.locator("body")).to_have_class("two-colour")
    sample = ".sample .card"
    assert colour(page, f"{sample}.suit-d") == colour(page, f"{sample}.suit-h")
    assert colour(page, f"{sample}.suit-c") == colour(page, f"{sample}.suit-s")

    page.click("#four-colour")
    with page.expect_navigation():
        page.click("#save-settings")

    expect(page.locator("body")).to_have_class("four-colour")
    expect(page.locator("#four-colour")).to_be_checked()
    diamonds, hearts = colour(page, f"{sample}.suit-d"), colour(page, f"{sample}.suit-h")
    clubs, spades = colour(page, f"{sample}.suit-c"), colour(page, f"{sample}.suit-s")
    assert len({diamonds, hearts, clubs, spades}) == 4
    shoot(page, "settings")
    start_quiz(page, "bring-in", "seven-card-stud")
    expect(page.locator("body")).to_have_class("four-colour")
