"""The step vocabulary: matching, outside house rules, the hand steps against a scripted engine."""

from __future__ import annotations

import inspect
import re
from dataclasses import replace

import pytest

from studrules.protocol.engines import PythonEngine
from studrules.scenarios import STEPS, BadStep, Context, StepFailed, Unsupported, match
from studrules.scenarios.hands import deal_request


class Scripted:
    """An engine's handler that answers every request with ``answer`` and records the requests."""

    def __init__(self, answer: dict):
        self.answer = answer
        self.requests: list[dict] = []

    def __call__(self, request: dict) -> dict:
        self.requests.append({key: value for key, value in request.items() if key != "id"})
        return {"id": request["id"], **self.answer}


def table(answer: dict | None = None) -> tuple[Context, Scripted]:
    """A context whose engine answers ``answer`` to everything, and the engine's record."""
    scripted = Scripted(answer or {"ok": True})
    return Context(PythonEngine(scripted, "scripted")), scripted


def run(ctx: Context, kind: str, text: str, rows: list[list[str]] | None = None) -> None:
    definition, groups = match(kind, text)
    definition.run(ctx, groups, rows)


PLAYERS = [["player", "cards", "stack"], ["Bob", "(Qs 2h) 4s", ""], ["David", "(Ac 3h) 4d", "$40"]]


def seated(ctx: Context) -> Context:
    run(ctx, "given", "the game is seven-card stud high-low")
    run(ctx, "given", "the stakes are $1/$2 with a $0.25 ante and a $0.50 bring-in")
    run(ctx, "given", "the players, from the dealer's left, hold:", PLAYERS)
    return ctx


def dealt(**state: object) -> dict:
    """An answer to a deal: third street, David to act, with ``state`` changed."""
    return {
        "ok": True,
        "state": {
            "street": 3, "phase": "betting", "bring_in": "David", "to_act": "David",
            "first_actor": "David",
            "legal": [], "pot": "1", "folded": [], "community": None, "result": None, **state,
        },
        "reasons": [
            {"rule": "ANTE.ALL", "text": "every player antes"},
            {"rule": "BRING-IN.SUIT-TIE", "text": "4♦ ranks below 4♠"},
            {"rule": "BET.FIXED.LIMITS", "text": "the small bet on third street"},
        ],
    }


def failure(ctx: Context, kind: str, text: str) -> StepFailed:
    with pytest.raises(StepFailed) as failed:
        run(ctx, kind, text)
    return failed.value


def test_every_step_has_a_one_line_docstring_and_takes_its_groups():
    for step in STEPS:
        where = f"{step.kind} {step.pattern.pattern}"
        assert step.doc and "\n" not in inspect.getdoc(step.function), where
        parameters = list(inspect.signature(step.function).parameters)
        assert parameters == ["ctx", *step.pattern.groupindex, *(["table"] * step.takes_table)]


def test_match_finds_the_one_step_and_its_groups():
    step, groups = match("then", "Alice and Carol each win $4.25")
    assert step.function.__name__ == "each_win"
    assert groups == {"players": "Alice and Carol", "amount": "$4.25"}


def test_match_refuses_a_step_that_no_definition_says_naming_the_kind_it_has():
    with pytest.raises(BadStep, match=r'no Given step of the vocabulary says "it is "x"" '
                                      r"\(it is a Then step\)"):
        match("given", 'it is "x"')
    with pytest.raises(BadStep, match=r'no Then step of the vocabulary says "the dealer shrugs"'):
        match("then", "the dealer shrugs")


def test_a_near_miss_step_is_given_the_closest_steps_of_the_vocabulary():
    with pytest.raises(BadStep) as refused:
        match("then", "Dave must post the bring in of $0.50")
    assert "the closest steps: Then David must post the bring-in of $0.50" in str(refused.value)
    with pytest.raises(BadStep) as refused:
        match("when", "the actions go: Bob brings in, Carol calls")
    assert "When the action goes: Bob brings in" in str(refused.value)


def test_match_refuses_a_step_that_two_definitions_say(monkeypatch):
    step, _ = match("then", "the pot is $1")
    monkeypatch.setattr("studrules.scenarios.vocabulary.STEPS",
                        [*STEPS, replace(step, pattern=re.compile(r"the pot is .+"))])
    with pytest.raises(BadStep, match=r'"the pot is \$1" matches 2 Then steps'):
        match("then", "the pot is $1")


