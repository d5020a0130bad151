"""The real suite as cases: stable IDs, the reference engine passing through the protocol, and
the guard that keeps the suite's version honest (features/VERSION, CHANGELOG.md, the lock)."""

from __future__ import annotations

import importlib.util
import json
import re
import shlex
import shutil
import sys
from collections import Counter
from pathlib import Path

import pytest
from kit_engines import NODE_HIGH, POKERKIT, engines_importable
from locations import ENGINES, REPO

from studrules.cli import main
from studrules.conformance.export import digest, export_cases, info_of, write_cases
from studrules.conformance.runner import (
    ExportedCase,
    FeatureCase,
    Watched,
    handshake,
    run_cases,
)
from studrules.conformance.selection import selected
from studrules.conformance.suite import collect, features_dir
from studrules.conformance.versioning import (
    Version,
    VersionError,
    in_changelog,
    problems,
    read_retired,
    read_version,
    update_lock,
)
from studrules.protocol.engines import make_engine

FEATURES = features_dir()
ENGINES = ENGINES
MINI = ENGINES / "features"
STUDRULES_ENGINE = shlex.join([sys.executable, "-m", "studrules", "engine"])

def lies() -> list[str]:
    """The names of the lies of tests/engines/lies.py."""
    spec = importlib.util.spec_from_file_location("lies", ENGINES / "lies.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return list(module.LIES)


CROSS_CHECKED = {f"hands/{name}.feature" for name in
                 ("betting", "buy", "declare", "showdown", "pot-limit", "forced-bets")}
"""The features on which exported cases and scenarios must judge engines alike."""
SUBSET = ["--select", "rankings/high::*", "--select", "hands/forced-bets.feature",
          "--select", "variants/razz.feature"]


def test_every_case_of_the_suite_has_a_stable_id_of_its_file_and_name():
    cases = collect(FEATURES)
    ids = [case.info.id for case in cases]
    assert len(ids) == len(set(ids)) > 700
    for case in cases:
        path, name, *row = case.info.id.split("::")
        assert case.info.feature == f"{path}.feature"
        assert name and name == name.lower() and " " not in name
        assert (case.scenario.example is not None) == bool(row)
    assert "rankings/notation::a-suit-may-be-written-by-its-letter-or-its-symbol::" \
           "A♠ K♠ Q♠ J♠ T♠ | royal flush" in ids


def test_the_reference_engine_passes_a_subset_through_the_protocol(capsys):
    code = main(["conformance", "--engine", STUDRULES_ENGINE, "--validate", *SUBSET])
    out, _ = capsys.readouterr()
    assert code == 0, out
    summary = out.rstrip().splitlines()[-1]
    total = int(summary.split()[0])
    assert total > 50
    assert summary.endswith(f"{total} passed, 0 failed, 0 skipped, 0 errored. nothing unexpected")


def test_the_exported_subset_passes_through_the_protocol(capsys, tmp_path, exported):
    path = tmp_path / "cases.json"
    globs = SUBSET[1::2]
    chosen = [entry for entry in exported["cases"] if selected(info_of(entry), globs)]
    write_cases({**exported, "cases": chosen}, path)
    code = main(["conformance", "--engine", STUDRULES_ENGINE, "--cases", str(path)])
    out, _ = capsys.readouterr()
    assert code == 0, out
    assert f"{len(chosen)} cases: {len(chosen)} passed" in out
    assert exported["suite"] == str(read_version(FEATURES))


@pytest.fixture
def collected(suite_cases) -> list:
    """The whole suite's cases."""
    return suite_cases


@pytest.fixture
def exported(suite_exported) -> dict:
    """The whole suite, exported (once a session: it takes some seconds)."""
    return suite_exported


def test_the_guide_counts_the_cases_of_the_suite_it_names():
    lock = json.loads((FEATURES / "suite.lock.json").read_text())
    guide = (REPO / "docs" / "conformance.md").read_text()
    assert f"every scenario of `features/`: {len(lock['cases']):,} cases in suite " \
           f"{lock['suite']}" in guide


def test_the_suite_version_vouches_for_every_case(exported):
    """Fails when cases were added or expectations changed without a version bump: bump
    features/VERSION, add its section to features/CHANGELOG.md, run studrules export
    --update-lock."""
    digests = {case["id"]: digest(case) for case in exported["cases"]}
    assert problems(FEATURES, digests) == []


@pytest.mark.parametrize(
    "spec", [*(f"python:lies:{lie}" for lie in lies()), "python:liar:engine",
             "python:respelling:engine"],
)
def test_exported_cases_judge_engines_as_the_scenarios_do(collected, exported, spec,
                                                          monkeypatch):
    monkeypatch.syspath_prepend(str(ENGINES))
    for name in ("broken", "lies", "liar", "respelling"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    chosen = {c.info.id: c for c in collected if c.info.feature in CROSS_CHECKED}
    entries = [entry for entry in exported["cases"] if entry["id"] in chosen]
    with make_engine(spec) as engine:
        watched = Watched(engine, check_schemas=False)
        by_steps = run_cases(watched, [FeatureCase(case) for case in chosen.values()])
        by_cases = run_cases(watched, [ExportedCase(entry) for entry in entries])
    verdicts = {r.info.id: r.status for r in by_steps}
    differ = {r.info.id: (verdicts[r.info.id], r.status) for r in by_cases
              if verdicts[r.info.id] != r.status}
    assert differ == {}
    if spec != "python:respelling:engine":
        assert "failed" in verdicts.values()


WHOLE_SUITE_ENGINES = ["python:askew:engine", POKERKIT, NODE_HIGH]
"""The engines run through every case both ways: wrong on purpose in several ways (and
different where the protocol allows), the PokerKit adapter, the Node engine of high hands."""


def test_every_scenario_is_exported_and_passes_the_reference_both_ways(collected, exported):
    """The export keeps a case only if the reference passes its scenario and its patterns
    match the reference's answers (DerivationError otherwise): one verdict, passed, by
    construction, which running the reference twice more would only repeat."""
    assert [entry["id"] for entry in exported["cases"]] == [case.info.id for case in collected]


@pytest.mark.parametrize("spec", WHOLE_SUITE_ENGINES, ids=["askew", "pokerkit", "high.js"])
def test_the_scenarios_and_the_exported_cases_give_one_verdict_on_every_case(
    collected, exported_verdicts, spec
):
    with engines_importable(), make_engine(spec) as engine:
        watched = Watched(engine, check_schemas=True)
        by_steps = run_cases(watched, [FeatureCase(case) for case in collected],
                             hello=handshake(watched))
    by_cases = exported_verdicts(spec)
    differ = {r.info.id: (r.status, by_cases[r.info.id]) for r in by_steps
              if r.status != by_cases[r.info.id]}
    assert differ == {}
    counts = Counter(by_cases.values())
    assert counts["passed"] > 100 and counts["errored"] == 0, counts
    assert counts["failed" if spec != NODE_HIGH else "skipped"] > 40, counts


# Versioning, on a copy of the small suite of tests/engines


@pytest.fixture
def suite(tmp_path) -> Path:
    """A copy of the small suite with a version, a changelog and a lock."""
    root = tmp_path / "features"
    shutil.copytree(MINI, root)
    (root / "VERSION").write_text("1.0.0\n")
    (root / "CHANGELOG.md").write_text("# Changes\n\n## 1.0.0\n\nThe first.\n")
    assert "wrote" in update_lock(root, digests_of(root))
    return root


def digests_of(root: Path) -> dict[str, str]:
    document = export_cases(collect(root), "0.0.0")
    return {case["id"]: digest(case) for case in document["cases"]}


def bump(root: Path, version: str, changelog: bool = True) -> None:
    (root / "VERSION").write_text(version + "\n")
    if changelog:
        with (root / "CHANGELOG.md").open("a") as log:
            log.write(f"\n## {version} — 2025-01-01\n\nWhy.\n")


def edit(root: Path, old: str, new: str) -> None:
    path = root / "deals.feature"
    path.write_text(path.read_text().replace(old, new, 1))


def test_an_untouched_suite_needs_nothing(suite):
    assert problems(suite, digests_of(suite)) == []
    assert update_lock(suite, digests_of(suite)) == "the lock is up to date for suite 1.0.0"


def test_added_cases_need_a_minor_bump_and_a_changelog_entry(suite):
    edit(suite, "Scenario: In razz the king brings in",
         "Scenario: In razz Carol's king brings in\n"
         "      Given the game is razz\n"
         "      And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in\n"
         "      And the players, from the dealer's left, hold:\n"
         "        | player | cards       |\n"
         "        | Bob    | (2c 5d) Ah  |\n"
         "        | Carol  | (7c 8h) Kd  |\n"
         "      When third street is dealt\n"
         "      Then Carol must post the bring-in of $0.50\n\n"
         "    Scenario: In razz the king brings in")
    found = problems(suite, digests_of(suite))
    assert len(found) == 1
    assert "1 added (deals::in-razz-carol-s-king-brings-in)" in found[0]
    assert "Bump" in found[0] and "(minor)" in found[0] and "--update-lock" in found[0]
    with pytest.raises(VersionError, match=re.escape("must be at least 1.1.0, not 1.0.0")):
        update_lock(suite, digests_of(suite))
    bump(suite, "1.1.0", changelog=False)
    with pytest.raises(VersionError, match=re.escape("needs a section '## 1.1.0'")):
        update_lock(suite, digests_of(suite))
    bump(suite, "1.1.0")
    assert "wrote" in update_lock(suite, digests_of(suite))
    assert problems(suite, digests_of(suite)) == []


def test_a_changed_ruling_needs_a_major_bump(suite):
    edit(suite, "Then the pot is $1.50", "Then the pot is $1.50\n      And the pot is $1.50")
    assert problems(suite, digests_of(suite)) == []  # the same check twice asks nothing new
    edit(suite, "$0.25 ante", "$0.10 ante")
    edit(suite, "Then the pot is $1\n", "Then the pot is $0.40\n")
    edit(suite, "Then the pot is $1.50\n      And the pot is $1.50", "Then the pot is $0.90")
    (found,) = problems(suite, digests_of(suite))
    assert "changed (deals::the-antes-and-the-bring-in-make-the-pot" in found
    assert "(major)" in found
    bump(suite, "1.1.0")
    with pytest.raises(VersionError, match=re.escape("must be at least 2.0.0, not 1.1.0")):
        update_lock(suite, digests_of(suite))
    bump(suite, "2.0.0")
    assert "wrote" in update_lock(suite, digests_of(suite))


def test_a_renamed_case_is_removed_and_needs_a_major_bump_and_its_old_id_listed(suite):
    edit(suite, "Scenario: In razz the king brings in", "Scenario: In razz the high card brings in")
    unlisted, found = problems(suite, digests_of(suite))
    assert "1 added" in found and "1 removed (deals::in-razz-the-king-brings-in)" in found
    assert "(major)" in found
    assert unlisted.startswith("1 removed case IDs are not in ") and "retired.json" in unlisted
    bump(suite, "2.0.0")
    with pytest.raises(VersionError, match="1 removed case IDs are not in"):
        update_lock(suite, digests_of(suite))
    (suite / "retired.json").write_text(json.dumps({"deals::in-razz-the-king-brings-in": {
        "version": "2.0.0", "now": "deals::in-razz-the-high-card-brings-in", "why": "renamed"}}))
    assert "wrote" in update_lock(suite, digests_of(suite))
    assert problems(suite, digests_of(suite)) == []


def test_the_retired_ids_are_gone_from_the_suite_and_name_cases_it_has(collected):
    retired = read_retired(FEATURES)
    ids = {case.info.id for case in collected}
    assert len(retired) >= 4 and not set(retired) & ids
    for entry in retired.values():
        assert Version.parse(entry["version"], "retired.json") <= read_version(FEATURES)
        assert entry.get("now", next(iter(ids))) in ids, entry


def test_a_version_bump_alone_is_a_patch(suite):
    bump(suite, "1.0.1")
    assert problems(suite, digests_of(suite)) == [
        "VERSION says 1.0.1 but the lock is for 1.0.0: run studrules export --update-lock"
    ]
    assert "wrote" in update_lock(suite, digests_of(suite))
    assert in_changelog(suite, read_version(suite))


def test_a_version_that_goes_back_or_is_malformed_is_refused(suite):
    bump(suite, "0.9.0")
    with pytest.raises(VersionError, match=re.escape("must be at least 1.0.0, not 0.9.0")):
        update_lock(suite, digests_of(suite))
    (suite / "VERSION").write_text("one\n")
    with pytest.raises(VersionError, match=re.escape('"one" is not a version such as 1.0.0')):
        read_version(suite)


def test_the_lock_commands(suite, capsys):
    assert main(["export", "--features", str(suite), "--check-lock"]) == 0
    assert "the lock vouches for suite 1.0.0 (10 cases)" in capsys.readouterr().out
    edit(suite, "Then the pot is $1\n", "Then the pot is $1\n      And the ruling cites ANTE.ALL\n")
    assert main(["export", "--features", str(suite), "--check-lock"]) == 1
    assert "1 changed" in capsys.readouterr().out
    assert main(["export", "--features", str(suite), "--update-lock"]) == 2
    assert "must be at least 2.0.0" in capsys.readouterr().err
    assert main(["export", "--features", str(suite), "--update-lock", "--select", "razz"]) == 2
    assert "leave out --select" in capsys.readouterr().err
