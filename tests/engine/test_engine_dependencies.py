"""The engine keeps no third-party dependency: cards, rankings, hands and the protocol import
only the standard library (the Gherkin parser belongs to the scenario runners alone)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
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
