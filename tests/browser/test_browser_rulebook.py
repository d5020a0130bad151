"""The rulebook in chromium: the live filter box, the chapters."""

from __future__ import annotations

from playwright.sync_api import expect


def visible_rules(page) -> list[str]:
    """The IDs of the rules the index shows now."""
    return page.locator("tr.rule-row:visible").evaluate_all(
        "rows => rows.map(row => row.dataset.rule)"
    )


def test_the_filter_box_filters_the_rules_as_you_type(page, shoot):
    page.goto("/")
    page.click("#nav-rulebook")
    total = int(page.locator("#rule-count").get_attribute("data-total"))
    assert len(visible_rules(page)) == total > 0
    shoot(page, "rulebook-index")
    address = page.url

    page.locator("#rule-filter").press_sequentially("suit-tie")

    expect(page.locator("#rule-count")).to_contain_text("match “suit-tie”")
    shown = visible_rules(page)
    assert "BRING-IN.SUIT-TIE" in shown and len(shown) < total
    count = f"{len(shown)} of {total} rules match “suit-tie”."
    expect(page.locator("#rule-count")).to_have_text(count)
    assert page.url == address, "the filter works in place, without loading a page"

    page.fill("#rule-filter", "act.ties")
    expect(page.locator("#rule-count")).to_contain_text("match “act.ties”")
    assert visible_rules(page) == ["ACT.TIES"]

    page.fill("#rule-filter", "")
    expect(page.locator("#rule-count")).to_have_text(f"{total} of {total} rules.")
    assert len(visible_rules(page)) == total


def test_a_chapter_opens_from_the_index(page):
    page.goto("/rulebook/")
    link = page.locator("#chapters a[data-page]").first
    name = link.get_attribute("data-page")

    with page.expect_navigation():
        link.click()

    expect(page.locator("#rulebook-page")).to_have_attribute("data-page", name)
    assert page.locator("#rulebook-page h1, #rulebook-page h2").count() >= 1
