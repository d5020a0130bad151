"""The studrules commit a benchmark measures, for the first lines of its report.

Kept apart from ``hands.py`` so that the benchmarks that do not race PokerKit
(``other_games.py``, ``trainer_questions.py``) need not import it.
"""

from __future__ import annotations

import subprocess
from pathlib import Path


def revision() -> str:
    """The studrules commit measured, and whether its engine had uncommitted changes."""
    here = Path(__file__).resolve().parent.parent
    try:
        head = subprocess.run(["git", "-C", str(here), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(here), "status", "--porcelain", "--", "studrules"],
                               capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown revision"
    return f"commit {head}" + (" with uncommitted changes to studrules/" if dirty else "")
