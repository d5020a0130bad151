"""The protocol's JSON Schemas and the small validator that checks messages against them."""

from __future__ import annotations

import json

import pytest

from studrules.protocol import schema as schemas
from studrules.protocol.dispatch import handle
from studrules.protocol.schema import (
    SchemaError,
    answer_schema,
    request_kind,
    schema_names,
    validate,
)

REQUESTS = [
    {"id": 1, "hello": True},
    {"id": 2, "evaluate": {"ranking": "high", "cards": "As Ks Qs Js Ts 2c", "wild": ["2"],
                           "options": {"wild-duplication": "none"}}},
    {"id": "x", "rank": {"ranking": "ace-to-five-8", "hands": ["A2345", "KQJT9"]}},
    {"id": None, "evaluate": {"ranking": "high", "cards": "As Xs"}},
    {"id": 5, "variant": "seven-card-stud",
     "stakes": {"ante": "0.25", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"},
     "players": [{"name": "Bob", "cards": "(Qs 2h) 4s"}, {"name": "Carol", "cards": "(9c 9d) Kd"},
                 {"name": "Alice", "cards": "(5s 5c) 8c", "stack": "40"}],
     "actions": [["Bob", "bring-in"], ["Carol", "complete"], ["Alice", "fold"],
                 ["Bob", "fold"]]},
    {"id": 6, "variant": "seven-card-stud",
     "stakes": {"small_bet": "1", "big_bet": "2"},
     "players": [{"name": "Bob", "cards": "(Qs 2h) 4s"}, {"name": "Carol", "cards": "(9c 9d) Kd"}],
     "actions": []},
]


def test_every_schema_loads_and_uses_only_what_the_validator_checks():
    names = schema_names()
    assert {"hello-answer", "deal-request", "deal-answer", "error-answer", "cases",
            "expectations"} <= set(names)
    for name in names:
        assert schemas.schema(name)["$schema"].endswith("2020-12/schema")


@pytest.mark.parametrize("request_", REQUESTS, ids=lambda r: str(r["id"]))
def test_the_reference_requests_and_answers_follow_their_schemas(request_):
    assert validate(request_, f"{request_kind(request_)}-request") == []
    answer = handle(request_)
    assert validate(answer, answer_schema(request_, answer)) == []


def test_the_answers_of_a_finished_hand_follow_the_deal_schema():
    answer = handle(REQUESTS[4])
    assert answer["state"]["phase"] == "complete"
    assert validate(answer, "deal-answer") == []


@pytest.mark.parametrize(
    ("message", "name", "says"),
    [
        ({"id": 1, "ok": True}, "rank-answer", "the message needs places"),
        ({"id": 1, "ok": True, "places": [0]}, "rank-answer", "places[0] must be at least 1"),
        ({"id": 1, "ok": True, "places": ["1"]}, "rank-answer",
         'places[0] must be integer, not "1"'),
        ({"id": 1, "ok": True, "hand": {"name": "x", "cards": "As", "qualifies": "yes"}},
         "evaluate-answer", "hand.qualifies must be boolean"),
        ({"id": 1, "ok": False, "error": {"code": "oops", "message": "m"}}, "error-answer",
         'error.code must be one of "bad-request"'),
        ({"id": 1, "hello": True, "extra": 1}, "hello-request", "unknown field extra"),
        ({"id": [1], "hello": True}, "hello-request", "id must be integer or string or null"),
        ({"variant": "razz", "stakes": {"small_bet": "1", "big_bet": "2"}, "players": [],
          "actions": [["Bob"]]}, "deal-request", "players must have at least 1 items"),
        ({"variant": "razz", "stakes": {"small_bet": "1", "big_bet": "2"},
          "players": [{"name": "Bob"}], "actions": [["Bob"]]}, "deal-request",
         "actions[0] must have at least 2 items"),
        ({"variant": "razz", "stakes": {"small_bet": "1.5.0", "big_bet": "2"},
          "players": [{"name": "Bob"}]}, "deal-request", "stakes.small_bet must match"),
    ],
)
def test_what_breaks_a_schema_is_named(message, name, says):
    problems = validate(message, name)
    assert problems, message
    assert any(says in problem for problem in problems), problems


def test_a_deal_answer_with_a_numeric_pot_is_refused_where_it_is_wrong():
    answer = handle(REQUESTS[5])
    answer["state"]["pot"] = 1.5
    assert validate(answer, "deal-answer") == ["state.pot must be string, not 1.5"]
    answer["state"]["legal"][0]["to"] = None
    assert "state.legal[0].to must be string, not null" in validate(answer, "deal-answer")


def test_alternatives_explain_why_each_failed():
    (problem,) = validate({"id": 1, "ok": True, "places": ["x"]}, "rank-answer")
    assert "fits none of its allowed forms" in problem
    assert "must be integer" in problem and "must be null" in problem


def test_a_schema_with_a_keyword_the_validator_lacks_is_refused(tmp_path, monkeypatch):
    (tmp_path / "odd.json").write_text(json.dumps({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object", "properties": {"a": {"type": "string", "format": "email"}},
    }))
    monkeypatch.setattr(schemas, "_folder", lambda: tmp_path)
    schemas.schema.cache_clear()
    try:
        with pytest.raises(SchemaError, match="odd/properties/a uses format"):
            schemas.schema("odd")
        with pytest.raises(SchemaError, match="cannot read the schema missing"):
            schemas.schema("missing")
    finally:
        schemas.schema.cache_clear()
