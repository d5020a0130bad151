"""The situations page is a way into every chapter of rules, and every situation names its rules.

``spec/situations.md`` takes a floor person from what happened at the table to
the rule IDs that settle it. It goes stale in two ways: a new chapter of rules
is written and nobody adds its situations, or an entry loses its links. These
tests catch both.

The game pages under ``variants/`` are not required: each of them defines a
game (its deal, forced bets and pot, in a ``*.GAME`` rule and a few options)
and is reached from the contents and its quick card, while what happens at a
table of that game is settled by the general chapters the page points to. The
index may still link a game's rule where a situation belongs to that game
alone (nobody has a spade in the hole in Chicago).
"""

from __future__ import annotations

import posixpath

from rulebook_text import chapters

from studrules.spec import load_rules

PAGE = "situations.md"


def _page():
    return next(chapter for chapter in chapters() if chapter.name == PAGE)


def _rule_links(children) -> list[tuple[str, str]]:
    """The (chapter, rule ID) pairs a run of inline tokens links to."""
    found = []
    for child in children or ():
        if child.type == "link_open":
            target, _, anchor = str(child.attrGet("href")).partition("#")
            if anchor and anchor.upper() == anchor and "." in anchor:
                found.append((posixpath.normpath(target), anchor))
    return found


def _entries():
    """Each situation: the inline token of a top-level bullet of the page."""
    tokens = _page().tokens
    for k, token in enumerate(tokens):
        if token.type == "list_item_open" and token.level == 1:
            yield next(t for t in tokens[k:] if t.type == "inline")


def test_every_chapter_with_rules_has_a_situation():
    rules = load_rules()
    chapters_with_rules = {
        rule.file for rule in rules.values() if not rule.file.startswith("variants/")
    }
    indexed = {
        rules[rule].file
        for entry in _entries()
        for _, rule in _rule_links(entry.children)
        if rule in rules
    }
    assert sorted(chapters_with_rules - indexed) == []


def test_every_situation_links_rules_that_exist_where_it_says():
    rules = load_rules()
    entries = list(_entries())
    assert entries, "the page lists no situations"
    bad = []
    for entry in entries:
        links = _rule_links(entry.children)
        line = entry.map[0] + 1 if entry.map else "?"
        if not links:
            bad.append(f"line {line}: names no rule: {entry.content[:60]!r}")
        for target, rule in links:
            if rule not in rules or rules[rule].file != target:
                bad.append(f"line {line}: {target}#{rule} is not a rule of {target}")
    assert bad == []
