"""Streak and timed runs, scored by the server's clock.

Streak mode: questions grow harder as the streak grows and one mistake ends the
run. Timed mode: as many right answers as possible before the deadline, which
moves back by a bonus after every run of right answers. The deadline is stored
in the database and checked when an answer arrives, so the page cannot stretch it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from studrules_trainer.db import Connection


MODES = ("practice", "streak", "timed")
RUN_MODES = ("streak", "timed")
HARDER_EVERY = 3
"""Right answers in a row after which streak mode asks a harder question."""
BONUS_RUN = 3
BONUS_SECONDS = 10
"""Timed mode: every run of three right answers in a row adds ten seconds to the clock."""


@dataclass(frozen=True)
class Run:
    """One streak or timed run of a learner; times are Unix seconds."""

    id: int
    mode: str
    settings: dict
    started_at: float
    deadline: float | None
    score: int
    streak: int
    bonus_seconds: int
    ended_at: float | None

    def over(self, now: float) -> bool:
        """Whether the run has ended: a mistake in streak mode, the deadline in timed mode."""
        return self.ended_at is not None or (self.deadline is not None and now >= self.deadline)

    def seconds_left(self, now: float) -> float | None:
        """Seconds before the deadline (timed mode), never negative; None without a clock."""
        if self.deadline is None:
            return None
        return 0.0 if self.over(now) else self.deadline - now

    def difficulty(self, chosen: int, hardest: int) -> int:
        """The next question's difficulty: in streak mode it climbs with the score."""
        if self.mode != "streak":
            return chosen
        return min(hardest, chosen + self.score // HARDER_EVERY)


@dataclass(frozen=True)
class Scored:
    """What an answer did to its run: whether it counted, the bonus it earned, the run after it."""

    counted: bool
    bonus: int
    run: Run


def start(
    db: Connection, learner: str, mode: str, settings: dict, now: float, seconds: int
) -> int:
    """Start a run (call inside a transaction); timed runs get a deadline ``seconds`` away."""
    if mode not in RUN_MODES:
        raise ValueError(f"a run is in streak or timed mode, not {mode!r}")
    deadline = now + seconds if mode == "timed" else None
    return db.execute(
        "INSERT INTO run (learner_id, mode, settings, started_at, deadline)"
        " VALUES (?, ?, ?, ?, ?) RETURNING id",
        (learner, mode, json.dumps(settings, sort_keys=True), now, deadline),
    ).fetchone()["id"]


def _run(row) -> Run:
    return Run(
        row["id"], row["mode"], json.loads(row["settings"]), row["started_at"], row["deadline"],
        row["score"], row["streak"], row["bonus_seconds"], row["ended_at"],
    )


def get(db: Connection, learner: str, run_id: int) -> Run | None:
    """The learner's run ``run_id``; None when it does not exist or is someone else's."""
    row = db.execute(
        "SELECT * FROM run WHERE id = ? AND learner_id = ?", (run_id, learner)
    ).fetchone()
    return _run(row) if row else None


def score(db: Connection, run: Run, correct: bool, now: float) -> Scored:
    """Score an answer in its run (call inside a transaction, with the run read in it).

    An answer after the run is over does not count; a timed run that has
    passed its deadline is closed at the deadline.
    """
    if run.over(now):
        if run.ended_at is None:
            db.execute("UPDATE run SET ended_at = ? WHERE id = ?", (run.deadline, run.id))
        return Scored(False, 0, _reread(db, run.id))
    bonus = 0
    if correct:
        streak = run.streak + 1
        if run.mode == "timed" and streak % BONUS_RUN == 0:
            bonus = BONUS_SECONDS
        db.execute(
            "UPDATE run SET score = score + 1, streak = ?, deadline = deadline + ?,"
            " bonus_seconds = bonus_seconds + ? WHERE id = ?",
            (streak, bonus, bonus, run.id),
        )
    elif run.mode == "streak":
        db.execute("UPDATE run SET streak = 0, ended_at = ? WHERE id = ?", (now, run.id))
    else:
        db.execute("UPDATE run SET streak = 0 WHERE id = ?", (run.id,))
    return Scored(True, bonus, _reread(db, run.id))


def _reread(db: Connection, run_id: int) -> Run:
    return _run(db.execute("SELECT * FROM run WHERE id = ?", (run_id,)).fetchone())


def best(db: Connection, learner: str, mode: str) -> int:
    """The learner's best score in ``mode`` (0 before any run)."""
    row = db.execute(
        "SELECT MAX(score) AS best FROM run WHERE learner_id = ? AND mode = ?", (learner, mode)
    ).fetchone()
    return row["best"] or 0
