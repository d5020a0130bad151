"""The learner's words (#30): no file paths or workshop words in the published rulebook (the
trainer's pages are checked for them on the accessibility test's walk), answer fields named
in words, a contents box on a long chapter, the published index in order.
"""

from __future__ import annotations

import re
from itertools import pairwise

import pytest
from dealt import at_table
from learner_pages import QUESTIONS
from page_words import workshop_words
from playwright.sync_api import expect
from viewports import PHONE

RAW_LEGENDS = {"seat", "winners", "actions", "hands", "amounts"}
LONG = 4 * 844
"""A chapter longer than four phone screens gets a contents box."""


def test_every_chapter_of_the_published_rulebook_is_free_of_workshop_words(site):
    found = [word for path in sorted(site.rglob("*.html"))
             for word in workshop_words(str(path.relative_to(site)),
                                        re.sub(r"<[^>]+>", " ", path.read_text()))]
    assert found == [], "\n".join(found)


@pytest.mark.parametrize(("variant", "topic", "seats"), QUESTIONS)
def test_the_answer_fields_are_named_in_words(page, link, variant, topic, seats):
    page.goto(at_table(link, variant, topic, seats))
    legends = page.locator("#answer-form legend").all_inner_texts()
    assert legends
    for legend in legends:
        words = legend.split()
        assert len(words) >= 3 and words[0].lower() not in RAW_LEGENDS, legend
        assert "(pick all that apply)" not in legend, legend


def test_a_long_chapter_opens_with_its_contents(browse):
    page = browse(**PHONE)
    page.goto("/rulebook/betting")
    assert page.evaluate("document.documentElement.scrollHeight") > LONG
    contents = page.get_by_role("navigation", name="In this chapter")
    expect(contents).to_be_visible()
    rules = page.locator(".rulebook-page [id^='BET.']").evaluate_all(
        "headings => headings.map(h => '#' + h.id)")
    listed = contents.locator("a").evaluate_all("links => links.map(a => a.getAttribute('href'))")
    assert rules and all(rule in listed for rule in rules)
    assert contents.bounding_box()["y"] < PHONE["viewport"]["height"]

    page.goto("/rulebook/variants/razz")
    if page.evaluate("document.documentElement.scrollHeight") <= LONG:
        expect(page.get_by_role("navigation", name="In this chapter")).to_have_count(0)


def test_the_published_index_lists_the_contents_once_in_heading_order_with_the_quick_cards(
    page, site
):
    page.goto((site / "index.html").as_uri())
    levels = page.locator("main :is(h1, h2, h3, h4)").evaluate_all(
        "headings => headings.map(h => Number(h.tagName[1]))")
    assert levels[0] == 1 and all(b <= a + 1 for a, b in pairwise(levels)), levels
    chapters = page.locator("main a[href$='.html']").evaluate_all(
        "links => links.map(a => a.getAttribute('href'))")
    assert "betting.html" in chapters
    assert chapters.count("betting.html") == 1, "the contents are listed once"
    cards = sorted(path.relative_to(site).as_posix() for path in (site / "quick-cards").glob("*"))
    listed = page.locator("main a[href^='quick-cards/']").evaluate_all(
        "links => links.map(a => a.getAttribute('href'))")
    assert cards and sorted(listed) == cards
