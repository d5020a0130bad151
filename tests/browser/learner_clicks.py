"""A learner at the trainer in chromium: set up a quiz, answer by clicking and typing, read on.

The right answer comes only from the trainer's own pages, never from its code:
a test answers, reads what the feedback page expected (``#expected``), replays
the question and answers it the way the feedback said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from playwright.sync_api import Locator, Page, expect

KINDS = {
    "bring-in": "seat",
    "first-to-act": "seat",
    "bet-sizing": "actions",
    "winning-hands": "showdown",
    "floor-rulings": "ruling",
}
"""The kind of question (``#question[data-kind]``) each topic asks."""

_VERB = re.compile(r"\b(fold|check|call|bring in|complete|bet|raise)\b")
_AMOUNT = re.compile(r"\$\d+(?:\.\d+)?")
_COLLECTS = re.compile(r"(\S+) collects (\$\d+(?:\.\d+)?)")
_RANGE = "any amount from"
_HAND_END = r"(?=[,;.]| and | tie|$)"


def start_quiz(page: Page, topic: str, variant: str, mode: str = "practice") -> None:
    """From the start page, practise one topic of one game: tick, untick, pick the mode, Start."""
    page.goto("/")
    tick_only(page, "#topics", topic)
    tick_only(page, "#variants", variant)
    page.click(f"#mode-{mode}")
    with page.expect_navigation():
        page.click("#start")
    expect(page.locator("#question")).to_have_attribute("data-topic", topic)


def tick_only(page: Page, fieldset: str, value: str) -> None:
    """Click the checkboxes of a fieldset so that only the one of ``value`` is ticked."""
    boxes = page.locator(f"{fieldset} input[type=checkbox]")
    ticked = boxes.evaluate_all("boxes => boxes.map(box => [box.value, box.checked])")
    for box_value, checked in ticked:
        if checked != (box_value == value):
            boxes.and_(page.locator(f'[value="{box_value}"]')).click()


def choice(page: Page, field: str, value: str) -> Locator:
    """The label of one answer choice: what a learner clicks to pick it."""
    return page.locator("label.choice").filter(
        has=page.locator(f'input[data-field="{field}"][data-value="{value}"]')
    )


def amount_box(page: Page, field: str) -> Locator:
    """The text box of an amount the question asks for."""
    return page.locator(f'input[data-amount-field="{field}"]')


def question_kind(page: Page) -> str:
    """The kind of the question on the page: ``seat``, ``actions`` or ``showdown``."""
    return page.locator("#question").get_attribute("data-kind")


def answer_a_guess(page: Page) -> None:
    """A well-formed answer, right only by chance: the first choice of each part of the form."""
    first = page.locator("input[data-choice-index='1']")
    page.locator("label[for='choice-1']").click()
    if question_kind(page) == "showdown":
        amount_box(page, "won-" + first.get_attribute("data-value")).fill("$1")
        page.locator("label.choice").filter(
            has=page.locator('input[data-field="hands"]')
        ).first.click()


def answer_surely_wrong(page: Page) -> None:
    """On a bet-sizing question, tick check and call (never both legal): a well-formed mistake."""
    choice(page, "actions", "check").click()
    choice(page, "actions", "call").click()
    amount_box(page, "call").fill("$1")


def answer_as_expected(page: Page, expected: str) -> None:
    """Answer the question on the page the way a feedback page's ``#expected`` words say."""
    kind = question_kind(page)
    if kind == "seat":
        choice(page, "seat", expected.split()[0]).click()
    elif kind == "ruling":  # the right ruling is one of the choices, word for word
        choice(page, "ruling", expected).click()
    elif kind == "actions":
        for verb, offer in offers_in(expected).items():
            choice(page, "actions", verb).click()
            if offer.ranged:
                amount_box(page, verb).fill(offer.amounts[0])
                amount_box(page, verb + "-max").fill(offer.amounts[1])
            elif offer.amounts:
                amount_box(page, verb).fill(" or ".join(offer.amounts))
    else:
        for name, amount in collected_in(expected):
            choice(page, "winners", name).click()
            amount_box(page, "won-" + name).fill(amount)
        shown = page.locator('input[data-field="hands"]').evaluate_all(
            "boxes => boxes.map(box => box.dataset.value)"
        )
        for hand in winning_hands_in(expected, shown):
            choice(page, "hands", hand).click()


@dataclass(frozen=True)
class Offer:
    """One legal action as the feedback words it: its amounts, or a range (least, most)."""

    amounts: list[str]
    ranged: bool


def offers_in(words: str) -> dict[str, Offer]:
    """The legal actions in ``fold, call $5 or raise to $10`` words, by verb (``bring-in``)."""
    marks = list(_VERB.finditer(words))
    offers = {}
    for mark, after in zip(marks, [*marks[1:], None]):
        part = words[mark.end() : after.start() if after else len(words)]
        offers[mark.group(1).replace(" ", "-")] = Offer(_AMOUNT.findall(part), _RANGE in part)
    return offers


def collected_in(expected: str) -> list[tuple[str, str]]:
    """(player, amount) from the ``In all, Alice collects $30 and Bob collects $6`` ending."""
    return _COLLECTS.findall(expected.rpartition("In all, ")[2])


def winning_hands_in(expected: str, shown: list[str]) -> list[str]:
    """The hands of ``shown`` that the expected answer names as winning (``... with <hand>``)."""
    return [
        hand for hand in shown if re.search(f"with {re.escape(hand)}{_HAND_END}", expected)
    ]


@dataclass(frozen=True)
class Feedback:
    """What a feedback page says about one answer."""

    answer_id: str
    skill: str
    correct: bool
    expected: str
    given: str
    rules: list[str]


def submit(page: Page) -> Feedback:
    """Click the answer button and read the feedback page it leads to."""
    with page.expect_navigation():
        page.click("#submit-answer")
    return read_feedback(page)


def read_feedback(page: Page) -> Feedback:
    """The feedback on the page; fails with the trainer's own words if the page is not one."""
    for refusal in ("#answer-problem", "#error-message"):
        if page.locator(refusal).count():
            raise AssertionError(f"no feedback: {page.locator(refusal).inner_text()}")
    feedback = page.locator("#feedback")
    expect(feedback).to_be_visible()
    return Feedback(
        answer_id=feedback.get_attribute("data-answer-id"),
        skill=feedback.get_attribute("data-skill"),
        correct=page.locator("#verdict").get_attribute("data-correct") == "true",
        expected=page.locator("#expected").inner_text().strip(),
        given=page.locator("#given").inner_text().strip(),
        rules=page.locator("li.reason").evaluate_all("items => items.map(i => i.dataset.rule)"),
    )


def replay_and_answer_right(page: Page, wrong: Feedback) -> Feedback:
    """Replay a question answered wrong and answer it as its feedback said; the new feedback."""
    with page.expect_navigation():
        page.click("#replay")
    expect(page.locator("#replay-banner")).to_be_visible()
    expect(page.locator("#question")).to_have_attribute("data-skill", wrong.skill)
    answer_as_expected(page, wrong.expected)
    return submit(page)


def answer_wrong_then_right(page: Page) -> list[Feedback]:
    """Answer the question on the page with a guess; if wrong, replay it and answer it right."""
    answer_a_guess(page)
    first = submit(page)
    return [first] if first.correct else [first, replay_and_answer_right(page, first)]
