"""``studrules settle``: rule on a dispute written as scenarios, under one set of house rules or
compared across them.

The library calls return plain data (dicts, lists, strings) for any face to show
(the command line here, the trainer's dispute page):

- ``ruling(path, engine, profile, options)``: every step of every scenario with its
  status, what the engine ruled and the rules it cited;
- ``compare(path, engine, rules)``: the dispute played under every profile (and a
  house file's rules, and each ``--rule`` variation), and for each step where the
  rulings differ, who ruled what and which house rule makes the difference (found by
  trying each option that differs alone), with the rule IDs.

Given ``house=`` (a ``HouseFile``, docs/house-files.md), either plays by the house:
its base profile with its options, as ``--profile`` replacing every house rule the
scenario sets, each of ``options`` over the house's.

Given ``text=``, either settles that text as the feature file named ``path`` (a web
form's dispute, never written to disk); messages still name ``path``.

Both raise ``ScenarioFileError`` for a file that cannot be read or dealt (exit 2)
and ``EngineError`` for an engine that cannot start; given ``keep_going=True`` (as
``settle`` runs them) they raise it only for a file the parser refuses, and give
each scenario that cannot be read or dealt with its ``errors``, ruling the others.
``settle`` prints them as text or JSON: exit 0 if every step holds (under every
authority, comparing), 1 if a ruling differs or an action is illegal, 2 for
unreadable input, with ``file:line:column``. Each reason is printed once per
scenario, under the first step that gives it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping
from contextlib import suppress
from pathlib import Path
from typing import Any, TextIO

from studrules.errors import OptionError
from studrules.house_files import HouseFile, HouseFileError, read_house
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
    ScenarioResult,
    StepResult,
    parse_scenarios,
    read_scenarios,
    run_scenario,
)
from studrules.scenarios.hands import checked_option, the_house_rule_is
from studrules.scenarios.runner import Plan, plan_or_errors
from studrules.scenarios.vocabulary import BadStep, citation
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


Planned = tuple[Scenario, Plan, list[ScenarioFileError]]
"""A scenario, its plan, and the steps of it that cannot be planned or run (its errors)."""


def _read(
    path: str | Path, profile: str | None, options: Mapping[str, str] | None,
    text: str | None, keep_going: bool,
) -> tuple[dict[str, str], list[Planned]]:
    """The house rules given, checked, and the scenarios of ``path`` (or ``text``), planned.

    A scenario with a step no definition runs comes with its errors (every such step); one
    is raised at once unless ``keep_going``. A file the parser refuses is always raised.
    """
    options = dict(options or {})
    check_rules(path, profile, options)
    scenarios = read_scenarios(path) if text is None else parse_scenarios(text, str(path))
    plans = []
    for scenario in scenarios:
        planned, errors = plan_or_errors(scenario)
        if errors and not keep_going:
            raise errors[0]
        plans.append((scenario, planned, errors))
    return options, plans


def _run(scenario: Scenario, planned: Plan, ctx: Context, errors: list[ScenarioFileError],
         keep_going: bool) -> tuple[StepResult, ...]:
    """The scenario's steps ruled in ``ctx``; a step that cannot be run (a house rule of
    another game, a deal the engine cannot read) joins ``errors`` if ``keep_going``."""
    try:
        return run_scenario(scenario, planned, ctx, settling=True).steps
    except ScenarioFileError as error:
        if not keep_going:
            raise
        errors.append(error)
        return ()


def ruling(
    path: str | Path, engine: Engine, profile: str | None = None,
    options: Mapping[str, str] | None = None, text: str | None = None, keep_going: bool = False,
    house: HouseFile | None = None,
) -> dict:
    """The dispute at ``path`` (or in ``text``) settled under these house rules, as plain data.

    With ``keep_going`` a scenario that cannot be read or dealt is given with its
    ``errors`` and the others are ruled (``exit`` 2); without, the first error is raised.
    """
    given = dict(options or {})
    if house is not None:
        profile, options = house.profile, {**house.options, **given}
    options, plans = _read(path, profile, options, text, keep_going)
    scenarios, results = [], []
    for scenario, planned, errors in plans:
        steps = () if errors else _run(
            scenario, planned, _context(engine, profile, options), errors, keep_going)
        results.append(ScenarioResult(scenario, steps))
        errors_data = _errors_data(scenario, errors)
        scenarios.append({**_scenario_data(scenario, steps), "errors": errors_data})
    report = Report(str(path), tuple(results))
    in_error = sum(bool(scenario["errors"]) for scenario in scenarios)
    return {
        "file": str(path),
        "engine": engine.name,
        "house_rules": {"profile": None if house else profile,
                        "options": given, "house": house_data(house)},
        "scenarios": scenarios,
        "counts": {status: report.count(status) for status in (PASSED, FAILED, SKIPPED)},
        "in_error": in_error,
        "exit": 2 if in_error else 1 if report.failed else 0,
    }


def _errors_data(scenario: Scenario, errors: Iterable[ScenarioFileError]) -> list[dict]:
    """Each error of a scenario as plain data: where, what, the whole message, and the step at
    fault (``None`` for a line of a step's table, such as a card the engine cannot deal)."""
    steps = {step.line: step for step in scenario.steps}
    return [{"line": error.line, "column": error.column, "problem": error.problem,
             "message": str(error),
             "step": {"keyword": step.keyword, "text": step.text, "line": step.line}
             if (step := steps.get(error.line or 0)) else None}
            for error in errors]


def house_data(house: HouseFile | None) -> dict | None:
    """A house file as plain data: its name, file, base profile, options and their sources."""
    if house is None:
        return None
    return {"name": house.name, "file": house.path, "profile": house.profile,
            "options": dict(house.options), "sources": dict(house.sources)}


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


def authorities(profile: str | None, options: Mapping[str, str],
                house: HouseFile | None = None) -> list[dict]:
    """Every profile, then the house's rules if given, then the ``--rule`` variations each on
    the house or on ``profile`` (casino by default)."""
    found: list[dict] = [{"name": name, "profile": name, "options": {}} for name in PROFILES]
    base: dict = {"name": profile or PROFILES[0], "profile": profile or PROFILES[0],
                  "options": {}}
    if house is not None:
        base = {"name": house.name, "profile": house.profile, "options": dict(house.options)}
        found.append(base)
    for name, value in options.items():
        found.append({"name": f"{base['name']} with {name}={value}", "profile": base["profile"],
                      "options": {**base["options"], name: value}})
    return found


def compare(
    path: str | Path, engine: Engine, profile: str | None = None,
    options: Mapping[str, str] | None = None, text: str | None = None, keep_going: bool = False,
    house: HouseFile | None = None,
) -> dict:
    """The dispute at ``path`` (or in ``text``) under every authority, where and why they differ.

    A profile replaces every house rule a scenario sets itself; where a scenario sets some
    (``replaced``), each authority is also played with them (``NAME with the scenario's
    rule``), so the comparison says what the scenario's own rules change. ``failing`` names
    the authorities under which a step fails; ``exit`` is 0 only if every step holds under
    every authority (1 otherwise, 2 if a scenario is in error, as ``ruling``).
    """
    options, plans = _read(path, profile, options, text, keep_going)
    judges = authorities(profile, options, house)
    scenarios: list[dict[str, Any]] = []
    for scenario, planned, errors in plans:
        replaced = {} if errors else _own_rules(planned)
        own = judges + [_with_own(judge, replaced) for judge in judges if replaced]
        runs: dict[str, tuple[StepResult, ...]] = {}
        for judge in own:
            if errors:  # it cannot be read, or an authority could not deal it: not ruled
                runs = {}
                break
            ctx = _context(engine, judge["profile"], judge["options"])
            runs[judge["name"]] = _run(scenario, planned, ctx, errors, keep_going)
        differences = _differences(scenario, planned, engine, own, runs) if runs else []
        scenarios.append({
            "name": scenario.name, "rule": scenario.rule,
            "line": scenario.example or scenario.line, "examples": dict(scenario.values),
            "errors": _errors_data(scenario, errors), "replaced": replaced,
            "authorities": own,
            "rulings": {name: [_step_data(result) for result in steps]
                        for name, steps in runs.items()},
            "differences": differences,
            "failing": [name for name, steps in runs.items()
                        if any(result.status == FAILED for result in steps)],
        })
    failed = {name for found in scenarios for name in found["failing"]}
    names = dict.fromkeys(judge["name"] for found in scenarios for judge in found["authorities"])
    failing = [name for name in names if name in failed]
    in_error = sum(bool(found["errors"]) for found in scenarios)
    return {
        "file": str(path), "engine": engine.name,
        "authorities": judges, "scenarios": scenarios,
        "differ": sum(len(scenario["differences"]) for scenario in scenarios),
        "failing": failing, "in_error": in_error,
        "exit": 2 if in_error else 1 if failing else 0,
    }


def _own_rules(planned: Plan) -> dict[str, str]:
    """The house rules the scenario sets itself (``Given the house rule ... is ...``); one
    that does not exist is left out here, and errs the scenario when it runs."""
    ctx = Context(NoEngine())
    for step, definition, groups in planned:
        if definition.function is the_house_rule_is:
            with suppress(BadStep):
                definition.run(ctx, groups, step.table)
    return ctx.options


def _with_own(judge: dict, replaced: Mapping[str, str]) -> dict:
    """``judge`` with the house rules the scenario sets itself, under the judge's own."""
    rules = "rules" if len(replaced) > 1 else "rule"
    return {"name": f"{judge['name']} with the scenario's {rules}", "profile": judge["profile"],
            "options": {**replaced, **judge["options"]}}


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
    return resolve(judge["profile"], judge["options"]).value(option)


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
    house: str | Path | None = None,
) -> int:
    """Settle (or compare) the feature file at ``path``, print it; the exit code.

    ``house`` is the path of a house file to play by (docs/house-files.md); it is read
    and checked whole before anything is ruled. A scenario in error is printed with its
    errors and each error goes to ``err`` too, one line each; the other scenarios are
    ruled, and the exit code is 2.
    """
    out, err = out or sys.stdout, err or sys.stderr
    options = dict(options or {})
    try:
        rules = read_house(house) if house is not None else None
        with make_engine(engine) as speaker:
            found = (compare if comparing else ruling)(path, speaker, profile, options,
                                                       keep_going=True, house=rules)
    except (HouseFileError, ScenarioFileError, EngineError) as error:
        print(visible(f"studrules settle: {error}"), file=err)
        return 2
    if as_json:
        print(json_text(found), file=out)
    else:
        lines = comparison_lines(found) if comparing else ruling_lines(found)
        for line in lines:
            print(visible(line), file=out)
    faults = (fault["message"] for scenario in found["scenarios"] for fault in scenario["errors"])
    for message in dict.fromkeys(faults):  # a Background's bad step errs every scenario: once
        print(visible(f"studrules settle: {message}"), file=err)
    return found["exit"]


