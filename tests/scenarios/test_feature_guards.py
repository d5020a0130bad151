"""Guards against pytest-bdd's silent traps, so that every rule is tested and every step runs.

pytest-bdd keys scenarios by name (a second scenario of the same name replaces
the first without a word), runs an outline whose Examples are empty once with
its placeholders unfilled, and, when several step patterns match a step, picks
one quietly. These tests read the features with pytest-bdd's own Gherkin parser
and check them against the rulebook, the collected tests and the step vocabulary
of ``studrules.scenarios``, which tests/steps registers with pytest-bdd.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path

import pytest
from locations import REPO
from patience import patience
from pytest_bdd.gherkin_parser import Rule, Scenario, get_gherkin_document
from pytest_bdd.parser import PARAM_RE, FeatureParser, ScenarioTemplate
from pytest_bdd.parser import Rule as BddRule
from pytest_bdd.steps import step_function_context_registry

from studrules.resources import features_dir
from studrules.scenarios.vocabulary import STEPS, StepDefinition
from studrules.spec import RULE_ID, load_rules

ROOT = REPO
FEATURES = features_dir()
FEATURE_FILES = sorted(FEATURES.rglob("*.feature"))
BINDING = "tests/scenarios/test_features.py"
RULE_NAME = rf"({RULE_ID}) \S"


def scenarios_in(path: Path) -> Iterator[tuple[Rule | None, Scenario]]:
    """Each scenario of a feature file with the Rule block it sits in (None outside any)."""
    for child in get_gherkin_document(str(path)).feature.children:
        if child.scenario:
            yield None, child.scenario
        for grandchild in child.rule.children if child.rule else ():
            if grandchild.scenario:
                yield child.rule, grandchild.scenario


def compiled(scenario: Scenario) -> int:
    """How many test cases Gherkin makes of a scenario: one, or one per Examples row."""
    if not scenario.examples:
        return 1
    return sum(len(table.table_body or ()) for table in scenario.examples if table.table_header)


def rule_id(rule: Rule) -> str | None:
    """The rule ID a Rule block's name starts with, if it starts with one."""
    match = re.match(RULE_NAME, rule.name)
    return match.group(1) if match else None


def duplicate_names(path: Path) -> list[str]:
    """Scenario names used more than once in a feature file."""
    counts = Counter(scenario.name for _, scenario in scenarios_in(path))
    return sorted(name for name, count in counts.items() if count > 1)


def templates(path: Path) -> Iterator[ScenarioTemplate]:
    """Every scenario of a feature file as pytest-bdd builds it, even those whose name repeats."""
    reader = FeatureParser(str(path.parent), path.name)
    feature = reader.parse()
    for rule, scenario in scenarios_in(path):
        yield reader.parse_scenario(scenario, feature, rule and as_bdd_rule(reader, rule))


def as_bdd_rule(reader: FeatureParser, rule: Rule) -> BddRule:
    """A Rule block as pytest-bdd keeps it: what matters here is its Background."""
    backgrounds = [reader.parse_background(c.background) for c in rule.children if c.background]
    return BddRule(rule.keyword, rule.name, rule.description, set(), next(iter(backgrounds), None))


def lint(path: Path, vocabulary: Sequence[StepDefinition]) -> list[str]:
    """Steps of a feature file, as pytest-bdd runs them, that do not match exactly one pattern.

    Outlines are rendered row by row; Background steps are included; ``And`` and
    ``But`` take the type of the step before them, as pytest-bdd reads them.
    """
    problems = set()
    for template in templates(path):
        rows = [row for table in template.examples for row in table.as_contexts()] or [{}]
        for row in rows:
            for step in template.render(row).steps:
                where = f"{path.name}:{step.line_number}: {step.keyword} {step.name!r}"
                cells = step.datatable.raw() if step.datatable else []
                texts = [step.name, *(str(cell) for line in cells for cell in line)]
                if any(PARAM_RE.search(text) for text in texts):
                    problems.add(f"{where} has a placeholder no Examples column fills")
                found = [
                    definition.pattern.pattern
                    for definition in vocabulary
                    if definition.kind == step.type and definition.pattern.fullmatch(step.name)
                ]
                if not found:
                    problems.add(f"{where} matches no {step.type} step")
                elif len(found) > 1:
                    problems.add(f"{where} matches {len(found)} {step.type} steps: {found}")
    return sorted(problems)


def test_there_are_features():
    assert FEATURE_FILES, f"no .feature file under {FEATURES}"


def test_every_rule_of_the_spec_has_a_scenario():
    tested = Counter()
    for path in FEATURE_FILES:
        for rule, scenario in scenarios_in(path):
            if rule is not None:
                tested[rule_id(rule)] += compiled(scenario)
    untested = sorted(rule for rule in load_rules() if not tested[rule])
    assert not untested, f"rules with no scenario under a Rule block of theirs: {untested}"


