"""Where the rulebook (``spec/``) and the scenario suite (``features/``) are.

Both folders live at the top of the repository. A built wheel carries them
inside the package, as ``studrules/_spec`` and ``studrules/_features``
(``pyproject.toml`` maps them there); a clone, or an editable install of one,
reads them beside the package. Every reader of either folder asks here, so the
same code works installed and from a checkout.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from studrules.errors import StudrulesError

_CHECKOUT = Path(__file__).resolve().parent.parent
"""The repository's top folder, when the package is run from a clone."""


class MissingResourceError(StudrulesError):
    """The installed package lacks its rulebook or its suite (a broken or partial install)."""


def _folder(name: str) -> Path:
    """The folder ``name`` (``spec``, ``features``) shipped in the package, else the clone's."""
    shipped = files("studrules") / f"_{name}"
    if isinstance(shipped, Path) and shipped.is_dir():
        return shipped
    beside = _CHECKOUT / name
    if beside.is_dir():
        return beside
    raise MissingResourceError(
        f"the {name}/ folder is neither in the installed package ({shipped}) nor beside it "
        f"({beside}): reinstall studrules"
    )


def spec_dir() -> Path:
    """The rulebook: ``spec/``, one Markdown file per topic and per variant."""
    return _folder("spec")


def features_dir() -> Path:
    """The scenario suite: ``features/``, with its ``VERSION``, changelog and lock."""
    return _folder("features")
