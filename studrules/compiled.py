"""What the optional compiled build (docs/compiled.md) needs from the code, at no cost without it.

``mypyc_attr(native_class=False)`` marks a class mypyc must keep an ordinary
Python class: one that keeps something in its ``__dict__`` (a game's cached
properties), which mypyc's native classes do not have. mypyc reads the
mark while compiling, from the type checker's view (``mypy_extensions``, which
comes with mypy); at run time the mark is this module's decorator that changes
nothing, so the engine imports no third-party package, compiled or not.
"""

from __future__ import annotations

import sys
from importlib.machinery import EXTENSION_SUFFIXES
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr
else:
    def mypyc_attr(*_attrs, **_settings):
        """A class decorator that changes nothing (mypyc reads it while compiling)."""
        return lambda cls: cls


def compiled_modules() -> list[str]:
    """The names of the studrules modules imported so far that are compiled (extension modules).

    Empty in the default, pure-Python install; the benchmarks print it, and
    ``tests/engine/test_compiled_build.py`` checks it against the build it expects.
    """
    return sorted(
        name for name, module in list(sys.modules.items())
        if name.partition(".")[0] == "studrules"
        and (getattr(module, "__file__", None) or "").endswith(tuple(EXTENSION_SUFFIXES))
    )
