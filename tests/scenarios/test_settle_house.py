"""``studrules settle --house FILE``: a dispute ruled by a card room's house file
(docs/house-files.md), alone or compared with the profiles; a bad file refused in one line."""

from __future__ import annotations

import json

import pytest
from locations import REPO

from studrules.cli import main
from studrules.house_files import MAX_HOUSE_BYTES

HOUSE = REPO / "examples" / "house-rules.toml"

CAP = """\
Feature: How many raises
  Scenario: Three players raise on third street
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards            |
      | Bob    | (5h 5d) 2c       |
      | Carol  | (9d 9s) 6d       |
      | Alice  | (Kd Ks) Kh       |
    When third street is dealt
    And the action goes: Bob brings in, Carol completes to $1, Alice raises to $2, \
Bob raises to $3, Carol raises to $4
    Then Alice may fold, call $4 or raise to $5
"""
"""A dispute the example house (four raises) rules one way and every profile (three) the other."""


@pytest.fixture
def dispute(tmp_path):
    path = tmp_path / "cap.feature"
    path.write_text(CAP, encoding="utf-8")
    return path


def settled(capsys, *args: object) -> tuple[int, list[str], str]:
    """Run ``studrules settle`` in process: its exit code, the lines printed, its stderr."""
    code = main(["settle", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out.splitlines(), err


def test_the_house_rules_the_dispute_and_the_header_says_whose_rules(dispute, capsys):
    code, lines, err = settled(capsys, dispute, "--house", HOUSE)
    assert (code, err) == (0, "")
    assert lines[1] == (f"house rules from {HOUSE} (riverside, on the casino profile), over "
                        "the scenario's")
    assert any(line.startswith("  ✓ Then Alice may fold, call $4 or raise to $5")
               for line in lines)
    assert lines[-1] == "6 passed, 0 failed"


def test_without_the_house_the_same_dispute_fails(dispute, capsys):
    code, lines, _ = settled(capsys, dispute)
    assert code == 1
    assert lines[-1] == "5 passed, 1 failed"


def test_a_rule_given_with_the_house_wins_over_the_houses(dispute, capsys):
    code, lines, _ = settled(capsys, dispute, "--house", HOUSE, "--rule", "max-raises=3")
    assert code == 1
    assert lines[1].endswith("over the scenario's; from the command line: max-raises=3")


def test_the_json_names_the_house_and_its_sources(dispute, capsys):
    code, lines, _ = settled(capsys, dispute, "--house", HOUSE, "--json")
    found = json.loads("\n".join(lines))
    assert code == 0
    assert found["house_rules"]["house"] == {
        "name": "riverside", "file": str(HOUSE), "profile": "casino",
        "options": {"later-street-tie-break": "high-card-by-suit", "max-raises": "4",
                    "uncapped-when": "never", "odd-chip": "position"},
        "sources": {"later-street-tie-break": "Riverside house rules, rule 7",
                    "max-raises": "Riverside house rules, rule 12",
                    "uncapped-when": "Riverside house rules, rule 12"},
    }


def test_compare_adds_the_house_as_one_more_authority(dispute, capsys):
    code, lines, _ = settled(capsys, dispute, "--compare", "--house", HOUSE)
    assert code == 1  # the step fails under the profiles
    assert lines[0].startswith(f"comparing {dispute} under casino, tournament, home")
    assert lines[0].split(" under ")[1].split(", with")[0].endswith(", riverside")
    # The house allows four raises, as the two WSOP profiles do: it is ruled with them.
    raise_to_5 = ": ✓ Alice may fold, call $4 or raise to $5"
    ruled = next(line for line in lines if line.endswith(raise_to_5))
    assert ruled.split(":")[0].strip().split(", ")[-1] == "riverside"
    difference = next(line for line in lines if line.startswith("    the difference: max-raises"))
    assert "; 4 for " in difference and difference.endswith(", riverside [BET.CAP]")


def test_compare_plays_each_rule_given_on_the_house(dispute, capsys):
    _, lines, _ = settled(capsys, dispute, "--compare", "--house", HOUSE,
                          "--rule", "max-raises=3", "--json")
    names = [judge["name"] for judge in json.loads("\n".join(lines))["authorities"]]
    assert names[-2:] == ["riverside", "riverside with max-raises=3"]


def test_house_and_profile_exclude_each_other(dispute, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["settle", str(dispute), "--house", str(HOUSE), "--profile", "home"])
    out, err = capsys.readouterr()
    assert (stopped.value.code, out) == (2, "")
    assert err.count("\n") == 1
    assert err.startswith("studrules settle: --house and --profile exclude each other")


@pytest.mark.parametrize(("text", "said"), [
    ('name = "riverside"\nprofile = "casino"\n[options]\nmax-raises = "five"\n',
     ':4: max-raises: unknown value "five" for max-raises: choose one of 3, 4, or a whole '
     "number from 1 to 999"),
    ('name = "riverside"\nprofile = "casino"\n[options]\nmax-rises = "4"\n',
     ':4: max-rises: unknown option "max-rises": choose one of '),
    ('name = "riverside"\n', ": the house file has no profile"),
    ('name = "riverside"\nprofile = "casino"\nlimits = "low"\n', ':3: unknown key "limits"'),
    ('name = "riverside"\nprofile = casino\n', ":2: the file is not TOML: "),
    ('name = "riverside"\nprofile = "casino"\n' + "#\n" * MAX_HOUSE_BYTES,
     f": a house file may hold at most {MAX_HOUSE_BYTES} bytes"),
])
def test_a_bad_house_file_is_one_line_exit_2_and_nothing_ruled(dispute, tmp_path, capsys,
                                                                text, said):
    house = tmp_path / "bad.toml"
    house.write_text(text, encoding="utf-8")
    for compare in ((), ("--compare",)):
        code, lines, err = settled(capsys, dispute, "--house", house, *compare)
        assert (code, lines) == (2, [])
        assert err.startswith(f"studrules settle: {house}{said}")
        assert err.count("\n") == 1


def test_a_missing_house_file_is_named(dispute, tmp_path, capsys):
    code, _, err = settled(capsys, dispute, "--house", tmp_path / "none.toml")
    assert code == 2
    assert err == (f"studrules settle: {tmp_path / 'none.toml'}: cannot read the house file: "
                   "no such file\n")
