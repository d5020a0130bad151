"""The Gherkin reader: the same scenarios and steps as pytest-bdd's parser, and clear errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_feature_guards import FEATURE_FILES, ROOT, templates

from studrules.scenarios.gherkin import ScenarioFileError, parse_scenarios, read_scenarios

EXAMPLES = sorted((ROOT / "examples").glob("*.feature"))


def as_pytest_bdd_runs_it(path: Path) -> list[tuple]:
    """Each scenario of ``path`` as pytest-bdd runs it: rule ID, name, steps."""
    runs = []
    for template in templates(path):
        rule = template.rule.name.split()[0] if template.rule else None
        rows = [row for table in template.examples for row in table.as_contexts()] or [{}]
        for row in rows:
            scenario = template.render(row)
            steps = [
                (
                    step.type, step.name, step.line_number,
                    step.datatable.raw() if step.datatable else None, step.docstring,
                )
                for step in scenario.steps
            ]
            runs.append((rule, scenario.name, steps))
    return runs


def as_we_read_it(path: Path) -> list[tuple]:
    """Each scenario of ``path`` as studrules.scenarios.gherkin reads it, in the same shape."""
    return [
        (
            scenario.rule, scenario.name,
            [
                (
                    step.kind, step.text, step.line,
                    [list(row) for row in step.table] if step.table else None, step.docstring,
                )
                for step in scenario.steps
            ],
        )
        for scenario in read_scenarios(path)
    ]


@pytest.mark.parametrize("path", FEATURE_FILES + EXAMPLES, ids=lambda path: path.name)
def test_every_feature_reads_as_pytest_bdd_reads_it(path):
    ours = as_we_read_it(path)
    assert ours, f"{path.name} has no scenario"
    assert ours == as_pytest_bdd_runs_it(path)


EVERYTHING = '''\
# a comment before the feature
@feature-tag
Feature: Everything the reader knows
  A description, on
  two lines.

  Background:
    Given the ranking is high

  Scenario: Plain
    When the hand "AKQJT" is ranked
    * it is ranked again
    Then it is "straight, ace high"
    But it uses "A K Q J T"

  @rule-tag
  Rule: HIGH.NAMES The names
    Text under the rule.

    Background:
      Given deuces are wild

    @outline-tag
    Scenario Template: Outline <n>
      # a comment among the steps
      When the hand "<cards>" is ranked

      Then the hands place in this order:
        | hand    | place |
        | <cards> | 1     |
        | a \\| b  | none  |
      And a doc string:
        """text
          <cards> kept indented
        \\"\\"\\" escaped
        """

      @first
      Examples: first
        | n | cards |
        | 1 | AAKKQ |

      Scenarios:
        | n | cards |
        | 2 | 22233 |

    Example: Fenced
      Then a doc string:
        ```
        fenced
        ```
'''


def test_every_construct_reads_as_pytest_bdd_reads_it(tmp_path):
    path = tmp_path / "everything.feature"
    path.write_text(EVERYTHING, encoding="utf-8")
    assert as_we_read_it(path) == as_pytest_bdd_runs_it(path)


def test_what_a_scenario_carries():
    plain, first, second, fenced = parse_scenarios(EVERYTHING, "everything.feature")
    assert (plain.path, plain.feature, plain.rule, plain.name, plain.line, plain.example) == (
        "everything.feature", "Everything the reader knows", None, "Plain", 10, None,
    )
    assert [(s.keyword, s.kind) for s in plain.steps] == [
        ("Given", "given"), ("When", "when"), ("*", "when"), ("Then", "then"), ("But", "then"),
    ]
    assert plain.tags == {"@feature-tag"}
    assert (first.rule, first.name, first.line, first.example) == (
        "HIGH.NAMES", "Outline 1", 24, 41,
    )
    assert first.tags == {"@feature-tag", "@rule-tag", "@outline-tag", "@first"}
    assert [s.text for s in first.steps[:3]] == [
        "the ranking is high", "deuces are wild", 'the hand "AAKKQ" is ranked',
    ]
    assert first.steps[3].table == (("hand", "place"), ("AAKKQ", "1"), ("a | b", "none"))
    assert first.steps[4].docstring == '  AAKKQ kept indented\n""" escaped'
    assert (second.name, second.example, second.tags) == (
        "Outline 2", 45, {"@feature-tag", "@rule-tag", "@outline-tag"},
    )
    assert fenced.steps[-1].docstring == "fenced"


