"""Exams (issue 35): a fixed list of questions, answered without feedback, then scored.

Whoever sets an exam chooses its games, topics, house-rule profile, length and pass mark;
the link they hand out carries those settings and a seed, signed
(``tokens.sign_exam``). The seed alone fixes every question: the question at
place ``n`` is drawn from a random source seeded by the exam's seed and ``n``,
so everyone who takes one link meets the same questions in the same order,
and each page draws just the one question it shows.

A learner's attempt at a link is a row of ``exam``; each answer is stored as
any quiz answer is (``learner_model.record_answer``, so a first attempt counts
for the learner's model) and tied to its place by a row of ``exam_answer``,
whose key lets each place be answered once. The next question is always the
first unanswered place, so a reload resumes and no address skips ahead.
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from werkzeug.datastructures import MultiDict
from werkzeug.exceptions import BadRequest

from studrules_trainer import progress, questions
from studrules_trainer.questions import TOPICS, BadTicket, Ticket
from studrules_trainer.questions.houses import profiles
from studrules_trainer.quiz_settings import many_of, one_of, variants_of

if TYPE_CHECKING:
    from studrules_trainer.db import Connection

DEFAULT_LENGTH = 40
"""Questions in an exam unless its setter says otherwise (the TDA's certification exam has 40)."""
LONGEST = 100
"""The most questions an exam may have: the result page reviews every miss, so it is bounded."""
DEFAULT_MARK = 90
"""The pass mark, in per cent of the questions, unless the setter says otherwise."""
DIFFICULTY = 1
"""Exams ask mixed questions: plain and tricky cases in the quiz's usual proportion."""
SEEDS = 2**31
"""Exam seeds are drawn below this."""
DRAW_TRIES = 3
"""Draws made for a place before giving up on the settings (each one bounded by ``draw``)."""


@dataclass(frozen=True)
class ExamSettings:
    """What an exam link says: the mix of questions, how many, the pass mark and the seed."""

    variants: tuple[str, ...]
    topics: tuple[str, ...]
    profile: str
    length: int
    mark: int
    seed: int

    def as_dict(self) -> dict:
        """Plain values, for the signed link and the attempt's row."""
        return {**asdict(self), "variants": list(self.variants), "topics": list(self.topics)}

    def key(self) -> str:
        """The settings as stored with an attempt: JSON with sorted keys, the same every time."""
        return json.dumps(self.as_dict(), sort_keys=True)

    def passes(self, score: int) -> bool:
        """Whether ``score`` right answers reach the pass mark."""
        return 100 * score >= self.mark * self.length


def _whole_number(form: MultiDict, name: str, lowest: int, highest: int, what: str) -> int:
    raw = form.get(name)
    if raw is None or raw == "":
        raise BadRequest(f"The exam has no {name}: give {what} from {lowest} to {highest}.")
    if not (raw.isascii() and raw.isdigit() and len(raw) <= len(str(highest))):
        raise BadRequest(f'The exam\'s {name} "{raw[:40]}" is not a whole number from '
                         f"{lowest} to {highest}.")
    value = int(raw)
    if not lowest <= value <= highest:
        raise BadRequest(f"The exam's {name} is {value}: give {what} from {lowest} to {highest}.")
    return value


def from_form(form: MultiDict, seed: int | None = None) -> ExamSettings:
    """The settings a setter's form (or a link's values) asks for; ``BadRequest`` names the
    first field at fault. Without ``seed``, the form's ``seed`` field is read."""
    variants = variants_of(form)
    topics = many_of(form, "topic", TOPICS, "topics")
    profile = one_of(form, "profile", profiles())
    length = _whole_number(form, "length", 1, LONGEST, "the number of questions")
    mark = _whole_number(form, "mark", 1, 100, "the pass mark in per cent")
    if seed is None:
        seed = _whole_number(form, "seed", 0, SEEDS - 1, "the seed")
    return ExamSettings(variants, topics, profile, length, mark, seed)


def from_link(data: object) -> ExamSettings:
    """The settings a signed link holds, checked as a setter's form is; ``BadRequest`` if bad."""
    if not isinstance(data, dict):
        raise BadRequest("The exam link holds no exam settings.")
    form: MultiDict[str, str] = MultiDict()
    for key, field in (("variants", "variant"), ("topics", "topic")):
        values = data.get(key)
        if not isinstance(values, list):
            raise BadRequest(f"The exam link's {key} are not a list.")
        for value in values:
            form.add(field, str(value))
    for key in ("profile", "length", "mark", "seed"):
        value = data.get(key)
        if isinstance(value, (str, int)) and not isinstance(value, bool):
            form.add(key, str(value))
    return from_form(form)


def ticket_at(settings: ExamSettings, place: int) -> Ticket:
    """The question at ``place`` (0 first) of an exam: the same for every taker.

    Raises ``BadTicket`` when no question can be dealt there under these settings.
    """
    problem: BadTicket | None = None
    for attempt in range(DRAW_TRIES):
        rng = random.Random(f"exam {settings.seed} {place} {attempt}")
        try:
            return questions.draw(settings.variants, settings.topics, settings.profile,
                                  DIFFICULTY, rng)
        except BadTicket as error:
            problem = error
    assert problem is not None
    raise problem


@dataclass(frozen=True)
class Attempt:
    """One learner's attempt at an exam: its settings, the name to certify, when it ran."""

    id: int
    settings: ExamSettings
    name: str
    started_at: float
    finished_at: float | None

    @property
    def finished(self) -> bool:
        return self.finished_at is not None


@dataclass(frozen=True)
class Result:
    """A finished attempt's score, whether it passed, and its answers in exam order."""

    attempt: Attempt
    answers: tuple[progress.AnswerRecord, ...]

    @property
    def score(self) -> int:
        return sum(record.correct for record in self.answers)

    @property
    def percent(self) -> int:
        """The score in whole per cent of the questions, rounded down (so never above a fail)."""
        return 100 * self.score // self.attempt.settings.length

    @property
    def passed(self) -> bool:
        return self.attempt.settings.passes(self.score)

    @property
    def misses(self) -> tuple[tuple[int, progress.AnswerRecord], ...]:
        """The wrong answers with their places (0 first)."""
        return tuple((place, record) for place, record in enumerate(self.answers)
                     if not record.correct)


def begin(db: Connection, learner: str, settings: ExamSettings, name: str, now: float) -> int:
    """Start an attempt (inside a transaction, after ``ensure_learner``); returns its id."""
    return db.execute(
        "INSERT INTO exam (learner_id, settings, name, started_at) VALUES (?, ?, ?, ?)"
        " RETURNING id",
        (learner, settings.key(), name, now),
    ).fetchone()["id"]


def _attempt(row) -> Attempt:
    return Attempt(row["id"], from_link(json.loads(row["settings"])), row["name"],
                   row["started_at"], row["finished_at"])


def get(db: Connection, learner: str, exam_id: int) -> Attempt | None:
    """The learner's attempt ``exam_id``; None when it does not exist or is someone else's."""
    row = db.execute("SELECT * FROM exam WHERE id = ? AND learner_id = ?",
                     (exam_id, learner)).fetchone()
    return _attempt(row) if row else None


def unfinished(db: Connection, learner: str, settings: ExamSettings) -> Attempt | None:
    """The learner's latest attempt at these settings still under way, if any."""
    row = db.execute(
        "SELECT * FROM exam WHERE learner_id = ? AND settings = ? AND finished_at IS NULL"
        " ORDER BY id DESC LIMIT 1",
        (learner, settings.key()),
    ).fetchone()
    return _attempt(row) if row else None


def answered(db: Connection, exam_id: int) -> int:
    """How many places of the attempt are answered: the next question's place."""
    return db.execute("SELECT COUNT(*) AS n FROM exam_answer WHERE exam_id = ?",
                      (exam_id,)).fetchone()["n"]


def keep_answer(db: Connection, attempt: Attempt, place: int, answer_id: int, now: float) -> None:
    """Tie a stored answer to its place (inside the answer's transaction); the last place
    finishes the attempt. The caller has checked that ``place`` is the next one."""
    db.execute("INSERT INTO exam_answer (exam_id, position, answer_id) VALUES (?, ?, ?)",
               (attempt.id, place, answer_id))
    if place + 1 == attempt.settings.length:
        db.execute("UPDATE exam SET finished_at = ? WHERE id = ?", (now, attempt.id))


def result(db: Connection, learner: str, attempt: Attempt) -> Result:
    """The attempt's answers in exam order, to score and review."""
    rows = db.execute(
        "SELECT a.* FROM exam_answer AS e JOIN answer AS a ON a.id = e.answer_id"
        " WHERE e.exam_id = ? AND a.learner_id = ? ORDER BY e.position",
        (attempt.id, learner),
    )
    return Result(attempt, tuple(progress.record_of(row) for row in rows))


def nonce(attempt: Attempt, place: int) -> str:
    """The answer nonce of a place in an attempt: one answer per place, by the answer table too."""
    return f"exam-{attempt.id}-{place}"


def under_way(db: Connection, answer_id: int) -> bool:
    """Whether an answer belongs to an exam attempt not yet finished (its feedback must wait)."""
    row = db.execute(f"SELECT 1 FROM answer WHERE id = ? AND NOT {progress.shown()}",
                     (answer_id,)).fetchone()
    return row is not None
