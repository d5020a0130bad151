"""A small Gherkin reader: the scenarios of a feature file, outlines expanded, steps resolved.

It reads what the studrules features use, in English: ``Feature``, ``Background``
(of the feature or of a rule), ``Rule``, ``Scenario`` or ``Example``, ``Scenario
Outline`` or ``Scenario Template`` with ``Examples`` (or ``Scenarios``), steps
(``Given When Then And But *``), data tables, doc strings, tags, comments and
free-text descriptions under a heading. Anything else is refused with a
``ScenarioFileError`` that names the file, the line and what is wrong there.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path

from studrules.errors import StudrulesError

_HEADING = re.compile(
    r"(Feature|Rule|Background|Scenario Outline|Scenario Template|Scenarios|Scenario"
    r"|Examples|Example):(.*)"
)
_STEP = re.compile(r"(Given|When|Then|And|But|\*) +(\S.*)")
_KINDS = {"Given": "given", "When": "when", "Then": "then"}
_PLACEHOLDER = re.compile(r"<([^<>]+)>")
_ESCAPES = {"n": "\n", "|": "|", "\\": "\\"}


class ScenarioFileError(StudrulesError):
    """A feature file that cannot be read: its path, the line at fault (if any) and the problem."""

    def __init__(self, path: str | Path, line: int | None, problem: str):
        super().__init__(f"{path}:{line}: {problem}" if line else f"{path}: {problem}")
        self.path = str(path)
        self.line = line
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


@dataclass
class _Examples:
    line: int
    tags: tuple[str, ...]
    header: tuple[str, ...] | None = None
    rows: list[tuple[int, tuple[str, ...]]] = field(default_factory=list)


@dataclass
class _Block:
    """A Background or a Scenario (outline) as written."""

    keyword: str
    name: str
    line: int
    tags: tuple[str, ...] = ()
    steps: list[Step] = field(default_factory=list)
    examples: list[_Examples] = field(default_factory=list)
    description: tuple[int, str] | None = None
    """The line and text of its description's first line, if it has one."""


@dataclass
class _Part:
    """The feature itself, or one of its rules: a Background and scenarios."""

    rule: str | None
    tags: tuple[str, ...] = ()
    background: _Block | None = None
    scenarios: list[_Block] = field(default_factory=list)


