"""The engine rules 20,020 random hands exactly as it did when they were recorded.

Each hand's transcript (every legal action, player to act, reason and the
result) is hashed and compared with ``tests/data/recorded/hands.json``. A
difference names the first hand that differs and how to print its transcript;
an intended change of a ruling records again with ``python -m
tests.random_hands --write`` (docs/hand-engine.md, "Recorded answers").
"""

import pytest
from random_hands import difference, load, main, parameters

from studrules.variants import VARIANTS

RECORDED = load()


def test_the_hands_are_drawn_as_they_were_recorded():
    assert RECORDED["parameters"] == parameters(), (
        "the parameters that draw the recorded hands changed: record again with "
        "`python -m tests.random_hands --write` and say why in the commit"
    )
    assert list(RECORDED["games"]) == list(VARIANTS), (
        "the games differ from the recorded ones: record again with "
        "`python -m tests.random_hands --write`"
    )


@pytest.mark.parametrize("game", list(VARIANTS))
def test_every_recorded_hand_is_ruled_as_recorded(game):
    found = difference(game, RECORDED["games"].get(game, []))
    assert found is None, found


def test_a_hand_ruled_differently_is_named_with_how_to_see_it():
    recorded = list(RECORDED["games"]["razz"])
    recorded[0] = "00000000"
    found = difference("razz", recorded)
    assert found is not None
    assert found.startswith("razz hand 0: ")
    assert "python -m tests.random_hands --show razz 0" in found
    assert difference("razz", recorded[:3]) == "razz: 3 hands recorded, not 910"


def test_a_hand_can_be_shown_and_bad_arguments_are_named(capsys):
    assert main(["--show", "razz", "2"]) == 0
    shown = capsys.readouterr().out
    assert shown.startswith("razz hand 2: profile home, seed ")
    assert "reason BRING-IN.HIGH-CARD: " in shown
    assert "\npayout " in shown
    for wrong, says in (
        (["razz", "two"], "INDEX must be a whole number"),
        (["rass", "2"], 'unknown game "rass"'),
    ):
        with pytest.raises(SystemExit):
            main(["--show", *wrong])
        assert says in capsys.readouterr().err
