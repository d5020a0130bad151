"""Every trainer route, found in ``app.url_map``, under hostile requests: never a 5xx.

Hypothesis picks a route, fills its parameters (huge and negative numbers,
odd text, NUL characters), adds a query string, a form (with or without the
session's CSRF token, a real question token, one damaged, or one re-signed
with the server's own secret holding ids out of range and text no database
stores), a method, an ``Accept`` and a ``Host`` (names, addresses, and text
that names no host), and sometimes a session cookie re-signed the same way.
Every answer must be below 500, carry the security headers, and redirect, if
at all, to a path on this site (never to the ``Host`` the client sent); a
``Host`` that names no host is a 400. The route fuzz runs on SQLite and on
PostgreSQL (``module_database``), since each refuses different things.
Beside the fuzzing: ids beyond the databases' range, the exact headers,
redirects under a hostile ``Host``, the stylesheet that places the seats, and
the start-up under settings of every kind and damaged database files.

The fuzzers are seeded (``derandomize``), run a fixed number of examples, and
count what they sent: each kind of hostile input must have been sent at least
``AT_LEAST`` times, so that a change to a strategy cannot quietly stop one.
"""

from __future__ import annotations

import dataclasses
import random
import re
import urllib.parse
from collections import Counter
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from werkzeug.datastructures import MultiDict
from werkzeug.routing import IntegerConverter

from studrules.variants import VARIANTS
from studrules_trainer import create_app, quiz_settings, tokens
from studrules_trainer.db import close_pool, migrate
from studrules_trainer.layout import seat_class, seat_places
from studrules_trainer.questions import PROFILES, TOPICS, Ticket
from studrules_trainer.runs import MODES
from studrules_trainer.startup import SETTINGS
from studrules_trainer.storable import LARGEST_ID
from studrules_trainer.testing import fill_answer, read_forms

SECRET = "fuzz-secret-" + "y" * 40
AT_LEAST = 15
"""How many times each kind of hostile input must have been sent by a fuzzer."""
METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")
HEADERS = {
    "Content-Security-Policy",
    "X-Content-Type-Options",
    "X-Frame-Options",
    "Referrer-Policy",
}


@pytest.fixture(scope="module")
def app(tmp_path_factory, module_database):
    """The trainer on SQLite, then on PostgreSQL, for every test of this module that asks."""
    folder = tmp_path_factory.mktemp("fuzz")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("STUDRULES_TRAINER_INSTANCE", str(folder / "instance"))
        made = create_app({"TESTING": True, "DATABASE": module_database, "SECRET_KEY": SECRET})
        yield made
        close_pool(made)


@pytest.fixture(scope="module")
def learner(app):
    """A client in a streak run that has answered a question: its CSRF, a new question's token
    and a well-formed answer to that question (the token among its fields).

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
    return client, csrf, form.value("token"), fill_answer(form, random.Random(2))


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
        for number in (LARGEST_ID + 1, 2**64, 10**40):
            path = path_of(rule, dict.fromkeys(rule.arguments, str(number)))
            response = client.get(path)
            assert response.status_code == 404, (path, response.status_code)


def test_the_largest_sqlite_id_is_simply_not_yours(app):
    response = app.test_client().get(f"/quiz/feedback/{LARGEST_ID}")
    assert response.status_code == 404


_TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=40)
_NUL_TEXT = st.builds(lambda before, after: before + "\x00" + after, _TEXT, _TEXT)
_KNOWN = ["trainer.css", "trainer.js", "high", "README", "high.md", "bring-in/razz/plain",
          "../secret_key", "%2e%2e/", "\x00", "bring-in/razz/\x00"]
_NUMBER = st.one_of(st.integers(-(2**70), 2**70), st.sampled_from([0, 1, LARGEST_ID,
                                                                   LARGEST_ID + 1]))
HOSTILE_HOSTS = ["a..b", "x" * 64 + ".example", "evil.example/x", "two words", "[::1",
                 "host:99999", "host:port", ".", "a" * 254, "<b>", "ex\u00e4mple.org"]
"""``Host`` headers that name no host: each must be answered 400."""
_HOSTS = st.sampled_from(["localhost", "evil.example", "127.0.0.1:5000", "[::1]:80"])
_ODD_HOSTS = st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), max_size=70)
_CLAIM_CHANGES = st.fixed_dictionaries({}, optional={
    "run": _NUMBER | st.none() | st.booleans() | st.sampled_from([-1, LARGEST_ID]),
    "nonce": _TEXT | _NUL_TEXT,
    "mode": st.sampled_from(MODES) | _TEXT | _NUL_TEXT,
})
_TICKETS = st.builds(Ticket, st.sampled_from(sorted(VARIANTS)) | _TEXT,
                     st.sampled_from(TOPICS) | _TEXT, _NUMBER,
                     st.sampled_from(PROFILES) | _NUL_TEXT, st.integers(-3, 5))
_SESSIONS = st.fixed_dictionaries({}, optional={
    "learner": _TEXT | _NUL_TEXT | st.integers(),
    "run": _NUMBER | st.booleans() | _TEXT,
    "quiz": st.sampled_from(MODES).map(
        lambda mode: dataclasses.replace(quiz_settings.DEFAULT, mode=mode).as_dict()),
})


def resigned_question(app, token: str, changes: dict) -> str:
    """``token`` re-signed with the app's own secret, its claim changed by ``changes``."""
    with app.test_request_context():
        claim = tokens.read_question(token)
        return tokens.sign_question(dataclasses.replace(claim, **changes))


