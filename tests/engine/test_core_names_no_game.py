"""The engine's core names no game and has no flag for one (docs/components.md).

A game's specialties live in its components (``studrules/hand/components/``);
the core only calls their hooks. This guard fails if a core module says a
game's protocol name, title, phrase, alias, its ``*.GAME`` rule (or that
rule's prefix, which the game's other rules share), the name of a variant
constant in ``studrules/variants.py``, a component's class or module name, a
house option a component brings (as ``ftq-last-queen`` or ``ftq_last_queen``)
or that changes one game alone (``studrules.scope``: such an option is its
game's, and a component of that game reads it), or a share of the pot a
component brings (Chicago's ``spade``). It reads every name from the
definitions, so a new game or component needs no upkeep here. Names that are
also a ranking's (``soko``) or a common share kind (``high``, ``low``) are not
game names.
"""

import ast
import re
from dataclasses import fields

import pytest
from locations import REPO

from studrules import variants
from studrules.house_rules import HAND_OPTIONS
from studrules.rankings import RANKINGS
from studrules.scope import games_of
from studrules.variants import VARIANTS, Variant

ROOT = REPO
CORE = (
    "studrules/hand/engine.py",
    "studrules/hand/flow.py",
    "studrules/hand/betting.py",
    "studrules/hand/betting_rules.py",
    "studrules/hand/dealing.py",
    "studrules/hand/order.py",
    "studrules/hand/showdown.py",
    "studrules/hand/model.py",
    "studrules/hand/explain.py",
    "studrules/hand/pot_limit.py",
    "studrules/hand/outcome.py",
    "studrules/hand/limit_schedule.py",
    "studrules/hand/plain.py",
    "studrules/hand/kill_pot.py",
)
"""The core of the engine: every game plays through these."""

COMMON = {
    "name", "names", "max_players", "streets", "opener", "door_ace", "showing", "shares",
    "low_ranking", "high_ranking", "open_pair", "open_pair_street", "structure", "components",
}
"""The data every game has; anything else a game needs is a component."""


def _game_names() -> set[str]:
    said = set()
    for variant in VARIANTS.values():
        names = variant.names
        said |= {variant.name, names.title, names.phrase, names.rule, *names.aliases}
        said.add(names.rule.split(".")[0] + ".")
    return {name for name in said if name not in RANKINGS}


def _constants() -> set[str]:
    return {
        name for name, value in vars(variants).items()
        if name.isupper() and (isinstance(value, Variant) or name.startswith("_"))
        and name not in ("_ORDINALS",)
    }


COMPONENTS = [c for variant in VARIANTS.values() for c in variant.components]
"""Every component of every game."""


def _spelled(option: str) -> set[str]:
    """An option as the rules say it and as the code reads it (``HandRules``' field)."""
    if option.replace("-", "_") in COMMON:  # ``low-ranking``: common data's name too
        return set()
    return {option, option.replace("-", "_")}


def _component_names() -> set[str]:
    said = set()
    for component in COMPONENTS:
        kind = type(component)
        said |= {kind.__name__, kind.__module__.rsplit(".", 1)[1]}
        said |= {share.kind for share in component.share_kinds}
        for option in (o.name for o in component.options):
            said |= _spelled(option)
    return said


def _one_game_options() -> set[str]:
    """The options that change one game alone: that game's, whichever module declares them."""
    return {
        spelled for option in HAND_OPTIONS if len(games_of(option)) == 1
        for spelled in _spelled(option)
    }


FORBIDDEN = sorted(
    _game_names() | _constants() | _component_names() | _one_game_options(), key=str.lower
)


def _pattern(name: str) -> re.Pattern[str]:
    # a name inside a rule ID (``BUY.PRICE``) is the rule's, not the component's
    tail = "" if name.endswith(".") else r"(?![\w-])(?!\.(?-i:[A-Z]))"
    return re.compile(r"(?<![\w.-])" + re.escape(name) + tail, re.IGNORECASE)


def test_every_module_of_the_hand_but_the_components_is_a_core_module():
    modules = {f"studrules/hand/{p.name}" for p in (ROOT / "studrules/hand").glob("*.py")}
    assert modules - {"studrules/hand/__init__.py"} == set(CORE)


@pytest.mark.parametrize("module", CORE)
def test_the_core_names_no_game_and_no_component(module):
    text = (ROOT / module).read_text(encoding="utf-8")
    said = sorted({name for name in FORBIDDEN if _pattern(name).search(text)})
    assert not said, f"{module} names games or components: {', '.join(said)}"


SHARED_OPTIONS = ("studrules/house_rules.py", "studrules/scope.py")
"""The options every game shares, and which games each option reaches: no game's own.

(``studrules/options.py``, the rankings' options, may name Sökö's: ``soko`` is a ranking.)"""


@pytest.mark.parametrize("module", SHARED_OPTIONS)
def test_the_shared_options_name_no_game_and_no_component(module):
    """An option only some games have is declared by the component that brings it."""
    text = (ROOT / module).read_text(encoding="utf-8")
    said = sorted({name for name in FORBIDDEN if _pattern(name).search(text)})
    assert not said, f"{module} names games or components: {', '.join(said)}"


def test_a_variant_is_common_data_and_components():
    extra = {f.name for f in fields(Variant)} - COMMON
    assert not extra, f"Variant has fields for some games only: {', '.join(sorted(extra))}"


def test_every_component_is_a_documented_module_of_the_components_package():
    for kind in {type(c) for c in COMPONENTS}:
        package, module = kind.__module__.rsplit(".", 1)
        assert package == "studrules.hand.components", f"{kind.__name__} is in {package}"
        assert (kind.__doc__ or "").strip(), f"{kind.__name__} says nothing of what it does"
        tree = ast.parse((ROOT / "studrules/hand/components" / f"{module}.py").read_text())
        assert ast.get_docstring(tree), f"components/{module}.py says nothing of what it does"
