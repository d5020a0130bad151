"""Components and irregularities touch a hand only through its public interface.

The flow between actions lives in ``studrules/hand/flow.py`` (docs/hand-engine.md):
a component's phase or an irregularity's ruling changes the state with ``but``
and hands it back through the flow's public continuations. This guard reads
their modules and fails on a private name of another object (``state._settle()``,
``state._legal``), on a function that takes a state without saying its type, and
on a continuation the flow's docstring lists but does not define, or defines
without types.
"""

import ast
import inspect
import re

import pytest
from locations import REPO

from studrules.hand import flow

OUTSIDE = sorted(
    path.relative_to(REPO).as_posix()
    for folder in ("components", "irregularities")
    for path in (REPO / "studrules" / "hand" / folder).glob("*.py")
)
"""The modules that build on the core: every component and every irregularity."""

ALLOWED = {"_replace", "_fields", "_asdict"}
"""The leading-underscore names a named tuple offers publicly."""

CONTINUATIONS = re.findall(r"^- ``(\w+)\(", flow.__doc__ or "", re.MULTILINE)
"""The continuations as the flow's docstring lists them."""


def _tree(module: str) -> ast.Module:
    return ast.parse((REPO / module).read_text("utf-8"))


@pytest.mark.parametrize("module", OUTSIDE)
def test_a_component_or_irregularity_calls_no_private_name_of_another_object(module):
    private = sorted(
        f"{ast.unparse(node.value)}.{node.attr} (line {node.lineno})"
        for node in ast.walk(_tree(module))
        if isinstance(node, ast.Attribute)
        and node.attr.startswith("_")
        and not node.attr.startswith("__")
        and node.attr not in ALLOWED
        and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
    )
    assert not private, f"{module} reaches into private names: {', '.join(private)}"


@pytest.mark.parametrize("module", OUTSIDE)
def test_every_function_that_takes_a_state_says_its_type(module):
    untyped = sorted(
        f"{node.name} (line {node.lineno})"
        for node in ast.walk(_tree(module))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        for arg in node.args.args
        if arg.arg == "state" and arg.annotation is None
    )
    assert not untyped, f"{module} takes an untyped state in {', '.join(untyped)}"


def test_the_flow_lists_its_continuations_and_defines_each_typed():
    assert {"killed", "folded_out", "went_on_without", "resettled", "settled"} <= set(
        CONTINUATIONS
    )
    for name in CONTINUATIONS:
        function = getattr(flow, name, None)
        assert callable(function), f"flow lists {name} but has no such function"
        hints = inspect.get_annotations(function)
        assert "return" in hints and "state" in hints, f"flow.{name} is not typed"
        assert (function.__doc__ or "").strip(), f"flow.{name} says nothing of what it does"

