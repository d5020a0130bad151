"""The trainer plugs its commands into ``studrules`` through an entry point; studrules never
imports the trainer (DESIGN: the trainer sits on top)."""

import ast
from importlib.metadata import entry_points

import pytest
from locations import REPO

from studrules.cli import COMMANDS, main


def _imported(path) -> set[str]:
    """Every module ``path`` imports, at any depth of its code."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_module_of_studrules_imports_the_trainer():
    importing = sorted(
        str(path.relative_to(REPO))
        for path in (REPO / "studrules").rglob("*.py")
        if any(name.split(".")[0] == "studrules_trainer" for name in _imported(path))
    )
    assert not importing, f"these import the trainer: {', '.join(importing)}"


def test_the_trainer_plugs_in_serve_and_rulebook_build_by_entry_point(capsys):
    plugged = {entry.name: entry.value for entry in entry_points(group=COMMANDS)}
    assert plugged == {"trainer": "studrules_trainer.commands:add_commands"}
    with pytest.raises(SystemExit):
        main(["--help"])
    listed = capsys.readouterr().out.split("COMMAND", 2)[2]
    assert "serve the trainer (needs the trainer extra)" in listed
    assert "publish the rulebook as a static site" in listed
