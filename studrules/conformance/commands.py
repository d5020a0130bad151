"""``studrules conformance`` and ``studrules export``: their arguments and what they run."""

from __future__ import annotations

import argparse
import difflib
import json
import shlex
import sys
from pathlib import Path
from typing import TextIO

from studrules.errors import StudrulesError
from studrules.files import write_text
from studrules.progress import Progress
from studrules.protocol.engines import EngineError, make_engine
from studrules.shown import json_text, say, visible

from .expectations import (
    Expectations,
    check_names,
    load_expectations,
    regressions,
    save_expectations,
    updated,
)
from .export import digest, export_cases, load_cases, write_cases
from .report import RunReport
from .results import build as build_page
from .runner import (
    NOT_OFFERED,
    NOT_RUN,
    CaseResult,
    ExportedCase,
    FeatureCase,
    Watched,
    handshake,
    run_cases,
)
from .selection import not_offered, selected
from .suite import CaseInfo, collect, features_dir
from .trace import Tracer, trace
from .trace import text as trace_text
from .versioning import VersionError, problems, read_retired, read_version, update_lock

STARTUP = 60.0
"""How long an engine command may take over its first answer after it starts: an interpreter
loading its modules on a busy machine can take well over the ten seconds an answer may, and
a command that never answers is still stopped within a minute."""


def add_commands(commands: argparse._SubParsersAction) -> None:
    """Add the ``conformance`` and ``export`` subcommands to the command line."""
    run = commands.add_parser(
        "conformance", help="run the suite against an engine and report by variant and rule",
        description="Run every scenario of the features (or every case of an exported file) "
        "through an engine and report passed, failed, skipped (unsupported) and errored cases "
        "by variant and by rule. Exit code: 1 if a case failed, passed unexpectedly or, where "
        "the expectations say it must pass, skipped (see --expectations); 2 if the suite, the "
        "files or the engine cannot be used.",
    )
    run.add_argument(
        "--engine", metavar="SPEC",
        help='the engine: a command such as "studrules engine", python:package.module:factory, '
        "or reference (the default: the reference engine, in process); required with "
        "--expectations",
    )
    run.add_argument("--features", metavar="DIR", help="the features directory")
    run.add_argument("--cases", metavar="FILE", help="run the cases of an exported file instead")
    _select(run)
    run.add_argument(
        "--expectations", metavar="FILE",
        help="the cases the engine must pass, and its expected failures and skips (JSON, see "
        "docs/conformance.md)",
    )
    run.add_argument(
        "--update-expectations", action="store_true",
        help="rewrite the expectations file from this run: passes as pass, failures as fail, "
        "skips as skip (by selection where one covers them); refused, with exit code 1, if a "
        "case expected to pass did not",
    )
    run.add_argument(
        "--accept-regressions", action="store_true",
        help="with --update-expectations: record cases expected to pass that failed or "
        "skipped as fail or skip all the same",
    )
    run.add_argument("--json", metavar="FILE", help="also write the report as JSON to FILE")
    run.add_argument(
        "--trace", metavar="ID",
        help="run the one case ID and print each JSON request and answer with the steps that "
        "judged it, then the verdict (exit code 1 if it did not pass)",
    )
    run.add_argument(
        "--validate", action=argparse.BooleanOptionalAction, default=True,
        help="check every answer against the protocol's JSON Schemas (the default; "
        "--no-validate to skip, which the report says)",
    )
    run.add_argument(
        "--timeout", type=_positive, default=10.0, metavar="SECONDS",
        help="how long an engine command may take over one answer (default: 10); the "
        f"first answer after it starts may take up to {STARTUP:g}",
    )
    run.add_argument(
        "--give-up-after", type=_count, default=20, metavar="N",
        help="stop after N errored cases in a row (0: never; default: 20)",
    )
    run.add_argument(
        "--verbose", action="store_true",
        help="print each case as it ends, and give the long report: the tables by variant "
        "and by rule, and every case that did not pass (the default report is short)",
    )
    run.set_defaults(run=conformance)
    _report(run)
    export = commands.add_parser(
        "export", help="compile the features into JSON cases, or refresh the suite's lock",
        description="Compile every scenario into its requests and the patterns their answers "
        "must match, found with the reference engine, as one JSON document with the suite's "
        "version. --update-lock records the cases' digests once features/VERSION has been "
        "bumped and the changelog updated; --check-lock says whether that is needed.",
    )
    export.add_argument("--features", metavar="DIR", help="the features directory")
    export.add_argument("-o", "--output", metavar="FILE", help="write the cases here (- : stdout)")
    _select(export)
    lock = export.add_mutually_exclusive_group()
    lock.add_argument(
        "--update-lock", action="store_true",
        help="write features/suite.lock.json for the current cases and version",
    )
    lock.add_argument(
        "--check-lock", action="store_true",
        help="exit 1 if the cases changed without a version bump and changelog entry",
    )
    export.set_defaults(run=export_command)


