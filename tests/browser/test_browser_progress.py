"""The progress page in chromium: answers counted, skill rows, the accuracy plot, a name."""

from __future__ import annotations

from learner_clicks import answer_wrong_then_right, start_quiz
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
