"""Every trainer route, found in ``app.url_map``, under hostile requests: never a 5xx.

Hypothesis picks a route, fills its parameters (huge and negative numbers,
odd text), adds a query string, a form (with or without the session's CSRF
token and a real question token), a method, an ``Accept`` and a ``Host``.
Every answer must be below 500, carry the security headers, and redirect, if
at all, to a path on this site (never to the ``Host`` the client sent).
Beside the fuzzing: ids beyond SQLite's range, the exact headers, redirects
under a hostile ``Host``, and the stylesheet that places the seats.
"""

from __future__ import annotations

import random
import re
import urllib.parse

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from werkzeug.datastructures import MultiDict
from werkzeug.routing import IntegerConverter

from studrules.variants import VARIANTS
from studrules_trainer import create_app
from studrules_trainer.layout import seat_class, seat_places
from studrules_trainer.testing import fill_answer, read_forms

SECRET = "fuzz-secret-" + "y" * 40
SQLITE_MAX = 2**63 - 1
METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")
HEADERS = {
    "Content-Security-Policy",
    "X-Content-Type-Options",
    "X-Frame-Options",
    "Referrer-Policy",
}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    folder = tmp_path_factory.mktemp("fuzz")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("STUDRULES_TRAINER_INSTANCE", str(folder / "instance"))
        yield create_app({"TESTING": True, "DATABASE": str(folder / "trainer.sqlite"),
                          "SECRET_KEY": SECRET})


@pytest.fixture(scope="module")
def learner(app):
    """A client in a streak run that has answered a question: its CSRF and a new question token.

    So answer 1 and run 1 exist, and the random requests reach its pages too.
    """
    client = app.test_client()
    csrf = read_forms(client.get("/").get_data(as_text=True))["setup-form"].value("csrf_token")
    client.post("/quiz/start", data={"csrf_token": csrf, "topic": "bring-in",
                                     "variant": "razz", "mode": "streak"})
    answered = read_forms(client.get("/quiz/question").get_data(as_text=True))["answer-form"]
    filled = MultiDict(fill_answer(answered, random.Random(1)))
    assert client.post("/quiz/answer", data=filled).status_code == 303
    form = read_forms(client.get("/quiz/question").get_data(as_text=True))["answer-form"]
    return client, csrf, form.value("token")


def id_rules(app) -> list:
    """The routes with a number in their path (answers, runs...)."""
    return [rule for rule in app.url_map.iter_rules()
            if any(isinstance(c, IntegerConverter) for c in rule._converters.values())]


def path_of(rule, values: dict[str, str]) -> str:
    """``rule``'s path with each ``<parameter>`` replaced by its (quoted) value."""
    return re.sub(r"<(?:[^:>]*:)?([^>]+)>", lambda m: values[m.group(1)], rule.rule)


def check_answer(response, host: str | None = None) -> None:
    """Below 500, every security header present, and any redirect relative to this site."""
    assert response.status_code < 500, response.get_data(as_text=True)[:500]
    assert set(response.headers.keys()) >= HEADERS, sorted(response.headers.keys())
    location = response.headers.get("Location")
    if location is not None:
        assert location.startswith("/") and not location.startswith("//"), location
        if host:
            assert host not in location


def test_an_id_beyond_sqlite_is_not_found_on_every_id_route(app):
    client = app.test_client()
    rules = id_rules(app)
    assert {rule.endpoint for rule in rules} >= {"quiz.feedback", "quiz.replay",
                                                 "quiz.run_summary"}
    for rule in rules:
        for number in (SQLITE_MAX + 1, 2**64, 10**40):
            path = path_of(rule, dict.fromkeys(rule.arguments, str(number)))
            response = client.get(path)
            assert response.status_code == 404, (path, response.status_code)


def test_the_largest_sqlite_id_is_simply_not_yours(app):
    response = app.test_client().get(f"/quiz/feedback/{SQLITE_MAX}")
    assert response.status_code == 404


_TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)
_KNOWN = ["trainer.css", "trainer.js", "high", "README", "high.md", "bring-in/razz/plain",
          "../secret_key", "%2e%2e/"]
_NUMBER = st.one_of(st.integers(-(2**70), 2**70), st.sampled_from([0, 1, SQLITE_MAX,
                                                                   SQLITE_MAX + 1]))


@st.composite
def requests(draw, app, learner):
    """A request to a route of ``app``: (method, path, query, form, headers)."""
    _, csrf, token = learner
    rule = draw(st.sampled_from(sorted(app.url_map.iter_rules(), key=str)))
    values = {}
    for name in rule.arguments:
        if isinstance(rule._converters[name], IntegerConverter):
            values[name] = str(draw(_NUMBER))
        else:
            text = draw(_TEXT | st.sampled_from(_KNOWN))
            values[name] = urllib.parse.quote(text, safe="/") or "x"
    path = path_of(rule, values)
    query = draw(st.dictionaries(_TEXT, _TEXT, max_size=3))
    form = draw(st.dictionaries(
        st.sampled_from(["topic", "variant", "mode", "difficulty", "profile", "four_colour",
                         "name", "seat", "action", "amount", "winners"]) | _TEXT,
        _TEXT | st.sampled_from(["on", "off", "all", "razz", "streak", "timed", "2", "-1",
                                 str(SQLITE_MAX + 1)]),
        max_size=5,
    ))
    if draw(st.booleans()):
        form["csrf_token"] = csrf
    if draw(st.booleans()):
        form["token"] = draw(st.sampled_from([token, token[:-3] + "abc", ""]))
    headers = {
        "Accept": draw(st.sampled_from(["text/html", "application/json", "*/*", "image/png"])),
        "Host": draw(st.sampled_from(["localhost", "evil.example", "127.0.0.1:5000"])),
    }
    method = draw(st.sampled_from(sorted(rule.methods)) | st.sampled_from(METHODS))
    return method, path, query, form, headers


