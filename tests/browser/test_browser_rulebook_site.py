"""The published rulebook in chromium, opened from disk with the network cut off.

Every request that is not for a file is aborted (and recorded), so a page that
needed anything from elsewhere would show it. The real rulebook is built for
the contents and the links; the small one in ``tests/data/site-spec`` for a game
page with a quick card, which must print on one page.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from studrules_trainer.site import build

FIXTURE = Path(__file__).parent.parent / "data" / "site-spec"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
PAPER = ("A4", "Letter")


@pytest.fixture(scope="module")
def sites(tmp_path_factory) -> dict[str, Path]:
    """The real rulebook and the small one, built into temporary folders."""
    folder = tmp_path_factory.mktemp("published")
    build(folder / "real")
    build(folder / "small", FIXTURE)
    return {"real": folder / "real", "small": folder / "small"}


@pytest.fixture
def offline(browser: Browser) -> Iterator[tuple[Callable[..., Page], list[str]]]:
    """Open pages in a context where every request but a file's is aborted; the aborted URLs."""
    aborted: list[str] = []
    contexts = []

    def cut(route: Route) -> None:
        if route.request.url.startswith("file://"):
            route.continue_()
        else:
            aborted.append(route.request.url)
            route.abort()

    def open_page(viewport: dict[str, int]) -> Page:
        context = browser.new_context(viewport=viewport)
        context.route("**/*", cut)
        contexts.append(context)
        return context.new_page()

    yield open_page, aborted
    for context in contexts:
        context.close()


def url(site: Path, name: str) -> str:
    return (site / name).resolve().as_uri()


def styled(page: Page) -> bool:
    """Whether the site's own stylesheet applies: the header has its dark green."""
    header = page.locator("header.site")
    return header.evaluate("element => getComputedStyle(element).backgroundColor") == (
        "rgb(18, 55, 42)")


def pdf_pages(document: bytes) -> int:
    """The number of pages of a PDF chromium wrote (each page object is ``/Type /Page``)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", document))


def test_links_lead_from_the_contents_to_a_chapter_and_to_a_rule_offline(sites, offline, shoot):
    open_page, aborted = offline
    page = open_page(DESKTOP)
    page.goto(url(sites["real"], "index.html"))
    assert styled(page)
    expect(page.locator("#chapters h3").first).to_have_text("Ways in")
    shoot(page, "site-index-1280")

    with page.expect_navigation():
        page.click('#chapters a[data-page="variants/razz"]')
    expect(page.locator("#rulebook-page")).to_have_attribute("data-page", "variants/razz")
    assert page.url.endswith("/variants/razz.html") and styled(page)
    shoot(page, "site-razz-1280")

    rule_link = page.locator('#rulebook-page a[href^="../"][href*=".html#"]').first
    href = rule_link.get_attribute("href")
    chapter, anchor = href.removeprefix("../").split("#")
    with page.expect_navigation():
        rule_link.click()
    assert page.url.endswith(f"/{chapter}#{anchor}")
    target = page.locator(":target")
    expect(target).to_have_attribute("id", anchor)
    assert 0 <= target.bounding_box()["y"] < DESKTOP["height"], "the rule is in view"
    assert aborted == []


def test_every_page_fits_a_phone_without_sideways_scrolling(sites, offline, shoot):
    open_page, aborted = offline
    page = open_page(PHONE)
    for site in sites.values():
        for path in sorted(site.rglob("*.html")):
            page.goto(path.resolve().as_uri())
            width = page.evaluate("document.documentElement.scrollWidth")
            assert width <= PHONE["width"], f"{path.relative_to(site)} is {width} px wide"
    page.goto(url(sites["real"], "index.html"))
    shoot(page, "site-index-390")
    page.goto(url(sites["small"], "variants/razz.html"))
    shoot(page, "site-razz-quick-card-390")
    assert aborted == []


def test_a_quick_card_prints_on_one_page(sites, offline, shoot):
    open_page, aborted = offline
    page = open_page(DESKTOP)
    page.goto(url(sites["small"], "variants/razz.html"))
    with page.expect_navigation():
        page.click("text=Print the quick card")
    assert page.url.endswith("/quick-cards/razz.html")
    expect(page.locator("h1")).to_have_text("Razz")
    page.emulate_media(media="print")
    expect(page.locator("header.site")).to_be_hidden()
    shoot(page, "site-razz-quick-card-print")
    for paper in PAPER:
        assert pdf_pages(page.pdf(format=paper)) == 1, f"the quick card takes more than one {paper}"
    page.goto(url(sites["real"], "house-rules.html"))
    assert pdf_pages(page.pdf(format="A4")) > 1, "the page counter counts pages"
    assert aborted == []