def ruling_lines(found: dict) -> list[str]:
    """The text of a ruling: a header, each scenario and its steps, then the summary."""
    lines = [f"settling {found['file']} with the {found['engine']} engine"]
    lines += _house_rules_lines(found["house_rules"])
    for scenario in found["scenarios"]:
        lines += ["", scenario_heading(found["file"], scenario)]
        if scenario["errors"]:
            lines += error_lines(scenario)
            continue
        seen: set[tuple[str, str]] = set()
        for step in scenario["steps"]:
            lines.append(step_line(step, seen))
            lines += table_lines(step["table"])
    counts = found["counts"]
    summary = [f"{counts[PASSED]} passed", f"{counts[FAILED]} failed"]
    if counts[SKIPPED]:
        summary.append(f"{counts[SKIPPED]} skipped")
    return [*lines, "", ", ".join(summary + in_error(found["in_error"]))]


def _house_rules_lines(rules: dict) -> list[str]:
    """The line that says which house rules win over the scenario's own, if any do."""
    overrides = ([f"profile {rules['profile']}"] if rules["profile"] else []) + [
        f"{name}={value}" for name, value in rules["options"].items()
    ]
    house = rules["house"]
    if house is None:
        return ["house rules from the command line, over the scenario's: " + ", ".join(overrides)
                ] if overrides else []
    line = (f"house rules from {house['file']} ({house['name']}, on the {house['profile']} "
            "profile), over the scenario's")
    return [line + ("; from the command line: " + ", ".join(overrides) if overrides else "")]


