"""The session cookie: written when the session changes and once a day, not on every request (#36).

The learner's id lives in the cookie, so its lifetime is the learner's: a year after
the last day they used the trainer.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from email.utils import parsedate_to_datetime

from test_trainer_web import csrf_of, start

from studrules_trainer.learners import RENEW_AFTER

COOKIE = "studrules_trainer"


def cookies_set(response) -> list[str]:
    """The session cookies a response sets."""
    return [line for line in response.headers.getlist("Set-Cookie") if line.startswith(COOKIE)]


def expires(line: str) -> datetime:
    """When a Set-Cookie line says the cookie expires."""
    field = next(part for part in line.split("; ") if part.lower().startswith("expires="))
    return parsedate_to_datetime(field.split("=", 1)[1])


def test_pages_on_the_day_the_session_began_do_not_rewrite_the_cookie(client):
    first = client.get("/")
    assert cookies_set(first), "the first page makes the learner's session"
    start(client)
    for path in ("/quiz/question", "/progress/", "/", "/progress/"):
        response = client.get(path)
        assert response.status_code == 200
        assert cookies_set(response) == [], path


def test_the_first_page_of_a_new_day_renews_the_cookie_for_the_whole_lifetime(app, client,
                                                                                 clock):
    client.get("/")
    learner = client.get_cookie(COOKIE).value
    clock.now += RENEW_AFTER
    renewed = cookies_set(client.get("/progress/"))
    assert len(renewed) == 1
    lifetime = app.config["PERMANENT_SESSION_LIFETIME"]
    until = expires(renewed[0]) - datetime.now(UTC)
    assert lifetime - timedelta(minutes=5) < until <= lifetime
    assert cookies_set(client.get("/progress/")) == []
    assert client.get_cookie(COOKIE).value != learner  # re-signed with the day it was renewed


def test_the_learner_keeps_their_progress_across_renewals(app, client, clock):
    start(client)
    client.get("/quiz/question")
    named = client.post("/progress/name", data={"csrf_token": csrf_of(client), "name": "Ada"})
    assert named.status_code == 303
    for _ in range(3):
        clock.now += RENEW_AFTER
        page = client.get("/progress/")
        assert cookies_set(page) and "Ada" in page.get_data(as_text=True)


def test_a_session_from_before_renewals_is_renewed_on_its_next_page(app, client):
    with client.session_transaction() as old:
        old["learner"] = "an-old-learner-id-000"
        old.permanent = True
    assert cookies_set(client.get("/progress/"))
    assert cookies_set(client.get("/progress/")) == []

