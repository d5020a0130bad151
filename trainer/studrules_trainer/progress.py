"""A learner's progress in the database: each answer, and each skill's counts and FSRS memory.

Writers here expect to run inside ``db.transaction``: storing an answer, its
nonce, the skill update and the run update commit together or not at all.
Readers take the learner id, so no query can reach another learner's rows.

Only a first attempt counts (``counting``): an answer moves a skill's counts,
its schedule and the ratings only when the learner had never answered that
question before (so its answer was never shown to them) and, in a timed run,
only before the clock ran out. Anything else is stored as practice, with why.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING

from fsrs import Scheduler

from studrules_trainer.glicko2 import Rating
from studrules_trainer.schedule import DAY, Memory, grade_of, retrievability, review

if TYPE_CHECKING:
    from studrules_trainer.db import Connection

STRONG = Fraction(3, 4)
"""A skill is a strength when its estimated chance of a right answer is at least this."""
WEAK = Fraction(2, 3)
"""A skill is a weakness when its estimated chance of a right answer is below this: then
practice asks it again before new ground (``picking``)."""
SURE = ((Fraction(98, 100), "sure"), (Fraction(9, 10), "likely"))
"""How sure a verdict is, from the chance that the skill really lies on its side of the line;
below the last, ``a first sign``."""

SURENESS_KEPT = 4096
"""How many (right, wrong) pairs' ``sureness`` each process keeps worked out."""

HINT_WEIGHT = 0.5
"""What an answer given after a hint weighs in the ratings (a first attempt in time weighs 1)."""
REPLAY = "replay"
LATE = "late"
"""Why an answer was practice: its question had been answered before, or the run's clock ran out."""


class AlreadyAnswered(Exception):
    """The question's nonce is used: this answer was stored before and is not counted again."""


def estimate(right: int, wrong: int) -> Fraction:
    """The chance of a right answer the answers so far suggest: (right + 1) / (answers + 2).

    The mean of the Beta(right + 1, wrong + 1) belief a uniform prior leads to, so
    one answer already counts, but never as a certainty.
    """
    return Fraction(right + 1, right + wrong + 2)


def below(right: int, wrong: int, line: Fraction) -> Fraction:
    """The chance, under that belief, that the skill's true rate lies below ``line``.

    For whole counts, Beta(a, b) is below x exactly when at least a of a + b - 1
    tries at odds x succeed: a binomial tail, worked out exactly. With x = p / (p + q),
    each term is comb(n, k) p^k q^(n - k) over (p + q)^n; the numerators are whole
    numbers, each worked out from the one before (the term of k - 1 is the term of k
    times k q / ((n - k + 1) p), a division with no remainder), so a skill answered
    hundreds of times costs a fraction of a millisecond, not several (#36).
    """
    a, tries = right + 1, right + wrong + 1
    p, whole = line.numerator, line.denominator
    q = whole - p
    term = total = p**tries  # k = tries: every try succeeds
    for k in range(tries, a, -1):
        term = term * k * q // ((tries - k + 1) * p)
        total += term
    return Fraction(total, whole**tries)


@lru_cache(maxsize=SURENESS_KEPT)
def verdict(right: int, wrong: int) -> str | None:
    """``strength``, ``weakness`` or None, from the answers there are (one is enough).

    Kept once worked out, as ``sureness`` is: the progress page asks it of each skill three
    times, each time comparing fractions."""
    if right + wrong == 0:
        return None
    chance = estimate(right, wrong)
    if chance >= STRONG:
        return "strength"
    if chance < WEAK:
        return "weakness"
    return None


@lru_cache(maxsize=SURENESS_KEPT)
def sureness(right: int, wrong: int) -> str:
    """How sure a verdict is, in words: ``a first sign``, ``likely`` or ``sure``.

    Kept once worked out: a function of the two counts alone, whose exact binomial
    tail was a sixth of the progress page's time when recomputed on every view (#36).
    """
    found = verdict(right, wrong)
    if found is None:
        return ""
    chance = below(right, wrong, WEAK) if found == "weakness" else 1 - below(right, wrong, STRONG)
    return next((words for least, words in SURE if chance >= least), "a first sign")


def split_skill(skill: str) -> tuple[str, str, str]:
    """A skill name ``topic/variant/case`` as its three parts (missing parts are empty)."""
    topic, _, rest = skill.partition("/")
    variant, _, case = rest.partition("/")
    return topic, variant, case


