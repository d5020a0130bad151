"""The protocol's limits, several scrambles, and hostile lines: every refusal typed, no hang.

Issue 19: amounts too long or too fine reached ``internal-error``; a deal could not
give a second scramble; showing rankings on many cards took seconds. The fuzz
tests at the end keep the probes that found these: hostile lines through the
engine's line handler, each answered with a typed error within a generous
deadline.
"""

from __future__ import annotations

import copy
import io
import json
import re
from datetime import timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from locations import REPO
from patience import patience

from studrules.cards import format_cards, standard_deck
from studrules.protocol import limits
from studrules.protocol.dispatch import handle, hello, serve
from studrules.protocol.schema import answer_schema, schema, validate

ROOT = REPO
TYPED = {"bad-request", "unsupported", "illegal-action", "incomplete-deal"}
DEAL = {
    "id": 1,
    "variant": "seven-card-stud",
    "stakes": {"ante": "0.25", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"},
    "players": [
        {"name": "Bob", "cards": "(Qs 2h) 4s 7c"},
        {"name": "Carol", "cards": "(9c 9d) Kd Kh", "stack": "40"},
        {"name": "David", "cards": "(Ac 3h) 4d"},
    ],
    "actions": [["David", "bring-in"], ["Bob", "call"], ["Carol", "complete"]],
}
FULL_DECK = format_cards(standard_deck()) + " Jk"
EVERY_RANK = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "Jk"]


def deal(**changes) -> dict:
    request = copy.deepcopy(DEAL)
    request.update(changes)
    return handle(request)


def refusal(answer: dict, field: str | None, code: str = "bad-request") -> str:
    assert not answer["ok"], answer
    assert (answer["error"]["code"], answer["error"]["field"]) == (code, field), answer
    return answer["error"]["message"]


