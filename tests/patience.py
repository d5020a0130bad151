"""How long a test waits on another process: a base time scaled for the machine it runs on.

A test that waits on a subprocess or a server (to start, to answer, to stop)
waits ``patience(seconds)``, where ``seconds`` is enough on a quiet machine.
The waits are upper bounds, never sleeps: a test that passes returns as soon
as what it waits for happens, so a generous factor costs nothing but the time
a failing test takes to say so. ``STUDRULES_TEST_PATIENCE`` sets the factor
(default 4, enough for a two-core machine with another job busy on one core);
a slower machine sets more.
"""

from __future__ import annotations

import os

VARIABLE = "STUDRULES_TEST_PATIENCE"
DEFAULT_FACTOR = 4.0


def factor() -> float:
    """The factor every wait is scaled by: ``STUDRULES_TEST_PATIENCE``, else the default."""
    text = os.environ.get(VARIABLE, "").strip()
    if not text:
        return DEFAULT_FACTOR
    try:
        value = float(text)
    except ValueError:
        raise ValueError(f'{VARIABLE} must be a number such as 2 or 0.5, not "{text}"') from None
    if not value > 0:
        raise ValueError(f'{VARIABLE} must be more than 0, not "{text}"')
    return value


def patience(seconds: float) -> float:
    """``seconds`` (enough on a quiet machine) scaled by the factor for this one."""
    return seconds * factor()
