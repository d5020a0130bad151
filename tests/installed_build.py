"""Which build of the engine this Python imports, and from where: interpreted or compiled.

The compiled build (docs/compiled.md) compiles the modules that
``build_backend/compiled_modules.py`` lists. ``problems`` imports each of them
and says what differs from the build expected: a compiled module in an
interpreted run, a listed module left interpreted in a compiled one, or the
engine imported from this checkout's ``studrules/`` where an installed
package is under test (or the other way round). A run that imported the
wrong engine would otherwise test it and pass.

``tests/engine/test_compiled_build.py`` asks it in every test run;
``make release`` runs it as a script with the Python of each artefact's own
virtual environment (a script, not ``-m``, so that the checkout is not on the
path)::

    python tests/installed_build.py compiled|interpreted
"""

from __future__ import annotations

import importlib
import runpy
import sys
from pathlib import Path

import studrules
from studrules.compiled import compiled_modules

CHECKOUT = Path(__file__).resolve().parent.parent
LISTED: list[str] = runpy.run_path(str(CHECKOUT / "build_backend" / "compiled_modules.py"))[
    "MODULES"
]
NAMES = [path.removesuffix(".py").removesuffix("/__init__").replace("/", ".") for path in LISTED]
BUILDS = ("interpreted", "compiled")


def problems(expected: str, installed: bool) -> list[str]:
    """What differs from the ``expected`` build, imported from an ``installed`` package
    (True) or from this checkout (False); empty when nothing does."""
    if expected not in BUILDS:
        return [f'unknown build "{expected}": choose one of {", ".join(BUILDS)}']
    for name in NAMES:
        importlib.import_module(name)
    compiled = set(compiled_modules())
    found = []
    if expected == "compiled" and compiled != set(NAMES):
        found.append(f"not compiled: {sorted(set(NAMES) - compiled)}; "
                     f"compiled but not listed: {sorted(compiled - set(NAMES))}")
    if expected == "interpreted" and compiled:
        found.append(f"compiled modules in an interpreted run: {sorted(compiled)}")
    from_checkout = CHECKOUT / "studrules" in Path(studrules.__file__).resolve().parents
    if from_checkout == installed:
        where = "this checkout" if from_checkout else "an installed package"
        found.append(f"the engine was imported from {where}: {studrules.__file__}")
    return found


def main(argv: list[str]) -> int:
    """Check the build named by ``argv`` (installed, not the checkout's); 1 and why if wrong."""
    if len(argv) != 1:
        print("usage: python tests/installed_build.py compiled|interpreted", file=sys.stderr)
        return 2
    found = problems(argv[0], installed=True)
    for problem in found:
        print(problem, file=sys.stderr)
    if not found:
        print(f"{argv[0]} build, {len(compiled_modules())} compiled modules, "
              f"installed at {Path(studrules.__file__).parent}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