@dataclass(frozen=True)
class SkillStats:
    """One skill of one learner: its counts, current streak and FSRS memory (times in seconds)."""

    skill: str
    right: int
    wrong: int
    streak: int
    stability: float
    difficulty: float
    last_review: float
    due: float
    state: int = 2
    step: int | None = None

    @property
    def memory(self) -> Memory:
        """The skill's FSRS card."""
        return Memory(self.state, self.step, self.stability, self.difficulty, self.last_review,
                      self.due)

    @property
    def total(self) -> int:
        """Answers given on this skill."""
        return self.right + self.wrong

    @property
    def accuracy(self) -> float:
        """The share of right answers."""
        return self.right / self.total if self.total else 0.0

    @property
    def verdict(self) -> str | None:
        """``strength``, ``weakness`` or None; see ``verdict()``."""
        return verdict(self.right, self.wrong)

    @property
    def sureness(self) -> str:
        """How sure the verdict is, in words (``a first sign``); see ``sureness()``."""
        return sureness(self.right, self.wrong)

    def recall(self, now: float) -> float:
        """FSRS retrievability now: the modelled chance of recalling the skill."""
        return retrievability(self.memory, now)

    def recall_words(self, now: float) -> str:
        """The chance of recall now as a percentage, or ``missed last time`` after a wrong answer.

        The memory model counts any review, right or wrong, as a fresh look, so
        its figure right after a mistake is near 100%: that would tell the
        learner the opposite of what just happened.
        """
        if self.streak == 0 and self.wrong:
            return "missed last time"
        return f"{round(100 * self.recall(now))}%"

    def is_due(self, now: float) -> bool:
        """Whether the schedule says to review this skill now."""
        return self.due <= now

    def review_words(self, now: float) -> str:
        """When practice asks the skill again: ``due now``, ``soon, as a weakness``, ``in 2 days``.

        Practice asks the due skills first and the weaknesses next (``picking``), so a
        weakness not yet due comes back soon, whatever its schedule says.
        """
        if self.is_due(now):
            return "due now"
        if self.verdict == "weakness":
            return "soon, as a weakness"
        days = round((self.due - now) / DAY, 1)
        return f"in {days:g} day{'' if days == 1 else 's'}"


@dataclass(frozen=True)
class Counting:
    """How much an answer counts: its weight (0 for practice), why it is practice, any hint."""

    weight: float
    practice: str | None = None
    hinted: bool = False

    @property
    def counted(self) -> bool:
        """Whether the answer moves the schedule and the ratings at all."""
        return self.weight > 0


def counting(*, answered_before: bool, late: bool, hinted: bool) -> Counting:
    """How an answer counts: practice if its question was answered before or it came too late.

    A first attempt in time counts in full, or at ``HINT_WEIGHT`` after a hint.
    """
    if answered_before:
        return Counting(0.0, REPLAY, hinted)
    if late:
        return Counting(0.0, LATE, hinted)
    return Counting(HINT_WEIGHT if hinted else 1.0, None, hinted)


@dataclass(frozen=True)
class AnswerRecord:
    """One stored answer: the ticket answered (as a dict), the grade, when, and how it counted."""

    id: int
    ticket: dict
    skill: str
    mode: str
    run_id: int | None
    correct: bool
    expected: str
    given: str
    reasons: tuple[tuple[str, str], ...]
    answered_at: float
    weight: float = 1.0
    practice: str | None = None
    hinted: bool = False
    chance: float | None = None
    rating: float | None = None
    deviation: float | None = None
    parts: tuple[tuple[str, str, str, bool, str], ...] = ()
    """Each part of the answer marked: (name, given, expected, right, note) (#29)."""

    @property
    def missed(self) -> tuple[str, ...]:
        """The names of the parts the answer got wrong."""
        return tuple(name for name, _, _, right, _ in self.parts if not right)

    @property
    def counted(self) -> bool:
        """Whether the answer counted for the schedule and the ratings."""
        return self.weight > 0


def store_answer(
    db: Connection,
    *,
    learner: str,
    nonce: str,
    ticket: dict,
    skill: str,
    mode: str,
    run_id: int | None,
    correct: bool,
    expected: str,
    given: str,
    reasons: Iterable[tuple[str, str]],
    now: float,
    counts: Counting = Counting(1.0),
    parts: Iterable[tuple[str, str, str, bool, str]] = (),
) -> int:
    """Store an answer and use up its nonce; raises ``AlreadyAnswered`` if the nonce was used."""
    stored = db.execute(
        "INSERT INTO answer (learner_id, nonce, ticket, skill, mode, run_id, correct, expected,"
        " given, reasons, answered_at, weight, practice, hinted, parts)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (nonce) DO NOTHING RETURNING id",
        (
            learner, nonce, ticket_key(ticket), skill, mode, run_id,
            int(correct), expected, given, json.dumps([list(r) for r in reasons]), now,
            counts.weight, counts.practice, int(counts.hinted),
            json.dumps([list(p) for p in parts]),
        ),
    ).fetchone()
    if stored is None:
        raise AlreadyAnswered
    return stored["id"]


