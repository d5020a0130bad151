"""What the engine may import: the standard library only (cards, rankings, hands and the
protocol take nothing from outside it; the Gherkin parser belongs to the scenario runners
alone), and within the project nothing from a layer above its own (docs/architecture.md)."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from locations import REPO
from patience import patience

ENGINE = [
    "studrules.cards", "studrules.rankings", "studrules.hand.engine", "studrules.protocol",
    "studrules.protocol.deal", "studrules.house_rules", "studrules.options", "studrules.variants",
]
PROBE = """
import importlib, json, sys
before = set(sys.modules)
importlib.import_module({module!r})
tops = {{name.split(".")[0] for name in set(sys.modules) - before}}
print(json.dumps(sorted(tops - set(sys.stdlib_module_names) - {{"studrules", "_distutils_hack"}})))
"""


@pytest.mark.parametrize("module", ENGINE)
def test_an_engine_module_imports_only_the_standard_library(module):
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(module=module)],
        capture_output=True, text=True, timeout=patience(60), check=True,
    )
    assert json.loads(done.stdout) == [], f"{module} imports a third-party package"


def test_the_probe_sees_a_third_party_import():
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(module="studrules.scenarios.gherkin")],
        capture_output=True, text=True, timeout=patience(60), check=True,
    )
    assert "gherkin" in json.loads(done.stdout)


# The layers (docs/architecture.md): no import runs upward.

ROOTS = {
    "studrules": REPO / "studrules",
    "studrules_trainer": REPO / "trainer" / "studrules_trainer",
}
"""Where each import package's modules are."""
PUBLIC = "studrules"
"""The package whose row is its ``__init__`` alone (the public API), not the modules in it."""
ROW = re.compile(r"^\| (\d+) \| ([^|]+) \| (`[^|]+`) \|$")


def layers() -> dict[str, int]:
    """The table of docs/architecture.md: each module or package named there, and its layer."""
    text = (REPO / "docs" / "architecture.md").read_text(encoding="utf-8")
    found = {}
    for row in map(ROW.match, text.splitlines()):
        if row:
            found |= {name: int(row[1]) for name in re.findall(r"`([\w.]+)`", row[3])}
    return found


LAYERS = layers()


def modules() -> dict[str, Path]:
    """Every module of both packages, by its dotted name (a package by its own)."""
    found = {}
    for top, folder in ROOTS.items():
        for path in folder.rglob("*.py"):
            parts = (top, *path.relative_to(folder).with_suffix("").parts)
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


MODULES = modules()


def layer_of(module: str) -> int | None:
    """The layer of ``module``: its own row, else the row of the nearest package around it
    (``PUBLIC`` is its ``__init__`` only, never a catch-all)."""
    name = module
    while name:
        if name in LAYERS and (name == module or name != PUBLIC):
            return LAYERS[name]
        name = name.rpartition(".")[0]
    return None


def _runs(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node of ``tree`` that runs: the bodies of ``if TYPE_CHECKING:`` left out."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) in TYPE_ONLY:
            yield from (n for child in node.orelse for n in (child, *_runs(child)))
            continue
        yield node
        yield from _runs(node)


TYPE_ONLY = {"TYPE_CHECKING", "typing.TYPE_CHECKING"}


def imported(module: str, source: str, is_package: bool = False) -> list[tuple[str, int]]:
    """The project modules ``module`` imports where its code runs: (module, line)."""
    found = []
    for node in _runs(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = module.split(".")[: len(module.split(".")) - (not is_package)]
                package = package[: len(package) - node.level + 1]
                base = ".".join([*package, *([node.module] if node.module else [])])
            for alias in node.names:
                whole = f"{base}.{alias.name}"
                found.append((whole if whole in MODULES else base, node.lineno))
    return sorted({(known, line) for name, line in found if (known := _known(name))})


def _known(name: str) -> str | None:
    """The project module ``name`` is or lies in (``None``: not the project's)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def upward(module: str, source: str, is_package: bool = False) -> list[str]:
    """The imports of ``module`` that reach a layer above its own, in words."""
    own = layer_of(module)
    return [
        f"line {line}: {target} (layer {layer_of(target)}, above {own})"
        for target, line in imported(module, source, is_package)
        if (layer_of(target) or 0) > (own or 0)
    ]


def test_every_module_has_its_layer_in_docs_architecture():
    unplaced = sorted(name for name in MODULES if layer_of(name) is None)
    assert not unplaced, f"docs/architecture.md places no layer for {', '.join(unplaced)}"


def test_no_import_runs_upward():
    found = {}
    for name, path in MODULES.items():
        said = upward(name, path.read_text(encoding="utf-8"), path.name == "__init__.py")
        if said:
            found[name] = said
    assert not found, "imports that run upward: " + "; ".join(
        f"{name} {', '.join(said)}" for name, said in sorted(found.items())
    )


def test_the_guard_sees_an_upward_import_wherever_it_is_written():
    wrong = "def f():\n    from studrules.protocol.dispatch import hello\n    return hello\n"
    assert upward("studrules.hand.betting", wrong) == [
        "line 2: studrules.protocol.dispatch (layer 9, above 6)"
    ]
    assert upward("studrules.cards", "import studrules_trainer.app\n")
    assert upward("studrules.hand.engine", "from ..components import swap\n")
    assert upward("studrules.cli", "from studrules_trainer.site import build_command\n")
    typed = (
        "if TYPE_CHECKING:\n    from studrules.cli import main\nelse:\n    import studrules.cli\n"
    )
    assert upward("studrules.cards", typed) == ["line 4: studrules.cli (layer 11, above 1)"]
    assert upward("studrules.protocol.dispatch", "from studrules.cards import Card\n") == []
