"""Exam mode (#35): the signed link and every bad one, taking an exam in order, resuming it,
passing and failing, the result's review, the certificate, and the answers in the learner model.

Each test runs on SQLite and on PostgreSQL (the ``app`` fixture). The right answers come
from the questions package, as the quiz's tests take them: the test rebuilds the question
at each place from the link's settings and asks the grader which seat is right.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from itsdangerous import URLSafeTimedSerializer
from test_trainer_errors import assert_secured
from test_trainer_web import SECRET, csrf_of, text

from studrules import VARIANTS
from studrules_trainer import exams, progress, questions
from studrules_trainer.db import connect
from studrules_trainer.questions import TOPICS
from studrules_trainer.questions.irregularity_kinds import KINDS
from studrules_trainer.testing import read_forms
from studrules_trainer.tokens import read_exam

LINK = re.compile(r'id="exam-address" value="([^"]+)"')
GOOD = {"variant": "razz", "topic": "first-to-act", "profile": "casino", "length": "3",
        "mark": "60"}
"""A short exam of seat questions, so that a right or wrong answer is one pick."""


def exam_link(client, **changes) -> str:
    """The path of a fresh exam link made with the setter's form."""
    page = client.get("/exam/", query_string={**GOOD, **changes})
    assert page.status_code == 200, text(page)
    return urlsplit(LINK.search(page.get_data(as_text=True)).group(1)).path


def settings_of(app, link: str) -> exams.ExamSettings:
    """The settings an exam link holds, read as the app reads them."""
    with app.test_request_context():
        return exams.from_link(read_exam(link.rsplit("/", 1)[1]))


def begin(client, link: str, name: str = "Ann Dealer"):
    form = read_forms(client.get(link).get_data(as_text=True))["exam-start-form"]
    return client.post(form.action, data={"csrf_token": form.value("csrf_token"), "name": name})


def seat(settings: exams.ExamSettings, place: int, right: bool) -> str:
    """A seat that answers the question at ``place`` right (or wrong)."""
    asked = questions.build(exams.ticket_at(settings, place))
    for choice in asked.choices:
        if questions.grade(asked, {"seat": choice.value}).correct == right:
            return choice.value
    raise AssertionError(f"no seat answers question {place} {'right' if right else 'wrong'}")


def answer(client, attempt: str, settings: exams.ExamSettings, right: bool):
    """Answer the question the attempt's page shows; the place comes from the page."""
    form = read_forms(client.get(attempt).get_data(as_text=True))["answer-form"]
    place = int(form.value("place"))
    return client.post(form.action, data={"csrf_token": form.value("csrf_token"),
                                          "place": str(place),
                                          "seat": seat(settings, place, right)})


def take(app, client, rights: list[bool], **changes) -> str:
    """Take a whole exam, right or wrong at each place; returns the attempt's path."""
    link = exam_link(client, length=str(len(rights)), **changes)
    settings = settings_of(app, link)
    attempt = begin(client, link).headers["Location"]
    for right in rights:
        assert answer(client, attempt, settings, right).status_code == 303
    return attempt


def forged(data: object) -> str:
    """An exam link holding ``data``, signed with the app's own secret (as if it had leaked)."""
    return "/exam/link/" + URLSafeTimedSerializer(SECRET, salt="studrules.trainer.exam").dumps(data)


# The link -------------------------------------------------------------------------


def test_the_setters_form_offers_every_topic_and_game_and_the_defaults(client):
    page = text(client.get("/exam/"))
    for topic in TOPICS:
        assert f'name="topic" value="{topic}"' in page
    for variant in VARIANTS:
        assert f'name="variant" value="{variant}"' in page
    assert 'name="length" id="length" min="1" max="100" step="1" required value="40"' in page
    assert 'name="mark" id="mark" min="1" max="100" step="1" required value="90"' in page