def _report(run: argparse.ArgumentParser) -> None:
    """``studrules conformance report --html OUT RESULTS.json...``: the results page."""
    actions = run.add_subparsers(dest="conformance_action", metavar="report",
                                 parser_class=type(run))
    report = actions.add_parser(
        "report", help="build a static results page from the JSON reports of runs",
        description="Build OUT/index.html, a page that opens from disk: the engines of the "
        "runs against the games and topics, each cell the cases passed, failed as expected, "
        "skipped and failed, with each engine's name, version and suite. Each RESULTS.json is "
        "the --json report of a run of studrules conformance or of kit/js/run.mjs. Exit code "
        "2 if a file cannot be read or OUT cannot take the page.",
    )
    report.add_argument("--html", required=True, metavar="OUT", help="the folder for the page")
    report.add_argument("results", nargs="+", metavar="RESULTS.json",
                        help="the JSON report of a run (--json)")
    report.set_defaults(run=report_command)


def report_command(args: argparse.Namespace, out: TextIO | None = None,
                   err: TextIO | None = None) -> int:
    """Run ``studrules conformance report``; the exit code."""
    out, err = out or sys.stdout, err or sys.stderr
    try:
        path = build_page(args.html, args.results)
    except StudrulesError as error:
        print(f"studrules conformance report: {error}", file=err)
        return 2
    print(f"wrote {path} ({len(args.results)} runs)", file=out)
    return 0


def _select(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--select", action="append", default=[], metavar="TERM",
        help="only the cases a term selects: ranking:GLOB, variant:, topic: (the feature file's "
        "name), rule:, tag:, id:, feature:, or a bare GLOB matching any of them; terms of one "
        "kind add cases, of different kinds narrow them (docs/conformance.md)",
    )


def _selection(terms: list[str]) -> str:
    """The ``--select`` terms as they would be typed again (an empty one as ``''``)."""
    return " ".join(f"--select {shlex.quote(term)}" for term in terms)


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0
    if value <= 0:
        raise argparse.ArgumentTypeError(f'a timeout is a number of seconds above 0, not "{text}"')
    return value


def _count(text: str) -> int:
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f'a number of cases is a whole number, not "{text}"')
    return int(text)


def conformance(args: argparse.Namespace, out: TextIO | None = None,
                err: TextIO | None = None) -> int:
    """Run ``studrules conformance``; the exit code."""
    out, err = out or sys.stdout, err or sys.stderr
    try:
        return _conformance(args, out, err)
    except StudrulesError as error:
        print(visible(f"studrules conformance: {error}"), file=err)
        return 2


def _arguments(args: argparse.Namespace) -> None:
    """Refuse arguments that do not go together: an expectations file gates one engine, named."""
    if args.update_expectations and not args.expectations:
        raise StudrulesError("--update-expectations needs --expectations FILE")
    if args.accept_regressions and not args.update_expectations:
        raise StudrulesError("--accept-regressions goes with --update-expectations")
    if args.engine is not None and not args.engine.strip():
        raise StudrulesError("--engine is empty: name the engine (a command, "
                             "python:module:factory or reference), or leave --engine out to "
                             "run the reference")
    if args.expectations and not args.engine:
        raise StudrulesError("--expectations gates an engine: name it with --engine SPEC, so "
                             "that no run gates the reference engine by mistake (without "
                             "--engine the run is the reference engine's)")
    if args.trace and (args.select or args.expectations or args.json):
        raise StudrulesError("--trace runs one case and prints it: leave out --select, "
                             "--expectations and --json")


def _suite(args: argparse.Namespace) -> tuple[list[FeatureCase | ExportedCase], str | None, str,
                                              dict]:
    """The cases to run (all of them), the suite's version, where they come from, and the IDs
    the suite lists as retired."""
    if args.cases:
        document = load_cases(args.cases)
        cases: list[FeatureCase | ExportedCase] = [
            ExportedCase(entry) for entry in document["cases"]
        ]
        return cases, document["suite"], f"the cases file {args.cases}", document.get(
            "retired", {})
    root = features_dir(args.features)
    cases = [FeatureCase(case) for case in collect(root)]
    return cases, _version(root), str(root), read_retired(root)