def signed_ticket(app, ticket: Ticket) -> str:
    """A ticket token for ``ticket`` (whatever it holds), signed with the app's own secret."""
    with app.test_request_context():
        return tokens.sign_ticket(ticket)


def session_cookie(app, contents: dict) -> str:
    """A session cookie holding ``contents``, signed with the app's own secret."""
    return app.session_interface.get_signing_serializer(app).dumps(contents)


@st.composite
def requests(draw, app, learner):
    """A request to a route of ``app``: (method, path, query, form, headers, session, kinds).

    ``kinds`` names the hostile inputs the request holds, for the fuzzer's counts.
    """
    _, csrf, token, _ = learner
    kinds = set()
    every = sorted(app.url_map.iter_rules(), key=str)
    # Routes that take text are drawn as often again, so the NUL and token cases keep their
    # share however many routes without arguments the app gains.
    texts = [r for r in every if any(not isinstance(r._converters[n], IntegerConverter)
                                     for n in r.arguments)]
    rule = draw(st.sampled_from(every) | st.sampled_from(texts))
    values = {}
    for name in rule.arguments:
        if isinstance(rule._converters[name], IntegerConverter):
            values[name] = str(draw(_NUMBER))
        elif name == "token" and draw(st.booleans()):
            values[name] = signed_ticket(app, draw(_TICKETS))
            kinds.add("re-signed ticket")
        else:
            text = draw(_TEXT | _NUL_TEXT | st.sampled_from(_KNOWN))
            values[name] = urllib.parse.quote(text, safe="/") or "x"
    path = path_of(rule, values)
    if "%00" in path:
        kinds.add("NUL in the path")
    query = draw(st.dictionaries(_TEXT, _TEXT, max_size=3))
    form = draw(st.dictionaries(
        st.sampled_from(["topic", "variant", "mode", "difficulty", "profile", "four_colour",
                         "name", "seat", "action", "amount", "winners"]) | _TEXT,
        _TEXT | st.sampled_from(["on", "off", "all", "razz", "streak", "timed", "2", "-1",
                                 str(LARGEST_ID + 1)]),
        max_size=5,
    ))
    if draw(st.booleans()):
        form["csrf_token"] = csrf
    if draw(st.booleans()):
        form["token"] = draw(st.sampled_from([token, token[:-3] + "abc", "", "re-signed"]))
        if form["token"] == "re-signed":
            form["token"] = resigned_question(app, token, draw(_CLAIM_CHANGES))
            kinds.add("re-signed question")
    host = draw(_HOSTS | st.sampled_from(HOSTILE_HOSTS) | _ODD_HOSTS)
    if host in HOSTILE_HOSTS:
        kinds.add("a Host that names no host")
    headers = {
        "Accept": draw(st.sampled_from(["text/html", "application/json", "*/*", "image/png"])),
        "Host": host,
    }
    session = draw(st.none() | _SESSIONS)
    if session is not None:
        kinds.add("re-signed session")
    method = draw(st.sampled_from(sorted(rule.methods)) | st.sampled_from(METHODS))
    return method, path, query, form, headers, session, frozenset(kinds)


