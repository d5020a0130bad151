"""The example engines of tests/engines, as the conformance kit's tests start them."""

from __future__ import annotations

import shlex
import shutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from locations import ENGINES, REPO

RUNNER = REPO / "kit" / "js" / "run.mjs"
"""The conformance runner without Python."""
NODE = shutil.which("node") or "node"
NODE_HIGH = shlex.join([NODE, str(ENGINES / "high.js")])
"""The Node engine of high hands, as a command."""
POKERKIT = "python:studrules.adapters.pokerkit_engine:factory"


@contextmanager
def engines_importable() -> Iterator[None]:
    """tests/engines on the path while an engine of theirs is made (``python:askew:engine``)."""
    sys.path.insert(0, str(ENGINES))
    try:
        yield
    finally:
        sys.path.remove(str(ENGINES))
