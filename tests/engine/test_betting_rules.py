"""The rules of the betting are one object each, and each table holds only rules that speak in it.

``studrules/hand/betting_rules.py`` (docs/hand-engine.md): a rule decides,
explains and refuses in one object; ``GATES``, ``REFUSALS`` and ``REASONS``
say in which order the rules are asked. A rule listed in a table it has
nothing to say in, or in no table at all, would be dead weight; every rule
the objects cite is one of the rulebook's.
"""

import inspect
import re

import pytest

from studrules.hand import betting_rules
from studrules.hand.betting_rules import GATES, REASONS, REFUSALS, BettingRule
from studrules.spec import load_rules
from studrules.vocabulary import VERBS

TABLES = {"permits": GATES, "refuses": REFUSALS, "explains": REASONS}
"""Each table and the method its rules answer it with."""

RULES = [
    value for value in vars(betting_rules).values()
    if isinstance(value, BettingRule)
]
"""Every rule object of the module."""


@pytest.mark.parametrize("method", list(TABLES))
def test_every_rule_in_a_table_answers_it(method):
    for rule in TABLES[method]:
        assert method in vars(type(rule)), f"{type(rule).__name__} is in a table it is silent in"


def test_every_rule_that_gives_reasons_says_after_which_actions():
    for rule in REASONS:
        assert rule.after, f"{type(rule).__name__} gives reasons after no action"
        assert set(rule.after) <= set(VERBS)


def test_every_rule_is_in_a_table():
    for rule in RULES:
        assert any(rule in table for table in TABLES.values()), f"{rule} is in no table"


def test_each_rule_names_and_cites_only_rules_of_the_rulebook():
    known = load_rules()
    source = inspect.getsource(betting_rules)
    cited = set(re.findall(r'"((?:BET|BRING-IN|BLINDS)\.[A-Z.-]+)"', source))
    assert cited, "no rule cited"
    assert cited <= set(known), f"not in spec/: {sorted(cited - set(known))}"
    for rule in RULES:
        doc = type(rule).__doc__ or ""
        assert re.search(r"[A-Z]+\.[A-Z]", doc), f"{type(rule).__name__} names no rule"
