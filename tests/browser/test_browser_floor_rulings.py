"""Floor-rulings questions answered in chromium at desktop and phone size (#35): the rulings to
pick from, the feedback naming the rule and the other profiles, and no axe-core violation."""

from __future__ import annotations

import re

import pytest
from learner_clicks import answer_a_guess, replay_and_answer_right, start_quiz, submit
from playwright.sync_api import Page, expect
from viewports import DESKTOP, PHONE

GAMES = ("seven-card-stud", "razz", "seven-card-stud-hi-lo-8")
RULE_ID = re.compile(r"^[A-Z0-9-]+(\.[A-Z0-9-]+)+$")
DECIDED = re.compile(r"^\(?Under casino rules, [a-z-]+ is [a-z-]+ \(")
"""How the note opens: the house rule that decides the ruling under the quiz's profile."""


def rulings_offered(page: Page) -> list[str]:
    """The rulings the question offers, as their radio buttons submit them."""
    return page.locator('input[data-field="ruling"]').evaluate_all(
        "inputs => inputs.map(input => input.dataset.value)")


def fits_the_screen(page: Page, width: int) -> None:
    """No choice runs past the right edge of the screen."""
    for label in page.locator("label.choice").all():
        box = label.bounding_box()
        assert box is not None and box["x"] + box["width"] <= width + 1, box


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["1280", "390"])
def test_floor_rulings_answered_in_each_game_with_no_axe_violation(browse, axe, shoot, size):
    page = browse(**size)
    width = size["viewport"]["width"]
    for game in GAMES:
        start_quiz(page, "floor-rulings", game)
        expect(page.locator("#question")).to_have_attribute("data-kind", "ruling")
        offered = rulings_offered(page)
        assert len(offered) >= 2 and len(set(offered)) == len(offered)
        expect(page.locator("#prompt")).to_contain_text("What does the floor rule")
        fits_the_screen(page, width)
        assert axe(page) == [], f"question, {game}, {width} px"
        shoot(page, f"floor-rulings-question-{game}-{width}")
        answer_a_guess(page)
        first = submit(page)
        assert first.expected in offered and first.given in offered
        assert first.correct == (first.expected == first.given)
        assert first.rules and all(RULE_ID.match(rule) for rule in first.rules)
        note = page.locator("#parts .part-note")
        expect(note).to_contain_text(DECIDED)
        assert axe(page) == [], f"feedback, {game}, {width} px"
        shoot(page, f"floor-rulings-feedback-{game}-{width}")
        if not first.correct:
            expect(page.locator("li.reason").filter(has_text=first.given)).to_contain_text(
                "the floor would rule otherwise")
            again = replay_and_answer_right(page, first)
            assert again.correct and again.expected == first.expected


def test_a_floor_question_link_is_the_same_question_and_exports(browse, link):
    page = browse(**DESKTOP)
    seed = next(s for s in range(40) if _asks(s))
    page.goto(link("seven-card-stud", "floor-rulings", seed, "tournament"))
    expect(page.locator("#question")).to_have_attribute("data-kind", "ruling")
    page.locator("label[for='choice-1']").click()
    feedback = submit(page)
    assert feedback.skill.startswith("floor-rulings/seven-card-stud/")
    with page.expect_download() as download:
        page.click("#download-feature")
    text = download.value.path().read_text(encoding="utf-8")
    assert "And the house rules are the tournament profile" in text
    assert "Then " in text


def _asks(seed: int) -> bool:
    from studrules_trainer.questions import BadTicket, Ticket, build

    try:
        build(Ticket("seven-card-stud", "floor-rulings", seed, "tournament", 2))
    except BadTicket:
        return False
    return True