def test_one_link_gives_every_taker_the_same_questions_in_the_same_order(app, client):
    link = exam_link(client, length="4")
    asked = []
    for learner in (client, app.test_client()):
        attempt = begin(learner, link).headers["Location"]
        settings = settings_of(app, link)
        seen = []
        for _ in range(4):
            page = text(learner.get(attempt))
            seen.append(re.search(r'<h1 id="prompt">([^<]+)</h1>', page).group(1))
            assert answer(learner, attempt, settings, True).status_code == 303
        asked.append(seen)
    assert asked[0] == asked[1]
    tickets = [exams.ticket_at(settings_of(app, link), place) for place in range(4)]
    assert len(set(tickets)) == 4


def test_two_links_made_with_one_form_have_different_seeds(app, client):
    first, second = exam_link(client), exam_link(client)
    assert settings_of(app, first).seed != settings_of(app, second).seed


def test_the_link_page_shows_the_mix_and_asks_for_the_name(client):
    page = text(client.get(exam_link(client, variant=["razz", "seven-card-stud"])))
    assert "Razz" in page and "first to act" in page and "casino" in page
    assert "60% (2 right answers of 3)" in page
    assert 'id="exam-name"' in page


@pytest.mark.parametrize("mangle", [
    lambda token: token[:-2] + ("AA" if token[-2:] != "AA" else "BB"),
    lambda token: token[:20],
    lambda token: "x" + token,
])
def test_a_tampered_link_is_a_clear_400_with_the_security_headers(client, mangle):
    link = exam_link(client)
    token = link.rsplit("/", 1)[1]
    for response in (client.get("/exam/link/" + mangle(token)),
                     client.post("/exam/link/" + mangle(token))):
        assert response.status_code == 400
        assert_secured(response)
        page = text(response)
        assert 'data-page="error"' in page
        assert "exam link token is not valid" in page or "csrf_token" in page


def good_data(**changes) -> dict:
    data = {"variants": ["razz"], "topics": ["first-to-act"], "profile": "casino",
            "length": 3, "mark": 60, "seed": 7}
    data.update(changes)
    return data


@pytest.mark.parametrize("data, words", [
    ("not settings", "holds no exam settings"),
    (good_data(variants="razz"), "variants are not a list"),
    (good_data(variants=[]), "Choose at least one variant"),
    (good_data(variants=["chess"]), 'Unknown variant "chess"'),
    (good_data(topics=["poker-faces"]), 'Unknown topic "poker-faces"'),
    (good_data(profile="my-club"), 'Unknown profile "my-club"'),
    (good_data(profile=None), "The form has no profile"),
    (good_data(length=0), "length is 0: give the number of questions from 1 to 100"),
    (good_data(length=101), "length is 101"),
    (good_data(length=10**30), 'length "1000000000000000000000000000000" is not a whole number'),
    (good_data(length=-3), 'length "-3" is not a whole number'),
    (good_data(length=2.5), "The exam has no length"),
    (good_data(length=True), "The exam has no length"),
    (good_data(mark=0), "mark is 0: give the pass mark in per cent from 1 to 100"),
    (good_data(mark=101), "mark is 101"),
    (good_data(mark="ninety"), 'mark "ninety" is not a whole number'),
    (good_data(seed=2**31), "seed is 2147483648: give the seed from 0 to 2147483647"),
    (good_data(seed=None), "The exam has no seed"),
])
def test_each_bad_value_in_a_signed_link_is_named_in_a_400(client, data, words):
    response = client.get(forged(data))
    assert response.status_code == 400
    assert_secured(response)
    assert words in text(response)


@pytest.mark.parametrize("changes, words", [
    ({"length": "0"}, "length is 0"),
    ({"length": "abc"}, 'length "abc" is not a whole number'),
    ({"length": ""}, "The exam has no length"),
    ({"mark": "150"}, "mark is 150"),
    ({"topic": "chess"}, 'Unknown topic "chess"'),
    ({"variant": []}, "Choose at least one variant"),
    ({"profile": "nowhere"}, 'Unknown profile "nowhere"'),
])
def test_each_bad_value_in_the_setters_form_is_named_in_a_400(client, changes, words):
    response = client.get("/exam/", query_string={**GOOD, **changes})
    assert response.status_code == 400
    assert words in text(response)


