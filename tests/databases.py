"""The trainer's databases for tests: SQLite in a temporary folder, and PostgreSQL.

PostgreSQL comes from ``STUDRULES_TEST_POSTGRESQL``, the URL of a server's
maintenance database; ``.ci/run`` starts a throwaway server and sets it (run
``.ci/with-postgresql make test`` to do the same by hand). Each test gets a
database of its own on that server. Without the variable the PostgreSQL cases
are skipped, saying why; under CI (``CI=true``) they fail instead, so that a
missing server cannot pass unnoticed.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from studrules_trainer.testing import scratch_database

SERVER_VARIABLE = "STUDRULES_TEST_POSTGRESQL"


def postgresql_server() -> str:
    """The URL of the tests' PostgreSQL server; without one, skip the test (fail it in CI)."""
    url = os.environ.get(SERVER_VARIABLE, "").strip()
    if url:
        return url
    message = (f"{SERVER_VARIABLE} is not set, so there is no PostgreSQL server to test against "
               "(run the tests through .ci/with-postgresql)")
    if os.environ.get("CI", "").strip().lower() in ("true", "1", "yes"):
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture
def postgresql_database() -> Iterator[str]:
    """The URL of an empty PostgreSQL database, dropped after the test."""
    with scratch_database(postgresql_server()) as url:
        yield url


@contextmanager
def empty_database(kind: str, folder: Path) -> Iterator[str]:
    """The ``DATABASE`` setting of an empty database of ``kind``: a file in ``folder``, or
    a PostgreSQL database on the tests' server, dropped afterwards."""
    if kind == "sqlite":
        yield str(folder / "trainer.sqlite")
    else:
        with scratch_database(postgresql_server()) as url:
            yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path) -> Iterator[str]:
    """The ``DATABASE`` setting of an empty database, once of each kind."""
    with empty_database(request.param, tmp_path) as setting:
        yield setting


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def module_database(request: pytest.FixtureRequest, tmp_path_factory) -> Iterator[str]:
    """Like ``database``, but shared by the tests of a module (a fuzzer's app, say)."""
    with empty_database(request.param, tmp_path_factory.mktemp(request.param)) as setting:
        yield setting
