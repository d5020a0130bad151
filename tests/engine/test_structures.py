"""Spread limit and no limit (SPREAD.*, NOLIMIT.*) through the protocol: ranges, reasons, refusals.

Seven-card stud, four players, a $0.25 ante, a $1 bring-in. The spread is
$1-$5 (the small and the big bet of the stakes); no limit uses $1/$1 stakes
and a stack for everyone. The deck deals David (4d) the bring-in.
"""

from __future__ import annotations

from studrules.protocol.dispatch import handle

PLAYERS = [
    {"name": "Bob", "cards": "(Qs 2h) 4s"},
    {"name": "Carol", "cards": "(9h 9d) Kd"},
    {"name": "David", "cards": "(Ac 3h) 4d"},
    {"name": "Alice", "cards": "(5s 5c) 9c"},
]


def deal(structure: str, actions=(), stacks=None, small="1", big="5") -> dict:
    """The answer to a deal request of seven-card stud at ``structure``."""
    players = [dict(p) for p in PLAYERS]
    for player, stack in zip(players, stacks or ()):
        if stack is not None:
            player["stack"] = stack
    return handle({
        "id": 1,
        "variant": "seven-card-stud",
        "rules": {"profile": "casino", "options": {"betting-structure": structure}},
        "stakes": {"ante": "0.25", "bring_in": "1", "small_bet": small, "big_bet": big},
        "players": players,
        "actions": [list(a) for a in actions],
    })


def legal(answer: dict) -> dict[str, tuple[str | None, str | None]]:
    """Each legal verb with its ``to`` and ``max``."""
    return {item["action"]: (item.get("to"), item.get("max")) for item in answer["state"]["legal"]}


def texts(answer: dict, rule: str) -> list[str]:
    """The reasons' sentences citing ``rule``."""
    return [r["text"] for r in answer["reasons"] if r["rule"] == rule]


def test_a_spread_ranges_from_the_small_bet_to_the_big_bet_over_the_bet_to_call():
    answer = deal("spread-limit", [("David", "bring-in")])
    assert answer["ok"], answer
    assert legal(answer)["raise"] == ("2", "6")
    raised = deal("spread-limit", [("David", "bring-in"), ("Alice", "raise", "6")])
    # The largest raise is worked out as the bet plus the upper bound.
    assert any("$1 + $5 = $6" in t for t in texts(raised, "SPREAD.MAXIMUM")), raised["reasons"]
    assert legal(raised)["raise"] == ("11", "11")


def test_a_spread_raise_past_the_upper_bound_is_refused_citing_the_maximum():
    answer = deal("spread-limit", [("David", "bring-in"), ("Alice", "raise", "7")])
    error = answer["error"]
    assert (error["code"], error["rule"], error["at"]) == ("illegal-action", "SPREAD.MAXIMUM", 1)
    assert "$7 is more than the largest raise, to $6" in error["message"]


def test_a_raise_below_the_last_full_raise_is_refused_citing_the_minimum():
    for structure, stacks in (("spread-limit", None), ("no-limit", ["50"] * 4)):
        answer = deal(structure, [("David", "bring-in"), ("Alice", "raise", "4"),
                                  ("Bob", "raise", "6")], stacks)
        error = answer["error"]
        prefix = "SPREAD" if structure == "spread-limit" else "NOLIMIT"
        assert (error["rule"], error["at"]) == (f"{prefix}.MINIMUM", 2), error
        assert "less than the smallest raise, to $7" in error["message"]


def test_no_limit_goes_up_to_every_chip_and_says_so():
    answer = deal("no-limit", [("David", "bring-in")], ["50", "50", "50", "30"], "1", "1")
    assert legal(answer)["raise"] == ("2", "29.75")
    raised = deal("no-limit", [("David", "bring-in"), ("Alice", "raise", "29.75")],
                  ["50", "50", "50", "30"], "1", "1")
    assert texts(raised, "NOLIMIT.MAXIMUM") == [
        "Alice could raise to $29.75 at most: in no limit every chip a player has may be wagered"
    ]


def test_no_limit_without_a_stack_is_refused_naming_the_rule():
    answer = deal("no-limit", stacks=["50", None, "50", "50"])
    error = answer["error"]
    assert (error["code"], error["field"]) == ("bad-request", "players[1].stack")
    assert "NOLIMIT.MAXIMUM" in error["message"] and "stack" in error["message"]


def test_an_unknown_structure_is_refused_with_the_list_of_values():
    error = deal("limitless")["error"]
    assert error["code"] == "bad-request"
    for value in ("game", "fixed-limit", "pot-limit", "no-limit", "spread-limit"):
        assert value in error["message"]


def test_the_spread_keeps_the_cap_and_no_limit_does_not():
    raises = [("David", "bring-in"), ("Alice", "raise", "2"), ("Bob", "raise", "3"),
              ("Carol", "raise", "4")]
    capped = deal("spread-limit", raises)
    assert set(legal(capped)) == {"fold", "call"}
    refused = deal("spread-limit", [*raises, ("David", "raise", "5")])["error"]
    assert refused["rule"] == "BET.CAP"
    open_ended = deal("no-limit", raises, ["50"] * 4, "1", "1")
    assert legal(open_ended)["raise"] == ("5", "49.75")
