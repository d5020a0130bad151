"""The build backend: setuptools', plus mypyc when ``STUDRULES_COMPILE=1`` asks for it.

Without the switch this is ``setuptools.build_meta`` unchanged and the wheel is
the pure-Python one, the default and the reference. With ``STUDRULES_COMPILE=1``
the wheel build also asks for ``mypy[mypyc]`` (a build requirement only: the
compiled modules carry mypyc's runtime and need nothing installed), and
``setup.py`` compiles the engine's modules listed in ``compiled_modules.py``.
The switch is for wheels only: an sdist is source whatever the switch says
(a wheel built from it with the switch is compiled), and an editable install
runs the checkout's ``.py`` files. See docs/compiled.md.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 (every hook not redefined here)

SWITCH = "STUDRULES_COMPILE"
MYPYC = "mypy[mypyc]>=2.4,<3"
"""The compiler, in the range the compiled build is tested with."""


def compiling() -> bool:
    """Whether the build was asked to compile the engine (``STUDRULES_COMPILE=1``)."""
    return os.environ.get(SWITCH, "") == "1"


@contextmanager
def _switched_off() -> Iterator[None]:
    """setuptools runs setup.py for this hook as if the switch were not set."""
    was = os.environ.pop(SWITCH, None)
    try:
        yield
    finally:
        if was is not None:
            os.environ[SWITCH] = was


def get_requires_for_build_wheel(config_settings=None):
    """setuptools' own requirements, and mypyc's when compiling.

    setuptools finds its own by running setup.py, which must not compile yet
    (mypyc is what is being asked for): it runs with the switch off here.
    """
    with _switched_off():
        required = _setuptools.get_requires_for_build_wheel(config_settings)
    return [*required, MYPYC] if compiling() else required


def _without_switch(hook: Callable[..., Any]) -> Callable[..., Any]:
    """setuptools' ``hook``, run as if the switch were not set (sdists and editable installs)."""

    @functools.wraps(hook)
    def run(*args: Any, **kwargs: Any) -> Any:
        with _switched_off():
            return hook(*args, **kwargs)

    return run


get_requires_for_build_sdist = _without_switch(_setuptools.get_requires_for_build_sdist)
build_sdist = _without_switch(_setuptools.build_sdist)
get_requires_for_build_editable = _without_switch(_setuptools.get_requires_for_build_editable)
prepare_metadata_for_build_editable = _without_switch(
    _setuptools.prepare_metadata_for_build_editable)
build_editable = _without_switch(_setuptools.build_editable)
