"""The trainer on a phone-sized screen: the table and the choices fit without scrolling sideways."""

from __future__ import annotations

import pytest
from learner_clicks import answer_a_guess, answer_surely_wrong, start_quiz, submit
from playwright.sync_api import expect

WIDTH, HEIGHT = 390, 844


@pytest.fixture
def phone(browse):
    """A page the size of a phone held upright, honouring the page's viewport tag."""
    return browse(viewport={"width": WIDTH, "height": HEIGHT}, is_mobile=True, has_touch=True)


def check_fits(page, selector: str) -> None:
    """Every element matching ``selector`` shows, and lies within the screen's width."""
    found = page.locator(selector)
    assert found.count() >= 1, f"nothing matches {selector}"
    for element in found.all():
        expect(element).to_be_visible()
        box = element.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= WIDTH, (
            f"{selector} spans {box['x']:.0f}..{box['x'] + box['width']:.0f} px, "
            f"past the {WIDTH} px screen"
        )


def check_no_sideways_scroll(page) -> None:
    """The page is no wider than the screen."""
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= WIDTH, f"the page is {width} px wide on a {WIDTH} px screen"


@pytest.mark.parametrize(
    ("topic", "variant"),
    [("winning-hands", "seven-card-stud"), ("bet-sizing", "london-lowball")],
)
def test_the_table_and_the_choices_fit_a_phone(phone, shoot, topic, variant):
    start_quiz(phone, topic, variant)

    check_no_sideways_scroll(phone)
    for part in ("#table", ".seat", "label.choice", "label.amount", "#submit-answer"):
        check_fits(phone, part)
    shoot(phone, f"phone-question-{topic}")

    answer_a_guess(phone)
    submit(phone)
    check_no_sideways_scroll(phone)
    check_fits(phone, "#table")
    check_fits(phone, "li.reason")
    shoot(phone, f"phone-feedback-{topic}")


@pytest.mark.parametrize(("variant", "seed"), [("seven-card-stud", 4), ("five-card-stud", 0)])
def test_a_redo_question_with_its_hint_keeps_the_first_answer_above_the_fold(
    phone, shoot, link, variant, seed
):
    """A redo of mistakes, its hint asked for, on a 390 px phone: the redo banner and the hint
    take little room, and the first answer control shows without scrolling. The questions
    have seven and eight players, the tallest tables of bet sizing."""
    phone.goto(link(variant, "bet-sizing", seed))
    answer_surely_wrong(phone)
    assert not submit(phone).correct
    phone.goto("/progress/")
    with phone.expect_navigation():
        phone.click("#redo-mistakes")
    expect(phone.locator("#redo-banner")).to_be_visible()
    with phone.expect_navigation():
        phone.click("#ask-hint")
    expect(phone.locator("#hint")).to_be_visible()
    expect(phone.locator("#redo-banner")).to_be_visible()
    check_no_sideways_scroll(phone)
    shoot(phone, f"phone-redo-with-hint-{variant}")
    box = phone.locator("#answer-form label.choice").first.bounding_box()
    banner = phone.locator("#redo-banner").bounding_box()
    assert box["y"] + box["height"] <= HEIGHT, (
        f"the first answer control ends at {box['y'] + box['height']:.0f} px, below the "
        f"{HEIGHT} px screen (the redo banner takes {banner['height']:.0f} px)"
    )


def test_the_trainers_links_take_one_line_of_the_phones_screen(phone):
    """Each line the header takes pushes the question down the first screen (the sixth link,
    Exam, once wrapped Settings onto a line of its own)."""
    phone.goto("/")
    tops = phone.eval_on_selector_all(
        "header.site nav a", "links => links.map(link => link.getBoundingClientRect().top)")
    assert len(tops) >= 6 and len(set(tops)) == 1, tops
    check_fits(phone, "header.site nav a")
