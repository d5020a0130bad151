"""Test configuration: the engine under test, chosen with ``--engine``, the step vocabulary,
and the groups of tests that keep to one worker when pytest-xdist runs them in parallel."""

from __future__ import annotations

from pathlib import Path

import pytest
from locations import TESTS

pytest_plugins = ["steps", "databases"]


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--engine",
        default="reference",
        help='the engine the scenarios run against: "reference" (in process, the default), '
        'python:package.module:factory, or a command such as "studrules engine"',
    )


ONE_WORKER = {
    "browser": "browser",  # one chromium and one trainer server for every page test
    "kit/test_installed_wheel.py": "installed-wheel",  # the wheel built and installed once
    "kit/test_conformance_suite.py": "exported-suite",  # the whole suite exported once
}
"""Folders and modules whose tests share a costly fixture: each is one xdist group
(``make test`` runs ``--dist loadgroup``), so the fixture is made on one worker only."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        path = Path(item.path)
        if not path.is_relative_to(TESTS):
            continue
        where = path.relative_to(TESTS).as_posix()
        for place, group in ONE_WORKER.items():
            if where == place or where.startswith(place + "/"):
                item.add_marker(pytest.mark.xdist_group(group))


def pytest_report_header(config: pytest.Config) -> str:
    return f"engine under test: {config.getoption('engine')}"


@pytest.fixture(scope="session")
def engine(request: pytest.FixtureRequest):
    """The engine every scenario speaks to: started once, closed at the end of the session."""
    from patience import patience

    from studrules.protocol.engines import (
        make_engine,  # here, so tests that need no engine never load it
    )

    chosen = make_engine(request.config.getoption("engine"), timeout=patience(10))
    yield chosen
    chosen.close()
