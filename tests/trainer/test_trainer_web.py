"""The trainer through Flask's test client: quiz flow, tokens, CSRF, modes and every bad input."""

from __future__ import annotations

import dataclasses
import html
import os
import random
import re
import subprocess
import sys
import threading
import urllib.request

import pytest
from itsdangerous import URLSafeTimedSerializer
from patience import patience
from werkzeug.datastructures import MultiDict

from studrules_trainer import create_app, progress, questions, tokens
from studrules_trainer.db import close_pool, connect
from studrules_trainer.testing import fill_answer, free_port, read_forms

SECRET = "test-secret-" + "x" * 40


class Clock:
    """A clock the test moves by hand; the app reads it as ``CLOCK``."""

    def __init__(self, now: float = 1_700_000_000.0):
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def app(tmp_path, monkeypatch, clock, database):
    """The trainer in test mode, once on SQLite and once on PostgreSQL."""
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    made = create_app({"TESTING": True, "DATABASE": database, "SECRET_KEY": SECRET,
                       "CLOCK": clock})
    yield made
    close_pool(made)


@pytest.fixture
def client(app):
    return app.test_client()


def text(response) -> str:
    """A response's body with HTML entities decoded, as a reader sees it."""
    return html.unescape(response.get_data(as_text=True))


def csrf_of(client) -> str:
    """The session's CSRF token, read from the start form as a browser would."""
    return read_forms(client.get("/").get_data(as_text=True))["setup-form"].value("csrf_token")


def start(client, mode="practice", topics=("bring-in",), variants=("seven-card-stud",), **extra):
    data = {"csrf_token": csrf_of(client), "profile": "casino", "difficulty": "1", "mode": mode,
            "topic": list(topics), "variant": list(variants)}
    data.update(extra)
    return client.post("/quiz/start", data=data)


def question_form(client):
    page = client.get("/quiz/question")
    assert page.status_code == 200, text(page)
    return read_forms(page.get_data(as_text=True))["answer-form"], text(page)


def claim_of(app, form) -> tokens.Claim:
    with app.test_request_context():
        return tokens.read_question(form.value("token"))


def seat_answer(app, form, right: bool) -> dict:
    """A seat answer that is right (or wrong), found by asking the questions package to grade."""
    asked = questions.build(claim_of(app, form).ticket)
    values = [c.value for c in asked.choices if c.field == "seat"]
    for value in values:
        if questions.grade(asked, {"seat": value}).correct == right:
            return {"csrf_token": form.value("csrf_token"), "token": form.value("token"),
                    "seat": value}
    raise AssertionError(f"no seat answers {'right' if right else 'wrong'} among {values}")


def answer(client, app, right: bool):
    form, _ = question_form(client)
    return client.post("/quiz/answer", data=seat_answer(app, form, right))


# The factory, the database and the server --------------------------------------------


def test_the_factory_creates_the_database_and_keeps_a_generated_secret(tmp_path, monkeypatch):
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "inst"))
    monkeypatch.delenv("STUDRULES_TRAINER_SECRET_KEY", raising=False)
    monkeypatch.delenv("STUDRULES_TRAINER_DATABASE", raising=False)
    first = create_app()
    assert first.config["DATABASE"] == str(tmp_path / "inst" / "trainer.sqlite")
    assert (tmp_path / "inst" / "trainer.sqlite").exists()
    assert len(first.secret_key) >= 32
    assert create_app().secret_key == first.secret_key


def test_servers_given_one_secret_file_accept_each_others_questions(tmp_path, monkeypatch):
    shared = tmp_path / "shared-secret"
    shared.write_text("k" * 48 + "\n")
    monkeypatch.setenv("STUDRULES_TRAINER_SECRET_KEY_FILE", str(shared))
    monkeypatch.delenv("STUDRULES_TRAINER_SECRET_KEY", raising=False)
    apps = []
    for name in ("one", "two"):
        monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / name))
        apps.append(create_app({"DATABASE": str(tmp_path / f"{name}.sqlite")}))
    assert apps[0].secret_key == apps[1].secret_key == "k" * 48
    asker = apps[0].test_client()
    start(asker)
    form, _ = question_form(asker)
    grader = apps[1].test_client()
    grader.set_cookie("studrules_trainer", asker.get_cookie("studrules_trainer").value)
    assert grader.post("/quiz/answer", data=seat_answer(apps[1], form, True)).status_code == 303


