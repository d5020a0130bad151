"""The command line: hands for people, errors as one line and exit code 2, the engine."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from patience import patience

from studrules.cli import RANKING_SUMMARIES, main
from studrules.options import OPTIONS
from studrules.rankings import RANKINGS


def run(*args: str) -> tuple[int, str, str]:
    """Run ``python -m studrules`` with ``args``: its exit code, stdout and stderr."""
    done = subprocess.run(
        [sys.executable, "-m", "studrules", *args],
        capture_output=True, text=True, encoding="utf-8", timeout=patience(60),
    )
    return done.returncode, done.stdout, done.stderr


def hand(capsys, *args: str) -> list[str]:
    assert main(["hand", *args]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out.splitlines()


def test_hand_prints_the_cards_the_name_and_the_five_it_uses(capsys):
    assert hand(capsys, "As Ks Qs Js Ts 2c 2d", "--ranking", "high") == [
        "A♠ K♠ Q♠ J♠ T♠ 2♣ 2♦",
        "royal flush",
        "uses A♠ K♠ Q♠ J♠ T♠",
    ]


def test_hand_ranks_high_by_default_and_keeps_down_cards_in_parentheses(capsys):
    lines = hand(capsys, "(Ah Kd) 4s 7c 9h Jd (2c)")
    assert lines[0] == "(A♥ K♦) 4♠ 7♣ 9♥ J♦ (2♣)"
    assert lines[1] == "high card, ace-king-jack-nine-seven"
    assert set(lines[2].split()[1:]) == {"A♥", "K♦", "J♦", "9♥", "7♣"}


def test_hand_shows_what_each_wild_card_plays_as(capsys):
    lines = hand(capsys, "As Ks Qs Js 2c 7d", "--wild", "2")
    assert lines[:2] == ["A♠ K♠ Q♠ J♠ 2♣ 7♦", "royal flush"]
    assert set(lines[2].split()[1:]) == {"A♠", "K♠", "Q♠", "J♠", "2♣"}
    assert lines[3:] == ["  2♣ plays as T♠"]


def test_hand_takes_several_wild_cards_and_options(capsys):
    lines = hand(
        capsys, "Ah Jh Js Jk 2c", "--wild", "2", "Jh", "Js", "--wild", "Jk",
        "--option", "five-of-a-kind=below-natural-royal", "wild-duplication=anything-goes",
    )
    assert lines[1] == "five of a kind, aces"
    plays = [line.split() for line in lines[3:]]
    assert {card for card, *_ in plays} == {"2♣", "J♥", "J♠", "Jk"}
    assert all(words[1:3] == ["plays", "as"] and words[3][0] == "A" for words in plays)


def test_hand_of_a_low(capsys):
    assert hand(capsys, "A2345", "--ranking", "ace-to-five")[1] == "wheel"


def test_hand_says_when_a_low_does_not_qualify(capsys):
    lines = hand(capsys, "Kc Qd Jh Ts 9c 8d 2h", "--ranking", "ace-to-five-8")
    assert lines == [
        "K♣ Q♦ J♥ T♠ 9♣ 8♦ 2♥",
        "no qualifying low",
        "does not qualify for ace-to-five-8",
    ]


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["hand", "As Xs Qs Js Ts"], 'unknown card "Xs" (card 2, column 4)'),
        (["hand", "As Ks Qs Js As"], 'duplicate card "As"'),
        (["hand", "As Ks Qs Js Ts", "--ranking", "hi"], 'unknown ranking "hi": choose one of'),
        (["hand", "As Ks Qs Js Ts", "--option", "x=y"], 'unknown option "x": choose one of'),
        (["hand", "As Ks Qs Js Ts", "--option", "five-of-a-kind=maybe"],
         'unknown value "maybe" for five-of-a-kind'),
        (["hand", "As Ks Qs Js Ts", "--option", "five-of-a-kind"], "takes NAME=VALUE"),
        (["hand", "As Ks Qs Js Ts", "--wild", "Q2"], 'wild card 1, "Q2", is not a rank'),
        (["hand", "As Ks"], ""),
        (["hand"], "the following arguments are required: CARDS"),
        (["hnad", "As"], "invalid choice: 'hnad'"),
        (["hand", "As Ks Qs Js Ts", "--colour", "red"], "unrecognized arguments: --colour red"),
    ],
)
def test_bad_input_is_one_line_on_stderr_and_exit_code_2(args, says):
    code, out, err = run(*args)
    assert code == 2
    assert out == ""
    assert len(err.splitlines()) == 1, err
    assert err.startswith("studrules")
    assert says in err
    assert "Traceback" not in err


def test_no_arguments_prints_help(capsys):
    assert main([]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: studrules")
    for command in ("hand", "engine", "rankings"):
        assert command in out


def test_version():
    assert run("--version") == (0, "studrules 0.1.0\n", "")


def test_rankings_lists_each_ranking_and_option_on_a_line(capsys):
    assert main(["rankings"]) == 0
    lines = capsys.readouterr().out.splitlines()
    for name in [*RANKINGS, *OPTIONS]:
        assert sum(line.split()[0] == name for line in lines if line.startswith("  ")) == 1
    assert set(RANKING_SUMMARIES) == set(RANKINGS)
    option_line = next(line for line in lines if line.split()[0] == "five-of-a-kind")
    assert "above-straight-flush | below-natural-royal" in option_line
    assert "[WILD.FIVE-OF-A-KIND]" in option_line


def test_engine_speaks_the_protocol_over_stdin_and_stdout():
    requests = [
        '{"id": 1, "hello": true}',
        "not json",
        "",
        '{"id": 2, "evaluate": {"ranking": "high", "cards": "As Ks Qs Js Ts"}}',
        '{"id": 3, "evaluate": {"ranking": "high", "cards": "A\udcff"}}',
    ]
    done = subprocess.run(
        [sys.executable, "-m", "studrules", "engine"],
        input="\n".join(requests).encode("utf-8", "surrogateescape") + b"\n",
        capture_output=True, timeout=patience(60),
    )
    assert done.returncode == 0
    assert done.stderr == b""
    answers = [json.loads(line) for line in done.stdout.decode("ascii").splitlines()]
    assert [a["id"] for a in answers] == [1, None, 2, 3]
    assert [a["ok"] for a in answers] == [True, False, True, False]
    assert answers[2]["hand"]["name"] == "royal flush"
    assert answers[3]["error"]["field"] == "evaluate.cards"


def test_an_engine_bug_is_one_line_not_a_traceback(monkeypatch, capsys):
    from studrules import cli
    from studrules.rankings import RANKINGS

    def broken(cards, wild, rules):
        raise RuntimeError("wires crossed")

    monkeypatch.setitem(RANKINGS, "high", broken)
    assert cli.main(["hand", "As Ks Qs Js Ts"]) == 1
    err = capsys.readouterr().err
    assert "internal error (RuntimeError: wires crossed)" in err
    assert "Traceback" not in err
