"""The order the test workers start the modules in (``STARTED_FIRST`` of tests/run_order.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from locations import REPO
from run_order import STARTED_FIRST, started_first

HERE = Path(__file__).parent


@dataclass
class Item:
    """As much of a collected test as the hook reads: its module's path."""

    path: Path


def test_every_module_started_first_is_a_test_module_of_the_suite():
    missing = [name for name in STARTED_FIRST if not (HERE / name).is_file()]
    assert missing == [], f"STARTED_FIRST names modules that are not there: {missing}"
    assert len(set(STARTED_FIRST)) == len(STARTED_FIRST)


def test_the_modules_started_first_come_first_and_the_rest_keep_their_order():
    first, second = HERE / STARTED_FIRST[0], HERE / STARTED_FIRST[1]
    others = [HERE / "b" / "test_b.py", HERE / "a" / "test_a.py"]
    items = [Item(others[0]), Item(second), Item(first), Item(others[1]), Item(first)]
    started_first(items)  # type: ignore[arg-type]
    assert [item.path for item in items] == [first, first, second, *others]


def test_the_workers_take_the_modules_in_the_collections_order():
    """pytest-xdist's own reordering (most tests first) would undo ``STARTED_FIRST``."""
    line = next(line for line in (REPO / "Makefile").read_text().splitlines()
                if line.startswith("PYTEST_PARALLEL :="))
    assert "--dist loadfile" in line and "--no-loadscope-reorder" in line
