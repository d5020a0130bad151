"""Bad input to every command is one line and exit 2; the option and step references are
complete and current (issue 14)."""

from __future__ import annotations

from pathlib import Path

import pytest
from command_line import ran
from locations import REPO

from studrules.house_rules import HAND_OPTIONS, PROFILES
from studrules.options import OPTIONS
from studrules.scenarios import STEPS

ROOT = REPO



@pytest.mark.parametrize(
    ("where", "says"),
    [(lambda tmp: tmp, "it is a directory"),
     (lambda tmp: "/no/such/dir/x.json", "there is no directory /no/such/dir")],
    ids=["a directory", "a missing folder"],
)
def test_export_to_a_path_it_cannot_write_exits_2_in_one_line(tmp_path, capsys, where, says):
    target = where(tmp_path)
    code, out, err = ran(capsys, "export", "--select", "hands/betting::a-bet-called*",
                         "-o", target)
    assert (code, out) == (2, "")
    assert err == f"studrules export: cannot write the cases to {target}: {says}\n"


def not_utf8(tmp: Path) -> Path:
    path = tmp / "latin.feature"
    path.write_bytes("Feature: Sökö\n".encode("latin-1"))
    return path


@pytest.mark.parametrize(
    ("command", "says"),
    [(lambda tmp: ["settle", tmp], "cannot read it: it is a directory"),
     (lambda tmp: ["settle", tmp / "missing.feature"], "cannot read it: no such file"),
     (lambda tmp: ["settle", not_utf8(tmp)], "cannot read it: it is not UTF-8 text"),
     (lambda tmp: ["conformance", "--engine", "reference", "--features", not_utf8(tmp).parent],
      "it is not UTF-8 text"),
     (lambda tmp: ["conformance", "--engine", "reference", "--cases", tmp],
      "cannot read the cases file"),
     (lambda tmp: ["conformance", "--engine", "reference", "--expectations", tmp],
      "cannot read the expectations file")],
    ids=["settle a directory", "settle a missing file", "settle latin-1", "conformance latin-1",
         "cases a directory", "expectations a directory"],
)
def test_a_bad_path_is_one_line_and_exit_2(tmp_path, capsys, command, says):
    code, _, err = ran(capsys, *command(tmp_path))
    assert code == 2
    assert says in err
    assert err.count("\n") == 1
    assert "internal error" not in err


def test_rankings_options_lists_every_option_with_its_values_and_profiles(capsys):
    code, out, _ = ran(capsys, "rankings", "--options")
    assert code == 0
    lines = {line.split()[0]: line for line in out.splitlines() if line.startswith("  ")}
    assert set(lines) == set(HAND_OPTIONS) | set(OPTIONS)
    for name, option in HAND_OPTIONS.items():
        for profile in PROFILES:
            assert f"{profile} {option.default(profile)}" in lines[name]
        assert f"[{option.rule}]" in lines[name]
    assert "; games: " in lines["low-ranking"] and "razz" not in lines["low-ranking"]
    code, everything, _ = ran(capsys, "rankings")
    assert out in everything


def test_the_steps_reference_is_current_and_printed_by_studrules_steps(capsys):
    from studrules.scenarios.reference import steps_reference

    written = (ROOT / "docs" / "scenario-steps.md").read_text(encoding="utf-8")
    assert written == steps_reference(), "run: studrules steps > docs/scenario-steps.md"
    code, out, _ = ran(capsys, "steps")
    assert (code, out) == (0, written)


def test_every_step_has_an_example_it_alone_matches_and_is_in_the_reference():
    from studrules.scenarios.reference import readable, steps_reference

    reference = steps_reference()
    for step in STEPS:
        matching = [other for other in STEPS
                    if other.kind == step.kind and other.pattern.fullmatch(step.example)]
        assert matching == [step], step.pattern.pattern
        assert f"`{readable(step)}`" in reference
        assert f"`{step.kind.title()} {step.example}`" in reference


def test_the_readme_links_the_steps_reference_from_its_dispute_section():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Settling a dispute", 1)[1].split("\n## ", 1)[0]
    assert "(docs/scenario-steps.md)" in section
