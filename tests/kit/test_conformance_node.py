"""The protocol stays language-neutral: the suite runs through an engine written in Node.js
(tests/engines/high.js, no packages) for the ``high`` ranking, gated by its expectations file:
every high case must pass unless the file says why it is skipped."""

from __future__ import annotations

import json
import shlex
import shutil
from pathlib import Path

from locations import ENGINES

from studrules.cli import main

ENGINES = ENGINES
NODE = shlex.join([shutil.which("node") or "node", str(ENGINES / "high.js")])
EXPECTATIONS = ENGINES / "high.expect.json"


def run(capsys, tmp_path, *args: str, expectations: Path = EXPECTATIONS) -> tuple[int, str, dict]:
    """``studrules conformance`` through the Node engine; the exit code, report and JSON."""
    report = tmp_path / "report.json"
    code = main(["conformance", "--engine", NODE, "--expectations", str(expectations),
                 "--json", str(report), *args])
    out, _ = capsys.readouterr()
    return code, out, json.loads(report.read_text())


def test_the_node_engine_passes_every_high_case_it_offers_gated_by_its_expectations(
    capsys, tmp_path
):
    code, out, report = run(capsys, tmp_path, "--select", "ranking:high")
    assert code == 0, out
    assert "conformance of " + NODE + " (high.js 1.0, protocol 1)" in out
    assert "every answer checked against the protocol's JSON Schemas" in out
    assert "every case has an expectation" in out and "nothing unexpected" in out
    assert report["not_gated"] == 0
    totals = report["totals"]
    assert totals["failed"] == totals["errored"] == 0 and totals["passed"] > 100
    expected = json.loads(EXPECTATIONS.read_text())["cases"]
    for case in report["cases"]:
        assert case["ranking"] == "high"
        if case["status"] != "passed":
            assert expected[case["id"]]["expect"] == "skip", case


def test_the_whole_suite_runs_through_the_node_engine_skipping_what_its_hello_leaves_out(
    capsys, tmp_path
):
    """One run of the whole suite, which also rewrites a copy of the expectations: what the
    engine's hello leaves out is recorded as skips by selection, a few lines, not a case each."""
    copy = tmp_path / "high.expect.json"
    copy.write_text(EXPECTATIONS.read_text())
    code, out, report = run(capsys, tmp_path, "--update-expectations", expectations=copy)
    assert code == 0, out
    assert "nothing unexpected" in out and "every case has an expectation" in out
    assert report["totals"]["failed"] == report["totals"]["errored"] == 0
    unsent = [case for case in report["cases"] if case["status"] == "skipped"
              and case["message"].startswith("not offered: ")]
    assert {case["variant"] for case in unsent if case["ranking"] is None} >= {"razz"}
    assert len(unsent) > 800
    rewritten = json.loads(copy.read_text())
    assert rewritten == json.loads(EXPECTATIONS.read_text())
    assert {"variant:razz", "ranking:ace-to-five"} <= set(rewritten["skip"])
    assert len(rewritten["skip"]) < 40
    assert len(rewritten["cases"]) < 100 and len(copy.read_bytes()) < 30_000
