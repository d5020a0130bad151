"""``studrules conformance`` against the deliberately broken engines of tests/engines: a
readable report whatever the engine does, and exit codes that follow the expectations."""

from __future__ import annotations

import json
import shlex
import shutil
import sys
import time
from pathlib import Path

import pytest
from locations import ENGINES

from studrules.cli import main
from studrules.conformance.expectations import Expectation, Expectations, updated
from studrules.conformance.export import export_cases, write_cases
from studrules.conformance.runner import ExportedCase, Watched
from studrules.conformance.suite import CaseInfo, collect
from studrules.protocol.engines import EngineError, PythonEngine

ENGINES = ENGINES
MINI = str(ENGINES / "features")
LIAR_FAILURES = {
    "deals::the-antes-and-the-bring-in-make-the-pot",
    "rankings::straights-are-named-by-their-top-card::AKQJT | straight, ace high",
    "rankings::straights-are-named-by-their-top-card::A2345 | straight, five high",
    "rankings::the-wheel-loses-to-the-six-high-straight",
    "rankings::a-straight-flush-out-of-seven-cards",
}


def engine(name: str) -> str:
    """The command that runs the test engine ``name`` of tests/engines."""
    return shlex.join([sys.executable, str(ENGINES / f"{name}.py")])


def conformance(capsys, *args: str, verbose: bool = True) -> tuple[int, str, str]:
    """Run ``studrules conformance`` on the mini suite; the exit code, stdout and stderr. The
    report is the long one (--verbose) unless ``verbose`` is false."""
    code = main(["conformance", "--features", MINI, *args, *(["--verbose"] * verbose)])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_reference_passes_and_the_report_counts_by_variant_and_rule(capsys):
    code, out, _ = conformance(capsys, "--engine", "reference")
    assert code == 0
    assert "conformance of reference (studrules " in out and "against suite 1.0.0" in out
    assert "by variant" in out and "by rule" in out
    rows = {line.split()[0]: line.split()[1:] for line in out.splitlines() if line[:2] == "  "}
    assert rows["seven-card-stud"] == ["2", "·", "·", "·"]
    assert rows["HIGH.STRAIGHTS"] == ["4", "·", "·", "·"]
    assert out.rstrip().endswith(
        "10 cases: 10 passed, 0 failed, 0 skipped, 0 errored. nothing unexpected"
    )


def test_the_report_is_short_unless_verbose(capsys):
    code, out, err = conformance(capsys, "--engine", "reference", verbose=False)
    assert code == 0 and err == ""
    assert len(out.splitlines()) == 5 and "by variant" not in out
    code, out, err = conformance(capsys, "--engine", engine("liar"), verbose=False)
    assert code == 1
    assert "by rule" not in out and "at: " not in out
    lines = out.splitlines()
    table = lines[lines.index("not all passed (variant / topic):") + 1:][:3]
    assert [line.split()[:5] for line in table] == [
        ["hands", "alone", "/", "rankings", "3"], ["seven-card-stud", "/", "deals", "1", "passed,"],
        [],
    ]
    assert "  ✗ deals::the-antes-and-the-bring-in-make-the-pot: unexpected failure: Then the " \
           "pot is $1 (line 33): expected a pot of $1, the engine answered a pot of $2" in lines
    assert sum(line.startswith("  ✗ ") for line in lines) == 5
    code, out, err = conformance(capsys, "--engine", engine("liar"))
    assert "by rule" in out and "at: Then the pot is $1 (line 33)" in out
    assert "  failed deals::the-antes-and-the-bring-in-make-the-pot" in err


def test_a_crashing_engine_is_restarted_and_its_stderr_kept(capsys):
    code, out, _ = conformance(capsys, "--engine", engine("crashing"))
    assert code == 1
    assert "! rankings::the-wheel-loses-to-the-six-high-straight [HIGH.STRAIGHTS]" in out
    assert "at: Then \"65432\" beats \"A2345\" (line 20)" in out
    assert "crash: engine" in out and "(exit code 3); its stderr ends:" in out
    assert 'crashing.py: cannot rank ["65432", "A2345"]' in out
    assert "9 passed, 0 failed, 0 skipped, 1 errored; the engine was restarted once" in out


