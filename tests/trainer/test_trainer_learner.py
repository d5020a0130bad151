"""The learner model through the web: only first attempts count, ratings move together, hints
weigh less, mistakes come back through "redo my mistakes", and the home page keeps the day.

Runs on SQLite and on PostgreSQL, like the other web tests, whose fixtures (by conftest.py) and
helpers it uses.
"""

from __future__ import annotations

import re

import pytest
from test_trainer_web import (
    answer,
    claim_of,
    question_form,
    seat_answer,
    start,
    text,
)

from studrules_trainer.db import connect
from studrules_trainer.schedule import DAY, HARD, review
from studrules_trainer.testing import read_forms


def rows(app, query: str, *params) -> list[tuple]:
    """Rows straight from the app's database, as plain tuples."""
    db = connect(app.config["DATABASE"])
    try:
        return [tuple(row) for row in db.execute(query, params).fetchall()]
    finally:
        db.close()


def model_state(app) -> dict[str, list[tuple]]:
    """Everything the learner model keeps: skills with their cards, and every rating."""
    return {
        "skill": rows(app, "SELECT * FROM skill ORDER BY learner_id, skill"),
        "learner_rating": rows(app, "SELECT * FROM learner_rating ORDER BY learner_id, scope"),
        "family_rating": rows(app, "SELECT * FROM family_rating ORDER BY family"),
    }


def feedback_of(client, posted) -> str:
    assert posted.status_code == 303, text(posted)
    return text(client.get(posted.headers["Location"]))


def replay_link(page: str) -> str:
    return re.search(r'id="replay" class="replay-link" data-answer-id="\d+" href="([^"]+)"',
                     page).group(1)


# First attempts only -------------------------------------------------------------------------


def test_a_replay_answered_right_changes_no_schedule_no_rating_and_no_accuracy(app, client, clock):
    start(client)
    missed = feedback_of(client, answer(client, app, False))
    before = model_state(app)
    assert before["skill"] and before["family_rating"] and before["learner_rating"]
    clock.now += 600
    again = read_forms(text(client.get(replay_link(missed))))["answer-form"]
    replayed = feedback_of(client, client.post("/quiz/answer", data=seat_answer(app, again, True)))
    assert 'data-correct="true"' in replayed and 'data-practice="replay"' in replayed
    assert "changes neither your rating nor your review schedule" in replayed
    assert model_state(app) == before
    progress = text(client.get("/progress/"))
    assert 'data-right="0" data-total="1"' in progress
    assert 'data-practice="replay"' in progress
    assert rows(app, "SELECT weight, practice FROM answer ORDER BY id") == [(1.0, None),
                                                                            (0.0, "replay")]


def test_a_question_link_to_a_question_already_answered_is_practice_too(app, client):
    start(client)
    form, _ = question_form(client)
    page = feedback_of(client, client.post("/quiz/answer", data=seat_answer(app, form, True)))
    link = re.search(r'id="question-link" href="([^"]+)"', page).group(1)
    before = model_state(app)
    again = read_forms(text(client.get(link)))["answer-form"]
    assert 'data-practice="replay"' in feedback_of(
        client, client.post("/quiz/answer", data=seat_answer(app, again, False)))
    assert model_state(app) == before


def test_a_timed_answer_after_the_clock_ran_out_is_practice(app, client, clock):
    start(client, mode="timed")
    answer(client, app, True)
    before = model_state(app)
    form, _ = question_form(client)
    clock.now += 181
    page = feedback_of(client, client.post("/quiz/answer", data=seat_answer(app, form, True)))
    assert 'data-practice="late"' in page and "the run's clock had run out" in page
    assert model_state(app) == before
    assert 'data-right="1" data-total="1"' in text(client.get("/progress/"))


# Ratings ---------------------------------------------------------------------------------------


