"""Hostile disputes through ``studrules settle``, the protocol and the dispute page.

Hypothesis (derandomized: the same examples every run) writes

- amounts a clumsy or hostile writer might (digits of other scripts, many
  decimals, huge numbers, signs, spaces, exponents, a second ``$``), puts them
  in the steps of a dispute that holds and in the dispute form's fields,
  actions and claims, and checks that the steps' amount pattern takes nothing
  the money parser refuses (400 amounts), that ``settle`` answers every file
  with 0, 1 or a step error naming the line, never an internal error (150
  files), and that the dispute page answers below 500 and every download it
  offers settles without a step error (100 forms);
- deals of every game with a joker in a random place of a player's cards or a
  53-card deck: each refused naming the field and the game's rule (300 deals),
  and through ``settle`` at the joker's column (60 files);
- that dispute with C0 and C1 controls and escape sequences put in its title,
  names, steps and cells: ``settle`` (as text, ``--json`` or ``--compare``) echoes
  none of them raw (150 files).
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from studrules.cards import standard_deck
from studrules.cli import main
from studrules.money import MoneyError, parse_amount
from studrules.protocol.dispatch import handle
from studrules.scenarios.hands import AMOUNT
from studrules.variants import VARIANTS
from studrules_trainer import create_app
from studrules_trainer.testing import read_forms


def fuzz(examples: int) -> settings:
    """Hypothesis settings for ``examples`` examples, derandomized: the same ones every run."""
    return settings(max_examples=examples, deadline=None, derandomize=True,
                    suppress_health_check=list(HealthCheck))

SCRIPTS = ["０１２３４５６７８９", "٠١٢٣٤٥٦٧٨٩", "०१२३४५६७८९", "০১২৩৪৫৬৭৮৯", "๐๑๒๓๔๕๖๗๘๙",
           "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗", "⁰¹²³⁴⁵⁶⁷⁸⁹"]
"""The digits 0 to 9 of other scripts (full width, Arabic-Indic, Devanagari, Bengali, Thai,
mathematical bold, superscript): ``\\d`` or ``str.isdigit`` take them, the parser does not."""
MUTATIONS = ["none", "none", "none", "script", "script", "sign", "space", "exponent", "point",
             "separator", "dollar"]


def _digits(draw, sizes: list[int]) -> str:
    size = draw(st.sampled_from(sizes))
    return draw(st.text(st.sampled_from("0123456789"), min_size=1, max_size=size))


@st.composite
def amounts(draw) -> str:
    """An amount as a step might write it: a good one, or one with one thing wrong with it.

    The digits are short or far too many (up to 24 before the point, 16 after it); the
    mutation writes some digits in another script, or adds a sign, a space, an exponent,
    a point too many, a thousands separator or a second dollar sign.
    """
    number = _digits(draw, [3, 3, 18, 24])
    if draw(st.booleans()):
        number += "." + _digits(draw, [2, 2, 12, 16])
    mutation = draw(st.sampled_from(MUTATIONS))
    if mutation == "script":
        script = draw(st.sampled_from(SCRIPTS))
        chosen = draw(st.sets(st.integers(0, len(number) - 1), min_size=1))
        number = "".join(script[int(c)] if i in chosen and c.isdigit() else c
                         for i, c in enumerate(number))
    elif mutation == "sign":
        number = draw(st.sampled_from("-+−")) + number
    elif mutation == "space":
        at = draw(st.integers(0, len(number)))
        number = number[:at] + draw(st.sampled_from([" ", "\u00a0", "\u2009"])) + number[at:]
    elif mutation == "exponent":
        number += draw(st.sampled_from(["e3", "E-2", "e+1"]))
    elif mutation == "point":
        number = draw(st.sampled_from([".", number + ".", "." + number, number + ".5.5"]))
    elif mutation == "separator":
        number = number[:1] + draw(st.sampled_from([",", "_", "'"])) + number[1:]
    elif mutation == "dollar":
        number = "$" + number
    return "$" + number


def parses(amount: str) -> bool:
    try:
        parse_amount(amount)
    except MoneyError:
        return False
    return True


@fuzz(400)
@given(amounts())
def test_the_step_pattern_takes_no_amount_the_parser_refuses(amount):
    if re.fullmatch(AMOUNT, amount):
        assert parses(amount), amount


DISPUTE = """\
Feature: Amounts
  Scenario: Carol's turn
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      | stack |
      | Bob    | (Qs 2h) 4s | $20   |
      | Carol  | (9c 9d) Kd | $20   |
    When third street is dealt
    And Bob brings in
    Then Carol may fold, call $0.50 or complete to $1
    And the pot is $1
    When Carol completes to $1
    Then Bob may fold, call $1 or raise to $2
