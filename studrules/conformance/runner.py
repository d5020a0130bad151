"""Run cases through an engine: the features' scenarios by the step vocabulary, or exported cases.

Each case ends ``passed``, ``failed`` (the engine ruled otherwise: the step or
request, what was expected, what the engine answered), ``skipped`` (the engine
answered ``unsupported``, or its ``hello`` left out what the case needs, and the
case was not sent) or ``errored`` (the engine crashed, hung, answered something
that is not an answer, answered ``internal-error``, or, with ``validate``, an
answer outside the protocol's schema). An engine command that failed is
restarted, and greeted with ``hello`` while it starts, before the next case;
after ``give_up`` errored cases in a row the rest are not run.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from studrules.errors import StudrulesError
from studrules.protocol.engines import Engine, EngineError
from studrules.protocol.schema import answer_schema, request_kind, validate
from studrules.scenarios import FAILED, PASSED, SKIPPED, Context, run_scenario
from studrules.scenarios.hands import refused

from .export import info_of
from .patterns import match
from .selection import not_offered
from .suite import CaseInfo, ScenarioCase

ERRORED = "errored"
STATUSES = (PASSED, FAILED, SKIPPED, ERRORED)
NOT_RUN = "not run"
"""The trouble of a case left out after the engine failed too often in a row."""
NOT_OFFERED = "not offered"
"""The trouble of a case skipped, without being sent, because ``hello`` leaves out what it needs."""
INTERNAL = "internal-error"
"""The trouble of a case the engine answered with the error code ``internal-error``."""
RESTARTED = ("crash", "timeout", "garbage", "closed")
"""Failures after which an engine command is started again."""


class ConformanceError(StudrulesError):
    """The run cannot go on: the engine does not answer the handshake or cannot be restarted."""


@dataclass(frozen=True)
class CaseResult:
    """What became of one case, and for a case that did not pass, where and why."""

    info: CaseInfo
    status: str
    step: str = ""
    """The step (or request) at fault, as written."""
    expected: str = ""
    answered: str = ""
    message: str = ""
    """Why it was skipped, or how the engine failed (with the end of its stderr)."""
    trouble: str = ""
    """For an errored case: crash, timeout, garbage, invalid, internal-error, start, closed or
    not run; for a case skipped by the engine's ``hello``: not offered."""

    def why(self) -> str:
        """One line saying why the case did not pass."""
        if self.status == FAILED:
            text = f"{self.step}: expected {self.expected}, the engine answered {self.answered}"
        else:
            text = self.message.splitlines()[0] if self.message else self.status
        return text if len(text) <= 300 else text[:299] + "…"

    def as_json(self) -> dict:
        """The result as the JSON report writes it."""
        found = {**self.info.as_json(), "ranking": self.info.ranking, "status": self.status}
        for key in ("step", "expected", "answered", "message", "trouble"):
            if getattr(self, key):
                found[key] = getattr(self, key)
        return found


class Watched:
    """An engine seen through the runner: it keeps the last failure and, with ``validate``,
    checks every answer against the protocol's schemas."""

    def __init__(self, engine: Engine, check_schemas: bool):
        self.engine = engine
        self.name = engine.name
        self.check_schemas = check_schemas
        self.failure: EngineError | None = None

    def request(self, body: dict) -> dict:
        """The engine's answer to ``body``; its failure is kept, and raised."""
        try:
            answer = self.engine.request(body)
        except EngineError as error:
            self.failure = error
            raise
        if self.check_schemas:
            name = answer_schema(body, answer)
            problems = validate({"id": 0, **answer}, name)
            if problems:
                self.failure = EngineError(
                    f"engine {self.name} answered {a_request(body)} outside the "
                    f"schema {name}: " + "; ".join(problems[:3]),
                    "invalid",
                )
                raise self.failure
        return answer

    def close(self) -> None:
        """The engine is closed by its owner."""


def unsupported(refusal: dict) -> bool:
    """Whether an error answer says the engine does not offer what was asked."""
    return refusal.get("code") == "unsupported"


@dataclass(frozen=True)
class FeatureCase:
    """A scenario of the features, run step by step."""

    case: ScenarioCase

    @property
    def info(self) -> CaseInfo:
        """The case's description."""
        return self.case.info

    def run(self, engine: Watched, context: type[Context] = Context) -> CaseResult:
        """Run the scenario's steps through ``engine``, in a ``context`` of the given kind."""
        ctx = context(engine)
        result = run_scenario(self.case.scenario, self.case.planned, ctx)
        for outcome in result.steps:
            if outcome.status == PASSED:
                continue
            step = outcome.step
            where = f"{step.kind.title()} {step.text} (line {step.line})"
            if outcome.status == SKIPPED:
                return CaseResult(self.info, SKIPPED, where, message=outcome.ruling)
            if engine.failure is not None:
                return errored(self.info, engine.failure, where)
            if ctx.answer is not None and internal_error(ctx.answer):
                return internal(self.info, engine, ctx.request, ctx.answer, where)
            return CaseResult(self.info, FAILED, where, outcome.expected, outcome.ruling)
        return CaseResult(self.info, PASSED)


