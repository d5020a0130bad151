"""Stable case IDs: ``path::slug-of-the-scenario-name``, and ``::the row`` for an outline's row.

The path is the feature file's, relative to the features directory and without
``.feature`` (``hands/betting``). The scenario's name becomes a slug (lower case,
letters and digits, runs of anything else as one ``-``). An outline's row keeps
its cells as written, joined by `` | ``: rows often differ only in spelling (``As``
and ``A♠``, ``Jk`` and ``jk``), which a slug would merge. An ID changes only when
the file is moved, the scenario renamed or the row edited.
"""

from __future__ import annotations

import re
from pathlib import Path

from studrules.scenarios import Scenario
from studrules.scenarios.gherkin import _cells as row_cells

_NOT_SLUG = re.compile(r"[^a-z0-9]+")
SEPARATOR = "::"


def slug(text: str) -> str:
    """``text`` in lower case with every run of characters other than a-z and 0-9 as ``-``."""
    return _NOT_SLUG.sub("-", text.lower()).strip("-")


def case_id(scenario: Scenario, root: Path, lines: list[str]) -> str:
    """The ID of ``scenario``, read from a file under ``root`` whose lines are ``lines``."""
    path = Path(scenario.path).resolve().relative_to(root.resolve()).with_suffix("")
    parts = [path.as_posix(), slug(scenario.name)]
    if scenario.example is not None:
        parts.append(" | ".join(row_cells(lines[scenario.example - 1].strip()) or ()))
    return SEPARATOR.join(parts)