def answers_to(*lines: str) -> list[dict]:
    out = io.StringIO()
    serve(io.StringIO("".join(line + "\n" for line in lines)), out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def within_schema(line: str, answer: dict) -> bool:
    """Whether ``answer`` is typed and fits the schema of its request's kind (or an error's)."""
    typed = answer["ok"] or answer["error"]["code"] in TYPED
    try:
        request = json.loads(line)
    except (ValueError, RecursionError):  # the engine refuses the line as a whole
        request = None
    kind = request if isinstance(request, dict) else {}
    return typed and validate(answer, answer_schema(kind, answer)) == []


# The limits are stated in the handshake, the docs and the schemas.


def test_the_handshake_states_the_limits():
    assert hello()["limits"] == {
        "line_bytes": 262_144, "cards": 53, "players": 10, "hands": 10, "actions": 500,
        "amount_digits": 18, "amount_decimals": 12, "play_digits": 1000,
    }


def test_the_docs_table_gives_every_limit_as_the_handshake_does():
    text = (ROOT / "docs" / "protocol.md").read_text("utf-8")
    rows = dict(re.findall(r"^\| [^|]+ \| `(\w+)` \| ([\d,]+) \|$", text, re.MULTILINE))
    assert {key: int(value.replace(",", "")) for key, value in rows.items()} == limits.LIMITS


def test_the_schemas_carry_the_limits():
    deal_schema = schema("deal-request")["properties"]
    assert deal_schema["players"]["maxItems"] == limits.PLAYERS
    assert deal_schema["actions"]["maxItems"] == limits.ACTIONS
    hands = schema("rank-request")["properties"]["rank"]["properties"]["hands"]
    assert hands["maxItems"] == limits.HANDS
    pattern = schema("common")["$defs"]["amount"]["pattern"]
    digits, decimals = limits.LIMITS["amount_digits"], limits.LIMITS["amount_decimals"]
    assert pattern == f"^[0-9]{{1,{digits}}}(\\.[0-9]{{1,{decimals}}})?$"
    played = schema("common")["$defs"]["play-amount"]["pattern"]
    assert played == f"^[0-9]{{1,{limits.PLAY_DIGITS}}}(\\.[0-9]{{1,{decimals}}})?$"
    assert set(schema("hello-answer")["properties"]["limits"]["properties"]) == set(limits.LIMITS)


# Amounts: too many digits, too many decimals (issue 19, defect 2).


@pytest.mark.parametrize(
    ("amount", "says"),
    [
        ("1" * 5000, "at most 18 digits before the point"),
        ("1" * 19, "at most 18 digits before the point"),
        ("0." + "0" * 12 + "1", "at most 12 decimal places"),
        ("1." + "5" * 4400, "at most 12 decimal places"),
    ],
)
def test_an_amount_too_long_is_refused_naming_its_field(amount, says):
    assert says in refusal(deal(stakes={**DEAL["stakes"], "ante": amount}), "stakes.ante")
    players = copy.deepcopy(DEAL["players"])
    players[1]["stack"] = amount
    assert says in refusal(deal(players=players), "players[1].stack")


@pytest.mark.parametrize(
    ("amount", "says"),
    [
        ("1" * 5000, "at most 1000 digits before the point"),
        ("1" * 1001, "at most 1000 digits before the point"),
        ("0." + "0" * 12 + "1", "at most 12 decimal places"),
    ],
)
def test_an_action_amount_too_long_is_refused_naming_the_action(amount, says):
    """An action may name an amount as long as answers write (``play_digits``), no longer."""
    actions = [["David", "bring-in"], ["Bob", "complete", amount]]
    assert says in refusal(deal(actions=actions), "actions[1]")
    assert refusal(deal(actions=[["David", "bring-in"], ["Bob", "complete", "1" * 19]]),
                   "actions[1]", "illegal-action")


def test_the_finest_amount_allowed_is_read_and_written_back():
    stakes = {"ante": "0.000000000001", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"}
    answer = deal(stakes=stakes, actions=[])
    assert answer["ok"], answer
    assert answer["state"]["pot"] == "0.000000000003"


def test_a_json_number_too_long_to_read_is_refused_naming_its_field():
    line = json.dumps({**DEAL, "stakes": {**DEAL["stakes"], "chip": "HUGE"}})
    (answer,) = answers_to(line.replace('"HUGE"', "9" * 5000))
    assert "a number of 5000 digits" in refusal(answer, "stakes.chip")
    (answer,) = answers_to('{"id": ' + "7" * 5000 + ', "hello": true}')
    refusal(answer, "id")


# Players, actions, hands and lines beyond the limits.


def test_too_many_players_actions_or_hands_are_refused_naming_the_limit():
    players = [{"name": f"P{i}", "cards": "(2c 3c) 4c"} for i in range(11)]
    assert "at most 10 players" in refusal(deal(players=players), "players")
    actions = [["Bob", "check"]] * 501
    assert "at most 500 actions" in refusal(deal(actions=actions), "actions")
    rank = {"ranking": "high", "hands": ["AKQJT"] * 11}
    assert "at most 10 hands" in refusal(handle({"id": 1, "rank": rank}), "rank.hands")


def test_a_raise_cap_too_long_to_read_is_refused():
    rules = {"options": {"max-raises": "9" * 5000}}
    assert "max-raises" in refusal(deal(rules=rules), "rules.options.max-raises")
    assert deal(rules={"options": {"max-raises": "999"}})["ok"]
    refusal(deal(rules={"options": {"max-raises": "1000"}}), "rules.options.max-raises")


def test_a_line_too_long_is_refused_and_the_next_one_answered():
    long_line = json.dumps({"id": 1, "evaluate": {"ranking": "high", "cards": " " * 300_000}})
    answers = answers_to(long_line, '{"id": 2, "hello": true}')
    assert "at most 262144 bytes" in refusal(answers[0], None)
    assert answers[1]["id"] == 2 and answers[1]["ok"]


def test_a_line_at_the_limit_is_read():
    request = {"id": 1, "evaluate": {"ranking": "high", "cards": "AKQJT"}}
    line = json.dumps(request)
    padded = line[:-1] + " " * (limits.LINE_BYTES - len(line)) + "}"
    (answer,) = answers_to(padded)
    assert answer["ok"], answer


# Showing hands at the card limit, every rank wild (issue 19, defect 1).


@pytest.mark.parametrize("ranking", ["showing-high", "showing-low"])
@pytest.mark.parametrize("wild", [[], EVERY_RANK])
def test_a_showing_ranking_of_the_whole_deck_is_answered(ranking, wild):
    answer = handle({"id": 1, "evaluate": {"ranking": ranking, "cards": FULL_DECK, "wild": wild}})
    assert answer["ok"], answer
    best = "five of a kind, aces" if ranking == "showing-high" else "five-four low"
    assert answer["hand"]["name"] == best


def test_the_issue_example_is_answered():
    body = {
        "ranking": "showing-low",
        "cards": "6d 9c 3h As Kh 8d Ac Qs 9s 5c Qd Td Jh Qh 3c",
        "wild": EVERY_RANK,
    }
    answer = handle({"id": 1, "evaluate": body})
    assert answer["hand"]["name"] == "five-four low"


# Several scrambles (issue 19, defect 7).

BASEBALL = {
    "id": 1,
    "variant": "baseball",
    "stakes": {"ante": "0.25", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"},
    "players": [{"name": n} for n in
                ("Bob", "Carol", "David", "Erin", "Frank", "Grace", "Heidi", "Alice")],
    "deck": "5s 9d 4d 7d 3c 3h As 8h 7h 8c 4c Th Jc 6h Qc 9h Kd 3s 7c 9s Ad Kc Kh 5c Qd 5h 4s "
            "2c Js 2d Td 6d Ts 9c Ac Tc 8d 8s Ks Jd 2h Qs 5d Jh 6c 6s Qh 4h 7s Ah 3d 2s",
}
_ROUND = ["Erin", "Frank", "Grace", "Heidi", "Alice", "Bob", "Carol", "David"]
BASEBALL_ACTIONS = [
    ["Carol", "pay"], ["Alice", "bring-in"],
    *[[n, "call"] for n in ("Bob", "Carol", "David", "Erin", "Frank", "Grace", "Heidi")],
    *[[n, "check"] for n in _ROUND * 2],
    ["Heidi", "pay"],
    *[[n, "check"] for n in (_ROUND[3:] + _ROUND[:3]) * 2],
]


def test_a_hand_scrambled_twice_replays_with_both_orders():
    answer = handle({**BASEBALL, "reshuffled": ["Jh Qd Ac 2s", "Jh 2s"],
                     "actions": BASEBALL_ACTIONS})
    assert answer["ok"], answer
    assert answer["state"]["community"] == "2s"
    assert answer["state"]["result"]["payouts"] == {"Carol": "16"}


def test_a_missing_second_scramble_is_an_incomplete_deal_naming_it():
    answer = handle({**BASEBALL, "reshuffled": "Jh Qd Ac 2s", "actions": BASEBALL_ACTIONS})
    sixth_street_ends = len(BASEBALL_ACTIONS) - 9  # its last check deals seventh street
    assert "reshuffled[1]" in refusal(answer, f"actions[{sixth_street_ends}]", "incomplete-deal")


def test_a_wrong_second_scramble_is_refused():
    answer = handle({**BASEBALL, "reshuffled": ["Jh Qd Ac 2s", "Jh 3s"],
                     "actions": BASEBALL_ACTIONS})
    assert "reshuffled[1] must be the scrambled cards" in answer["error"]["message"]
    answer = handle({**BASEBALL, "reshuffled": ["Jh Qd Ac 2s", 7], "actions": []})
    refusal(answer, "reshuffled[1]")
    refusal(handle({**BASEBALL, "reshuffled": {"first": "Jh"}, "actions": []}), "reshuffled")


# Hostile lines: each answered with a typed error (or an answer), within a deadline.

_BIG = "\x00BIG\x00"
_DEEP = "\x00DEEP\x00"
hostile = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(),
        st.integers(min_value=-(10**40), max_value=10**40),
        st.text(max_size=30),
        st.text(alphabet="AKQJT98765432cdhsJk()$. 0", max_size=200),
        st.sampled_from([_BIG, _DEEP, FULL_DECK, "9" * 5000, "0." + "1" * 30, "1e999999",
                         "-1", "$0.25", " " * 10_000, "(" * 500, "Jk Jk", "As " * 60]),
    ),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.text(max_size=10), inner,
                                                                 max_size=4),
    max_leaves=10,
)
TEMPLATES = [
    {"id": 1, "hello": True},
    {"id": 2, "evaluate": {"ranking": "showing-low", "cards": FULL_DECK, "wild": EVERY_RANK}},
    {"id": 3, "evaluate": {"ranking": "high", "cards": "As Ks Qs Js 2c", "wild": ["2"],
                           "options": {"wild-duplication": "none"}}},
    {"id": 4, "rank": {"ranking": "showing-high", "hands": [FULL_DECK, "Kd 7c"],
                       "wild": EVERY_RANK, "options": {"showing-tie-break": "high-card-by-suit"}}},
    {**DEAL, "rules": {"profile": "home", "options": {"max-raises": "4",
                                                      "showing-tie-break": "position"}}},
    {**BASEBALL, "reshuffled": ["Jh Qd Ac 2s", "Jh 2s"], "actions": BASEBALL_ACTIONS},
]