def test_random_requests_to_every_route_never_fail_on_the_server(app, learner):
    client = learner[0]

    @settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
    @given(requests(app, learner))
    def probe(request):
        method, path, query, form, headers = request
        data = form if method in ("POST", "PUT", "PATCH", "DELETE") else None
        response = client.open(path, method=method, query_string=query, data=data,
                               headers=headers)
        check_answer(response, headers["Host"] if headers["Host"] != "localhost" else None)

    probe()


def test_every_route_sends_the_security_headers(app, learner):
    client = learner[0]
    for rule in app.url_map.iter_rules():
        values = {name: "1" if isinstance(rule._converters[name], IntegerConverter) else
                  "trainer.css" for name in rule.arguments}
        for method in sorted(rule.methods):
            check_answer(client.open(path_of(rule, values), method=method))


@pytest.mark.parametrize("path", ["/rulebook//high", "/rulebook/high.md", "/progress",
                                  "/rulebook/README", "/quiz//question"])
def test_a_redirect_never_names_the_host_the_client_sent(app, path):
    response = app.test_client().get(path, headers={"Host": "evil.example"})
    assert 300 <= response.status_code < 400, response.status_code
    check_answer(response, "evil.example")


def test_the_headers_forbid_inline_code_framing_and_sniffing(app):
    response = app.test_client().get("/rulebook/")
    policy = dict(part.strip().split(" ", 1) for part in
                  response.headers["Content-Security-Policy"].split(";") if part.strip())
    assert policy["default-src"] == "'none'"
    assert policy["script-src"] == "'self'" and policy["style-src"] == "'self'"
    assert policy["frame-ancestors"] == "'none'"
    assert "unsafe" not in response.headers["Content-Security-Policy"]
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["X-Frame-Options"] == "DENY"
    assert response.headers["Referrer-Policy"] == "same-origin"


def test_the_seats_stylesheet_places_every_seat_of_every_game(app):
    response = app.test_client().get("/seats.css")
    assert response.status_code == 200 and response.mimetype == "text/css"
    css = response.get_data(as_text=True)
    most = max(variant.max_players for variant in VARIANTS.values())
    for count in range(2, most + 1):
        for index, place in enumerate(seat_places(count), start=1):
            assert (f".{seat_class(count, index)} {{ grid-row: {place.row} / span {place.rows}; "
                    f"grid-column: {place.column} / span 2; }}") in css


def test_the_apology_for_an_unexpected_error_carries_the_headers_too(tmp_path, monkeypatch):
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    broken = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.sqlite"),
                         "SECRET_KEY": SECRET})

    @broken.get("/broken")
    def fail():
        raise RuntimeError("a bug")

    response = broken.test_client().get("/broken")
    assert response.status_code == 500
    assert set(response.headers.keys()) >= HEADERS


_DISPUTE_FIELDS = ["game", "profile", "title", "small", "big", "ante", "bring-in", "claims",
                   *(f"seat-{row}-{part}" for row in (1, 2, 3, 11) for part in
                     ("name", "cards", "stack")),
                   *(f"round-{number}" for number in (1, 2, 6))]
_DISPUTE_TEXT = st.sampled_from([
    "Bob", "Carol", "bob", "(Qs 2h) 4s", "(9c 9d) Kd", "(Qs 2h 4s", "Qs Qs", "6x", "$1", "0",
    "-1", "1e9", "Bob brings in", "Bob brings in, Carol calls", "Carol completes to $1",
    "Bob raises to $99999999999", "Eve folds", "Bob declares both", "Bob rolls 4s",
    "it is Carol's turn", "Bob may fold", "Then Bob must post the bring-in of $0.50",
    "the hands place in this order:", "razz", "london-lowball", "english-stud", "home",
    "| player |", "Scenario: x", '"""', "#", "\n", "Bob\nWhen Bob folds",
])


_DISPUTE = {"seat-1-name": "Bob", "seat-1-cards": "(Qs 2h) 4s", "seat-2-name": "Carol",
            "seat-2-cards": "(9c 9d) Kd", "round-1": "Bob brings in"}
"""A dispute the engine rules on, for the drawn fields to change."""


@st.composite
def disputes(draw):
    """A dispute form: a good one (or none) with fields of notation, near misses and odd text."""
    changed = draw(st.dictionaries(st.sampled_from(_DISPUTE_FIELDS) | _TEXT,
                                   _DISPUTE_TEXT | _TEXT, max_size=6))
    return {**(_DISPUTE if draw(st.booleans()) else {}), **changed}


def test_random_disputes_never_fail_on_the_server(app, learner):
    client, csrf, _ = learner

    @settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
    @given(disputes(), st.sampled_from(["POST /disputes", "GET /disputes",
                                        "GET /disputes/dispute.feature"]))
    def probe(form, route):
        method, path = route.split(" ")
        if method == "POST":
            response = client.post(path, data={**form, "csrf_token": csrf})
        else:
            response = client.get(path, query_string=form)
        check_answer(response)

    probe()
