"""The rulebook speaks the table's language: no protocol, engine or library words in ``spec/``.

A host or a floor person reads ``spec/`` as a rulebook. What an engine author
needs (request fields, error names, phases, how the reference engine or
PokerKit behaves) lives in ``docs/`` and may be linked from a rule. The words
refused here are the protocol's own: its error codes, its phase and outcome
names, the names of its request fields, and the words that can only mean the
software (protocol, engine, request, JSON, PokerKit).
"""

from __future__ import annotations

import re
from typing import get_args

import pytest
from rulebook_text import chapters, prose

from studrules.vocabulary import PhaseName, Termination

SOFTWARE_WORDS = re.compile(
    r"\b(protocol|engines?|requests?|JSON|schema|PokerKit|phases?|implementations?)\b",
    re.IGNORECASE,
)
"""Words that in a rulebook can only mean the software, not the table."""

PROTOCOL_CODES = {
    "bad-request",
    "illegal-action",
    "incomplete-deal",
    "internal-error",
    "unsupported",
    "not-offered",
    "reshuffled",
    *get_args(PhaseName),
    *get_args(Termination),
}
"""Names the protocol gives its errors, phases, outcomes and fields, refused in code spans."""

JSON_TEXT = re.compile(r'"[a-z_-]+"\s*:|[{}]')


def _code_spans(chapter):
    for token in chapter.tokens:
        for child in token.children or ():
            if child.type == "code_inline":
                yield token.map[0] + 1 if token.map else 0, child.content


@pytest.mark.parametrize("chapter", chapters(), ids=lambda chapter: chapter.name)
def test_the_chapter_uses_no_software_words(chapter):
    found = [
        f"{chapter.name}:{line}: {match.group(0)!r} in {text.strip()[:80]!r}"
        for line, text in prose(chapter)
        for match in SOFTWARE_WORDS.finditer(text)
    ]
    assert found == []


@pytest.mark.parametrize("chapter", chapters(), ids=lambda chapter: chapter.name)
def test_the_chapter_writes_no_protocol_names_or_json(chapter):
    found = [
        f"{chapter.name}:{line}: `{code}`"
        for line, code in _code_spans(chapter)
        if code in PROTOCOL_CODES or JSON_TEXT.search(code)
    ]
    assert found == []


def test_the_guard_catches_what_it_is_for():
    assert SOFTWARE_WORDS.search("In the protocol each legal bet carries `to`")
    assert SOFTWARE_WORDS.search("the engine refuses it")
    assert JSON_TEXT.search('"options": {"wild-duplication": "none"}')
    assert "incomplete-deal" in PROTOCOL_CODES and "paying" in PROTOCOL_CODES
    assert not SOFTWARE_WORDS.search("the dealer burns a card; the floor rules")
