"""The progress page's totals as kept, against a recount from the answer log (#36).

Each skill's counts are kept in its row as answers are saved, and the verdict's
sureness is kept per pair of counts once worked out; the page reads both instead of
recounting. Whatever order first attempts and replays come in, the kept figures must
equal what a recount of the stored answers gives.
"""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction
from math import comb

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_trainer_store import TICKET, answer, db  # noqa: F401  (db is a fixture)

from studrules_trainer import progress

SKILLS = ("bring-in/razz/suit-tie", "bring-in/razz/low-card", "first-to-act/seven-card-stud/x")
_learners = itertools.count()

ANSWERS = st.lists(
    st.tuples(st.sampled_from(SKILLS), st.booleans(), st.booleans()), min_size=1, max_size=20
)
"""Answers in order: (skill, right, a replay of the learner's previous question)."""


def recount(connection, learner: str) -> dict[str, tuple[int, int]]:
    """Each skill's (right, wrong) counted answers, from the answer log alone."""
    rows = connection.execute(
        "SELECT skill, correct FROM answer WHERE learner_id = ? AND weight > 0", (learner,)
    ).fetchall()
    counts = Counter((row["skill"], bool(row["correct"])) for row in rows)
    return {skill: (counts[skill, True], counts[skill, False])
            for skill in {row["skill"] for row in rows}}


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ANSWERS)
def test_the_kept_totals_equal_a_recount_of_the_answers(db, answers):  # noqa: F811
    learner = f"learner-{next(_learners)}"
    previous = None
    for number, (skill, right, replay) in enumerate(answers):
        ticket = previous if replay and previous else {**TICKET, "seed": number,
                                                        "difficulty": 1, "skill": skill}
        answer(db, learner, f"{learner}-{number}", right, 1_700_000_000.0 + 60 * number,
               skill=skill, ticket=ticket)
        previous = ticket
    kept = {s.skill: s for s in progress.skills(db, learner)}
    counted = recount(db, learner)
    assert {skill: (s.right, s.wrong) for skill, s in kept.items()} == counted
    for skill, (right, wrong) in counted.items():
        assert kept[skill].verdict == progress.verdict.__wrapped__(right, wrong)
        assert kept[skill].sureness == progress.sureness.__wrapped__(right, wrong)
    assert sum(s.total for s in kept.values()) == sum(map(sum, counted.values()))
    for limit in (1, 3, progress.MISTAKES):  # the page's count is the redo's listing, counted
        assert progress.open_mistake_count(db, learner, limit) == len(
            progress.open_mistakes(db, learner, limit=limit))


def binomial_tail(right: int, wrong: int, line: Fraction) -> Fraction:
    """The chance that at least right + 1 of right + wrong + 1 tries at odds ``line`` succeed,
    summed term by term as the textbook writes it."""
    tries = right + wrong + 1
    return sum((comb(tries, k) * line**k * (1 - line) ** (tries - k)
                for k in range(right + 1, tries + 1)), Fraction(0))


@given(st.integers(0, 120), st.integers(0, 120),
       st.sampled_from([progress.WEAK, progress.STRONG, Fraction(1, 2), Fraction(9, 10)]))
def test_the_tail_worked_out_term_from_term_is_the_textbooks_exactly(right, wrong, line):
    assert progress.below(right, wrong, line) == binomial_tail(right, wrong, line)
