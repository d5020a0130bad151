"""Redo my mistakes: the same questions again as practice, then fresh ones of the same families.

Starting takes the learner's open mistakes (``progress.open_mistakes``: the
questions whose latest answer is wrong, of one run or of all) into a queue
kept in the session: first each question again (a replay, so practice: it
moves no rating and no schedule), then one fresh question of each family
among them, which counts like any first attempt. An item leaves the queue
once the question dealt for it has been answered, so reloading a question
page deals the same item again rather than skipping it. Starting any other
practice, or finishing the queue, ends it.
"""

from __future__ import annotations

from collections.abc import Callable, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any

from studrules_trainer.progress import AnswerRecord
from studrules_trainer.questions import PROFILES

SESSION_KEY = "redo"
REPLAY = "replay"
FRESH = "fresh"


@dataclass(frozen=True)
class Item:
    """The question a redo deals next: a replay of answer ``answer_id``, or a fresh ``skill``.

    ``profile`` and ``difficulty`` are those of the mistake, for a fresh question.
    """

    kind: str
    answer_id: int | None
    skill: str
    profile: str
    difficulty: int
    number: int
    total: int


def begin(session: MutableMapping[str, Any], mistakes: Sequence[AnswerRecord]) -> int:
    """Queue the mistakes' questions, then their families; returns how many questions in all."""
    def item(kind: str, mistake: AnswerRecord) -> list:
        ticket = mistake.ticket
        return [kind, mistake.id if kind == REPLAY else None, mistake.skill,
                ticket.get("profile", PROFILES[0]), ticket.get("difficulty", 1)]

    replays = [item(REPLAY, m) for m in mistakes]
    families = {m.skill: item(FRESH, m) for m in reversed(mistakes)}
    items = replays + list(families.values())
    if items:
        session[SESSION_KEY] = {"items": items, "asked": None, "done": 0, "total": len(items)}
    else:
        session.pop(SESSION_KEY, None)
    return len(items)


def active(session: MutableMapping[str, Any]) -> bool:
    """Whether a redo is under way."""
    return _queue(session) is not None


def _queue(session: MutableMapping[str, Any]) -> dict | None:
    queue = session.get(SESSION_KEY)
    well_formed = (
        isinstance(queue, dict) and isinstance(queue.get("items"), list)
        and isinstance(queue.get("done"), int) and isinstance(queue.get("total"), int)
    )
    return queue if well_formed else None


def current(session: MutableMapping[str, Any], answered: Callable[[str], bool]) -> Item | None:
    """The item to deal now, or None when the queue is done (and then ended).

    ``answered(nonce)`` says whether the question dealt last was answered: if
    so, its item leaves the queue first.
    """
    queue = _queue(session)
    if queue is None:
        return None
    items = list(queue["items"])
    asked = queue.get("asked")
    if isinstance(asked, str) and answered(asked) and items:
        items.pop(0)
        queue = {**queue, "items": items, "asked": None, "done": queue["done"] + 1}
        session[SESSION_KEY] = queue
    if not items:
        session.pop(SESSION_KEY, None)
        return None
    kind, answer_id, skill, profile, difficulty = items[0]
    return Item(kind, answer_id, skill, profile, difficulty, queue["done"] + 1, queue["total"])


def dealt(session: MutableMapping[str, Any], nonce: str) -> None:
    """Note the nonce of the question dealt for the current item."""
    queue = _queue(session)
    if queue is not None:
        session[SESSION_KEY] = {**queue, "asked": nonce}


def end(session: MutableMapping[str, Any]) -> None:
    """Stop a redo under way."""
    session.pop(SESSION_KEY, None)
