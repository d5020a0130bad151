"""Each kind of irregularity added to the floor-rulings topic (#35), asked in chromium at desktop
and phone size: the situation, the rulings to pick from, a wrong pick's feedback naming the
kind's rule and the profiles that rule otherwise, and no axe-core violation."""

from __future__ import annotations

import pytest
from learner_clicks import submit
from playwright.sync_api import Page, expect
from viewports import DESKTOP, PHONE

from studrules_trainer.questions import BadTicket, Question, Ticket, build
from studrules_trainer.questions.irregularity_kinds import KINDS

ASKED = {
    "identifiable-muck": ("razz", "tournament"),
    "miscalled-hand": ("seven-card-stud-hi-lo-8", "casino"),
    "oversized-bring-in-chip": ("seven-card-stud", "home"),
    "out-of-turn": ("seven-card-stud", "casino"),
    "fold-with-no-bet": ("razz", "casino"),
}
"""Each new kind, and the game and profile it is asked in here."""


def first_question(kind: str) -> Question:
    """The first question on ``kind`` in its game, at difficulty 2 as a link asks it."""
    variant, profile = ASKED[kind]
    asked = (_asked(Ticket(variant, "floor-rulings", seed, profile, 2)) for seed in range(600))
    return next(question for question in asked if question and question.hand.kind == kind)


def _asked(ticket: Ticket) -> Question | None:
    """The ticket's question, or ``None`` where its seed's hand makes none."""
    try:
        return build(ticket)
    except BadTicket:
        return None


def fits_the_screen(page: Page, width: int) -> None:
    """No choice runs past the right edge of the screen."""
    for label in page.locator("label.choice").all():
        box = label.bounding_box()
        assert box is not None and box["x"] + box["width"] <= width + 1, box


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["1280", "390"])
@pytest.mark.parametrize("kind", ASKED)
def test_each_new_kind_is_asked_and_a_wrong_pick_explained(browse, axe, shoot, link, kind, size):
    question = first_question(kind)
    ticket = question.ticket
    page = browse(**size)
    width = size["viewport"]["width"]
    page.goto(link(ticket.variant, "floor-rulings", ticket.seed, ticket.profile))
    expect(page.locator("#prompt")).to_contain_text(question.hand.situation)
    fits_the_screen(page, width)
    assert axe(page) == [], f"question, {kind}, {width} px"
    shoot(page, f"floor-kind-{kind}-question-{width}")
    right = question.hand.ruling.words
    wrong = next(choice for choice in question.choices if choice.value != right)
    page.locator(f'input[data-field="ruling"][data-value="{wrong.value}"]').check()
    feedback = submit(page)
    assert not feedback.correct and feedback.expected == right and feedback.given == wrong.value
    assert KINDS[kind].rule in feedback.rules
    expect(page.locator("li.reason").filter(has_text=wrong.value)).to_contain_text(
        "the floor would rule otherwise")
    assert axe(page) == [], f"feedback, {kind}, {width} px"
    shoot(page, f"floor-kind-{kind}-feedback-{width}")
