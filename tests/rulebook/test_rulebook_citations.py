"""Every citation in the rulebook names a real source and the part of it relied on.

A citation is a bullet of a chapter's ``## Sources`` section, or a cell of the
``sources`` column of a house-rule table. Each names an entry of the
bibliography (a link to ``sources.md#entry``) and, after it, the section relied
on; a cell may instead say plainly that no source holds the value. Nothing
cites the project's own research notes, which no reader can open.
"""

from __future__ import annotations

import re

import pytest
from rulebook_text import Chapter, anchors, chapters, resolve

BIBLIOGRAPHY = "sources.md"
NO_SOURCE = re.compile(r"^(none|no source|no rulebook|home practice|the floor)", re.IGNORECASE)
RESEARCH = re.compile(r"project's research|\bresearch\b|\brows? R\d+|\bR\d+\b")


def _cites(chapter: Chapter, children) -> list[str]:
    """The bibliography entries a run of inline tokens links to."""
    return [
        resolve(chapter, str(child.attrGet("href")))[1] or ""
        for child in children
        if child.type == "link_open"
        and resolve(chapter, str(child.attrGet("href")))[0] == BIBLIOGRAPHY
    ]


def _words_outside_links(children) -> str:
    depth, words = 0, []
    for child in children:
        if child.type == "link_open":
            depth += 1
        elif child.type == "link_close":
            depth -= 1
        elif depth == 0 and child.type in ("text", "code_inline"):
            words.append(child.content)
    return " ".join(words)


def _source_bullets(chapter: Chapter):
    """The inline token of each bullet under the chapter's ``## Sources`` heading."""
    tokens, inside = chapter.tokens, False
    for k, token in enumerate(tokens):
        if token.type == "heading_open" and token.tag == "h2":
            inside = tokens[k + 1].content.strip() == "Sources"
        elif inside and token.type == "list_item_open" and token.level == 1:
            yield next(t for t in tokens[k:] if t.type == "inline")


def _source_cells(chapter: Chapter):
    """The inline token of each cell in a column headed ``sources``."""
    tokens, column, source_column = chapter.tokens, 0, None
    for k, token in enumerate(tokens):
        if token.type == "thead_open":
            column, source_column = 0, None
        elif token.type == "th_open":
            if tokens[k + 1].content.strip().lower() in ("source", "sources"):
                source_column = column
            column += 1
        elif token.type == "tr_open":
            column = 0
        elif token.type == "td_open":
            if column == source_column:
                yield tokens[k + 1]
            column += 1


CITING = [c for c in chapters() if c.name != BIBLIOGRAPHY]


@pytest.mark.parametrize("chapter", CITING, ids=lambda chapter: chapter.name)
def test_every_sources_bullet_names_an_entry_and_a_section(chapter):
    entries = anchors(BIBLIOGRAPHY)
    bad = []
    for bullet in _source_bullets(chapter):
        cited = _cites(chapter, bullet.children)
        where = _words_outside_links(bullet.children)
        if not cited or any(entry not in entries for entry in cited):
            line = bullet.map[0] + 1
            bad.append(f"line {line}: cites no bibliography entry: {bullet.content[:70]!r}")
        elif len(re.findall(r"\w+", where)) < 2:
            bad.append(f"line {bullet.map[0] + 1}: names no section: {bullet.content[:70]!r}")
    assert bad == []


@pytest.mark.parametrize("chapter", CITING, ids=lambda chapter: chapter.name)
def test_every_source_cell_cites_an_entry_or_says_there_is_none(chapter):
    entries = anchors(BIBLIOGRAPHY)
    bad = [
        f"line {cell.map[0] + 1 if cell.map else '?'}: {cell.content[:80]!r}"
        for cell in _source_cells(chapter)
        if not NO_SOURCE.match(cell.content.strip())
        and (not _cites(chapter, cell.children)
             or any(entry not in entries for entry in _cites(chapter, cell.children)))
    ]
    assert bad == []


@pytest.mark.parametrize("chapter", chapters(), ids=lambda chapter: chapter.name)
def test_nothing_cites_the_projects_research_notes(chapter):
    found = [
        f"{chapter.name}:{number}: {line.strip()[:80]}"
        for number, line in enumerate(chapter.text.splitlines(), 1)
        if RESEARCH.search(line)
    ]
    assert found == []


def test_every_bibliography_entry_is_cited_somewhere():
    cited = {
        entry
        for chapter in CITING
        for token in chapter.tokens
        for entry in _cites(chapter, token.children or ())
    }
    entries = {anchor for anchor in anchors(BIBLIOGRAPHY) if anchor != "sources"}
    headings = {"rulebooks", "reference-pages", "the-seed-pages", "casino-and-online-pages",
                "home-game-pages-and-writers"}
    assert sorted(entries - headings - cited) == []
