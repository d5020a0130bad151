"""Who is learning: an anonymous id in the signed session cookie, and an optional display name.

The id is random and travels only in the session cookie, which the server
signs, so a learner cannot claim another's id and nobody sees another's progress.

The cookie lasts ``PERMANENT_SESSION_LIFETIME`` (a year) from when it was last
written. Flask writes it when the session changes; it is not rewritten on every
request (``SESSION_REFRESH_EACH_REQUEST`` is off: re-signing it each time was a
tenth of a page's cost, #36), but renewed on the learner's first page of each
UTC day, so the id lasts a year after the last day the learner came.
"""

from __future__ import annotations

import secrets

from flask import abort, current_app, session

from studrules_trainer.db import Connection, lock
from studrules_trainer.storable import is_storable_text

NAME_LIMIT = 40
_SESSION_KEY = "learner"
_RENEWED_KEY = "renewed"
RENEW_AFTER = 24 * 3600
"""Seconds in a day: the session cookie is renewed on the first page of each (UTC) day."""


def current_learner() -> str:
    """This browser's learner id, created (and the session made lasting) on first use.

    The first call of each day marks the session changed, so that its cookie is
    written again with a full lifetime.
    """
    learner = session.get(_SESSION_KEY)
    if not is_storable_text(learner):
        learner = secrets.token_urlsafe(16)
        session[_SESSION_KEY] = learner
        session.permanent = True
    day = int(current_app.config["CLOCK"]() // RENEW_AFTER)
    if session.get(_RENEWED_KEY) != day:
        session[_RENEWED_KEY] = day
    return learner


def ensure_learner(db: Connection, learner: str, now: float) -> None:
    """Record the learner on first write and lock them (call first in a transaction).

    Every write of a learner's progress begins here, so the lock keeps two
    answers of one learner (sent to two servers at once, say) from
    interleaving their reads and writes.
    """
    lock(db, f"learner:{learner}")
    db.execute(
        "INSERT INTO learner (id, name, created_at) VALUES (?, NULL, ?)"
        " ON CONFLICT (id) DO NOTHING",
        (learner, now),
    )


def learner_name(db: Connection, learner: str) -> str | None:
    """The name the learner chose, if any."""
    row = db.execute("SELECT name FROM learner WHERE id = ?", (learner,)).fetchone()
    return row["name"] if row else None


def clean_name(raw: str | None) -> str | None:
    """A display name from a form: trimmed, at most 40 printable characters; empty clears it."""
    if raw is None:
        abort(400, "The form has no name field.")
    name = " ".join(raw.split())
    if len(name) > NAME_LIMIT:
        abort(400, f"A name has at most {NAME_LIMIT} characters; this one has {len(name)}.")
    if not name.isprintable():
        abort(400, "A name may not contain control characters.")
    return name or None


def set_name(db: Connection, learner: str, name: str | None, now: float) -> None:
    """Store (or clear) the learner's display name (call inside a transaction)."""
    ensure_learner(db, learner, now)
    db.execute("UPDATE learner SET name = ? WHERE id = ?", (name, learner))