def test_a_hanging_engine_is_cut_off_by_the_timeout_and_the_run_goes_on(capsys):
    started = time.monotonic()
    code, out, _ = conformance(capsys, "--engine", engine("hanging"), "--timeout", "1")
    assert code == 1
    assert time.monotonic() - started < 30
    assert "timeout: engine" in out and "within 1 s; the runner stopped it" in out
    assert "exit code" not in out and "signal" not in out
    assert "9 passed, 0 failed, 0 skipped, 1 errored" in out


def test_an_engine_speaking_garbage_is_reported_as_such(capsys):
    code, out, _ = conformance(capsys, "--engine", engine("garbage"))
    assert code == 1
    assert "garbage: engine" in out
    assert "a line that is not JSON: \"DEBUG ranking ['65432', 'A2345']\"" in out
    assert "9 passed, 0 failed, 0 skipped, 1 errored" in out


def test_a_lying_engine_fails_with_the_step_what_was_expected_and_what_it_answered(capsys):
    code, out, _ = conformance(capsys, "--engine", engine("liar"))
    assert code == 1
    failed = {line.split()[1] for line in out.splitlines() if line.startswith("  ✗ ")}
    assert failed == {case.split(" | ")[0] for case in LIAR_FAILURES}
    assert "at: Then it is \"straight, five high\" (line 10)" in out
    assert 'expected: "straight, five high"' in out
    assert 'the engine answered: "run, five high"' in out
    assert "expected: a pot of $1\n      the engine answered: a pot of $2" in out
    assert "5 passed, 5 failed, 0 skipped, 0 errored. UNEXPECTED: 5 × unexpected failure" in out


def test_an_engine_that_says_unsupported_is_skipped_not_failed(capsys):
    code, out, _ = conformance(capsys, "--engine", engine("unsupported"))
    assert code == 0
    assert "skipped: the engine answered unsupported:" in out
    assert "razz is not offered here" in out and "ace-to-five-8 is not offered here" in out
    assert "8 passed, 0 failed, 2 skipped, 0 errored. nothing unexpected" in out
    assert "- deals::in-razz-the-king-brings-in [RAZZ.GAME]" in out


def test_validate_checks_every_answer_against_the_schemas(capsys):
    code, out, _ = conformance(capsys, "--engine", engine("sloppy"), "--no-validate")
    assert code == 1
    assert "answers NOT checked against the protocol's JSON Schemas (--no-validate)" in out
    assert "9 passed, 1 failed" in out
    assert "amounts written as decimal strings" in out
    code, out, _ = conformance(capsys, "--engine", engine("sloppy"))
    assert code == 1
    assert "every answer checked against the protocol's JSON Schemas" in out
    assert "invalid: engine" in out
    assert "outside the schema deal-answer: state.pot must be string, not 1.0" in out
    assert "7 passed, 0 failed, 0 skipped, 3 errored" in out
    code, out, _ = conformance(capsys, "--engine", engine("respelling"), "--validate")
    assert code == 0, out


@pytest.mark.parametrize(
    ("selection", "count"),
    [
        (["razz"], 1),
        (["HIGH.*"], 5),
        (["rankings::straights-*"], 3),
        (["razz", "CARDS.PARSE-ERRORS"], 2),
        (["deals.feature"], 3),
    ],
)
def test_select_picks_variants_rules_ids_and_files(capsys, selection, count):
    args = [arg for term in selection for arg in ("--select", term)]
    code, out, _ = conformance(capsys, "--engine", "reference", *args)
    assert code == 0
    assert f"{count} cases: {count} passed" in out


