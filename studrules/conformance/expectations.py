"""An engine's expectations file: the cases it is known to fail or skip, and why.

The engine's author owns the file (JSON, see docs/conformance.md)::

    {"engine": "my engine 2.1",
     "cases": {"hands/betting::heads-up-there-is-no-cap": {
         "expect": "fail", "reason": "we cap heads-up too", "link": "https://..."}}}

A run compares each case's result with its expectation (``outcome``); only an
unexpected pass or an unexpected failure makes the run fail. ``updated`` writes
the expectations of a run back (``--update-expectations``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from studrules.errors import StudrulesError
from studrules.files import FileProblem, read_text, write_text

from .schema import validate

FAIL, SKIP = "fail", "skip"
PASS_OUTCOME = "passed"
EXPECTED_FAILURE = "expected failure"
EXPECTED_SKIP = "expected skip"
SKIPPED = "skipped"
UNEXPECTED_PASS = "unexpected pass"
UNEXPECTED_FAILURE = "unexpected failure"
UNEXPECTED_SKIP = "skipped, expected to fail"
FATAL = (UNEXPECTED_PASS, UNEXPECTED_FAILURE)
"""The outcomes that make a run fail."""


class ExpectationsError(StudrulesError):
    """An expectations file that cannot be read or is not laid out as one."""


@dataclass(frozen=True)
class Expectation:
    """A case the engine is expected to fail or skip, why, and where to read more."""

    expect: str
    reason: str
    link: str | None = None

    def as_json(self) -> dict:
        """The expectation as the file writes it."""
        found = {"expect": self.expect, "reason": self.reason}
        return found | ({"link": self.link} if self.link else {})


@dataclass
class Expectations:
    """Every expectation of an engine, by case ID."""

    cases: dict[str, Expectation] = field(default_factory=dict)
    engine: str | None = None
    suite: str | None = None


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
    return Expectations(
        {
            case: Expectation(entry["expect"], entry["reason"], entry.get("link"))
            for case, entry in document["cases"].items()
        },
        document.get("engine"),
        document.get("suite"),
    )


def save_expectations(expectations: Expectations, path: str | Path) -> None:
    """Write ``expectations`` to ``path``, cases sorted by ID."""
    document: dict = {}
    if expectations.engine:
        document["engine"] = expectations.engine
    if expectations.suite:
        document["suite"] = expectations.suite
    document["cases"] = {
        case: expectations.cases[case].as_json() for case in sorted(expectations.cases)
    }
    write_text(path, json.dumps(document, indent=2, ensure_ascii=False) + "\n", "the expectations")


def outcome(status: str, expectation: Expectation | None) -> str:
    """What a case's result (passed, failed, errored, skipped) means given its expectation."""
    expected = expectation.expect if expectation else None
    if status == "passed":
        return UNEXPECTED_PASS if expected else PASS_OUTCOME
    if status == "skipped":
        return {None: SKIPPED, SKIP: EXPECTED_SKIP, FAIL: UNEXPECTED_SKIP}[expected]
    return EXPECTED_FAILURE if expected == FAIL else UNEXPECTED_FAILURE


def updated(
    expectations: Expectations,
    results: Iterable[tuple[str, str, str]],
    suite_ids: set[str],
    suite: str | None,
) -> Expectations:
    """The expectations after a run: each (case ID, status, why) of ``results`` replaces its
    entry (a pass removes it); entries of cases not in the suite are dropped; the others stay.
    A kept reason and link survive when the expected status is unchanged."""
    cases = {case: e for case, e in expectations.cases.items() if case in suite_ids}
    for case, status, why in results:
        old = cases.pop(case, None)
        if status == "passed":
            continue
        expect = SKIP if status == "skipped" else FAIL
        if old is not None and old.expect == expect:
            cases[case] = old
        else:
            cases[case] = Expectation(expect, why or f"the case {status} (recorded by a run)")
    return Expectations(cases, expectations.engine, suite)
