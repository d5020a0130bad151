"""The trainer's outermost layer: what may reach Flask, and what every answer leaving it carries.

``guard`` wraps the app's WSGI callable (``app.wsgi_app``), so it sees every
request before Flask and every answer after it, whatever happened between:

- A ``Host`` header that names no host (``a..b``, a label over 63
  characters, spaces, slashes, a port that is no port) is answered 400 here,
  naming it; Flask would otherwise fail to build any URL for the request.
- The answer's start is held back until Flask returns, so an exception that
  escapes Flask (an error page that fails, a hook after the view, a teardown)
  is still answered, with the apology, instead of a server's bare 500.
- Every answer gets the security headers and a relative redirect
  (``studrules_trainer.headers.secured``).

Only an answer's body, once it is being sent, is beyond this layer: the
trainer's bodies are written in full by the view before they are sent.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask
from werkzeug.wrappers import Request

from studrules_trainer.errors import APOLOGY, plain_response
from studrules_trainer.headers import secured

WSGIApp = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]

LONGEST_NAME = 253
"""The most characters a host name has (RFC 1035), its dots included."""
SHOWN = 80
"""How much of a refused ``Host`` the answer repeats."""
_NAME = re.compile(r"[A-Za-z0-9_-]{1,63}(?:\.[A-Za-z0-9_-]{1,63})*\.?")
_HOST = re.compile(r"(?P<host>\[[^\]]*\]|[^:\[\]]*)(?::(?P<port>\d{1,5}))?")


def host_problem(host: str) -> str | None:
    """Why the ``Host`` header ``host`` names no host, or ``None`` when it does (or is empty).

    A host is a name of dot-separated labels of 1 to 63 letters, digits,
    hyphens or underscores (253 characters at most; IPv4 addresses are such
    names) or an IPv6 address in brackets; a port, if any, is 0 to 65535.
    """
    if not host:
        return None
    parts = _HOST.fullmatch(host)
    shown = host if len(host) <= SHOWN else host[:SHOWN] + "…"
    if parts is None or (parts["port"] is not None and int(parts["port"]) > 65535):
        return f'The Host header "{shown}" is not a host with an optional port (0 to 65535).'
    name = parts["host"]
    if name.startswith("["):
        try:
            ipaddress.IPv6Address(name[1:-1])
        except ValueError:
            return f'The Host header "{shown}" holds no IPv6 address between its brackets.'
        return None
    if len(name) > LONGEST_NAME or not _NAME.fullmatch(name):
        return (f'The Host header "{shown}" names no host: a host name is labels of 1 to 63 '
                f"letters, digits or hyphens between dots, {LONGEST_NAME} characters at most.")
    return None


def _no_write(_data: bytes) -> None:
    """``start_response``'s ``write``, which Flask never uses: the start is held back here."""
    raise RuntimeError("the trainer's answers are returned as bodies, not written")


def guard(app: Flask) -> WSGIApp:
    """``app.wsgi_app`` behind the host check, the last-resort apology and the security headers."""
    inner = app.wsgi_app

    def guarded(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterable[bytes]:
        problem = host_problem(environ.get("HTTP_HOST", ""))
        if problem is not None:
            return _send(plain_response(Request(environ), 400, "Bad Request", problem),
                         environ, start_response)
        started: list[Any] = []

        def hold(status: str, headers: list[tuple[str, str]], _exc_info: Any = None) -> Any:
            started[:] = [status, headers]
            return _no_write

        try:
            body = inner(environ, hold)
            status, headers = started  # Flask starts its answer before returning its body
        except Exception:
            app.logger.exception("unexpected error on %s %s, answered with the apology",
                                 environ.get("REQUEST_METHOD"), environ.get("PATH_INFO"))
            apology = plain_response(Request(environ), 500, "Internal Server Error", APOLOGY)
            return _send(apology, environ, start_response)
        start_response(status, secured(headers))
        return body

    return guarded


def _send(response: Any, environ: dict[str, Any], start_response: Callable[..., Any]):
    """Send a werkzeug ``response`` from this layer, with the security headers."""

    def secure_start(status: str, headers: list[tuple[str, str]], *exc_info: Any) -> Any:
        return start_response(status, secured(headers), *exc_info)

    return response(environ, secure_start)