def test_a_selection_that_matches_nothing_is_refused(capsys):
    code, _, err = conformance(capsys, "--engine", "reference", "--select", "nothing-here")
    assert code == 2
    assert "no case matches --select nothing-here" in err
    code, _, err = conformance(capsys, "--select", "variant:razz", "--select", "rule:NOPE",
                               "--select", "")
    assert code == 2
    assert "no case matches --select variant:razz --select rule:NOPE --select ''" in err


def test_the_json_report(capsys, tmp_path):
    path = tmp_path / "report.json"
    code, _, _ = conformance(capsys, "--engine", engine("liar"), "--json", str(path))
    report = json.loads(path.read_text())
    assert code == 1
    assert report["totals"] == {"passed": 5, "failed": 5, "skipped": 0, "errored": 0}
    assert report["by_variant"]["seven-card-stud"] == {
        "passed": 1, "failed": 1, "skipped": 0, "errored": 0
    }
    assert report["engine"]["hello"]["protocol"] == 4
    assert {u["id"] for u in report["unexpected"]} == LIAR_FAILURES
    pot = next(c for c in report["cases"] if c["id"].startswith("deals::the-antes"))
    assert pot["status"] == "failed" and pot["outcome"] == "unexpected failure"
    assert pot["expected"] == "a pot of $1" and pot["answered"] == "a pot of $2"
    assert pot["feature"] == "deals.feature" and pot["rule"] == "BRING-IN.LOW-CARD"


def test_expectations_turn_known_failures_into_a_pass_and_catch_the_unexpected(capsys, tmp_path):
    path = tmp_path / "liar.expect.json"
    known = {case: {"expect": "fail", "reason": "it lies"} for case in LIAR_FAILURES}
    known["deals::in-razz-the-king-brings-in"] = {"expect": "fail", "reason": "it should",
                                                  "link": "https://example.org/1"}
    path.write_text(json.dumps({"engine": "liar", "cases": known}))
    code, out, _ = conformance(capsys, "--engine", engine("liar"), "--expectations", str(path))
    assert code == 1
    assert "passed, though expected to fail or skip (remove their expectations):" in out
    assert "  ✓ deals::in-razz-the-king-brings-in" in out
    assert "expected failure: it lies" in out
    assert "(5 × expected failure). UNEXPECTED: 1 × unexpected pass" in out

    code, out, _ = conformance(capsys, "--engine", engine("liar"), "--expectations", str(path),
                               "--update-expectations")
    assert code == 0
    rewritten = json.loads(path.read_text())
    assert rewritten["engine"] == "liar" and rewritten["suite"] == "1.0.0"
    failing = {case for case, entry in rewritten["cases"].items() if entry["expect"] == "fail"}
    assert failing == LIAR_FAILURES
    assert {rewritten["cases"][case]["reason"] for case in failing} == {"it lies"}
    passing = {case for case, entry in rewritten["cases"].items() if entry["expect"] == "pass"}
    assert len(passing) == 5 and "deals::in-razz-the-king-brings-in" in passing
    code, out, _ = conformance(capsys, "--engine", engine("liar"), "--expectations", str(path))
    assert code == 0 and "nothing unexpected" in out


def test_update_expectations_records_new_failures_and_skips(capsys, tmp_path):
    path = tmp_path / "new.expect.json"
    code, out, _ = conformance(capsys, "--engine", engine("unsupported"), "--expectations",
                               str(path), "--update-expectations")
    assert code == 0 and f"wrote 10 expectations to {path}" in out
    cases = json.loads(path.read_text())["cases"]
    assert cases["deals::in-razz-the-king-brings-in"] == {
        "expect": "skip",
        "reason": f"the engine {engine('unsupported')} does not support this: razz is not "
        "offered here",
    }
    code, out, _ = conformance(capsys, "--engine", engine("unsupported"), "--expectations",
                               str(path))
    assert code == 0 and "2 × expected skip" in out


