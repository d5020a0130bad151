"""PHH hand histories: reading, checking against the rules, writing, and ``studrules replay``."""

from __future__ import annotations

import random
import re

import pytest
from locations import DATA

from studrules import phh
from studrules.cli import main
from studrules.hand.dealing import Dealer
from studrules.hand.engine import new_hand
from studrules.hand.model import Action, Stakes
from studrules.house_rules import resolve
from studrules.money import Chips
from studrules.protocol.engines import ReferenceEngine
from studrules.variants import VARIANTS

DATA = DATA / "phh"
SCRIPTED = (DATA / "pokerkit-stud-scripted.phh").read_text()
GOOD = sorted(p.name for p in DATA.glob("*.phh") if not p.name.startswith("doctored-"))


def checked(text: str, profile: str | None = None, **options: str) -> phh.Report:
    """The report of checking PHH ``text`` with the reference engine."""
    with ReferenceEngine() as engine:
        return phh.check(phh.loads(text), engine, profile, options)


def violation(text: str) -> phh.Violation:
    """The violation a history must have."""
    report = checked(text)
    assert report.violation is not None, report.notes
    return report.violation


def edited(old: str, new: str, text: str = SCRIPTED) -> str:
    """``text`` with ``old`` replaced once by ``new`` (which must be there)."""
    assert old in text, old
    return text.replace(old, new, 1)


@pytest.mark.parametrize("name", GOOD)
def test_every_good_fixture_follows_the_rules(name):
    report = checked((DATA / name).read_text())
    assert report.ok, report.violation
    assert any(" wins " in note for note in report.notes)


@pytest.mark.parametrize(
    ("name", "rule", "where"),
    [
        ("doctored-wrong-bring-in.phh", "BRING-IN.LOW-CARD", 'action 5, "p1 pb"'),
        ("doctored-out-of-turn-first.phh", "ACT.HIGH-BOARD", 'action 19, "p3 cbr 10"'),
        ("doctored-out-of-turn.phh", "ACT.CLOCKWISE", 'action 21, "p2 cc"'),
        ("doctored-wrong-amount.phh", "BET.FIXED.LIMITS", 'action 20, "p3 cbr 25"'),
        ("doctored-wrong-winner.phh", "POT.CARDS-SPEAK", "winnings"),
    ],
)
def test_a_doctored_fixture_is_flagged_with_the_rule_it_breaks(name, rule, where):
    found = violation((DATA / name).read_text())
    assert (found.rule, found.where) == (rule, where)


def test_the_wrong_bring_in_is_explained_by_the_engine_own_ruling():
    found = violation((DATA / "doctored-wrong-bring-in.phh").read_text())
    assert "it is p2's turn" in found.message
    assert "5♣ is the lowest door card" in found.reason


@pytest.mark.parametrize(
    ("old", "new", "rule"),
    [
        # p3 acts twice in a row.
        ("'p2 pb', 'p3 cbr 5'", "'p2 pb', 'p3 cbr 5', 'p3 cc'", "ACT.CLOCKWISE"),
        # p2 checks instead of bringing in.
        ("'p2 pb'", "'p2 cc'", "BRING-IN.COMPLETE"),
        # p2 folds instead of bringing in.
        ("'p2 pb'", "'p2 f'", "BRING-IN.COMPLETE"),
        # p2 brings in a second time.
        ("'p4 f', 'p1 cc', 'p2 cc'", "'p4 f', 'p1 cc', 'p2 pb'", "BRING-IN.IS-A-BET"),
        # p3 completes to 10 instead of 5.
        ("'p3 cbr 5'", "'p3 cbr 10'", "BET.FIXED.COMPLETE"),
        # p2 folds on fourth street where checking is free.
        ("'d dh p3 6h', 'p2 cc'", "'d dh p3 6h', 'p2 f'", "BET.FIXED.LIMITS"),
        # A fourth street card is dealt while third street's betting goes on.
        ("'p1 cc', 'p2 cc', 'd dh p1 3c'", "'p1 cc', 'd dh p1 3c', 'p2 cc'", "BET.ROUND-END"),
        # p4, who folded, is dealt a fourth-street card.
        ("'d dh p3 6h'", "'d dh p3 6h', 'd dh p4 9s'", "DEAL.STREETS"),
        # Fourth street's betting starts before p3 has the card.
        ("'d dh p3 6h', 'p2 cc'", "'p2 cc', 'd dh p3 6h'", "DEAL.STREETS"),
        # p1 shows while the betting on seventh street goes on.
        (
            "'p1 cc', 'p2 cc', 'p3 cc', 'p1 sm",
            "'p1 cc', 'p1 sm 9cQsKd3c9dAs4h', 'p2 cc', 'p3 cc', 'p1 sm",
            "BET.ROUND-END",
        ),
        # p3 shows first, but p1 acted first on the last (checked) street.
        (
            "'p1 sm 9cQsKd3c9dAs4h', 'p2 sm', 'p3 sm KsJd8c6hJcQd5s'",
            "'p3 sm KsJd8c6hJcQd5s', 'p1 sm 9cQsKd3c9dAs4h', 'p2 sm'",
            "POT.SHOW-ORDER",
        ),
        # The finishing stacks do not add up.
        (
            "finishing_stacks = [164, 164, 273, 199]",
            "finishing_stacks = [164, 164, 272, 200]",
            "POT.CARDS-SPEAK",
        ),
    ],
)
def test_an_edited_history_is_flagged_with_the_rule_it_breaks(old, new, rule):
    assert violation(edited(old, new)).rule == rule


