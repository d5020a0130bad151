"""The tests run against the build they mean to: the pure-Python engine, or the compiled one.

``make test`` runs the engine of this checkout, interpreted (the default and the
reference); ``make test-compiled`` and ``make release`` install the compiled wheel
in a virtual environment of its own and check it there with
``tests/installed_build.py``, which this test asks too: with
``STUDRULES_EXPECT_BUILD=compiled`` it expects every listed module compiled and
from an installed package; by default, none compiled and from this checkout.
"""

from __future__ import annotations

import os

from installed_build import problems

EXPECTED = os.environ.get("STUDRULES_EXPECT_BUILD", "interpreted")


def test_the_engine_is_the_build_expected_from_where_expected():
    assert problems(EXPECTED, installed=EXPECTED == "compiled") == []


def test_a_wrong_build_or_an_unknown_one_is_named():
    other = "interpreted" if EXPECTED == "compiled" else "compiled"
    assert problems(other, installed=EXPECTED == "compiled")
    assert problems(EXPECTED, installed=EXPECTED != "compiled")
    assert problems("fast", installed=False) == [
        'unknown build "fast": choose one of interpreted, compiled'
    ]
