"""The report of a conformance run: counts by variant and by rule, every case that did not
pass, how each result compares with the engine's expectations and how many cases no
expectation gates; as text or JSON, in the protocol's terms (JSON, error codes)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from .expectations import (
    EXPECTED_FAILURE,
    EXPECTED_SKIP,
    FATAL,
    GATED_SKIP,
    UNEXPECTED_PASS,
    UNEXPECTED_SKIP,
    Expectations,
    outcome,
)
from .runner import ERRORED, NOT_OFFERED, STATUSES, CaseResult
from .suite import CaseInfo

FORMAT = 1
MARKS = {"failed": "✗", "errored": "!", "skipped": "-", "passed": "✓"}
NO_RULE = "(no rule)"
SHOWN = 20
"""How many unexpected cases the short report names, one line each."""


@dataclass
class RunReport:
    """Everything a conformance run found."""

    engine: str
    hello: dict
    suite: str | None
    source: str
    results: list[CaseResult]
    expectations: Expectations = field(default_factory=Expectations)
    stale: list[str] = field(default_factory=list)
    """Expectations of cases the suite retired or renamed, each a line saying where it went."""
    validated: bool = False
    restarts: int = 0

    def outcome_of(self, result: CaseResult) -> str:
        """What the result means given the engine's expectation for the case."""
        return outcome(result.status, self.expectations.of(result.info))

    @property
    def unexpected(self) -> list[tuple[CaseResult, str]]:
        """The results that make the run fail: unexpected passes and failures."""
        found = [(result, self.outcome_of(result)) for result in self.results]
        return [(result, what) for result, what in found if what in FATAL]

    @property
    def not_gated(self) -> int:
        """How many cases have no expectation: a skip there does not fail the run."""
        return sum(self.expectations.of(result.info) is None for result in self.results)

    @property
    def exit_code(self) -> int:
        """1 if anything was unexpected, else 0."""
        return 1 if self.unexpected else 0

    def totals(self) -> Counter:
        """How many cases ended with each status."""
        return Counter(result.status for result in self.results)

    def grouped(self, key: Callable[[CaseInfo], str]) -> dict[str, Counter]:
        """The status counts of the cases grouped by ``key`` of their description, sorted."""
        groups: dict[str, Counter] = {}
        for result in self.results:
            groups.setdefault(key(result.info), Counter())[result.status] += 1
        return dict(sorted(groups.items()))

    def as_json(self) -> dict:
        """The machine-readable report."""
        return {
            "format": FORMAT,
            "engine": {"spec": self.engine, "hello": self.hello},
            "suite": self.suite,
            "source": self.source,
            "validated": self.validated,
            "restarts": self.restarts,
            "totals": _counts(self.totals()),
            "not_gated": self.not_gated,
            "by_variant": {k: _counts(v) for k, v in self.grouped(_variant).items()},
            "by_rule": {k: _counts(v) for k, v in self.grouped(_rule).items()},
            "unexpected": [
                {"id": result.info.id, "outcome": what} for result, what in self.unexpected
            ],
            "stale_expectations": self.stale,
            "cases": [
                result.as_json() | {"outcome": self.outcome_of(result)}
                for result in self.results
            ],
        }

    def text(self, verbose: bool = False) -> str:
        """The report for people: short by default (the variants and topics that did not all
        pass, each unexpected case in a line, the verdict); ``verbose``: the tables by variant
        and by rule, and every case that did not pass with where and why."""
        hello = self.hello
        lines = [
            f"conformance of {self.engine} ({hello.get('engine', '?')}, protocol "
            f"{hello.get('protocol', '?')}) against suite {self.suite or '?'} from {self.source}",
        ]
        lines.append(
            "every answer checked against the protocol's JSON Schemas" if self.validated else
            "answers NOT checked against the protocol's JSON Schemas (--no-validate): an answer "
            "of the wrong type may fail a case, or even pass it"
        )
        if verbose:
            lines += ["", *_table("variant", self.grouped(_variant))]
            lines += ["", *_table("rule", self.grouped(_rule))]
            lines += self._details(verbose)
        else:
            lines += self._short()
        lines += ["", self._verdict()]
        return "\n".join(lines)

    def _short(self) -> list[str]:
        """One line per variant and topic whose cases did not all pass, then one line per case
        that fails the run (the first ``SHOWN``; --verbose tells every case in full)."""
        groups = {name: counts for name, counts in self.grouped(_variant_and_topic).items()
                  if counts["passed"] != sum(counts.values())}
        lines = []
        if groups:
            lines += ["", "not all passed (variant / topic):"]
            width = max(map(len, groups))
            lines += [f"  {name:<{width}}  " + ", ".join(
                f"{counts[status]} {status}" for status in STATUSES if counts[status]
            ) for name, counts in groups.items()]
        unexpected = self.unexpected
        if unexpected:
            lines += ["", "unexpected (--verbose tells each case in full):"]
            lines += [f"  {MARKS[result.status]} {result.info.id}: {what}: {result.why()}"
                      for result, what in unexpected[:SHOWN]]
            if len(unexpected) > SHOWN:
                lines.append(f"  ... and {len(unexpected) - SHOWN} more")
        if self.stale:
            lines += ["", "expectations of cases the suite retired or renamed (move or remove "
                          "them; --update-expectations moves them):"]
            lines += [f"  ? {case}" for case in self.stale]
        return lines

    def _details(self, verbose: bool) -> list[str]:
        lines = []
        for status, title in (("failed", "failed"), ("errored", "errored (the engine failed)")):
            chosen = [r for r in self.results if r.status == status]
            if chosen:
                lines += ["", f"{title}:"]
                for result in chosen:
                    lines += self.case_lines(result)
        for offered, title in ((False, "skipped: the engine answered unsupported"),
                               (True, "skipped without being sent: the engine's hello leaves "
                                      "out what they need")):
            skipped = [r for r in self.results
                       if r.status == "skipped" and (r.trouble == NOT_OFFERED) == offered]
            if not skipped:
                continue
            lines += ["", f"{title}:"]
            if verbose:
                for result in skipped:
                    lines += self.case_lines(result)
            else:
                lines += _summary(skipped, offered)
        regressions = [r for r, what in self.unexpected if what == GATED_SKIP]
        if regressions:
            lines += ["", "skipped, though expected to pass (the expectations gate them):"]
            lines += [f"  - {result.info.id}: {result.message}" for result in regressions]
        surprises = [r for r, what in self.unexpected if what == UNEXPECTED_PASS]
        if surprises:
            lines += ["", "passed, though expected to fail or skip (remove their expectations):"]
            lines += [f"  ✓ {result.info.id}" for result in surprises]
        if self.stale:
            lines += ["", "expectations of cases the suite retired or renamed (move or remove "
                          "them; --update-expectations moves them):"]
            lines += [f"  ? {case}" for case in self.stale]
        return lines

    def case_lines(self, result: CaseResult) -> list[str]:
        info = result.info
        rule = f" [{info.rule}]" if info.rule else ""
        lines = [f"  {MARKS[result.status]} {info.id}{rule}",
                 f"      {info.feature}:{info.line}: {info.name}"]
        if result.step:
            lines.append(f"      at: {result.step}")
        if result.status == "failed":
            lines += [f"      expected: {result.expected}",
                      f"      the engine answered: {result.answered}"]
        elif result.message:
            trouble = f"{result.trouble}: " if result.status == ERRORED else ""
            lines += [f"      {trouble}{line}" if i == 0 else f"        {line}"
                      for i, line in enumerate(result.message.splitlines())]
        expectation = self.expectations.of(info)
        if expectation is not None:
            what = self.outcome_of(result)
            lines.append(f"      {what}" + (f": {expectation.reason}" if expectation.reason else "")
                         + (f" ({expectation.link})" if expectation.link else ""))
        return lines

    def _verdict(self) -> str:
        totals = self.totals()
        counts = ", ".join(f"{totals[status]} {status}" for status in STATUSES)
        outcomes = Counter(self.outcome_of(r) for r in self.results)
        known = [f"{outcomes[w]} × {w}" for w in (EXPECTED_FAILURE, EXPECTED_SKIP,
                                                   UNEXPECTED_SKIP) if outcomes[w]]
        unexpected = [f"{outcomes[w]} × {w}" for w in FATAL if outcomes[w]]
        verdict = "UNEXPECTED: " + ", ".join(unexpected) if unexpected else "nothing unexpected"
        restarts = f"; the engine was restarted {_times(self.restarts)}" if self.restarts else ""
        extra = f" ({', '.join(known)})" if known else ""
        free = self.not_gated
        gating = (
            f"{free} of {len(self.results)} cases have no expectation: a skip there does not fail "
            "the run (--update-expectations records each pass as pass)" if free
            else "every case has an expectation"
        )
        return f"{gating}\n{len(self.results)} cases: {counts}{extra}{restarts}. {verdict}"


