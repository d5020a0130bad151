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

from urllib.parse import urlsplit, urlunsplit

from flask import Flask, Response

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


def secure(response: Response) -> Response:
    """Add the security headers to ``response`` and make its redirect relative."""
    response.headers.update(HEADERS)
    if "Location" in response.headers:
        response.headers["Location"] = on_this_site(response.headers["Location"])
    return response


def init_app(app: Flask) -> None:
    """Send the headers on every response the app makes."""
    app.after_request(secure)
