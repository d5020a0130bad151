"""The modules a compiled build (``STUDRULES_COMPILE=1``) hands to mypyc.

What a hand's step runs through: the hand and its components, the rankings,
the values and the game definitions they read. Everything else (protocol,
scenarios, conformance, PHH, command line, trainer) stays Python: it runs once
a request, not once an action. docs/compiled.md says how this was measured.
"""

from pathlib import Path

_ENGINE = Path(__file__).resolve().parent.parent / "studrules"

MODULES = sorted(
    [
        *(f"studrules/{name}.py" for name in (
            "cards", "errors", "house_rules", "money", "options", "placing", "prose",
            "variants", "vocabulary",
        )),
        *(path.relative_to(_ENGINE.parent).as_posix()
          for folder in ("game", "hand", "hand/components", "rankings")
          for path in (_ENGINE / folder).glob("*.py")
          if path.name != "__init__.py" or folder == "rankings"),
    ]
)
