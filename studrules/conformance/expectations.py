"""An engine's expectations file: the cases that must pass, those it is known to fail or skip.

The engine's author owns the file (JSON, see docs/conformance.md)::

    {"engine": "my engine 2.1",
     "must_pass": ["ranking:high"],
     "skip": {"variant:razz": {"reason": "razz is not offered"}},
     "cases": {"hands/betting::heads-up-there-is-no-cap": {
                   "expect": "fail", "reason": "we cap heads-up too", "link": "https://..."},
               "hands/betting::the-cap-is-four-bets": {"expect": "pass"}}}

A run compares each case's result with its expectation (``outcome``): the case's
own entry, else ``pass`` if a ``must_pass`` selection (``--select`` terms) picks it,
else ``skip`` if a ``skip`` selection does. A case expected to pass is *gated*: a
skip, a failure or an error fails the run. A case with no expectation may pass or
skip, not fail; a case expected to fail or skip fails the run by passing.
``check_names`` refuses a file naming a case the suite lacks (unless the suite lists
it as retired or renamed) or a selection that selects nothing, so a typo never turns
a gate off. ``updated`` writes a run's results back (``--update-expectations``),
passes as ``pass`` and skips by selection where one covers them; ``regressions``
are the gated cases it would turn into ``fail`` or ``skip``, which the command refuses
to record unless told to.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from studrules.errors import StudrulesError
from studrules.files import FileProblem, read_text, write_text
from studrules.protocol.schema import validate

from .selection import SelectionError, facets, names, selected
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
    """Every expectation of an engine, by case ID and by selection."""

    cases: dict[str, Expectation] = field(default_factory=dict)
    engine: str | None = None
    suite: str | None = None
    must_pass: list[str] = field(default_factory=list)
    """Selections (``--select`` terms, one facet or bare glob each) whose cases must pass."""
    skip: dict[str, Expectation] = field(default_factory=dict)
    """Selections whose cases the engine skips, each with its reason."""

    def of(self, info: CaseInfo) -> Expectation | None:
        """The case's expectation: its own entry, else ``pass`` if a ``must_pass`` term picks it,
        else ``skip`` if a ``skip`` term does."""
        if info.id in self.cases:
            return self.cases[info.id]
        term = next((term for term in self.must_pass if selected(info, [term])), None)
        if term:
            return Expectation(PASS, f"expected to pass by must_pass {term}")
        return next((e for term, e in self.skip.items() if selected(info, [term])), None)


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
    skips = document.get("skip", {})
    for key, terms in (("must_pass", must_pass), ("skip", list(skips))):
        try:
            facets(terms)
        except SelectionError as error:
            raise ExpectationsError(f"the expectations file {path}, {key}: {error}") from None
    return Expectations(
        {
            case: Expectation(entry["expect"], entry.get("reason", ""), entry.get("link"))
            for case, entry in document["cases"].items()
        },
        document.get("engine"),
        document.get("suite"),
        must_pass,
        {term: Expectation(SKIP, entry["reason"], entry.get("link"))
         for term, entry in skips.items()},
    )


def check_names(
    expectations: Expectations,
    path: str | Path,
    suite: list[CaseInfo],
    retired: dict[str, dict[str, str]],
) -> list[str]:
    """Refuse (``ExpectationsError``) an expectations file that names a case the ``suite``
    lacks and does not list as ``retired``, or a selection that selects none of its cases;
    a warning for each case the suite retired or renamed, naming its new ID."""
    ids = {info.id for info in suite}
    unknown = sorted(case for case in expectations.cases if case not in ids | set(retired))
    if unknown:
        shown = ", ".join(unknown[:5]) + (f" and {len(unknown) - 5} more" if len(unknown) > 5
                                          else "")
        many = "a case" if len(unknown) == 1 else f"{len(unknown)} cases"
        raise ExpectationsError(
            f"the expectations file {path} names {many} the suite does not have "
            f"(a typo, or a case removed: see the suite's changelog): {shown}"
        )
    for key, terms in (("must_pass", expectations.must_pass), ("skip", expectations.skip)):
        empty = [term for term in terms if not any(selected(info, [term]) for info in suite)]
        if empty:
            raise ExpectationsError(f"the expectations file {path}, {key}: "
                                    f"{', '.join(empty)} selects no case of the suite")
    return [moved(case, retired[case]) for case in sorted(expectations.cases) if case not in ids]


def moved(case: str, retired: dict[str, str]) -> str:
    """What became of a retired case, in a line: its new ID, or that it is gone, and why."""
    where = f"now {retired['now']}" if "now" in retired else "gone"
    return f"{case}: retired in suite {retired['version']} ({retired['why']}); {where}"


def save_expectations(expectations: Expectations, path: str | Path) -> None:
    """Write ``expectations`` to ``path``, cases sorted by ID."""
    document: dict = {}
    if expectations.engine:
        document["engine"] = expectations.engine
    if expectations.suite:
        document["suite"] = expectations.suite
    if expectations.must_pass:
        document["must_pass"] = expectations.must_pass
    if expectations.skip:
        document["skip"] = {
            term: {k: v for k, v in entry.as_json().items() if k != "expect"}
            for term, entry in sorted(expectations.skip.items())
        }
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


def regressions(expectations: Expectations,
                results: Iterable[tuple[CaseInfo, str, str]]) -> list[tuple[CaseInfo, str]]:
    """The gated cases (expected to pass) that did not pass, with what they did instead."""
    return [(info, status) for info, status, _ in results
            if status != "passed" and (found := expectations.of(info)) and found.expect == PASS]


KINDS = ("variant", "ranking", "topic", "rule", "tag")
"""The selections a run's skips may be recorded by, the broadest kinds first."""


