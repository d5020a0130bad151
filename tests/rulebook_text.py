"""The rulebook's chapters read as parsed Markdown, for the guards that check its text.

Each guard asks a question of every chapter in ``spec/``: which words it uses
outside code and links, what its links point at, what its sources sections and
source columns say. They share this reading so that they agree on what a
paragraph, a table cell and a link are.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from urllib.parse import unquote

from markdown_it import MarkdownIt
from markdown_it.token import Token

from studrules.spec import heading_slug

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "spec"
RULE_HEADING = re.compile(r"^### ([A-Z0-9.-]+) — ", re.M)


@dataclass(frozen=True)
class Chapter:
    """One file of the rulebook: its name below ``spec/`` (``variants/razz.md``) and tokens."""

    name: str
    tokens: tuple[Token, ...]

    @property
    def text(self) -> str:
        return (SPEC / self.name).read_text(encoding="utf-8")


@cache
def chapters() -> tuple[Chapter, ...]:
    """Every chapter of the rulebook, parsed as the trainer parses it (CommonMark and tables)."""
    md = MarkdownIt("commonmark").enable("table")
    return tuple(
        Chapter(path.relative_to(SPEC).as_posix(), tuple(md.parse(path.read_text("utf-8"))))
        for path in sorted(SPEC.rglob("*.md"))
    )


def anchors(name: str) -> set[str]:
    """The anchors a chapter offers: its rule IDs and the slugs of its other headings."""
    text = (SPEC / name).read_text(encoding="utf-8")
    found = set(RULE_HEADING.findall(text))
    seen: dict[str, int] = {}
    for line in text.splitlines():
        heading = re.match(r"^#{1,6} (.+)$", line)
        if heading and not RULE_HEADING.match(line):
            words = re.sub(r"[`*_]|\[([^\]]*)\]\([^)]*\)", r"\1", heading.group(1))
            slug = heading_slug(words)
            count = seen.get(slug, 0)
            seen[slug] = count + 1
            found.add(f"{slug}-{count}" if count else slug)
    return found


def links(chapter: Chapter) -> Iterator[str]:
    """Every link target in the chapter, as written."""
    for token in chapter.tokens:
        for child in token.children or ():
            if child.type == "link_open":
                yield str(child.attrGet("href"))


def resolve(chapter: Chapter, href: str) -> tuple[str, str | None]:
    """A relative link's target file (below ``spec/``, or ``../docs/...``) and its anchor.

    The anchor is read back from the percent-encoding Markdown gives a link
    (``#s%C3%B6k%C3%B6-pages``), since a heading's slug keeps its letters.
    """
    target, _, anchor = href.partition("#")
    anchor = unquote(anchor)
    path = posixpath.normpath(posixpath.join(posixpath.dirname(chapter.name), target or
                                             posixpath.basename(chapter.name)))
    return path, anchor or None


def prose(chapter: Chapter) -> Iterator[tuple[int, str]]:
    """The chapter's words outside code spans, code blocks and link targets, with line numbers.

    Link text is kept (it is read); headings are kept too.
    """
    for token in chapter.tokens:
        line = token.map[0] + 1 if token.map else 0
        if token.type == "inline":
            for child in token.children or ():
                if child.type == "text":
                    yield line, child.content