def test_every_game_may_be_chosen_at_once(app, client):
    assert settings_of(app, exam_link(client, variant="all")).variants == tuple(VARIANTS)


# Taking it ------------------------------------------------------------------------


@pytest.mark.parametrize("name, words", [
    ("", "Give the name to print on the certificate"),
    ("   ", "Give the name to print on the certificate"),
    ("x" * 41, "at most 40 characters"),
    ("Ann\x07", "control characters"),
])
def test_a_bad_name_is_refused_and_starts_nothing(app, client, name, words):
    link = exam_link(client)
    response = begin(client, link, name)
    assert response.status_code == 400 and words in text(response)
    assert 'id="exam-resume"' not in text(client.get(link))


def test_the_exam_gives_no_feedback_and_resumes_where_it_stopped(app, client):
    link = exam_link(client)
    settings = settings_of(app, link)
    attempt = begin(client, link).headers["Location"]
    first = text(client.get(attempt))
    assert "question 1 of 3" in first and 'name="token"' not in first
    assert 'action="/quiz/hint"' not in first
    posted = answer(client, attempt, settings, False)
    assert posted.status_code == 303 and posted.headers["Location"] == attempt
    again = text(client.get(attempt))  # a reload: the next question, nothing said of the last
    assert "question 2 of 3" in again and "Not quite" not in again
    assert 'id="exam-resume"' in text(client.get(link))
    stranger = app.test_client()
    assert stranger.get(attempt).status_code == 404


def test_a_question_answered_or_not_yet_reached_cannot_be_answered(app, client):
    link = exam_link(client)
    settings = settings_of(app, link)
    attempt = begin(client, link).headers["Location"]
    form = read_forms(client.get(attempt).get_data(as_text=True))["answer-form"]
    first = {"csrf_token": form.value("csrf_token"), "place": "0",
             "seat": seat(settings, 0, True)}
    assert client.post(attempt, data=first).status_code == 303
    resent = client.post(attempt, data=first)
    assert resent.status_code == 409 and "already answered" in text(resent)
    ahead = client.post(attempt, data={**first, "place": "2", "seat": seat(settings, 2, True)})
    assert ahead.status_code == 409 and "answered in order" in text(ahead)
    for place, words in (("3", "there is no question 4"), ("-1", "not \"-1\""),
                         ("", "not \"\""), ("9" * 30, "is the number of an exam question")):
        bad = client.post(attempt, data={**first, "place": place})
        assert bad.status_code == 400 and words in text(bad), place
    assert "question 2 of 3" in text(client.get(attempt))


def test_an_answer_that_cannot_be_graded_is_asked_again_and_nothing_is_stored(app, client):
    link = exam_link(client)
    attempt = begin(client, link).headers["Location"]
    form = read_forms(client.get(attempt).get_data(as_text=True))["answer-form"]
    bad = client.post(attempt, data={"csrf_token": form.value("csrf_token"), "place": "0",
                                     "seat": "Nobody"})
    assert bad.status_code == 400
    assert 'id="answer-problem"' in text(bad) and "question 1 of 3" in text(bad)
    assert "question 1 of 3" in text(client.get(attempt))


def test_the_result_and_certificate_wait_for_the_last_answer(app, client):
    link = exam_link(client)
    attempt = begin(client, link).headers["Location"]
    for page in ("/result", "/certificate"):
        response = client.get(attempt + page)
        assert response.status_code == 409 and "is not finished" in text(response)


