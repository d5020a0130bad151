"""No function of the hand engine branches past what a reader can follow: radon's cyclomatic
complexity of every function and method under ``studrules/hand`` is 25 at most.

Ruff's C901 counts fewer branches (no boolean operators) and passes far lower
functions; radon counts as ``radon cc`` reports. A function that grows past the
bound is split where its branches fall apart (docs/hand-engine.md: a rule in
one place, the flow apart from the state).
"""

import pytest
from locations import REPO
from radon.complexity import cc_visit
from radon.visitors import Class, Function

MOST = 25
"""The largest complexity a function of the hand engine may have."""

MODULES = sorted(
    path.relative_to(REPO).as_posix() for path in (REPO / "studrules" / "hand").rglob("*.py")
)


def _functions(blocks: list) -> list[Function]:
    """Every function and method of ``blocks`` (as ``cc_visit`` gives them: the methods of a
    module's classes among the functions), with the functions and classes nested in them."""
    found = []
    for block in blocks:
        if isinstance(block, Class):
            for inner in block.inner_classes:
                found += _functions([*inner.methods, *inner.inner_classes])
        else:
            found += [block, *_functions(block.closures)]
    return found


@pytest.mark.parametrize("module", MODULES)
def test_no_function_of_the_hand_is_more_complex_than_the_bound(module):
    blocks = cc_visit((REPO / module).read_text("utf-8"))
    over = sorted(
        f"{f.fullname} ({f.complexity})" for f in _functions(blocks) if f.complexity > MOST
    )
    assert not over, f"{module}: complexity above {MOST}: {', '.join(over)}"


def test_methods_nested_classes_and_closures_are_counted_too():
    code = (
        "class A:\n"
        "    def m(self):\n"
        "        def inner():\n"
        "            return 1\n"
        "        return inner\n"
        "    class B:\n"
        "        def n(self):\n"
        "            return 2\n"
        "def f():\n"
        "    return 3\n"
    )
    assert sorted(f.name for f in _functions(cc_visit(code))) == ["f", "inner", "m", "n"]
