"""Each house option is declared once: the shared ones in ``house_rules``, every other one by
the component that brings it, in ``studrules/hand/components/`` (docs/components.md)."""

import importlib
import pkgutil
import subprocess
import sys

import pytest

import studrules
import studrules.hand.components as components_package
from studrules.errors import OptionError
from studrules.house_rules import (
    HAND_OPTIONS,
    PROFILES,
    SHARED,
    HandHouseRules,
    HandOption,
    add_game_options,
    resolve,
)
from studrules.variants import VARIANTS

COMPONENTS = [c for variant in VARIANTS.values() for c in variant.components]
BROUGHT = {o.name: o for c in COMPONENTS for o in c.options}


def _declared_in_components() -> dict[int, str]:
    """Every ``HandOption`` a module of the components package declares, by identity."""
    found = {}
    for module in pkgutil.iter_modules(components_package.__path__):
        loaded = importlib.import_module(f"{components_package.__name__}.{module.name}")
        for name, value in vars(loaded).items():
            if isinstance(value, HandOption):
                found[id(value)] = f"{module.name}.{name}"
    return found


def test_every_option_is_shared_or_brought_by_a_component_never_both():
    assert not set(SHARED) & set(BROUGHT)
    assert list(HAND_OPTIONS) == [*SHARED, *BROUGHT]
    assert len(HAND_OPTIONS) == 79


def test_a_component_brings_options_its_own_package_declares():
    declared = _declared_in_components()
    for component in COMPONENTS:
        for option in component.options:
            assert isinstance(option, HandOption), (type(component).__name__, option)
            assert id(option) in declared, f"{option.name} is not declared by a component"
            assert HAND_OPTIONS[option.name] is option


def test_an_option_cannot_be_declared_twice():
    again = HandOption.everywhere("burn-cards", ("yes", "no"), "DEAL.BURN")
    with pytest.raises(ValueError, match="the option burn-cards is declared twice"):
        add_game_options([again], {})
    assert HAND_OPTIONS["burn-cards"] is SHARED["burn-cards"]


def test_every_option_is_there_however_the_engine_is_imported():
    """The table of games adds the components' options as the package is imported."""
    probe = "from studrules.house_rules import HAND_OPTIONS; print(len(HAND_OPTIONS))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          timeout=60, check=True)
    assert int(done.stdout) == len(HAND_OPTIONS)


@pytest.mark.parametrize("name", list(HAND_OPTIONS))
def test_a_hand_gives_each_option_back_as_written(name):
    option = HAND_OPTIONS[name]
    for profile in PROFILES:
        assert resolve(profile).value(name) == option.default(profile)
    for value in option.values:
        assert resolve(None, {name: value}).value(option) == value


def test_a_hand_refuses_to_read_an_option_it_has_not():
    with pytest.raises(OptionError, match='unknown option "odd-chips"'):
        resolve().value("odd-chips")


def test_a_retired_option_is_refused_saying_what_replaced_it():
    with pytest.raises(OptionError, match=r"five-card-late-limit.* is retired: .*limit-schedule"):
        resolve(None, {"five-card-late-limit": "big"})


def test_the_two_kinds_of_house_rules_say_what_they_are_and_keep_their_old_names():
    assert studrules.HandHouseRules is HandHouseRules is studrules.HandRules
    assert studrules.RankingHouseRules is studrules.HouseRules
    assert {"HandHouseRules", "RankingHouseRules", "HandRules", "HouseRules"} <= set(
        studrules.__all__
    )
