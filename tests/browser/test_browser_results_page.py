"""The conformance results page (``studrules conformance report --html``) in chromium, opened
from disk: at a phone's width its wide tables scroll inside their box, the page does not."""

from __future__ import annotations

import shlex
import sys

import pytest
from kit_engines import ENGINES
from playwright.sync_api import Browser

from studrules.cli import main

MINI = ENGINES / "features"
LIAR = shlex.join([sys.executable, str(ENGINES / "liar.py")])
"""An engine spec as long as a real one (a venv's python and a path): it widens its column."""


@pytest.fixture(scope="module")
def page_file(tmp_path_factory) -> str:
    """The page of three runs of the small suite, built into a temporary folder."""
    folder = tmp_path_factory.mktemp("results")
    reports = []
    for number in range(3):
        report = folder / f"run{number}.json"
        main(["conformance", "--features", str(MINI), "--engine", LIAR, "--json", str(report)])
        reports.append(str(report))
    assert main(["conformance", "report", "--html", str(folder / "site"), *reports]) == 0
    return (folder / "site" / "index.html").as_uri()


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 900)])
def test_the_page_never_scrolls_sideways(browser: Browser, page_file, width, height):
    context = browser.new_context(viewport={"width": width, "height": height},
                                  is_mobile=width < 600)
    try:
        page = context.new_page()
        page.goto(page_file)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        assert page.locator("table").count() >= 2
    finally:
        context.close()
