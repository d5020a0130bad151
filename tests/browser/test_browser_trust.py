"""What a learner can trust, in chromium (#15): the two all-in grading cases as fixed questions,
cards with names and wild marks, the amounts hint, the favicon, nothing leaked, tables on a phone.

The fixed questions are opened by their link (``/quiz/ticket/<token>``, as a
feedback page gives it), signed with the served trainer's own secret (conftest's ``link``).
"""

from __future__ import annotations

import re

import pytest
from learner_clicks import answer_a_guess, choice, read_feedback, start_quiz, submit
from playwright.sync_api import expect

PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
CARD_NAME = re.compile(
    r"^((two|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace) of "
    r"(clubs|diamonds|hearts|spades)|joker)(, face down)?(, wild)?$|^a face-down card$"
)
FIXED = [
    # variant, topic, seed, the all-in player (wrong), who must act first (right)
    ("seven-card-stud", "first-to-act", 0, "Grace", "Heidi"),
    ("five-card-stud", "first-to-act", 11, "Oscar", "Alice"),
    ("seven-card-stud", "bring-in", 179, "Bob", "Carol"),
]


@pytest.mark.parametrize(("variant", "topic", "seed", "all_in", "acting"), FIXED)
def test_the_player_after_an_all_in_one_must_act_first(
    page, link, shoot, variant, topic, seed, all_in, acting
):
    page.goto(link(variant, topic, seed))
    expect(page.locator("#prompt")).to_contain_text("must act first")
    expect(page.locator("#prompt-note")).to_contain_text("all in")
    expect(page.locator(f'.seat[data-seat="{all_in}"] .tag')).to_contain_text(["all in"])
    choice(page, "seat", all_in).click()
    wrong = submit(page)
    assert not wrong.correct and wrong.expected.startswith(f"{acting} must act first")
    assert f"{all_in} is all in" in page.locator("#reasons").inner_text()
    shoot(page, f"all-in-{topic}-{variant}-feedback")
    page.goto(link(variant, topic, seed))
    choice(page, "seat", acting).click()
    assert submit(page).correct


def test_every_card_has_a_name_and_wild_cards_are_marked(browse, link, shoot):
    for size, options in (("desktop", {"viewport": {"width": 1280, "height": 900}}),
                          ("phone", PHONE)):
        page = browse(**options)
        page.goto(link("baseball", "first-to-act", 0))
        names = page.locator("#table .card").evaluate_all(
            "cards => cards.map(card => card.getAttribute('aria-label'))"
        )
        assert names and all(CARD_NAME.match(name or "") for name in names), names
        wild = page.locator("#table .card.wild")
        assert wild.count() == 2
        for card in wild.all():
            assert card.get_attribute("aria-label").endswith(", wild")
            expect(card.locator(".wild-badge")).to_be_visible()
        expect(page.get_by_role("img", name="nine of diamonds, wild")).to_be_visible()
        expect(page.locator("#wild-note")).to_contain_text("threes and nines wild")
        shoot(page, f"wild-cards-{size}")


def test_the_amount_boxes_say_one_box_may_take_several_amounts(page):
    start_quiz(page, "bet-sizing", "razz")
    hint = page.locator("p.hint")
    expect(hint).to_be_visible()
    expect(hint).to_contain_text("separated by a comma")
    hint_id = hint.get_attribute("id")
    boxes = page.locator("input[data-amount-field]")
    assert boxes.count() and all(
        box.get_attribute("aria-describedby") == hint_id for box in boxes.all()
    )


def test_the_trainer_has_a_favicon(page):
    page.goto("/")
    href = page.locator('link[rel="icon"]').get_attribute("href")
    response = page.request.get(href)
    assert response.status == 200 and "svg" in response.headers["content-type"]
    assert "<svg" in response.text()


def test_no_dispute_export_before_answering_nor_in_runs(page):
    start_quiz(page, "bring-in", "razz")
    assert page.locator("#download-feature, a[href*='/quiz/scenario/']").count() == 0
    answer_a_guess(page)
    submit(page)
    expect(page.locator("#download-feature")).to_be_visible()
    for mode in ("streak", "timed"):
        start_quiz(page, "bring-in", "razz", mode=mode)
        assert page.locator("a[href*='/quiz/scenario/']").count() == 0
        answer_a_guess(page)
        with page.expect_navigation():
            page.click("#submit-answer")
        read_feedback(page)
        assert page.locator("a[href*='/quiz/scenario/']").count() == 0, mode


def test_skills_have_names_and_a_mistake_is_not_full_recall(page, shoot):
    start_quiz(page, "first-to-act", "razz")
    for _ in range(6):  # until one answer is wrong
        answer_a_guess(page)
        feedback = submit(page)
        if not feedback.correct:
            break
        with page.expect_navigation():
            page.click("#next-question")
    assert not feedback.correct, "six guesses in a row were right"
    expect(page.locator("#skill-link")).to_contain_text("Who acts first · Razz")
    page.goto("/progress/")
    row = page.locator(f'tr.skill-row[data-skill="{feedback.skill}"]')
    expect(row.locator("td").first).not_to_contain_text(feedback.skill)
    expect(row.locator("td.recall")).to_have_text("missed last time")
    shoot(page, "progress-desktop")


def fits(page, selector: str) -> None:
    """Every element of ``selector`` lies within the phone's 390 px."""
    found = page.locator(selector)
    assert found.count(), f"nothing matches {selector}"
    for element in found.all():
        box = element.bounding_box()
        assert box is None or box["x"] + box["width"] <= 390, (
            f"{selector} reaches {box['x'] + box['width']:.0f} px on a 390 px screen"
        )


def test_the_rulebooks_option_tables_and_the_progress_columns_fit_a_phone(browse, shoot):
    phone = browse(**PHONE)
    phone.goto("/rulebook/")  # the index: its sample holding wraps
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    for chapter in ("order-of-action", "house-rules", "pot-limit", "structures"):
        phone.goto(f"/rulebook/{chapter}")
        assert phone.evaluate("document.documentElement.scrollWidth") <= 390, chapter
        fits(phone, ".rulebook-page td")
        shoot(phone, f"phone-rulebook-{chapter}")
    start_quiz(phone, "bring-in", "razz")
    answer_a_guess(phone)
    submit(phone)
    phone.goto("/progress/")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    fits(phone, "table.skills td")
    labels = phone.locator("table.skills tr.skill-row td").evaluate_all(
        "cells => cells.map(cell => cell.dataset.label)"
    )
    assert "recall now" in labels and "verdict" in labels
    shoot(phone, "phone-progress")