def note_rating(db: Connection, answer_id: int, chance: float, after: Rating) -> None:
    """Keep with a counted answer the chance it was given and the learner's rating after it."""
    db.execute("UPDATE answer SET chance = ?, rating = ?, deviation = ? WHERE id = ?",
               (chance, after.rating, after.deviation, answer_id))


def ticket_key(ticket: dict) -> str:
    """The ticket as stored: JSON with sorted keys, so one question is always the same text."""
    return json.dumps(ticket, sort_keys=True)


def answered_before(db: Connection, learner: str, ticket: dict) -> bool:
    """Whether the learner has answered this very question (its ticket) before."""
    row = db.execute(
        "SELECT 1 FROM answer WHERE learner_id = ? AND ticket = ? LIMIT 1",
        (learner, ticket_key(ticket)),
    ).fetchone()
    return row is not None


def update_skill(
    db: Connection, learner: str, skill: str, correct: bool, now: float, *,
    hinted: bool = False, using: Scheduler | None = None,
) -> SkillStats:
    """Count a counted answer on its skill and advance the skill's FSRS card and due time."""
    before = _skill(db, learner, skill)
    after = review(before.memory if before else None, now, grade_of(correct, hinted), using)
    right = (before.right if before else 0) + int(correct)
    wrong = (before.wrong if before else 0) + int(not correct)
    streak = (before.streak if before else 0) + 1 if correct else 0
    db.execute(
        "INSERT INTO skill (learner_id, skill, right_count, wrong_count, streak, stability,"
        " difficulty, last_review, due, state, step) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (learner_id, skill) DO UPDATE SET right_count = excluded.right_count,"
        " wrong_count = excluded.wrong_count, streak = excluded.streak,"
        " stability = excluded.stability, difficulty = excluded.difficulty,"
        " last_review = excluded.last_review, due = excluded.due, state = excluded.state,"
        " step = excluded.step",
        (learner, skill, right, wrong, streak, after.stability, after.difficulty, now,
         after.due, after.state, after.step),
    )
    return SkillStats(skill, right, wrong, streak, after.stability, after.difficulty, now,
                      after.due, after.state, after.step)


def _stats(row) -> SkillStats:
    return SkillStats(
        row["skill"], row["right_count"], row["wrong_count"], row["streak"],
        row["stability"], row["difficulty"], row["last_review"], row["due"],
        row["state"], row["step"],
    )


def _skill(db: Connection, learner: str, skill: str) -> SkillStats | None:
    row = db.execute(
        "SELECT * FROM skill WHERE learner_id = ? AND skill = ?", (learner, skill)
    ).fetchone()
    return _stats(row) if row else None


def skills(db: Connection, learner: str) -> list[SkillStats]:
    """Every skill the learner has answered, by name."""
    rows = db.execute("SELECT * FROM skill WHERE learner_id = ? ORDER BY skill", (learner,))
    return [_stats(row) for row in rows]


def skill_stats(db: Connection, learner: str, skill: str) -> SkillStats | None:
    """One skill of the learner, or None if never answered."""
    return _skill(db, learner, skill)


def record_of(row) -> AnswerRecord:
    return AnswerRecord(
        row["id"], json.loads(row["ticket"]), row["skill"], row["mode"], row["run_id"],
        bool(row["correct"]), row["expected"], row["given"],
        tuple((rule, text) for rule, text in json.loads(row["reasons"])), row["answered_at"],
        row["weight"], row["practice"], bool(row["hinted"]), row["chance"], row["rating"],
        row["deviation"],
        tuple(
            (name, given, expected, bool(right), note)
            for name, given, expected, right, note in json.loads(row["parts"])
        ),
    )


def answer(db: Connection, learner: str, answer_id: int) -> AnswerRecord | None:
    """The learner's answer ``answer_id``; None when it does not exist or is someone else's."""
    row = db.execute(
        "SELECT * FROM answer WHERE id = ? AND learner_id = ?", (answer_id, learner)
    ).fetchone()
    return record_of(row) if row else None


def shown(answer: str = "answer") -> str:
    """SQL true of an answer (the row named ``answer``) the learner may see graded: one of no
    exam, or of a finished exam. An exam gives no feedback till its end (``exams``)."""
    return ("NOT EXISTS (SELECT 1 FROM exam_answer AS e JOIN exam AS x ON x.id = e.exam_id"
            f" WHERE e.answer_id = {answer}.id AND x.finished_at IS NULL)")


def history(
    db: Connection, learner: str, skill: str | None = None, limit: int = 50
) -> list[AnswerRecord]:
    """The learner's latest answers, newest first, optionally of one skill (``shown`` only)."""
    if skill is None:
        rows = db.execute(
            f"SELECT * FROM answer WHERE learner_id = ? AND {shown()} ORDER BY id DESC LIMIT ?",
            (learner, limit),
        )
    else:
        rows = db.execute(
            f"SELECT * FROM answer WHERE learner_id = ? AND skill = ? AND {shown()}"
            " ORDER BY id DESC LIMIT ?",
            (learner, skill, limit),
        )
    return [record_of(row) for row in rows]


