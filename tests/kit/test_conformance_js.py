"""The runner without Python (kit/js/run.mjs, Node.js, no packages) gives the Python runner's
verdict on every exported case, for every engine the tests run: the reference, the engine
wrong on purpose in several ways, the PokerKit adapter and the Node engine of high hands on
the whole suite; on the small suite, the deliberately broken engines of tests/engines, whose
failures the whole suite never meets (crashes, hangs, garbage, answers outside the schemas,
unsupported, a narrow hello, answers spelled otherwise)."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from kit_engines import ENGINES, NODE, NODE_HIGH, POKERKIT, RUNNER
from patience import patience

from studrules.cli import main
from studrules.conformance.export import export_cases, write_cases
from studrules.conformance.suite import collect

MINI = ENGINES / "features"


def command(name: str, *args: str) -> str:
    """The command that runs the test engine ``name`` of tests/engines."""
    return shlex.join([sys.executable, str(ENGINES / f"{name}.py"), *args])


def by_js(cases: Path, engine: str, tmp_path: Path, *args: str) -> tuple[int, dict]:
    """The JavaScript runner's exit code and JSON report for ``engine`` over ``cases``."""
    report = tmp_path / "js.json"
    ran = subprocess.run([NODE, str(RUNNER), "--cases", str(cases), "--engine", engine,
                          "--json", str(report), *args], capture_output=True, text=True,
                         timeout=patience(150), check=False)
    assert ran.returncode in (0, 1), ran.stderr
    return ran.returncode, json.loads(report.read_text())


def by_python(capsys, cases: Path, engine: str, tmp_path: Path, *args: str) -> tuple[int, dict]:
    """The Python runner's exit code and JSON report for ``engine`` over ``cases``."""
    report = tmp_path / "py.json"
    code = main(["conformance", "--cases", str(cases), "--engine", engine, "--json", str(report),
                 *args])
    capsys.readouterr()
    return code, json.loads(report.read_text())


def verdicts(report: dict) -> dict[str, str]:
    return {case["id"]: case["status"] for case in report["cases"]}


