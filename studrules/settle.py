"""``studrules settle``: rule on a dispute written as scenarios, under one set of house rules or
compared across them.

The library calls return plain data (dicts, lists, strings) for any face to show
(the command line here, the trainer's dispute page):

- ``ruling(path, engine, profile, options)``: every step of every scenario with its
  status, what the engine ruled and the rules it cited;
- ``compare(path, engine, rules)``: the dispute played under every profile (and
  each ``--rule`` variation), and for each step where the rulings differ, who ruled
  what and which house rule makes the difference (found by trying each option that
  differs alone), with the rule IDs.

Given ``text=``, either settles that text as the feature file named ``path`` (a web
form's dispute, never written to disk); messages still name ``path``.

Both raise ``ScenarioFileError`` for a file that cannot be read or dealt (exit 2)
and ``EngineError`` for an engine that cannot start. ``settle`` prints them as text or
JSON: exit 0 if every step holds, 1 if a ruling differs or an action is illegal, 2
for unreadable input, with ``file:line:column``. Each reason is printed once per
scenario, under the first step that gives it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, TextIO

from studrules.errors import OptionError
from studrules.house_rules import HAND_OPTIONS, PROFILES, resolve
from studrules.protocol.engines import Engine, EngineError, NoEngine, make_engine
from studrules.scenarios import (
    FAILED,
    PASSED,
    SKIPPED,
    Context,
    Report,
    Scenario,
    ScenarioFileError,
    StepResult,
    parse_scenarios,
    plan,
    run_scenario,
)
from studrules.scenarios.hands import checked_option
from studrules.scenarios.runner import Plan, plan_file
from studrules.scenarios.vocabulary import BadStep
from studrules.scope import applies
from studrules.shown import json_text, visible
from studrules.variants import get_variant

MARKS = {PASSED: "✓", FAILED: "✗", SKIPPED: "-"}
GAP = "   "


class BadRule(ScenarioFileError):
    """A house rule of the command line that does not exist or has no such value."""


def check_rules(path: str | Path, profile: str | None, options: Mapping[str, str]) -> None:
    """Refuse an unknown profile, option or value given on the command line."""
    try:
        resolve(profile)
        for name, value in options.items():
            checked_option(name, value)
    except (OptionError, BadStep) as error:
        raise BadRule(path, None, f"--rule: {error}") from None


def _read(
    path: str | Path, profile: str | None, options: Mapping[str, str] | None,
    text: str | None,
) -> tuple[dict[str, str], list[tuple[Scenario, Plan]]]:
    """The house rules given, checked, and the scenarios of ``path`` (or ``text``), planned."""
    options = dict(options or {})
    check_rules(path, profile, options)
    if text is None:
        return options, plan_file(path)
    return options, [(scenario, plan(scenario)) for scenario in parse_scenarios(text, str(path))]


def ruling(
    path: str | Path, engine: Engine, profile: str | None = None,
    options: Mapping[str, str] | None = None, text: str | None = None,
) -> dict:
    """The dispute at ``path`` (or in ``text``) settled under these house rules, as plain data."""
    options, plans = _read(path, profile, options, text)
    results = [
        run_scenario(scenario, planned, _context(engine, profile, options), settling=True)
        for scenario, planned in plans
    ]
    report = Report(str(path), tuple(results))
    return {
        "file": str(path),
        "engine": engine.name,
        "house_rules": {"profile": profile, "options": options},
        "scenarios": [_scenario_data(result.scenario, result.steps) for result in results],
        "counts": {status: report.count(status) for status in (PASSED, FAILED, SKIPPED)},
        "exit": 1 if report.failed else 0,
    }


def _context(engine: Engine, profile: str | None, options: Mapping[str, str]) -> Context:
    return Context(engine, profile_override=profile, options_override=dict(options))


def _scenario_data(scenario: Scenario, steps: Iterable[StepResult]) -> dict:
    return {
        "name": scenario.name, "rule": scenario.rule, "line": scenario.example or scenario.line,
        "examples": dict(scenario.values),
        "steps": [_step_data(result) for result in steps],
    }


def _step_data(result: StepResult) -> dict:
    step = result.step
    return {
        "keyword": step.keyword, "text": step.text, "line": step.line,
        "table": [list(row) for row in step.table or ()], "status": result.status,
        "ruling": result.ruling, "expected": result.expected,
        "rules": [{"rule": rule, "text": text} for rule, text in result.rules],
    }


def authorities(profile: str | None, options: Mapping[str, str]) -> list[dict]:
    """Every profile, then the ``--rule`` variations each on ``profile`` (casino by default)."""
    found = [{"name": name, "profile": name, "options": {}} for name in PROFILES]
    base = profile or PROFILES[0]
    for name, value in options.items():
        found.append({"name": f"{base} with {name}={value}", "profile": base,
                      "options": {name: value}})
    return found


def compare(
    path: str | Path, engine: Engine, profile: str | None = None,
    options: Mapping[str, str] | None = None, text: str | None = None,
) -> dict:
    """The dispute at ``path`` (or in ``text``) under every authority, where and why they differ."""
    options, plans = _read(path, profile, options, text)
    judges = authorities(profile, options)
    scenarios: list[dict[str, Any]] = []
    for scenario, planned in plans:
        runs = {
            judge["name"]: run_scenario(
                scenario, planned, _context(engine, judge["profile"], judge["options"]), True
            ).steps
            for judge in judges
        }
        differences = _differences(scenario, planned, engine, judges, runs)
        scenarios.append({
            "name": scenario.name, "rule": scenario.rule,
            "line": scenario.example or scenario.line, "examples": dict(scenario.values),
            "rulings": {name: [_step_data(result) for result in steps]
                        for name, steps in runs.items()},
            "differences": differences,
        })
    return {
        "file": str(path), "engine": engine.name,
        "authorities": judges, "scenarios": scenarios,
        "differ": sum(len(scenario["differences"]) for scenario in scenarios),
    }


def _said(result: StepResult) -> tuple[str, str]:
    """What a step's result says, to compare authorities: its status and ruling."""
    return result.status, result.ruling