def _summary(skipped: list[CaseResult], by_hello: bool) -> list[str]:
    """One line per reason for skipping, with its count; the hello's omissions one line per
    kind of thing left out, naming each (``razz (21)``)."""
    if not by_hello:
        return [f"  - {count} × {why}"
                for why, count in Counter(r.message for r in skipped).most_common()]
    kinds: dict[str, Counter] = {}
    for result in skipped:
        found = _LEFT_OUT.fullmatch(result.message)
        kind, name = (f"{found['what']} in {found['field']}", found["name"]) if found else (
            result.message, "")
        kinds.setdefault(kind, Counter())[name] += 1
    return [
        f"  - {sum(names.values())} × no {kind}: "
        + ", ".join(f"{name} ({count})" if name else str(count)
                    for name, count in sorted(names.items()))
        for kind, names in sorted(kinds.items(), key=lambda item: -sum(item[1].values()))
    ]


_LEFT_OUT = re.compile(r"not offered: the engine's hello lists no (?P<what>.+) (?P<name>\S+) "
                       r"in (?P<field>\w+)")


def _times(count: int) -> str:
    """``once``, ``twice``, ``3 times``."""
    return {1: "once", 2: "twice"}.get(count, f"{count} times")


def _variant(info: CaseInfo) -> str:
    return info.variant


def _variant_and_topic(info: CaseInfo) -> str:
    return f"{info.variant} / {info.topic}"


def _rule(info: CaseInfo) -> str:
    return info.rule or NO_RULE


def _counts(counter: Counter) -> dict[str, int]:
    return {status: counter[status] for status in STATUSES}


def _table(title: str, groups: dict[str, Counter]) -> list[str]:
    """A table of status counts, one row per group, a total at the foot."""
    width = max([len(title), *map(len, groups)])
    head = f"{'by ' + title:<{width + 2}}" + "".join(f"{s:>9}" for s in STATUSES)
    rows = [
        f"  {name:<{width}}" + "".join(f"{counts[s] or '·':>9}" for s in STATUSES)
        for name, counts in groups.items()
    ]
    return [head, *rows]
