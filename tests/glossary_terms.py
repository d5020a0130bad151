"""Where a chapter first uses each glossary word, and whether that first use links to it.

The glossary (``spec/glossary.md``) defines the table's words under level-3
headings; a chapter links a word to its entry the first time the word appears
in its text (headings, code, the text of other links and the labels of a
table, its column headings and first column, do not count). A word
matches in the singular or plural, with its first letter in either case, a
space and a hyphen read alike (``all in``, ``all-in``) and across line breaks.
``tests/rulebook/test_glossary_links.py`` checks every chapter; run this file
(``.venv/bin/python tests/glossary_terms.py``) to add the missing links with
the same reading, then read the diff: a link may want moving to a better use.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rulebook_text import SPEC, Chapter, chapters, parse, resolve

from studrules.spec import heading_slug

GLOSSARY = "glossary.md"
NOT_LINKED = {GLOSSARY, "sources.md"}
"""The glossary itself, and the bibliography, whose words are titles of sources."""


@dataclass(frozen=True)
class Term:
    """A glossary word: its heading, its anchor and the pattern that finds it in text."""

    word: str
    slug: str
    pattern: re.Pattern[str]


@dataclass(frozen=True)
class FirstUse:
    """The first place a chapter uses a term: linked or not, the line, and the text matched."""

    term: Term
    linked: bool
    line: int
    text: str
    lines: tuple[int, int] = (0, 0)
    """The block's lines (0-based, end excluded), where the use is."""


@cache
def terms() -> tuple[Term, ...]:
    """The glossary's words, longest first, so that "side pot" is found before "pot"."""
    glossary = next(chapter for chapter in chapters() if chapter.name == GLOSSARY)
    words = re.findall(r"^### (.+)$", glossary.text, re.M)
    found = []
    for word in sorted(words, key=len, reverse=True):
        first, rest = word[0], word[1:]
        body = re.escape(rest.lower()).replace(r"\ ", r"[\s-]+").replace(r"\-", r"[\s-]+")
        pattern = re.compile(rf"(?<![\w-])[{first.upper()}{first.lower()}]{body}(?:s|es)?(?![\w-])")
        found.append(Term(word, heading_slug(word), pattern))
    return tuple(found)


def _is_label(tokens, k: int) -> bool:
    """A heading, a table's column heading or the first cell of a row: a label, not a use."""
    before = tokens[k - 1].type if k else ""
    first_cell = before == "td_open" and k >= 2 and tokens[k - 2].type == "tr_open"
    return before in ("heading_open", "th_open") or first_cell


def _segments(chapter: Chapter):
    """The chapter's inline text in order: (line, text) runs outside links, and glossary links.

    Yields ``("text", block, words)`` for a run of words outside any link and
    ``("link", block, slug)`` for a link to a glossary entry, ``block`` being
    the lines the paragraph, item or table takes (0-based, end excluded).
    """
    tokens = chapter.tokens
    for k, token in enumerate(tokens):
        if token.type != "inline" or _is_label(tokens, k):
            continue
        block = tuple(token.map) if token.map else (0, 0)
        depth, run = 0, []
        for child in token.children or ():
            if child.type == "link_open":
                if depth == 0 and run:
                    yield "text", block, "".join(run)
                    run = []
                depth += 1
                target, anchor = resolve(chapter, str(child.attrGet("href")))
                if target == GLOSSARY and anchor:
                    yield "link", block, anchor
            elif child.type == "link_close":
                depth -= 1
            elif depth == 0 and child.type == "text":
                run.append(child.content)
            elif depth == 0 and child.type in ("softbreak", "hardbreak"):
                run.append(" ")
            elif depth == 0 and child.type == "code_inline":
                run.append(" \x00 ")
        if run:
            yield "text", block, "".join(run)


def first_uses(chapter: Chapter) -> list[FirstUse]:
    """For each glossary term the chapter uses, its first use."""
    seen: dict[str, FirstUse] = {}
    every = terms()
    for kind, block, content in _segments(chapter):
        line = block[0] + 1
        if kind == "link":
            term = next((t for t in every if t.slug == content), None)
            if term is not None and term.slug not in seen:
                seen[term.slug] = FirstUse(term, True, line, term.word, block)
            continue
        taken: list[tuple[int, int]] = []
        for term in every:
            for match in term.pattern.finditer(content):
                if any(start < match.end() and match.start() < end for start, end in taken):
                    continue
                taken.append(match.span())
                if term.slug not in seen:
                    seen[term.slug] = FirstUse(term, False, line, match.group(0), block)
    return list(seen.values())


_NOT_PROSE = re.compile(
    r"`[^`]*`|\[[^\]]*\]\([^)]*\)|<[^>\s]+>|^#.*$"  # code, links, autolinks, headings
    r"|^\|.*\|\n(?=\|[-: |]+\|$)|^\|[^|\n]*",  # a table's heading row, a row's first cell
    re.M,
)
"""Where a word is not linked: code, links, headings and the labels of a table."""


def link_first_use(chapter: Chapter) -> str | None:
    """The chapter's text with the earliest unlinked first use linked; None if there is none."""
    unlinked = sorted((use for use in first_uses(chapter) if not use.linked),
                      key=lambda use: use.lines)
    if not unlinked:
        return None
    use = unlinked[0]
    lines = chapter.text.split("\n")
    start, end = use.lines
    block = "\n".join(lines[start:end])
    masked = _NOT_PROSE.sub(lambda match: "\x00" * len(match.group(0)), block)
    inside_longer = [
        found.span()
        for other in terms()
        if len(other.word) > len(use.term.word)
        for found in other.pattern.finditer(masked)
    ]
    for match in use.term.pattern.finditer(masked):
        if any(start <= match.start() and match.end() <= end for start, end in inside_longer):
            continue
        target = "../glossary.md" if "/" in chapter.name else "glossary.md"
        word = f"[{match.group(0)}]({target}#{use.term.slug})"
        linked = block[: match.start()] + word + block[match.end() :]
        return "\n".join([*lines[:start], linked, *lines[end:]])
    raise ValueError(f"{chapter.name}:{use.line}: cannot find {use.text!r} to link")


def link_chapter(path: Path) -> int:
    """Link every glossary word's first use in one chapter file; the number of links added."""
    name, added = path.relative_to(SPEC).as_posix(), 0
    while (text := link_first_use(parse(name, path.read_text("utf-8")))) is not None:
        path.write_text(text, encoding="utf-8")
        added += 1
    return added


if __name__ == "__main__":
    for path in sorted(SPEC.rglob("*.md")):
        if path.relative_to(SPEC).as_posix() not in NOT_LINKED:
            count = link_chapter(path)
            if count:
                print(f"{path.relative_to(SPEC)}: {count} glossary links added", file=sys.stderr)
