"""Scenarios as the dealer tells them, run by one vocabulary wherever they run.

``vocabulary`` holds the steps (``STEPS``, ``match``, ``Context``); ``rankings``
and ``hands`` register theirs on import; ``gherkin`` reads feature files and
``runner`` runs them against an engine. pytest-bdd (tests/steps), ``studrules
settle`` and the conformance runner all use these.
"""

from studrules.scenarios import events, hands, rankings
from studrules.scenarios.gherkin import (
    Scenario,
    ScenarioFileError,
    Step,
    parse_scenarios,
    read_scenarios,
)
from studrules.scenarios.runner import (
    FAILED,
    PASSED,
    SKIPPED,
    Report,
    ScenarioResult,
    StepResult,
    plan,
    run_file,
    run_scenario,
)
from studrules.scenarios.vocabulary import (
    STEPS,
    BadAmount,
    BadStep,
    Citation,
    Context,
    StepDefinition,
    StepFailed,
    Unsupported,
    match,
)

__all__ = [
    "FAILED",
    "PASSED",
    "SKIPPED",
    "STEPS",
    "BadAmount",
    "BadStep",
    "Citation",
    "Context",
    "Report",
    "Scenario",
    "ScenarioFileError",
    "ScenarioResult",
    "Step",
    "StepDefinition",
    "StepFailed",
    "StepResult",
    "Unsupported",
    "events",
    "hands",
    "match",
    "parse_scenarios",
    "plan",
    "rankings",
    "read_scenarios",
    "run_file",
    "run_scenario",
]