def _conformance(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    _arguments(args)
    engine_spec = args.engine or "reference"
    cases, suite, source, retired = _suite(args)
    everything = [case.info for case in cases]
    if args.trace:
        return _trace(args, engine_spec, cases, out)
    cases = [case for case in cases if selected(case.info, args.select)]
    if not cases:
        raise StudrulesError(f"no case matches {_selection(args.select)}")
    expectations, moved = None, []
    if args.expectations:
        expectations = load_expectations(args.expectations, missing_ok=args.update_expectations)
        moved = check_names(expectations, args.expectations, everything, retired)
    counting = Progress("studrules conformance", len(cases), "cases", err)

    def ended(result: CaseResult) -> None:
        if args.verbose:
            counting.say(f"{result.status:>8} {result.info.id}")
        counting.advance()

    with make_engine(engine_spec, args.timeout, STARTUP) as engine, counting:
        watched = Watched(engine, args.validate)
        hello = handshake(watched)
        results = run_cases(watched, cases, args.give_up_after, ended, hello)
        restarts = getattr(engine, "restarts", 0)
    report = RunReport(engine_spec, hello, suite, source, results, validated=args.validate,
                       restarts=restarts)
    if expectations is not None:
        report.expectations = expectations
        report.stale = moved
    say(report.text(args.verbose), out)
    if args.json:
        write_text(args.json, json.dumps(report.as_json(), indent=1, ensure_ascii=False) + "\n",
                   "the report")
        print(f"wrote the JSON report to {args.json}", file=out)
    if args.update_expectations and expectations is not None:
        ran = [(r.info, r.status, r.why()) for r in results if r.trouble != NOT_RUN]
        return _update(args, expectations, ran, everything, suite, retired, out, err)
    return report.exit_code


def _update(args: argparse.Namespace, expectations: Expectations,
            ran: list[tuple[CaseInfo, str, str]], everything: list[CaseInfo],
            suite: str | None, retired: dict, out: TextIO, err: TextIO) -> int:
    """``--update-expectations``: rewrite the file from the run, unless a case it gates as
    ``pass`` failed or skipped and ``--accept-regressions`` was not given (exit code 1)."""
    lost = regressions(expectations, ran)
    if lost and not args.accept_regressions:
        say(f"studrules conformance: {len(lost)} cases expected to pass did not, so "
            f"{args.expectations} is left as it was (--accept-regressions records them):", err)
        for info, status in lost:
            say(f"  {info.id}: {status}", err)
        return 1
    rewritten = updated(expectations, ran, everything, suite, retired)
    save_expectations(rewritten, args.expectations)
    by_term = f" and {len(rewritten.skip)} skip selections" if rewritten.skip else ""
    say(f"wrote {len(rewritten.cases)} expectations{by_term} to {args.expectations}", out)
    return 0


def _trace(args: argparse.Namespace, engine_spec: str,
           cases: list[FeatureCase | ExportedCase], out: TextIO) -> int:
    """``--trace ID``: the case's requests and answers, the steps that judged them, its verdict;
    exit code 0 if it passed, 1 if not."""
    chosen = next((case for case in cases if case.info.id == args.trace), None)
    if chosen is None:
        ids = [case.info.id for case in cases]
        near = [i for i in ids if i.startswith(args.trace)][:3] or difflib.get_close_matches(
            args.trace, ids, n=3)
        hint = ": did you mean " + " or ".join(near) + "?" if near else ""
        raise StudrulesError(f"there is no case {args.trace}{hint}")
    with make_engine(engine_spec, args.timeout, STARTUP) as engine:
        tracer = Tracer(engine, args.validate)
        hello = handshake(tracer)
        tracer.start_over()
        absent = not_offered(chosen.info, hello)
        result = (CaseResult(chosen.info, "skipped", message=absent, trouble=NOT_OFFERED)
                  if absent else trace(chosen, tracer))
    report = RunReport(engine_spec, hello, None, "", [result], validated=args.validate)
    say(trace_text(chosen, result, tracer, report), out)
    return 0 if result.status == "passed" else 1


def _version(root: Path) -> str | None:
    """The suite's version, if the features directory has one."""
    try:
        return str(read_version(root))
    except VersionError:
        return None


def export_command(args: argparse.Namespace, out: TextIO | None = None,
                   err: TextIO | None = None) -> int:
    """Run ``studrules export``; the exit code."""
    out, err = out or sys.stdout, err or sys.stderr
    try:
        return _export(args, out, err)
    except (StudrulesError, EngineError) as error:
        print(visible(f"studrules export: {error}"), file=err)
        return 2


def _export(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    locking = args.update_lock or args.check_lock
    if locking and args.select:
        raise StudrulesError("the lock covers the whole suite: leave out --select")
    root = features_dir(args.features)
    version = read_version(root)
    cases = [case for case in collect(root) if selected(case.info, args.select)]
    if not cases:
        raise StudrulesError(f"no case matches {_selection(args.select)}")
    with Progress("studrules export", len(cases), "cases", err) as counting:
        document = export_cases(cases, str(version), counting.advance) | {
            "retired": read_retired(root)}
    if args.output not in (None, "-"):
        write_cases(document, args.output)
        print(f"wrote {len(document['cases'])} cases to {args.output}", file=err)
    elif args.output == "-" or not locking:
        print(json_text(document), file=out)
    if not locking:
        return 0
    digests = {case["id"]: digest(case) for case in document["cases"]}
    if args.update_lock:
        say(update_lock(root, digests), out)
        return 0
    found = problems(root, digests)
    for problem in found:
        say(problem, out)
    if not found:
        say(f"the lock vouches for suite {version} ({len(digests)} cases)", out)
    return 1 if found else 0
