"""An exam in chromium (#35), end to end: set it, open its link, give a name, answer every
question, read the result, print the certificate to PDF; axe-core and the learner's words
(no workshop paths or names, as ``test_browser_words`` checks) on each page.

Passed and failed, each at desktop size and on a phone. The right seat at each place
comes from the engine: the test reads the link's settings with the served trainer's
secret and grades each choice, as a setter with the rulebook would.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from flask import Flask
from learner_clicks import choice, tick_only
from page_words import workshop_words
from playwright.sync_api import Page, expect
from viewports import DESKTOP, PHONE

from studrules_trainer import exams, questions
from studrules_trainer.secret import instance_secret
from studrules_trainer.tokens import read_exam

LENGTH = 3


@pytest.fixture(scope="session")
def exam_settings(trainer_server: tuple[str, Path]) -> Callable[[str], exams.ExamSettings]:
    """The settings an exam link holds, read with the served trainer's own secret."""
    reader = Flask("exam-links")
    reader.secret_key = instance_secret(trainer_server[1])

    def settings(address: str) -> exams.ExamSettings:
        with reader.app_context():
            return exams.from_link(read_exam(address.rsplit("/", 1)[1]))

    return settings


def right_seat(settings: exams.ExamSettings, place: int, right: bool) -> str:
    asked = questions.build(exams.ticket_at(settings, place))
    return next(c.value for c in asked.choices
                if questions.grade(asked, {"seat": c.value}).correct == right)


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("rights", [(True, True, True), (False, True, False)],
                         ids=["passed", "failed"])
def test_an_exam_taken_end_to_end(browse, axe, shoot, screenshot_folder, exam_settings,
                                  size, rights):
    page: Page = browse(**(DESKTOP if size == "desktop" else PHONE))
    passed = sum(rights) * 100 >= 60 * LENGTH
    outcome = "passed" if passed else "failed"
    seen: dict[str, list[str]] = {}

    def look(name: str) -> None:
        """Check the page (axe-core, and no workshop words) and keep a screenshot of it."""
        seen[name] = axe(page) + workshop_words(name, page.inner_text("main"))
        shoot(page, f"exam-{name}-{size}-{outcome}")

    page.goto("/exam/")
    tick_only(page, "#topics", "first-to-act")
    tick_only(page, "#variants", "razz")
    page.fill("#length", str(LENGTH))
    page.fill("#mark", "60")
    with page.expect_navigation():
        page.click("#make-link")
    look("set")
    address = page.input_value("#exam-address")
    settings = exam_settings(address)
    with page.expect_navigation():
        page.click("#exam-open")
    look("take")
    page.fill("#exam-name", "Ann Dealer")
    with page.expect_navigation():
        page.click("#exam-start")
    for place, right in enumerate(rights):
        expect(page.locator("#exam-step")).to_contain_text(f"question {place + 1} of {LENGTH}")
        if place == 0:
            look("question")
        choice(page, "seat", right_seat(settings, place, right)).click()
        with page.expect_navigation():
            page.click("#submit-answer")
    result = page.locator("#exam-result")
    expect(result).to_have_attribute("data-passed", "true" if passed else "false")
    expect(result).to_have_attribute("data-score", str(sum(rights)))
    expect(page.locator(".exam-miss")).to_have_count(LENGTH - sum(rights))
    look("result")
    with page.expect_navigation():
        page.click("#exam-certificate")
    expect(page.locator("#certificate-name")).to_have_text("Ann Dealer")
    expect(page.locator("#certificate-verdict")).to_have_text(
        "passed" if passed else "did not pass")
    look("certificate")
    page.emulate_media(media="print")
    assert page.locator("header.site").is_hidden() and page.locator(".print-note").is_hidden()
    pdf = screenshot_folder / f"exam-certificate-{size}-{outcome}.pdf"
    page.pdf(path=str(pdf), format="A4", prefer_css_page_size=True, print_background=True)
    assert pdf.read_bytes().startswith(b"%PDF")
    assert {name: found for name, found in seen.items() if found} == {}
