"""The dispute page: its form read and checked, the feature written from it, and the page itself."""

from __future__ import annotations

import html
import re
from urllib.parse import parse_qsl, urlsplit

import pytest

from studrules.protocol.engines import make_engine
from studrules.scenarios import ScenarioFileError, parse_scenarios, plan
from studrules.settle import ruling
from studrules.variants import VARIANTS
from studrules_trainer import create_app
from studrules_trainer.dispute_feature import Source, feature, stakes_step
from studrules_trainer.dispute_form import LINK_LIMIT, MAX_ACTIONS, MAX_CLAIMS, Dispute, check, read
from studrules_trainer.testing import read_forms

SECRET = "dispute-secret-" + "z" * 40
CAPPED = {
    "title": "Can Alice raise again?",
    "seat-1-name": "Bob", "seat-1-cards": "(5h 5d) 2c 5c 7h",
    "seat-2-name": "Carol", "seat-2-cards": "(9d 9s) 6d 8s Ts",
    "seat-3-name": "Alice", "seat-3-cards": "(Kd Ks) Kh Qc Ad",
    "round-1": "Bob brings in, Carol calls, Alice calls",
    "round-2": "Alice bets $1, Bob calls, Carol folds",
    "round-3": "Alice bets $2, Bob raises to $4, Alice raises to $6, Bob raises to $8",
    "claims": "Alice may fold or call $8\nThen Alice may fold, call $8 or raise to $10",
}
"""Heads-up on fifth street after a bet and three raises: capped or not?"""

CAPPED_FEATURE = """\
Feature: Can Alice raise again?
  Written on the studrules trainer's dispute page. Settle it again with
  studrules settle dispute.feature (add --compare for every profile).

  Background:
    Given the game is seven-card stud
    And the house rules are the tournament profile
    And the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in
    And the players, from the dealer's left, hold:
      | player | cards            |
      | Bob    | (5h 5d) 2c 5c 7h |
      | Carol  | (9d 9s) 6d 8s Ts |
      | Alice  | (Kd Ks) Kh Qc Ad |
    When third street is dealt
    And Bob brings in
    And Carol calls
    And Alice calls
    And fourth street is dealt
    And Alice bets $1
    And Bob calls
    And Carol folds
    And fifth street is dealt
    And Alice bets $2
    And Bob raises to $4
    And Alice raises to $6
    And Bob raises to $8

  Scenario: Claim 1: Alice may fold or call $8
    Then Alice may fold or call $8

  Scenario: Claim 2: Alice may fold, call $8 or raise to $10
    Then Alice may fold, call $8 or raise to $10
"""


def dispute(**fields: str) -> Dispute:
    return read({**CAPPED, **fields})


# The form, read and checked


def test_the_capped_dispute_has_no_error_and_its_query_reads_back_the_same():
    typed = dispute(profile="tournament")
    assert check(typed) == {}
    assert read(dict(parse_qsl(typed.query()))) == typed
    sent = dict(parse_qsl(typed.query(), keep_blank_values=True))
    assert {"game", "profile", "small", "big", "ante", "bring-in"} <= sent.keys()  # defaults too
    assert "seat-5-name" not in sent  # an empty field stays out


def test_an_empty_forms_link_holds_the_game_house_rules_and_stakes_and_it_asks_for_two_players():
    assert dict(parse_qsl(Dispute().query())) == {
        "game": "seven-card-stud", "profile": "casino", "small": "$1", "big": "$2",
        "ante": "$0.25", "bring-in": "$0.50"}
    assert read(dict(parse_qsl(Dispute(bring_in="").query(), keep_blank_values=True))) == (
        Dispute(bring_in=""))  # no bring-in is sent as such
    assert check(Dispute()) == {"seat-1-name": "Seat at least two players."}


