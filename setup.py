"""Compiles the engine with mypyc when ``STUDRULES_COMPILE=1``; otherwise adds nothing.

Everything about the package is in pyproject.toml. This file exists for the
optional compiled build only (docs/compiled.md): with the switch, the modules
of ``build_backend/compiled_modules.py`` become extension modules beside their
``.py`` sources; without it, ``setup()`` adds nothing and the wheel is pure Python.
A compiled build works in ``build/compiled/`` (mypyc's C files, setuptools'
build and bdist folders), never in setuptools' usual ``build/lib``: what a
pure build packs from there must not pick up a compiled module left by an
earlier compiled build, and each compiled build starts that folder afresh, so its
wheel holds exactly the modules listed now.
"""

import os
import shutil
import sys
from pathlib import Path

from setuptools import setup

if os.environ.get("STUDRULES_COMPILE", "") == "1":
    sys.path.insert(0, str(Path(__file__).resolve().parent / "build_backend"))
    from compiled_modules import MODULES
    from mypyc.build import mypycify

    work = "build/compiled"
    shutil.rmtree(f"{work}/setuptools", ignore_errors=True)
    setup(
        ext_modules=mypycify(MODULES, opt_level="3", group_name="studrules",
                             target_dir=f"{work}/mypyc"),
        options={"build": {"build_base": f"{work}/setuptools"}},
    )
else:
    setup()