def in_error(count: int) -> list[str]:
    """The summary's words for the scenarios in error, if any."""
    return [f"{count} scenario{'s' if count != 1 else ''} in error"] if count else []


def error_lines(scenario: dict) -> list[str]:
    """A scenario in error: each step at fault with what is wrong, and that it was not ruled."""
    lines = []
    for error in scenario["errors"]:
        step = error["step"]
        said = f"{step['keyword']} {step['text']}{GAP}" if step else ""
        lines.append(f"  ! {said}{error['message']}")
    return [*lines, "  not ruled: the scenario has an error"]


def scenario_heading(path: str, scenario: dict) -> str:
    """``Scenario: NAME   (RULE, FILE:LINE)``, with an outline row's values."""
    rule = f"{scenario['rule']}, " if scenario["rule"] else ""
    values = ", ".join(f"{k}: {v}" for k, v in scenario["examples"].items())
    name = scenario["name"] + (f" [{values}]" if values else "")
    return f"Scenario: {name}{GAP}({rule}{path}:{scenario['line']})"


def step_line(step: dict, seen: set[tuple[str, str]]) -> str:
    """A step with its mark, what the engine ruled and the rules it cited not cited before (nor
    in the ruling itself, as a refusal cites its rule)."""
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
           if (cited["rule"], cited["text"]) not in seen
           and f"[{citation(cited['rule'], cited['text'])}]" not in step["ruling"]]
    seen.update(new)
    if new:
        line += GAP + "[" + "; ".join(citation(rule, text) for rule, text in new) + "]"
    return line


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
        if scenario["errors"]:
            lines += error_lines(scenario)
            continue
        if scenario["replaced"]:
            said = ", ".join(f"{name}={value}" for name, value in scenario["replaced"].items())
            lines.append(f"  the scenario sets {said} itself; every profile replaces it, so each "
                         "authority is compared without it and with it")
        if not scenario["differences"]:
            lines.append(alike_line(scenario))
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
    ruled = " ruled" if found["in_error"] else ""
    holds = (f"a step fails under {', '.join(found['failing'])}" if found["failing"]
             else f"every step{ruled} holds under every authority")
    summary = [f"{total} step{'s' if total != 1 else ''} ruled differently; {holds}",
               *in_error(found["in_error"])]
    return [*lines, "", ", ".join(summary)]


def alike_line(scenario: dict) -> str:
    """A scenario every authority rules alike: whether every step holds, or which fails."""
    steps: list[dict] = next(iter(scenario["rulings"].values()), [])
    failed = next((step for step in steps if step["status"] == FAILED), None)
    if failed is None:
        return "  every authority rules alike, and every step holds"
    return (f"  every authority rules alike, and a step fails under every one: "
            f"{failed['keyword']} {failed['text']} (line {failed['line']}): {failed['ruling']}")


__all__ = ["compare", "ruling", "settle"]
