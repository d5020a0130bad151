"""Feature files read by the official Gherkin parser, the one pytest-bdd itself uses.

``gherkin-official`` parses the file (``Feature``, ``Background``, ``Rule``,
``Scenario``/``Example``, ``Scenario Outline`` with ``Examples``, tags, comments,
data tables, doc strings, descriptions); this module turns its document into the
``Scenario`` s that run: Background steps first (the feature's, then the rule's),
one scenario per Examples row with the placeholders filled, each step's kind
resolved (``And``, ``But`` and ``*`` take the kind of the step before). Anything
the parser refuses, and what it accepts but would not run (a step written as a
description, a scenario without steps, an outline without rows, a placeholder
without a column, a file without a scenario), is a ``ScenarioFileError`` naming
the file, the line and the column, in words rather than the parser's tokens.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from gherkin.errors import CompositeParserException, ParserError
from gherkin.parser import Parser

from studrules.errors import StudrulesError
from studrules.files import trouble

_KINDS = {"Context": "given", "Action": "when", "Outcome": "then"}
_STEP_WORDS = ("Given", "When", "Then", "And", "But")
_HEADINGS = (
    "Feature", "Rule", "Background", "Scenario", "Scenario Outline", "Scenario Template",
    "Example", "Examples", "Scenarios",
)
_PLACEHOLDER = re.compile(r"<([^<>]+)>")
_ESCAPES = {"n": "\n", "|": "|", "\\": "\\"}
_GOT = re.compile(r"expected: (?P<expected>.*), got '(?P<got>.*)'$", re.S)
_TOKENS = {
    "#StepLine": "a step", "#TableRow": "a table row", "#DocStringSeparator": "a doc string",
    "#ScenarioLine": "a Scenario", "#ExamplesLine": "Examples", "#RuleLine": "a Rule",
    "#TagLine": "tags", "#FeatureLine": "the Feature line", "#BackgroundLine": "a Background",
}
"""The parser's token names, in words."""


class ScenarioFileError(StudrulesError):
    """A feature file that cannot be read: its path, the line (and column) at fault, the problem."""

    def __init__(
        self, path: str | Path, line: int | None, problem: str, column: int | None = None
    ):
        where = f"{path}:{line}" + (f":{column}" if line and column else "") if line else f"{path}"
        super().__init__(f"{where}: {problem}")
        self.path = str(path)
        self.line = line
        self.column = column if line else None
        self.problem = problem


@dataclass(frozen=True)
class Step:
    """A step as it runs: its keyword as written, its kind (given, when, then), text and line."""

    keyword: str
    kind: str
    text: str
    line: int
    table: tuple[tuple[str, ...], ...] | None = None
    docstring: str | None = None
    column: int = 1
    """The column of the step's keyword."""
    cells: tuple[tuple[tuple[int, int], ...], ...] = field(default=(), compare=False)
    """The line and column of each cell of its table, row by row (to point at a bad card)."""


@dataclass(frozen=True)
class Scenario:
    """A scenario as it runs, Background steps first; an outline gives one per Examples row."""

    path: str
    feature: str
    rule: str | None
    name: str
    line: int
    steps: tuple[Step, ...]
    tags: frozenset[str] = frozenset()
    example: int | None = None
    """The line of the Examples row this scenario was made from (outlines only)."""
    values: tuple[tuple[str, str], ...] = ()
    """The Examples row's values by column (outlines only), to say which row ruled how."""


def read_scenarios(path: str | Path) -> list[Scenario]:
    """Every scenario of the feature file at ``path``; ``ScenarioFileError`` if it is malformed."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        raise ScenarioFileError(path, None, f"cannot read it: {trouble(error, path)}") from None
    return parse_scenarios(text, str(path))


def parse_scenarios(text: str, path: str = "<text>") -> list[Scenario]:
    """Every scenario of the Gherkin ``text``; errors name ``path``, the line and the column."""
    text = text.removeprefix("\ufeff")
    try:
        document = Parser().parse(text)
    except CompositeParserException as errors:
        raise _parser_error(path, text, errors.errors[0]) from None
    except ParserError as error:
        raise _parser_error(path, text, error) from None
    feature = document.get("feature")
    if not feature:
        raise ScenarioFileError(path, None, "no Feature line: a feature file begins with Feature:")
    found = _Document(path, text.splitlines(), feature).scenarios()
    if not found:
        raise ScenarioFileError(
            path, feature["location"]["line"],
            "the feature has no scenario: write at least one Scenario with its steps",
            feature["location"]["column"],
        )
    return found


def _parser_error(path: str, text: str, error: ParserError) -> ScenarioFileError:
    """The parser's ``error`` in words: what was found, and what may come there instead."""
    location = getattr(error, "location", None) or {}
    line, column = location.get("line"), location.get("column") or None
    message = str(error).split(": ", 1)[-1] if str(error).startswith("(") else str(error)
    got = _GOT.search(message)
    lines = text.splitlines()
    if got is None:
        if "inconsistent cell count" in message:
            problem = _uneven_row(lines, line or 0)
        elif "unexpected end of file" in message and "#DocStringSeparator" in message:
            line, column = _last_fence(lines)
            problem = "this doc string is never closed"
        elif "unexpected end of file" in message:
            problem = "the file ends after tags, before the Feature, Rule, Scenario or " \
                      "Examples they belong to"
        elif "tag may not contain whitespace" in message:
            problem = "a tag may not contain a space: write each tag as @ and a word"
        else:
            problem = message
        return ScenarioFileError(path, line, problem, column)
    found = got.group("got").strip()
    expected = [_TOKENS[token] for token in got.group("expected").split(", ") if token in _TOKENS]
    return ScenarioFileError(path, line, _misplaced(found, expected), column)


