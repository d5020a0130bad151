"""Each chapter links a glossary word to its entry the first time it uses it.

The reading of a word is glossary_terms.py's.
"""

from __future__ import annotations

import pytest
from glossary_terms import NOT_LINKED, first_uses, link_first_use, terms
from rulebook_text import chapters, parse

LINKING = [chapter for chapter in chapters() if chapter.name not in NOT_LINKED]


@pytest.mark.parametrize("chapter", LINKING, ids=lambda chapter: chapter.name)
def test_the_first_use_of_each_glossary_word_links_to_it(chapter):
    unlinked = [
        f"{chapter.name}:{use.line}: {use.text!r} (glossary.md#{use.term.slug})"
        for use in first_uses(chapter)
        if not use.linked
    ]
    assert unlinked == []


def test_the_reading_of_a_word_is_the_one_a_reader_expects():
    by_word = {term.word: term.pattern for term in terms()}
    assert by_word["All in"].search("a player all-in for his last chips")
    assert by_word["Door card"].search("two door\ncards tie")
    assert by_word["Bring-in"].search("Bring-ins are small")
    assert not by_word["Bring-in"].search("BRING-IN.SUIT-TIE")
    assert not by_word["Cap"].search("the capped round")


def test_a_tables_labels_are_not_uses_and_are_never_linked():
    table = "| showdown | ante |\n|---|---|\n| showdown | the ante and the showdown |\n"
    uses = {use.term.word: use for use in first_uses(parse("x.md", table))}
    assert set(uses) == {"Ante", "Showdown"}
    linked = parse("x.md", table)
    while (text := link_first_use(linked)) is not None:
        linked = parse("x.md", text)
    row = "| showdown | the [ante](glossary.md#ante) and the [showdown](glossary.md#showdown) |"
    assert linked.text.splitlines()[:3] == [*table.splitlines()[:2], row]
