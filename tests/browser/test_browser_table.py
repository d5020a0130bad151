"""The question screen in chromium (#30): the question on the first screen, the table holding
its seats, and the seats the question and its feedback are about marked on the table.

The questions are opened by their link (conftest's ``link``), found by the size of
their table (``dealt``); a hint asked for stands with the question without pushing
the first answer off the first screen. The table is measured in the page: every seat inside the
felt's shape (its rounded corners included), no two seats, the dealer button or the
pot overlapping, every seat as wide as the others, a seat's cards in at most two
rows and a bet on one line at desktop size, and the dealer button shown at both sizes.
"""

from __future__ import annotations

import os
import random
import re

import pytest
from dealt import at_table, random_tables, seats_dealt
from learner_clicks import choice, collected_in, submit
from playwright.sync_api import Page, expect
from viewports import DESKTOP, PHONE

from studrules_trainer.questions import TOPICS

MEASURE = """() => {
  const box = element => element.getBoundingClientRect();
  const felt = document.querySelector('#table');
  const outer = box(felt), style = getComputedStyle(felt);
  const border = parseFloat(style.borderTopWidth);
  const radius = (text, size) => text.endsWith('%') ? parseFloat(text) / 100 * size
                                                    : parseFloat(text);
  const corner = style.borderTopLeftRadius.split(' '), rx = corner[0], ry = corner.at(-1);
  const inner = {left: outer.left + border, top: outer.top + border,
                 right: outer.right - border, bottom: outer.bottom - border};
  const cx = Math.max(0, Math.min(radius(rx, outer.width), outer.width / 2) - border);
  const cy = Math.max(0, Math.min(radius(ry, outer.height), outer.height / 2) - border);
  const inside = (x, y) => {
    if (x < inner.left - 0.5 || x > inner.right + 0.5 || y < inner.top - 0.5 ||
        y > inner.bottom + 0.5) return false;
    const ex = x < inner.left + cx ? inner.left + cx : x > inner.right - cx ? inner.right - cx : x;
    const ey = y < inner.top + cy ? inner.top + cy : y > inner.bottom - cy ? inner.bottom - cy : y;
    if (ex === x || ey === y || cx === 0 || cy === 0) return true;
    return ((x - ex) / cx) ** 2 + ((y - ey) / cy) ** 2 <= 1.02;
  };
  const seats = [...felt.querySelectorAll('.seat')];
  const shown = element => element && getComputedStyle(element).display !== 'none' &&
    getComputedStyle(element).visibility !== 'hidden' && box(element).width > 0;
  const others = [felt.querySelector('.dealer-button'), felt.querySelector('.centre')]
    .filter(shown);
  const overlaps = [], outside = [], wrapped = [], split = [];
  const pieces = [...seats, ...others];
  pieces.forEach((a, i) => pieces.slice(i + 1).forEach(b => {
    const p = box(a), q = box(b);
    const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
    const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
    if (w > 0.5 && h > 0.5) overlaps.push((a.dataset.seat || a.className) + ' / ' +
                                         (b.dataset.seat || b.className));
  }));
  for (const seat of seats) {
    const r = box(seat);
    if (![[r.left, r.top], [r.right, r.top], [r.left, r.bottom], [r.right, r.bottom]]
        .every(([x, y]) => inside(x, y))) outside.push(seat.dataset.seat);
    const tops = [...seat.querySelectorAll('.seat-cards .card')].map(card => box(card))
      .sort((p, q) => p.top - q.top);
    const rows = tops.filter((card, k) => k === 0 || card.top >= tops[k - 1].top + card.height / 2);
    if (rows.length > 2) wrapped.push(`${seat.dataset.seat}: ${rows.length} rows`);
    for (const bet of seat.querySelectorAll('.bet, .stack'))
      if (bet.getClientRects().length > 1) split.push(`${seat.dataset.seat}: ${bet.textContent}`);
  }
  const widths = seats.map(seat => Math.round(box(seat).width));
  const dealer = felt.querySelector('.dealer-button');
  return {seats: seats.length, overlaps, outside, wrapped, split,
          widths: [Math.min(...widths), Math.max(...widths)],
          dealer: shown(dealer) && box(dealer).left >= 0 && box(dealer).right <= innerWidth};
}"""
"""Measures the table on the page: what is wrong with it, by seat."""

SCREEN = {"desktop": DESKTOP, "phone": PHONE}
LOOK = [
    # game, topic, seats: a big table of each kind of question, the showdown of ten seats
    ("seven-card-stud", "bet-sizing", 8),
    ("razz", "bring-in", 8),
    ("baseball", "winning-hands", 8),
    ("five-card-stud", "winning-hands", 10),
    ("five-card-stud-hi-lo", "first-to-act", 10),
]


def problems(page: Page, rows: bool) -> list[str]:
    """What is wrong with the table on the page (card rows and split amounts only if ``rows``)."""
    found = page.evaluate(MEASURE)
    wrong = [f"seats past the felt's edge: {found['outside']}" if found["outside"] else "",
             f"overlapping: {found['overlaps']}" if found["overlaps"] else "",
             "" if found["dealer"] else "the dealer button is not shown"]
    low, high = found["widths"]
    if rows:
        wrong += [f"cards in more than two rows: {found['wrapped']}" if found["wrapped"] else "",
                  f"amounts split over two lines: {found['split']}" if found["split"] else "",
                  f"seats from {low} to {high} px wide" if high - low > 1 else ""]
    return [problem for problem in wrong if problem]


