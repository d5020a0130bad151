"""The trainer with a card room's house file (docs/house-files.md): ``studrules serve --house``
makes it one more profile of the quiz and the dispute page, and the dispute page takes a house
file pasted or uploaded; a bad one is refused in one line."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys

import pytest
from locations import REPO
from patience import patience
from test_trainer_disputes import CAPPED, field_error
from test_trainer_web import question_form, text

from studrules.house_files import MAX_HOUSE_BYTES
from studrules.house_rules import PROFILES
from studrules_trainer import create_app, questions
from studrules_trainer.questions import houses
from studrules_trainer.testing import read_forms

HOUSE = REPO / "examples" / "house-rules.toml"
SECRET = "house-secret-" + "h" * 40
UNCAPPED = """name = "openhouse"
profile = "tournament"
[options]
uncapped-when = "heads-up-any-time-before-cap"
"""
"""A house that lifts the cap heads-up, though its tournament profile keeps it."""


@pytest.fixture
def served(tmp_path, monkeypatch):
    """A test client of the trainer serving the example house file; none offered after."""
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite"),
                      "SECRET_KEY": SECRET, "HOUSE": str(HOUSE)})
    yield app.test_client()
    houses.offer(None)


@pytest.fixture
def plain(tmp_path, monkeypatch):
    """A test client of the trainer with no house file."""
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "plain"))
    monkeypatch.delenv("STUDRULES_TRAINER_HOUSE", raising=False)
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "p.sqlite"),
                      "SECRET_KEY": SECRET})
    return app.test_client()


def csrf(client, page: str, form: str) -> str:
    return read_forms(client.get(page).get_data(as_text=True))[form].value("csrf_token")


def dispute_post(client, **fields: str):
    return client.post("/disputes", data={"csrf_token": csrf(client, "/disputes", "dispute-form"),
                                          **CAPPED, **fields})


def test_the_quiz_offers_the_house_by_its_name_and_deals_under_it(served):
    page = text(served.get("/"))
    assert all(f'<option value="{profile}"' in page for profile in (*PROFILES, "riverside"))
    data = {"csrf_token": csrf(served, "/", "setup-form"), "profile": "riverside",
            "difficulty": "1", "mode": "practice", "topic": ["bring-in"],
            "variant": ["seven-card-stud"]}
    assert served.post("/quiz/start", data=data).status_code == 303
    _, shown = question_form(served)
    assert "· riverside rules" in shown


def test_a_question_dealt_under_the_house_plays_by_its_rules_and_exports_them(served):
    ticket = questions.Ticket("seven-card-stud", "bring-in", 7, "riverside", 1)
    question = questions.build(ticket)
    assert question.hand.state.rules.max_raises == 4  # the house's, not the casino's 3
    assert question.table.profile == "riverside"
    exported = questions.scenario(question)
    assert "    And the house rules are the casino profile\n" in exported
    assert "    And the house rule max-raises is 4\n" in exported


def test_without_the_house_its_name_is_no_profile(plain):
    assert 'value="riverside"' not in text(plain.get("/"))
    with pytest.raises(questions.BadTicket, match="profile"):
        questions.build(questions.Ticket("seven-card-stud", "bring-in", 7, "riverside", 1))


def test_the_dispute_page_rules_by_the_served_house_when_chosen(served):
    page = text(dispute_post(served, profile="riverside"))
    assert "The ruling under riverside rules" in page
    assert "riverside" in re.search(r'<select name="profile".*?</select>', page, re.S)[0]


def test_a_pasted_house_file_rules_the_dispute_and_joins_the_comparison(plain):
    # heads-up on fifth street after a bet and three raises: the tournament keeps the cap,
    # the pasted house (on the tournament profile) lifts it
    response = dispute_post(plain, profile="tournament", house=UNCAPPED)
    page = text(response)
    assert response.status_code == 200
    assert "The ruling under openhouse rules" in page
    assert re.search(r"heads-up-any-time-before-cap for [^;<]*openhouse", page)
    assert field_error(page, "house") == ""


def test_an_uploaded_house_file_rules_the_dispute(plain):
    upload = (io.BytesIO(UNCAPPED.encode()), "openhouse.toml")
    response = dispute_post(plain, **{"house-file": upload})
    assert response.status_code == 200
    assert "The ruling under openhouse rules" in text(response)


@pytest.mark.parametrize(("house", "said"), [
    ('name = "openhouse"\nprofile = "tournament"\n[options]\nuncapped-when = "sometimes"\n',
     'the house file:4: uncapped-when: unknown value "sometimes" for uncapped-when: choose '
     "one of heads-up-any-time-before-cap, heads-up-at-round-start, never"),
    ('name = "openhouse"\n', "the house file: the house file has no profile: say which "
     f'profile it starts from (profile = "casino"): one of {", ".join(PROFILES)}'),
    ('name = "openhouse"\nprofile = "casino"\n# ' + "x" * MAX_HOUSE_BYTES,
     f"the house file: a house file may hold at most {MAX_HOUSE_BYTES} bytes; this one holds "
     "more"),
])
def test_a_bad_pasted_house_file_is_the_forms_error_in_one_line(plain, house, said):
    response = dispute_post(plain, house=house)
    page = response.get_data(as_text=True)
    assert response.status_code == 422
    assert field_error(page, "house") == said
    assert 'id="ruling"' not in page


def test_a_bad_upload_is_refused_naming_it(plain):
    large = (io.BytesIO(b"#" * (MAX_HOUSE_BYTES + 1)), "big.toml")
    page = dispute_post(plain, **{"house-file": large}).get_data(as_text=True)
    assert field_error(page, "house").startswith("big.toml: a house file may hold at most")
    latin = (io.BytesIO(b'name = "caf\xe9"\n'), "latin.toml")
    page = dispute_post(plain, **{"house-file": latin}).get_data(as_text=True)
    assert field_error(page, "house") == "latin.toml: it is not UTF-8 text"


def test_a_bad_house_file_stops_the_trainer_in_one_line(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('name = "riverside"\nprofile = "casino"\n[options]\nmax-raises = "x"\n')
    env = dict(os.environ, STUDRULES_TRAINER_INSTANCE=str(tmp_path / "inst"))
    run = subprocess.run([sys.executable, "-m", "studrules", "serve", "--house", str(bad)],
                         env=env, capture_output=True, text=True, timeout=patience(60))
    assert (run.returncode, run.stdout) == (2, "")
    assert run.stderr == (f'studrules serve: {bad}:4: max-raises: unknown value "x" for '
                          "max-raises: choose one of 3, 4, or a whole number from 1 to 999\n")