def test_an_exam_answer_shows_no_feedback_before_the_end_and_its_review_after(app, client):
    link = exam_link(client)
    settings = settings_of(app, link)
    attempt = begin(client, link).headers["Location"]
    answer(client, attempt, settings, False)
    db = connect(app.config["DATABASE"])
    try:
        answer_id = db.execute("SELECT answer_id FROM exam_answer").fetchone()["answer_id"]
    finally:
        db.close()
    for path in (f"/quiz/feedback/{answer_id}", f"/quiz/replay/{answer_id}"):
        response = client.get(path)
        assert response.status_code == 409 and "still under way" in text(response)
    answer(client, attempt, settings, True)
    answer(client, attempt, settings, True)
    assert client.get(f"/quiz/feedback/{answer_id}").status_code == 200


# The result, the certificate, the model ---------------------------------------------


def test_a_passed_exam(app, client):
    attempt = take(app, client, [True, True, False])  # 2 of 3: 66%, the mark is 60%
    assert client.get(attempt).headers["Location"].endswith("/result")
    page = text(client.get(attempt + "/result"))
    assert 'data-score="2" data-length="3" data-passed="true"' in page
    assert "Passed: 2 of 3 right" in page and "66%" in page
    assert page.count('class="exam-miss"') == 1 and 'id="miss-3"' in page


def test_a_failed_exam_reviews_every_miss_with_the_feedback_pages_explanation(app, client):
    attempt = take(app, client, [False, True, False])
    page = text(client.get(attempt + "/result"))
    assert 'data-score="1" data-length="3" data-passed="false"' in page
    assert "Not passed: 1 of 3 right" in page
    assert 'id="miss-1"' in page and 'id="miss-3"' in page and 'id="miss-2"' not in page
    misses = re.findall(r'class="exam-miss" id="miss-\d" data-answer-id="(\d+)"', page)
    for answer_id in misses:
        feedback = text(client.get(f"/quiz/feedback/{answer_id}"))
        expected = re.search(r'id="expected">([^<]+)<', feedback).group(1)
        rules = re.findall(r'class="reason" data-rule="([^"]+)"', feedback)
        review = page.split(f'data-answer-id="{answer_id}"', 1)[1].split("</article>", 1)[0]
        assert f">{expected}<" in review
        assert rules and re.findall(r'class="reason" data-rule="([^"]+)"', review) == rules


def test_the_mark_is_reached_exactly_or_missed(app, client):
    assert 'data-passed="true"' in text(client.get(
        take(app, client, [True, True, True, False], mark="75") + "/result"))
    assert 'data-passed="false"' in text(client.get(
        take(app, client, [True, True, True, False], mark="76") + "/result"))


def test_the_certificate_names_the_learner_the_day_the_mix_and_the_score(app, client, clock):
    clock.now = 1_780_000_000.0  # 28 May 2026, UTC
    attempt = take(app, client, [True, False, True], variant=["razz", "seven-card-stud"])
    page = text(client.get(attempt + "/certificate"))
    fields = dict(re.findall(r'id="certificate-([a-z]+)"[^>]*>([^<]+)<', page))
    assert fields == {
        "name": "Ann Dealer", "date": "28 May 2026", "verdict": "passed",
        "score": "2 of 3 right (66%)", "mark": "60%", "games": "Seven-card stud, Razz",
        "topics": "first to act", "profile": "casino",
    }
    assert "certificate.css" in page
    failed = take(app, client, [False, False, True])
    assert 'id="certificate-verdict">did not pass<' in text(client.get(failed + "/certificate"))


def test_exam_answers_count_for_the_learner_model_like_any_first_attempt(app, client):
    attempt = take(app, client, [True, False])
    db = connect(app.config["DATABASE"])
    try:
        rows = db.execute("SELECT learner_id, skill, mode, weight, practice, correct, rating"
                          " FROM answer ORDER BY id").fetchall()
        assert [(row["mode"], row["weight"], row["practice"]) for row in rows] == [
            ("exam", 1.0, None), ("exam", 1.0, None)]
        assert all(row["rating"] is not None for row in rows)
        learner = rows[0]["learner_id"]
        stats = {s.skill: (s.right, s.wrong) for s in progress.skills(db, learner)}
        for row in rows:
            assert row["skill"] in stats
        assert sum(r for r, _ in stats.values()) == 1 and sum(w for _, w in stats.values()) == 1
    finally:
        db.close()
    assert "Passed" not in text(client.get(attempt + "/result"))


