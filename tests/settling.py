"""Running ``studrules settle`` as a user does, for the tests of every layer that settle."""

import subprocess
import sys

from locations import REPO
from patience import patience


def settle(*args: str) -> tuple[int, str, str]:
    """Run ``python -m studrules settle`` with ``args``: its exit code, stdout and stderr."""
    done = subprocess.run(
        [sys.executable, "-m", "studrules", "settle", *map(str, args)],
        capture_output=True, text=True, encoding="utf-8", timeout=patience(60), cwd=REPO,
    )
    return done.returncode, done.stdout, done.stderr
