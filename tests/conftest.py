"""Test configuration: the engine under test, chosen with ``--engine``, and the step vocabulary."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from kit_engines import engines_importable
from run_order import started_first
from shared_session import once

pytest_plugins = ["steps", "databases"]

def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The longest modules first (``run_order``), so that the two workers end together."""
    started_first(items)


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


@pytest.fixture(scope="session")
def suite_cases() -> list:
    """The whole suite's scenarios as cases, read once for every test that needs them."""
    from studrules.conformance.suite import collect, features_dir

    return collect(features_dir())


@pytest.fixture(scope="session")
def suite_exported(suite_cases, tmp_path_factory) -> dict:
    """The whole suite, exported once for the run (it takes some seconds: every test that
    runs exported cases of the real suite, on any worker, shares it)."""
    from studrules.conformance.export import export_cases
    from studrules.conformance.suite import features_dir
    from studrules.conformance.versioning import read_version

    return once(tmp_path_factory, "suite-exported",
                lambda: export_cases(suite_cases, str(read_version(features_dir()))))


@pytest.fixture(scope="session")
def exported_verdicts(suite_exported, tmp_path_factory) -> Callable[[str], dict[str, str]]:
    """The Python runner's verdict on every exported case of the suite, by case ID, for an
    engine spec, as ``studrules conformance --cases`` gives it (what the engine's hello leaves
    out is skipped): each engine is run once a run, whichever test on whichever worker asks
    first."""
    from patience import patience

    from studrules.conformance.runner import ExportedCase, Watched, handshake, run_cases
    from studrules.protocol.engines import make_engine

    def run(spec: str) -> dict[str, str]:
        cases = [ExportedCase(entry) for entry in suite_exported["cases"]]
        with engines_importable(), make_engine(spec, timeout=patience(10)) as engine:
            watched = Watched(engine, check_schemas=True)
            results = run_cases(watched, cases, hello=handshake(watched))
        return {result.info.id: result.status for result in results}

    return lambda spec: once(tmp_path_factory, f"verdicts-{spec}", lambda: run(spec))
