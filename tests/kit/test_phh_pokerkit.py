"""PHH between studrules and PokerKit: the fixtures are PokerKit's, and PokerKit reads ours."""

from __future__ import annotations

import importlib.util
import warnings

import pytest
from locations import DATA

pokerkit = pytest.importorskip("pokerkit")

from studrules import phh  # noqa: E402
from studrules.adapters.pokerkit_engine import handle  # noqa: E402
from studrules.protocol.engines import PythonEngine, ReferenceEngine  # noqa: E402

DATA = DATA / "phh"
FIXTURES = sorted(DATA.glob("*.phh"))


def _build():
    """The fixture-building script, as a module."""
    spec = importlib.util.spec_from_file_location("phh_build", DATA / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_fixtures_are_what_the_build_script_writes():
    built = _build().fixtures()
    assert sorted(f"{name}.phh" for name in built) == [p.name for p in FIXTURES]
    for name, text in built.items():
        assert (DATA / f"{name}.phh").read_text() == text, name


@pytest.mark.parametrize(
    "path", [p for p in FIXTURES if p.name.startswith("studrules-")], ids=lambda p: p.name
)
def test_pokerkit_reads_what_studrules_writes_and_ends_with_the_same_stacks(path):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        history = pokerkit.HandHistory.loads(path.read_text())
        final = list(history)[-1]
    ours = phh.loads(path.read_text())
    assert not final.status
    if ours.finishing_stacks is None:  # a stack without limit: written as inf
        assert None in ours.stacks
    else:
        assert list(final.stacks) == list(ours.finishing_stacks)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_pokerkit_and_the_reference_engine_give_the_same_verdict(path):
    history = phh.loads(path.read_text())
    with ReferenceEngine() as ours, PythonEngine(handle, "pokerkit") as theirs:
        verdicts = [phh.check(history, engine).violation for engine in (ours, theirs)]
    found = [None if v is None else (v.where, v.rule) for v in verdicts]
    assert found[0] == found[1]