def read_scenarios(path: str | Path) -> list[Scenario]:
    """Every scenario of the feature file at ``path``; ``ScenarioFileError`` if it is malformed."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        raise ScenarioFileError(path, None, f"cannot read it: {error}") from None
    return parse_scenarios(text, str(path))


def parse_scenarios(text: str, path: str = "<text>") -> list[Scenario]:
    """Every scenario of the Gherkin ``text``; errors name ``path`` and the line."""
    reader = _Reader(path)
    lines = iter(enumerate(text.splitlines(), start=1))
    for number, line in lines:
        reader.read(number, line, lines)
    return reader.scenarios()


class _Reader:
    """Reads a feature file line by line into its parts, then expands them into scenarios."""

    def __init__(self, path: str):
        self.path = path
        self.feature: str | None = None
        self.parts: list[_Part] = []
        self.block: _Block | None = None
        self.examples: _Examples | None = None
        self.table: list[tuple[str, ...]] | None = None
        """The rows of the last step's table; None when no table may follow."""
        self.tags: list[str] = []
        self.description = False
        """Whether a free-text line here is a description (right under a heading)."""

    def error(self, line: int | None, problem: str) -> ScenarioFileError:
        """The error for ``problem`` at ``line`` of this file."""
        return ScenarioFileError(self.path, line, problem)

    def read(self, number: int, line: str, rest: Iterable[tuple[int, str]]) -> None:
        """Read one line (and, for a doc string, the lines up to its end from ``rest``)."""
        text = line.strip()
        heading = _HEADING.fullmatch(text)
        if not text or text.startswith("#"):
            return
        if text.startswith("@"):
            self.tag(number, text)
            return
        if heading:
            self.heading(number, heading.group(1), heading.group(2).strip())
            return
        if self.tags:
            raise self.error(number, "tags must come right before Feature, Rule, Scenario or "
                             "Examples")
        if text.startswith("|"):
            self.row(number, text)
        elif text.startswith(('"""', "```")):
            self.docstring(number, line, rest)
        elif step := _STEP.fullmatch(text):
            self.step(number, step.group(1), step.group(2))
        elif self.description:
            if self.block is not None and self.block.description is None:
                self.block.description = (number, text)
            return
        else:
            raise self.error(
                number,
                f'unknown keyword in "{text}": expected a step (Given, When, Then, And, But, *), '
                "a table row, or Feature, Rule, Background, Scenario, Scenario Outline, Examples",
            )
        self.description = False

    def tag(self, number: int, text: str) -> None:
        """Keep the tags of a tag line for the heading that follows."""
        words = text.split("#", 1)[0].split()
        wrong = [word for word in words if not re.fullmatch(r"@[^@\s]+", word)]
        if wrong:
            raise self.error(number, f'"{wrong[0]}" is not a tag: a tag is @ and a word')
        self.tags += words
        self.description = False

    def heading(self, number: int, keyword: str, name: str) -> None:
        """Open a Feature, Rule, Background, Scenario (outline) or Examples."""
        tags, self.tags = tuple(self.tags), []
        if tags and keyword == "Background":
            raise self.error(number, "a Background takes no tags")
        self.examples = self.table = None
        self.description = True
        if keyword == "Feature":
            if self.feature is not None:
                raise self.error(number, "a second Feature: a file holds one feature")
            self.feature = name
            self.parts.append(_Part(None, tags))
            self.block = None
            return
        if self.feature is None:
            raise self.error(number, f"{keyword} before the Feature line")
        part = self.parts[-1]
        if keyword == "Rule":
            self.parts.append(_Part(name.split()[0] if name else None, tags))
            self.block = None
        elif keyword == "Background":
            if part.background or part.scenarios:
                raise self.error(number, "a Background must come first in its Feature or Rule, "
                                 "and only once")
            self.block = part.background = _Block(keyword, name, number)
        elif keyword in ("Examples", "Scenarios"):
            if self.block is None or self.block.keyword == "Background":
                raise self.error(number, f"{keyword} outside a Scenario Outline")
            self.examples = _Examples(number, tags)
            self.block.examples.append(self.examples)
        else:
            self.block = _Block(keyword, name, number, tags)
            part.scenarios.append(self.block)

    def step(self, number: int, keyword: str, text: str) -> None:
        """Add a step to the open Background or Scenario, its kind resolved."""
        if self.block is None:
            raise self.error(number, "a step outside a scenario: steps belong to a Scenario "
                             "or a Background")
        if self.examples is not None:
            raise self.error(
                number, f"a step after the Examples of the scenario at line {self.block.line}"
            )
        if keyword in _KINDS:
            kind = _KINDS[keyword]
        elif self.block.steps:
            kind = self.block.steps[-1].kind
        else:
            raise self.error(
                number, f'"{keyword}" cannot begin a {self.block.keyword}: begin with Given, '
                "When or Then",
            )
        self.block.steps.append(Step(keyword, kind, text, number))
        self.table = []

    def row(self, number: int, text: str) -> None:
        """Add a row to the open Examples (its header first) or to the last step's table."""
        cells = _cells(text)
        if cells is None:
            raise self.error(number, "a table row must end with |")
        if self.examples is not None and self.examples.header is None:
            self.examples.header = cells
            return
        if self.examples is not None:
            width, first = len(self.examples.header), "the Examples header"
        elif self.table is not None:
            width, first = len(self.table[0] if self.table else cells), "the table's first row"
        else:
            raise self.error(number, "a table row outside a step or an Examples")
        if len(cells) != width:
            raise self.error(number, f"this row has {len(cells)} cells, {first} has {width}")
        if self.examples is not None:
            self.examples.rows.append((number, cells))
        else:
            self.table.append(cells)
            self.block.steps[-1] = replace(self.block.steps[-1], table=tuple(self.table))

    def docstring(self, number: int, line: str, rest: Iterable[tuple[int, str]]) -> None:
        """Read a doc string up to its closing fence and give it to the last step."""
        if self.table != []:
            raise self.error(number, "a doc string must come right under a step")
        indent = len(line) - len(line.lstrip())
        fence = line.strip()[:3]
        escaped = "".join("\\" + char for char in fence)
        content = []
        for _, inner in rest:
            if inner.strip() == fence:
                break
            margin = len(inner) - len(inner.lstrip())
            content.append(inner[min(indent, margin):].replace(escaped, fence))
        else:
            raise self.error(number, f"the doc string opened here with {fence} is never closed")
        self.block.steps[-1] = replace(self.block.steps[-1], docstring="\n".join(content))
        self.table = None

    def scenarios(self) -> list[Scenario]:
        """The scenarios read, checked for what can only be seen at the end of the file."""
        if self.feature is None:
            raise self.error(None, "no Feature line: a feature file begins with Feature:")
        if self.tags:
            raise self.error(None, "tags at the end of the file, before nothing")
        feature = self.parts[0]
        found = []
        for part in self.parts:
            background = [
                step
                for owner in ((feature,) if part is feature else (feature, part))
                if owner.background
                for step in owner.background.steps
            ]
            for block in part.scenarios:
                found += self.expand(part, block, background)
        return found

    def expand(self, part: _Part, block: _Block, background: list[Step]) -> list[Scenario]:
        """The scenarios of a block: itself, or one per row of its Examples."""
        if not block.steps:
            problem = f'the {block.keyword} "{block.name}" has no steps'
            if block.description:
                line, text = block.description
                problem += f' (line {line}, "{text}", reads as its description: a misspelt step?)'
            raise self.error(block.line, problem)
        tags = frozenset(self.parts[0].tags + part.tags + block.tags)
        if not block.examples:
            if block.keyword in ("Scenario Outline", "Scenario Template"):
                raise self.error(block.line, f"a {block.keyword} without Examples")
            return [self.scenario(part, block, block.name, background + block.steps, tags)]
        found = []
        for examples in block.examples:
            if examples.header is None:
                raise self.error(examples.line, "an Examples without a header row")
            if not examples.rows:
                raise self.error(examples.line, "an Examples with a header but no rows")
            self.check_placeholders(block, examples)
            for line, row in examples.rows:
                values = dict(zip(examples.header, row))
                steps = background + [_filled(step, values) for step in block.steps]
                name = _fill(block.name, values)
                found.append(
                    self.scenario(part, block, name, steps, tags | set(examples.tags), line)
                )
        return found

    def scenario(
        self, part: _Part, block: _Block, name: str, steps: list[Step], tags: frozenset[str],
        example: int | None = None,
    ) -> Scenario:
        """One scenario of ``block`` as it runs."""
        return Scenario(
            self.path, self.feature, part.rule, name, block.line, tuple(steps), tags, example
        )

    def check_placeholders(self, block: _Block, examples: _Examples) -> None:
        """Refuse a placeholder of the outline's steps that the Examples has no column for."""
        for step in block.steps:
            cells = [cell for row in step.table or () for cell in row]
            for text in (step.text, step.docstring or "", *cells):
                for name in _PLACEHOLDER.findall(text):
                    if name not in examples.header:
                        raise self.error(
                            step.line,
                            f"the placeholder <{name}> has no column in the Examples at line "
                            f"{examples.line} (its columns: {', '.join(examples.header)})",
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
    return Step(step.keyword, step.kind, _fill(step.text, values), step.line, table, docstring)
