"""The rules of the betting are one object each, and each table holds only rules that speak in it.

``studrules/hand/betting_rules.py`` (docs/hand-engine.md): a rule decides,
explains and refuses in one object; ``GATES``, ``REFUSALS`` and ``REASONS``
say in which order the rules are asked. A rule listed in a table it has
nothing to say in, or in no table at all, would be dead weight; every rule
the objects cite is one of the rulebook's.
"""

import inspect
import re
from fractions import Fraction

import pytest

from studrules.hand import betting_rules
from studrules.hand.betting_rules import AGGRESSIVE, GATES, REASONS, REFUSALS, BettingRule
from studrules.hand.dealing import Dealer
from studrules.hand.engine import new_hand
from studrules.hand.model import Action, Stakes
from studrules.house_rules import resolve
from studrules.money import Chips
from studrules.spec import load_rules
from studrules.variants import VARIANTS
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


def _facing_the_bring_in():
    """A seven-card stud hand whose player to act faces the bring-in and may complete it."""
    stakes = Stakes(Chips(Fraction(1)), ante=1, bring_in=2, small_bet=4, big_bet=8)
    table = tuple((name, 100) for name in ("Alice", "Bob", "Carol", "David"))
    state = new_hand(
        VARIANTS["seven-card-stud"], table, stakes, resolve("casino"), Dealer.shuffled(7)
    )
    bring_in = next(a for a in state.legal_actions() if a.verb == "bring-in")
    return state.apply(Action(state.seats[state.actor].name, "bring-in", bring_in.to))


@pytest.mark.parametrize("gate", GATES, ids=lambda gate: type(gate).__name__)
def test_legal_actions_asks_every_gate(gate, monkeypatch):
    """``legal_actions`` asks the gates in one expression rather than a loop over ``GATES``
    (for speed): a gate left out of it, or a gate added to the table only, fails here."""
    state = _facing_the_bring_in()
    args = (state.seats, state.betting, state.actor, state.stakes, state.rules)
    assert {legal.verb for legal in betting_rules.legal_actions(*args)} & set(AGGRESSIVE)
    monkeypatch.setattr(gate, "permits", lambda *_: False)
    verbs = {legal.verb for legal in betting_rules.legal_actions(*args)}
    assert not verbs & set(AGGRESSIVE), f"{type(gate).__name__} was not asked"
