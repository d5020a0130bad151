"""The trainer's seat questions ask who must act first, and grade the engine's answer to that.

Fixed tickets of issue #15: a best board all in on a later street (seven-card
and five-card stud) and a bring-in card all in for the ante. The rulebook
(ACT.CLOCKWISE, BRING-IN.ALL-IN) counts the all-in player as the first actor
or the bring-in, but the action starts with the next player clockwise who can
act: that player is the one who must act, and the question says so.
"""

from __future__ import annotations

import pytest

from trainer.questions import Ticket, build, grade

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
    assert "Carol may fold, bring in for $2 or complete to $5" in right.expected
    assert "Bob is all in for the ante" in right.expected
    assert not any(r.text.startswith("Bob brings in") for r in right.reasons)
