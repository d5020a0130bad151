"""Every scenario of features/ as a test, run against the engine chosen with ``--engine``."""

from pytest_bdd import scenarios

scenarios(".")