@pytest.mark.parametrize(
    ("contents", "message"),
    [(None, "cannot be read: No such file or directory"),
     ("too short\n", "holds 9 characters; a secret needs at least 32")],
)
def test_a_secret_file_that_cannot_serve_is_refused_naming_it(tmp_path, monkeypatch, contents,
                                                               message):
    path = tmp_path / "secret"
    if contents is not None:
        path.write_text(contents)
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "inst"))
    monkeypatch.delenv("STUDRULES_TRAINER_SECRET_KEY", raising=False)
    monkeypatch.setenv("STUDRULES_TRAINER_SECRET_KEY_FILE", str(path))
    with pytest.raises(ValueError, match=f'SECRET_KEY_FILE "{path}" {message}'):
        create_app({"DATABASE": str(tmp_path / "t.sqlite")})


def test_the_environment_chooses_the_database(tmp_path, monkeypatch):
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "inst"))
    monkeypatch.setenv("STUDRULES_TRAINER_DATABASE", str(tmp_path / "elsewhere.sqlite"))
    app = create_app()
    assert app.config["DATABASE"] == str(tmp_path / "elsewhere.sqlite")
    assert (tmp_path / "elsewhere.sqlite").exists()


def test_init_db_clears_the_data(app, client):
    start(client)
    answer(client, app, True)
    result = app.test_cli_runner().invoke(args=["init-db"])
    assert "Initialized the database" in result.output
    db = connect(app.config["DATABASE"])
    assert db.execute("SELECT COUNT(*) FROM answer").fetchone()[0] == 0
    db.close()


def test_the_port_must_be_a_port():
    from studrules_trainer.serving import address

    assert address("127.0.0.1", None, None, {}).port == 5000
    assert address("127.0.0.1", None, None, {"PORT": "8123"}).port == 8123
    for bad in ("http", "0", "70000", "-1"):
        with pytest.raises(ValueError, match="PORT must be a number"):
            address("127.0.0.1", None, None, {"PORT": bad})


# The quiz flow ---------------------------------------------------------------------------


def test_the_quiz_has_an_address_of_its_own(client):
    response = client.get("/quiz", follow_redirects=True)
    assert response.status_code == 200 and response.request.path == "/quiz/question"
    assert "answer-form" in read_forms(text(response))


def test_the_start_page_offers_every_topic_variant_profile_and_mode(client):
    page = text(client.get("/"))
    form = read_forms(page)["setup-form"]
    assert set(form.groups("checkbox")["topic"]) == set(questions.TOPICS)
    assert {"razz", "all"} <= set(form.groups("checkbox")["variant"])
    assert set(form.groups("radio")["mode"]) == {"practice", "streak", "timed"}
    assert all(f'<option value="{p}"' in page for p in questions.PROFILES)


def test_a_question_shows_the_table_the_choices_and_a_token(client):
    assert start(client).status_code == 303
    form, page = question_form(client)
    assert re.search(r'class="seat[^"]*" id="seat-1"\s+data-seat="\w+"', page)
    assert 'data-choice-index="1"' in page and 'id="submit-answer"' in page
    assert 'class="card' in page
    assert form.value("token") and form.value("csrf_token")
    assert "seat" in form.groups("radio")


@pytest.mark.parametrize("topic", list(questions.TOPICS))
def test_every_topic_can_be_asked_answered_and_explained(client, topic):
    assert start(client, topics=(topic,), variants=("seven-card-stud", "razz")).status_code == 303
    form, _ = question_form(client)
    posted = client.post("/quiz/answer", data=MultiDict(fill_answer(form, random.Random(3))))
    assert posted.status_code == 303, text(posted)
    feedback = text(client.get(posted.headers["Location"]))
    assert 'id="verdict"' in feedback and 'id="expected"' in feedback
    assert 'class="rule-link"' in feedback


def test_a_right_answer_is_recognised_and_its_reasons_link_to_the_rulebook(app, client):
    start(client)
    posted = answer(client, app, True)
    assert posted.status_code == 303
    feedback = text(client.get(posted.headers["Location"]))
    assert 'data-correct="true"' in feedback
    links = re.findall(r'class="rule-link" data-rule="([^"]+)" href="([^"]+)"', feedback)
    assert links
    for rule, href in links:
        page, anchor = href.split("#")
        assert anchor == rule
        assert f'id="{rule}"' in text(client.get(page))