def test_a_raise_after_the_cap_breaks_the_cap():
    text = edited(
        "'p2 cbr 10', 'p3 cbr 20', 'p1 cc', 'p2 cc'",
        "'p2 cbr 10', 'p3 cbr 20', 'p1 cbr 30', 'p2 cbr 40', 'p3 cbr 50', 'p1 cc', 'p2 cc'",
    )
    found = violation(text)
    assert (found.rule, found.where) == ("BET.CAP", 'action 23, "p3 cbr 50"')


def test_acting_after_everyone_else_folded_breaks_the_uncontested_rule():
    text = edited(
        "'p2 pb', 'p3 cbr 5', 'p4 f', 'p1 cc', 'p2 cc'",
        "'p2 pb', 'p3 cbr 5', 'p4 f', 'p1 f', 'p2 f', 'p3 cc'",
    )
    assert violation(text).rule == "POT.UNCONTESTED"


def test_an_odd_chip_to_the_wrong_player_breaks_the_odd_chip_rule():
    text = _split_pot_hand()
    assert checked(text).ok
    found = violation(text.replace("winnings = [3, 4, 0]", "winnings = [4, 3, 0]"))
    assert found.rule == "POT.ODD-CHIP"


def _split_pot_hand() -> str:
    """Two wheels share a pot of 7: p2's A♠ takes the odd chip under the casino rules."""
    return "\n".join(
        [
            'variant = "F7S"',
            "antes = [1, 1, 1]",
            "bring_in = 2",
            "small_bet = 5",
            "big_bet = 10",
            "starting_stacks = [20, 20, 20]",
            "actions = ['d dh p1 Ac2c3c', 'd dh p2 As2d3d', 'd dh p3 KhKdQh', 'p1 pb', 'p2 cc',",
            "'p3 f', 'd dh p1 4c', 'd dh p2 4d', 'p1 cc', 'p2 cc', 'd dh p1 5h', 'd dh p2 5s',",
            "'p1 cc', 'p2 cc', 'd dh p1 9h', 'd dh p2 9s', 'p1 cc', 'p2 cc', 'd dh p1 Th',",
            "'d dh p2 Ts', 'p1 cc', 'p2 cc']",
            "winnings = [3, 4, 0]",
            "",
        ]
    )


@pytest.mark.parametrize(
    ("cut", "note"),
    [
        (", 'd dh p1 9d'", "stops before fifth street is dealt"),
        (", 'p2 cbr 10'", "stops on fifth street with p2 to act"),
    ],
)
def test_a_history_that_stops_early_is_checked_as_far_as_it_goes(cut, note):
    report = checked(edited(cut, "]\n#", SCRIPTED.split("finishing_stacks")[0]))
    assert report.ok
    assert any(note in line for line in report.notes), report.notes


def test_unknown_face_down_cards_get_stand_ins_or_the_cards_later_shown():
    text = edited("'d dh p4 2d3sTd'", "'d dh p4 ????Td'")
    assert checked(text).ok  # p4 folds: the unseen cards never matter
    shown = edited("'d dh p1 9cQsKd'", "'d dh p1 ????Kd'")
    assert checked(shown).ok  # p1's cards come back with the show at the end


def test_a_showdown_with_cards_nobody_saw_is_not_judged():
    text = edited("'d dh p2 4d7h5c'", "'d dh p2 ????5c'")  # p2 mucks at the showdown
    report = checked(text)
    assert report.ok
    assert any("not checked" in note for note in report.notes)