def _uneven_row(lines: list[str], line: int) -> str:
    """What is wrong with the table row at ``line``: its cells against the first row's."""
    first = line
    while first > 1 and lines[first - 2].strip().startswith("|"):
        first -= 1
    width = len(_cells(lines[first - 1].strip()) or ())
    cells = _cells(lines[line - 1].strip())
    if cells is None:
        return "a table row must end with |"
    return f"this row has {len(cells)} cells, the table's first row (line {first}) has {width}"


def _last_fence(lines: list[str]) -> tuple[int | None, int | None]:
    """The line and column of the last doc string fence of the file (the one left open)."""
    for number in range(len(lines), 0, -1):
        text = lines[number - 1]
        if text.strip().startswith(('"""', "```")):
            return number, len(text) - len(text.lstrip()) + 1
    return None, None


def _misplaced(found: str, expected: list[str]) -> str:
    """What is wrong with the line ``found`` where the parser expected ``expected``."""
    heading = found.split(":", 1)[0] if ":" in found else ""
    if heading == "Background":
        return "a Background must come first in its Feature or Rule, only once, without tags"
    if heading in ("Examples", "Scenarios"):
        return f"{heading} outside a Scenario Outline"
    if heading in _HEADINGS and "the Feature line" in expected:
        return f"{heading} before the Feature line"
    is_step = found.split(" ", 1)[0] in (*_STEP_WORDS, "*")
    if is_step and "a step" not in expected and "tags" in expected and len(expected) <= 2:
        return "tags must come right before a Feature, Rule, Scenario or Examples"
    if is_step and "a step" not in expected and "Examples" in expected:
        return "a step after the Examples: an outline's steps come before its Examples"
    allowed = " or ".join(filter(None, [", ".join(expected[:-1]), *expected[-1:]]))
    first = found.split(" ", 1)[0]
    near = difflib.get_close_matches(first, [*_STEP_WORDS, *_HEADINGS], n=1, cutoff=0.6)
    if near and near[0] != first:
        return f'unknown keyword "{first}" in "{found}": did you mean "{near[0]}"?'
    return f'"{found}" cannot come here: expected {allowed}'