def test_exported_cases_run_without_gherkin(capsys, tmp_path):
    path = tmp_path / "cases.json"
    write_cases(export_cases(collect(Path(MINI)), "1.0.0"), path)
    code = main(["conformance", "--cases", str(path), "--engine", engine("liar"), "--verbose"])
    out, _ = capsys.readouterr()
    assert code == 1
    assert f"from the cases file {path}" in out
    assert "at: request 1 of 2 (read by: When third street is dealt; Then the pot is $1)" in out
    assert 'expected: state.pot: the amount 1\n      the engine answered: state.pot: "2"' in out
    assert "5 passed, 5 failed" in out


def test_after_too_many_errors_in_a_row_the_rest_is_not_run(capsys):
    code, out, _ = conformance(capsys, "--engine", engine("crashing"), "--give-up-after", "1",
                               "--select", "rankings.feature")
    assert code == 1
    assert out.count("not run: the engine failed 1 cases in a row") == 3
    assert "3 passed, 0 failed, 0 skipped, 4 errored" in out


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--engine", "no-such-engine-anywhere"], "cannot start engine no-such-engine-anywhere"),
        (["--engine", "reference", "--update-expectations"], "needs --expectations FILE"),
        (["--engine", "reference", "--cases", "/no/such/file.json"], "cannot read the cases"),
        (["--engine", "reference", "--features", "/no/such/dir"], "no .feature files under"),
    ],
)
def test_what_cannot_run_is_said_in_one_line_with_exit_code_2(capsys, args, says):
    code = main(["conformance", *args])
    _, err = capsys.readouterr()
    assert code == 2
    assert says in err and "Traceback" not in err


def test_an_engine_that_dies_at_once_fails_the_handshake(capsys, tmp_path):
    script = tmp_path / "dead.py"
    script.write_text("import sys\nsys.stderr.write('no engine here\\n')\n")
    command = shlex.join([sys.executable, str(script)])
    code, _, err = conformance(capsys, "--engine", command)
    assert code == 2
    assert "the engine failed the handshake" in err and "no engine here" in err


def test_a_bad_expectations_file_is_refused(capsys, tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"cases": {"x": {"expect": "maybe", "reason": "?"}}}))
    code, _, err = conformance(capsys, "--engine", "reference", "--expectations", str(path))
    assert code == 2
    assert 'cases.x.expect must be one of "fail", "skip", not "maybe"' in err


def test_a_pass_that_turns_into_a_skip_fails_a_gated_run(capsys, tmp_path):
    path = tmp_path / "gate.expect.json"
    code, out, _ = conformance(capsys, "--engine", "reference", "--expectations", str(path),
                               "--update-expectations")
    assert code == 0 and f"wrote 10 expectations to {path}" in out
    recorded = json.loads(path.read_text())["cases"]
    assert {entry["expect"] for entry in recorded.values()} == {"pass"}
    code, out, _ = conformance(capsys, "--engine", "reference", "--expectations", str(path))
    assert code == 0 and "every case has an expectation" in out
    # The same engine, now answering unsupported to razz and ace-to-five-8: a regression.
    code, out, _ = conformance(capsys, "--engine", engine("unsupported"), "--expectations",
                               str(path))
    assert code == 1
    assert "skipped, though expected to pass (the expectations gate them):" in out
    assert "  - deals::in-razz-the-king-brings-in: the engine " in out
    assert "2 skipped, 0 errored. UNEXPECTED: 2 × skipped, expected to pass" in out


def test_must_pass_gates_a_whole_selection_and_the_report_counts_what_is_not_gated(
    capsys, tmp_path
):
    path = tmp_path / "gate.expect.json"
    path.write_text(json.dumps({"must_pass": ["variant:razz"], "cases": {}}))
    code, out, _ = conformance(capsys, "--engine", engine("unsupported"), "--expectations",
                               str(path))
    assert code == 1
    assert "9 of 10 cases have no expectation: a skip there does not fail the run" in out
    assert "UNEXPECTED: 1 × skipped, expected to pass" in out
    code, out, _ = conformance(capsys, "--engine", engine("unsupported"))
    assert code == 0
    assert "10 of 10 cases have no expectation" in out
    # An entry of its own wins over the selection.
    path.write_text(json.dumps({"must_pass": ["variant:razz"], "cases": {
        "deals::in-razz-the-king-brings-in": {"expect": "skip", "reason": "no razz"}}}))
    code, out, _ = conformance(capsys, "--engine", engine("unsupported"), "--expectations",
                               str(path))
    assert code == 0 and "1 × expected skip" in out


