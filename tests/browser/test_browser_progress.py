"""The progress page in chromium: answers counted, skill rows, the accuracy plot, a name.

It says only what is so (#30): a strength or a weakness from the answers there are,
with how sure that is; a weakness is due for review soon; an answer that came after
a timed run's clock ran out says it did not count.
"""

from __future__ import annotations

import sqlite3
import time

from dealt import right_seat, seed_with, seeds_of_one_skill
from learner_clicks import answer_wrong_then_right, choice, start_quiz, submit
from playwright.sync_api import expect


def test_progress_counts_the_answers_and_plots_them(page, shoot):
    page.goto("/")
    shoot(page, "start")
    page.click("#nav-progress")
    expect(page.locator("#summary")).to_have_attribute("data-total", "0")
    expect(page.locator(".empty-plot")).to_be_visible()

    start_quiz(page, "first-to-act", "seven-card-stud")
    answers = answer_wrong_then_right(page)
    page.click("#nav-progress")

    right = int(answers[0].correct)  # only the first attempt counts: a replay is practice
    summary = page.locator("#summary")
    expect(summary).to_have_attribute("data-total", "1")
    expect(summary).to_have_attribute("data-right", str(right))
    expect(summary).to_contain_text(f"{right} right out of 1 answer")
    plot = page.locator("svg.accuracy-plot")
    expect(plot).to_be_visible()
    expect(plot).to_have_attribute("data-answers", "1")
    expect(plot).to_have_attribute("data-final", str(100 * right))
    expect(plot.locator("circle.right")).to_have_count(right)
    expect(plot.locator("circle.wrong")).to_have_count(1 - right)
    skill = answers[0].skill
    row = page.locator(f'tr.skill-row[data-skill="{skill}"]')
    expect(row).to_be_visible()
    cells = row.locator("td")
    expect(cells.nth(1)).to_have_text(str(right))
    expect(cells.nth(2)).to_have_text(str(1 - right))
    newest_first = [(a.answer_id, "true" if a.correct else "false") for a in reversed(answers)]
    rows = page.locator("li.answer-row").evaluate_all(
        "rows => rows.map(row => [row.dataset.answerId, row.dataset.correct])"
    )
    assert [tuple(row) for row in rows] == newest_first

    page.fill("#name", "Ada")
    with page.expect_navigation():
        page.click("#save-name")
    expect(page.locator("h1")).to_have_text("Your progress, Ada")
    expect(page.locator("#name")).to_have_value("Ada")
    shoot(page, "progress")


def test_a_skill_row_leads_to_the_skill_page(page):
    start_quiz(page, "bring-in", "seven-card-stud")
    answers = answer_wrong_then_right(page)
    page.click("#nav-progress")

    page.locator(f'tr.skill-row[data-skill="{answers[0].skill}"] a').click()

    expect(page.locator("#skill-summary")).to_have_attribute("data-skill", answers[0].skill)
    expect(page.locator("li.answer-row")).to_have_count(len(answers))


def answer_seat(page, link, variant: str, topic: str, seed: int, right: bool):
    """Answer the seat question of a seed, rightly or not; its feedback."""
    page.goto(link(variant, topic, seed))
    answer = right_seat(variant, topic, seed)
    if not right:
        names = page.locator("input[data-field=seat]").evaluate_all(
            "inputs => inputs.map(input => input.value)")
        answer = next(name for name in names if name != answer)
    choice(page, "seat", answer).click()
    return submit(page)


def test_the_first_answers_are_first_signs_and_a_weakness_comes_back_soon(page, link):
    strong = [answer_seat(page, link, "seven-card-stud", "bring-in", seed, right=True)
              for seed in seeds_of_one_skill("seven-card-stud", "bring-in", 2)]
    weak = answer_seat(page, link, "razz", "first-to-act", seed_with("razz", "first-to-act", 5),
                       right=False)
    assert all(answer.correct for answer in strong) and not weak.correct

    page.click("#nav-progress")

    strength = page.locator(f'#strengths li[data-skill="{strong[0].skill}"]')
    expect(strength).to_contain_text("2 of 2 right, a first sign")
    weakness = page.locator(f'#weaknesses li[data-skill="{weak.skill}"]')
    expect(weakness).to_contain_text("0 of 1 right, a first sign")
    expect(page.locator("#verdicts")).not_to_contain_text("None yet")
    listed = page.locator("#weaknesses li").evaluate_all("items => items.map(i => i.dataset.skill)")
    marked = page.locator('tr.skill-row[data-verdict="weakness"]').evaluate_all(
        "rows => rows.map(row => row.dataset.skill)")
    assert sorted(listed) == sorted(marked) == [weak.skill]
    for row in page.locator('tr.skill-row[data-verdict="weakness"]').all():
        review = row.locator("td[data-label=review]").inner_text()
        assert review == "due now" or review.startswith("soon"), (
            f"practice asks a weakness again soon; the page says {review!r}")


def test_an_answer_after_the_clock_ran_out_says_it_did_not_count(page, trainer_server):
    start_quiz(page, "bring-in", "seven-card-stud", mode="timed")
    _, instance = trainer_server
    with sqlite3.connect(instance / "trainer.sqlite") as db:
        db.execute("UPDATE run SET deadline = ? WHERE id = (SELECT MAX(id) FROM run)",
                   (time.time() - 1,))
    page.locator("label[for='choice-1']").click()

    submit(page)

    expect(page.locator("#counted")).to_have_attribute("data-practice", "late")
    expect(page.locator("#counted")).to_contain_text("the run was over")
    expect(page.locator("#verdict")).to_contain_text("too late to count")
    expect(page.locator("#run-score")).to_have_text("0")