def updated(
    expectations: Expectations,
    results: Iterable[tuple[CaseInfo, str, str]],
    suite: list[CaseInfo],
    version: str | None,
    retired: dict[str, dict[str, str]] | None = None,
) -> Expectations:
    """The expectations after a run: each (case, status, why) of ``results`` replaces its entry,
    a pass with ``pass`` unless a ``must_pass`` selection already gates it; an entry of a case
    the suite renamed moves to its new ID, others not in the ``suite`` are dropped; the others
    stay. A kept reason and link survive when the expected status is unchanged. Skips are
    recorded by selection where one covers two or more of them and nothing else (``covered``)."""
    ids = {info.id for info in suite}
    cases = {case: e for case, e in expectations.cases.items() if case in ids}
    for case, entry in expectations.cases.items():
        now = (retired or {}).get(case, {}).get("now")
        if now in ids and now not in expectations.cases:
            cases[now] = entry
    before = Expectations(dict(cases), skip=expectations.skip)
    gate = Expectations(must_pass=expectations.must_pass)
    for info, status, why in results:
        old = cases.pop(info.id, None) or before.of(info)
        expect = {"passed": PASS, "skipped": SKIP}.get(status, FAIL)
        if expect == PASS and gate.of(info) is not None:
            continue
        if old is not None and old.expect == expect:
            cases[info.id] = old
        elif expect == PASS:
            cases[info.id] = Expectation(PASS)
        else:
            cases[info.id] = Expectation(expect, why or f"the case {status} (recorded by a run)")
    unclaimed = [info for info in suite if info.id not in cases and gate.of(info) is None]
    for info in unclaimed:  # not run now: what the old skip selections said still holds
        if (kept := before.of(info)) is not None:
            cases[info.id] = kept
    free = [info for info in suite if gate.of(info) is None]
    skip = covered(cases, free, suite, expectations.skip)
    for info in suite:
        if any(selected(info, [term]) for term in skip):
            cases.pop(info.id, None)
    return Expectations(cases, expectations.engine, version, expectations.must_pass, skip)


def covered(cases: dict[str, Expectation], suite: list[CaseInfo], everything: list[CaseInfo],
            old: dict[str, Expectation]) -> dict[str, Expectation]:
    """Selections that each pick two or more cases of ``suite`` (those no ``must_pass`` gates)
    expected to skip, and no other case of ``everything``: chosen greedily, each the one that
    covers the most skips not yet covered (the broader kind on a tie), each with the reason
    most of its cases give (an old selection keeps its own reason and link)."""
    skipped = {info.id: info for info in suite
               if (entry := cases.get(info.id)) is not None and entry.expect == SKIP}
    candidates: dict[str, list[str]] = {}
    for info in skipped.values():
        for kind in KINDS:
            for name in names(info, kind)[:1] if kind != "tag" else names(info, kind):
                candidates.setdefault(f"{kind}:{name}", [])
    for term in list(candidates):
        chosen = [info.id for info in everything if selected(info, [term])]
        if all(case in skipped for case in chosen) and len(chosen) > 1:
            candidates[term] = chosen
        else:
            del candidates[term]
    terms: dict[str, Expectation] = {}
    left = set(skipped)
    while candidates:
        term = min(candidates, key=lambda t: (-len(left.intersection(candidates[t])),
                                              KINDS.index(t.partition(":")[0]), t))
        cases_of = candidates.pop(term)
        if len(left.intersection(cases_of)) < 2:
            break
        left -= set(cases_of)
        reasons = Counter(cases[case].reason for case in cases_of)
        terms[term] = old.get(term) or Expectation(SKIP, reasons.most_common(1)[0][0])
    return terms
