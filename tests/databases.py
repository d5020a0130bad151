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


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path) -> Iterator[str]:
    """The ``DATABASE`` setting of an empty database, once of each kind."""
    if request.param == "sqlite":
        yield str(tmp_path / "trainer.sqlite")
    else:
        yield request.getfixturevalue("postgresql_database")
