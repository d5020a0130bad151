"""PHH input a floor person or an attacker might give ``studrules replay``: histories that
leave a card out, bad cards, hostile numbers and nesting, files of several hands, and
damaged copies of every valid history (hypothesis). Each is refused with its place (exit 2)
or the rule it breaks (exit 1): never a traceback, an internal error, a hang or an invented card.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from locations import DATA

from studrules import phh
from studrules.cli import main
from studrules.phh.command import replay
from studrules.protocol.engines import ReferenceEngine

DATA = DATA / "phh"
SCRIPTED = (DATA / "pokerkit-stud-scripted.phh").read_text()
ALL_IN = (DATA / "pokerkit-stud-0.phh").read_text()
VALID = {p.name: p.read_text() for p in sorted(DATA.glob("*.phh"))}


def edited(old: str, new: str, text: str = SCRIPTED) -> str:
    """``text`` with ``old`` replaced once by ``new`` (which must be there)."""
    assert old in text, old
    return text.replace(old, new, 1)


def checked(text: str) -> phh.Report:
    with ReferenceEngine() as engine:
        return phh.check(phh.loads(text), engine)


def run(tmp_path: Path, text: str, name: str = "hand.phh") -> tuple[int, str, str]:
    """``studrules replay`` on ``text``: the exit code, the output and the errors."""
    path = tmp_path / name
    path.write_text(text)
    out, err = io.StringIO(), io.StringIO()
    code = replay(path, out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def place_of(text: str, needle: str, offset: int = 0) -> str:
    """``LINE:COLUMN`` of ``needle`` (plus ``offset`` characters) in ``text``."""
    at = text.index(needle) + offset
    line = text.count("\n", 0, at) + 1
    return f"{line}:{at - (text.rfind(chr(10), 0, at) + 1) + 1}"


# -- replay never invents a card ----------------------------------------------------------


def test_a_player_dealt_two_third_street_cards_is_refused_not_given_a_door_card(tmp_path):
    text = edited("'d dh p2 4d7h5c'", "'d dh p2 5c6d'")
    code, out, _ = run(tmp_path, text)
    assert code == 1
    assert "brings in" not in out  # no bring-in is ruled on a card nobody dealt
    assert "follows the rules" not in out
    assert '✗ action 5, "p2 pb": p2 lacks card 3 (third street, face up)' in out
    assert "[DEAL.STREETS]" in out


def test_a_player_dealt_no_card_at_all_is_refused_at_the_first_action():
    text = edited("'d dh p4 2d3sTd', ", "")
    found = checked(text).violation
    assert (found.rule, found.where) == ("DEAL.STREETS", 'action 4, "p2 pb"')
    assert "p4 lacks card 1 (third street, face down) and card 2" in found.message
    assert "the history deals p4 no card" in found.message


def test_a_showdown_whose_last_cards_are_never_dealt_is_refused():
    # The players are all in on fourth street; the history shows and pays without the rest.
    cut = re.sub(r", 'd dh p1 Ts'.*?\]\n", "]\n", ALL_IN)
    found = checked(cut).violation
    assert (found.rule, found.where) == ("DEAL.STREETS", "the showdown")
    assert found.message.startswith("p1 lacks card 5 (fifth street, face up)")


def test_an_all_in_history_that_simply_stops_is_not_judged():
    cut = ALL_IN.split(", 'p1 sm Kh8d6h5c'")[0] + "]\n"
    report = checked(cut)
    assert report.ok
    assert "the history stops before fifth street is dealt: the result is not checked" in (
        report.notes
    )
    assert not any(" wins " in note for note in report.notes)


def test_the_bring_in_is_named_once_the_history_deals_it():
    report = checked(SCRIPTED.split(", 'p2 pb'")[0] + "]\n")
    assert report.notes[0].startswith("p2 brings in [BRING-IN.LOW-CARD")


# -- exact places ---------------------------------------------------------------------------


def test_a_bad_card_is_placed_at_its_own_column(tmp_path):
    text = edited("'d dh p1 9cQsKd'", "'d dh p1 AcAd1x'")
    code, _, err = run(tmp_path, text)
    assert code == 2
    where = place_of(text, "AcAd1x", 4)
    assert err.startswith(f"studrules replay: {tmp_path / 'hand.phh'}:{where}: ")
    assert 'card 3 of "AcAd1x", "1x", is not a card' in err
    assert "card 1" not in err


@pytest.mark.parametrize(
    ("old", "new", "at", "message"),
    [
        # (what is replaced, by what, where in it the refusal points, what it says)
        ("'d dh p4 2d3sTd'", "'d dh p4 2d3sKs'", "Ks", "Ks is dealt twice: to p3 and to p4"),
        ("antes = [1, 1, 1, 1]", "antes = [1, 1, 1, 2]", "2", "antes differ (1, 1, 1, 2)"),
        ("'p2 pb'", "'d db ??', 'p2 pb'", "??", "a community card is one card, face up"),
        ("'p2 pb'", "'p2 sd'", "sd", "sd (discarding) is not a stud action"),
        ("'p2 pb'", "'p2 pay'", "pay", 'unknown verb "pay"'),
        ("'p2 pb'", "'p7 pb'", "p7", "there are only 4 players"),
    ],
)
def test_a_refusal_points_at_what_it_refuses(tmp_path, old, new, at, message):
    text = edited(old, new)
    code, _, err = run(tmp_path, text)
    assert code == 2
    assert f"hand.phh:{place_of(text, new, new.index(at))}: " in err
    assert message in err


# -- hostile numbers and nesting --------------------------------------------------------------

HOSTILE = [
    # (what is replaced, by what, where in it the refusal points, what it says)
    ("'p3 cbr 5'", "'p3 cbr 1e999999999'", "1e", "is too large"),
    ("'p3 cbr 5'", "'p3 cbr 0.1e-999999'", "0.1", "more than 12 decimal places"),
    ("'p3 cbr 5'", "'p3 cbr " + "7" * 5000 + "'", "7", "is not an amount"),
    ("bring_in = 2", "bring_in = 1e-400", "1e", "more than 12 decimal places"),
    ("bring_in = 2", "bring_in = " + "3" * 5000, "3", "numbers in a PHH file have at most"),
    ("[200, 200", "[" + "9" * 5000 + ", 200", "9", "numbers in a PHH file have at most"),
    ("'p2 pb'", "'p" + "2" * 5000 + " pb'", "p", "is not a player"),
    ("bring_in = 2", "bring_in = 1e16", "1e", "is too large"),
    ("bring_in = 2", "bring_in = -2", "-", "cannot be negative"),
    ("big_bet = 10", "big_bet = nan", "nan", "must be a finite number"),
    ("big_bet = 10", "big_bet = 0.0", "0", "big_bet must be more than nothing"),
    ("[200, 200", "[0, 200", "0", "starting_stacks[0] must be more than nothing"),
]


@pytest.mark.parametrize(("old", "new", "at", "message"), HOSTILE)
def test_a_hostile_number_is_refused_at_its_place_before_any_arithmetic(
    tmp_path, old, new, at, message
):
    text = edited(old, new)
    code, out, err = run(tmp_path, text)
    assert (code, out) == (2, "")
    assert message in err
    assert f"hand.phh:{place_of(text, new, new.index(at))}: " in err, err
    assert len(err.splitlines()) == 1 and len(err) < 400


@pytest.mark.parametrize(
    ("nested", "column"),
    [
        ("x = " + "[" * 5 + "]" * 5, 9),  # at the fifth bracket
        ("x = " + "[" * 1000 + "]" * 1000, 9),
        ("x = " + "[" * 100_000 + "]" * 100_000, 9),
        ("x = " + "{a = " * 1000 + "}" * 1000, 25),
        ("x" + ".a" * 50_000 + " = 1", 1),  # tomllib takes time quadratic in a key's parts
        ('"x"' + '."a"' * 50_000 + " = 1", 20),  # at the fifth dot
        ("[x" + ".a" * 50_000 + "]", 1),
    ],
)
def test_deep_nesting_is_refused_without_recursion_or_a_slow_read(tmp_path, nested, column):
    text = SCRIPTED + nested + "\n"
    code, _, err = run(tmp_path, text)
    assert code == 2
    assert "nested more than 4 deep" in err
    assert f"hand.phh:{SCRIPTED.count(chr(10)) + 1}:{column}: " in err


def test_deep_nesting_inside_a_string_is_only_text(tmp_path):
    text = edited("'p2 pb'", "'p2 pb # " + "[" * 50 + "'")
    assert run(tmp_path, text)[0] == 0


# -- what the PHH format has that stud replays ---------------------------------------------------


def test_a_file_of_several_hands_is_replayed_hand_by_hand(tmp_path):
    hands = [SCRIPTED, VALID["doctored-wrong-amount.phh"], VALID["pokerkit-razz-0.phh"]]
    text = "\n".join(f"[{k + 1}]\n{hand}" for k, hand in enumerate(hands))
    code, out, err = run(tmp_path, text, "hands.phhs")
    assert (code, err) == (1, "")
    assert out.count("replaying ") == 3
    assert "hands.phhs, hand [2]: seven-card stud" in out
    assert '✗ action 20, "p3 cbr 25"' in out
    assert out.count("✓ the hand follows the rules") == 2
    assert [h.name for h in phh.loads_all(text)] == ["1", "2", "3"]


def test_an_unreadable_hand_of_several_is_placed_and_the_others_are_replayed(tmp_path):
    broken = edited("'d dh p1 9cQsKd'", "'d dh p1 9cQsXd'")
    text = f"[1]\n{broken}\n[2]\n{SCRIPTED}"
    code, out, err = run(tmp_path, text, "hands.phhs")
    assert code == 2
    assert out.count("✓ the hand follows the rules") == 1
    assert f"hands.phhs:{place_of(text, '9cQsXd', 4)}: hand [1], action 1, " in err


def test_a_short_stack_antes_all_it_has():
    text = edited("antes = [1, 1, 1, 1]", "antes = [1, 1, 1, 0.5]")
    text = edited("[200, 200, 200, 200]", "[200, 200, 200, 0.5]", text)
    text = text.split(", 'p4 f'")[0] + ", 'p1 cc']\n"  # p4, all in for the ante, cannot act
    history = phh.loads(text)
    assert history.ante == 1
    report = checked(text)
    assert report.ok, report.violation
    assert "stops on third street with p2 to act" in report.notes[-1]


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        ('_studrules_profile = "casin"', '_studrules_profile: unknown profile "casin"'),
        ("_studrules_profile = 7", "_studrules_profile must be a profile's name"),
        ('_studrules_options = {odd-chip = "nobody"}', 'unknown value "nobody" for odd-chip'),
    ],
)
def test_the_files_own_bad_house_rules_are_placed(tmp_path, rules, message):
    text = SCRIPTED + rules + "\n"
    code, _, err = run(tmp_path, text)
    assert code == 2
    assert f"hand.phh:{place_of(text, rules, rules.index(' = ') + 3)}: " in err
    assert message in err


@pytest.mark.parametrize("players", [1, 9, 400])
def test_a_table_of_too_few_or_too_many_players_is_placed(tmp_path, players):
    stacks = "[" + ", ".join(["200"] * players) + "]"
    text = edited("[200, 200, 200, 200]", stacks)
    text = edited("antes = [1, 1, 1, 1]", "antes = " + stacks.replace("200", "1"), text)
    code, _, err = run(tmp_path, text)
    assert code == 2
    where = place_of(text, stacks)
    assert f"hand.phh:{where}: starting_stacks has {players} entries" in err
    assert "is for 2 to 8 players" in err


def test_more_unseen_cards_than_the_deck_holds_are_placed(tmp_path):
    # Eight players, their face-up cards known, their face-down ones unseen: 64 cards.
    deck = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
    dealt = [f"d dh p{seat + 1} ????{deck[seat]}" for seat in range(8)]
    dealt += [
        f"d dh p{seat + 1} {deck[8 * street + seat]}"
        for street in (1, 2, 3, 4)
        for seat in range(8)
    ]
    dealt += [f"d dh p{seat + 1} ??" for seat in range(8)]
    text = "\n".join(
        [
            'variant = "F7S"',
            f"antes = {[1] * 8}",
            "bring_in = 2\nsmall_bet = 5\nbig_bet = 10",
            f"starting_stacks = {[100] * 8}",
            f"actions = {dealt}",
        ]
    )
    code, _, err = run(tmp_path, text)
    assert code == 2
    assert f"hand.phh:{place_of(text, 'd dh p7 ????', 8)}: " in err  # at the first unseen card
    assert "no card of the deck is left to stand for p7's unseen card 1" in err


def test_a_file_that_ends_too_soon_is_placed_at_its_end(tmp_path):
    code, _, err = run(tmp_path, "variant = 'F7S'\nactions = ['d dh p1 AcAd")
    assert code == 2
    assert "hand.phh:2:25: not a PHH file" in err and "ends too soon" in err


def test_the_command_gives_the_place_of_a_toml_error(tmp_path, capsys):
    path = tmp_path / "broken.phh"
    path.write_text(SCRIPTED.replace("big_bet = 10", "big_bet = = 10"))
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}:7:11: not a PHH file" in err
    assert "(at line" not in err


# -- damaged histories (hypothesis) ------------------------------------------------------------

PIECES = [
    "[",
    "]",
    "{",
    "}",
    '"',
    "'",
    "'''",
    ",",
    "=",
    "#",
    "\n",
    "\\",
    "inf",
    "nan",
    "-1",
    "0",
    "1e999999999",
    "0.1e-999999",
    "1e-400",
    "9" * 60,
    "??",
    "p0",
    "p9",
    "d db 7c",
    "d dh p1 ",
    "cbr",
    "cc",
    "f",
    "pb",
    "sm",
    "sd",
    "Xx",
    "AcAd1x",
    "As",
    "2c",
    "[1]\n",
    "\ufeff",
    "é",
]
WORDS = [
    *("1e999999999", "0.1e-999999", "9" * 60, "??", "p0", "p99", "Xx", "-", "0", "db", "sd"),
    *("cc", "f", "pb", "cbr", "sm", "p1", "p2", "p3", "5", "10", "20", "2.5", "Ah", "2c3c4c"),
]


@st.composite
def damaged(draw) -> str:
    """A valid history with a few characters cut, added, repeated or its action words
    swapped; sometimes a file of two such hands (``.phhs``)."""
    if draw(st.integers(0, 4)) == 0:
        return f"[1]\n{draw(damaged())}\n[2]\n{draw(damaged())}"
    text = draw(st.sampled_from(sorted(VALID.values())))
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(i, min(len(text), i + 12)))
        kind = draw(st.sampled_from(["cut", "add", "repeat", "word"]))
        if kind == "cut":
            text = text[:i] + text[j:]
        elif kind == "add":
            piece = draw(st.one_of(st.sampled_from(PIECES), st.text(max_size=4)))
            text = text[:i] + piece + text[i:]
        elif kind == "repeat":
            text = text[:j] + text[i:j] + text[j:]
        else:  # a word of an action line becomes another
            words = list(re.finditer(r"(?<=[ '\"])[^ '\",\n]+(?=[ '\"])", text))
            if words:
                word = words[draw(st.integers(0, len(words) - 1))]
                text = text[: word.start()] + draw(st.sampled_from(WORDS)) + text[word.end() :]
    return text


@settings(
    max_examples=600,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(text=damaged())
def test_a_damaged_history_is_refused_with_its_place_or_the_rule_it_breaks(tmp_path, text):
    code, out, err = run(tmp_path, text)
    assert "Traceback" not in out + err and "internal error" not in out + err
    refused = err.splitlines()
    for line in refused:  # one line for each hand that cannot be read (several in a .phhs)
        assert line.startswith("studrules replay: ") and len(line) < 2000, line
        # The place, unless what is wrong is a field the hand lacks.
        assert re.search(r"hand\.phh:\d+:\d+: ", line) or "is missing" in line, line
    broken = re.findall(r"^✗ .+ \[[A-Z][A-Z0-9-]*(?:\.[A-Z0-9-]+)+\]$", out, re.M)
    followed = out.count("✓ the hand follows the rules")
    assert out.count("replaying ") == len(broken) + followed  # each hand read has a verdict
    assert code == (2 if refused else 1 if broken else 0)


def test_a_character_that_breaks_lines_is_quoted_on_the_one_line_of_the_refusal(tmp_path):
    """A NEL (U+0085) inside an action is a line break to ``splitlines``: it is escaped."""
    text = edited("'d dh p1 ", "'d d\x85h p1 ")
    code, _, err = run(tmp_path, text)
    assert code == 2
    assert len(err.splitlines()) == 1, err
    assert "\\x85" in err
