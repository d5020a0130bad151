"""``studrules replay FILE``: check a PHH hand history against the rules and print what it found.

The exit code is 0 when the history follows the rules, 1 when something in it
breaks a rule (printed with the rule's ID), and 2 when the file cannot be read
or replayed or the engine cannot be used.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TextIO

from studrules.engines import EngineError, make_engine
from studrules.phh.checking import Report, check
from studrules.phh.reading import PHHError, loads

TITLES = {"F7S": "seven-card stud", "F7S/8": "seven-card stud high-low", "FR": "razz"}


def replay(
    path: str | Path,
    engine: str = "reference",
    profile: str | None = None,
    options: Mapping[str, str] | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Check the hand history at ``path`` with the ``engine`` spec, print it; the exit code."""
    out, err = out or sys.stdout, err or sys.stderr
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        print(f"studrules replay: cannot read {path}: {error}", file=err)
        return 2
    try:
        history = loads(text)
        with make_engine(engine) as speaker:
            report = check(history, speaker, profile, options)
    except (PHHError, EngineError) as error:
        print(f"studrules replay: {path}: {error}", file=err)
        return 2
    for line in report_lines(report, path, profile, options or {}):
        print(line, file=out)
    return 0 if report.ok else 1


def report_lines(
    report: Report, path: str | Path, profile: str | None, options: Mapping[str, str]
) -> list[str]:
    """The text of ``report``: what was replayed, what it found, and the verdict."""
    history = report.history
    rules = profile or history.profile or "casino"
    settings = {**({} if profile else history.options), **options}
    told = f"{rules} rules" + "".join(f", {k}={v}" for k, v in settings.items())
    lines = [
        f"replaying {path}: {TITLES[history.code]} ({history.code}), {history.players} "
        f"players, {told}, {report.engine} engine",
        *(f"  {note}" for note in report.notes),
    ]
    found = report.violation
    if found is None:
        lines.append("✓ the hand follows the rules")
    else:
        lines.append(f"✗ {found.where}: {found.message} [{found.rule}]")
        if found.reason:
            lines.append(f"  the rules: {found.reason} [{found.rule}]")
    return lines