def test_update_expectations_leaves_out_passes_a_must_pass_selection_gates(capsys, tmp_path):
    path = tmp_path / "gate.expect.json"
    path.write_text(json.dumps({"must_pass": ["ranking:high"], "cases": {}}))
    code, _, _ = conformance(capsys, "--engine", engine("unsupported"), "--expectations",
                             str(path), "--update-expectations")
    rewritten = json.loads(path.read_text())
    assert code == 0 and rewritten["must_pass"] == ["ranking:high"]
    assert len(rewritten["cases"]) == 10 - 6
    assert not any(case.startswith("rankings::straights") for case in rewritten["cases"])


@pytest.mark.parametrize(
    ("selection", "count"),
    [
        (["ranking:high"], 6),
        (["ranking:ace-to-five-8"], 1),
        (["ranking:high", "ranking:ace-to-five-8"], 7),
        (["variant:seven-card-stud"], 2),
        (["topic:deals"], 3),
        (["topic:rankings", "rule:HIGH.*"], 5),
        (["ranking:high", "rule:CARDS.*"], 1),
        (["high"], 6),
        (["variant:razz", "ranking:high"], None),
        (["ranking:*"], 7),
        (["variant:*"], 3),
        (["feature:deals"], 3),
        (["feature:deals.feature"], 3),
        (["topic:deals.feature"], 3),
        (["feature:rank*", "topic:rankings.feature"], 7),
    ],
)
def test_select_by_ranking_variant_topic_and_rule_combined(capsys, selection, count):
    args = [arg for term in selection for arg in ("--select", term)]
    code, out, err = conformance(capsys, "--engine", "reference", *args)
    if count is None:
        assert code == 2 and "no case matches" in err
    else:
        assert code == 0 and f"{count} cases: {count} passed" in out


def test_a_select_term_of_no_known_kind_is_refused_naming_the_kinds(capsys):
    code, _, err = conformance(capsys, "--engine", "reference", "--select", "rankng:high")
    assert code == 2
    assert 'there is no "rankng:"; select by ranking:, variant:, topic:' in err


def test_what_hello_does_not_offer_is_skipped_without_being_sent(capsys, tmp_path):
    code, out, _ = conformance(capsys, "--engine", engine("narrow"), "--verbose")
    assert code == 0, out
    assert "skipped without being sent: the engine's hello leaves out what they need:" in out
    assert "not offered: the engine's hello lists no variant razz in variants" in out
    assert "not offered: the engine's hello lists no ranking ace-to-five-8 in rankings" in out
    assert "internal-error" not in out
    assert "8 passed, 0 failed, 2 skipped, 0 errored" in out
    path = tmp_path / "gate.expect.json"
    path.write_text(json.dumps({"must_pass": ["variant:razz"], "cases": {}}))
    code, out, _ = conformance(capsys, "--engine", engine("narrow"), "--expectations", str(path))
    assert code == 1 and "1 × skipped, expected to pass" in out


def test_an_internal_error_is_an_errored_case_showing_the_code_in_json(capsys):
    command = engine("narrow") + " --internal"
    code, out, _ = conformance(capsys, "--engine", command, "--select", "rankings::the-wheel-*")
    assert code == 1
    assert "! rankings::the-wheel-loses-to-the-six-high-straight [HIGH.STRAIGHTS]" in out
    assert ('internal-error: engine ' + command + ' answered internal-error to a rank request: '
            '{"code": "internal-error", "field": null, "message": "IndexError in rank()"}') in out
    assert "0 passed, 0 failed, 0 skipped, 1 errored" in out


