"""Run the scenarios of a feature file against an engine, step by step, and report the rulings.

Every step of the file is matched to the vocabulary before anything runs, so a
step no definition runs is a malformed file (``ScenarioFileError``), not a
failure. Each scenario then runs in a fresh ``Context`` until its first failure
(its later steps are skipped); an ``unsupported`` answer skips the rest of it.
An answer the steps cannot read (a field missing or of the wrong type) fails
its step: engines other than the reference may send anything.
House rules given to ``run_file`` win over the scenario's own: a ``profile``
replaces the scenario's profile and every house rule it sets, each of ``options``
replaces the scenario's value of that option.

Settling a dispute (``settling=True``, as ``studrules settle`` runs) rules on more
than the steps say: the actions of each When step are checked as they are taken,
so an illegal one fails that very step; a house rule that cannot change the game,
and a deal the engine cannot read (a bad card, a card dealt twice, a scramble not
given), are a ``ScenarioFileError`` at the Given step that wrote them, with the
column of the card where the engine names one.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from studrules.protocol.engines import Engine, EngineError
from studrules.scenarios.gherkin import Scenario, ScenarioFileError, Step, read_scenarios
from studrules.scenarios.hands import in_step_words, out_of_scope, taken
from studrules.scenarios.vocabulary import (
    CHIPS_STEP,
    BadStep,
    Citation,
    Context,
    StepDefinition,
    StepFailed,
    Unsupported,
    citation,
    match,
    rule_title,
)

PASSED, FAILED, SKIPPED = "passed", "failed", "skipped"


@dataclass(frozen=True)
class StepResult:
    """What became of a step: passed, failed or skipped, what the engine ruled and why."""

    step: Step
    status: str
    ruling: str = ""
    rules: tuple[Citation, ...] = ()
    expected: str = ""
    """What the step expected, for a failed step."""


@dataclass(frozen=True)
class ScenarioResult:
    """A scenario and the result of each of its steps, in order."""

    scenario: Scenario
    steps: tuple[StepResult, ...]


@dataclass(frozen=True)
class Report:
    """The results of every scenario of a feature file."""

    path: str
    scenarios: tuple[ScenarioResult, ...]

    def count(self, status: str) -> int:
        """How many steps of the file ended with ``status``."""
        return sum(r.status == status for s in self.scenarios for r in s.steps)

    @property
    def failed(self) -> bool:
        """Whether any step failed."""
        return self.count(FAILED) > 0


Plan = list[tuple[Step, StepDefinition, dict[str, str | None]]]


def plan(scenario: Scenario) -> Plan:
    """Each step of ``scenario`` with the definition that runs it and its arguments; the first
    step no definition runs is a ``ScenarioFileError``."""
    planned, errors = plan_or_errors(scenario)
    if errors:
        raise errors[0]
    return planned


def plan_or_errors(scenario: Scenario) -> tuple[Plan, list[ScenarioFileError]]:
    """The plan of ``scenario`` and a ``ScenarioFileError`` for each of its steps that no
    definition runs (then the plan is incomplete): to name every bad step at once."""
    planned: Plan = []
    errors = []
    chips = in_chips(scenario)
    for step in scenario.steps:
        try:
            planned.append(_planned(scenario, step, chips))
        except ScenarioFileError as error:
            errors.append(error)
    return planned, errors


def in_chips(scenario: Scenario) -> bool:
    """Whether ``scenario`` is played in tournament chips: a Given step says so (``CHIPS_STEP``),
    and every amount of its steps is then written without ``$``."""
    return any(step.kind == "given" and step.text == CHIPS_STEP for step in scenario.steps)


def _planned(
    scenario: Scenario, step: Step, chips: bool
) -> tuple[Step, StepDefinition, dict[str, str | None]]:
    """The step with the definition that runs it and its arguments; ``ScenarioFileError``."""
    try:
        definition, groups = match(step.kind, step.text, chips)
        definition.check_table(step.table)
    except BadStep as error:
        raise ScenarioFileError(scenario.path, step.line, str(error), step.column) from None
    if step.docstring is not None:
        raise ScenarioFileError(scenario.path, step.line, "no step takes a doc string", step.column)
    return step, definition, groups


def plan_file(path: str | Path) -> list[tuple[Scenario, Plan]]:
    """Every scenario of the feature file at ``path`` with its plan; ``ScenarioFileError``."""
    return [(scenario, plan(scenario)) for scenario in read_scenarios(path)]


def run_file(
    path: str | Path,
    engine: Engine,
    profile: str | None = None,
    options: Mapping[str, str] | None = None,
    settling: bool = False,
    plans: list[tuple[Scenario, Plan]] | None = None,
) -> Report:
    """Run every scenario of the feature file at ``path`` (or its ``plans``, read already)."""
    plans = plan_file(path) if plans is None else plans
    overrides = dict(options or {})
    return Report(
        str(path),
        tuple(
            run_scenario(
                scenario, planned,
                Context(engine, profile_override=profile, options_override=dict(overrides)),
                settling,
            )
            for scenario, planned in plans
        ),
    )


def unreadable(error: Exception) -> str:
    """What was wrong with an answer the step could not read, in the protocol's terms."""
    if isinstance(error, KeyError):
        return f"an answer without the field {json.dumps(error.args[0])} that the step reads"
    if isinstance(error, IndexError):
        return "an answer with a list shorter than the step reads"
    return "an answer with a field of another type than the protocol's where the step reads it"


