"""Glicko-2 ratings of learners and of question families, and the chance of a right answer.

Each counted answer is one game between the learner and the question's family,
its skill (topic/game/case): questions are dealt fresh, so the family, not
the question, is what can be rated. The learner wins with a right answer, the
family with a wrong one. Three ratings move together, each from the values
all three had before the answer: the learner's overall rating, the learner's
rating in the question's topic, and the family's rating (played against the
learner's topic rating). An answer after a hint is a game of lighter weight
(``progress.HINT_WEIGHT``).

Each answer is one rating period, as lichess rates its puzzles; between
answers a deviation widens by one period for each day without a game
(``glicko2.idle``). A topic the learner has not yet been rated in starts from
their overall rating, with the starting deviation.

The chance of a right answer, which picks the next question and is stored
with each counted answer, is the learner's expected score against the
family: Glicko-2's expectation with both deviations counted.

The pure rules come first; the storage after them. Writers run inside
``db.transaction`` after ``ensure_learner`` has locked the learner; the
family's row, which every learner writes, is read ``FOR UPDATE``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from studrules_trainer.db import for_update
from studrules_trainer.glicko2 import START_DEVIATION, Game, Rating, expected, idle, rate
from studrules_trainer.progress import split_skill
from studrules_trainer.schedule import DAY

if TYPE_CHECKING:
    from studrules_trainer.db import Connection

OVERALL = ""
"""The scope of a learner's overall rating; any other scope is a topic."""


@dataclass(frozen=True)
class Rated:
    """A stored rating: the rating as of its last game, how many games, and when that was."""

    rating: Rating
    answers: int
    rated_at: float

    def at(self, now: float) -> Rating:
        """The rating at ``now``: its deviation widened for the days since its last game."""
        return idle(self.rating, (now - self.rated_at) / DAY)


@dataclass(frozen=True)
class Standing:
    """What the ratings say before an answer: the learner's overall and topic ratings, the family's.

    ``None`` for a rating that has no game yet.
    """

    overall: Rated | None
    topic: Rated | None
    family: Rated | None

    def learner_overall(self, now: float) -> Rating:
        """The learner's overall rating at ``now`` (the starting rating before any game)."""
        return self.overall.at(now) if self.overall else Rating()

    def learner(self, now: float) -> Rating:
        """The learner's rating in the question's topic; a new topic starts from the overall one."""
        if self.topic is not None:
            return self.topic.at(now)
        overall = self.learner_overall(now)
        return Rating(overall.rating, START_DEVIATION, overall.volatility)

    def question(self, now: float) -> Rating:
        """The family's rating at ``now`` (the starting rating before any game)."""
        return self.family.at(now) if self.family else Rating()


def chance(standing: Standing, now: float) -> float:
    """The chance the learner answers a question of the family right, by their ratings."""
    return expected(standing.learner(now), standing.question(now))


def answered(standing: Standing, correct: bool, weight: float, now: float) -> Standing:
    """The three ratings after a counted answer of ``weight``, each moved from the values before."""
    learner, family = standing.learner(now), standing.question(now)
    score = 1.0 if correct else 0.0

    def moved(before: Rated | None, player: Rating, game: Game) -> Rated:
        return Rated(rate(player, [game]), (before.answers if before else 0) + 1, now)

    return Standing(
        moved(standing.overall, standing.learner_overall(now), Game(family, score, weight)),
        moved(standing.topic, learner, Game(family, score, weight)),
        moved(standing.family, family, Game(learner, 1 - score, weight)),
    )


# Storage --------------------------------------------------------------------------------


def _rated(row) -> Rated:
    return Rated(Rating(row["rating"], row["deviation"], row["volatility"]), row["answers"],
                 row["rated_at"])


def learner_ratings(db: Connection, learner: str) -> dict[str, Rated]:
    """The learner's ratings by scope: ``OVERALL`` and each topic rated so far."""
    rows = db.execute("SELECT * FROM learner_rating WHERE learner_id = ? ORDER BY scope",
                      (learner,))
    return {row["scope"]: _rated(row) for row in rows}


def family_ratings(db: Connection) -> dict[str, Rated]:
    """Every family rated so far, by name."""
    return {row["family"]: _rated(row) for row in db.execute(
        "SELECT * FROM family_rating WHERE answers > 0")}


def standing(db: Connection, learner: str, skill: str, *, locking: bool = False) -> Standing:
    """The ratings an answer on ``skill`` would move; ``locking`` holds the family's row.

    Locking first makes sure the row exists, so that two first answers on a new
    family queue on its lock rather than both inserting it.
    """
    if locking:
        start = Rating()
        db.execute(
            "INSERT INTO family_rating (family, rating, deviation, volatility, answers, rated_at)"
            " VALUES (?, ?, ?, ?, 0, 0) ON CONFLICT (family) DO NOTHING",
            (skill, start.rating, start.deviation, start.volatility),
        )
    family = db.execute("SELECT * FROM family_rating WHERE family = ?"
                        + (for_update(db) if locking else ""), (skill,)).fetchone()
    mine = learner_ratings(db, learner)
    return Standing(
        mine.get(OVERALL),
        mine.get(split_skill(skill)[0]),
        _rated(family) if family is not None and family["answers"] else None,
    )


def _save_learner(db: Connection, learner: str, scope: str, rated: Rated) -> None:
    db.execute(
        "INSERT INTO learner_rating (learner_id, scope, rating, deviation, volatility, answers,"
        " rated_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (learner_id, scope) DO UPDATE SET"
        " rating = excluded.rating, deviation = excluded.deviation,"
        " volatility = excluded.volatility, answers = excluded.answers,"
        " rated_at = excluded.rated_at",
        (learner, scope, rated.rating.rating, rated.rating.deviation, rated.rating.volatility,
         rated.answers, rated.rated_at),
    )


def rate_answer(
    db: Connection, learner: str, skill: str, correct: bool, weight: float, now: float
) -> tuple[float, Standing]:
    """Move the three ratings for a counted answer; returns the chance it had and the ratings after.

    Call inside a transaction, after ``ensure_learner`` (which locks the learner).
    """
    before = standing(db, learner, skill, locking=True)
    after = answered(before, correct, weight, now)
    assert after.overall and after.topic and after.family  # answered() fills all three
    _save_learner(db, learner, OVERALL, after.overall)
    _save_learner(db, learner, split_skill(skill)[0], after.topic)
    family = after.family
    db.execute(
        "UPDATE family_rating SET rating = ?, deviation = ?, volatility = ?, answers = ?,"
        " rated_at = ? WHERE family = ?",
        (family.rating.rating, family.rating.deviation, family.rating.volatility,
         family.answers, family.rated_at, skill),
    )
    return chance(before, now), after


def rating_history(
    db: Connection, learner: str, limit: int = 500
) -> list[tuple[float, float, float]]:
    """(time, rating, deviation) of the learner's overall rating after each counted answer.

    Oldest first: the progress page's rating plot.
    """
    rows = db.execute(
        "SELECT answered_at, rating, deviation FROM answer WHERE learner_id = ?"
        " AND rating IS NOT NULL ORDER BY id DESC LIMIT ?", (learner, limit),
    ).fetchall()
    return [(row["answered_at"], row["rating"], row["deviation"]) for row in reversed(rows)]
