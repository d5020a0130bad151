"""An engine's expectations file: the cases that must pass, those it is known to fail or skip.

The engine's author owns the file (JSON, see docs/conformance.md)::

    {"engine": "my engine 2.1",
     "must_pass": ["ranking:high"],
     "cases": {"hands/betting::heads-up-there-is-no-cap": {
                   "expect": "fail", "reason": "we cap heads-up too", "link": "https://..."},
               "hands/betting::the-cap-is-four-bets": {"expect": "pass"}}}

A run compares each case's result with its expectation (``outcome``). A case is
*gated* when it is expected to pass, by its own entry or by a ``must_pass``
selection (``--select`` terms): then a skip, a failure or an error fails the run.
A case with no expectation may pass or skip, not fail; a case expected to fail
or skip fails the run by passing. ``updated`` writes a run's results back
(``--update-expectations``), passes as ``pass``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from studrules.errors import StudrulesError
from studrules.files import FileProblem, read_text, write_text
from studrules.protocol.schema import validate

from .selection import SelectionError, facets, selected
from .suite import CaseInfo

PASS, FAIL, SKIP = "pass", "fail", "skip"
PASS_OUTCOME = "passed"
EXPECTED_FAILURE = "expected failure"
EXPECTED_SKIP = "expected skip"
SKIPPED = "skipped"
UNEXPECTED_PASS = "unexpected pass"
UNEXPECTED_FAILURE = "unexpected failure"
UNEXPECTED_SKIP = "skipped, expected to fail"
GATED_SKIP = "skipped, expected to pass"
FATAL = (UNEXPECTED_PASS, UNEXPECTED_FAILURE, GATED_SKIP)
"""The outcomes that make a run fail."""


class ExpectationsError(StudrulesError):
    """An expectations file that cannot be read or is not laid out as one."""


@dataclass(frozen=True)
class Expectation:
    """What a case is expected to do (pass, fail or skip), why, and where to read more."""

    expect: str
    reason: str = ""
    link: str | None = None

    def as_json(self) -> dict:
        """The expectation as the file writes it."""
        found = {"expect": self.expect} | ({"reason": self.reason} if self.reason else {})
        return found | ({"link": self.link} if self.link else {})


@dataclass
class Expectations:
    """Every expectation of an engine, by case ID."""

    cases: dict[str, Expectation] = field(default_factory=dict)
    engine: str | None = None
    suite: str | None = None
    must_pass: list[str] = field(default_factory=list)
    """Selections (``--select`` terms, one facet or bare glob each) whose cases must pass."""

    def of(self, info: CaseInfo) -> Expectation | None:
        """The case's expectation: its own entry, else ``pass`` if a ``must_pass`` term picks it."""
        if info.id in self.cases:
            return self.cases[info.id]
        term = next((term for term in self.must_pass if selected(info, [term])), None)
        return Expectation(PASS, f"expected to pass by must_pass {term}") if term else None


def load_expectations(path: str | Path, missing_ok: bool = False) -> Expectations:
    """The expectations in ``path`` (none if it is missing and ``missing_ok``)."""
    path = Path(path)
    if missing_ok and not path.exists():
        return Expectations()
    try:
        document = json.loads(read_text(path, "the expectations file"))
    except FileProblem as error:
        raise ExpectationsError(str(error)) from None
    except ValueError as error:
        raise ExpectationsError(f"the expectations file {path} is not JSON: {error}") from None
    problems = validate(document, "expectations")
    if problems:
        raise ExpectationsError(f"the expectations file {path}: {problems[0]}")
    must_pass = document.get("must_pass", [])
    try:
        facets(must_pass)
    except SelectionError as error:
        raise ExpectationsError(f"the expectations file {path}, must_pass: {error}") from None
    return Expectations(
        {
            case: Expectation(entry["expect"], entry.get("reason", ""), entry.get("link"))
            for case, entry in document["cases"].items()
        },
        document.get("engine"),
        document.get("suite"),
        must_pass,
    )


def save_expectations(expectations: Expectations, path: str | Path) -> None:
    """Write ``expectations`` to ``path``, cases sorted by ID."""
    document: dict = {}
    if expectations.engine:
        document["engine"] = expectations.engine
    if expectations.suite:
        document["suite"] = expectations.suite
    if expectations.must_pass:
        document["must_pass"] = expectations.must_pass
    document["cases"] = {
        case: expectations.cases[case].as_json() for case in sorted(expectations.cases)
    }
    write_text(path, json.dumps(document, indent=2, ensure_ascii=False) + "\n", "the expectations")


def outcome(status: str, expectation: Expectation | None) -> str:
    """What a case's result (passed, failed, errored, skipped) means given its expectation."""
    expected = expectation.expect if expectation else None
    if status == "passed":
        return UNEXPECTED_PASS if expected in (FAIL, SKIP) else PASS_OUTCOME
    if status == "skipped":
        skips = {None: SKIPPED, SKIP: EXPECTED_SKIP, FAIL: UNEXPECTED_SKIP, PASS: GATED_SKIP}
        return skips[expected]
    return EXPECTED_FAILURE if expected == FAIL else UNEXPECTED_FAILURE


def updated(
    expectations: Expectations,
    results: Iterable[tuple[CaseInfo, str, str]],
    suite_ids: set[str],
    suite: str | None,
) -> Expectations:
    """The expectations after a run: each (case, status, why) of ``results`` replaces its entry,
    a pass with ``pass`` unless a ``must_pass`` selection already gates it; entries of cases
    not in the suite are dropped; the others stay. A kept reason and link survive when the
    expected status is unchanged."""
    cases = {case: e for case, e in expectations.cases.items() if case in suite_ids}
    gate = Expectations(must_pass=expectations.must_pass)
    for info, status, why in results:
        old = cases.pop(info.id, None)
        expect = {"passed": PASS, "skipped": SKIP}.get(status, FAIL)
        if expect == PASS and gate.of(info) is not None:
            continue
        if old is not None and old.expect == expect:
            cases[info.id] = old
        elif expect == PASS:
            cases[info.id] = Expectation(PASS)
        else:
            cases[info.id] = Expectation(expect, why or f"the case {status} (recorded by a run)")
    return Expectations(cases, expectations.engine, suite, expectations.must_pass)