def test_every_rule_block_names_a_rule_of_the_spec():
    rules = load_rules()
    unknown = sorted({
        f"{path.name}:{rule.location.line}: Rule: {rule.name}"
        for path in FEATURE_FILES
        for rule, _ in scenarios_in(path)
        if rule is not None and rule_id(rule) not in rules
    })
    assert not unknown, "Rule blocks that name no rule of spec/:\n" + "\n".join(unknown)


def test_every_rule_block_carries_its_rules_title():
    """A Rule block reads as the rulebook does: its ID, then the rule's own title from spec/
    (a title reworded in one place and not the other told readers two different things)."""
    rules = load_rules()
    differ = sorted({
        f"{path.name}:{rule.location.line}: {rule.name!r}, spec/{rules[ident].file} says "
        f"{rules[ident].title!r}"
        for path in FEATURE_FILES
        for rule, _ in scenarios_in(path)
        if rule is not None and (ident := rule_id(rule)) in rules
        and rule.name != f"{ident} {rules[ident].title}"
    })
    assert not differ, "Rule blocks whose title is not the rulebook's:\n" + "\n".join(differ)


def test_every_scenario_sits_in_a_rule_block():
    loose = [
        f"{path.name}:{scenario.location.line}: {scenario.name}"
        for path in FEATURE_FILES
        for rule, scenario in scenarios_in(path)
        if rule is None
    ]
    assert not loose, "scenarios outside any Rule block:\n" + "\n".join(loose)


@pytest.mark.parametrize("path", FEATURE_FILES, ids=lambda path: path.name)
def test_scenario_names_are_unique_in_each_feature(path):
    assert not duplicate_names(path), f"{path.name} repeats scenario names (pytest-bdd keeps one)"


COLLECTOR = """
# Collect the bound scenarios as pytest-bdd registers them; write each test's scenario, one a line.
import sys, pytest
from pytest_bdd.scenario import scenario_wrapper_template_registry as bound

class Scenarios:
    def pytest_collection_finish(self, session):
        with open(sys.argv[2], "w", encoding="utf-8") as out:
            for item in session.items:
                scenario = bound[item.function]
                out.write(f"{scenario.feature.filename}:{scenario.line_number}\\n")

sys.exit(pytest.main(["--collect-only", "-q", "-p", "no:cacheprovider", sys.argv[1]],
                     plugins=[Scenarios()]))
"""


def test_pytest_collects_every_scenario_gherkin_compiles(tmp_path):
    expected = Counter()
    for path in FEATURE_FILES:
        for _, scenario in scenarios_in(path):
            expected[f"{path}:{scenario.location.line}"] += compiled(scenario)
    report = tmp_path / "collected.txt"
    result = subprocess.run(
        [sys.executable, "-c", COLLECTOR, BINDING, str(report)],
        cwd=ROOT, capture_output=True, text=True, timeout=patience(300), check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    collected = Counter(report.read_text(encoding="utf-8").splitlines())
    wrong = {
        place: f"Gherkin {expected[place]}, collected {collected[place]}"
        for place in expected.keys() | collected.keys()
        if expected[place] != collected[place]
    }
    assert not wrong, f"tests collected from {BINDING} differ from the scenarios: {wrong}"


@pytest.mark.parametrize("path", FEATURE_FILES, ids=lambda path: path.name)
def test_every_step_matches_exactly_one_pattern(path):
    problems = lint(path, STEPS)
    assert not problems, "\n".join(problems)


def test_pytest_bdd_runs_every_step_of_the_vocabulary_and_no_other():
    registered = Counter(
        (context.type, context.parser.name)
        for context in step_function_context_registry.values()
        if context.step_func.__module__ == "steps"
    )
    assert registered == Counter((step.kind, step.pattern.pattern) for step in STEPS)


SYNTHETIC = """\
Feature: A synthetic feature with faulty steps
  Background:
    Given the ranking is high

  Rule: HIGH.NAMES Names
    Scenario Outline: Faulty steps
      When the hand "<cards>" is ranked
      And it does not qualify
      Then the dealer shrugs
      And it is "<name>"

      Examples:
        | cards |
        | AKQJT |

    Scenario: Faulty steps
      Then it is "royal flush"
"""


def test_the_lint_flags_unmatched_ambiguous_and_unfilled_steps(tmp_path):
    path = tmp_path / "synthetic.feature"
    path.write_text(SYNTHETIC, encoding="utf-8")
    overlapping = replace(STEPS[0], kind="then", pattern=re.compile(r"it is .+"))
    problems = "\n".join(lint(path, [*STEPS, overlapping]))
    assert "'it does not qualify' matches no when step" in problems
    assert "'the dealer shrugs' matches no then step" in problems
    assert "'it is \"<name>\"' has a placeholder" in problems
    assert "'it is \"royal flush\"' matches 2 then steps" in problems
    assert "'the ranking is high' matches" not in problems


def test_the_guards_see_repeated_names_and_outlines_without_rows(tmp_path):
    path = tmp_path / "synthetic.feature"
    path.write_text(SYNTHETIC + "\n      Examples:\n        | name |\n", encoding="utf-8")
    assert duplicate_names(path) == ["Faulty steps"]
    assert [compiled(scenario) for _, scenario in scenarios_in(path)] == [1, 0]