def test_a_wrong_answer_is_shown_wrong_with_a_replay_of_the_same_question(app, client):
    start(client)
    form, first_page = question_form(client)
    data = seat_answer(app, form, False)
    posted = client.post("/quiz/answer", data=data)
    feedback = text(client.get(posted.headers["Location"]))
    assert 'data-correct="false"' in feedback
    replay = re.search(r'id="replay" class="replay-link" data-answer-id="\d+" href="([^"]+)"',
                       feedback).group(1)
    again = text(client.get(replay))
    replayed = read_forms(again)["answer-form"]
    assert claim_of(app, replayed).ticket == claim_of(app, form).ticket
    assert claim_of(app, replayed).nonce != claim_of(app, form).nonce
    assert re.findall(r'data-card="(\w+)"', again)[:4] == re.findall(r'data-card="(\w+)"',
                                                                        first_page)[:4]


def test_a_replayed_answer_is_refused_and_counted_once(app, client):
    start(client)
    form, _ = question_form(client)
    data = seat_answer(app, form, True)
    assert client.post("/quiz/answer", data=data).status_code == 303
    again = client.post("/quiz/answer", data=data)
    assert again.status_code == 409
    assert "already been answered" in text(again)
    summary = text(client.get("/progress/"))
    assert 'data-right="1" data-total="1"' in summary


def test_the_question_token_carries_no_answer(app, client):
    start(client)
    form, _ = question_form(client)
    payload = URLSafeTimedSerializer(SECRET, salt="studrules.trainer.question").loads(
        form.value("token")
    )
    assert set(payload) == {"ticket", "nonce", "learner", "mode", "run"}
    assert set(payload["ticket"]) == {"variant", "topic", "seed", "profile", "difficulty"}


def test_a_tampered_forged_or_expired_token_is_refused(app, client):
    start(client)
    form, _ = question_form(client)
    data = seat_answer(app, form, True)
    token = data["token"]
    tampered = dict(data, token=token[:-3] + ("AAA" if not token.endswith("AAA") else "BBB"))
    assert client.post("/quiz/answer", data=tampered).status_code == 400
    other_server = URLSafeTimedSerializer("another-secret", salt="studrules.trainer.question")
    forged_token = other_server.dumps(
        {"ticket": tokens.ticket_dict(claim_of(app, form).ticket), "nonce": "n",
         "learner": claim_of(app, form).learner, "mode": "practice", "run": None}
    )
    forged = client.post("/quiz/answer", data=dict(data, token=forged_token))
    assert forged.status_code == 400 and "not valid" in text(forged)
    missing = client.post("/quiz/answer", data={"csrf_token": data["csrf_token"], "seat": "x"})
    assert missing.status_code == 400 and "no question token" in text(missing)
    app.config["QUESTION_MAX_AGE"] = -1
    expired = client.post("/quiz/answer", data=data)
    assert expired.status_code == 410 and "expired" in text(expired)


def test_a_question_dealt_to_another_learner_is_refused(app, client):
    start(client)
    form, _ = question_form(client)
    data = seat_answer(app, form, True)
    other = app.test_client()
    data["csrf_token"] = csrf_of(other)
    refused = other.post("/quiz/answer", data=data)
    assert refused.status_code == 403 and "another learner" in text(refused)


def test_malformed_answers_are_refused_naming_the_field(app, client):
    start(client)
    form, _ = question_form(client)
    base = {"csrf_token": form.value("csrf_token"), "token": form.value("token")}
    missing = client.post("/quiz/answer", data=base)
    # in the learner's words, beside the field (#29): no field name, no "is not valid"
    said = "Pick the player: this needs an answer."
    assert missing.status_code == 400 and said in text(missing)
    page = missing.get_data(as_text=True)
    shown = re.search(r'id="answer-problem"[^>]*>([^<]*)<', page)
    assert shown and shown.group(1) == f"{said} Nothing was counted: answer again."
    field = page.index('data-field="seat"')
    assert page.index('id="field-problem"') > field
    again = read_forms(page)["answer-form"]  # the question, asked again
    assert 'id="answer-problem"' in text(missing) and again.value("token") == base["token"]
    stranger = client.post("/quiz/answer", data=dict(base, seat="Nobody"))
    assert stranger.status_code == 400 and "Nobody" in text(stranger)
    as_json = client.post("/quiz/answer", data=base, headers={"Accept": "application/json"})
    assert as_json.status_code == 400 and as_json.get_json()["error"]["message"] == said
    # neither counted: the same question can still be answered
    assert client.post("/quiz/answer", data=seat_answer(app, form, True)).status_code == 303


