"""A joker is never dealt: every game is dealt from one 52-card pack with no joker.

Each game's rule (``STUD.GAME``, ``RAZZ.GAME``... its ``Names.rule``) says so;
aces, straights and flushes lays its joker face up in the centre and never
deals it (``ASF.GAME``). Before, seven-card stud and razz took ``Jk`` in a
player's cards or a 53-card deck and played it as the bug (razz with a joker
door card answered an internal error). Now the deal is refused naming the card
and the game's rule: in the protocol, in ``studrules settle`` (a step error at
the card) and on the dispute page (beside the seat's cards).
"""

from __future__ import annotations

import html
import random
import re

import pytest

from studrules.cards import format_cards, standard_deck
from studrules.cli import main
from studrules.protocol.dispatch import handle
from studrules.protocol.schema import validate
from studrules.variants import VARIANTS
from studrules_trainer import create_app
from studrules_trainer.testing import read_forms

NAMES = ["Bob", "Carol", "David", "Alice"]
STAKES = {"small_bet": "1", "big_bet": "2", "ante": "0.25", "bring_in": "0.50"}


def first_street(variant: str, cards: list[str]) -> list[str]:
    """Each player's cards of the first street, face-down ones in parentheses, from ``cards``."""
    deal = VARIANTS[variant].streets[0].deal
    holdings = []
    for seat in range(len(NAMES)):
        dealt = cards[seat * len(deal) : (seat + 1) * len(deal)]
        written = [f"({card})" if face == "D" else card for card, face in zip(dealt, deal)]
        holdings.append(" ".join(written).replace(") (", " "))
    return holdings


def deal_with(variant: str, **given) -> dict:
    return {"id": 1, "variant": variant, "stakes": STAKES, "actions": [], **given}


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_joker_in_a_players_cards_is_refused_naming_it_and_the_games_rule(variant):
    deck = [str(card) for card in standard_deck()]
    random.Random(variant).shuffle(deck)
    size = len(VARIANTS[variant].streets[0].deal)
    seat, at = 2, size - 1
    deck[seat * size + at] = "Jk"
    holdings = first_street(variant, deck)
    answer = handle(deal_with(variant, players=[
        {"name": name, "cards": cards} for name, cards in zip(NAMES, holdings)]))
    assert answer["ok"] is False, answer
    assert validate(answer, "error-answer") == []
    error = answer["error"]
    assert error["code"] == "bad-request" and error["field"] == f"players[{seat}].cards"
    assert error["rule"] == VARIANTS[variant].names.rule
    assert error["message"].startswith(f"{NAMES[seat]}'s card {at + 1} is the joker (Jk)")
    assert f"({VARIANTS[variant].names.rule})" in error["message"]


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_deck_of_53_cards_is_refused_naming_the_joker_and_the_games_rule(variant):
    deck = [str(card) for card in standard_deck()] + ["Jk"]
    random.Random(variant).shuffle(deck)
    answer = handle(deal_with(variant, players=[{"name": name} for name in NAMES],
                              deck=" ".join(deck)))
    assert answer["ok"] is False, answer
    assert validate(answer, "error-answer") == []
    error = answer["error"]
    assert (error["code"], error["field"]) == ("bad-request", "deck")
    assert error["rule"] == VARIANTS[variant].names.rule
    assert error["message"].startswith(f"card {deck.index('Jk') + 1} of the deck is the joker")


def test_a_joker_as_the_community_card_is_refused():
    holdings = first_street("seven-card-stud", [str(c) for c in standard_deck()])
    answer = handle(deal_with("seven-card-stud", community="Jk", players=[
        {"name": name, "cards": cards} for name, cards in zip(NAMES, holdings)]))
    assert answer["ok"] is False
    assert (answer["error"]["field"], answer["error"]["rule"]) == ("community", "STUD.GAME")
    assert answer["error"]["message"].startswith("the community card is the joker (Jk)")


def test_without_the_joker_the_same_deals_are_dealt():
    """The refusals above are the joker's: the same tables without it are dealt."""
    for variant in VARIANTS:
        deck = [str(card) for card in standard_deck()]
        random.Random(variant).shuffle(deck)
        holdings = first_street(variant, deck)
        answer = handle(deal_with(variant, players=[
            {"name": name, "cards": cards} for name, cards in zip(NAMES, holdings)]))
        assert answer["ok"] is True, (variant, answer)
        answer = handle(deal_with(variant, players=[{"name": name} for name in NAMES],
                                  deck=format_cards(standard_deck())))
        assert answer["ok"] is True, (variant, answer)


DISPUTE = """\
Feature: A joker at the table
  Scenario: Who brings in?
    Given the game is {game}
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Carol  | (9c 9d) Kd |
    When third street is dealt
    Then Bob must post the bring-in of $0.50
"""


@pytest.mark.parametrize(("game", "rule"), [("seven-card stud", "STUD.GAME"),
                                            ("razz", "RAZZ.GAME")])
@pytest.mark.parametrize(("cards", "column"), [("(Qs Jk) 4s", 22), ("(Qs 2h) jk", 26)])
def test_settle_refuses_a_joker_at_its_card_with_the_games_rule(
        tmp_path, capsys, game, rule, cards, column):
    path = tmp_path / "joker.feature"
    path.write_text(DISPUTE.format(game=game).replace("(Qs 2h) 4s", cards), encoding="utf-8")
    code = main(["settle", str(path)])
    out, err = capsys.readouterr()
    assert code == 2
    assert "0 passed, 0 failed, 1 scenario in error" in out
    assert f"! {path}:7:{column}: the engine cannot deal this" in out
    assert err.startswith(f"studrules settle: {path}:7:{column}: the engine cannot deal this: "
                          f"Bob's card ")
    assert "is the joker (Jk)" in err and f"({rule})" in err
    assert "internal error" not in err


@pytest.fixture
def client(tmp_path, monkeypatch):
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite"),
                      "SECRET_KEY": "joker-secret-" + "j" * 40})
    return app.test_client()


@pytest.mark.parametrize("game", ["seven-card-stud", "razz"])
def test_the_dispute_page_refuses_a_joker_beside_the_seats_cards(client, game):
    csrf = read_forms(client.get("/disputes").get_data(as_text=True))["dispute-form"].value(
        "csrf_token")
    form = {"game": game, "seat-1-name": "Bob", "seat-1-cards": "(Qs 2h) 4s",
            "seat-2-name": "Carol", "seat-2-cards": "(9c Jk) Kd", "round-1": ""}
    response = client.post("/disputes", data={"csrf_token": csrf, **form})
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    said = re.search(r'<p class="field-error" id="error-seat-2-cards"[^>]*>(.*?)</p>', page, re.S)
    assert said, page
    text = html.unescape(re.sub(r"<[^>]+>", "", said[1]))
    assert "Carol's card 2 is the joker (Jk)" in text
    assert VARIANTS[game].names.rule in text
    assert client.get("/disputes/dispute.feature", query_string=form).status_code == 400


def test_a_name_with_braces_is_named_as_it_is():
    """The refusal is built around the player's name, never formatted through it."""
    answer = handle(deal_with("razz", players=[
        {"name": "{0}{x}", "cards": "(Qs Jk) 4s"}, {"name": "Carol", "cards": "(9c 9d) Kd"}]))
    assert answer["error"]["code"] == "bad-request", answer
    assert answer["error"]["message"].startswith("{0}{x}'s card 2 is the joker (Jk)")
