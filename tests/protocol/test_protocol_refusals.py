"""Deal refusals name the field at fault, and option messages the values really allowed.

Issue 27: stakes out of order were refused naming ``players``; ``max-raises "0"`` said
"choose one of 3, 4" though any whole number from 1 to 999 is taken; a player could be
called ``dealer`` or ``floor``, the words irregular events use for who reports them, and
then the events that player reported were read as the dealer's or the floor's.
"""

from __future__ import annotations

import copy
import re

import pytest

from studrules.house_rules import HAND_OPTIONS, MAX_RAISES
from studrules.protocol.dispatch import handle, hello
from studrules.settle import settle
from studrules.vocabulary import RESERVED_NAMES
from studrules_trainer import create_app
from studrules_trainer.dispute_form import check, read
from studrules_trainer.testing import read_forms

DEAL = {
    "id": 1,
    "variant": "seven-card-stud",
    "stakes": {"ante": "0.25", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"},
    "players": [
        {"name": "Bob", "cards": "(Qs 2h) 4s"},
        {"name": "Carol", "cards": "(9c 9d) Kd", "stack": "40"},
        {"name": "David", "cards": "(Ac 3h) 4d"},
    ],
    "actions": [],
}


def deal(**changes) -> dict:
    request = copy.deepcopy(DEAL)
    request.update(changes)
    return handle(request)


def refused(answer: dict, field: str, code: str = "bad-request") -> dict:
    assert not answer["ok"], answer
    error = answer["error"]
    assert (error["code"], error["field"]) == (code, field), error
    return error


def named(index: int, name: str, **seat) -> list[dict]:
    players = copy.deepcopy(DEAL["players"])
    players[index] = {**players[index], "name": name, **seat}
    return players


# Each refusal names the field at fault.


@pytest.mark.parametrize(
    ("stakes", "field"),
    [
        ({"bring_in": "1.50", "small_bet": "1", "big_bet": "2"}, "stakes"),
        ({"bring_in": "0.50", "small_bet": "3", "big_bet": "2"}, "stakes"),
        ({"small_bet": "0", "big_bet": "2"}, "stakes.small_bet"),
        ({"ante": "0.30", "small_bet": "1", "big_bet": "2", "chip": "0.25"}, "stakes.ante"),
    ],
)
def test_stakes_that_do_not_fit_are_refused_naming_the_stakes(stakes, field):
    refused(deal(stakes=stakes), field)


def test_a_stack_refused_names_that_players_stack():
    refused(deal(players=named(2, "David", stack="0")), "players[2].stack")
    stakes = {**DEAL["stakes"], "chip": "0.25"}
    error = refused(deal(stakes=stakes, players=named(1, "Carol", stack="40.10")),
                    "players[1].stack")
    assert "40.10" in error["message"]


def test_a_name_given_twice_is_refused_at_the_second():
    error = refused(deal(players=named(2, "Bob")), "players[2].name")
    assert "Bob" in error["message"]


def test_a_player_without_a_name_is_refused():
    for name in ("", "   "):
        refused(deal(players=named(1, name)), "players[1].name")


def test_no_limit_without_a_stack_names_the_first_player_without_one():
    rules = {"options": {"betting-structure": "no-limit"}}
    players = [{**p, "stack": "50"} for p in DEAL["players"]]
    del players[2]["stack"]
    error = refused(deal(rules=rules, players=players), "players[2].stack")
    assert error["rule"] == "NOLIMIT.MAXIMUM"


def test_cards_written_face_up_where_dealt_down_name_that_players_cards():
    refused(deal(players=named(1, "Carol", cards="(9c 9d Kd)")), "players[1].cards")


def test_a_wrong_scramble_names_reshuffled():
    request = {**DEAL, "players": [{"name": n} for n in ("Bob", "Carol")],
               "deck": "As Ks Qs", "reshuffled": "2c 3c"}
    error = refused(handle(request), "reshuffled")
    assert "reshuffled must be the scrambled cards" in error["message"]


def test_a_scramble_not_given_at_the_deal_names_reshuffled():
    request = {**DEAL, "players": [{"name": n} for n in ("Bob", "Carol")], "deck": "As Ks Qs"}
    refused(handle(request), "reshuffled", "incomplete-deal")


def test_a_card_not_given_at_the_deal_names_that_players_cards():
    error = refused(deal(players=named(1, "Carol", cards="(9c 9d)")), "players[1].cards",
                    "incomplete-deal")
    assert "Carol's card 3" in error["message"]


def test_a_house_rule_refused_names_the_profile_or_the_option():
    refused(deal(rules={"profile": "saloon"}), "rules.profile")
    refused(deal(rules={"options": {"max-raises": "0"}}), "rules.options.max-raises")
    refused(deal(rules={"options": {"no-such-rule": "x"}}), "rules.options.no-such-rule")


# Option messages list the values really allowed.


def test_the_raise_cap_refusal_says_any_whole_number_is_taken():
    message = refused(deal(rules={"options": {"max-raises": "0"}}),
                      "rules.options.max-raises")["message"]
    assert f"a whole number from 1 to {MAX_RAISES}" in message
    for taken in ("1", "2", "3", "5", str(MAX_RAISES)):
        assert deal(rules={"options": {"max-raises": taken}})["ok"], taken


def _listed(message: str) -> list[str]:
    """The values a refusal offers after "choose one of"."""
    choices = message.split("choose one of ", 1)[1]
    words = re.split(r",\s*|\s+or\s+", re.split(r"[;(]| or (?:a|the|four) ", choices)[0])
    return [word.strip() for word in words if word.strip()]


NAMED_VALUES = [name for name in HAND_OPTIONS if name != "max-raises"]
"""The options whose refusal lists named values (the raise cap's says which numbers: above)."""


@pytest.mark.parametrize("name", NAMED_VALUES)
def test_every_option_refusal_lists_values_the_option_takes(name):
    message = refused(deal(rules={"options": {name: "nope"}}), f"rules.options.{name}")["message"]
    listed = _listed(message)
    assert listed, message
    assert set(hello()["hand_options"][name]) <= set(listed), message
    for value in listed:
        answer = deal(rules={"options": {name: value}})
        assert answer["ok"] or answer["error"]["field"] != f"rules.options.{name}", (value, answer)


@pytest.mark.parametrize("name", list(HAND_OPTIONS))
def test_a_value_that_is_not_text_is_refused_as_such(name):
    message = refused(deal(rules={"options": {name: 3}}), f"rules.options.{name}")["message"]
    assert "must be a string" in message and '"3"' not in message


# Reserved names: the words irregular events use for who reports them.


def test_the_reserved_names_are_the_reporters_other_than_a_player():
    assert set(RESERVED_NAMES) == {"dealer", "floor"}


@pytest.mark.parametrize("name", ["dealer", "floor", "Dealer", "FLOOR", "DeAlEr"])
def test_a_player_called_as_a_reporter_is_refused_at_the_deal(name):
    error = refused(deal(players=named(1, name)), "players[1].name")
    assert f'"{name}"' in error["message"]
    assert "irregular events" in error["message"]
    assert error["rule"] == "IRREGULAR.REPORTED"


def test_names_that_only_contain_a_reporters_word_are_dealt():
    for name in ("Dealerson", "Flooring", "the dealer's friend"):
        assert deal(players=named(1, name))["ok"], name


def test_an_event_by_the_dealer_is_never_a_players():
    """With no player called dealer, ``"by": "dealer"`` can only mean the dealer."""
    event = {"event": "string-raise", "by": "dealer", "player": "David"}
    actions = [["David", "bring-in"], event]
    answer = deal(players=named(1, "dealer"), actions=actions)
    refused(answer, "players[1].name")


# The same refusal in a dispute settled from a file and on the trainer's dispute page.

CALLED_DEALER = """\
Feature: A player called Dealer

  Scenario: Who brings in
    Given the game is seven-card stud
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards      |
      | Bob    | (Qs 2h) 4s |
      | Dealer | (9c 9d) Kd |
    When third street is dealt
    Then Bob must post the bring-in of $0.50
"""


def test_settle_refuses_a_player_called_as_a_reporter_at_the_name(tmp_path, capsys):
    path = tmp_path / "dispute.feature"
    path.write_text(CALLED_DEALER, encoding="utf-8")
    assert settle(str(path)) == 2
    said = capsys.readouterr().err
    assert f"{path}:9:9: " in said, said
    assert 'a player cannot be called "Dealer"' in said and "(IRREGULAR.REPORTED)" in said


def test_the_dispute_form_refuses_a_seat_called_as_a_reporter():
    fields = {"seat-1-name": "Bob", "seat-1-cards": "(Qs 2h) 4s",
              "seat-2-name": "Floor", "seat-2-cards": "(9c 9d) Kd",
              "round-1": "Bob brings in", "claims": "it is Floor's turn"}
    errors = check(read(fields))
    assert '"Floor"' in errors.get("seat-2-name", ""), errors
    assert "the floor" in errors["seat-2-name"]


def test_the_dispute_page_answers_a_seat_called_as_a_reporter_with_the_field(tmp_path,
                                                                           monkeypatch):
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite"),
                      "SECRET_KEY": "reserved-names-" + "x" * 40})
    client = app.test_client()
    page = client.get("/disputes").get_data(as_text=True)
    token = read_forms(page)["dispute-form"].value("csrf_token")
    answer = client.post("/disputes", data={
        "csrf_token": token, "seat-1-name": "Bob", "seat-1-cards": "(Qs 2h) 4s",
        "seat-2-name": "Dealer", "seat-2-cards": "(9c 9d) Kd", "round-1": "Bob brings in",
    })
    assert answer.status_code == 422
    shown = re.search(r'<p class="field-error" id="error-seat-2-name"[^>]*>([^<]*)',
                      answer.get_data(as_text=True))
    assert shown and "Dealer" in shown[1] and "the dealer" in shown[1], shown


def test_the_pokerkit_adapter_names_the_same_fields():
    """The adapter reads the table through the reference's own functions."""
    adapter = pytest.importorskip("studrules.adapters.pokerkit_engine")
    for changes, field in [
        ({"players": named(1, "Floor")}, "players[1].name"),
        ({"stakes": {"bring_in": "1.50", "small_bet": "1", "big_bet": "2"}}, "stakes"),
        ({"players": named(2, "David", stack="0")}, "players[2].stack"),
        ({"stakes": {**DEAL["stakes"], "chip": "0.25", "ante": "0.30"}}, "stakes.ante"),
    ]:
        refused(adapter.handle({**copy.deepcopy(DEAL), **changes}), field)


def test_a_player_without_cards_is_named():
    players = copy.deepcopy(DEAL["players"])
    del players[1]["cards"]
    error = refused(deal(players=players), "players[1].cards")
    assert "Carol" in error["message"]