def test_csrf_is_checked_on_every_post(client):
    start(client)
    form, _ = question_form(client)
    no_token = {"token": form.value("token"), "seat": "x"}
    refused = client.post("/quiz/answer", data=no_token)
    assert refused.status_code == 400 and "csrf_token" in text(refused)
    wrong = client.post("/quiz/answer", data=dict(no_token, csrf_token="guess"))
    assert wrong.status_code == 400 and "does not match" in text(wrong)
    for path in ("/quiz/start", "/progress/name", "/settings"):
        assert client.post(path, data={}).status_code == 400


def test_bad_start_forms_say_what_is_wrong(client):
    token = csrf_of(client)
    good = {"csrf_token": token, "profile": "casino", "difficulty": "1", "mode": "practice",
            "topic": ["bring-in"], "variant": ["razz"]}
    cases = {
        "variant": (["no-such-game"], 'Unknown variant "no-such-game"'),
        "topic": ([], "Choose at least one topic"),
        "profile": ("vegas", 'Unknown profile "vegas"'),
        "difficulty": ("7", 'Unknown difficulty "7"'),
        "mode": ("marathon", 'Unknown mode "marathon"'),
    }
    for field, (value, message) in cases.items():
        response = client.post("/quiz/start", data=dict(good, **{field: value}))
        assert response.status_code == 400, field
        assert message in text(response)
    assert client.post("/quiz/start", data=dict(good, variant=["all"])).status_code == 303


def feedback_page(client, app, right: bool = False) -> str:
    """The feedback page of a fresh answer, right or wrong."""
    return text(client.get(answer(client, app, right).headers["Location"]))


def test_the_question_can_be_downloaded_as_a_feature_file_once_answered(app, client):
    start(client)
    _, page = question_form(client)
    assert "download-feature" not in page and "/quiz/scenario/" not in page
    page = feedback_page(client, app)
    href = re.search(r'id="download-feature" href="([^"]+)"', page).group(1)
    download = client.get(href)
    assert download.status_code == 200
    assert re.match(r'attachment; filename="[a-z0-9-]+\.feature"',
                    download.headers["Content-Disposition"])
    assert "Scenario" in text(download)
    assert client.get("/quiz/scenario/not-a-token").status_code == 400
    link = re.search(r'id="question-link" href="([^"]+)"', page).group(1)
    again = client.get(link)
    assert again.status_code == 200 and 'id="answer-form"' in text(again)
    refused = client.get("/quiz/ticket/not-a-token")
    assert refused.status_code == 400 and "not valid" in text(refused)


def test_nobody_sees_another_learners_answers_or_progress(app, client):
    start(client)
    client.post("/progress/name", data={"csrf_token": csrf_of(client), "name": "Ann Example"})
    posted = answer(client, app, True)
    other = app.test_client()
    assert other.get(posted.headers["Location"]).status_code == 404
    mine = text(client.get("/progress/"))
    theirs = text(other.get("/progress/"))
    assert "Ann Example" in mine and "Ann Example" not in theirs
    assert 'data-total="1"' in mine and 'data-total="0"' in theirs
    skill = re.search(r'class="skill-row" data-skill="([^"]+)"', mine).group(1)
    assert client.get(f"/progress/skill/{skill}").status_code == 200
    assert other.get(f"/progress/skill/{skill}").status_code == 404


def test_names_are_checked(client):
    token = csrf_of(client)
    too_long = client.post("/progress/name", data={"csrf_token": token, "name": "x" * 41})
    assert too_long.status_code == 400 and "at most 40" in text(too_long)
    assert client.post("/progress/name", data={"csrf_token": token}).status_code == 400
    assert client.post("/progress/name", data={"csrf_token": token, "name": ""}).status_code == 303


SKILL_ROW = re.compile(
    r'class="skill-row" data-skill="[^"]+" data-verdict="(\w*)">.*?'
    r'<td data-label="right">(\d+)</td><td data-label="wrong">(\d+)</td>.*?'
    r'<td data-label="verdict">([^<]*)</td>', re.S)