def test_an_answer_the_steps_cannot_read_is_told_in_the_protocols_terms(capsys):
    args = ("--engine", engine("nameless"), "--select", "rankings::an-unknown-card-is-named",
            "--select", "rankings::a-straight-flush-*")
    code, out, _ = conformance(capsys, *args)
    assert code == 1
    assert ("engine " + engine("nameless") + " answered an evaluate request outside the schema "
            "evaluate-answer: hand needs name") in out
    code, out, _ = conformance(capsys, *args, "--no-validate")
    assert code == 1
    assert 'the engine answered: an answer without the field "name" that the step reads' in out
    assert "KeyError" not in out


def test_an_answer_to_another_request_is_shown_as_json():
    wrong = PythonEngine(lambda request: {"id": 999, "ok": True, "places": [1]}, "wrong")
    with pytest.raises(EngineError) as raised:
        wrong.request({"hello": True})
    assert str(raised.value) == (
        'engine wrong answered id 999 to request 1: {"id": 999, "ok": true, "places": [1]}'
    )


def test_update_expectations_refuses_to_turn_a_gated_pass_into_a_failure(capsys, tmp_path):
    path = tmp_path / "gate.expect.json"
    code, _, _ = conformance(capsys, "--engine", "reference", "--expectations", str(path),
                             "--update-expectations")
    recorded = path.read_text()
    assert code == 0 and '"expect": "pass"' in recorded
    code, _, err = conformance(capsys, "--engine", engine("liar"), "--expectations", str(path),
                               "--update-expectations")
    assert code == 1 and path.read_text() == recorded
    assert f"5 cases expected to pass did not, so {path} is left as it was" in err
    assert "  deals::the-antes-and-the-bring-in-make-the-pot: failed" in err
    code, _, _ = conformance(capsys, "--engine", engine("liar"), "--expectations", str(path),
                             "--update-expectations", "--accept-regressions")
    assert code == 0
    failing = {case for case, entry in json.loads(path.read_text())["cases"].items()
               if entry["expect"] == "fail"}
    assert failing == LIAR_FAILURES
    # A must_pass selection gates as an entry of its own does.
    path.write_text(json.dumps({"must_pass": ["ranking:high"], "cases": {}}))
    code, _, err = conformance(capsys, "--engine", engine("liar"), "--expectations", str(path),
                               "--update-expectations")
    assert code == 1 and "4 cases expected to pass did not" in err


def test_an_expectations_file_naming_a_case_the_suite_lacks_is_refused(capsys, tmp_path):
    path = tmp_path / "typo.expect.json"
    path.write_text(json.dumps({"cases": {
        "deals::the-antes-and-the-bring-in-make-the-pots": {"expect": "pass"}}}))
    for update in ([], ["--update-expectations"]):
        code, out, err = conformance(capsys, "--engine", "reference", "--expectations", str(path),
                                     *update)
        assert code == 2 and out == ""
        assert f"the expectations file {path} names a case the suite does not have (a typo, " \
               "or a case removed: see the suite's changelog): " \
               "deals::the-antes-and-the-bring-in-make-the-pots" in err
    path.write_text(json.dumps({"must_pass": ["ranking:hihg"], "cases": {}}))
    code, _, err = conformance(capsys, "--engine", "reference", "--expectations", str(path))
    assert code == 2 and "must_pass: ranking:hihg selects no case of the suite" in err


