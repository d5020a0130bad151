"""Every JSON example of docs/*.md is true: each request is valid and runs through the reference
engine, and the answer printed after it is what the engine answers; every other example
(an error answer, an expectations file, a cases file, a pattern) passes its schema. The hand
names of docs/protocol.md are the engine's own.

In an example, ``"..."`` stands for what is left out: a string ending in ``...`` is the
start of the engine's, a list holding ``"..."`` items lists some of the engine's items in
order, and an object names some of its keys (a ``"..."`` key is ignored).
"""

from __future__ import annotations

import io
import json
import re
from functools import cache

import pytest
from locations import REPO

from studrules.conformance import citations, handnames
from studrules.conformance.export import export_cases
from studrules.conformance.patterns import check_pattern
from studrules.conformance.suite import collect, features_dir
from studrules.protocol.dispatch import handle, serve
from studrules.protocol.schema import answer_schema, request_kind, validate

DOCS = REPO / "docs"
ELLIPSIS = "..."
BLOCK = re.compile(r"^```(?P<lang>\w*)\n(?P<body>.*?)^```", re.MULTILINE | re.DOTALL)


def blocks(lang: str | None = None) -> list[tuple[str, str]]:
    """Every fenced block of the docs (of ``lang``, if given), as (page:line, text)."""
    found = []
    for page in sorted(DOCS.glob("*.md")):
        text = page.read_text("utf-8")
        for block in BLOCK.finditer(text):
            if lang is None or block["lang"] == lang:
                line = text.count("\n", 0, block.start()) + 1
                found.append((f"{page.name}:{line}", block["body"]))
    return found


def values(text: str) -> list[object]:
    """The JSON values written one after another in ``text``."""
    decoder, found, at = json.JSONDecoder(), [], 0
    while True:
        while at < len(text) and text[at].isspace():
            at += 1
        if at == len(text):
            return found
        value, at = decoder.raw_decode(text, at)
        found.append(value)


def fits(shown: object, actual: object) -> bool:
    """Whether the engine's ``actual`` value is what the example ``shown`` says, "..." aside."""
    if isinstance(shown, str) and shown.endswith(ELLIPSIS) and shown != ELLIPSIS:
        return isinstance(actual, str) and actual.startswith(shown[:-3].rstrip())
    if isinstance(shown, dict):
        return isinstance(actual, dict) and all(
            key == ELLIPSIS or (key in actual and fits(value, actual[key]))
            for key, value in shown.items()
        )
    if isinstance(shown, list):
        if not isinstance(actual, list):
            return False
        if ELLIPSIS not in shown:
            return len(shown) == len(actual) and all(map(fits, shown, actual))
        rest = iter(actual)
        return all(any(fits(item, other) for other in rest) for item in shown if item != ELLIPSIS)
    return type(shown) is type(actual) and shown == actual


def is_request(value: object) -> bool:
    return isinstance(value, dict) and "id" in value and "ok" not in value and (
        request_kind(value) != "unknown"
    )


def examples() -> list[tuple[str, object]]:
    """Every JSON value of the docs' ``json`` blocks, in order, each with its page and line.

    A page's values are read as one stream, so that an answer may follow its request in
    the next block."""
    return [(where, value) for where, body in blocks("json") for value in values(body)]


def pages() -> list[str]:
    return sorted({where.partition(":")[0] for where, _ in examples()})


@pytest.mark.parametrize("page", pages())
def test_every_json_example_of_the_docs_is_true(page):
    found = [(where, value) for where, value in examples() if where.startswith(page + ":")]
    for n, (where, value) in enumerate(found):
        previous = found[n - 1][1] if n else None
        following = found[n + 1][1] if n + 1 < len(found) else None
        if is_request(value):
            answer = handle(value)
            assert not validate(answer, answer_schema(value, answer)), (where, answer)
            if isinstance(following, dict) and "ok" in following and (
                following.get("id") == value["id"]
            ):
                assert fits(following, answer), (where, following, answer)
            else:
                assert answer["ok"], (where, answer)
            if answer["ok"]:
                assert not validate(value, f"{request_kind(value)}-request"), (where, value)
        elif is_request(previous) and value.get("id") == previous["id"]:
            continue
        elif isinstance(value, dict) and "ok" in value and _has_pattern(value):
            check_pattern(value)
        elif isinstance(value, dict) and "ok" in value:
            assert not value["ok"], f"{where}: an answer shown without its request"
            assert not validate(value, "error-answer"), (where, value)
        elif isinstance(value, dict) and "format" in value:
            assert not validate(value, "cases"), where
            _is_exported(value)
        elif isinstance(value, dict) and "cases" in value:
            assert not validate(value, "expectations"), where
            assert set(value["cases"]) <= suite_ids(), f"{where}: a case not in the suite"
        else:
            check_pattern(value)


