"""The engine rules the recorded hands of the two WSOP 2024 profiles as it did when recorded.

The same guard as ``test_recorded_hands.py``, over ``tests/data/recorded/wsop.json``:
fewer hands of every game, under ``wsop-2024-tournament`` and ``wsop-2024-cash`` in
turn. An intended change records again with ``python -m tests.random_hands --wsop
--write`` (docs/hand-engine.md, "Recorded answers").
"""

import pytest
from random_hands import MAIN, WSOP, difference, load, main, parameters

from studrules.variants import VARIANTS

RECORDED = load(WSOP)


def test_the_wsop_hands_are_drawn_as_they_were_recorded():
    assert RECORDED["parameters"] == parameters(WSOP), (
        "the parameters that draw the WSOP hands changed: record again with "
        "`python -m tests.random_hands --wsop --write` and say why in the commit"
    )
    assert list(RECORDED["games"]) == list(VARIANTS)


def test_the_first_recording_keeps_its_three_profiles():
    assert load(MAIN)["parameters"]["profiles"] == ["casino", "tournament", "home"]
    assert set(MAIN.profiles).isdisjoint(WSOP.profiles)


@pytest.mark.parametrize("game", list(VARIANTS))
def test_every_wsop_hand_is_ruled_as_recorded(game):
    found = difference(game, RECORDED["games"].get(game, []), WSOP)
    assert found is None, found


def test_a_wsop_hand_is_shown_under_its_profile(capsys):
    assert main(["--wsop", "--show", "seven-card-stud-hi-lo-8", "1"]) == 0
    shown = capsys.readouterr().out
    assert shown.startswith("seven-card-stud-hi-lo-8 hand 1: profile wsop-2024-cash, seed ")
    assert "reason PROFILE.WSOP-CASH: " in shown
