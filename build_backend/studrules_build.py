"""The build backend: setuptools', plus mypyc when ``STUDRULES_COMPILE=1`` asks for it.

Without the switch this is ``setuptools.build_meta`` unchanged and the wheel is
the pure-Python one, the default and the reference. With ``STUDRULES_COMPILE=1``
the wheel build also asks for ``mypy[mypyc]`` (a build requirement only: the
compiled modules carry mypyc's runtime and need nothing installed), and
``setup.py`` compiles the engine's modules listed in ``compiled_modules.py``.
See docs/compiled.md.
"""

from __future__ import annotations

import os

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 (every hook not redefined here)

SWITCH = "STUDRULES_COMPILE"
MYPYC = "mypy[mypyc]>=2.4,<3"
"""The compiler, in the range the compiled build is tested with."""


def compiling() -> bool:
    """Whether the build was asked to compile the engine (``STUDRULES_COMPILE=1``)."""
    return os.environ.get(SWITCH, "") == "1"


def get_requires_for_build_wheel(config_settings=None):
    """setuptools' own requirements, and mypyc's when compiling.

    setuptools finds its own by running setup.py, which must not compile yet
    (mypyc is what is being asked for): it runs without the switch here.
    """
    if not compiling():
        return _setuptools.get_requires_for_build_wheel(config_settings)
    del os.environ[SWITCH]
    try:
        return [*_setuptools.get_requires_for_build_wheel(config_settings), MYPYC]
    finally:
        os.environ[SWITCH] = "1"