@cache
def suite_ids() -> frozenset[str]:
    return frozenset(case.info.id for case in collect(features_dir()))


def _has_pattern(value: object) -> bool:
    if isinstance(value, dict):
        return any(key.startswith("$") or _has_pattern(item) for key, item in value.items())
    if isinstance(value, list):
        return any(map(_has_pattern, value))
    return False


def _is_exported(document: dict) -> None:
    """A cases document shown in the docs is what ``studrules export`` makes of its cases."""
    shown = {case["id"]: case for case in document["cases"]}
    cases = [case for case in collect(features_dir()) if case.info.id in shown]
    assert len(cases) == len(shown), "a case of the example is not in the suite"
    exported = export_cases(cases, document["suite"])
    assert fits(document, exported), (document, exported)


def transcripts() -> list[tuple[str, list[str]]]:
    """The example sessions of the docs: blocks of ``> request`` and ``< answer`` lines."""
    return [(where, body.splitlines()) for where, body in blocks()
            if body.startswith("> ")]


@pytest.mark.parametrize(("where", "lines"), transcripts())
def test_every_example_session_is_what_the_engine_answers(where, lines):
    asked = [line[2:] for line in lines if line.startswith("> ")]
    answered = [line[2:] for line in lines if line.startswith("< ")]
    assert len(asked) + len(answered) == len(lines), f"{where}: a line of neither > nor <"
    out = io.StringIO()
    serve(io.StringIO("\n".join(asked) + "\n"), out)
    actual = [json.loads(line) for line in out.getvalue().splitlines()]
    assert len(actual) == len(answered) == len(asked)
    for line, shown, answer in zip(asked, answered, actual):
        if answer["ok"]:
            request = json.loads(line)
            assert not validate(request, f"{request_kind(request)}-request"), (where, line)
        assert fits(json.loads(shown), answer), (where, shown, answer)


def test_the_docs_have_examples_of_each_kind():
    kinds = {request_kind(v) for _, body in blocks("json") for v in values(body) if is_request(v)}
    assert kinds == {"hello", "evaluate", "rank", "deal"}
    assert transcripts()


def test_the_hand_names_of_the_protocol_are_the_engines():
    page = (DOCS / "protocol.md").read_text("utf-8")
    assert handnames.rewritten(page) == page, (
        "docs/protocol.md's hand names are stale: run "
        "python -m studrules.conformance.handnames docs/protocol.md"
    )


def test_the_citations_of_the_protocol_are_what_the_suite_asks_of_the_reference(suite_cases):
    page = (DOCS / "protocol.md").read_text("utf-8")
    table = citations.markdown(suite_cases)
    assert citations.rewritten(page, table) == page, (
        "docs/protocol.md's citations are stale: run "
        "python -m studrules.conformance.citations docs/protocol.md"
    )
    rows = [line for line in table.splitlines() if line.startswith("| [")]
    assert len(rows) > 100
    assert "| [BET.CAP](../spec/betting.md#BET.CAP) | A bet and three raises | the refusal's " \
           "`rule` |" in table
    assert any(row.startswith("| [BRING-IN.SUIT-TIE](../spec/forced-bets.md#BRING-IN.SUIT-TIE)")
               and "| `reasons` |" in row for row in rows)


def test_the_hand_names_refuse_a_ranking_without_examples(monkeypatch):
    monkeypatch.delitem(handnames.EXAMPLES, "soko")
    with pytest.raises(Exception, match="no example hands for the rankings soko"):
        handnames.markdown()


@pytest.mark.parametrize(
    ("shown", "actual", "fit"),
    [
        ({"a": [1, "..."]}, {"a": [1, 2], "b": 3}, True),
        ({"a": [1, "..."]}, {"a": [2, 1]}, True),
        ({"a": [1, 2]}, {"a": [1]}, False),
        ({"t": "the start ..."}, {"t": "the start and more"}, True),
        ({"t": "the start ..."}, {"t": "another"}, False),
        ({"n": 1}, {"n": True}, False),
        ({"...": "..."}, {}, True),
    ],
)
def test_the_ellipsis_of_the_examples(shown, actual, fit):
    assert fits(shown, actual) is fit