def run_scenario(
    scenario: Scenario, planned: Plan, ctx: Context, settling: bool = False
) -> ScenarioResult:
    """Run the planned steps of ``scenario`` in ``ctx`` until one fails or is unsupported."""
    results: list[StepResult] = []
    ctx.chips = in_chips(scenario)
    for step, definition, groups in planned:
        if results and results[-1].status != PASSED:
            results.append(StepResult(step, SKIPPED))
            continue
        ctx.note("")
        ctx.step = step
        before = len(ctx.actions)
        try:
            definition.run(ctx, groups, step.table)
            if settling and step.kind == "given" and (problem := out_of_scope(ctx)):
                raise ScenarioFileError(scenario.path, step.line, problem, step.column)
            if settling and step.kind == "when":
                taken(ctx, before)
        except StepFailed as failed:
            if settling:
                refuse_unreadable(scenario, ctx)
            results.append(StepResult(step, FAILED, failed.actual, failed.rules, failed.expected))
        except Unsupported as error:
            results.append(StepResult(step, SKIPPED, str(error)))
        except EngineError as error:
            results.append(StepResult(step, FAILED, f"the engine failed: {error}", (), "an answer"))
        except (KeyError, IndexError, TypeError, AttributeError) as error:
            expected = "an answer of the protocol"
            results.append(StepResult(step, FAILED, unreadable(error), (), expected))
        except BadStep as error:
            raise ScenarioFileError(scenario.path, step.line, str(error), step.column) from None
        else:
            results.append(StepResult(step, PASSED, ctx.ruling, ctx.cited))
    return ScenarioResult(scenario, tuple(results))


def _offset(message: str, cell: str) -> int:
    """How far into a table cell of cards the card the engine's ``message`` names is."""
    at = re.search(r"column (\d+)", message)
    if at:
        return int(at[1]) - 1
    card = re.match(r"(\S+) is dealt twice", message) or re.search(r"the joker \((Jk)\)", message)
    return max(cell.lower().find(card[1].lower()), 0) if card else 0


UNREADABLE = ("bad-request", "incomplete-deal")
"""The errors of a deal request that say the scenario's own words cannot be dealt."""


def refuse_unreadable(scenario: Scenario, ctx: Context) -> None:
    """Raise ``ScenarioFileError`` at the Given step at fault if the engine could not deal."""
    request, answer = ctx.request or {}, ctx.answer or {}
    error = answer.get("error") or {}
    if "variant" not in request or answer.get("ok") or error.get("code") not in UNREADABLE:
        return
    field_name = str(error.get("field") or "")
    part = field_name.split("[")[0].split(".")[0]
    origin = ctx.origins.get(part)
    step = origin if isinstance(origin, Step) else ctx.step
    message = in_step_words(str(error.get("message")))
    rule = error.get("rule")
    if isinstance(rule, str):  # a rule of the rulebook forbids the deal as written
        message += f" [{citation(rule, rule_title(rule))}]"
    if step is None:
        raise ScenarioFileError(scenario.path, None, f"the engine cannot deal this: {message}")
    line, column = step.line, step.column
    row = re.match(r"players\[(\d+)\]\.(cards|name|stack)$", field_name)
    if row and step.table and int(row[1]) + 1 < len(step.cells):
        header = list(step.table[0])
        cells = step.cells[int(row[1]) + 1]
        heading = TABLE_COLUMNS[row[2]]
        if heading in header:
            line, column = cells[header.index(heading)]
            if heading == "cards":
                column += _offset(str(error.get("message")), step.table[int(row[1]) + 1][
                    header.index("cards")])
    raise ScenarioFileError(scenario.path, line, f"the engine cannot deal this: {message}", column)


TABLE_COLUMNS = {"cards": "cards", "name": "player", "stack": "stack"}
"""The column of the players' table that gives each field of a deal request's players."""
