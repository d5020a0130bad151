"""The rulebook rendered to HTML with markdown-it-py, every rule heading anchored by its ID.

A rule heading (``### HIGH.STRAIGHTS — Title``, see ``studrules.spec``) gets
``id="HIGH.STRAIGHTS"``, so a reason citing a rule can link straight to it;
any other heading gets GitHub's slug (``### Bring-in`` is ``#bring-in``).
Card notation in code spans (`` `(Ah Kd) 4s` ``) is drawn as cards, and a game
page's ``## Quick card`` section is framed as ``section.quick-card``.

Links between chapters (``../high.md#ID``) become addresses given by a ``link``
function: the trainer's pages (``/rulebook/high#ID``, see ``page_url``) or the
published site's relative files (``../high.html#ID``, see
``studrules_trainer.site``); a link out of ``spec/`` becomes plain text. Both
show the contents as ``contents()`` reads them from ``spec/README.md``: groups
of chapters, each chapter titled by its H1.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, partial
from html import escape
from itertools import pairwise
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.token import Token

from studrules.spec import RULE_ID, SPEC_DIR, Rule, heading_slug, load_rules
from studrules_trainer.chips import notation_chips

_RULE_HEADING = re.compile(rf"^({RULE_ID}) — ")
_ADDRESS = re.compile(r"^(?:[a-zA-Z][a-zA-Z0-9+.-]*:|/)")
"""A link that is not relative to the page: ``https://...``, ``mailto:...``, ``/path``."""
INDEX_PAGE = "README"
"""The rulebook's own introduction, shown on the index page."""
QUICK_CARD = "Quick card"
"""The heading of a game page's first section: the game on one printed page."""


def _heading_text(inline: Token) -> str:
    """A heading's text as read: its words and code spans, without markup."""
    return "".join(
        child.content for child in inline.children or () if child.type in ("text", "code_inline")
    )


def _anchor_headings(state) -> None:
    """Give each heading an ``id``: a rule heading its rule ID, any other GitHub's slug.

    A repeated slug gets ``-1``, ``-2``... as on GitHub, so links written for
    the repository (``glossary.md#bring-in``) land on the same heading here.
    """
    tokens: list[Token] = state.tokens
    seen: dict[str, int] = {}
    for opening, inline in pairwise(tokens):
        if opening.type != "heading_open":
            continue
        match = _RULE_HEADING.match(inline.content)
        if match and opening.tag == "h3":
            opening.attrSet("id", match.group(1))
            continue
        slug = heading_slug(_heading_text(inline))
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        opening.attrSet("id", f"{slug}-{count}" if count else slug)


def page_url(prefix: str, page: str, anchor: str | None = None) -> str:
    """The address of a rulebook page (``variants/razz``) below ``prefix``, with an anchor."""
    address = prefix if page == INDEX_PAGE else prefix + page
    return f"{address}#{anchor}" if anchor else address


def _link_chapters(state) -> None:
    """Point relative links to other chapters (``../high.md#ID``, ``#ID``) at their pages.

    Needs ``env["page"]`` (the page being rendered) and ``env["link"]`` (a page name
    and an anchor to an address); without them links are left as written. A link
    that leaves ``spec/`` (``../docs/...``: notes for programmers, not part of the
    rulebook) becomes plain text, marked ``outside-link``.
    """
    page, link = state.env.get("page"), state.env.get("link")
    if page is None or link is None:
        return
    for token in state.tokens:
        children = token.children or []
        for k, child in enumerate(children):
            href = child.attrGet("href") if child.type == "link_open" else None
            if not isinstance(href, str) or _ADDRESS.match(href):
                continue
            path, _, anchor = href.partition("#")
            target = page  # a link within the page: ``#ID``
            if path:
                target = posixpath.normpath(posixpath.join(posixpath.dirname(page), path))
            if target == ".." or target.startswith("../"):
                _unlink(children, k)
            elif not path or path.endswith(".md"):
                child.attrSet("href", link(target.removesuffix(".md"), anchor or None))


def _unlink(children: list[Token], k: int) -> None:
    """Turn the link opening at ``children[k]`` into a ``span.outside-link`` (links never nest)."""
    closing = next(c for c in children[k:] if c.type == "link_close")
    for token in (children[k], closing):
        token.tag = "span"
        token.attrs = {}
    children[k].attrSet("class", "outside-link")


