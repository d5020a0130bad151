"""``studrules replay FILE``: check a PHH hand history against the rules and print what it found.

The exit code is 0 when the history follows the rules, 1 when something in it
breaks a rule (printed with the rule's ID), and 2 when the file cannot be read
or replayed (printed with the line and column where there is one) or the engine
cannot be used. A ``.phhs`` file of several hands is checked hand by hand; its
exit code is the worst of theirs.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TextIO

from studrules.phh.checking import Report, check
from studrules.phh.reading import History, PHHError, loads_all
from studrules.progress import Progress
from studrules.protocol.engines import Engine, EngineError, make_engine
from studrules.shown import visible
from studrules.variants import get_variant


def replay(
    path: str | Path,
    engine: str = "reference",
    profile: str | None = None,
    options: Mapping[str, str] | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Check every hand of the history at ``path`` (a ``.phh`` file, or a ``.phhs`` file of
    several) with the ``engine`` spec and print what each breaks; the worst exit code."""
    out, err = out or sys.stdout, err or sys.stderr
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        print(visible(f"studrules replay: cannot read {path}: {error}"), file=err)
        return 2
    try:
        hands = loads_all(text)
    except PHHError as error:
        print(visible(f"studrules replay: {located(path, error)}"), file=err)
        return 2
    several = len(hands) > 1
    codes = []
    counting = Progress("studrules replay", len(hands), "hands", err)
    try:
        with make_engine(engine) as speaker, counting:
            for hand in hands:
                codes.append(_replay_one(hand, speaker, path, several, profile, options,
                                         counting.say, out, err))
                counting.advance()
    except EngineError as error:
        print(visible(f"studrules replay: {path}: {error}"), file=err)
        return 2
    return max(codes)


def _replay_one(
    hand: History | PHHError,
    engine: Engine,
    path: str | Path,
    several: bool,
    profile: str | None,
    options: Mapping[str, str] | None,
    say: Callable[[str, TextIO], None],
    out: TextIO,
    err: TextIO,
) -> int:
    """Check one hand and ``say`` what it found on ``out`` (or why it could not, on ``err``);
    its exit code (0 follows the rules, 1 breaks one, 2 unread)."""
    try:
        if isinstance(hand, PHHError):
            raise hand
        report = check(hand, engine, profile, options)
    except PHHError as error:
        error.hand = error.hand or getattr(hand, "name", "")
        say(f"studrules replay: {visible(located(path, error))}", err)
        return 2
    name = f"{path}, hand [{hand.name}]" if several else str(path)
    for line in report_lines(report, name, profile, options or {}):
        say(visible(line), out)
    return 0 if report.ok else 1


def located(path: str | Path, error: PHHError) -> str:
    """``error`` after its place: ``hand.phh:9:14: ...``, or ``hand.phh: ...`` without one;
    in a file of several hands, the hand first (``hands.phhs:40:3: hand [2], ...``)."""
    where = f"{path}" if error.line is None else f"{path}:{error.line}:{error.column}"
    return f"{where}: " + (f"hand [{error.hand}], " if error.hand else "") + str(error)


def report_lines(
    report: Report, path: str | Path, profile: str | None, options: Mapping[str, str]
) -> list[str]:
    """The text of ``report``: what was replayed, what it found, and the verdict."""
    history = report.history
    rules = profile or history.profile or "casino"
    settings = {**({} if profile else history.options), **options}
    told = f"{rules} rules" + "".join(f", {k}={v}" for k, v in settings.items())
    lines = [
        f"replaying {path}: {get_variant(history.variant).names.phrase} ({history.code}), "
        f"{history.players} players, {told}, {report.engine} engine",
        *(f"  {note}" for note in report.notes),
    ]
    found = report.violation
    if report.unjudged:
        lines.append(f"? {report.unjudged}")
    elif found is None:
        lines.append("✓ the hand follows the rules")
    else:
        lines.append(f"✗ {found.where}: {found.message} [{found.rule}]")
        if found.reason:
            lines.append(f"  the rules: {found.reason} [{found.rule}]")
    return lines
