"""``studrules conformance`` and ``studrules export``: their arguments and what they run."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TextIO

from studrules.errors import StudrulesError
from studrules.files import write_text
from studrules.progress import Progress
from studrules.protocol.engines import EngineError, make_engine
from studrules.shown import json_text, say, visible

from .expectations import load_expectations, save_expectations, updated
from .export import digest, export_cases, load_cases, write_cases
from .report import RunReport
from .runner import (
    NOT_RUN,
    CaseResult,
    ExportedCase,
    FeatureCase,
    Watched,
    handshake,
    run_cases,
)
from .selection import selected
from .suite import collect, features_dir
from .versioning import VersionError, problems, read_version, update_lock

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
        "or reference (the default: the reference engine, in process; name it to use "
        "--expectations)",
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
        "skips as skip",
    )
    run.add_argument("--json", metavar="FILE", help="also write the report as JSON to FILE")
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
        help="print each case as it ends, and list every skipped case",
    )
    run.set_defaults(run=conformance)
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


def _select(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--select", action="append", default=[], metavar="TERM",
        help="only the cases a term selects: ranking:GLOB, variant:, topic: (the feature file's "
        "name), rule:, tag:, id:, feature:, or a bare GLOB matching any of them; terms of one "
        "kind add cases, of different kinds narrow them (docs/conformance.md)",
    )


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


def _conformance(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    if args.update_expectations and not args.expectations:
        raise StudrulesError("--update-expectations needs --expectations FILE")
    if args.expectations and not args.engine:
        raise StudrulesError(
            "--expectations says what an engine must pass: name that engine with --engine "
            "(without it the run is the reference engine's, which needs no expectations)"
        )
    engine_spec = args.engine or "reference"
    cases: list[FeatureCase | ExportedCase]
    if args.cases:
        document = load_cases(args.cases)
        cases = [ExportedCase(entry) for entry in document["cases"]]
        suite, source = document["suite"], f"the cases file {args.cases}"
    else:
        root = features_dir(args.features)
        cases = [FeatureCase(case) for case in collect(root)]
        suite, source = _version(root), str(root)
    everything = {case.info.id for case in cases}
    cases = [case for case in cases if selected(case.info, args.select)]
    if not cases:
        raise StudrulesError(f"no case matches --select {' '.join(args.select)}")
    expectations = (
        load_expectations(args.expectations, missing_ok=args.update_expectations)
        if args.expectations else None
    )
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
        report.stale = sorted(set(expectations.cases) - everything)
    say(report.text(args.verbose), out)
    if args.json:
        write_text(args.json, json.dumps(report.as_json(), indent=1, ensure_ascii=False) + "\n",
                   "the report")
        print(f"wrote the JSON report to {args.json}", file=out)
    if args.update_expectations and expectations is not None:
        ran = [(r.info, r.status, r.why()) for r in results if r.trouble != NOT_RUN]
        rewritten = updated(expectations, ran, everything, suite)
        save_expectations(rewritten, args.expectations)
        say(f"wrote {len(rewritten.cases)} expectations to {args.expectations}", out)
        return 0
    return report.exit_code


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
        raise StudrulesError(f"no case matches --select {' '.join(args.select)}")
    with Progress("studrules export", len(cases), "cases", err) as counting:
        document = export_cases(cases, str(version), counting.advance)
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
