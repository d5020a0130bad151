"""Spaced repetition over skills with FSRS-6, through the ``fsrs`` package (py-fsrs).

A skill's memory is an FSRS card: its state (learning, review or relearning),
its learning step, its stability ``S`` (days until the chance of recall falls
to 90%), its difficulty ``D`` (1 easiest .. 10 hardest), its last review and
the time it is due. ``fsrs.Scheduler`` moves it on; this module only turns the
trainer's stored numbers (Unix seconds) into its cards and back.

The learning steps, stated: a skill met for the first time and answered right
goes straight to review (due in about two days with the default parameters);
answered wrong, it comes back after ten minutes, and so does a reviewed skill
answered wrong (one relearning step of ten minutes) before it returns to
review. Grades: right is good, wrong is again, and right after a hint is hard
(the hint did part of the work).

The parameters are FSRS-6's 21 defaults until ``flask fit-schedule`` has
fitted and stored others (``studrules_trainer.fitting``). Fuzz (a small random
spread of review intervals) is on when the app is served and off under test,
so that due dates there are exact.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import lru_cache

from fsrs import Card, Rating, Scheduler, State
from fsrs.scheduler import DEFAULT_PARAMETERS

LEARNING_STEPS = (timedelta(minutes=10),)
RELEARNING_STEPS = (timedelta(minutes=10),)
DESIRED_RETENTION = 0.9
DAY = 86400.0
"""Seconds in a day: stored times are Unix seconds."""

AGAIN, HARD, GOOD, EASY = (int(rating) for rating in Rating)
LEARNING, REVIEW, RELEARNING = (int(state) for state in State)
PARAMETERS: tuple[float, ...] = tuple(DEFAULT_PARAMETERS)
"""FSRS-6's default parameters, as the fsrs package gives them (21 of them)."""


@dataclass(frozen=True)
class Memory:
    """The FSRS memory of one skill; times are Unix seconds."""

    state: int
    step: int | None
    stability: float
    difficulty: float
    last_review: float
    due: float


@lru_cache(maxsize=8)
def scheduler(parameters: tuple[float, ...] = PARAMETERS, fuzzing: bool = False) -> Scheduler:
    """The FSRS-6 scheduler with the trainer's learning steps; ``ValueError`` for bad parameters."""
    return Scheduler(
        parameters=parameters,
        desired_retention=DESIRED_RETENTION,
        learning_steps=LEARNING_STEPS,
        relearning_steps=RELEARNING_STEPS,
        enable_fuzzing=fuzzing,
    )


def _moment(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def card(memory: Memory | None) -> Card:
    """The fsrs card of a memory (a new card for a skill never reviewed)."""
    if memory is None:
        return Card(card_id=0)
    return Card(
        card_id=0, state=State(memory.state), step=memory.step, stability=memory.stability,
        difficulty=memory.difficulty, due=_moment(memory.due),
        last_review=_moment(memory.last_review),
    )


def review(memory: Memory | None, now: float, grade: int, using: Scheduler | None = None) -> Memory:
    """The memory after a review graded ``grade`` (1 again .. 4 easy) at ``now``."""
    if grade not in (AGAIN, HARD, GOOD, EASY):
        raise ValueError(f"an FSRS grade is 1, 2, 3 or 4, not {grade!r}")
    after, _log = (using or scheduler()).review_card(card(memory), Rating(grade), _moment(now))
    assert after.stability is not None and after.difficulty is not None
    return Memory(int(after.state), after.step, after.stability, after.difficulty, now,
                  after.due.timestamp())


def retrievability(memory: Memory, now: float, using: Scheduler | None = None) -> float:
    """The chance of recall at ``now`` on FSRS-6's forgetting curve (whole days, as fsrs counts)."""
    return (using or scheduler()).get_card_retrievability(card(memory), _moment(now))


def grade_of(correct: bool, hinted: bool = False) -> int:
    """The grade of a quiz answer: right is good (hard after a hint), wrong is again."""
    if not correct:
        return AGAIN
    return HARD if hinted else GOOD


def checked_parameters(values: Sequence[float]) -> tuple[float, ...]:
    """``values`` as FSRS-6 parameters; ``ValueError`` saying which are out of bounds."""
    parameters = tuple(float(value) for value in values)
    scheduler(parameters)
    return parameters