def test_a_case_the_suite_renamed_is_a_warning_naming_its_new_id(capsys, tmp_path):
    features = tmp_path / "features"
    shutil.copytree(MINI, features)
    old, new = "deals::the-antes-make-the-pot", "deals::the-antes-and-the-bring-in-make-the-pot"
    (features / "retired.json").write_text(json.dumps({
        old: {"version": "1.0.0", "now": new, "why": "the bring-in joined the scenario"},
        "deals::long-gone": {"version": "1.0.0", "why": "a ruling of no rulebook"},
    }))
    path = tmp_path / "renamed.expect.json"
    path.write_text(json.dumps({"cases": {
        old: {"expect": "fail", "reason": "our pots are wrong"},
        "deals::long-gone": {"expect": "pass"},
    }}))
    args = ("--features", str(features), "--engine", engine("liar"), "--expectations", str(path))
    code = main(["conformance", *args])
    out, _ = capsys.readouterr()
    assert code == 1
    assert f"  ? {old}: retired in suite 1.0.0 (the bring-in joined the scenario); now {new}" in out
    assert "  ? deals::long-gone: retired in suite 1.0.0 (a ruling of no rulebook); gone" in out
    assert main(["conformance", *args, "--update-expectations"]) == 0
    cases = json.loads(path.read_text())["cases"]
    assert cases[new] == {"expect": "fail", "reason": "our pots are wrong"}
    assert old not in cases and "deals::long-gone" not in cases


def test_an_expectations_file_gates_a_named_engine_only(capsys, tmp_path):
    path = tmp_path / "x.expect.json"
    path.write_text(json.dumps({"cases": {}}))
    code = main(["conformance", "--features", MINI, "--expectations", str(path)])
    _, err = capsys.readouterr()
    assert code == 2
    assert "--expectations gates an engine: name it with --engine SPEC" in err


@pytest.mark.parametrize("spec", ["", "  "])
def test_an_empty_engine_is_refused_rather_than_run_as_the_reference(capsys, spec):
    """``--engine "$ENGINE"`` with the variable unset must not run the reference instead."""
    code = main(["conformance", "--features", MINI, "--engine", spec])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert "--engine is empty: name the engine (a command, python:module:factory or " \
           "reference), or leave --engine out to run the reference" in err


def _info(case: str, variant: str = "razz", tags: tuple[str, ...] = ()) -> CaseInfo:
    topic, _, name = case.partition("::")
    return CaseInfo(case, f"hands/{topic}.feature", 1, name, "RULE.X", variant, tags)


def test_skips_are_recorded_by_the_broadest_selection_that_covers_only_skips():
    suite = [_info("betting::a"), _info("betting::b"), _info("showdown::c"),
             _info("showdown::d", "seven-card-stud"), _info("showdown::e", "seven-card-stud"),
             _info("betting::f", "seven-card-stud", ("@wild",)),
             _info("cap::g", "seven-card-stud", ("@wild",)), _info("cap::h", "seven-card-stud")]
    ran = [(info, "skipped", "no razz") for info in suite[:3]]
    ran += [(suite[3], "passed", ""), (suite[4], "failed", "wrong"), (suite[7], "passed", "")]
    ran += [(info, "skipped", "no wild cards") for info in suite[5:7]]
    old = Expectations({"showdown::c": Expectation("skip", "razz is not dealt", "https://x")})
    new = updated(old, ran, suite, "2.0.0")
    assert {term: e.reason for term, e in new.skip.items()} == {
        "variant:razz": "no razz", "tag:wild": "no wild cards"
    }
    assert sorted(new.cases) == ["cap::h", "showdown::d", "showdown::e"]
    assert new.cases["showdown::e"] == Expectation("fail", "wrong")
    again = updated(new, ran, suite, "2.0.0")
    assert again.skip == new.skip and again.cases == new.cases
    # A selection is not used once one of its cases passes; a case run alone keeps its entry.
    ran[0] = (suite[0], "passed", "")
    changed = updated(new, ran, suite, "2.0.0")
    assert "variant:razz" not in changed.skip
    assert changed.cases["betting::b"] == Expectation("skip", "no razz")
    assert changed.cases["betting::a"] == Expectation("pass")


