"""A frozen copy of the trainer's scheduler before FSRS-6 (issue 31): hand-written FSRS-4.5.

Kept only so that benchmarks/learner_model.py can measure the new learner model against
the one it replaced; nothing in the trainer imports it. Its text below is as it was in
trainer/studrules_trainer/schedule.py, unchanged but for this paragraph.

Pure functions of the published FSRS-4.5 model (the "v4" memory formulas with the
power forgetting curve of 4.5) and its seventeen default weights. Time is in days.
A skill's memory is its stability ``S`` (the days until recall falls to 90%) and
its difficulty ``D`` (1 easiest .. 10 hardest); grades are 1 again, 2 hard,
3 good, 4 easy.

One guard goes beyond the 4.5 text: stability after a lapse never exceeds the
stability before it (later FSRS versions added the same cap), so a wrong answer
can never lengthen the interval.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

WEIGHTS: tuple[float, ...] = (
    0.4872, 1.4003, 3.7145, 13.8206,  # w0..w3: initial stability for again, hard, good, easy
    5.1618, 1.2298,                   # w4, w5: initial difficulty and its step per grade
    0.8975, 0.031,                    # w6, w7: difficulty step, mean reversion
    1.6474, 0.1367, 1.0461,           # w8..w10: stability growth on recall
    2.1072, 0.0793, 0.3246, 1.587,    # w11..w14: stability after a lapse
    0.2272, 2.8755,                   # w15, w16: hard penalty, easy bonus
)
"""The default weights of FSRS-4.5, in the published order."""

DECAY = -0.5
FACTOR = 19 / 81
"""Forgetting-curve constants of FSRS-4.5, chosen so that R(S, S) = 0.9."""

AGAIN, HARD, GOOD, EASY = 1, 2, 3, 4
GRADES = (AGAIN, HARD, GOOD, EASY)
DESIRED_RETENTION = 0.9
MIN_STABILITY = 0.01
DAY = 86400.0
"""Seconds in a day: stored times are Unix seconds, the model counts days."""


@dataclass(frozen=True)
class Memory:
    """The memory state of one skill: stability in days, difficulty in [1, 10]."""

    stability: float
    difficulty: float


def _check_grade(grade: int) -> None:
    if grade not in GRADES:
        raise ValueError(f"an FSRS grade is 1, 2, 3 or 4, not {grade!r}")


def _clamp_difficulty(value: float) -> float:
    return min(10.0, max(1.0, value))


def retrievability(elapsed_days: float, stability: float) -> float:
    """The probability of recall ``elapsed_days`` after the last review: (1 + F·t/S)^DECAY."""
    if stability <= 0:
        raise ValueError(f"stability must be positive, not {stability!r}")
    return (1 + FACTOR * max(0.0, elapsed_days) / stability) ** DECAY


def interval(stability: float, retention: float = DESIRED_RETENTION) -> float:
    """The days after which recall is expected to fall to ``retention``: S/F·(r^(1/DECAY) − 1)."""
    if not 0 < retention < 1:
        raise ValueError(f"the desired retention lies strictly between 0 and 1, not {retention!r}")
    return stability / FACTOR * (retention ** (1 / DECAY) - 1)


def initial_stability(grade: int, weights: tuple[float, ...] = WEIGHTS) -> float:
    """S0(G) = w[G−1]: the stability after the first review."""
    _check_grade(grade)
    return max(MIN_STABILITY, weights[grade - 1])


def initial_difficulty(grade: int, weights: tuple[float, ...] = WEIGHTS) -> float:
    """D0(G) = w4 − (G − 3)·w5, clamped to [1, 10]: the difficulty after the first review."""
    _check_grade(grade)
    return _clamp_difficulty(weights[4] - (grade - 3) * weights[5])


def next_difficulty(difficulty: float, grade: int, weights: tuple[float, ...] = WEIGHTS) -> float:
    """D' = w7·D0(3) + (1 − w7)·(D − w6·(G − 3)), clamped: a step by grade, then mean reversion."""
    _check_grade(grade)
    stepped = difficulty - weights[6] * (grade - 3)
    reverted = weights[7] * initial_difficulty(GOOD, weights) + (1 - weights[7]) * stepped
    return _clamp_difficulty(reverted)


def recall_stability(
    difficulty: float,
    stability: float,
    recall: float,
    grade: int,
    weights: tuple[float, ...] = WEIGHTS,
) -> float:
    """S'r = S·(e^w8·(11 − D)·S^−w9·(e^(w10·(1 − R)) − 1)·penalty·bonus + 1) after a recall."""
    _check_grade(grade)
    if grade == AGAIN:
        raise ValueError("a recall has grade 2, 3 or 4; grade 1 is a lapse")
    penalty = weights[15] if grade == HARD else 1.0
    bonus = weights[16] if grade == EASY else 1.0
    growth = (
        math.exp(weights[8])
        * (11 - difficulty)
        * stability ** -weights[9]
        * (math.exp(weights[10] * (1 - recall)) - 1)
        * penalty
        * bonus
    )
    return stability * (growth + 1)


def lapse_stability(
    difficulty: float, stability: float, recall: float, weights: tuple[float, ...] = WEIGHTS
) -> float:
    """S'f = w11·D^−w12·((S + 1)^w13 − 1)·e^(w14·(1 − R)) after a lapse, never above S."""
    forgotten = (
        weights[11]
        * difficulty ** -weights[12]
        * ((stability + 1) ** weights[13] - 1)
        * math.exp(weights[14] * (1 - recall))
    )
    return max(MIN_STABILITY, min(forgotten, stability))


def review(
    memory: Memory | None,
    elapsed_days: float,
    grade: int,
    weights: tuple[float, ...] = WEIGHTS,
) -> Memory:
    """The memory after a review graded ``grade``, ``elapsed_days`` after the previous one.

    ``memory`` is ``None`` for a skill never reviewed, whose first grade sets S0 and D0.
    The new stability is computed from the difficulty before the review, as FSRS-4.5 does.
    """
    _check_grade(grade)
    if memory is None:
        return Memory(initial_stability(grade, weights), initial_difficulty(grade, weights))
    recall = retrievability(elapsed_days, memory.stability)
    if grade == AGAIN:
        stability = lapse_stability(memory.difficulty, memory.stability, recall, weights)
    else:
        stability = recall_stability(memory.difficulty, memory.stability, recall, grade, weights)
    return Memory(stability, next_difficulty(memory.difficulty, grade, weights))


def grade_of(correct: bool) -> int:
    """The grade of a quiz answer: right is good (3), wrong is again (1)."""
    return GOOD if correct else AGAIN