def test_the_given_and_when_steps_build_the_deal_request():
    ctx, _ = table()
    seated(ctx)
    run(ctx, "given", "the house rules are the tournament profile")
    run(ctx, "given", "the house rule max-raises is 4")
    run(ctx, "given", 'the deck, from the top, is "As Kd Qh"')
    run(ctx, "when", "the action goes: David brings in, Bob completes to $1")
    run(ctx, "when", "David raises to $2")
    run(ctx, "when", "Bob calls")
    assert deal_request(ctx, ["David", "bet", "1.5"]) == {
        "variant": "seven-card-stud-hi-lo-8",
        "rules": {"profile": "tournament", "options": {"max-raises": "4"}},
        "stakes": {"ante": "0.25", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"},
        "players": [
            {"name": "Bob", "cards": "(Qs 2h) 4s"},
            {"name": "David", "cards": "(Ac 3h) 4d", "stack": "40"},
        ],
        "deck": "As Kd Qh",
        "actions": [
            ["David", "bring-in"], ["Bob", "complete", "1"], ["David", "raise", "2"],
            ["Bob", "call"], ["David", "bet", "1.5"],
        ],
    }
    run(ctx, "given", "the stakes are $10/$20 with an $1.5 ante and no bring-in")
    assert deal_request(ctx)["stakes"] == {
        "ante": "1.50", "bring_in": "0", "small_bet": "10", "big_bet": "20",
    }


def test_house_rules_from_outside_the_scenario_win():
    ctx, _ = table()
    ctx.profile, ctx.options = "casino", {"max-raises": "4", "burn-cards": "no"}
    assert ctx.house_rules() == ("casino", {"max-raises": "4", "burn-cards": "no"})
    ctx.options_override = {"max-raises": "3"}
    assert ctx.house_rules() == ("casino", {"max-raises": "3", "burn-cards": "no"})
    ctx.profile_override = "home"
    assert ctx.house_rules() == ("home", {"max-raises": "3"})


@pytest.mark.parametrize(
    ("rows", "problem"),
    [([["name", "cards"], ["Bob", "4s"]], r"columns are \| player \| cards \|"),
     ([["player", "cards"]], "seats no player"),
     ([["player", "stack"], ["Bob", "lots"]], '"lots" is not an amount')],
)
def test_a_bad_players_table_is_a_bad_step(rows, problem):
    ctx, _ = table()
    with pytest.raises(BadStep, match=problem):
        run(ctx, "given", "the players, from the dealer's left, hold:", rows)


def test_a_deal_without_a_game_is_a_bad_step():
    ctx, scripted = table(dealt())
    with pytest.raises(BadStep, match="no game has been given"):
        run(ctx, "then", "the pot is $1")
    assert scripted.requests == []


def test_an_unsupported_answer_skips():
    refusal = {"ok": False, "error": {"code": "unsupported", "message": "no deals yet"}}
    ctx, _ = table(refusal)
    with pytest.raises(Unsupported, match="the engine scripted does not support this: no deals"):
        run(seated(ctx), "then", "the pot is $1")


LEGAL = [
    {"action": "bring-in", "to": "0.5", "adds": "0.5"},
    {"action": "complete", "to": "1.00", "adds": "1.00"},
]


def test_the_bring_in_and_whose_turn_it_is():
    ctx, scripted = table(dealt(legal=LEGAL))
    seated(ctx)
    run(ctx, "when", "third street is dealt")
    run(ctx, "then", "David must post the bring-in of $0.50")
    assert ctx.ruling == "David brings in for $0.50"
    assert [rule for rule, _ in ctx.cited] == ["BRING-IN.SUIT-TIE"]
    run(ctx, "then", "it is David's turn")
    run(ctx, "then", "David acts first")
    assert len(scripted.requests) == 1, "the same deal is asked once"
    wrong = failure(ctx, "then", "Bob must post the bring-in of $0.50")
    assert wrong.expected == "Bob brings in for $0.50"
    assert wrong.actual == "David brings in for $0.50"
    assert failure(ctx, "then", "David must post the bring-in of $1").actual == (
        "David brings in for $0.50"
    )
    assert failure(ctx, "then", "it is Bob's turn").actual == "it is David's turn on third street"
    assert failure(ctx, "when", "fourth street is dealt").actual == "third street, David to act"


def test_may_compares_the_exact_actions_and_amounts_however_written():
    ctx, _ = table(dealt(legal=LEGAL))
    seated(ctx)
    run(ctx, "then", "David may bring in for $0.50 or complete to $1")
    run(ctx, "then", "David may complete or bring in")
    assert [rule for rule, _ in ctx.cited] == ["BET.FIXED.LIMITS"]
    assert failure(ctx, "then", "David may bring in for $0.50").actual == (
        "David may bring in for $0.50 or complete to $1"
    )
    assert failure(ctx, "then", "David may bring in for $0.50 or complete to $2")
    assert failure(ctx, "then", "Bob may bring in for $0.50 or complete to $1")


def test_may_reads_several_amounts_of_one_action():
    legal = [{"action": "check"}, *({"action": "bet", "to": to} for to in ("1", "2"))]
    ctx, _ = table(dealt(street=4, legal=legal))
    seated(ctx)
    run(ctx, "then", "David may check or bet $1 or $2")
    assert ctx.ruling == "David may check, bet $1 or bet $2"
    assert failure(ctx, "then", "David may check or bet $1")


def test_cannot_tries_the_action_and_expects_it_refused():
    refusal = {"code": "illegal-action", "at": 1, "message": "Bob cannot check: it is a bet"}
    ctx, scripted = table({"ok": False, "error": refusal})
    seated(ctx)
    run(ctx, "when", "David brings in")
    run(ctx, "then", "Bob cannot check: the bring-in is a bet")
    assert scripted.requests[-1]["actions"] == [["David", "bring-in"], ["Bob", "check"]]
    assert ctx.actions == [["David", "bring-in"]], "the tried action is not kept"
    assert ctx.ruling == "refused: Bob cannot check: it is a bet"
    refusal["at"] = 0
    earlier = failure(ctx, "then", "Bob cannot raise to $2")
    assert earlier.actual == "refused: action 1, David brings in: Bob cannot check: it is a bet"


def test_a_refusal_citing_another_rule_is_told_as_a_refusal_with_its_rule():
    refusal = {"code": "illegal-action", "at": 1, "rule": "ACT.CLOCKWISE",
               "message": "Bob cannot check: it is David's turn"}
    ctx, _ = table({"ok": False, "error": refusal})
    seated(ctx)
    run(ctx, "when", "David brings in")
    run(ctx, "then", "Bob cannot check")
    wrong = failure(ctx, "then", "the ruling cites BET.FIXED.COMPLETE")
    assert wrong.expected == "a ruling citing BET.FIXED.COMPLETE"
    clockwise = "[ACT.CLOCKWISE: The turn moves clockwise from the first actor]"
    assert wrong.actual == ("refused: action 2, Bob checks: Bob cannot check: it is David's "
                            f"turn {clockwise}")
    refusal["at"] = 0
    earlier = failure(ctx, "then", "Bob may fold or call $0.50")
    assert earlier.actual == ("refused: action 1, David brings in: Bob cannot check: it is "
                              f"David's turn {clockwise}")


def test_cannot_fails_when_the_engine_accepts_the_action():
    ctx, _ = table(dealt(to_act="Bob"))
    seated(ctx)
    assert failure(ctx, "then", "David cannot fold").actual == (
        "it accepts it: third street, Bob to act"
    )


def test_the_pot_compares_exactly():
    ctx, _ = table(dealt(pot="3.5"))
    seated(ctx)
    run(ctx, "then", "the pot is $3.50")
    assert failure(ctx, "then", "the pot is $3.25").actual == "a pot of $3.50"


RESULT = {
    "payouts": {"Carol": "4.25", "Alice": "4.250"},
    "pots": [{"amount": "8.50", "eligible": ["Carol", "Alice"], "shares": [
        {"share": "high", "winners": ["Carol"], "amounts": {"Carol": "4.25"},
         "hand": {"name": "straight, ace high", "cards": "As Kd Qh Jc Ts"}},
        {"share": "low", "winners": ["Alice"], "amounts": {"Alice": "4.25"},
         "hand": {"name": "seven-five low", "cards": "7c 5d 4h 3s As"}},
    ]}],
}


def test_the_winners_and_their_hands():
    ctx, _ = table(dealt(phase="complete", to_act=None, result=RESULT))
    seated(ctx)
    run(ctx, "then", "the hand is over")
    run(ctx, "then", 'Carol wins $4.25 with "straight, ace high"')
    run(ctx, "then", "Alice and Carol each win $4.25")
    assert failure(ctx, "then", 'Carol wins $4.25 with "seven-five low"').actual == (
        'Carol wins $4.25 with "straight, ace high"'
    )
    assert failure(ctx, "then", "Carol wins $8.50").actual == "Carol wins $4.25"
    assert failure(ctx, "then", "Bob and Carol each win $4.25").actual == (
        "Bob wins $0, Carol wins $4.25"
    )


def test_no_winner_while_the_hand_goes_on():
    ctx, _ = table(dealt())
    seated(ctx)
    assert failure(ctx, "then", "the hand is over").actual == "third street, David to act"
    assert failure(ctx, "then", "Carol wins $1").actual == "third street, David to act"


def test_the_ruling_cites_a_rule_of_the_last_answer():
    ctx, scripted = table(dealt())
    seated(ctx)
    run(ctx, "then", "the ruling cites BRING-IN.SUIT-TIE")
    assert ctx.cited == (("BRING-IN.SUIT-TIE", "4♦ ranks below 4♠"),)
    missing = failure(ctx, "then", "the ruling cites BET.CAP")
    assert missing.actual == "it cites ANTE.ALL, BRING-IN.SUIT-TIE, BET.FIXED.LIMITS"
    assert len(scripted.requests) == 1


def test_the_community_card_whatever_its_spelling():
    ctx, _ = table(dealt(street=7, community="9♥"))
    seated(ctx)
    run(ctx, "then", "the community card is 9h")
    assert failure(ctx, "then", "the community card is 9s").actual == (
        "the community card is 9♥"
    )