def test_a_door_card_nobody_saw_stays_unknown_and_the_rest_is_checked():
    report = checked(edited("'d dh p4 2d3sTd'", "'d dh p4 2d3s??'"))
    assert report.ok, report.violation
    assert any("finishing_stacks agree" in note for note in report.notes)
    (note,) = [note for note in report.notes if "never shown" in note]
    assert note.startswith("p4's card 3 (third street, face up) was never shown; of the ")
    assert "of the 22 cards it could be (one of each rank, each suit of a rank that shows), " \
           "5♦, 5♥, 6♣ and 15 more let the history follow the rules and 2♣, 3♦, 3♥ and 1 " \
           "more do not" in note
    assert '(with 2♣, action 5, "p2 pb": p2 cannot bring-in: it is p4\'s turn ' \
           "[BRING-IN.LOW-CARD]): what rests on that card is not checked" in note
    assert "the rulings above are those with the stand-ins A♦ for p4's card 3" in report.notes


def test_a_history_no_unseen_card_can_save_is_refused_whatever_it_was():
    text = edited("'d dh p4 2d3sTd', 'p2 pb'", "'d dh p4 2d3s??', 'p3 pb'")
    report = checked(text)
    assert report.violation is not None
    assert report.violation.where == 'action 5, "p3 pb"'
    assert report.violation.rule == "BRING-IN.LOW-CARD"
    assert any("was never shown" in n and n.endswith("none lets the history follow the rules")
               for n in report.notes)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("variant = ", "the TOML cannot be read"),
        ('variant = "NT"\n', 'variant "NT" is not a stud game'),
        ('variant = "F7S"\n', "the field starting_stacks is missing"),
        (edited("antes = [1, 1, 1, 1]", "antes = [1, 1, 1, 2]"), "antes differ"),
        (edited("antes = [1, 1, 1, 1]", "antes = [1, 1, 1]"), "antes has 3 entries"),
        (edited("bring_in = 2", "bring_in = 'two'"), "bring_in has the wrong type"),
        (edited("'p2 pb'", "'p2 pay'"), 'unknown verb "pay"'),
        (edited("'p2 pb'", "'p9 pb'"), "there are only 4 players"),
        (edited("'p2 pb'", "'x2 pb'"), '"x2" is not a player'),
        (edited("'p3 cbr 5'", "'p3 cbr five'"), '"five" is not an amount'),
        (edited("'d dh p1 9cQsKd'", "'d dh p1 9cQsXd'"), "Xd"),
        (edited("'d dh p4 2d3sTd'", "'d dh p4 2d3sKs'"), "Ks is dealt twice"),
        (edited("'p2 sm'", "'p2 sm 4d7h5cAhKh8hTs'"), "shows Ts as card 7, dealt as Tc"),
        (edited("'p2 pb'", "'d db 7c7d', 'p2 pb'"), "a community card is one card"),
        (edited("'p2 pb'", "'p2 sd'"), "not a stud action"),
        (
            edited("starting_stacks", "blinds_or_straddles = [1, 2, 0, 0]\nstarting_stacks"),
            "not blinds",
        ),
    ],
)
def test_a_history_that_cannot_be_replayed_says_why(text, message):
    with pytest.raises(phh.PHHError, match=re.escape(message)):
        checked(text)


def play(variant: str, players: int, seed: int, profile: str = "casino"):
    """A hand studrules plays at random (small stacks: all-ins and side pots happen)."""
    rng = random.Random(seed)
    stakes = Stakes(Chips(1), 1, 2, 4, 8) if seed % 2 else Stakes(Chips(1), 2, 5, 10, 20)
    table = [(f"P{k}", rng.choice([None, 9, 30, 80])) for k in range(players)]
    state = new_hand(VARIANTS[variant], table, stakes, resolve(profile), Dealer.shuffled(seed))
    while not state.over:
        legal = rng.choice(state.legal_actions())
        state = state.apply(Action(state.seats[state.to_act].name, legal.verb, legal.to))
    return state


@pytest.mark.parametrize("seed", range(40))
def test_every_hand_the_engine_plays_is_written_as_phh_that_replays_clean(seed):
    variant = ("seven-card-stud", "razz", "seven-card-stud-hi-lo-8")[seed % 3]
    profile = ("casino", "tournament", "home")[seed % 3]
    state = play(variant, 2 + seed % 6, seed, profile)
    text = phh.dumps(state)
    history = phh.loads(text)
    assert (history.variant, history.profile) == (variant, profile)
    report = checked(text)
    assert report.ok, (report.violation, text)