def test_random_requests_to_every_route_never_fail_on_the_server(app, learner):
    sent: Counter[str] = Counter()

    @settings(max_examples=300, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(requests(app, learner))
    def probe(request):
        method, path, query, form, headers, session, kinds = request
        client = learner[0]
        if session is not None:  # a browser of its own, so the learner's session stays whole
            client = app.test_client()
            client.set_cookie(app.config["SESSION_COOKIE_NAME"], session_cookie(app, session))
        data = form if method in ("POST", "PUT", "PATCH", "DELETE") else None
        response = client.open(path, method=method, query_string=query, data=data,
                               headers=headers)
        check_answer(response, headers["Host"] if headers["Host"] != "localhost" else None)
        if "a Host that names no host" in kinds:
            assert response.status_code == 400, (headers["Host"], response.status_code)
        sent.update(kinds | {"request"})

    probe()
    print(f"route fuzz on {kind_of_database(app)}: {dict(sent)}")
    assert all(sent[kind] >= AT_LEAST for kind in (
        "NUL in the path", "re-signed session", "a Host that names no host")), sent


def kind_of_database(app) -> str:
    return "postgresql" if "://" in app.config["DATABASE"] else "sqlite"


def holds_what_no_database_stores(changes: dict) -> bool:
    """Whether a question claim changed so holds an id or text no database stores, or no mode.

    Written out here rather than taken from the trainer, so that the two are checked
    against each other."""
    run = changes.get("run")
    return (
        (run is not None and (type(run) is not int or not 0 <= run < 2**63))
        or any("\x00" in str(changes.get(field, "")) for field in ("nonce", "mode"))
        or changes.get("nonce") == ""
        or changes.get("mode", "practice") not in ("practice", "streak", "timed")
    )


def test_re_signed_tokens_never_fail_on_the_server(app, learner):
    """Question tokens re-signed with the server's secret, holding what no database stores, are
    answered; ticket tokens holding any ticket are shown or exported; never a 5xx."""
    client, _, token, answer = learner
    sent: Counter[str] = Counter()

    @settings(max_examples=150, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(_CLAIM_CHANGES, _TICKETS, st.sampled_from(["/quiz/ticket/", "/quiz/scenario/"]))
    def probe(changes, ticket, where):
        form = MultiDict([(name, value) for name, value in answer if name != "token"])
        form.add("token", resigned_question(app, token, changes))
        response = client.post("/quiz/answer", data=form)
        check_answer(response)
        if holds_what_no_database_stores(changes):
            assert response.status_code == 400, (changes, response.status_code)
            sent["question holding what no database stores"] += 1
        sent[f"question answered {response.status_code}"] += 1
        check_answer(client.get(where + signed_ticket(app, ticket)))
        sent["ticket"] += 1

    probe()
    print(f"token fuzz on {kind_of_database(app)}: {dict(sent)}")
    assert sent["question holding what no database stores"] >= AT_LEAST, sent
    assert sent["question answered 400"] < sum(
        count for kind, count in sent.items() if kind.startswith("question answered")), sent


def test_re_signed_sessions_never_fail_on_the_server(app):
    """A session cookie re-signed with the server's secret, holding a learner or a run no
    database stores, is set aside on the pages that read the database; never a 5xx."""
    sent: Counter[str] = Counter()

    @settings(max_examples=100, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(_SESSIONS, st.sampled_from(["/", "/quiz/question", "/progress/"]))
    def probe(session, path):
        client = app.test_client()
        client.set_cookie(app.config["SESSION_COOKIE_NAME"], session_cookie(app, session))
        check_answer(client.get(path))
        if "\x00" in str(session.get("learner", "")):
            sent["learner holding a NUL"] += 1
        run = session.get("run")
        if run is not None and (type(run) is not int or not 0 <= run < 2**63):
            sent["run out of range"] += 1
        sent["session"] += 1

    probe()
    print(f"session fuzz on {kind_of_database(app)}: {dict(sent)}")
    assert sent["learner holding a NUL"] >= AT_LEAST and sent["run out of range"] >= AT_LEAST, sent


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
    """Random dispute forms; 75 on each database (150 in all), as a dispute stores nothing."""
    client, csrf, _, _ = learner

    @settings(max_examples=75, deadline=None, suppress_health_check=list(HealthCheck))
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


# The start-up ----------------------------------------------------------------------------

_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(), _TEXT,
    st.lists(_TEXT, max_size=3), st.timedeltas(), st.just(lambda: 0.0),
    st.sampled_from([0, 1, 64 * 1024, "Lax", "Strict", "None", "studrules", 3600]),
    st.sampled_from([True, False, None, 180, ["localhost"], 10**12, timedelta(days=999_999)]),
)
FIRST_PAGE = 4096
"""SQLite's first page (the file's header and its schema): damage past it is found later."""
PATHS = ("DATABASE", "SECRET_KEY_FILE", "HOUSE")
"""Settings whose text is a path or URL the start would make, read or reach: not drawn as text
(a house file that cannot be read is refused naming it: tests/trainer/test_trainer_house.py)."""


def has_the_headers(response) -> None:
    """Every security header present, whatever the status."""
    assert set(response.headers.keys()) >= HEADERS, sorted(response.headers.keys())


def start_refusal(config: dict, folder, check=check_answer) -> str | None:
    """The one line that refuses ``config`` at start, or ``None`` when the trainer starts.

    A trainer that starts must then answer its start page, a question and the
    progress page as ``check`` requires (below 500 with the headers, by default).
    """
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("STUDRULES_TRAINER_INSTANCE", str(folder / "instance"))
        try:
            made = create_app(config)
        except ValueError as error:
            assert "\n" not in str(error), str(error)
            return str(error)
    try:
        client = made.test_client()
        for path in ("/", "/quiz/question", "/progress/"):
            check(client.get(path))
    finally:
        close_pool(made)
    return None


def test_settings_of_every_kind_start_and_serve_or_are_refused_naming_them(tmp_path_factory):
    outcomes: Counter[str] = Counter()

    @settings(max_examples=120, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(st.sampled_from(sorted(SETTINGS)), _VALUES)
    def probe(key, value):
        if key in PATHS and isinstance(value, str):
            value = None if key == "SECRET_KEY_FILE" else 5
        folder = tmp_path_factory.mktemp("settings")
        refusal = start_refusal(
            {"DATABASE": str(folder / "t.sqlite"), "SECRET_KEY": SECRET, key: value}, folder)
        assert refusal is None or refusal.startswith(f"{key} must be "), refusal
        outcomes["started" if refusal is None else "refused"] += 1

    probe()
    print(f"settings fuzz: {dict(outcomes)}")
    assert outcomes["started"] >= AT_LEAST and outcomes["refused"] >= AT_LEAST, outcomes


def test_damaged_database_files_are_refused_at_start_or_answered_with_the_headers(
    tmp_path_factory,
):
    pristine = tmp_path_factory.mktemp("pristine") / "trainer.sqlite"
    migrate(pristine)
    whole = pristine.read_bytes()
    outcomes: Counter[str] = Counter()

    @settings(max_examples=60, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(st.integers(0, len(whole) - 1) | st.integers(FIRST_PAGE, len(whole) - 1),
           st.binary(min_size=1, max_size=FIRST_PAGE),
           st.integers(0, len(whole)) | st.just(len(whole)))
    def probe(offset, garbage, length):
        damaged = bytearray(whole)
        damaged[offset:offset + len(garbage)] = garbage
        folder = tmp_path_factory.mktemp("damaged")
        (folder / "trainer.sqlite").write_bytes(bytes(damaged[:length]))
        refusal = start_refusal({"DATABASE": str(folder / "trainer.sqlite"),
                                 "SECRET_KEY": SECRET}, folder, check=has_the_headers)
        assert refusal is None or refusal.startswith("DATABASE names "), refusal
        outcomes["started" if refusal is None else "refused"] += 1

    probe()
    print(f"damaged database fuzz: {dict(outcomes)}")
    assert sum(outcomes.values()) == 60 and outcomes["refused"] >= AT_LEAST, outcomes
