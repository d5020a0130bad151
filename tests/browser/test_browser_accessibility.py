"""axe-core finds nothing on any kind of page, at desktop size and on a phone (#30), and no
page shows a learner a path or a workshop word (``page_words``).

axe-core (``make setup`` installs the version the Makefile names) is evaluated in
each page of ``learner_pages.walk``: the start page, each topic's question and
feedback, progress, a skill, the settings, a streak run, a hint shown, a redo of
mistakes, the start page with the day's counts, the rulebook's index and
chapters and a game page with its quick card, the dispute page empty, with
errors and with a ruling, a page that is not there, and the published
rulebook's pages.
"""

from __future__ import annotations

import pytest
from learner_pages import walk
from page_words import workshop_words
from viewports import DESKTOP, PHONE


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_axe_core_finds_no_violation_and_no_workshop_word_on_any_kind_of_page(
    browse, link, axe, site, size
):
    page = browse(**(DESKTOP if size == "desktop" else PHONE))
    found = []
    for label in walk(page, link, site):
        found += [f"{label}: {violation}" for violation in axe(page)]
        found += workshop_words(label, page.locator("body").inner_text())
    assert found == [], "\n".join(found)