"""
PLACES = [(4, "with a $0.25 ante", "with a {} ante"), (5, "| $20   |", "| {} |"),
          (11, "call $0.50", "call {}"), (12, "the pot is $1", "the pot is {}"),
          (13, "completes to $1", "completes to {}"), (14, "raise to $2", "raise to {}")]
"""Where an amount is put: the line named if it is refused (a table's, its step's), the text
it replaces, and how it is written there."""


def settled(capsys, path) -> tuple[int, str, str]:
    code = main(["settle", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def test_the_fuzzed_dispute_holds_as_written(tmp_path, capsys):
    path = tmp_path / "dispute.feature"
    path.write_text(DISPUTE, encoding="utf-8")
    assert settled(capsys, path)[0] == 0


def test_settle_answers_every_amount_with_a_ruling_or_the_line_at_fault(tmp_path, capsys):
    path = tmp_path / "dispute.feature"

    @fuzz(150)
    @given(amounts(), st.sampled_from(PLACES))
    def probe(amount, place):
        line, written, template = place
        path.write_text(DISPUTE.replace(written, template.format(amount)), encoding="utf-8")
        code, out, err = settled(capsys, path)
        assert "internal error" not in err and "Traceback" not in out + err, err
        assert code in (0, 1, 2), (code, err)
        if not parses(amount.strip()):
            assert code == 2 and err.startswith(f"studrules settle: {path}:{line}:"), (amount, err)
        elif code == 2:  # an amount read, and a deal the engine cannot deal (an ante of $20)
            assert re.match(rf"studrules settle: {re.escape(str(path))}:\d+:\d+: ", err), err

    probe()


# The dispute page

SEATED = {"seat-1-name": "Bob", "seat-1-cards": "(Qs 2h) 4s",
          "seat-2-name": "Carol", "seat-2-cards": "(9c 9d) Kd", "round-1": "Bob brings in"}
FIELDS = {
    "small": "{}", "big": "{}", "ante": "{}", "bring-in": "{}", "seat-1-stack": "{}",
    "round-1": "Bob brings in, Carol completes to {}",
    "round-2": "Carol bets {}, Bob raises to {}",
    "claims": "Carol may fold, call {} or complete to $1",
}
"""The fields an amount goes into, each written as the form would have it."""


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    folder = tmp_path_factory.mktemp("amounts")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("STUDRULES_TRAINER_INSTANCE", str(folder / "instance"))
        app = create_app({"TESTING": True, "DATABASE": str(folder / "t.sqlite"),
                          "SECRET_KEY": "fuzz-amounts-" + "b" * 40})
        yield app.test_client()


def test_every_download_the_page_offers_settles(client, tmp_path, capsys):
    csrf = read_forms(client.get("/disputes").get_data(as_text=True))["dispute-form"].value(
        "csrf_token")
    path = tmp_path / "dispute.feature"
    offered = []

    @fuzz(100)
    @given(st.sampled_from(sorted(FIELDS)), amounts())
    def probe(name, amount):
        form = {**SEATED, name: FIELDS[name].format(amount, amount)}
        posted = client.post("/disputes", data={"csrf_token": csrf, **form})
        assert posted.status_code in (200, 422), (form, posted.status_code)
        download = client.get("/disputes/dispute.feature", query_string=form)
        assert download.status_code in (200, 400), (form, download.status_code)
        if posted.status_code == 200:
            assert download.status_code == 200, form
        if download.status_code == 200:
            offered.append(form)
            path.write_text(download.get_data(as_text=True), encoding="utf-8")
            code, _, err = settled(capsys, path)
            assert code in (0, 1) and err == "", (form, err)

    probe()
    assert offered, "no fuzzed dispute was good enough to download"


# A joker where no game deals one

@st.composite
def joker_deals(draw) -> tuple[str, dict, str]:
    """A deal of a random game with the joker given in a random place: (game, request, field)."""
    variant = draw(st.sampled_from(sorted(VARIANTS)))
    game = VARIANTS[variant]
    players = draw(st.integers(2, min(game.max_players, 7)))
    names = [f"P{seat}" for seat in range(players)]
    deck = [str(card) for card in draw(st.permutations(standard_deck()))]
    request = {"id": 1, "variant": variant, "actions": [],
               "stakes": {"small_bet": "1", "big_bet": "2", "ante": "0.25", "bring_in": "0.50"}}
    joker = draw(st.sampled_from(["Jk", "jk", "JK", "jK"]))
    if draw(st.booleans()):
        deck.insert(draw(st.integers(0, len(deck))), joker)
        return variant, {**request, "players": [{"name": name} for name in names],
                         "deck": " ".join(deck)}, "deck"
    size = len(game.streets[0].deal)
    seat, at = draw(st.integers(0, players - 1)), draw(st.integers(0, size - 1))
    deck[seat * size + at] = joker
    holdings = []
    for row in range(players):
        faces = zip(deck[row * size : (row + 1) * size], game.streets[0].deal)
        holdings.append(" ".join(f"({c})" if f == "D" else c for c, f in faces).replace(") (", " "))
    return variant, {**request, "players": [{"name": name, "cards": cards}
                                           for name, cards in zip(names, holdings)]}, \
        f"players[{seat}].cards"


@fuzz(300)
@given(joker_deals())
def test_no_game_deals_a_joker_given_anywhere(deal):
    variant, request, field = deal
    answer = handle(request)
    assert answer["ok"] is False, (variant, request)
    error = answer["error"]
    assert (error["code"], error["field"]) == ("bad-request", field), error
    assert error["rule"] == VARIANTS[variant].names.rule and "the joker (Jk)" in error["message"]


def test_settle_refuses_a_joker_at_its_card_in_every_game(tmp_path, capsys):
    path = tmp_path / "joker.feature"

    @fuzz(60)
    @given(st.sampled_from(sorted(VARIANTS)), st.integers(0, 2))
    def probe(variant, at):
        game = VARIANTS[variant]
        cards = ["Qs", "2h", "4s"][: len(game.streets[0].deal)]
        cards[min(at, len(cards) - 1)] = "Jk"
        faces = zip(cards, game.streets[0].deal)
        written = " ".join(f"({c})" if f == "D" else c for c, f in faces).replace(") (", " ")
        path.write_text(JOKER_DISPUTE.format(game=game.names.phrase, cards=written.ljust(10)),
                        encoding="utf-8")
        code, out, err = settled(capsys, path)
        assert code == 2, (variant, out, err)
        assert "  not ruled: the scenario has an error" in out.splitlines(), (variant, out)
        column = 18 + written.index("Jk")
        assert err.startswith(f"studrules settle: {path}:7:{column}: "), (variant, err)
        assert f"({game.names.rule})" in err

    probe()


JOKER_DISPUTE = """\
Feature: A joker at the table
  Scenario: Who brings in?
    Given the game is {game}
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | {cards} |
      | Carol  | (9c 9d) Kd |
    When third street is dealt
