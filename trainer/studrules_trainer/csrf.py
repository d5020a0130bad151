"""Cross-site request forgery protection: a per-session token in every form, checked on every POST.

The token lives in the signed session cookie; each form carries it in the
hidden field ``csrf_token`` (scripts may send the ``X-CSRF-Token`` header
instead). A POST without the session's token is refused with 400.
"""

from __future__ import annotations

import hmac
import secrets

from flask import Flask, abort, request, session

FIELD = "csrf_token"
HEADER = "X-CSRF-Token"
_SESSION_KEY = "csrf"
_UNSAFE = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def csrf_token() -> str:
    """This session's token, created on first use."""
    token = session.get(_SESSION_KEY)
    if not isinstance(token, str):
        token = secrets.token_urlsafe(32)
        session[_SESSION_KEY] = token
    return token


def check_csrf() -> None:
    """Refuse an unsafe request whose form (or header) lacks this session's token."""
    if request.method not in _UNSAFE or request.routing_exception is not None:
        return  # an unknown page or a wrong method is reported as such, not as a CSRF failure
    expected = session.get(_SESSION_KEY)
    sent = request.form.get(FIELD) or request.headers.get(HEADER)
    if not sent:
        abort(400, f"The form has no {FIELD} field: reload the page and submit it again.")
    if not isinstance(expected, str) or not hmac.compare_digest(sent.encode(), expected.encode()):
        abort(
            400,
            "The form's CSRF token does not match this session (it may come from another "
            "site or an expired session): reload the page and submit it again.",
        )


def init_app(app: Flask) -> None:
    """Check every request before its view and offer ``csrf_token()`` to templates."""
    app.before_request(check_csrf)
    app.jinja_env.globals["csrf_token"] = csrf_token
