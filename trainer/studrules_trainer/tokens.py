"""Signed tokens: a question travels to the browser and back as its ticket, never its answer.

A question token carries the ticket, a fresh nonce, the learner it was dealt
to, the mode and the run; the server rebuilds the question from the ticket to
grade it, so any worker sharing the secret can grade any answer. A ticket
token (no nonce) names a question for links that only show it: the scenario
download. An exam token carries an exam's settings and seed (``exams``). A
forged, damaged or expired token is refused with a message saying which.
"""

from __future__ import annotations

import dataclasses
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from flask import current_app
from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer
from werkzeug.exceptions import BadRequest, Gone

from studrules_trainer.questions import Ticket
from studrules_trainer.runs import MODES
from studrules_trainer.storable import LARGEST_ID, is_row_id, is_storable_text

_QUESTION_SALT = "studrules.trainer.question"
_TICKET_SALT = "studrules.trainer.ticket"
_EXAM_SALT = "studrules.trainer.exam"
_TICKET_FIELDS = tuple(field.name for field in dataclasses.fields(Ticket))
_CLAIM_FIELDS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "nonce": (lambda nonce: is_storable_text(nonce) and nonce != "", "a nonce"),
    "learner": (is_storable_text, "a learner's id"),
    "mode": (lambda mode: mode in MODES, f"one of {', '.join(MODES)}"),
    "run": (lambda run: run is None or is_row_id(run), f"a run number from 0 to {LARGEST_ID}"),
}
"""Each field of a question token besides its ticket: what it must be, and its description.

The token is signed, so these hold for every token this server made; they are
checked anyway, so that nothing a database would refuse can come from one."""


@dataclass(frozen=True)
class Claim:
    """What a question token says: the ticket, its nonce, who it was dealt to, mode and run."""

    ticket: Ticket
    nonce: str
    learner: str
    mode: str
    run: int | None


def new_nonce() -> str:
    """A fresh random nonce for one question."""
    return secrets.token_urlsafe(16)


def ticket_dict(ticket: Ticket) -> dict[str, Any]:
    """The ticket as plain JSON values."""
    return dataclasses.asdict(ticket)


def ticket_from(data: object) -> Ticket:
    """A ticket from the plain values ``ticket_dict`` made; raises ``BadRequest`` if malformed."""
    if not isinstance(data, dict) or set(data) != set(_TICKET_FIELDS):
        raise BadRequest("The question token does not hold a question ticket.")
    try:
        return Ticket(**data)
    except (TypeError, ValueError) as error:
        raise BadRequest(f"The question token holds a malformed ticket: {error}") from error


def _serializer(salt: str) -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(current_app.secret_key, salt=salt)  # type: ignore[arg-type]


def _load(token: str, salt: str, what: str, max_age: int | None) -> Any:
    if not token:
        raise BadRequest(f"The form has no {what} token.")
    try:
        return _serializer(salt).loads(token, max_age=max_age)
    except SignatureExpired as error:
        raise Gone(
            f"This {what} expired; it could be answered for {max_age} seconds. "
            "Draw a new question."
        ) from error
    except BadSignature as error:
        raise BadRequest(
            f"The {what} token is not valid: it was altered, cut short or signed by another server."
        ) from error


def sign_question(claim: Claim) -> str:
    """The signed, timestamped token of a question."""
    return _serializer(_QUESTION_SALT).dumps({
        "ticket": ticket_dict(claim.ticket),
        "nonce": claim.nonce,
        "learner": claim.learner,
        "mode": claim.mode,
        "run": claim.run,
    })


def read_question(token: str) -> Claim:
    """The claim of a question token; refuses a forged (400) or expired (410) one."""
    data = _load(token, _QUESTION_SALT, "question", current_app.config["QUESTION_MAX_AGE"])
    if not isinstance(data, dict) or not {"ticket", "nonce", "learner", "mode", "run"} <= set(data):
        raise BadRequest("The question token is incomplete.")
    for name, (fits, what) in _CLAIM_FIELDS.items():
        if not fits(data[name]):
            raise BadRequest(f"The question token is malformed: its {name} is not {what}.")
    return Claim(ticket_from(data["ticket"]), data["nonce"], data["learner"], data["mode"],
                 data["run"])


def sign_ticket(ticket: Ticket) -> str:
    """A token naming a question (for a link that shows it), without a nonce."""
    return _serializer(_TICKET_SALT).dumps(ticket_dict(ticket))


def read_ticket(token: str) -> Ticket:
    """The ticket of a ticket token; refuses a forged one (400). Ticket tokens do not expire."""
    return ticket_from(_load(token, _TICKET_SALT, "question link", None))


def sign_exam(settings: dict[str, Any]) -> str:
    """The token of an exam link: its settings and seed, signed. Exam links do not expire."""
    return _serializer(_EXAM_SALT).dumps(settings)


def read_exam(token: str) -> Any:
    """The settings an exam token holds, unchecked; refuses a forged one (400)."""
    return _load(token, _EXAM_SALT, "exam link", None)
