"""No command hands a terminal a control character from the user's text: each is escaped.

A feature file, a PHH file, a card string or an argument can hold C0 and C1
control characters (``ESC [ 2 J`` clears a screen, ``ESC ] ... BEL`` retitles a
window, a carriage return hides what came before it on the line). Before,
``studrules settle`` echoed them from the file; ``replay`` already escaped them.
Now every command's output goes through one function, ``studrules.shown.visible``:
a character that does not print is written as its Python escape (``\\x1b``), and
suit symbols, marks and other printable text stay as they are.
"""

from __future__ import annotations

import json
import re

import pytest
from command_line import ran
from locations import REPO

CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")
"""C0 and C1 controls and DEL; the line feed that ends each line of output is allowed."""
HOSTILE = "\x1b[2J\x1b]0;owned\x07\r\x08\x9b31m\x85\x00"
"""Clear the screen, retitle the window, carriage return, backspace, C1 CSI, NEL, NUL."""
INLINE = "\x1b[2J\x1b]0;owned\x07\x08\x9b31m\x00"
"""The same without the carriage return and the NEL, which end a line of a feature file."""



def assert_clean(*texts: str) -> None:
    for text in texts:
        assert not CONTROL.search(text), repr(text)


def test_visible_escapes_every_control_and_keeps_what_prints():
    from studrules.shown import visible

    assert visible(HOSTILE) == "\\x1b[2J\\x1b]0;owned\\x07\\r\\x08\\x9b31m\\x85\\x00"
    kept = "A♠ K♥ Q♦ J♣ 10 ✓ ✗ – → é ü 中文 Jk $0.25"
    assert visible(kept) == kept
    assert visible("two\nlines\ttab") == "two\\nlines\\ttab"
    for code in [*range(0x20), *range(0x7f, 0xa0)]:
        assert visible(chr(code)) == repr(chr(code))[1:-1]
        assert not CONTROL.search(visible(chr(code)))


RANKING = """\
Feature: A hostile dispute{hostile}
  Scenario: What is it{hostile}?
    Given the ranking is high
    When the hand "As Ks Qs Js Ts" is ranked
    Then it is "straight flush{hostile}"
"""


def test_settle_escapes_the_file_s_text_in_every_line(tmp_path, capsys):
    path = tmp_path / "hostile.feature"
    path.write_text(RANKING.format(hostile=INLINE), encoding="utf-8")
    code, out, err = ran(capsys, "settle", path)
    assert code == 1 and err == ""
    assert_clean(out)
    assert "Scenario: What is it\\x1b[2J" in out
    assert 'Then it is "straight flush\\x1b[2J\\x1b]0;owned\\x07' in out
    assert "✗" in out and "✓" in out


def test_settle_json_escapes_controls_as_json_does(tmp_path, capsys):
    path = tmp_path / "hostile.feature"
    path.write_text(RANKING.format(hostile=INLINE), encoding="utf-8")
    code, out, err = ran(capsys, "settle", path, "--json")
    assert code == 1 and err == ""
    assert_clean(out)
    found = json.loads(out)
    assert found["scenarios"][0]["name"] == f"What is it{INLINE}?"


@pytest.mark.parametrize(("cell", "step", "says"), [
    (f"(Qs 2h) 4s{INLINE}", "the pot is $1", 'unknown card "4s\\x1b[2J'),
    ("(Qs 2h) 4s", f"the dealer shrugs{INLINE}", 'says "the dealer shrugs\\x1b[2J'),
    # The carriage return ends the step's line; what follows it cannot come there.
    ("(Qs 2h) 4s", f"the dealer shrugs{HOSTILE}", '"\\x08\\x9b31m\\x85\\x00" cannot come here'),
])
def test_a_settle_error_escapes_the_file_s_text(tmp_path, capsys, cell, step, says):
    path = tmp_path / "hostile.feature"
    path.write_text(
        "Feature: F\n  Scenario: S\n    Given the game is razz\n"
        "    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in\n"
        "    And the players, from the dealer's left, hold:\n"
        "      | player | cards |\n"
        f"      | Bob    | {cell} |\n      | Carol  | (9c 9d) Kd |\n"
        f"    Then {step}\n", encoding="utf-8")
    code, out, err = ran(capsys, "settle", path)
    assert code == 2
    assert out == "" or "  not ruled: the scenario has an error" in out.splitlines()
    assert_clean(out)
    assert says in err, err
    assert_clean(err)
    assert len(err.splitlines()) == 1


def test_a_file_name_with_controls_is_escaped_in_the_error(tmp_path, capsys):
    missing = tmp_path / f"gone{HOSTILE.replace(chr(0), '')}.feature"
    code, out, err = ran(capsys, "settle", missing)
    assert (code, out) == (2, "")
    assert_clean(err)
    assert "gone\\x1b[2J" in err


def test_hand_escapes_the_cards_it_cannot_read(capsys):
    code, out, err = ran(capsys, "hand", f"As Ks{HOSTILE}")
    assert (code, out) == (2, "")
    assert_clean(err)
    assert "\\x1b[2J" in err
    code, out, err = ran(capsys, "hand", "As Ks Qs Js Ts", "--option", f"x{HOSTILE}")
    assert code == 2
    assert_clean(out, err)


def test_an_argument_error_escapes_the_argument(tmp_path, capsys):
    code, out, err = ran(capsys, "settle", tmp_path / "x.feature", "--rule", f"no-equals{HOSTILE}")
    assert (code, out) == (2, "")
    assert_clean(err)
    assert "no-equals\\x1b[2J" in err


def test_conformance_and_export_escape_what_they_echo(tmp_path, capsys):
    for command in ("conformance", "export"):
        engine = ["--engine", "reference"] if command == "conformance" else []
        code, out, err = ran(capsys, command, *engine, "--select", f"id:nothing{HOSTILE}")
        assert code == 2, (command, err)
        assert_clean(out, err)
        assert "nothing\\x1b[2J" in err
    target = tmp_path / f"no-such{HOSTILE.replace(chr(0), '')}" / "cases.json"
    code, out, err = ran(capsys, "export", "--select", "hands/betting::a-bet-called*",
                         "-o", target)
    assert code == 2
    assert_clean(out, err)
    assert "no-such\\x1b[2J" in err


def test_replay_uses_the_same_escaping(tmp_path, capsys):
    path = tmp_path / "hostile.phh"
    path.write_text(f'variant = "F7S"\nplayers = ["Bob{HOSTILE}"]\n', encoding="utf-8")
    code, out, err = ran(capsys, "replay", path)
    assert code == 2
    assert_clean(out, err)


def test_every_command_escapes_through_one_function():
    """``replay`` and ``settle`` and the command line share ``visible``: no second copy."""
    root = REPO / "studrules"
    copies = [path for path in root.rglob("*.py")
              if "isprintable()" in path.read_text(encoding="utf-8")
              and path.name != "shown.py"]
    assert copies == []


def test_rulebook_build_escapes_the_folder_it_names(tmp_path, capsys):
    target = tmp_path / f"site{INLINE.replace(chr(0), '')}.html"
    target.write_text("keep", encoding="utf-8")
    code, out, err = ran(capsys, "rulebook", "build", target)
    assert (code, out) == (2, "")
    assert_clean(err)
    assert "site\\x1b[2J" in err and "is a file" in err
