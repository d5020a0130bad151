"""The trainer reaches the engine only through the public API, ``studrules`` (docs/library.md).

The engine's modules (cards and money, the words, the rankings, the options, the
game definition, the hand and its components, the table of games) are its own
layout and may move; the trainer imports what it needs of them from
``studrules``. The faces beside the trainer (the rulebook reader, the
scenarios, settle, the protocol, the command line) it uses as they are.
"""

import ast

import pytest
from locations import REPO

import studrules

TRAINER = REPO / "trainer" / "studrules_trainer"
ENGINE = (
    "studrules.cards", "studrules.money", "studrules.prose", "studrules.vocabulary",
    "studrules.errors", "studrules.compiled", "studrules.rankings", "studrules.options",
    "studrules.house_rules", "studrules.game", "studrules.hand", "studrules.variants",
    "studrules.scope", "studrules.placing",
)
"""The engine's modules (and packages): the trainer takes them from ``studrules``."""


def _imports(path) -> list[tuple[str, tuple[str, ...], int]]:
    """Every import of ``path`` at any depth: (module, names taken from it, line)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(alias.name, (), node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.append((node.module, tuple(a.name for a in node.names), node.lineno))
    return found


def _engine_module(module: str) -> bool:
    return any(module == name or module.startswith(name + ".") for name in ENGINE)


MODULES = sorted(TRAINER.rglob("*.py"))


@pytest.mark.parametrize("path", MODULES, ids=[str(p.relative_to(TRAINER)) for p in MODULES])
def test_the_trainer_imports_the_engine_only_through_the_public_api(path):
    private = [f"line {line}: {module}" for module, _, line in _imports(path)
               if _engine_module(module)]
    assert not private, f"{path.name} imports the engine's own modules: {'; '.join(private)}"
    for module, names, line in _imports(path):
        if module == "studrules":
            unknown = sorted(set(names) - set(studrules.__all__))
            assert not unknown, f"{path.name} line {line}: not public: {', '.join(unknown)}"


def test_the_guard_sees_a_private_import(tmp_path):
    written = tmp_path / "bad.py"
    written.write_text("def f():\n    from studrules.hand.model import Seat\n", encoding="utf-8")
    assert [m for m, _, _ in _imports(written) if _engine_module(m)] == ["studrules.hand.model"]
