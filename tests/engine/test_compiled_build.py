"""The tests run against the build they mean to: the pure-Python engine, or the compiled one.

``make test`` runs the engine of this checkout, interpreted (the default and the
reference); ``make test-compiled`` installs the wheel built with
``STUDRULES_COMPILE=1`` in ``build/compiled/.venv`` and runs the engine-facing
tests there with ``STUDRULES_EXPECT_BUILD=compiled``. Each run checks here that
every module the compiled build lists was imported as that build has it, and
from where: a compiled run that imported this checkout's ``.py`` files instead
(through ``sys.path`` or pytest's rootdir) would test the wrong engine and pass.
"""

from __future__ import annotations

import importlib
import os
import runpy
from pathlib import Path

from locations import REPO

import studrules
from studrules.compiled import compiled_modules

ROOT = REPO
LISTED = runpy.run_path(str(ROOT / "build_backend" / "compiled_modules.py"))["MODULES"]
EXPECTED = os.environ.get("STUDRULES_EXPECT_BUILD", "interpreted")
NAMES = [path.removesuffix(".py").removesuffix("/__init__").replace("/", ".") for path in LISTED]


def test_the_expected_build_is_one_of_the_two():
    assert EXPECTED in ("interpreted", "compiled"), EXPECTED


def test_every_listed_module_is_imported_as_the_build_has_it():
    for name in NAMES:
        importlib.import_module(name)
    compiled = set(compiled_modules())
    if EXPECTED == "compiled":
        assert compiled == set(NAMES), sorted(set(NAMES) ^ compiled)
    else:
        assert compiled == set(), f"compiled modules in an interpreted run: {sorted(compiled)}"


def test_the_engine_comes_from_the_build_under_test():
    here = ROOT / "studrules"
    from_checkout = here in Path(studrules.__file__).resolve().parents
    assert from_checkout == (EXPECTED == "interpreted"), studrules.__file__
