"""The trainer's seat questions ask who must act first, and grade the engine's answer to that.

Fixed tickets of issue #15: a best board all in on a later street (seven-card
and five-card stud) and a bring-in card all in for the ante. The rulebook
(ACT.CLOCKWISE, BRING-IN.ALL-IN) counts the all-in player as the first actor
or the bring-in, but the action starts with the next player clockwise who can
act: that player is the one who must act, and the question says so.
"""

from __future__ import annotations

import pytest

from studrules_trainer.questions import Ticket, build, grade

ALL_IN_FIRST = [
    # variant, seed, the all-in first actor, who must act
    ("seven-card-stud", 0, "Grace", "Heidi"),
    ("five-card-stud", 11, "Oscar", "Alice"),
]


@pytest.mark.parametrize(("variant", "seed", "all_in", "acting"), ALL_IN_FIRST)
def test_the_player_after_an_all_in_best_board_must_act_first(variant, seed, all_in, acting):
    question = build(Ticket(variant, "first-to-act", seed, "casino", 2))
    state = question.moment.state
    assert state.seats[state.first_actor].name == all_in and state.seats[state.first_actor].all_in
    assert "must act first" in question.prompt and "all in" in question.note
    right = grade(question, {"seat": acting})
    wrong = grade(question, {"seat": all_in})
    assert right.correct and not wrong.correct
    assert right.expected.startswith(f"{acting} must act first")
    assert any(r.rule == "ACT.CLOCKWISE" and acting in r.text for r in right.reasons)
    assert not any(f"{all_in} acts first" in r.text for r in right.reasons)


def test_the_player_after_a_bring_in_all_in_for_the_ante_must_act_first():
    question = build(Ticket("seven-card-stud", "bring-in", 179, "casino", 2))
    state = question.moment.state
    assert state.seats[state.bring_in].name == "Bob" and state.seats[state.bring_in].all_in
    assert "must act first" in question.prompt and "all in for the ante" in question.note
    right = grade(question, {"seat": "Carol"})
    assert right.correct and not grade(question, {"seat": "Bob"}).correct
    assert "Carol must post" not in right.expected  # Carol may fold: nobody must post
    assert "starts with Carol, who may fold, bring in for $2 or complete to $5" in right.expected
    assert "Bob is all in for the ante" in right.expected
    assert not any(r.text.startswith("Bob brings in") for r in right.reasons)


def reasons_of(variant: str, topic: str, seed: int, profile: str = "casino") -> dict[str, str]:
    """The feedback's reasons of a fixed ticket (its engine answer graded), text by rule: the
    first of each rule (the lines giving each option its rule, #29, come after the engine's)."""
    question = build(Ticket(variant, topic, seed, profile, 2))
    found: dict[str, str] = {}
    for reason in grade_engine(question).reasons:
        found.setdefault(reason.rule, reason.text)
    return found


def grade_engine(question):
    """The grade of any well-formed answer: the reasons do not depend on it."""
    first = question.choices[0]
    answer = {first.field: first.value}
    if question.kind == "actions":
        answer = {"actions": ["fold"]}
    elif question.kind == "showdown":
        answer = {"winners": [first.value], f"won-{first.value}": "1", "hands": ["x"]}
    return grade(question, answer)


# Defect 3: each deciding rule is cited.


def test_a_short_stacks_call_cites_the_all_in_rule():
    question = build(Ticket("seven-card-stud", "bet-sizing", 1, "casino", 2))
    cited = [r.text for r in grade_engine(question).reasons if r.rule == "BET.ALL-IN"]
    assert cited == [
        "Erin calls all in for $3: eligible only for what that matches (if Erin chooses it)",
        "Erin may not raise, because calling takes every chip Erin has",
        "Erin may call $3: all Erin has, short of the $5 bet",
    ]


def test_the_bring_ins_own_choice_cites_that_it_may_not_fold():
    assert "may neither check nor fold" in reasons_of("seven-card-stud", "bet-sizing", 2)[
        "BRING-IN.COMPLETE"
    ]


def test_a_tie_by_suit_names_the_cards_compared():
    text = reasons_of("seven-card-stud", "first-to-act", 301, "tournament")["ACT.TIES"]
    assert "comparing A♣ and A♥" in text


def test_pot_limit_says_so_on_the_table_and_works_out_the_largest_raise():
    question = build(Ticket("london-lowball", "bet-sizing", 2, "casino", 2))
    assert "pot limit" in question.table.stakes
    largest = [r.text for r in grade_engine(question).reasons if r.rule == "POTLIMIT.MAXIMUM"]
    assert largest[-1] == (
        "Grace could raise to $26 at most: calling $6 first makes the pot $14 + $6 = $20, "
        "and the bet of $6 plus that pot is $6 + $20 = $26"
    )


# Defect 4: the wording of issue #15, each at a ticket that showed it.


@pytest.mark.parametrize(
    ("variant", "topic", "seed", "rule", "said"),
    [
        ("seven-card-stud", "bet-sizing", 1602, "BET.FIXED.OPEN-PAIR",
         "Alice, David and Frank show open pairs"),
        ("razz", "bring-in", 0, "BRING-IN.HIGH-CARD", "T♦ and T♠ tie on rank"),
        ("seven-card-stud-wild", "first-to-act", 13, "WILDGAME.SHOWING",
         "wild 2♦, 2♥ and 2♣ showing count at their best values"),
        ("seven-card-stud", "winning-hands", 0, "POT.CARDS-SPEAK",
         "Grace: high card, king-queen-jack-nine-eight"),
    ],
)
def test_the_reasons_read_as_english(variant, topic, seed, rule, said):
    assert said in reasons_of(variant, topic, seed)[rule]


def test_the_table_says_no_bring_in_and_who_went_all_in():
    no_bring_in = build(Ticket("seven-card-stud", "bring-in", 4, "casino", 2))
    assert "no bring-in" in no_bring_in.table.stakes
    history = build(Ticket("seven-card-stud", "first-to-act", 0, "casino", 2)).table.history
    assert "Grace calls $6, all in" in dict(history)["sixth street"]
