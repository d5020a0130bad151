"""What the deliberately broken engines share: the reference engine's loop with a twist.

Each engine of this directory is a script that calls ``serve`` with a function
``twist(request, answer)`` that returns the line to write for a request (or
misbehaves: exits, sleeps). The conformance tests run them as commands.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable

from studrules.protocol.dispatch import handle

Twist = Callable[[dict, dict], str]


def serve(twist: Twist) -> None:
    """Answer each JSON line of stdin as the reference would, through ``twist``.

    The reference's tables are built first, so that the tests' short timeouts measure
    the twist, not the first evaluation.
    """
    handle({"id": 0, "rank": {"ranking": "high", "hands": ["As Ks Qs Js Ts", "A2345"]}})
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        answer = handle(request)
        sys.stdout.write(twist(request, answer) + "\n")
        sys.stdout.flush()


def in_process(twist: Twist) -> Callable[[dict], dict]:
    """The engine as a function, for ``python:`` engine specs: each answer through ``twist``."""
    return lambda request: json.loads(twist(request, handle(request)))


def honest(request: dict, answer: dict) -> str:
    """The reference's own answer line."""
    return json.dumps(answer)