def test_the_result_links_to_the_same_exam_for_a_retake_that_counts_as_practice(app, client):
    link = exam_link(client, length="1")
    settings = settings_of(app, link)
    attempt = begin(client, link).headers["Location"]
    answer(client, attempt, settings, True)
    again = re.search(r'id="exam-again" href="([^"]+)"', text(client.get(attempt + "/result")))
    assert settings_of(app, again.group(1)) == settings
    retake = begin(client, again.group(1)).headers["Location"]
    assert retake != attempt
    answer(client, retake, settings, True)
    db = connect(app.config["DATABASE"])
    try:
        counted = [(row["weight"], row["practice"]) for row in
                   db.execute("SELECT weight, practice FROM answer ORDER BY id")]
    finally:
        db.close()
    assert counted == [(1.0, None), (0.0, "replay")]


def test_the_progress_page_and_the_redo_of_mistakes_keep_an_exams_answers_till_its_end(
        app, client):
    link = exam_link(client, length="2")
    settings = settings_of(app, link)
    attempt = begin(client, link).headers["Location"]
    answer(client, attempt, settings, False)
    assert "data-answer-id" not in text(client.get("/progress/"))
    redo = client.get("/quiz/mistakes")  # no open mistake to redo yet: back to the progress page
    assert redo.status_code == 303 and "/progress" in redo.headers["Location"]
    assert "question 2 of 2" in text(client.get(attempt))
    answer(client, attempt, settings, True)
    assert text(client.get("/progress/")).count('class="answer-row') == 2
    redo = client.get("/quiz/mistakes")
    assert redo.headers["Location"].endswith("/quiz/question")
    assert 'id="replay-banner"' in text(client.get(redo.headers["Location"]))


def test_starting_a_link_already_under_way_goes_on_with_that_attempt(app, client):
    link = exam_link(client)
    settings = settings_of(app, link)
    attempt = begin(client, link).headers["Location"]
    answer(client, attempt, settings, True)
    page = text(client.get(link))
    assert 'id="exam-resume"' in page and 'id="exam-start-form"' not in page
    form = {"csrf_token": csrf_of(client), "name": "Ann Dealer"}
    again = client.post(link, data=form)  # a second click, or a second tab
    assert again.status_code == 303 and again.headers["Location"] == attempt
    assert "question 2 of 3" in text(client.get(attempt))


def test_an_exam_of_floor_rulings_is_answered_by_ruling_and_reviewed(app, client):
    """The fifth topic's questions (a ruling to pick) in an exam: one right, one wrong."""
    link = exam_link(client, topic="floor-rulings", variant="seven-card-stud", length="2")
    settings = settings_of(app, link)
    attempt = begin(client, link).headers["Location"]
    for right in (True, False):
        form = read_forms(client.get(attempt).get_data(as_text=True))["answer-form"]
        asked = questions.build(exams.ticket_at(settings, int(form.value("place"))))
        assert asked.kind == "ruling"
        ruling = next(choice.value for choice in asked.choices
                      if questions.grade(asked, {"ruling": choice.value}).correct == right)
        posted = client.post(form.action, data={"csrf_token": form.value("csrf_token"),
                                                "place": form.value("place"), "ruling": ruling})
        assert posted.status_code == 303
    page = text(client.get(attempt + "/result"))
    assert 'data-score="1" data-length="2" data-passed="false"' in page
    assert page.count('class="exam-miss"') == 1
    deciding = "|".join(re.escape(kind.rule) for kind in KINDS.values())
    assert re.search(rf"\b(?:{deciding})\b", page), "the miss names the rule of its kind"