def _paths(value: object, path: tuple = ()) -> list[tuple]:
    """Every place inside a request where a value can be replaced."""
    found = [path] if path else []
    if isinstance(value, dict):
        for key, inner in value.items():
            found += _paths(inner, (*path, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            found += _paths(inner, (*path, i))
    return found


@st.composite
def hostile_lines(draw) -> str:
    request = copy.deepcopy(draw(st.sampled_from(TEMPLATES)))
    for _ in range(draw(st.integers(min_value=1, max_value=3))):
        paths = _paths(request)
        if draw(st.booleans()) and paths:
            *parent, last = draw(st.sampled_from(paths))
            holder = request
            for step in parent:
                holder = holder[step]
            holder[last] = draw(hostile)
        else:
            request[draw(st.text(min_size=1, max_size=8))] = draw(hostile)
    line = json.dumps(request)
    depth = draw(st.integers(min_value=1, max_value=5000))
    return (line.replace(json.dumps(_BIG), "9" * draw(st.integers(4000, 6000)))
                .replace(json.dumps(_DEEP), "[" * depth + "]" * depth))


@settings(max_examples=300, deadline=timedelta(seconds=patience(5)),
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(hostile_lines())
def test_a_hostile_line_gets_an_answer_or_a_typed_error(line):
    (answer,) = answers_to(line)
    assert within_schema(line, answer), answer


HELLO = hello()
OPTIONS = [("deal", name) for name in HELLO["hand_options"]] + [
    ("evaluate", name) for name in HELLO["options"]
]
option_values = st.one_of(
    hostile,
    st.integers(min_value=0, max_value=6000).map(lambda n: "9" * n),
    st.sampled_from(["0", "-1", "١٢", " 3", "3.5", "1e9", "99999999999"]),
)


@pytest.mark.parametrize(("where", "name"), OPTIONS)
@settings(max_examples=20, deadline=timedelta(seconds=patience(5)),
          suppress_health_check=[HealthCheck.too_slow])
@given(value=option_values)
def test_any_option_value_gets_an_answer_or_a_typed_error(where, name, value):
    if where == "deal":
        request = {**DEAL, "rules": {"options": {name: value}}}
    else:
        request = {"id": 1, "evaluate": {"ranking": "showing-high", "cards": "Kd 7c",
                                         "options": {name: value}}}
    line = json.dumps(request).replace(json.dumps(_BIG), "9" * 5000)
    line = line.replace(json.dumps(_DEEP), "[" * 3000 + "]" * 3000)
    (answer,) = answers_to(line)
    assert within_schema(line, answer), answer
    read = answer["ok"] or answer["error"]["field"] is not None  # not refused as a whole line
    if read and not answer["ok"] and where == "deal" and answer["error"]["code"] == "bad-request":
        assert answer["error"]["field"] == f"rules.options.{name}", answer


AMOUNT_PATHS = [("stakes", "ante"), ("stakes", "bring_in"), ("stakes", "small_bet"),
                ("stakes", "chip"), ("players", 0, "stack"), ("actions", 2, 2)]


@st.composite
def hostile_amounts(draw) -> str:
    """A deal line with one amount of many digits or decimals, as text or as a JSON number."""
    whole = draw(st.integers(min_value=0, max_value=6000))
    decimals = draw(st.integers(min_value=0, max_value=40))
    text = "1" * max(1, whole) + ("." + "5" * decimals if decimals else "")
    request = copy.deepcopy(DEAL)
    request["actions"] = [["David", "bring-in"], ["Bob", "call"], ["Carol", "complete", "1"]]
    *parent, last = draw(st.sampled_from(AMOUNT_PATHS))
    holder = request
    for step in parent:
        holder = holder[step]
    holder[last] = _BIG
    number = draw(st.booleans()) and not decimals
    return json.dumps(request).replace(json.dumps(_BIG), text if number else json.dumps(text))


@settings(max_examples=150, deadline=timedelta(seconds=patience(5)),
          suppress_health_check=[HealthCheck.too_slow])
@given(hostile_amounts())
def test_an_amount_of_any_length_gets_an_answer_or_a_typed_error(line):
    (answer,) = answers_to(line)
    assert within_schema(line, answer), answer


@settings(max_examples=100, deadline=timedelta(seconds=patience(5)),
          suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=400))
def test_any_bytes_on_a_line_get_a_typed_error(raw):
    line = raw.decode("utf-8", "replace").replace("\n", " ").replace("\r", " ")
    answers = answers_to(line)
    assert all(a["ok"] or a["error"]["code"] in TYPED for a in answers), answers


# One field of a deal changed: a refusal names that field (issue 27), and a name that reads as
# the dealer's or the floor's is refused as such.

REPORTER_WORDS = st.sampled_from(["dealer", "floor"]).flatmap(
    lambda word: st.lists(st.booleans(), min_size=len(word), max_size=len(word)).map(
        lambda upper: "".join(c.upper() if u else c for c, u in zip(word, upper))))
NAMES = st.one_of(REPORTER_WORDS, REPORTER_WORDS.map(lambda w: f" {w} "),
                  st.sampled_from(["Bob", "Carol", "David", "", " ", "Dealers", "Floorman"]),
                  st.text(max_size=8))
PLAUSIBLE = st.one_of(
    hostile,
    NAMES,
    st.sampled_from(["0", "0.10", "0.30", "1", "2", "3", "40.10", "-1", "1" * 19, "Qs 2h 4s",
                     "(Qs 2h) 4s 7c", "(9c 9d) Kd Kh", "casino", "saloon", "position"]),
)
FIELDS = [("stakes", key) for key in ("ante", "bring_in", "small_bet", "big_bet", "chip")] + [
    ("players", seat, key) for seat in range(3) for key in ("name", "cards", "stack")
] + [("rules",), ("rules", "profile"), ("community",), ("reshuffled",)]


def _set(request: dict, path: tuple, value: object) -> None:
    holder = request
    for step in path[:-1]:
        holder = holder.setdefault(step, {}) if isinstance(step, str) else holder[step]
    holder[path[-1]] = value


def _top(field: str) -> str:
    return re.split(r"[.\[]", field, maxsplit=1)[0]


@settings(max_examples=400, deadline=timedelta(seconds=5),
          suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FIELDS), PLAUSIBLE)
def test_a_deal_with_one_field_changed_is_refused_naming_that_field(path, value):
    request = copy.deepcopy({**DEAL, "actions": []})
    _set(request, path, value)
    line = json.dumps(request)
    (answer,) = answers_to(line)
    assert within_schema(line, answer), answer
    if answer["ok"]:
        return
    error = answer["error"]
    assert error["field"] is not None and _top(error["field"]) == path[0], (path, error)
    if path[-1] == "name" and isinstance(value, str) and value.strip().casefold() in (
            "dealer", "floor"):
        where = f"players[{path[1]}].name"
        assert (error["field"], error.get("rule")) == (where, "IRREGULAR.REPORTED"), error
        assert json.dumps(value)[1:-1] in error["message"] or value in error["message"], error


@settings(max_examples=200, deadline=timedelta(seconds=5),
          suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(NAMES, min_size=2, max_size=limits.PLAYERS))
def test_players_called_anything_are_dealt_or_refused_at_the_first_bad_name(names):
    players = [{"name": name} for name in names]
    request = {"id": 1, "variant": "five-card-stud", "players": players, "deck": FULL_DECK[:-3],
               "stakes": DEAL["stakes"], "actions": []}
    line = json.dumps(request)
    (answer,) = answers_to(line)
    assert within_schema(line, answer), answer
    bad = [i for i, name in enumerate(names)
           if not name.strip() or name in names[:i]
           or name.strip().casefold() in ("dealer", "floor")]
    if not bad:
        assert answer["ok"], answer
    else:
        assert refusal(answer, f"players[{bad[0]}].name")