@pytest.fixture(scope="module")
def mini_cases(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("mini") / "cases.json"
    write_cases(export_cases(collect(MINI), "1.0.0"), path)
    return path


@pytest.mark.parametrize(
    ("engine", "args", "counts"),
    [
        (command("respelling"), (), {"passed": 10}),
        (command("crashing"), ("--give-up-after", "1"), {"passed": 6, "errored": 4}),
        (command("hanging"), ("--timeout", "1"), {"passed": 9, "errored": 1}),
        (command("garbage"), (), {"passed": 9, "errored": 1}),
        (command("sloppy"), (), {"passed": 7, "errored": 3}),
        (command("sloppy"), ("--no-validate",), {"passed": 9, "failed": 1}),
        (command("nameless"), (), {"passed": 5, "errored": 5}),
        (command("narrow"), (), {"passed": 8, "skipped": 2}),
        (command("narrow", "--internal"), (), {"passed": 9, "errored": 1}),
        (command("unsupported"), (), {"passed": 8, "skipped": 2}),
    ],
    ids=["respelling", "crashing", "hanging", "garbage", "sloppy", "sloppy-unvalidated",
         "nameless", "narrow", "internal", "unsupported"],
)
def test_the_runners_agree_on_each_case_of_the_small_suite(
    capsys, tmp_path, mini_cases, engine, args, counts
):
    code, python = by_python(capsys, mini_cases, engine, tmp_path, *args)
    js_code, js = by_js(mini_cases, engine, tmp_path, *args)
    assert verdicts(js) == verdicts(python)
    assert js_code == code and js["restarts"] == python["restarts"]
    assert {case["id"]: case.get("trouble") for case in js["cases"]} == {
        case["id"]: case.get("trouble") for case in python["cases"]}
    if counts is not None:
        assert {k: v for k, v in Counter(verdicts(js).values()).items()} == counts


WHOLE_SUITE = {
    "reference": (shlex.join([sys.executable, "-m", "studrules", "engine"]), "reference"),
    "askew": (command("askew"), "python:askew:engine"),
    "pokerkit": (shlex.join([sys.executable, "-m", "studrules.adapters.pokerkit_engine"]),
                 POKERKIT),
    "high.js": (NODE_HIGH, NODE_HIGH),
}
"""Each engine as the JavaScript runner starts it, and as the Python runner ran it."""


@pytest.fixture(scope="module")
def suite_file(suite_exported, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("suite") / "cases.json"
    write_cases(suite_exported, path)
    return path


@pytest.mark.parametrize("name", list(WHOLE_SUITE))
def test_the_runners_agree_on_each_case_of_the_whole_suite(
    tmp_path, suite_exported, suite_file, exported_verdicts, name
):
    """The reference's verdict is "passed" on every exported case by construction (the export
    keeps a case only once the reference passes it and its patterns match the reference's
    answers), so the Python runner is not run over it again: the JavaScript runner must
    pass every case. The other engines' verdicts come from the Python runner."""
    engine, spec = WHOLE_SUITE[name]
    _, js = by_js(suite_file, engine, tmp_path)
    python = ({case["id"]: "passed" for case in suite_exported["cases"]} if name == "reference"
              else exported_verdicts(spec))
    differ = {case: (status, python[case]) for case, status in verdicts(js).items()
              if status != python[case]}
    assert differ == {} and len(js["cases"]) == len(python) > 1000
    assert Counter(python.values())["passed"] > 100


def test_the_runner_refuses_what_it_cannot_run_in_one_line(tmp_path, mini_cases):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": 1, "suite": "1.0.0", "protocol": 1, "cases": [{"id": "a", '
                   '"feature": "f", "line": 1, "name": "n", "variant": "v", "exchanges": '
                   '[{"request": {}, "expect": {"$nearly": 1}}]}]}')
    not_amount = tmp_path / "not-amount.json"
    not_amount.write_text(bad.read_text().replace('{"$nearly": 1}',
                                                   '{"state": {"pot": {"$amount": "two"}}}'))
    for args, says in [
        (["--cases", str(bad), "--engine", "x"], 'unknown pattern operator "$nearly"'),
        (["--cases", str(not_amount), "--engine", "x"],
         'case a, request 1: state.pot: $amount takes an amount such as "2.50"'),
        (["--cases", str(tmp_path / "none.json"), "--engine", "x"], "cannot read the cases"),
        (["--cases", str(mini_cases), "--engine", "no-such-engine-anywhere"],
         "cannot start engine no-such-engine-anywhere"),
        (["--cases", str(mini_cases)], "give --cases FILE and --engine COMMAND"),
    ]:
        ran = subprocess.run([NODE, str(RUNNER), *args], capture_output=True, text=True,
                             timeout=patience(15), check=False)
        assert ran.returncode == 2 and says in ran.stderr and ran.stderr.count("\n") == 1, (
            args, ran.stderr)


def test_the_runners_read_amounts_of_play_past_eighteen_digits(capsys, tmp_path):
    """Protocol 2: an answer's amounts may pass the stakes' 18 digits (ten antes at the
    largest stakes make 19); both runners compare them exactly, as $amount patterns."""
    largest = "9" * 18
    request = {"variant": "seven-card-stud",
               "stakes": {"ante": largest, "bring_in": largest, "small_bet": largest,
                          "big_bet": largest},
               "players": [{"name": "Bob", "cards": "(Ac Ad) 2h"},
                           {"name": "Carol", "cards": "(Js 8h) Jh"}],
               "actions": [["Bob", "bring-in"]]}

    def case(name: str, pot: str) -> dict:
        return {"id": f"limits::{name}", "feature": "limits.feature", "line": 1, "name": name,
                "variant": "seven-card-stud", "exchanges": [
                    {"request": request, "expect": {"ok": True, "state": {"pot": {
                        "$amount": pot}}}}]}

    cases = tmp_path / "cases.json"
    write_cases({"format": 1, "suite": "1.0.0", "protocol": 2, "cases": [
        case("right", "2999999999999999997"), case("a-chip-short", "2999999999999999996")]},
        cases)
    engine = shlex.join([sys.executable, "-m", "studrules", "engine"])
    _, python = by_python(capsys, cases, engine, tmp_path)
    _, js = by_js(cases, engine, tmp_path)
    expected = {"limits::right": "passed", "limits::a-chip-short": "failed"}
    assert verdicts(python) == verdicts(js) == expected
