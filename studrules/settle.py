"""``studrules settle``: run a dispute written as scenarios and print what the rules require.

Each step is printed as passed (✓), failed (✗) or skipped (-), with what the
engine ruled and the rules it cited; then a summary. The exit code is 1 if a
step failed, 2 if the file is malformed or the engine cannot start, else 0.
House rules given here win over the scenario's own (``studrules.scenarios.runner``).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TextIO

from studrules.engines import EngineError, make_engine
from studrules.scenarios import (
    FAILED,
    PASSED,
    SKIPPED,
    Report,
    ScenarioFileError,
    Step,
    StepResult,
    run_file,
)

MARKS = {PASSED: "✓", FAILED: "✗", SKIPPED: "-"}
GAP = "   "


def settle(
    path: str | Path,
    engine: str = "reference",
    profile: str | None = None,
    options: Mapping[str, str] | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Run the feature file at ``path`` against the ``engine`` spec, print it; the exit code."""
    out, err = out or sys.stdout, err or sys.stderr
    options = dict(options or {})
    try:
        with make_engine(engine) as speaker:
            report = run_file(path, speaker, profile, options, settling=True)
            name = speaker.name
    except (ScenarioFileError, EngineError) as error:
        print(f"studrules settle: {error}", file=err)
        return 2
    for line in report_lines(report, name, profile, options):
        print(line, file=out)
    return 1 if report.failed else 0


def report_lines(
    report: Report, engine: str, profile: str | None, options: Mapping[str, str]
) -> list[str]:
    """The text of ``report``: a header, each scenario and its steps, then the summary."""
    lines = [f"settling {report.path} with the {engine} engine"]
    overrides = ([f"profile {profile}"] if profile else []) + [
        f"{name}={value}" for name, value in options.items()
    ]
    if overrides:
        lines.append("house rules from the command line, over the scenario's: "
                     + ", ".join(overrides))
    for result in report.scenarios:
        scenario = result.scenario
        where = f"{scenario.path}:{scenario.example or scenario.line}"
        rule = f"{scenario.rule}, " if scenario.rule else ""
        lines += ["", f"Scenario: {scenario.name}{GAP}({rule}{where})"]
        for step in result.steps:
            lines.append(step_line(step))
            lines += table_lines(step.step)
    counts = [f"{report.count(PASSED)} passed", f"{report.count(FAILED)} failed"]
    if report.count(SKIPPED):
        counts.append(f"{report.count(SKIPPED)} skipped")
    return [*lines, "", ", ".join(counts)]


def step_line(result: StepResult) -> str:
    """A step with its mark, what the engine ruled and the rules it cited."""
    step = result.step
    line = f"  {MARKS[result.status]} {step.keyword} {step.text}"
    if result.status == FAILED:
        line += f"{GAP}expected: {result.expected}, the engine ruled: {result.ruling}"
    elif result.status == SKIPPED:
        line += f"{GAP}skipped" + (f": {result.ruling}" if result.ruling else "")
    elif result.ruling:
        line += f"{GAP}→ {result.ruling}"
    if result.rules:
        line += GAP + "[" + "; ".join(citation(rule, text) for rule, text in result.rules) + "]"
    return line


def citation(rule: str, text: str) -> str:
    """A cited rule: ``BRING-IN.SUIT-TIE: 4♦ ranks below 4♠``."""
    return f"{rule}: {text}" if text else rule


def table_lines(step: Step) -> Iterable[str]:
    """The step's data table, columns aligned, under the step."""
    rows = step.table or ()
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))] if rows else []
    for row in rows:
        yield "      | " + " | ".join(cell.ljust(w) for cell, w in zip(row, widths)) + " |"
