"""The rulebook rendered to HTML with markdown-it-py, every rule heading anchored by its ID.

A rule heading (``### HIGH.STRAIGHTS — Title``, see ``studrules.spec``) gets
``id="HIGH.STRAIGHTS"``, so a reason citing a rule can link straight to it.
"""

from __future__ import annotations

import re
from itertools import pairwise

from markdown_it import MarkdownIt
from markdown_it.token import Token

from studrules.spec import RULE_ID

_RULE_HEADING = re.compile(rf"^({RULE_ID}) — ")


def _anchor_rule_headings(state) -> None:
    """Give each level-3 rule heading the rule ID as its ``id``."""
    tokens: list[Token] = state.tokens
    for opening, inline in pairwise(tokens):
        if opening.type == "heading_open" and opening.tag == "h3":
            match = _RULE_HEADING.match(inline.content)
            if match:
                opening.attrSet("id", match.group(1))


def renderer() -> MarkdownIt:
    """A CommonMark renderer with tables and rule anchors; raw HTML in the source is escaped."""
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    md.core.ruler.push("rule_anchors", _anchor_rule_headings)
    return md


def render(markdown: str) -> str:
    """One rulebook page as HTML."""
    return renderer().render(markdown)