def _wrap_quick_card(state) -> None:
    """Frame the ``## Quick card`` section (its heading to the next heading) in a section.

    The section is ``section.quick-card``; with ``env["quick_card_link"]``, a link to
    print the card follows its heading. Its table is marked (``meta["quick_card"]``)
    so it stays a table on a phone: two columns fit.
    """
    tokens: list[Token] = state.tokens
    start = next((k for k, (opening, inline) in enumerate(pairwise(tokens))
                  if opening.type == "heading_open" and opening.tag == "h2"
                  and _heading_text(inline) == QUICK_CARD), None)
    if start is None:
        return
    end = next((k for k in range(start + 1, len(tokens)) if tokens[k].type == "heading_open"),
               len(tokens))
    for token in tokens[start:end]:
        if token.type == "table_open":
            token.meta["quick_card"] = True
    tokens.insert(end, _html("</section>\n"))
    printing = state.env.get("quick_card_link")
    if printing:  # after the heading's three tokens: open, inline, close
        tokens.insert(start + 3, _html(
            f'<p class="print-link"><a href="{escape(printing)}">Print the quick card</a></p>\n'))
    tokens.insert(start, _html('<section class="quick-card">\n'))


def _html(markup: str) -> Token:
    """A block of markup of our own (the source's raw HTML stays escaped)."""
    token = Token("html_block", "", 0)
    token.content = markup
    return token


def _label_cells(state) -> None:
    """Give each table the class ``stacking`` and each cell its column's heading (``data-label``).

    On a phone the stylesheet lays each row out as a list of labelled cells, so
    a wide table (the house-rule options) fits the screen.
    """
    headings: list[str] = []
    column = 0
    for k, token in enumerate(state.tokens):
        if token.type == "table_open":
            if not token.meta.get("quick_card"):
                token.attrJoin("class", "stacking")
            headings = []
        elif token.type == "tr_open":
            column = 0
        elif token.type == "th_open":
            headings.append(state.tokens[k + 1].content)
        elif token.type == "td_open":
            if column < len(headings):
                token.attrSet("data-label", headings[column])
            column += 1


def _code_inline(self: RendererHTML, tokens: list[Token], idx: int, options, env) -> str:
    """A code span that reads as cards becomes card chips; any other stays code."""
    chips = notation_chips(tokens[idx].content)
    if chips is not None:
        return str(chips)
    return RendererHTML.code_inline(self, tokens, idx, options, env)


def renderer() -> MarkdownIt:
    """A CommonMark renderer with tables, rule anchors, chapter links and card chips.

    Raw HTML in the source is escaped.
    """
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    md.core.ruler.push("heading_anchors", _anchor_headings)
    md.core.ruler.push("chapter_links", _link_chapters)
    md.core.ruler.push("quick_card", _wrap_quick_card)
    md.core.ruler.push("label_cells", _label_cells)
    md.add_render_rule("code_inline", _code_inline)
    return md


Link = Callable[[str, str | None], str]
"""Gives the address of a rulebook page (``variants/razz``) with an anchor, for links to it."""


def render(markdown: str, page: str | None = None, prefix: str | None = None,
           link: Link | None = None, quick_card_link: str | None = None) -> str:
    """One rulebook page as HTML; with ``page`` and ``prefix`` (or ``link``), links to chapters
    become addresses (``prefix`` + page name, or what ``link`` gives). With
    ``quick_card_link``, the quick card links to its printable page there."""
    if link is None and prefix is not None:
        link = partial(page_url, prefix)
    env = {"page": page, "link": link, "quick_card_link": quick_card_link}
    return renderer().render(markdown, env)


@dataclass(frozen=True)
class Page:
    """A chapter of the rulebook: its name (path below ``spec/`` without ``.md``) and title."""

    name: str
    title: str

    @property
    def file(self) -> str:
        """The chapter's file below ``spec/``."""
        return f"{self.name}.md"


@dataclass(frozen=True)
class Group:
    """A group of chapters in the contents: its title, the sentence introducing it, its pages."""

    title: str
    intro: str
    pages: tuple[Page, ...]


