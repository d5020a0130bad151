"""Hints: before answering, the rules to read, named but not applied.

A hint names the rules the engine's reasons for the question cite (its IDs,
linked into the rulebook), never the reasons' sentences, which would give the
answer away. Asking for one is recorded against the question's nonce, so the
answer to that question counts at reduced weight (``progress.HINT_WEIGHT``)
whichever server grades it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studrules_trainer.questions import Question
from studrules_trainer.questions.topics import topic_of

if TYPE_CHECKING:
    from studrules_trainer.db import Connection

MOST_RULES = 3
"""A hint names at most this many rules: the first the engine cites."""


def rules_to_read(question: Question) -> tuple[str, ...]:
    """The IDs of the rules that decide the question, in the order the engine cites them."""
    return topic_of(question.ticket.topic).to_read(question.hand)[:MOST_RULES]


def show(db: Connection, learner: str, nonce: str, now: float) -> None:
    """Record that the learner saw the hint of question ``nonce`` (call inside a transaction)."""
    db.execute(
        "INSERT INTO hint (nonce, learner_id, shown_at) VALUES (?, ?, ?)"
        " ON CONFLICT (nonce) DO NOTHING", (nonce, learner, now),
    )


def shown(db: Connection, learner: str, nonce: str) -> bool:
    """Whether the learner asked for the hint of question ``nonce``."""
    row = db.execute("SELECT 1 FROM hint WHERE nonce = ? AND learner_id = ?",
                     (nonce, learner)).fetchone()
    return row is not None
