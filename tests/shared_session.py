"""Work done once for a whole test run, however many pytest-xdist workers it has.

A session fixture is made once per worker process, so with two workers each
export of the suite and each engine's run over it was done twice. ``once``
keeps the value in a JSON file in the directory the workers share (the parent
of each worker's base temporary directory; the base directory itself without
xdist), made by whichever worker asks first while the others wait on its lock
(filelock, as pytest-xdist's documentation advises). The directory belongs to
this run, so nothing is carried over from an earlier one.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from filelock import FileLock


def shared_directory(factory: pytest.TempPathFactory) -> Path:
    """The directory every worker of this run sees: the parent of the workers' base
    temporary directories under xdist, the base temporary directory without it."""
    base = factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def once(factory: pytest.TempPathFactory, name: str, make: Callable[[], Any]) -> Any:
    """``make()``'s value, made by one worker of the run and read by the others; every
    worker gets it as read back from JSON, so all see the same value."""
    slug = re.sub(r"[^A-Za-z0-9.-]+", "-", name).strip("-")[:60]
    tag = hashlib.sha256(name.encode()).hexdigest()[:12]
    path = shared_directory(factory) / f"shared-{slug}-{tag}.json"
    with FileLock(str(path) + ".lock"):
        if not path.exists():
            path.write_text(json.dumps(make()), encoding="utf-8")
        return json.loads(path.read_text(encoding="utf-8"))
