"""The suite as cases: every scenario of the features, with its stable ID, rule and variant.

``collect`` reads a features directory into ``ScenarioCase`` entries, in file and
line order, each planned against the step vocabulary (a malformed file raises
``ScenarioFileError``). ``selected`` applies the ``--select`` terms.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path

from studrules import resources
from studrules.engines import EngineError
from studrules.errors import StudrulesError
from studrules.scenarios import Context, Scenario, read_scenarios
from studrules.scenarios.runner import Plan, plan

from .ids import case_id

HANDS_ALONE = "hands alone"
"""The variant label of a case that deals no hand (rankings of hands)."""


class SuiteError(StudrulesError):
    """The suite cannot be read as cases: no features, or two scenarios with one ID."""


@dataclass(frozen=True)
class CaseInfo:
    """What a report says of a case: its ID, where it is written, its rule, variant and tags."""

    id: str
    feature: str
    line: int
    name: str
    rule: str | None
    variant: str
    tags: tuple[str, ...] = ()

    def as_json(self) -> dict:
        """The case's description as a JSON object."""
        return {
            "id": self.id, "feature": self.feature, "line": self.line, "name": self.name,
            "rule": self.rule, "variant": self.variant, "tags": list(self.tags),
        }


@dataclass(frozen=True)
class ScenarioCase:
    """A scenario of the features as a case: its description, the scenario and its plan."""

    info: CaseInfo
    scenario: Scenario
    planned: Plan


def features_dir(given: str | Path | None = None) -> Path:
    """The features directory: ``given``, else the suite shipped with studrules."""
    if given is not None:
        return Path(given)
    return resources.features_dir()


def collect(root: Path) -> list[ScenarioCase]:
    """Every scenario under ``root`` as a case; ``SuiteError`` if none or if two share an ID."""
    files = sorted(root.rglob("*.feature")) if root.is_dir() else []
    if not files:
        raise SuiteError(f"no .feature files under {root}: give the features directory")
    cases: list[ScenarioCase] = []
    seen: dict[str, CaseInfo] = {}
    for path in files:
        lines = path.read_text(encoding="utf-8-sig").splitlines()
        for scenario in read_scenarios(path):
            planned = plan(scenario)
            info = CaseInfo(
                case_id(scenario, root, lines),
                path.relative_to(root).as_posix(),
                scenario.example or scenario.line,
                scenario.name,
                scenario.rule,
                variant_of(planned),
                tuple(sorted(scenario.tags)),
            )
            if info.id in seen:
                first = seen[info.id]
                raise SuiteError(
                    f"{info.feature}:{info.line} and {first.feature}:{first.line} have the same "
                    f'case ID "{info.id}": rename one of the scenarios'
                )
            seen[info.id] = info
            cases.append(ScenarioCase(info, scenario, planned))
    return cases


class _NoEngine:
    """An engine for reading the Given steps alone: it refuses every request."""

    name = "none"

    def request(self, body: dict) -> dict:
        """Refuse: the Given steps only set up the table."""
        raise EngineError("no engine while reading the Given steps")

    def close(self) -> None:
        """Nothing to stop."""


def variant_of(planned: Plan) -> str:
    """The variant a scenario deals, read from its Given steps; ``HANDS_ALONE`` if none."""
    ctx = Context(_NoEngine())
    for step, definition, groups in planned:
        if step.kind != "given":
            continue
        try:
            definition.run(ctx, groups, step.table)
        except StudrulesError:
            break
    return ctx.variant or HANDS_ALONE


def selected(info: CaseInfo, terms: Iterable[str]) -> bool:
    """Whether a case answers one of ``terms`` (globs on its variant, rule, @tag, ID or file)."""
    terms = list(terms)
    if not terms:
        return True
    names = [info.variant, info.rule or "", info.id, info.feature, *info.tags]
    return any(fnmatchcase(name, term) for term in terms for name in names)
