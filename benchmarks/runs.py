"""What the benchmarks share: the commit they measure, and the usual run arguments.

Kept apart from ``hands.py`` so that the benchmarks that do not race PokerKit
(``other_games.py``, ``trainer_questions.py``) need not import it.
"""

from __future__ import annotations

import argparse
import subprocess
from collections.abc import Sequence
from pathlib import Path

from studrules.compiled import compiled_modules


def revision() -> str:
    """The studrules commit measured, whether its engine had uncommitted changes, and its build.

    The build is the engine imported: ``interpreted`` (the default install), or
    ``compiled`` (``STUDRULES_COMPILE=1``, docs/compiled.md) with how many of
    the modules imported so far are compiled; so call it once the engine is imported.
    """
    here = Path(__file__).resolve().parent.parent
    try:
        head = subprocess.run(["git", "-C", str(here), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(here), "status", "--porcelain", "--", "studrules"],
                               capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return f"unknown revision, {build()}"
    return (f"commit {head}" + (" with uncommitted changes to studrules/" if dirty else "")
            + f", {build()}")


def build() -> str:
    """``interpreted``, or ``compiled (N modules)``: the engine's modules imported so far."""
    compiled = compiled_modules()
    return f"compiled ({len(compiled)} modules)" if compiled else "interpreted"


def parse_run(
    description: str, count: str, default: int, what: str, argv: Sequence[str] | None
) -> argparse.Namespace:
    """``--COUNT`` (``what`` per pass, ``default``), ``--repeat`` and ``--seed``, checked."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument(f"--{count}", type=int, default=default,
                        help=f"{what} per pass (default {default})")
    parser.add_argument("--repeat", type=int, default=5, help="interleaved repeats (default 5)")
    parser.add_argument("--seed", type=int, default=2024, help="random seed (default 2024)")
    args = parser.parse_args(argv)
    if getattr(args, count) < 1 or args.repeat < 1:
        parser.error(f"--{count} and --repeat must be at least 1")
    return args
