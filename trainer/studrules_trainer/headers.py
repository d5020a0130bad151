"""The headers on every response, so that a browser trusts the pages no further than needed.

The pages run no inline script or style: the one script and the stylesheets are
files of this site (the seats' places around the table come from a stylesheet
the app writes, ``/seats.css``). So the Content-Security-Policy allows only
this site's own files, no plugin, no framing, and forms that post here.
Redirects are paths on this site, never built from the ``Host`` header a
client sent (werkzeug's own redirects, such as ``/rulebook//high`` to
``/rulebook/high``, are absolute URLs naming that host; they are cut back to the path).
"""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import urlsplit, urlunsplit

POLICY = "; ".join([
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
])
HEADERS = {
    "Content-Security-Policy": POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
}
"""What every response says: pages, error pages, static files, redirects."""


def on_this_site(location: str) -> str:
    """``location`` as a path on this site: the trainer never sends a browser elsewhere.

    Leading slashes are merged, so the path cannot be read as another host (``//evil``).
    """
    parts = urlsplit(location)
    if not (parts.scheme or parts.netloc):
        return location
    return urlunsplit(("", "", "/" + parts.path.lstrip("/"), parts.query, parts.fragment))


def secured(headers: Iterable[tuple[str, str]]) -> list[tuple[str, str]]:
    """``headers`` with the security headers set (replacing any of that name), redirects relative.

    Applied to the status line's headers of every answer as it leaves the app
    (``studrules_trainer.guard``), so no page, error, file or redirect goes without.
    """
    ours = {name.lower() for name in HEADERS}
    kept = [(name, on_this_site(value) if name.lower() == "location" else value)
            for name, value in headers if name.lower() not in ours]
    return kept + list(HEADERS.items())