def on_first_screen(page: Page, selector: str) -> None:
    """The first element matching ``selector`` shows whole without scrolling."""
    box = page.locator(selector).first.bounding_box()
    height = page.viewport_size["height"]
    assert box is not None, f"{selector} is not shown"
    assert box["y"] >= 0 and box["y"] + box["height"] <= height, (
        f"{selector} spans {box['y']:.0f}..{box['y'] + box['height']:.0f} px "
        f"on a screen {height} px high"
    )


@pytest.mark.parametrize("size", SCREEN)
@pytest.mark.parametrize(("variant", "topic", "seats"), LOOK)
def test_the_question_and_its_first_answer_are_on_the_first_screen(
    browse, link, shoot, size, variant, topic, seats
):
    page = browse(**SCREEN[size])
    page.goto(at_table(link, variant, topic, seats))

    on_first_screen(page, "#prompt")
    on_first_screen(page, "#answer-form input[data-choice], #answer-form input[type=text]")
    if size == "desktop" and topic != "winning-hands":
        on_first_screen(page, "#submit-answer")
    assert problems(page, rows=size == "desktop") == []
    shoot(page, f"question-{variant}-{topic}-{seats}-{size}")


def below(page: Page, upper: str, lower: str) -> None:
    """``lower`` starts under the end of ``upper``: stacked, not overlapping."""
    top, bottom = (page.locator(selector).bounding_box() for selector in (upper, lower))
    assert top is not None and bottom is not None, f"{upper} or {lower} is not shown"
    assert bottom["y"] >= top["y"] + top["height"], f"{lower} overlaps {upper}"


@pytest.mark.parametrize("size", SCREEN)
def test_a_hint_keeps_the_question_and_its_first_answer_on_the_first_screen(browse, link, size):
    page = browse(**SCREEN[size])
    page.goto(at_table(link, "seven-card-stud", "bet-sizing", 8))
    below(page, "#answer-form", "#ask-hint")  # the hint's button waits under the answer
    with page.expect_navigation():
        page.click("#ask-hint")

    expect(page.locator("#hint")).to_be_visible()
    below(page, "#prompt", "#hint")
    below(page, "#hint", "#answer-form")
    on_first_screen(page, "#prompt")
    on_first_screen(page, "#answer-form input[data-choice]")
    if size == "desktop":
        on_first_screen(page, "#submit-answer")
    assert problems(page, rows=size == "desktop") == []


def test_random_tables_of_every_game_and_size_hold_their_seats(browse, link):
    seed = int(os.environ.get("STUDRULES_TABLE_SEED", random.randrange(2**32)))
    page = browse(**DESKTOP)
    wrong = []
    for variant, topic, ticket_seed in random_tables(random.Random(seed), TOPICS):
        page.set_viewport_size(DESKTOP["viewport"])
        page.goto(link(variant, topic, ticket_seed))
        seats = seats_dealt(variant, topic, ticket_seed)
        for size, rows in (("1280 px", True), ("390 px", False)):
            page.set_viewport_size(SCREEN["phone" if size == "390 px" else "desktop"]["viewport"])
            wrong += [f"{variant} {topic} seed {ticket_seed} ({seats} seats, {size}): {problem}"
                      for problem in problems(page, rows)]
    assert wrong == [], f"(STUDRULES_TABLE_SEED={seed} deals these tables again)\n" + "\n".join(
        wrong)


def test_the_player_to_act_is_marked_only_where_the_question_does_not_ask_who(page, link):
    variant = "seven-card-stud"
    page.goto(at_table(link, variant, "bet-sizing", 6))
    name = page.locator("#prompt").inner_text().removeprefix("It is ").split("'s turn")[0]
    marked = page.locator(".seat.to-act")
    expect(marked).to_have_count(1)
    expect(marked).to_have_attribute("data-seat", name)
    expect(marked.locator(".tag.to-act-tag")).to_have_text("to act")
    expect(page.get_by_role("group", name=re.compile(rf"^{name}\b.*\bto act$"))).to_have_count(1)

    page.goto(at_table(link, variant, "first-to-act", 6))
    expect(page.locator(".seat.to-act")).to_have_count(0)


def test_the_feedback_marks_the_right_seats_and_the_learners_pick(page, link, shoot):
    variant = "seven-card-stud"
    page.goto(at_table(link, variant, "bring-in", 5))
    first = page.locator("input[data-choice-index='1']").get_attribute("data-value")
    choice(page, "seat", first).click()
    answered = submit(page)
    right = answered.expected.split()[0]

    expect(page.locator(".seat.answer")).to_have_count(1)
    expect(page.locator(".seat.answer")).to_have_attribute("data-seat", right)
    expect(page.locator(".seat.answer .tag.answer-tag")).to_have_text("the answer")
    expect(page.locator(".seat.your-pick")).to_have_attribute("data-seat", first)
    expect(page.locator(".seat.your-pick .tag.your-pick-tag")).to_have_text("your pick")
    shoot(page, "feedback-marks-bring-in")

    page.goto(at_table(link, variant, "winning-hands", 5))
    first = page.locator("input[data-choice-index='1']").get_attribute("data-value")
    choice(page, "winners", first).click()
    page.locator(f'input[data-amount-field="won-{first}"]').fill("$1")
    page.locator("label.choice").filter(has=page.locator('input[data-field="hands"]')).first.click()
    answered = submit(page)
    winners = sorted(name for name, _ in collected_in(answered.expected))
    marked = page.locator(".seat.answer").evaluate_all("seats => seats.map(s => s.dataset.seat)")
    assert sorted(marked) == winners
    expect(page.locator(".seat.your-pick")).to_have_attribute("data-seat", first)

