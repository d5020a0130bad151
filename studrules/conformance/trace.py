"""``studrules conformance --trace ID``: one case's requests and answers, as JSON, with the steps
that judged each, then its verdict as the long report tells it.

The engine is watched by a ``Tracer``, which keeps every request and answer (or the
engine's failure) and hands the steps answers that note what they read
(``tracking``); the scenario's context tells it which step runs, so that each
answer is shown with the steps that read it. An exported case names its readers
itself (``read_by``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from studrules.protocol.engines import Engine, EngineError
from studrules.scenarios import Context, Step

from .report import RunReport
from .runner import CaseResult, ExportedCase, FeatureCase, Watched
from .tracking import ReadLog, tracked


@dataclass
class Traced:
    """One request of the case, the engine's answer or its failure, and who read the answer."""

    request: dict
    answer: dict | None = None
    failure: str = ""


class Tracer(Watched):
    """An engine seen through the runner that keeps every exchange, and what read its answer."""

    def __init__(self, engine: Engine, check_schemas: bool):
        super().__init__(engine, check_schemas)
        self.exchanges: list[Traced] = []
        self.log = ReadLog()

    def start_over(self) -> None:
        """Forget what was asked so far (the handshake): the trace is of the case alone."""
        self.exchanges.clear()
        self.log = ReadLog()

    def request(self, body: dict) -> dict:
        """The engine's answer to ``body``, kept, and handed out noting the steps that read it."""
        traced = Traced(json.loads(json.dumps(body)))
        self.exchanges.append(traced)
        try:
            answer = super().request(body)
        except EngineError as error:
            traced.failure = str(error)
            raise
        traced.answer = answer
        return tracked(answer, self.log, len(self.exchanges) - 1)


@dataclass
class _Stepping(Context):
    """A scenario's context that tells its tracer which step is running."""

    def __setattr__(self, name: str, value: object) -> None:
        super().__setattr__(name, value)
        log = getattr(self.__dict__.get("engine"), "log", None)
        if name == "step" and isinstance(value, Step) and isinstance(log, ReadLog):
            log.step = f"{value.kind.title()} {value.text} (line {value.line})"


def trace(case: FeatureCase | ExportedCase, tracer: Tracer) -> CaseResult:
    """Run ``case`` through ``tracer``, which keeps its exchanges."""
    if isinstance(case, FeatureCase):
        return case.run(tracer, _Stepping)
    return case.run(tracer)


def readers(case: FeatureCase | ExportedCase, tracer: Tracer, at: int) -> list[str]:
    """The steps that read the answer to request ``at``."""
    if isinstance(case, ExportedCase):
        exchanges = case.entry["exchanges"]
        return list(exchanges[at].get("read_by") or ()) if at < len(exchanges) else []
    return tracer.log.readers.get(at, [])


def as_json(value: object) -> str:
    """A request or answer as one line of JSON, as the engine reads and writes them."""
    return json.dumps(value, ensure_ascii=False)


def text(case: FeatureCase | ExportedCase, result: CaseResult, tracer: Tracer,
         report: RunReport) -> str:
    """The trace: the case, each request (``>``) and answer (``<``) under the steps that
    judged it, then the verdict."""
    info = case.info
    lines = [f"trace of {info.id} through {tracer.name}",
             f"  {info.feature}:{info.line}: {info.name}"]
    for at, exchange in enumerate(tracer.exchanges):
        judged = readers(case, tracer, at)
        lines += ["", f"request {at + 1} of {len(tracer.exchanges)}"
                  + (", read by:" if judged else ", read by no step")]
        lines += [f"  {step}" for step in judged]
        lines.append(f"> {as_json(exchange.request)}")
        lines.append(f"< {as_json(exchange.answer)}" if exchange.answer is not None
                     else f"! {exchange.failure}")
    lines += ["", f"verdict: {result.status}"]
    if result.status != "passed":
        lines += report.case_lines(result)
    return "\n".join(lines)
