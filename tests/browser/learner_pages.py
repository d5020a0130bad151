"""Every kind of page a learner or a floor person sees, visited in one walk through the trainer.

``walk`` opens each in turn in one page (so one learner answers the questions
whose progress, skill, run and redo pages follow) and yields a label for each, once it
is on the screen; the published rulebook's pages (``site``, a built folder) come
last. The accessibility test takes the walk, checking axe-core and the words on each.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from dealt import at_table
from learner_clicks import answer_a_guess, answer_surely_wrong, start_quiz, submit
from playwright.sync_api import Page, expect

QUESTIONS = [
    ("razz", "bring-in", 6),
    ("seven-card-stud", "first-to-act", 7),
    ("london-lowball", "bet-sizing", 5),
    ("baseball", "winning-hands", 6),
]
"""(game, topic, seats): every topic, a pot-limit game's ranges, a wild game's showdown."""
CHAPTERS = ["", "betting", "glossary", "variants/razz"]
"""The rulebook's index, a long chapter, the glossary, a game page with its quick card."""
SITE_PAGES = ["index.html", "betting.html", "variants/razz.html", "quick-cards/razz.html"]
DISPUTE = [("Bob", "(5h 5d) 2c"), ("Carol", "(9d 9s) 6d")]


def walk(page: Page, link: Callable[..., str], site: Path) -> Iterator[str]:
    """Open every kind of page in turn; yield what each is once it shows."""
    page.goto("/")
    yield "the start page"
    skill = ""
    for variant, topic, seats in QUESTIONS:
        page.goto(at_table(link, variant, topic, seats))
        yield f"a {topic} question"
        answer_a_guess(page)
        skill = submit(page).skill
        yield f"a {topic} feedback"
    yield from _progress(page, skill)
    yield from _run(page)
    yield from _learner_model(page)
    for chapter in CHAPTERS:
        page.goto(f"/rulebook/{chapter}")
        yield f"the rulebook's {chapter or 'index'}"
    yield from _disputes(page)
    page.goto("/rulebook/no-such-chapter")
    yield "a page that is not there"
    for name in SITE_PAGES:
        page.goto((site / name).as_uri())
        yield f"the published rulebook's {name}"


def _progress(page: Page, skill: str) -> Iterator[str]:
    page.goto("/progress/")
    yield "the progress page"
    page.locator(f'tr.skill-row[data-skill="{skill}"] a').click()
    expect(page.locator("#skill-summary")).to_be_visible()
    yield "a skill's page"
    page.goto("/settings")
    yield "the settings"


def _run(page: Page) -> Iterator[str]:
    start_quiz(page, "bet-sizing", "seven-card-stud", mode="streak")
    yield "a streak run's question"
    answer_surely_wrong(page)
    submit(page)
    yield "a streak run's last feedback"
    page.click("#run-summary")
    expect(page.locator("#run-summary-page")).to_be_visible()
    yield "a run's summary"


def _learner_model(page: Page) -> Iterator[str]:
    """The learner model's parts: a hint shown, a redo of mistakes, the day on the start page."""
    start_quiz(page, "bet-sizing", "seven-card-stud")
    with page.expect_navigation():
        page.click("#ask-hint")
    expect(page.locator("#hint")).to_be_visible()
    yield "a question with its hint"
    page.goto("/progress/")
    with page.expect_navigation():
        page.click("#redo-mistakes")
    expect(page.locator("#redo-banner")).to_be_visible()
    yield "a question of a redo of mistakes"
    page.goto("/")
    expect(page.locator("#today")).to_be_visible()
    yield "the start page with the day's counts"


def _disputes(page: Page) -> Iterator[str]:
    page.goto("/disputes")
    yield "the empty dispute form"
    for row, (name, cards) in enumerate(DISPUTE, 1):
        page.fill(f"#seat-{row}-name", name)
        page.fill(f"#seat-{row}-cards", cards)
    page.fill("#round-1", "Bob brings in, Dave calls")
    page.click("#rule")
    expect(page.locator("#error-round-1")).to_be_visible()
    yield "a dispute with errors"
    page.fill("#round-1", "Bob brings in")
    page.fill("#claims", "it is Carol's turn")
    page.click("#rule")
    expect(page.locator("#ruling")).to_be_visible()
    yield "a dispute's ruling"