def test_an_exported_case_tells_a_refusal_as_one_with_its_rule():
    request = {"variant": "seven-card-stud", "stakes": {"small_bet": "1", "big_bet": "2"},
               "players": [{"name": "Bob", "cards": "(Qs 2h) 4s"}],
               "actions": [["David", "bring-in"], ["Bob", "check"]]}
    entry = {"id": "deals::x", "feature": "deals.feature", "line": 1, "name": "x",
             "variant": "seven-card-stud",
             "exchanges": [{"request": request, "expect": {"ok": True, "state": {"pot": "1"}}}]}
    error = {"code": "illegal-action", "at": 1, "rule": "ACT.CLOCKWISE",
             "message": "Bob cannot check: it is David's turn"}
    refuser = PythonEngine(lambda asked: {"id": asked["id"], "ok": False, "error": error}, "no")
    result = ExportedCase(entry).run(Watched(refuser, check_schemas=True))
    assert result.status == "failed"
    assert result.answered == (
        "refused: action 2, Bob checks: Bob cannot check: it is David's turn [ACT.CLOCKWISE: "
        "The turn moves clockwise from the first actor] (ok: false; state: nothing (the field is "
        "missing))"
    )


def test_trace_prints_each_request_and_answer_with_the_steps_that_judged_it(capsys):
    case = "deals::the-antes-and-the-bring-in-make-the-pot"
    code, out, _ = conformance(capsys, "--engine", engine("liar"), "--trace", case, verbose=False)
    assert code == 1
    lines = out.splitlines()
    assert lines[:2] == [f"trace of {case} through {engine('liar')}",
                         "  deals.feature:25: The antes and the bring-in make the pot"]
    first = lines.index("request 1 of 1, read by:")
    assert lines[first + 1:first + 3] == ["  When third street is dealt (line 32)",
                                          "  Then the pot is $1 (line 33)"]
    request = json.loads(lines[first + 3].removeprefix("> "))
    assert request["variant"] == "seven-card-stud" and request["actions"] == []
    answer = json.loads(lines[first + 4].removeprefix("< "))
    assert answer["state"]["pot"] == "2" and "id" not in answer
    _, passing, _ = conformance(capsys, "--engine", "reference", "--trace", case, verbose=False)
    second = passing.split("request 2 of 2, read by:\n  Then the pot is $1.50 (line 35)\n> ")[1]
    assert json.loads(second.splitlines()[0])["actions"] == [["David", "bring-in"]]
    assert lines[lines.index("verdict: failed") + 3:][:3] == [
        "      at: Then the pot is $1 (line 33)", "      expected: a pot of $1",
        "      the engine answered: a pot of $2"]


def test_trace_shows_a_refused_request_and_runs_exported_cases_too(capsys, tmp_path):
    case = "deals::the-four-of-diamonds-brings-in-and-alice-may-complete"
    code, out, _ = conformance(capsys, "--engine", "reference", "--trace", case, verbose=False)
    assert code == 0 and out.rstrip().endswith("verdict: passed")
    assert "  Then Alice cannot check: the bring-in is a bet (line 23)" in out
    refusal = json.loads(out.split("< ")[-1].splitlines()[0])
    assert refusal["error"]["code"] == "illegal-action" and refusal["error"]["rule"]
    path = tmp_path / "cases.json"
    write_cases(export_cases(collect(Path(MINI)), "1.0.0"), path)
    code = main(["conformance", "--cases", str(path), "--engine", engine("liar"), "--trace",
                 "deals::the-antes-and-the-bring-in-make-the-pot"])
    out, _ = capsys.readouterr()
    assert code == 1
    assert "request 1 of 1, read by:\n  When third street is dealt\n  Then the pot is $1\n> " in out
    assert "expected: state.pot: the amount 1" in out


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--trace", "deals::the-antes"], "there is no case deals::the-antes: did you mean "
                                          "deals::the-antes-and-the-bring-in-make-the-pot?"),
        (["--trace", "deals::x", "--select", "razz"], "--trace runs one case and prints it"),
    ],
)
def test_trace_needs_one_case_of_the_suite(capsys, args, says):
    code, out, err = conformance(capsys, "--engine", "reference", *args, verbose=False)
    assert code == 2 and out == "" and says in err