def test_dumps_writes_the_deal_actions_showdown_and_result():
    state = play("seven-card-stud", 3, 5)
    text = phh.dumps(state)
    history = phh.loads(text)
    dealt = [line for line in history.lines if line.verb == "dh"]
    assert [len(line.args[0]) for line in dealt[:3]] == [6, 6, 6]
    acted = [line for line in history.lines if line.verb in ("pb", "cbr", "cc", "f")]
    assert len(acted) == len(state.history)
    assert history.names == ("P0", "P1", "P2")
    paid = dict(state.result.payouts)
    assert list(history.winnings) == [paid.get(s.name, 0) for s in state.seats]


def test_dumps_keeps_the_house_rules_that_differ_from_the_profile():
    stakes = Stakes(Chips(1), 1, 2, 4, 8)
    rules = resolve("casino", {"odd-chip": "position", "max-raises": "4"})
    state = new_hand(
        VARIANTS["razz"], [("A", None), ("B", None)], stakes, rules, Dealer.shuffled(1)
    )
    history = phh.loads(phh.dumps(state))
    assert history.profile == "casino"
    assert history.options == {"max-raises": "4", "odd-chip": "position"}


@pytest.mark.parametrize("variant", ["five-card-stud", "soko", "baseball"])
def test_dumps_refuses_a_game_phh_has_no_code_for(variant):
    stakes = Stakes(Chips(1), 1, 2, 4, 8)
    state = new_hand(
        VARIANTS[variant], [("A", None), ("B", None)], stakes, resolve(), Dealer.shuffled(2)
    )
    with pytest.raises(phh.PHHError, match="PHH has no code"):
        phh.dumps(state)


def test_the_replay_command_passes_a_good_history(capsys):
    assert main(["replay", str(DATA / "pokerkit-stud-scripted.phh")]) == 0
    out = capsys.readouterr().out
    assert "p2 brings in [BRING-IN.LOW-CARD" in out
    assert 'p3 wins 109 with "pair of jacks' in out
    assert "✓ the hand follows the rules" in out


def test_the_replay_command_names_the_rule_a_doctored_history_breaks(capsys):
    assert main(["replay", str(DATA / "doctored-wrong-amount.phh")]) == 1
    out = capsys.readouterr().out
    assert '✗ action 20, "p3 cbr 25"' in out
    assert "[BET.FIXED.LIMITS]" in out


def test_the_replay_command_judges_by_the_rules_given(tmp_path, capsys):
    path = tmp_path / "split.phh"
    path.write_text(_split_pot_hand())
    assert main(["replay", str(path)]) == 0
    assert main(["replay", str(path), "--rule", "odd-chip=position"]) == 1
    assert "[POT.ODD-CHIP]" in capsys.readouterr().out


def test_the_files_rules_hold_unless_a_profile_replaces_them():
    text = _split_pot_hand() + '_studrules_options = {odd-chip = "position"}\n'
    assert checked(text).violation.rule == "POT.ODD-CHIP"  # position: p1 takes the odd chip
    assert checked(text, "casino").ok  # the profile's own odd-chip rule: p2's ace of spades
    assert checked(text, None, **{"odd-chip": "rrop-all-cards"}).ok


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["missing.phh"], "cannot read missing.phh"),
        ([str(DATA / "build.py")], "not a PHH file"),
        (
            [str(DATA / "pokerkit-razz-0.phh"), "--rule", "odd-chip=nobody"],
            'unknown value "nobody"',
        ),
    ],
)
def test_the_replay_command_explains_what_it_cannot_read(args, message, capsys):
    assert main(["replay", *args]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err


def test_a_ruling_that_changes_with_unseen_cards_is_not_judged(tmp_path, capsys):
    """Every face-up card unknown but p3's, shown: who acts first on fourth street rests on
    several unseen cards at once, so the replay judges no further than it can."""
    text = SCRIPTED
    for seat, door in (("p1", "9cQsKd"), ("p2", "4d7h5c"), ("p4", "2d3sTd")):
        text = edited(f"'d dh {seat} {door}'", f"'d dh {seat} {door[:4]}??'", text)
    for dealt in ("p1 3c", "p2 Ah", "p1 9d", "p2 Kh", "p1 As", "p2 8h"):
        text = edited(f"'d dh {dealt}'", f"'d dh {dealt[:2]} ??'", text)
    text = edited("'p1 sm 9cQsKd3c9dAs4h', 'p2 sm', ", "", text)
    path = tmp_path / "unseen.phh"
    path.write_text(text)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert '\n? not judged from action 13, "p2 cc" on: what the rules say there changes with ' \
           "the cards nobody saw, and no stand-ins the replay tried let the history go on\n" in out
    assert "✓" not in out and out.count("was never shown") == 9
