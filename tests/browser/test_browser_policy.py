"""Each kind of page under the trainer's Content-Security-Policy: nothing blocked, all still works.

Chromium enforces the policy the server sends; a blocked inline style or
script is reported in the console (which fails any browser test, see
``conftest.browse``) and as a ``securitypolicyviolation`` event, collected here.
Each page is also checked for the policy header and, where there is a table,
for seats placed around it (their places come from a stylesheet, not inline).
"""

from __future__ import annotations

from learner_clicks import answer_a_guess, answer_surely_wrong, start_quiz, submit
from playwright.sync_api import Page, expect

COLLECT_VIOLATIONS = """
window.policyViolations = [];
document.addEventListener("securitypolicyviolation", function (event) {
  window.policyViolations.push(event.violatedDirective + " " + (event.blockedURI || "inline"));
});
"""


def watched(page: Page) -> Page:
    """``page`` with every policy violation collected in ``window.policyViolations``."""
    page.add_init_script(COLLECT_VIOLATIONS)
    return page


def check_page(page: Page, shoot, name: str) -> None:
    """The page came with the policy, nothing was blocked, and its seats (if any) stand apart."""
    assert page.evaluate("window.policyViolations") == [], name
    seats = page.locator(".seat[data-seat]")
    places = {(round(box["x"]), round(box["y"])) for box in
              (seat.bounding_box() for seat in seats.all())}
    assert len(places) == seats.count(), f"seats on top of each other on {name}"
    shoot(page, f"policy-{name}")


def goto(page: Page, path: str) -> None:
    response = page.goto(path)
    policy = response.headers.get("content-security-policy", "")
    assert "script-src 'self'" in policy and "frame-ancestors 'none'" in policy, path


def test_every_kind_of_page_runs_under_the_policy(browse, shoot):
    for width, height, size in ((1280, 900, "desktop"), (390, 844, "phone")):
        page = watched(browse(viewport={"width": width, "height": height}))
        goto(page, "/")
        check_page(page, shoot, f"setup-{size}")
        for topic, variant in (("bring-in", "razz"), ("winning-hands", "seven-card-stud")):
            start_quiz(page, topic, variant)
            check_page(page, shoot, f"question-{topic}-{size}")
            answer_a_guess(page)
            submit(page)
            check_page(page, shoot, f"feedback-{topic}-{size}")
        with page.expect_navigation():
            page.keyboard.press("n")  # the script's keyboard shortcut: on to the next question
        expect(page.locator("#question")).to_be_visible()
        goto(page, "/progress/")
        check_page(page, shoot, f"progress-{size}")
        with page.expect_navigation():
            page.locator("a[href*='/progress/skill/']").first.click()
        check_page(page, shoot, f"skill-{size}")
        goto(page, "/rulebook/")
        page.fill("#rule-filter", "bring-in")  # the live filter, run by the script
        expect(page.locator("#rule-count")).to_contain_text("bring-in")
        check_page(page, shoot, f"rulebook-{size}")
        goto(page, "/rulebook/high")
        check_page(page, shoot, f"chapter-{size}")
        goto(page, "/settings")
        check_page(page, shoot, f"settings-{size}")
        goto(page, "/no-such-page")
        check_page(page, shoot, f"not-found-{size}")


def test_a_streak_summary_runs_under_the_policy(page, shoot):
    watched(page)
    start_quiz(page, "bet-sizing", "seven-card-stud", mode="streak")
    check_page(page, shoot, "streak-question")
    answer_surely_wrong(page)
    submit(page)
    with page.expect_navigation():
        page.keyboard.press("n")
    expect(page.locator("#run-summary-page")).to_have_attribute("data-over", "true")
    check_page(page, shoot, "streak-summary")
