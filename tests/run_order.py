"""The order the test workers start the modules in: the longest first (``STARTED_FIRST``).

tests/conftest.py applies it to every collection (``started_first``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

STARTED_FIRST = (
    "kit/test_conformance_suite.py",
    "engine/test_recorded_hands.py",
    "engine/test_invariants_seven_card_games.py",
    "kit/test_installed_wheel.py",
    "kit/test_conformance_js.py",
    "scenarios/test_settle_rulings.py",
    "trainer/test_trainer_serving.py",
    "browser/test_browser_accessibility.py",
    "engine/test_invariants_five_card_games.py",
    "browser/test_browser_disputes.py",
    "browser/test_browser_trust.py",
    "irregularities/test_refusal_wording.py",
)
"""The test modules that take longest (``--durations``), in the order the workers start them.

With ``--dist loadfile`` a module runs whole on one worker, and pytest-xdist hands out
modules in the order of the collection (the Makefile turns off its own reordering,
which puts the modules with most tests first, so that the longest, which have few
tests, came last and one worker ran them alone at the end). Started first, the long
modules leave the short ones to even out the two workers' ends. The first two make the
suite's export and verdicts every conformance module shares (``once``), so those that
read them (``test_conformance_js``) start after the export is made rather than wait
for it.
"""


def started_first(items: list[pytest.Item]) -> None:
    """Put the modules of ``STARTED_FIRST`` first, in its order; the rest keep theirs."""
    here = Path(__file__).parent
    rank = {name: place for place, name in enumerate(STARTED_FIRST)}

    def place(item: pytest.Item) -> int:
        return rank.get(item.path.relative_to(here).as_posix(), len(STARTED_FIRST))

    items.sort(key=place)