def outcomes(
    db: Connection, learner: str, skill: str | None = None, limit: int = 500
) -> list[tuple[float, bool]]:
    """(time, right) of the learner's latest counted answers, oldest first: the accuracy plot's.

    Practice (replays, late answers) is left out, as it is from the skills' counts, and so
    are the answers of an exam under way (``shown``).
    """
    query = ("SELECT answered_at, correct FROM answer WHERE learner_id = ? AND weight > 0"
             f" AND {shown()}")
    params: Sequence[object] = (learner,)
    if skill is not None:
        query += " AND skill = ?"
        params = (learner, skill)
    rows = db.execute(query + " ORDER BY id DESC LIMIT ?", (*params, limit)).fetchall()
    return [(row["answered_at"], bool(row["correct"])) for row in reversed(rows)]


MISTAKES = 10
"""The most mistakes one "redo my mistakes" takes up, the latest first."""


def open_mistakes(
    db: Connection, learner: str, run_id: int | None = None, limit: int = MISTAKES
) -> list[AnswerRecord]:
    """The learner's questions whose latest answer is wrong, newest first (of one run, if given).

    A mistake stays open until the same question is answered right; one in an exam under way
    waits for the exam's end (``shown``).
    """
    query, params = _open_mistakes(learner, run_id, limit)
    return [record_of(row) for row in db.execute(query, params)]


def open_mistake_count(db: Connection, learner: str, limit: int = MISTAKES) -> int:
    """How many of the learner's mistakes are open, up to ``limit`` (what a redo takes up)."""
    query, params = _open_mistakes(learner, None, limit)
    return db.execute(f"SELECT COUNT(*) FROM ({query}) AS open_mistake", params).fetchone()[0]


def _open_mistakes(learner: str, run_id: int | None, limit: int) -> tuple[str, tuple]:
    """The query of ``open_mistakes`` and its parameters."""
    query = (
        "SELECT * FROM answer AS a WHERE a.learner_id = ? AND a.correct = 0"
        " AND NOT EXISTS (SELECT 1 FROM answer AS b WHERE b.learner_id = a.learner_id"
        " AND b.ticket = a.ticket AND b.id > a.id) AND " + shown("a")
    )
    params: tuple[object, ...] = (learner,)
    if run_id is not None:
        query += " AND a.run_id = ?"
        params = (learner, run_id)
    return query + " ORDER BY a.id DESC LIMIT ?", (*params, limit)


def answered_nonce(db: Connection, learner: str, nonce: str) -> bool:
    """Whether the learner has answered the question dealt with ``nonce``."""
    row = db.execute("SELECT 1 FROM answer WHERE nonce = ? AND learner_id = ?",
                     (nonce, learner)).fetchone()
    return row is not None


def run_misses(db: Connection, learner: str, run_id: int) -> list[AnswerRecord]:
    """The wrong answers of one run, in the order given."""
    rows = db.execute(
        "SELECT * FROM answer WHERE learner_id = ? AND run_id = ? AND correct = 0 ORDER BY id",
        (learner, run_id),
    )
    return [record_of(row) for row in rows]


@dataclass(frozen=True)
class Today:
    """The home page's counts: counted answers today against the goal, skills due, day streak."""

    answered: int
    goal: int
    due: int
    streak: int
    mistakes: int

    @property
    def goal_met(self) -> bool:
        """Whether today's counted answers reached the daily goal."""
        return self.answered >= self.goal


STREAK_DAYS_READ = 400
"""How far back the day streak is read: a longer streak shows as this many days."""


def _day(moment: float) -> int:
    return int(moment // DAY)


def today(db: Connection, learner: str, now: float, goal: int) -> Today:
    """Today's counted answers, the skills due now, the day streak and the open mistakes.

    Days are UTC days. The streak counts the days in a row, up to today or
    yesterday (today may still come), on which the learner answered anything.
    """
    since = (_day(now) - STREAK_DAYS_READ) * DAY
    rows = db.execute(
        "SELECT answered_at, weight FROM answer WHERE learner_id = ? AND answered_at >= ?",
        (learner, since),
    ).fetchall()
    days = {_day(row["answered_at"]) for row in rows}
    answered = sum(1 for row in rows if row["weight"] > 0 and _day(row["answered_at"]) == _day(now))
    day = _day(now) if _day(now) in days else _day(now) - 1
    streak = 0
    while day in days:
        streak, day = streak + 1, day - 1
    due = db.execute("SELECT COUNT(*) AS due FROM skill WHERE learner_id = ? AND due <= ?",
                     (learner, now)).fetchone()["due"]
    return Today(answered, goal, due, streak, open_mistake_count(db, learner))
