"""Part-by-part grading (#29): each part of an answer marked beside the right value.

An answer is right only when every part is; a wrong part is named, the others
still marked right. A range whose two ends are equal is that amount; raise and
complete are one action to a learner, read in the rulebook's word; amounts are
read as a person means them (stray spaces, a dollar sign, thousands with commas).
"""

from __future__ import annotations

import random

import pytest
from test_trainer_questions import built_or_none, engine_answer, wrong_answer

from studrules import Chips, Legal
from studrules.variants import VARIANTS
from studrules_trainer.questions import PROFILES, TOPICS, BadAnswer, Ticket, answers, grade
from studrules_trainer.questions.bet_sizing import BetSizing, offered

DOLLAR = Chips.dividing([])


def random_questions(count: int, seed: int = 29):
    """``count`` questions of every topic, game and profile from one fixed random source."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        ticket = Ticket(
            rng.choice(sorted(VARIANTS)), rng.choice(TOPICS), rng.randrange(2**31),
            rng.choice(PROFILES), rng.choice((0, 1, 2)),
        )
        question = built_or_none(ticket)
        if question is not None:
            found.append(question)
    return found


QUESTIONS = random_questions(160)


@pytest.mark.parametrize(
    "question", QUESTIONS, ids=lambda q: f"{q.ticket.variant}-{q.ticket.topic}"
)
def test_every_part_of_the_engines_answer_is_right_and_one_wrong_part_is_named(question):
    right = grade(question, engine_answer(question))
    assert right.correct and right.parts and all(part.right for part in right.parts)
    missed = grade(question, wrong_answer(question, engine_answer(question)))
    assert not missed.correct
    assert len(missed.missed) == 1, missed.parts  # wrong_answer changes one point
    assert any(part.right for part in missed.parts) or len(missed.parts) == 1
    for part in missed.parts:  # each wrong part shows the right value beside the given one
        assert part.right or part.given != part.expected, part


def test_a_range_with_two_equal_ends_is_that_amount():
    legal = [Legal("fold"), Legal("call", to=4, adds=4), Legal("raise", to=10, adds=10, most=10)]
    assert offered(legal)["raise"] == frozenset({10})
    given = BetSizing()._given({"actions": ["raise"], "raise": "10", "raise-max": "10"}, DOLLAR)
    assert given == {"raise": frozenset({10})}
    alone = BetSizing()._given({"actions": ["raise"], "raise": "10"}, DOLLAR)
    assert alone == given


def completion_question():
    """A bet-sizing question whose player may complete (and not raise)."""
    for seed in range(400):
        question = built_or_none(Ticket("seven-card-stud", "bet-sizing", seed, "casino", 2))
        if question is None:
            continue
        verbs = {o.verb for o in question.moment.state.legal_actions()}
        if "complete" in verbs and "raise" not in verbs:
            return question
    raise AssertionError("no completion in 400 seeds")


def test_raise_for_complete_is_read_in_the_rulebooks_word_and_says_so():
    question = completion_question()
    answer = engine_answer(question)
    answer["actions"] = ["raise" if v == "complete" else v for v in answer["actions"]]
    answer["raise"] = answer.pop("complete")
    verdict = grade(question, answer)
    assert verdict.correct
    part = next(p for p in verdict.parts if p.name == "complete")
    assert part.right and part.note == "the rulebook calls it complete; you said raise"


@pytest.mark.parametrize(
    ("typed", "chips"),
    [("$ 1,000", 1000), ("12$", 12), ("  $12  ", 12), ("12 $", 12), ("1,250.50", None)],
)
def test_amounts_are_read_as_a_person_means_them(typed, chips):
    if chips is None:  # not a whole number of dollar chips: refused in plain words
        with pytest.raises(BadAnswer, match="not a whole number"):
            answers.amount({"won-Alice": typed}, "won-Alice", DOLLAR)
    else:
        assert answers.amount({"won-Alice": typed}, "won-Alice", DOLLAR) == chips


@pytest.mark.parametrize(
    ("answer", "field", "words"),
    [
        ({}, "won-Alice", "type an amount, such as 12 or $12"),
        ({"won-Alice": "twelve"}, "won-Alice", '"twelve" is not an amount'),
        ({"won-Alice": "5 and 6"}, "won-Alice", "give one amount here, not 2"),
    ],
)
def test_a_field_that_cannot_be_read_is_named_in_the_learners_words(answer, field, words):
    with pytest.raises(BadAnswer) as refused:
        answers.amount(answer, field, DOLLAR)
    assert refused.value.field == field and words in refused.value.message
    assert "missing:" not in refused.value.message
