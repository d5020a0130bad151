"""Every link inside the rulebook lands: on a chapter that exists, and on an anchor it has.

Anchors are rule IDs and, for other headings, GitHub's slugs (as the trainer
and the published rulebook give them). A link out of ``spec/`` (to ``docs/``,
for engine authors) must name a file of the repository.
"""

from __future__ import annotations

import pytest
from rulebook_text import SPEC, anchors, chapters, links, parse, resolve


@pytest.mark.parametrize("chapter", chapters(), ids=lambda chapter: chapter.name)
def test_every_link_in_the_chapter_lands(chapter):
    broken = []
    for href in links(chapter):
        if href.startswith(("http://", "https://", "mailto:")):
            continue
        target, anchor = resolve(chapter, href)
        if target.startswith("../"):
            if not (SPEC / target).resolve().is_file():
                broken.append(f"{href}: no such file in the repository")
        elif not (SPEC / target).is_file():
            broken.append(f"{href}: no chapter {target}")
        elif anchor is not None and anchor not in anchors(target):
            broken.append(f"{href}: {target} has no anchor {anchor}")
    assert broken == [], chapter.name


def test_an_anchor_with_letters_beyond_ascii_lands():
    """Markdown percent-encodes a link's non-ASCII letters; a heading's slug keeps them."""
    href = next(links(parse("x.md", "[S](sources.md#sökö-pages)")))
    assert resolve(parse("variants/soko.md", ""), "../" + href) == ("sources.md", "sökö-pages")
    assert "sökö-pages" in anchors("sources.md")


@pytest.mark.parametrize("chapter", chapters(), ids=lambda chapter: chapter.name)
def test_a_link_to_a_chapter_names_it_by_its_title_not_its_file(chapter):
    named_by_file = [
        f"{child.content} (line {token.map[0] + 1 if token.map else '?'})"
        for token in chapter.tokens
        for child in token.children or ()
        if child.type == "text" and child.content.endswith(".md")
    ]
    assert named_by_file == []