def _differences(
    scenario: Scenario, planned: Plan, engine: Engine, judges: list[dict],
    runs: dict[str, tuple[StepResult, ...]],
) -> list[dict]:
    """Each step where the authorities that reached it rule differently, and why."""
    found = []
    variant = _variant(planned)
    tried: dict[tuple, tuple[StepResult, ...]] = {}
    for at, (step, _, _) in enumerate(planned):
        reached = {name: steps[at] for name, steps in runs.items() if steps[at].status != SKIPPED}
        if len({_said(result) for result in reached.values()}) < 2:
            continue
        options: dict[str, dict] = {}
        names = list(reached)
        for i, first in enumerate(names):
            for second in names[i + 1:]:
                if _said(reached[first]) == _said(reached[second]):
                    continue
                for option in _deciding(scenario, planned, engine, judges, first, second, at,
                                        variant, runs, tried):
                    options.setdefault(option, {
                        "option": option, "rule": HAND_OPTIONS[option].rule, "values": {},
                    })
                    for judge in judges:
                        if judge["name"] in reached:
                            options[option]["values"][judge["name"]] = _value(judge, option)
        found.append({
            "step": {"keyword": step.keyword, "text": step.text, "line": step.line},
            "rulings": {name: _step_data(result) for name, result in reached.items()},
            "options": list(options.values()),
        })
    return found


def _variant(planned: Plan):
    ctx = Context(NoEngine())
    for step, definition, groups in planned:
        if step.kind == "given" and "game" in groups:
            definition.run(ctx, groups, step.table)
    return get_variant(ctx.variant) if ctx.variant else None


def _value(judge: dict, option: str) -> str:
    """The value of ``option`` under ``judge`` 's house rules, as the options write it."""
    rules = resolve(judge["profile"], judge["options"])
    value = getattr(rules, option.replace("-", "_"))
    if option == "burn-cards":
        return "yes" if value else "no"
    return getattr(value, "name", str(value))


def _deciding(
    scenario: Scenario, planned: Plan, engine: Engine, judges: list[dict], first: str,
    second: str, at: int, variant, runs: dict, tried: dict,
) -> list[str]:
    """The options that alone turn ``first`` 's ruling at step ``at`` into ``second`` 's."""
    by_name = {judge["name"]: judge for judge in judges}
    one, other = by_name[first], by_name[second]
    wanted = _said(runs[second][at])
    deciding = []
    for option in HAND_OPTIONS:
        value = _value(other, option)
        if _value(one, option) == value or (variant and not applies(option, variant)):
            continue
        key = (one["profile"], tuple(sorted({**one["options"], option: value}.items())))
        if key not in tried:
            ctx = _context(engine, one["profile"], {**one["options"], option: value})
            tried[key] = run_scenario(scenario, planned, ctx, True).steps
        if _said(tried[key][at]) == wanted:
            deciding.append(option)
    return deciding


def settle(
    path: str | Path,
    engine: str = "reference",
    profile: str | None = None,
    options: Mapping[str, str] | None = None,
    out: TextIO | None = None,
    err: TextIO | None = None,
    comparing: bool = False,
    as_json: bool = False,
) -> int:
    """Settle (or compare) the feature file at ``path``, print it; the exit code."""
    out, err = out or sys.stdout, err or sys.stderr
    options = dict(options or {})
    try:
        with make_engine(engine) as speaker:
            found = (compare if comparing else ruling)(path, speaker, profile, options)
    except (ScenarioFileError, EngineError) as error:
        print(visible(f"studrules settle: {error}"), file=err)
        return 2
    if as_json:
        print(json_text(found), file=out)
    else:
        lines = comparison_lines(found) if comparing else ruling_lines(found)
        for line in lines:
            print(visible(line), file=out)
    if comparing:
        return 0
    return found["exit"]