def test_progress_shows_accuracy_a_plot_and_calls_each_verdict_with_how_sure(app, client):
    start(client)
    for right in (False, False, True, True, True):
        answer(client, app, right)
    page = text(client.get("/progress/"))
    assert 'data-right="3" data-total="5"' in page
    assert '<svg class="accuracy-plot"' in page and 'data-answers="5"' in page
    assert 'class="replay-link"' in page
    rows = SKILL_ROW.findall(page)
    assert sum(int(right) + int(wrong) for _, right, wrong, _ in rows) == 5
    for verdict, right, wrong, words in rows:
        assert verdict == (progress.verdict(int(right), int(wrong)) or "")
        assert words == (f"{verdict}, {progress.sureness(int(right), int(wrong))}" if verdict
                         else "")


def test_streak_mode_ends_at_the_first_mistake_and_keeps_the_best(app, client):
    start(client, mode="streak")
    for _ in range(2):
        assert answer(client, app, True).status_code == 303
    posted = answer(client, app, False)
    feedback = text(client.get(posted.headers["Location"]))
    assert 'id="run-summary"' in feedback
    after = client.get("/quiz/question")
    assert after.status_code == 303 and "/quiz/run/" in after.headers["Location"]
    summary = text(client.get(after.headers["Location"]))
    assert 'data-score="2" data-over="true"' in summary and 'id="best-score">2<' in summary
    assert 'Best streak: <strong id="best-streak">2</strong>' in client.get("/progress/").get_data(
        as_text=True
    )


def test_timed_mode_runs_on_the_server_clock(app, client, clock):
    start(client, mode="timed")
    page = text(client.get("/quiz/question"))
    assert 'id="timer" data-seconds-left="180"' in page
    for _ in range(3):
        answer(client, app, True)
    clock.now += 185  # past three minutes, within the ten bonus seconds of three right in a row
    form, page = question_form(client)
    assert 'data-seconds-left="5"' in page
    data = seat_answer(app, form, True)
    clock.now += 10
    client.post("/quiz/answer", data=data)
    over = client.get("/quiz/question")
    assert over.status_code == 303
    summary = text(client.get(over.headers["Location"]))
    assert 'data-mode="timed" data-score="3" data-over="true"' in summary


def test_the_four_colour_deck_is_a_setting(client):
    token = csrf_of(client)
    assert 'class="two-colour"' in text(client.get("/settings"))
    saved = client.post("/settings", data={"csrf_token": token, "four_colour": "on"})
    assert saved.status_code == 303
    assert 'class="four-colour"' in text(client.get("/settings"))
    bad = client.post("/settings", data={"csrf_token": token, "four_colour": "purple"})
    assert bad.status_code == 400


def test_the_next_question_favours_a_weak_skill(app, client, monkeypatch):
    start(client)
    answered = answer(client, app, False)
    weak = re.search(r'data-skill="([^"]+)"', text(client.get(answered.headers["Location"])))[1]
    preferred = []
    real_draw = questions.draw

    def spying_draw(*args, prefer=None, **kwargs):
        preferred.append(prefer)
        return real_draw(*args, prefer=prefer, **kwargs)

    monkeypatch.setattr(questions, "draw", spying_draw)
    for _ in range(20):
        assert client.get("/quiz/question").status_code == 200
    assert set(preferred) <= {weak, None} and preferred.count(weak) >= 5


def test_settings_that_deal_no_question_are_refused_with_a_reason(client, monkeypatch):
    def failing_draw(*args, **kwargs):
        raise questions.BadTicket("no seed in 24 tries makes a bring-in question in razz")

    monkeypatch.setattr(questions, "draw", failing_draw)
    start(client)
    response = client.get("/quiz/question")
    assert response.status_code == 422 and "choose other games or topics" in text(response)


def test_a_question_with_no_scenario_says_so(client, monkeypatch):
    def no_scenario(question):
        raise questions.NoScenario("no step says how a player buys a card")

    start(client)
    page = feedback_page(client, client.application)
    monkeypatch.setattr(questions, "scenario", no_scenario)
    href = re.search(r'id="download-feature" href="([^"]+)"', page).group(1)
    response = client.get(href)
    assert response.status_code == 422 and "buys a card" in text(response)