"""


# Control characters in the file

CONTROLS = [chr(code) for code in (*range(0x20), 0x7f, *range(0x80, 0xa0))]
CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")
"""C0 and C1 controls and DEL; the line feed that ends each line of output is allowed."""


@st.composite
def hostile_disputes(draw) -> str:
    """The amounts dispute with control characters (and escape sequences) put in its lines:
    the title, the scenario's name, a step's words, a table cell, a player's cards."""
    lines = DISPUTE.splitlines()
    for _ in range(draw(st.integers(1, 4))):
        row = draw(st.integers(0, len(lines) - 1))
        at = draw(st.integers(len(lines[row]) - len(lines[row].lstrip()), len(lines[row])))
        noise = draw(st.one_of(
            st.text(st.sampled_from(CONTROLS), min_size=1, max_size=3),
            st.sampled_from(["\x1b[2J", "\x1b]0;owned\x07", "\x9b31m", "\x1b[1A\x1b[K"]),
        ))
        lines[row] = lines[row][:at] + noise + lines[row][at:]
    return "\n".join(lines) + "\n"


def test_settle_never_echoes_a_control_character(tmp_path, capsys):
    path = tmp_path / "hostile.feature"

    @fuzz(150)
    @given(hostile_disputes(), st.sampled_from([[], ["--json"], ["--compare"]]))
    def probe(text, options):
        path.write_text(text, encoding="utf-8")
        code = main(["settle", str(path), *options])
        out, err = capsys.readouterr()
        assert code in (0, 1, 2) and "internal error" not in err, err
        assert not CONTROL.search(out + err), (text, out + err)

    probe()