MALFORMED = [
    ("Feature: F\n  Given the ranking is high\n", 2, "a step outside a scenario"),
    ("Feature: F\n  Rule: HIGH.NAMES N\n    Then it is \"x\"\n", 3, "a step outside a scenario"),
    ("Feature: F\n  Scenario: S\n    Then t\n      | a | b |\n      | c |\n", 5,
     "this row has 1 cells, the table's first row (line 4) has 2"),
    ("Feature: F\n  Scenario Outline: S\n    Then <a>\n    Examples:\n      | a |\n"
     "      | 1 | 2 |\n", 6, "this row has 2 cells, the table's first row (line 5) has 1"),
    ("Feature: F\n  Scenario Outline: S\n    Then <a>\n    Examples:\n", 4,
     "Examples without a header row"),
    ("Feature: F\n  Scenario: S\n    Given x\n    Thne y\n", 4,
     'unknown keyword "Thne" in "Thne y": did you mean "Then"?'),
    ("Feature: F\n  Scenario Outline: S\n    Then <a> and <b>\n    Examples:\n      | a |\n"
     "      | 1 |\n", 3, r"the placeholder <b> has no column in the Examples at line 4"),
    ("Feature: F\n  Scenario Outline: S\n    Then t\n      | <c> |\n    Examples:\n"
     "      | a |\n      | 1 |\n", 3, "the placeholder <c> has no column"),
    ("Feature: F\n  Scenario: S\n    And x\n", 3, '"And" cannot begin a Scenario'),
    ("Feature: F\nFeature: G\n", 2, "a second Feature"),
    ("Scenario: S\n", 1, "Scenario before the Feature line"),
    ("Feature: F\n  Scenario: S\n    Given x\n  Background:\n    Given y\n", 4,
     "a Background must come first"),
    ("Feature: F\n  Background:\n    Given x\n    Examples:\n", 4, "Examples outside a Scenario"),
    ("Feature: F\n  Scenario: S\n    Given x\n      \"\"\"\n      text\n", 4,
     "this doc string is never closed"),
    ("Feature: F\n  Scenario: S\n    \"\"\"\n    x\n    \"\"\"\n", 3,
     "a doc string must come right under a step"),
    ("Feature: F\n  | a |\n", 2, "a table row outside a step or an Examples"),
    ("Feature: F\n  Scenario: S\n    Given x\n      | a | b\n", 4, "a table row must end with |"),
    ("Feature: F\n  Scenario: S\n    @tag\n    Given x\n", 4, "tags must come right before"),
    ("Feature: F\n  @tag oops\n  Scenario: S\n", 2, "a tag may not contain a space"),
    ("Feature: F\n  @tag\n  Background:\n", 3,
     "a Background must come first in its Feature or Rule, only once, without tags"),
    ("Feature: F\n  Scenario Outline: S\n    Then x\n", 2, "a Scenario Outline without Examples"),
    ("Feature: F\n  Scenario Outline: S\n    Then <a>\n    Examples:\n      | a |\n", 4,
     "Examples with a header but no rows"),
    ("Feature: F\n  Scenario: S\n  Scenario: T\n    Given x\n", 2, 'the Scenario "S" has no steps'),
    ("Feature: F\n  Scenario: S\n    Gvien x\n", 2,
     'the Scenario "S" has no steps (line 3, "Gvien x", reads as its description: a misspelt'),
    ("Feature: F\n  Scenario Outline: S\n    Then <a>\n    Examples:\n      | a |\n"
     "      | 1 |\n    Then y\n", 7, "a step after the Examples"),
]


@pytest.mark.parametrize(("text", "line", "problem"), MALFORMED, ids=[m[2] for m in MALFORMED])
def test_a_malformed_file_is_refused_naming_the_line(text, line, problem):
    with pytest.raises(ScenarioFileError) as refused:
        parse_scenarios(text, "bad.feature")
    assert (refused.value.path, refused.value.line) == ("bad.feature", line)
    assert str(refused.value).startswith(f"bad.feature:{line}:")
    assert refused.value.column is None or str(refused.value).startswith(
        f"bad.feature:{line}:{refused.value.column}: "
    )
    assert problem in refused.value.problem


@pytest.mark.parametrize(
    ("text", "problem"),
    [("", "no Feature line"), ("# only a comment\n", "no Feature line")],
)
def test_what_is_wrong_with_the_file_as_a_whole_names_no_line(text, problem):
    with pytest.raises(ScenarioFileError, match=f"^bad.feature: {problem}"):
        parse_scenarios(text, "bad.feature")


@pytest.mark.parametrize("text", ["Feature: F\n", "Feature: F\n  Rule: R\n  Background:\n"])
def test_a_feature_without_a_scenario_is_refused(text):
    with pytest.raises(ScenarioFileError, match=r"^bad\.feature:1:1: the feature has no scenario"):
        parse_scenarios(text, "bad.feature")


def test_a_file_that_cannot_be_read_is_refused_by_name_and_a_byte_order_mark_is_not(tmp_path):
    missing = tmp_path / "missing.feature"
    with pytest.raises(ScenarioFileError, match=r"missing\.feature: cannot read it"):
        read_scenarios(missing)
    marked = tmp_path / "marked.feature"
    marked.write_text("\ufeffFeature: F\n  Scenario: S\n    Given x\n", encoding="utf-8")
    assert [scenario.name for scenario in read_scenarios(marked)] == ["S"]
    latin = tmp_path / "latin.feature"
    latin.write_bytes("Feature: Sökö\n".encode("latin-1"))
    with pytest.raises(ScenarioFileError, match=r"latin\.feature: cannot read it: it is not UTF-8"):
        read_scenarios(latin)