@pytest.mark.parametrize(("fields", "name", "says"), [
    ({"seat-2-cards": "(9d 9s) 6x 8s Ts"}, "seat-2-cards", 'Unknown card "6x" (card 3, column 9)'),
    ({"seat-2-cards": "(9d 9s) 6d 8s Kh"}, "seat-3-cards",
     "Kh (card 3) is dealt twice: Carol holds it too"),
    ({"seat-1-cards": "(5h 5d 2c 5c 7h"}, "seat-1-cards",
     'Unbalanced parentheses: "(" at column 1 is never closed'),
    ({"seat-3-cards": ""}, "seat-3-cards", "Write the cards dealt"),
    ({"seat-3-name": "alice"}, "seat-3-name", '"alice" is not a name the rulings can use'),
    ({"seat-3-name": "Bob"}, "seat-3-name", "Bob is seated twice"),
    ({"seat-3-name": ""}, "seat-3-name", "Who sits here?"),
    ({"seat-2-stack": "lots"}, "seat-2-stack", "Write a stack such as $20"),
    ({"round-2": "Alice bets $1, Dave calls"}, "round-2",
     'Action 2, "Dave calls": Dave is not seated (the players: Bob, Carol, Alice)'),
    ({"round-1": "Bob brings in, Carol sings"}, "round-1",
     'Action 2, "Carol sings": write who did what'),
    ({"round-5": "Bob calls", "game": "five-card-stud"}, "round-5",
     "Five-card stud has 4 betting rounds"),
    ({"claims": "Alice may fly"}, "claims", 'Claim 1: no Then step of the vocabulary says "Alice '
                                            'may fly"'),
    ({"claims": "Eve may fold or call $8"}, "claims", "Eve is not seated"),
    ({"claims": "\n".join(["it is Bob's turn"] * (MAX_CLAIMS + 1))}, "claims",
     f"Write at most {MAX_CLAIMS} claims"),
    ({f"round-{n}": ", ".join(["Bob calls"] * (MAX_ACTIONS // 3 + 1)) for n in (1, 2, 3)},
     "round-3", f"A dispute holds at most {MAX_ACTIONS} actions in all"),
    ({"round-1": "x" * 401}, "round-1", "This is 401 characters long; the most is 400"),
    ({"small": "a dollar"}, "small", "Write an amount such as $1"),
    ({"game": "poker"}, "game", "Choose a game"),
    ({"profile": "casual"}, "profile", "Choose the house rules"),
    ({"title": "x" * 101}, "title", "This is 101 characters long; the most is 100"),
    ({"seat-1-name": "Bob\nScenario"}, "seat-1-name", "Write this on one line"),
    ({"title": "A\x0cScenario: B"}, "title", "Write this on one line"),
    ({"seat-2-name": "", "seat-2-cards": "", "seat-3-name": "", "seat-3-cards": ""},
     "seat-2-name", "Seat at least two players"),
])
def test_each_bad_field_is_named_with_what_is_wrong(fields, name, says):
    errors = check(dispute(**fields))
    assert says in errors.get(name, ""), errors


def test_more_seats_than_the_game_holds_are_refused():
    seats = {f"seat-{row}-name": f"P{row}" for row in range(1, 10)}
    seats.update({f"seat-{row}-cards": f"({rank}c {rank}d) {rank}h"
                  for row, rank in zip(range(1, 10), "23456789T")})
    errors = check(dispute(**seats, **{"round-1": "", "round-2": "", "round-3": "",
                                       "claims": ""}))
    assert errors == {"seats": "Seven-card stud seats at most 8 players, not 9."}


def test_a_dispute_too_long_for_a_link_is_refused_saying_so():
    name = "N" + "é" * 19  # each é takes six characters in a link
    actions = ", ".join([f"{name} calls"] * 14)
    errors = check(dispute(**{"seat-4-name": name, "seat-4-cards": "(3c 3d) 3h",
                              "round-1": actions, "round-2": actions, "round-3": ""}))
    assert list(errors) == ["dispute"], errors
    assert f"more than the {LINK_LIMIT} a link holds" in errors["dispute"]


# The feature written from it


def test_the_feature_of_the_capped_dispute_is_written_as_expected():
    written = feature(dispute(profile="tournament"))
    assert written.text == CAPPED_FEATURE
    lines = written.text.splitlines()
    assert lines[20 - 1].strip() == "And Bob calls"
    assert written.fields[20] == Source("round-2", 2, "Bob calls")
    assert written.fields[12] == Source("seat-2-cards")
    assert written.fields[32] == Source("claims", 2, "Alice may fold, call $8 or raise to $10")


def test_settled_the_feature_rules_one_claim_right_and_one_wrong():
    with make_engine("reference") as engine:
        found = ruling("dispute.feature", engine, text=feature(dispute()).text)
    last = [scenario["steps"][-1] for scenario in found["scenarios"]]
    assert [step["status"] for step in last] == ["failed", "passed"]
    assert last[0]["ruling"] == "Alice may fold, call $8 or raise to $10"


def test_without_claims_what_happened_is_one_scenario():
    text = feature(dispute(claims="")).text
    assert "  Scenario: What happened\n    Given the game is seven-card stud\n" in text
    assert "Background" not in text


@pytest.mark.parametrize("game", sorted(VARIANTS))
def test_every_game_writes_a_feature_whose_every_step_is_in_the_vocabulary(game):
    typed = read({"game": game, "seat-1-name": "Bob", "seat-1-cards": "(2c 3c) 4c",
                  "seat-2-name": "Carol", "seat-2-cards": "(2d 3d) 4d",
                  "claims": "it is Bob's turn"})
    assert check(typed) == {}
    for scenario in parse_scenarios(feature(typed).text, "dispute.feature"):
        assert plan(scenario)


def test_the_stakes_are_written_as_the_game_is_played():
    assert stakes_step(dispute(ante="8", **{"bring-in": ""})) == \
        "the stakes are $1/$2 with an $8 ante and no bring-in"
    assert stakes_step(dispute(game="london-lowball", small="", big="", ante="$1",
                               **{"bring-in": "$1"})) == \
        "the stakes are pot limit with a $1 ante and a $1 bring-in"


def test_english_stud_s_last_round_is_played_without_a_street_being_dealt():
    text = feature(dispute(game="english-stud", **{"round-5": "Alice checks"})).text
    assert "And sixth street is dealt\n    And Alice checks\n" in text


# The page


@pytest.fixture
def client(tmp_path, monkeypatch):
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite"),
                      "SECRET_KEY": SECRET})
    return app.test_client()


def csrf_of(client) -> str:
    return read_forms(client.get("/disputes").get_data(as_text=True))["dispute-form"].value(
        "csrf_token")


def post(client, **fields: str):
    form = {"csrf_token": csrf_of(client), **CAPPED, **fields}
    return client.post("/disputes", data=form)


def field_error(page: str, name: str) -> str:
    found = re.search(rf'<p class="field-error" id="error-{name}"[^>]*>(.*?)</p>', page, re.S)
    return html.unescape(re.sub(r"<[^>]+>", "", found[1])) if found else ""


def test_the_navigation_links_the_empty_dispute_form(client):
    assert 'href="/disputes"' in client.get("/").get_data(as_text=True)
    page = client.get("/disputes").get_data(as_text=True)
    form = read_forms(page)["dispute-form"]
    assert form.value("seat-1-name") == "" and form.value("small") == "$1"
    assert 'id="ruling"' not in page and "field-error" not in page


def test_a_post_without_the_csrf_token_is_refused(client):
    assert client.post("/disputes", data=CAPPED).status_code == 400


def test_a_ruling_shows_each_step_the_claims_the_other_profiles_and_how_to_keep_it(client):
    response = post(client)
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "The ruling under casino rules" in page
    assert page.count('class="step passed"') >= 17
    assert re.search(r"Where the hand stands: <strong>fifth street, Alice to act</strong>", page)
    assert '<a class="rule-link" data-rule="BET.CAP" href="/rulebook/betting#BET.CAP"' in page
    assert "<code>uncapped-when</code>" in page and "never for tournament" in page
    share = re.search(r'id="share-link" href="([^"]+)"', page)[1]
    download = re.search(r'id="download-feature" href="([^"]+)"', page)[1]
    reopened = read_forms(client.get(html.unescape(share)).get_data(as_text=True))
    assert reopened["dispute-form"].value("round-3") == CAPPED["round-3"]
    got = client.get(html.unescape(download))
    assert got.headers["Content-Disposition"] == 'attachment; filename="dispute.feature"'
    assert got.get_data(as_text=True) == CAPPED_FEATURE.replace("tournament", "casino")
    query = dict(parse_qsl(urlsplit(html.unescape(download)).query))
    assert read(query) == dispute()


def test_an_illegal_action_is_refused_beside_its_round_with_its_rule(client):
    page = post(client, **{"round-2": "Alice bets $1, Bob calls, Carol raises to $9"}).get_data(
        as_text=True)
    said = field_error(page, "round-2")
    assert said.startswith('Action 3, "Carol raises to $9": refused: Carol cannot raise: '
                           "$9 is not a legal amount")
    assert said.endswith("BET.FIXED.LIMITS")
    assert "The engine refuses <strong>Carol raises to $9</strong>" in page


@pytest.mark.parametrize(("fields", "name", "says"), [
    ({"seat-2-cards": "(9d 9s) 6d Kh"}, "seat-3-cards", "Kh (card 3) is dealt twice"),
    ({"seat-2-cards": "(9d 9s) 6d 8s", "round-2": "Alice bets $1, Bob calls, Carol calls"},
     "seat-2-cards", "Carol's card 5 (fifth street) is not given"),
    ({"round-2": "Alice bets $1, Dave calls"}, "round-2", "Dave is not seated"),
])
def test_a_dispute_that_cannot_be_dealt_is_refused_beside_the_field_at_fault(
        client, fields, name, says):
    response = post(client, **fields)
    assert response.status_code == 422
    page = response.get_data(as_text=True)
    assert says in field_error(page, name)
    assert re.search(rf'id="errors-summary".*<li><a href="#{name}">', page, re.S)


def test_the_download_and_the_link_refuse_what_is_wrong_or_too_long(client):
    empty = client.get("/disputes/dispute.feature")
    assert empty.status_code == 400 and "holds no dispute" in empty.get_data(as_text=True)
    bad = client.get("/disputes/dispute.feature", query_string={"seat-1-name": "Bob"})
    assert bad.status_code == 400 and "Seat at least two players" in bad.get_data(as_text=True)
    long = client.get("/disputes", query_string={"title": "x" * LINK_LIMIT})
    assert long.status_code == 400
    assert f"a dispute's link holds at most {LINK_LIMIT}" in html.unescape(
        long.get_data(as_text=True))


def test_an_engine_refusal_of_a_line_is_shown_beside_the_field_it_came_from(client, monkeypatch):
    from studrules_trainer.views import disputes

    def refusing(path, engine, text, house=None):
        raise ScenarioFileError(path, 12, "the engine cannot deal this: something odd", 9)

    monkeypatch.setattr(disputes, "compare", refusing)
    response = post(client)
    assert response.status_code == 422
    assert field_error(response.get_data(as_text=True), "seat-2-cards") == \
        "the engine cannot deal this: something odd"


def test_the_rounds_are_named_for_the_game_and_one_it_does_not_play_shows_only_if_filled(client):
    page = client.get("/disputes", query_string={"game": "five-card-stud"}).get_data(
        as_text=True)
    assert re.search(r'<label for="round-1">Second street</label>', page)
    assert re.search(r'<div class="field wide round" hidden>\s*<label for="round-5">', page)
    page = client.get("/disputes", query_string={
        "game": "five-card-stud", "round-5": "Bob calls"}).get_data(as_text=True)
    assert '<label for="round-5">Round 5 (not played in this game)</label>' in page
    assert "Five-card stud has 4 betting rounds" in field_error(page, "round-5")


def test_the_dispute_page_offers_and_rules_by_the_wsop_profiles(client):
    """The WSOP 2024 profiles are a choice of the form, and rule the capped dispute as their
    texts say: a bet and four raises (Rule 100.b, Rule 126), so Alice may still raise to $10."""
    form = client.get("/disputes").get_data(as_text=True)
    for profile in ("wsop-2024-tournament", "wsop-2024-cash"):
        assert f'<option value="{profile}"' in form
        page = post(client, profile=profile).get_data(as_text=True)
        assert f"The ruling under {profile} rules" in page
    with make_engine("reference") as engine:
        for profile, statuses in (("tournament", ["passed", "failed"]),
                                  ("wsop-2024-tournament", ["failed", "passed"])):
            found = ruling("dispute.feature", engine, text=feature(dispute(profile=profile)).text)
            last = [scenario["steps"][-1] for scenario in found["scenarios"]]
            assert [step["status"] for step in last] == statuses, profile
