"""What one answer does to the learner model: how it counts, the schedule, the ratings, the run.

``record_answer`` is the one place an answer is stored: the quiz calls it in
the answer's transaction, and the tests call it the same way. A first attempt
in time advances the skill's FSRS card and moves the three ratings
(``studrules_trainer.ratings``), and its chance and the learner's rating
after it are kept with it; practice (a replay, a late answer) is stored with
the reason and moves nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fsrs import Scheduler

from studrules_trainer import fitting, hints, progress, ratings, runs

if TYPE_CHECKING:
    from studrules_trainer.db import Connection
    from studrules_trainer.questions import Grade


@dataclass(frozen=True)
class Recorded:
    """A stored answer: its id, how it counted, and the chance the model gave it (if counted)."""

    answer_id: int
    counts: progress.Counting
    chance: float | None


def record_answer(
    db: Connection,
    *,
    learner: str,
    nonce: str,
    ticket: dict,
    skill: str,
    mode: str,
    run: runs.Run | None,
    correct: bool,
    expected: str,
    given: str,
    reasons: Iterable[tuple[str, str]],
    now: float,
    scheduler: Scheduler,
    parts: Iterable[tuple[str, str, str, bool, str]] = (),
) -> Recorded:
    """Store an answer and what it counts for (inside a transaction, after ``ensure_learner``).

    Raises ``progress.AlreadyAnswered`` when the nonce was used: the caller's
    transaction then rolls back whatever was read or locked.
    """
    counts = progress.counting(
        answered_before=progress.answered_before(db, learner, ticket),
        late=run is not None and run.over(now),
        hinted=hints.shown(db, learner, nonce),
    )
    answer_id = progress.store_answer(
        db, learner=learner, nonce=nonce, ticket=ticket, skill=skill, mode=mode,
        run_id=run.id if run else None, correct=correct, expected=expected, given=given,
        reasons=reasons, now=now, counts=counts, parts=parts,
    )
    chance = None
    if counts.counted:
        progress.update_skill(db, learner, skill, correct, now, hinted=counts.hinted,
                              using=scheduler)
        chance, after = ratings.rate_answer(db, learner, skill, correct, counts.weight, now)
        assert after.overall is not None
        progress.note_rating(db, answer_id, chance, after.overall.rating)
    if run is not None:
        runs.score(db, run, correct, now)
    return Recorded(answer_id, counts, chance)


def record_grade(
    db: Connection, *, learner: str, nonce: str, ticket: dict, graded: Grade, mode: str,
    run: runs.Run | None, now: float,
) -> Recorded:
    """Store a graded answer (``record_answer``) under the schedule's parameters in use: what
    the quiz and an exam both do with an answer once the questions package has graded it."""
    return record_answer(
        db, learner=learner, nonce=nonce, ticket=ticket, skill=graded.skill, mode=mode, run=run,
        correct=graded.correct, expected=graded.expected, given=graded.given,
        reasons=[(reason.rule, reason.text) for reason in graded.reasons], now=now,
        scheduler=fitting.scheduler_in_use(db), parts=graded.parts,
    )