def test_python_m_trainer_serves_on_the_port_given(tmp_path):
    port = free_port()
    env = dict(os.environ, PORT=str(port), STUDRULES_TRAINER_INSTANCE=str(tmp_path / "inst"))
    env.pop("STUDRULES_TRAINER_DATABASE", None)
    server = subprocess.Popen([sys.executable, "-m", "studrules_trainer"], env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    try:
        first_line = server.stdout.readline()
        assert f"http://127.0.0.1:{port}/" in first_line
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/rulebook/",
                                    timeout=patience(10)) as page:
            assert page.status == 200
        assert (tmp_path / "inst" / "trainer.sqlite").exists()
    finally:
        server.terminate()
        server.wait(timeout=patience(10))



# Bad requests in general --------------------------------------------------------------


def test_an_unknown_page_is_a_404_page_saying_so(client):
    response = client.get("/no/such/page")
    assert response.status_code == 404 and response.mimetype == "text/html"
    assert "There is no page at /no/such/page." in text(response)


def test_json_clients_get_json_errors(client):
    response = client.get("/no/such/page", headers={"Accept": "application/json"})
    assert response.status_code == 404
    assert response.get_json()["error"]["message"] == "There is no page at /no/such/page."
    refused = client.post("/quiz/answer", json={"seat": "x"})
    assert refused.status_code == 400 and "csrf_token" in refused.get_json()["error"]["message"]


def test_a_wrong_method_is_a_405_naming_the_right_one(client):
    response = client.get("/quiz/answer")
    assert response.status_code == 405 and "POST" in response.headers["Allow"]
    assert "GET is not allowed at /quiz/answer; use POST." in text(response)
    assert client.delete("/progress/").status_code == 405


def test_an_oversized_body_is_refused(client):
    response = client.post("/quiz/answer", data={"csrf_token": "x", "seat": "y" * 100_000})
    assert response.status_code == 413
    assert "larger than the 65536 bytes" in text(response)


@pytest.mark.parametrize(
    ("method", "path", "data"),
    [
        ("GET", "/quiz/feedback/999", None),
        ("GET", "/quiz/replay/999", None),
        ("GET", "/quiz/run/999", None),
        ("GET", "/quiz/feedback/abc", None),
        ("GET", "/progress/skill/x/y/z", None),
        ("GET", "/quiz/scenario/" + "a" * 300, None),
        ("POST", "/quiz/answer", {"token": "a.b.c"}),
        ("POST", "/quiz/answer", {"token": "", "seat": ["a", "b"]}),
        ("POST", "/quiz/start", {"variant": "\x00", "topic": "bring-in"}),
        ("POST", "/progress/name", {"name": "tab\tand\x07bell"}),
        ("GET", "/rulebook/../../etc/passwd", None),
        ("GET", "/rulebook/?q=" + "x" * 500, None),
    ],
)
def test_bad_requests_get_a_4xx_page_never_a_500(client, method, path, data):
    if data is not None:
        data = dict(data, csrf_token=csrf_of(client))
    response = client.open(path, method=method, data=data)
    assert 400 <= response.status_code < 500
    assert 'id="error-message"' in text(response)


# Concurrency through the app ---------------------------------------------------------------


