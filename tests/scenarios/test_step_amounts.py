"""The amounts a scenario step takes are the amounts the money parser reads: one definition.

Before, a step's ``$`` amount took any digits (``$１`` in full width, thirteen
decimals, twenty digits) that ``parse_amount`` then refused, and nobody caught
it: ``studrules settle`` said "internal error" (exit 1), the dispute page
answered 500 and its download handed out files ``settle`` could not read. Now
an amount the parser refuses is a step error naming ``file:line:column`` (exit
2) in ``settle``, a field error beside the field on the dispute page, and never
a download.
"""

from __future__ import annotations

import html
import re

import pytest

from studrules.cli import main
from studrules.money import MoneyError, parse_amount
from studrules.scenarios.hands import AMOUNT
from studrules_trainer import create_app
from studrules_trainer.dispute_form import check, read
from studrules_trainer.testing import read_forms

REFUSED = [
    "$１", "$０.５０", "$٣", "$0.0000000000001", "$12345678901234567890", "$" + "9" * 19,
    "$1.", "$.5", "$-1", "$+1", "$1e3", "$1.5.5", "$1_000", "$0x10", "$",
]
"""Amounts a step might be written with that the money parser refuses."""
TAKEN = ["$0", "$1", "$0.25", "$2.50", "$" + "9" * 18, "$0.000000000001", "$007"]
"""Amounts at the edges of what the parser reads."""

DISPUTE = """\
Feature: Amounts
  Scenario: Carol's turn
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Carol  | (9c 9d) Kd |
    When third street is dealt
    And Bob brings in
    Then Carol may fold, call $0.50 or complete to $1
    And the pot is $1
    When Carol completes to $1
    Then Bob may fold, call $1 or raise to $2
"""
"""A dispute that holds: each amount below is replaced in turn (line, the amount's text)."""
PLACES = [
    (4, "the stakes are $1/", "the stakes are {}/"),
    (11, "call $0.50", "call {}"),
    (12, "the pot is $1", "the pot is {}"),
    (13, "completes to $1", "completes to {}"),
    (14, "raise to $2", "raise to {}"),
]


def refusal(amount: str) -> str:
    """What the money parser says of ``amount``."""
    with pytest.raises(MoneyError) as refused:
        parse_amount(amount)
    return str(refused.value)


@pytest.mark.parametrize("amount", REFUSED)
def test_an_amount_the_parser_refuses_is_no_step_amount(amount):
    refusal(amount)
    assert re.fullmatch(AMOUNT, amount) is None


@pytest.mark.parametrize("amount", TAKEN)
def test_an_amount_the_parser_reads_is_a_step_amount(amount):
    parse_amount(amount)
    assert re.fullmatch(AMOUNT, amount)


def test_the_dispute_holds_as_written(tmp_path, capsys):
    path = tmp_path / "dispute.feature"
    path.write_text(DISPUTE, encoding="utf-8")
    assert main(["settle", str(path)]) == 0, capsys.readouterr()


@pytest.mark.parametrize(("line", "written", "template"), PLACES)
@pytest.mark.parametrize("amount", ["$１", "$0.0000000000001", "$12345678901234567890", "$+1"])
def test_settle_names_the_line_of_an_amount_the_parser_refuses(
        tmp_path, capsys, line, written, template, amount):
    path = tmp_path / "dispute.feature"
    path.write_text(DISPUTE.replace(written, template.format(amount)), encoding="utf-8")
    code = main(["settle", str(path)])
    out, err = capsys.readouterr()
    assert code == 2, err
    assert "  not ruled: the scenario has an error" in out.splitlines(), out
    assert err.startswith(f"studrules settle: {path}:{line}:5: "), err
    assert f'"{amount}"' in err and refusal(amount).split(": ")[-1] in err, err
    assert len(err.splitlines()) == 1


# The dispute page

SEATED = {"seat-1-name": "Bob", "seat-1-cards": "(Qs 2h) 4s",
          "seat-2-name": "Carol", "seat-2-cards": "(9c 9d) Kd"}


@pytest.mark.parametrize("amount", ["$１", "$0.0000000000001", "$12345678901234567890"])
def test_the_form_refuses_an_amount_the_parser_refuses_beside_its_field(amount):
    errors = check(read({**SEATED, "round-1": f"Bob brings in, Carol completes to {amount}",
                         "claims": "Bob may fold"}))
    assert set(errors) == {"round-1"}
    assert errors["round-1"].startswith(f'Action 2, "Carol completes to {amount}": ')
    assert refusal(amount).split(": ")[-1] in errors["round-1"]
    claimed = check(read({**SEATED, "round-1": "Bob brings in",
                          "claims": f"Carol may fold, call {amount} or complete to $1"}))
    assert set(claimed) == {"claims"}
    assert claimed["claims"].startswith("Claim 1: ") and f'"{amount}"' in claimed["claims"]
    assert refusal(amount).split(": ")[-1] in claimed["claims"]


@pytest.fixture
def client(tmp_path, monkeypatch):
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite"),
                      "SECRET_KEY": "amounts-secret-" + "a" * 40})
    return app.test_client()


def field_error(page: str, name: str) -> str:
    found = re.search(rf'<p class="field-error" id="error-{name}"[^>]*>(.*?)</p>', page, re.S)
    return html.unescape(re.sub(r"<[^>]+>", "", found[1])) if found else ""


@pytest.mark.parametrize(("name", "value"), [
    ("round-1", "Bob brings in, Carol completes to $１"),
    ("claims", "Carol may fold, call $0.0000000000001 or complete to $1"),
    ("claims", "the pot is $12345678901234567890"),
])
def test_the_page_answers_an_amount_the_parser_refuses_with_a_field_error(client, name, value):
    page = client.get("/disputes").get_data(as_text=True)
    csrf = read_forms(page)["dispute-form"].value("csrf_token")
    form = {**SEATED, "round-1": "Bob brings in", name: value}
    response = client.post("/disputes", data={"csrf_token": csrf, **form})
    assert response.status_code == 422
    assert "is not an amount" in field_error(response.get_data(as_text=True), name) or \
        "an amount has at most" in field_error(response.get_data(as_text=True), name)
    download = client.get("/disputes/dispute.feature", query_string=form)
    assert download.status_code == 400


def test_the_download_refuses_a_dispute_the_engine_cannot_deal(client):
    """Field by field the form is fine, but Bob's third card, dealt face up, is written face
    down: the engine cannot deal it, so ``settle`` could not read the file."""
    form = {**SEATED, "seat-1-cards": "(Qs 2h 4s)", "round-1": "Bob brings in"}
    assert check(read(form)) == {}
    download = client.get("/disputes/dispute.feature", query_string=form)
    assert download.status_code == 400
    said = html.unescape(download.get_data(as_text=True))
    assert "Bob has 3 cards face down on third street, which deals 2" in said
    assert "if card 3 (4s) lies face up, write it without parentheses" in said
    assert "[DEALT.WRONG-COUNT" in said
