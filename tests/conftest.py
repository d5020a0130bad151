"""Test configuration: the engine under test, chosen with ``--engine``, and the step vocabulary."""

from __future__ import annotations

import pytest

pytest_plugins = ["steps", "databases"]


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--engine",
        default="reference",
        help='the engine the scenarios run against: "reference" (in process, the default), '
        'python:package.module:factory, or a command such as "studrules engine"',
    )


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
