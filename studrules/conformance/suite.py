"""The suite as cases: every scenario of the features, with its stable ID, rule and variant.

``collect`` reads a features directory into ``ScenarioCase`` entries, in file and
line order, each planned against the step vocabulary (a malformed file raises
``ScenarioFileError``), and described by what its Given steps set up: the variant
it deals, or the ranking its hands are ranked by, and the house rules it sets.
``selection`` applies the ``--select`` terms to these descriptions.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from studrules import resources
from studrules.errors import StudrulesError
from studrules.files import read_text
from studrules.protocol.engines import NoEngine
from studrules.scenarios import Context, Scenario, read_scenarios
from studrules.scenarios.runner import Plan, plan

from .ids import case_id

HANDS_ALONE = "hands alone"
"""The variant label of a case that deals no hand (rankings of hands)."""


class SuiteError(StudrulesError):
    """The suite cannot be read as cases: no features, or two scenarios with one ID."""


@dataclass(frozen=True)
class CaseInfo:
    """What a report says of a case: its ID, where it is written, its rule, variant and tags;
    for a case of hands alone the ranking its requests name, and the house-rule options and
    profile the case sets (what an engine's ``hello`` may say it does not offer)."""

    id: str
    feature: str
    line: int
    name: str
    rule: str | None
    variant: str
    tags: tuple[str, ...] = ()
    ranking: str | None = None
    options: tuple[str, ...] = ()
    profile: str | None = None

    @property
    def topic(self) -> str:
        """The feature file's name without its folder and ``.feature``: ``betting``."""
        return PurePosixPath(self.feature).stem

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
        lines = read_text(path, "the feature file").splitlines()
        for scenario in read_scenarios(path):
            planned = plan(scenario)
            table = setup_of(planned)
            info = CaseInfo(
                case_id(scenario, root, lines),
                path.relative_to(root).as_posix(),
                scenario.example or scenario.line,
                scenario.name,
                scenario.rule,
                table.variant or HANDS_ALONE,
                tuple(sorted(scenario.tags)),
                None if table.variant else table.ranking,
                tuple(sorted(table.options)),
                table.profile,
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


def setup_of(planned: Plan) -> Context:
    """The table a scenario's Given steps set up (its variant, ranking, house rules), read
    without an engine."""
    ctx = Context(NoEngine())
    for step, definition, groups in planned:
        if step.kind != "given":
            continue
        try:
            definition.run(ctx, groups, step.table)
        except StudrulesError:
            break
    return ctx
