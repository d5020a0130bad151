"""The engine rules 20,020 random hands exactly as it did when they were recorded.

A test run replays every fifth of them (``random_hands.REPLAY_STRIDE``); CI's run of the
compiled engine, and any run with ``STUDRULES_RECORDED_HANDS=all``, replays them all.

Each hand's transcript (every legal action, player to act, reason and the
result) is hashed and compared with ``tests/data/recorded/hands.json``. A
difference names the first hand that differs and how to print its transcript;
an intended change of a ruling records again with ``python -m
tests.random_hands --write`` (docs/hand-engine.md, "Recorded answers").
"""

import pytest
from random_hands import HANDS_PER_GAME, MAIN, digest, load, main, parameters, replayed

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
    recorded = RECORDED["games"].get(game, [])
    assert len(recorded) == HANDS_PER_GAME, f"{game}: {len(recorded)} hands recorded"
    for deal, then in replayed(game, MAIN, recorded):
        now = digest(deal)
        assert now == then, (
            f"{deal} is ruled differently from the recording (digest {now}, recorded {then}).\n"
            f"Its transcript: python -m tests.random_hands --show {game} {deal.index} "
            "and on the recorded commit, and compare (docs/hand-engine.md, 'Recorded answers'). "
            "If the change is intended, record again with --write and say why in the commit."
        )


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


def test_a_run_replays_hands_of_every_profile_and_all_of_them_when_asked(monkeypatch):
    import random_hands

    digests = RECORDED["games"]["razz"]
    sampled = [deal for deal, _ in replayed("razz", MAIN, digests)]
    assert len(sampled) == -(-HANDS_PER_GAME // random_hands.REPLAY_STRIDE)
    assert {deal.profile for deal in sampled} == set(MAIN.profiles)
    monkeypatch.setattr(random_hands, "REPLAY_STRIDE", 1)
    assert len(list(replayed("razz", MAIN, digests))) == HANDS_PER_GAME