class _Document:
    """The parser's document of one feature file, turned into the scenarios that run."""

    def __init__(self, path: str, lines: list[str], feature: Any):
        self.path = path
        self.lines = lines
        self.feature = feature

    def error(self, node: dict, problem: str) -> ScenarioFileError:
        """The error for ``problem`` at ``node`` 's location."""
        location = node["location"]
        return ScenarioFileError(self.path, location["line"], problem, location.get("column"))

    def scenarios(self) -> list[Scenario]:
        """Every scenario of the feature, its rules' included, in the order written."""
        self.check_description(self.feature)
        found: list[Scenario] = []
        background = self.background(self.feature["children"])
        for child in self.feature["children"]:
            if "scenario" in child:
                found += self.expand(child["scenario"], None, background, self.feature["tags"])
            elif "rule" in child:
                rule = child["rule"]
                self.check_description(rule)
                steps = background + self.background(rule["children"])
                tags = self.feature["tags"] + rule["tags"]
                rule_id = rule["name"].split()[0] if rule["name"].strip() else None
                for inner in rule["children"]:
                    if "scenario" in inner:
                        found += self.expand(inner["scenario"], rule_id, steps, tags)
        return found

    def background(self, children: list[dict]) -> list[Step]:
        """The steps of the Background among ``children``, if there is one."""
        for child in children:
            if "background" in child:
                block = child["background"]
                self.check_description(block)
                return self.steps(block)
        return []

    def description_line(self, node: dict) -> tuple[int, str] | None:
        """The line number and text of the first line of ``node`` 's description, if any."""
        first = (node.get("description") or "").strip().splitlines()
        if not first:
            return None
        for number in range(node["location"]["line"], len(self.lines)):
            if self.lines[number].strip() == first[0].strip():
                return number + 1, first[0].strip()
        return None

    def check_description(self, node: dict) -> None:
        """Refuse a description that is a step or a table out of place."""
        found = self.description_line(node)
        if found is None:
            return
        number, text = found
        column = len(self.lines[number - 1]) - len(self.lines[number - 1].lstrip()) + 1
        if text.split(" ", 1)[0] in (*_STEP_WORDS, "*"):
            raise ScenarioFileError(
                self.path, number,
                "a step outside a scenario: steps belong to a Scenario or a Background", column,
            )
        if text.startswith("|"):
            raise ScenarioFileError(
                self.path, number, "a table row outside a step or an Examples", column
            )
        if text.startswith(('"""', "```")):
            raise ScenarioFileError(
                self.path, number, "a doc string must come right under a step", column
            )
        if text.startswith("Feature:"):
            raise ScenarioFileError(
                self.path, number, "a second Feature: a file holds one feature", column
            )

    def steps(self, block: dict) -> list[Step]:
        """The steps of a Background or Scenario as written, each with its kind."""
        steps: list[Step] = []
        for node in block["steps"]:
            keyword = node["keyword"].strip()
            kind = _KINDS.get(node["keywordType"])
            if kind is None and not steps:
                raise self.error(
                    node, f'"{keyword}" cannot begin a {block["keyword"]}: begin with Given, '
                    "When or Then",
                )
            table = node.get("dataTable")
            self.check_rows(table["rows"] if table else [])
            docstring = node.get("docString")
            steps.append(Step(
                keyword, kind or steps[-1].kind, node["text"], node["location"]["line"],
                tuple(tuple(cell["value"] for cell in row["cells"]) for row in table["rows"])
                if table else None,
                docstring["content"] if docstring else None,
                node["location"]["column"],
                tuple(
                    tuple((cell["location"]["line"], cell["location"]["column"])
                          for cell in row["cells"])
                    for row in table["rows"]
                ) if table else (),
            ))
        return steps

    def expand(
        self, block: dict, rule: str | None, background: list[Step], tags: list[dict]
    ) -> list[Scenario]:
        """The scenarios of a Scenario as written: itself, or one per row of its Examples."""
        self.check_description(block)
        own = self.steps(block)
        if not own:
            problem = f'the {block["keyword"]} "{block["name"]}" has no steps'
            described = self.description_line(block)
            if described:
                problem += f' (line {described[0]}, "{described[1]}", reads as its description: ' \
                           "a misspelt step?)"
            raise self.error(block, problem)
        names = {tag["name"] for tag in [*tags, *block["tags"]]}
        line = block["location"]["line"]
        if not block["examples"]:
            if block["keyword"] in ("Scenario Outline", "Scenario Template"):
                raise self.error(block, f'a {block["keyword"]} without Examples')
            return [Scenario(self.path, self.feature["name"], rule, block["name"], line,
                             tuple(background + own), frozenset(names))]
        found: list[Scenario] = []
        for examples in block["examples"]:
            header = examples.get("tableHeader")
            if header is None:
                raise self.error(examples, f'{examples["keyword"]} without a header row')
            if not examples.get("tableBody"):
                raise self.error(examples, f'{examples["keyword"]} with a header but no rows')
            self.check_rows([header, *examples["tableBody"]])
            columns = [cell["value"] for cell in header["cells"]]
            self.check_placeholders(own, examples, columns)
            for row in examples["tableBody"]:
                values = dict(zip(columns, (cell["value"] for cell in row["cells"])))
                found.append(Scenario(
                    self.path, self.feature["name"], rule, _fill(block["name"], values), line,
                    tuple(background + [_filled(step, values) for step in own]),
                    frozenset(names | {tag["name"] for tag in examples["tags"]}),
                    row["location"]["line"], tuple(values.items()),
                ))
        return found

    def check_rows(self, rows: list[dict]) -> None:
        """Refuse a table row left open (the parser drops what follows its last ``|``)."""
        for row in rows:
            number = row["location"]["line"]
            if _cells(self.lines[number - 1].strip()) is None:
                raise self.error(row, "a table row must end with |")

    def check_placeholders(self, steps: list[Step], examples: dict, columns: list[str]) -> None:
        """Refuse a placeholder of the outline's steps that the Examples has no column for."""
        for step in steps:
            cells = [cell for row in step.table or () for cell in row]
            for text in (step.text, step.docstring or "", *cells):
                for name in _PLACEHOLDER.findall(text):
                    if name not in columns:
                        raise ScenarioFileError(
                            self.path, step.line,
                            f"the placeholder <{name}> has no column in the Examples at line "
                            f"{examples['location']['line']} (its columns: {', '.join(columns)})",
                            step.column,
                        )


def _cells(text: str) -> tuple[str, ...] | None:
    """The cells of a table row ``| a | b |`` (``\\|``, ``\\\\``, ``\\n`` escaped); None if open."""
    cells, cell = [], []
    chars = iter(text[1:])
    for char in chars:
        if char == "\\":
            following = next(chars, "")
            cell.append(_ESCAPES.get(following, "\\" + following))
        elif char == "|":
            cells.append("".join(cell).strip())
            cell = []
        else:
            cell.append(char)
    return None if "".join(cell).strip() else tuple(cells)


def _fill(text: str, values: Mapping[str, str]) -> str:
    """``text`` with each ``<placeholder>`` of ``values`` filled in."""
    return _PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), text)


def _filled(step: Step, values: Mapping[str, str]) -> Step:
    """The step of an outline for one Examples row."""
    table = step.table and tuple(tuple(_fill(c, values) for c in row) for row in step.table)
    docstring = step.docstring and _fill(step.docstring, values)
    return replace(step, text=_fill(step.text, values), table=table, docstring=docstring)