@dataclass(frozen=True)
class ExportedCase:
    """A case of an exported file: requests, each with the pattern its answer must match."""

    entry: dict

    @property
    def info(self) -> CaseInfo:
        """The case's description."""
        return info_of(self.entry)

    def run(self, engine: Watched) -> CaseResult:
        """Send each request and match its answer."""
        exchanges = self.entry["exchanges"]
        for n, exchange in enumerate(exchanges, start=1):
            readers = exchange.get("read_by") or ()
            where = f"request {n} of {len(exchanges)}" + (
                f" (read by: {'; '.join(readers)})" if readers else ""
            )
            try:
                answer = engine.request(exchange["request"])
            except EngineError as error:
                return errored(self.info, error, where)
            refusal = answer.get("error")
            if not answer["ok"] and isinstance(refusal, dict) and unsupported(refusal):
                said = refusal.get("message")
                message = f"the engine {engine.name} does not support this: {said}"
                return CaseResult(self.info, SKIPPED, where, message=message)
            if internal_error(answer):
                return internal(self.info, engine, exchange["request"], answer, where)
            mismatches = match(exchange["expect"], answer)
            if mismatches:
                shown = mismatches[:3]
                expected = "; ".join(f"{m.path or 'the answer'}: {m.expected}" for m in shown)
                answered = "; ".join(f"{m.path or 'the answer'}: {m.found}" for m in shown)
                if answer["ok"] is False and isinstance(refusal, dict):
                    answered = f"{refused(exchange['request'], answer)} ({answered})"
                return CaseResult(self.info, FAILED, where, expected, answered)
        return CaseResult(self.info, PASSED)


def errored(info: CaseInfo, error: EngineError, where: str) -> CaseResult:
    """The result of a case during which the engine failed."""
    return CaseResult(info, ERRORED, where, message=str(error), trouble=error.kind)


def a_request(body: dict) -> str:
    """A request's kind with its article: ``an evaluate request``, ``a deal request``."""
    kind = request_kind(body)
    return f"{'an' if kind[0] in 'aeiou' else 'a'} {kind} request"


def internal_error(answer: dict) -> bool:
    """Whether ``answer`` is the engine's own failure, the error code ``internal-error``."""
    error = answer.get("error")
    return answer.get("ok") is False and isinstance(error, dict) and error.get("code") == INTERNAL


def internal(info: CaseInfo, engine: Watched, request: dict | None, answer: dict,
             where: str) -> CaseResult:
    """The result of a case the engine answered with ``internal-error``: errored, not failed."""
    asked = f" to {a_request(request)}" if request is not None else ""
    message = (f"engine {engine.name} answered internal-error{asked}: "
               + json.dumps(answer["error"], ensure_ascii=False))
    return CaseResult(info, ERRORED, where, message=message, trouble=INTERNAL)


def handshake(engine: Watched) -> dict:
    """The engine's answer to ``hello``; ``ConformanceError`` if it does not give one."""
    try:
        answer = engine.request({"hello": True})
    except EngineError as error:
        raise ConformanceError(f"the engine failed the handshake: {error}") from None
    if not answer["ok"]:
        refusal = json.dumps(answer.get("error"), ensure_ascii=False)
        raise ConformanceError(f"the engine refused the handshake, answering {refusal}")
    return answer


def run_cases(
    engine: Watched,
    cases: Iterable[FeatureCase | ExportedCase],
    give_up: int = 20,
    progress: Callable[[CaseResult], None] | None = None,
    hello: dict | None = None,
) -> list[CaseResult]:
    """Run ``cases`` in order, restarting the engine after a failure; every case's result.
    A case needing what the engine's ``hello`` leaves out is skipped without being sent."""
    results: list[CaseResult] = []
    in_a_row = 0
    stop: str | None = None
    for case in cases:
        absent = not_offered(case.info, hello or {})
        if absent is not None:
            result = CaseResult(case.info, SKIPPED, message=absent, trouble=NOT_OFFERED)
        elif stop is not None:
            result = CaseResult(case.info, ERRORED, message=stop, trouble=NOT_RUN)
        else:
            engine.failure = None
            result = case.run(engine)
            in_a_row = in_a_row + 1 if result.status == ERRORED else 0
            stop = _restart(engine) or (
                f"the engine failed {in_a_row} cases in a row"
                if give_up and in_a_row >= give_up else None
            )
        results.append(result)
        if progress is not None:
            progress(result)
    return results


def _restart(engine: Watched) -> str | None:
    """Restart an engine command that failed; why the run must stop if it cannot be."""
    failure = engine.failure
    restart = getattr(engine.engine, "restart", None)
    if failure is None or failure.kind not in RESTARTED or restart is None:
        return None
    try:
        restart()
        engine.engine.request({"hello": True})
    except EngineError as error:
        return f"the engine could not be restarted: {error}"
    return None