def test_many_learners_answering_at_once_lose_nothing(app):
    learners, each = 6, 4
    failures: list[str] = []

    def learner(number: int) -> None:
        client = app.test_client()
        try:
            start(client)
            for _ in range(each):
                form, _ = question_form(client)
                status = client.post("/quiz/answer", data=seat_answer(app, form, number % 2 == 0))
                if status.status_code != 303:
                    failures.append(f"learner {number}: {status.status_code}")
            page = text(client.get("/progress/"))
            if f'data-total="{each}"' not in page:
                failures.append(f"learner {number} sees the wrong total")
        except Exception as error:  # reported below, so a thread's failure fails the test
            failures.append(f"learner {number}: {error!r}")

    threads = [threading.Thread(target=learner, args=(n,)) for n in range(learners)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    db = connect(app.config["DATABASE"])
    assert db.execute("SELECT COUNT(*) FROM answer").fetchone()[0] == learners * each
    totals = db.execute("SELECT SUM(right_count + wrong_count) FROM skill").fetchone()[0]
    assert totals == learners * each
    db.close()


def test_the_page_assets_are_served(client):
    assert client.get("/static/trainer.js").status_code == 200
    assert client.get("/static/trainer.css").status_code == 200


# Nothing leaks, nothing misleads (#15) ----------------------------------------------------


@pytest.mark.parametrize("mode", ["streak", "timed"])
def test_runs_offer_no_dispute_export_before_or_after_answering(app, client, mode):
    start(client, mode=mode)
    _, page = question_form(client)
    assert "/quiz/scenario/" not in page
    assert "/quiz/scenario/" not in feedback_page(client, app, right=True)


def test_skills_are_shown_by_name_and_recall_is_not_full_after_a_mistake(app, client):
    start(client)
    page = feedback_page(client, app, right=False)
    skill = re.search(r'data-skill="([^"]+)"', page).group(1)
    assert "Skill: Who acts first · Seven-card stud" in page or "Skill: The bring-in · " in page
    progress = text(client.get("/progress/"))
    assert f">{skill}<" not in progress
    row = re.search(rf'class="skill-row" data-skill="{re.escape(skill)}".*?</tr>', progress,
                    re.S).group(0)
    recall = re.search(r'class="recall">([^<]*)<', row).group(1)
    assert recall == "missed last time"
    skill_page = text(client.get("/progress/skill/" + skill))
    assert 'id="recall">missed last time<' in skill_page and "recall now 100%" not in skill_page


# What no database can store never reaches one (#27) ---------------------------------------


def resigned(app, form, **changes) -> str:
    """The form's question token re-signed with the server's own secret, ``changes`` made."""
    with app.test_request_context():
        return tokens.sign_question(dataclasses.replace(claim_of(app, form), **changes))


@pytest.mark.parametrize("changes", [
    {"run": 2**63}, {"run": 2**64}, {"run": -1}, {"run": True}, {"run": 10**30},
    {"nonce": "n\x00once"}, {"nonce": ""}, {"mode": "m\x00"}, {"mode": "sideways"},
    {"learner": "\x00"},
], ids=repr)
def test_a_signed_token_holding_what_no_database_stores_is_refused(app, client, changes):
    start(client)
    form, _ = question_form(client)
    data = dict(seat_answer(app, form, True), token=resigned(app, form, **changes))
    refused = client.post("/quiz/answer", data=data)
    assert refused.status_code in (400, 403), (refused.status_code, text(refused)[:300])
    assert client.post("/quiz/answer", data=seat_answer(app, form, True)).status_code == 303


def test_a_token_naming_a_run_that_is_not_the_learners_is_refused(app, client):
    start(client, mode="streak")
    form, _ = question_form(client)
    run = claim_of(app, form).run
    for other in (run + 1, 2**63 - 1):
        data = dict(seat_answer(app, form, True), token=resigned(app, form, run=other))
        refused = client.post("/quiz/answer", data=data)
        assert refused.status_code == 400 and "run" in text(refused), text(refused)[:300]
    assert client.post("/quiz/answer", data=seat_answer(app, form, True)).status_code == 303


@pytest.mark.parametrize("path", ["/progress/skill/%00", "/progress/skill/bring-in%00/razz",
                                  "/quiz/feedback/%00", "/quiz/ticket/%00", "/rulebook/%00",
                                  "/quiz/scenario/a%00b", "/static/%00"])
def test_a_nul_in_a_path_is_not_found(client, path):
    response = client.get(path)
    assert response.status_code == 404, (response.status_code, text(response)[:300])


def forged_session(app, client, contents: dict) -> None:
    """Give ``client`` a session cookie signed with the app's secret, holding ``contents``."""
    value = app.session_interface.get_signing_serializer(app).dumps(contents)
    client.set_cookie(app.config["SESSION_COOKIE_NAME"], value)


@pytest.mark.parametrize("contents", [
    {"learner": "a\x00b"}, {"learner": "x" * 5000}, {"learner": 7},
    {"learner": "abcdefghijklmnopqrstuv", "run": 2**63, "quiz": {"mode": "streak"}},
    {"learner": "abcdefghijklmnopqrstuv", "run": -5, "quiz": {"mode": "timed"}},
], ids=repr)
def test_a_signed_session_holding_what_no_database_stores_is_set_aside(app, client, contents):
    forged_session(app, client, contents)
    for path in ("/", "/quiz/question", "/progress/"):
        response = client.get(path)
        assert response.status_code < 500, (path, response.status_code)
