"""``studrules engine --house FILE``: the house's name is one more profile a request may name
(docs/house-files.md); every other request is answered as without it."""

from __future__ import annotations

import json
import subprocess
import sys

from locations import REPO
from patience import patience

from studrules.house_files import read_house
from studrules.house_rules import PROFILES
from studrules.protocol.dispatch import handle, house_handler

HOUSE = REPO / "examples" / "house-rules.toml"


def capped(profile: str, options: dict | None = None) -> dict:
    """A deal where a bet and three raises were made on third street, under ``profile``."""
    return {
        "id": 4, "variant": "seven-card-stud",
        "rules": {"profile": profile, "options": options or {}},
        "stakes": {"ante": "0.25", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"},
        "players": [{"name": "Bob", "cards": "(5h 5d) 2c"},
                    {"name": "Carol", "cards": "(9d 9s) 6d"},
                    {"name": "Alice", "cards": "(Kd Ks) Kh"}],
        "actions": [["Bob", "bring-in"], ["Carol", "complete"], ["Alice", "raise", "2"],
                    ["Bob", "raise", "3"], ["Carol", "raise", "4"]],
    }


def raises(answer: dict) -> list[str]:
    """The amounts Alice may raise to in a deal's answer."""
    assert answer["ok"], answer
    return [legal["to"] for legal in answer["state"]["legal"] if legal["action"] == "raise"]


def test_the_handshake_lists_the_house_after_the_profiles():
    answer = house_handler(read_house(HOUSE))({"id": 1, "hello": True})
    assert answer["profiles"] == [*PROFILES, "riverside"]
    assert handle({"id": 1, "hello": True})["profiles"] == list(PROFILES)


def test_a_request_naming_the_house_plays_by_its_rules_its_own_options_over_them():
    answer = house_handler(read_house(HOUSE))
    assert raises(answer(capped("riverside"))) == ["5"]  # four raises in the house
    assert raises(answer(capped("riverside", {"max-raises": "3"}))) == []
    assert raises(answer(capped("casino"))) == []  # a profile is still the profile


def test_without_the_house_its_name_is_an_unknown_profile():
    answer = handle(capped("riverside"))
    assert answer["error"]["field"] == "rules.profile"


def test_a_request_naming_the_house_with_bad_options_is_refused_as_any_is():
    answer = house_handler(read_house(HOUSE))(capped("riverside", {"max-raises": "many"}))
    assert answer["error"]["field"] == "rules.options.max-raises"
    assert house_handler(read_house(HOUSE))(
        {**capped("riverside"), "rules": {"profile": "riverside", "options": []}}
    )["error"]["field"] == "rules.options"


def engine(*args: str, requests: str = "") -> subprocess.CompletedProcess:
    """``python -m studrules engine`` with ``args``, given ``requests`` on stdin."""
    return subprocess.run([sys.executable, "-m", "studrules", "engine", *args], input=requests,
                          capture_output=True, text=True, timeout=patience(60), cwd=REPO)


def test_the_engine_command_takes_the_house_file():
    done = engine("--house", str(HOUSE), requests=json.dumps(capped("riverside")) + "\n")
    assert (done.returncode, done.stderr) == (0, "")
    assert raises(json.loads(done.stdout)) == ["5"]


def test_a_bad_house_file_stops_the_engine_before_it_answers_in_one_line(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('name = "riverside"\nprofile = "casino"\n[options]\nodd-chip = "left"\n')
    done = engine("--house", str(bad), requests='{"id": 1, "hello": true}\n')
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f'studrules engine: {bad}:4: odd-chip: unknown value "left" for '
                           "odd-chip: choose one of rrop-all-cards, tda-five-card-high-suit, "
                           "position, carry-over\n")
