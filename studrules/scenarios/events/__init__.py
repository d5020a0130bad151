"""Steps for irregular events: what went wrong at the table, one module per topic.

Each When step records an event as the deal request gives it (an object in
``actions``, docs/irregularities.md); the Then steps read the engine's answer.
The modules register their steps on import, as ``hands`` does.
"""

from studrules.scenarios.events import (
    action,
    common,
    dealing_errors,
    exposed,
    forced_bets,
    misdeals,
    rulings,
    showdown,
)

__all__ = ["action", "common", "dealing_errors", "exposed", "forced_bets", "misdeals", "rulings",
           "showdown"]
