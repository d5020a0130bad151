"""The command line takes the two WSOP 2024 profiles wherever it takes a profile.

``--profile`` of ``settle`` offers the five profiles and rules a dispute by the one
named; ``--compare`` plays every one; an unknown profile is refused in one line.
"""

from __future__ import annotations

from command_line import ran
from locations import REPO

from studrules.house_rules import PROFILES

DISPUTE = """Feature: A heads-up round on fifth street

  Scenario: Alice may still raise after a bet and three raises
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards            |
      | Bob    | (5h 5d) 2c 5c 7h |
      | Carol  | (9d 9s) 6d 8s Ts |
      | Alice  | (Kd Ks) Kh Qc Ad |
    When third street is dealt
    And the action goes: Bob brings in, Carol calls, Alice calls
    And fourth street is dealt
    And the action goes: Alice checks, Bob checks, Carol checks
    And fifth street is dealt
    And the action goes: Alice bets $2, Bob raises to $4, Carol folds
    And the action goes: Alice raises to $6, Bob raises to $8
    Then Alice may fold, call $8 or raise to $10
"""



def test_settle_rules_by_each_wsop_profile_as_its_cap_says(tmp_path, capsys):
    path = tmp_path / "dispute.feature"
    path.write_text(DISPUTE, encoding="utf-8")
    # A bet and four raises in both WSOP profiles; the TDA's tournament profile keeps three.
    for profile, code in (("wsop-2024-tournament", 0), ("wsop-2024-cash", 0), ("tournament", 1)):
        assert ran(capsys, "settle", path, "--profile", profile)[0] == code, profile


def test_compare_plays_all_five_profiles(tmp_path, capsys):
    path = tmp_path / "dispute.feature"
    path.write_text(DISPUTE, encoding="utf-8")
    code, out, _ = ran(capsys, "settle", path, "--compare")
    assert code == 1
    assert out.splitlines()[-1].endswith("a step fails under tournament, home")
    for profile in PROFILES:
        assert profile in out


def test_an_unknown_profile_is_refused_naming_the_five(capsys):
    code, _, err = ran(capsys, "settle", REPO / "features" / "hands" / "wsop-profiles.feature",
                       "--profile", "wsop-2025")
    assert code == 2
    assert all(profile in err for profile in PROFILES)
