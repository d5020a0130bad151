"""``studrules export``: the features compiled into JSON cases, to run without Gherkin.

A case is a scenario's requests, each with the pattern its answer must match
(``patterns``), found by running the scenario against the reference engine
(``derive``). The document carries the suite's version; ``load_cases`` reads one
back, checked against the ``cases`` schema so that a bad file is refused with
the place at fault.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable
from pathlib import Path

from studrules import __version__
from studrules.errors import StudrulesError
from studrules.files import FileProblem, read_text, write_text
from studrules.protocol.dispatch import PROTOCOL
from studrules.protocol.engines import Engine, ReferenceEngine
from studrules.protocol.schema import validate

from .derive import DerivationError, derive
from .patterns import PatternError, check_pattern
from .replay import canonical
from .suite import CaseInfo, ScenarioCase

FORMAT = 1
"""The version of the cases file's own layout."""


class CasesFileError(StudrulesError):
    """A cases file that cannot be used: unreadable, not JSON, or not laid out as cases."""


def export_cases(cases: Iterable[ScenarioCase], version: str,
                 exported: Callable[[], None] | None = None) -> dict:
    """The cases document of ``cases``, with the suite's ``version``; ``exported`` is called
    as each case is done (to count them)."""
    entries, failures = [], []
    with ReferenceEngine() as reference:
        for case in cases:
            try:
                entries.append(_entry(case, reference))
            except DerivationError as error:
                failures.append(str(error))
            if exported is not None:
                exported()
    if failures:
        raise DerivationError(
            f"{len(failures)} scenarios cannot be exported:\n" + "\n".join(failures)
        )
    return {
        "format": FORMAT,
        "suite": version,
        "protocol": PROTOCOL,
        "generator": f"studrules {__version__}",
        "cases": entries,
    }


def _entry(case: ScenarioCase, reference: Engine) -> dict:
    """One case of the document: the scenario's requests and the patterns their answers match;
    ``DerivationError`` if it cannot be exported."""
    exchanges, notes, variant = derive(case, reference)
    entry = {
        **case.info.as_json(),
        "variant": variant,
        "steps": [f"{step.keyword} {step.text}" for step in case.scenario.steps],
        "exchanges": [
            {"request": x.request, "expect": x.expect, "read_by": x.readers}
            for x in exchanges
        ],
    }
    if notes:
        entry["notes"] = notes
    return entry


def digest(case: dict) -> str:
    """A digest of what a case asks and expects (not its wording or place in the file)."""
    asked = [{"request": x["request"], "expect": x["expect"]} for x in case["exchanges"]]
    return hashlib.sha256(canonical(asked).encode("utf-8")).hexdigest()[:16]


def write_cases(document: dict, path: str | Path) -> None:
    """Write a cases document as JSON, one case per few lines."""
    write_text(path, json.dumps(document, indent=1, ensure_ascii=False) + "\n", "the cases")


def load_cases(path: str | Path) -> dict:
    """A cases document read from ``path``; ``CasesFileError`` naming what is wrong."""
    try:
        document = json.loads(read_text(path, "the cases file"))
    except FileProblem as error:
        raise CasesFileError(str(error)) from None
    except ValueError as error:
        raise CasesFileError(f"the cases file {path} is not JSON: {error}") from None
    problems = validate(document, "cases")
    if problems:
        raise CasesFileError(f"the cases file {path} is not a cases document: {problems[0]}")
    if document["format"] != FORMAT:
        raise CasesFileError(
            f"the cases file {path} has format {document['format']}; this runner reads "
            f"format {FORMAT}: export the cases again"
        )
    for case in document["cases"]:
        for n, exchange in enumerate(case["exchanges"], start=1):
            try:
                check_pattern(exchange["expect"])
            except PatternError as error:
                raise CasesFileError(
                    f"the cases file {path}, case {case['id']}, request {n}: {error}"
                ) from None
    return document


def info_of(case: dict) -> CaseInfo:
    """The description of an exported case, its ranking and house rules read off its requests."""
    requests = [exchange["request"] for exchange in case["exchanges"]]
    bodies = [r.get("evaluate") or r.get("rank") or {} for r in requests if "variant" not in r]
    rules: dict = next((r["rules"] for r in requests if isinstance(r.get("rules"), dict)), {})
    options = [*rules.get("options", {}), *(n for body in bodies for n in body.get("options", {}))]
    return CaseInfo(
        case["id"], case["feature"], case["line"], case["name"], case.get("rule"),
        case["variant"], tuple(case.get("tags", ())),
        next((body["ranking"] for body in bodies if "ranking" in body), None),
        tuple(sorted(set(options))), rules.get("profile"),
    )