def test_a_counted_answer_moves_the_learner_overall_and_topic_ratings_and_the_family_together(
    app, client
):
    start(client)
    page = feedback_of(client, answer(client, app, True))
    skill = re.search(r'data-skill="([^"]+)"', page).group(1)
    topic = skill.split("/")[0]
    mine = rows(app, "SELECT scope, rating, deviation, answers FROM learner_rating ORDER BY scope")
    family = rows(app, "SELECT family, rating, deviation, answers FROM family_rating")
    assert [(scope, n) for scope, _, _, n in mine] == [("", 1), (topic, 1)]
    assert all(rating > 1500 and deviation < 350 for _, rating, deviation, _ in mine)
    assert [(f, n) for f, _, _, n in family] == [(skill, 1)]
    assert family[0][1] < 1500 and family[0][2] < 350
    chance, rating = rows(app, "SELECT chance, rating FROM answer")[0]
    assert chance == pytest.approx(0.5) and rating == pytest.approx(mine[0][1])
    assert re.search(r'id="rating-after">\d+<', page) and "50% chance" in page


def test_progress_shows_the_rating_with_its_uncertainty_per_topic_and_a_plot(app, client):
    start(client, topics=("bring-in", "first-to-act"))
    for right in (True, False, True):
        answer(client, app, right)
    page = text(client.get("/progress/"))
    overall = re.search(r'id="overall-rating" data-rating="(\d+)" data-deviation="(\d+)" '
                        r'data-answers="3"', page)
    assert overall, page
    assert re.search(rf"<strong>{overall[1]}</strong> ± {2 * int(overall[2])}|"
                     rf"<strong>{overall[1]}</strong> ± {2 * int(overall[2]) + 1}|"
                     rf"<strong>{overall[1]}</strong> ± {2 * int(overall[2]) - 1}", page)
    assert 'class="topic-rating"' in page
    assert '<svg class="rating-plot"' in page and 'data-answers="3"' in page


# Hints -----------------------------------------------------------------------------------------


def test_a_hint_names_the_rules_to_read_and_its_answer_counts_at_half_weight(app, client, clock):
    start(client)
    form, _ = question_form(client)
    hinted = client.post("/quiz/hint", data={"csrf_token": form.value("csrf_token"),
                                             "token": form.value("token")})
    page = text(hinted)
    assert hinted.status_code == 200 and 'id="hint"' in page
    rules = re.findall(r'<aside id="hint".*?</aside>', page, re.S)[0]
    assert re.search(r'class="rule-link" data-rule="[A-Z-]+\.[A-Z.-]+"', rules)
    again = read_forms(page)["answer-form"]
    assert again.value("token") == form.value("token")
    refused = client.post("/quiz/answer", data={"csrf_token": form.value("csrf_token"),
                                                "token": form.value("token"), "seat": "Nobody"})
    assert refused.status_code == 400 and 'id="hint"' in text(refused)  # the hint stays
    feedback = feedback_of(client, client.post("/quiz/answer", data=seat_answer(app, again, True)))
    assert 'data-weight="0.5"' in feedback and "counted at 50% weight" in feedback
    [(stability,)] = rows(app, "SELECT stability FROM skill")
    assert stability == pytest.approx(review(None, clock.now, HARD).stability)
    assert rows(app, "SELECT answers FROM family_rating") == [(1,)]


def test_a_hint_is_refused_for_a_bad_or_foreign_token(app, client):
    start(client)
    form, _ = question_form(client)
    bad = client.post("/quiz/hint", data={"csrf_token": form.value("csrf_token"), "token": "x"})
    assert bad.status_code == 400
    other = app.test_client()
    start(other)
    foreign = client.post("/quiz/hint", data={"csrf_token": form.value("csrf_token"),
                                              "token": question_form(other)[0].value("token")})
    assert foreign.status_code == 403 and rows(app, "SELECT * FROM hint") == []


# Redo my mistakes ------------------------------------------------------------------------------