CONTENTS_HEADING = "## Contents"
UNLISTED = ("Other chapters", "Chapters the contents do not list yet.")
"""The last group: chapters in ``spec/`` that the contents leave out, so none is lost."""
_TABLE_LINK = re.compile(r"^\|\s*\[[^\]]*\]\((?P<path>[^)#:]+)\.md\)")


def _title(path: Path) -> str:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return path.stem


_INLINE_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")


def _listed_groups(intro: str) -> list[tuple[str, str, list[str]]]:
    """The ``### <group>`` sections under ``## Contents``: title, intro sentence, chapter names.

    A chapter is the link that opens a row of the group's table (``| [Razz](variants/razz.md) |``).
    The sentence is plain text: a link in it (``[misdeal](glossary.md#misdeal)``) keeps its
    words only, since the introduction rendered below the contents carries the link.
    """
    groups: list[tuple[str, str, list[str]]] = []
    inside = False
    for line in intro.splitlines():
        if line.startswith("## ") or line.startswith("# "):
            inside = line.strip() == CONTENTS_HEADING
        elif inside and line.startswith("### "):
            groups.append((line[4:].strip(), "", []))
        elif inside and groups:
            title, sentence, names = groups[-1]
            link = _TABLE_LINK.match(line)
            if link:
                names.append(posixpath.normpath(link["path"]))
            elif line.strip() and not line.startswith("|") and not names:
                words = _INLINE_LINK.sub(r"\1", line.strip())
                groups[-1] = (title, f"{sentence} {words}".strip(), names)
    return groups


@cache
def contents(spec_dir: Path = SPEC_DIR) -> tuple[Group, ...]:
    """The rulebook's contents as its introduction groups them, titled by each chapter's H1.

    Read from the ``### <group>`` tables under ``## Contents`` in ``spec/README.md``;
    a chapter listed twice keeps its first place, a listed name with no file is left
    out, and every chapter found in ``spec/`` but not listed ends up in ``UNLISTED``.
    """
    found = {
        path.relative_to(spec_dir).with_suffix("").as_posix(): path
        for path in spec_dir.rglob("*.md")
    }
    intro = (spec_dir / f"{INDEX_PAGE}.md").read_text(encoding="utf-8")
    placed = {INDEX_PAGE}
    groups = []
    for title, sentence, names in _listed_groups(intro):
        chosen = [name for name in dict.fromkeys(names) if name in found and name not in placed]
        placed.update(chosen)
        groups.append(Group(title, sentence, tuple(Page(n, _title(found[n])) for n in chosen)))
    rest = sorted(name for name in found if name not in placed)
    if rest:
        groups.append(Group(*UNLISTED, tuple(Page(n, _title(found[n])) for n in rest)))
    return tuple(groups)


@cache
def pages(spec_dir: Path = SPEC_DIR) -> tuple[Page, ...]:
    """Every chapter, in the order of the contents (see ``contents``)."""
    return tuple(page for group in contents(spec_dir) for page in group.pages)


def find_page(name: str, spec_dir: Path = SPEC_DIR) -> Page | None:
    """The chapter called ``name`` (``high``, ``variants/razz``), or None."""
    return next((page for page in pages(spec_dir) if page.name == name), None)


@cache
def page_html(name: str, prefix: str, spec_dir: Path = SPEC_DIR) -> str:
    """A chapter (or the introduction, ``README``) rendered for the trainer, cached."""
    source = (spec_dir / f"{name}.md").read_text(encoding="utf-8")
    return render(source, name, prefix)


@cache
def rules(spec_dir: Path = SPEC_DIR) -> dict[str, Rule]:
    """Every rule of the rulebook by ID (read once)."""
    return load_rules(spec_dir)


def rule_page(rule: Rule) -> str:
    """The name of the chapter that holds ``rule``."""
    return rule.file.removesuffix(".md")


def matching_rules(query: str, spec_dir: Path = SPEC_DIR) -> list[Rule]:
    """The rules whose ID, title or chapter contain every word of ``query`` (any case), by ID."""
    words = query.lower().split()
    found = []
    for rule in sorted(rules(spec_dir).values(), key=lambda r: r.id):
        text = f"{rule.id} {rule.title} {rule.file}".lower()
        if all(word in text for word in words):
            found.append(rule)
    return found