def ruling_lines(found: dict) -> list[str]:
    """The text of a ruling: a header, each scenario and its steps, then the summary."""
    lines = [f"settling {found['file']} with the {found['engine']} engine"]
    rules = found["house_rules"]
    overrides = ([f"profile {rules['profile']}"] if rules["profile"] else []) + [
        f"{name}={value}" for name, value in rules["options"].items()
    ]
    if overrides:
        lines.append("house rules from the command line, over the scenario's: "
                     + ", ".join(overrides))
    for scenario in found["scenarios"]:
        lines += ["", scenario_heading(found["file"], scenario)]
        seen: set[tuple[str, str]] = set()
        for step in scenario["steps"]:
            lines.append(step_line(step, seen))
            lines += table_lines(step["table"])
    counts = found["counts"]
    summary = [f"{counts[PASSED]} passed", f"{counts[FAILED]} failed"]
    if counts[SKIPPED]:
        summary.append(f"{counts[SKIPPED]} skipped")
    return [*lines, "", ", ".join(summary)]


def scenario_heading(path: str, scenario: dict) -> str:
    """``Scenario: NAME   (RULE, FILE:LINE)``, with an outline row's values."""
    rule = f"{scenario['rule']}, " if scenario["rule"] else ""
    values = ", ".join(f"{k}: {v}" for k, v in scenario["examples"].items())
    name = scenario["name"] + (f" [{values}]" if values else "")
    return f"Scenario: {name}{GAP}({rule}{path}:{scenario['line']})"


def step_line(step: dict, seen: set[tuple[str, str]]) -> str:
    """A step with its mark, what the engine ruled and the rules it cited not cited before."""
    line = f"  {MARKS[step['status']]} {step['keyword']} {step['text']}"
    if step["status"] == FAILED and step["expected"]:
        line += f"{GAP}expected: {step['expected']}, the engine ruled: {step['ruling']}"
    elif step["status"] == FAILED:
        line += f"{GAP}{step['ruling']}"
    elif step["status"] == SKIPPED:
        line += f"{GAP}skipped" + (f": {step['ruling']}" if step["ruling"] else "")
    elif step["ruling"]:
        line += f"{GAP}→ {step['ruling']}"
    new = [(cited["rule"], cited["text"]) for cited in step["rules"]
           if (cited["rule"], cited["text"]) not in seen]
    seen.update(new)
    if new:
        line += GAP + "[" + "; ".join(citation(rule, text) for rule, text in new) + "]"
    return line


def citation(rule: str, text: str) -> str:
    """A cited rule: ``BRING-IN.SUIT-TIE: 4♦ ranks below 4♠``."""
    return f"{rule}: {text}" if text else rule


def table_lines(rows: list[list[str]]) -> Iterable[str]:
    """The step's data table, columns aligned, under the step."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))] if rows else []
    for row in rows:
        yield "      | " + " | ".join(cell.ljust(w) for cell, w in zip(row, widths)) + " |"


def comparison_lines(found: dict) -> list[str]:
    """The text of a comparison: for each scenario, the steps where the authorities differ."""
    names = [judge["name"] for judge in found["authorities"]]
    lines = [f"comparing {found['file']} under {', '.join(names)}, "
             f"with the {found['engine']} engine"]
    for scenario in found["scenarios"]:
        lines += ["", scenario_heading(found["file"], scenario)]
        if not scenario["differences"]:
            lines.append("  every authority rules alike")
            continue
        for difference in scenario["differences"]:
            step = difference["step"]
            lines.append(f"  {step['keyword']} {step['text']}{GAP}(line {step['line']})")
            alike: dict[tuple, list[str]] = {}
            for name, said in difference["rulings"].items():
                alike.setdefault((said["status"], said["ruling"]), []).append(name)
            for (status, said), who in alike.items():
                lines.append(f"    {', '.join(who)}: {MARKS[status]} {said}")
            for option in difference["options"]:
                by_value: dict[str, list[str]] = {}
                for name, value in option["values"].items():
                    by_value.setdefault(value, []).append(name)
                values = "; ".join(f"{value} for {', '.join(who)}"
                                   for value, who in by_value.items())
                lines.append(f"    the difference: {option['option']}: {values} "
                             f"[{option['rule']}]")
            if not difference["options"]:
                lines.append("    the difference: no single house rule; several together")
    total = found["differ"]
    lines += ["", f"{total} step{'s' if total != 1 else ''} ruled differently"]
    return lines


__all__ = ["compare", "ruling", "settle"]