def test_redo_my_mistakes_brings_the_same_questions_back_as_practice_then_fresh_ones_that_count(
    app, client
):
    start(client, topics=("bring-in", "first-to-act"))
    missed = []
    for right in (False, True, False):
        form, _ = question_form(client)
        feedback_of(client, client.post("/quiz/answer", data=seat_answer(app, form, right)))
        if not right:
            missed.append(claim_of(app, form).ticket)
    assert 'data-open="2"' in text(client.get("/progress/"))
    assert client.get("/quiz/mistakes").status_code == 303
    families = {rows(app, "SELECT skill FROM answer WHERE id = ?", i)[0][0] for i in (1, 3)}
    seen, counted_skills = [], []
    for _ in range(2 + len(families)):
        page = text(client.get("/quiz/question"))
        banner = re.search(r'id="redo-banner" class="redo" data-kind="(\w+)" data-number="(\d+)"',
                           page)
        assert banner, page
        form = read_forms(page)["answer-form"]
        again = text(client.get("/quiz/question"))  # a reload deals the same item again
        assert re.search(r'data-number="(\d+)"', again)[1] == banner[2]
        form = read_forms(again)["answer-form"]
        ticket = claim_of(app, form).ticket
        feedback = feedback_of(client, client.post("/quiz/answer",
                                                    data=seat_answer(app, form, True)))
        seen.append((banner[1], ticket))
        if banner[1] == "fresh":
            assert 'data-practice=""' in feedback and "it counted" in feedback
            counted_skills.append(re.search(r'data-skill="([^"]+)"', feedback)[1])
    assert [kind for kind, _ in seen] == ["replay", "replay"] + ["fresh"] * len(families)
    assert [t for _, t in seen[:2]] == missed[::-1]
    assert all(t not in missed for _, t in seen[2:])
    assert {s.split("/")[:2] == f.split("/")[:2] for s, f in zip(sorted(counted_skills),
                                                                   sorted(families))} == {True}
    done = client.get("/quiz/question")
    assert done.status_code == 303 and done.headers["Location"].endswith("/progress/#mistakes")
    assert 'data-open="0"' in text(client.get("/progress/"))


def test_a_run_ends_with_its_misses_to_review_and_a_redo_of_them(app, client):
    start(client, mode="streak")
    answer(client, app, True)
    page = feedback_of(client, answer(client, app, False))
    summary = text(client.get(re.search(r'id="run-summary" class="button" href="([^"]+)"',
                                        page).group(1)))
    assert 'id="run-misses"' in summary and summary.count('class="answer-row wrong"') == 1
    redo = re.search(r'id="redo-run-mistakes" class="button" href="([^"]+)"', summary).group(1)
    assert client.get(redo).status_code == 303
    assert 'data-kind="replay" data-number="1" data-total="2"' in text(
        client.get("/quiz/question"))
    assert client.get("/quiz/mistakes?run=99999").status_code == 404
    assert client.get("/quiz/mistakes?run=abc").status_code == 400


# The day ---------------------------------------------------------------------------------------


def test_the_home_page_keeps_the_daily_goal_the_due_count_and_the_day_streak(app, client, clock):
    page = text(client.get("/"))
    assert 'data-answered="0" data-goal="20" data-due="0" data-streak="0"' in page
    start(client)
    answer(client, app, True)
    answer(client, app, False)
    page = text(client.get("/"))
    assert 'data-answered="2" data-goal="20"' in page and 'data-streak="1"' in page
    assert 'id="redo-mistakes"' in page
    clock.now += DAY
    answer(client, app, True)
    assert 'data-streak="2"' in text(client.get("/"))
    clock.now += 100 * DAY  # every skill answered is due long before this
    page = text(client.get("/"))
    due = len(rows(app, "SELECT * FROM skill"))
    assert f'data-answered="0" data-goal="20" data-due="{due}" data-streak="0"' in page


def test_a_redo_whose_answer_is_gone_ends_saying_so(app, client):
    start(client)
    answer(client, app, False)
    assert client.get("/quiz/mistakes").status_code == 303
    db = connect(app.config["DATABASE"])
    db.execute("DELETE FROM answer")
    db.close()
    gone = client.get("/quiz/question")
    assert gone.status_code == 404 and "the redo has ended" in text(gone)
    assert 'id="redo-banner"' not in text(client.get("/quiz/question"))
