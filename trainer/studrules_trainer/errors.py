"""Every error as a page that says what was wrong: HTML for browsers, JSON when asked for.

Bad input raises a werkzeug ``HTTPException`` (``abort(400, "...")``) whose
description names the problem; the handlers here turn it into a 4xx page. An
unexpected exception is logged and answered with a plain apology, never a
traceback. Where the trainer's page cannot be drawn (no URL can be built for
the request, or drawing it fails), the same words go out on the plain page,
which needs nothing of Flask: ``studrules_trainer.guard`` answers with it too.
"""

from __future__ import annotations

import json
from html import escape

from flask import Flask, Response, current_app, jsonify, render_template, request
from flask.globals import request_ctx
from werkzeug.exceptions import (
    HTTPException,
    InternalServerError,
    MethodNotAllowed,
    NotFound,
    RequestEntityTooLarge,
)
from werkzeug.wrappers import Request
from werkzeug.wrappers import Response as PlainResponse

APOLOGY = "Something went wrong on our side; the error has been logged."
"""What a learner is told of an unexpected error (the log has the rest)."""

PLAIN_PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>{code} {title} · studrules trainer</title>
</head>
<body data-page="error">
  <main id="main">
    <section class="error" id="error" data-status="{code}">
      <h1>{code} · {title}</h1>
      <p id="error-message">{message}</p>
      <p><a href="{home}">Back to the quiz</a></p>
    </section>
  </main>
</body>
</html>
"""
"""The error page that needs no template, no URL building and no request context."""


def prefers_json(asked: Request) -> bool:
    """Whether the client prefers JSON to HTML: by its Accept header, or by naming or sending it."""
    accept = asked.accept_mimetypes
    json_quality, html_quality = accept["application/json"], accept["text/html"]
    if json_quality != html_quality:
        return json_quality > html_quality
    return asked.is_json or any(mimetype == "application/json" for mimetype, _ in accept)


def wants_json() -> bool:
    """Whether the client of the current request prefers JSON to HTML."""
    return prefers_json(request)


def plain_response(asked: Request, code: int, title: str, message: str) -> PlainResponse:
    """Error ``code`` as JSON or as the plain page, for a request Flask may not be handling."""
    if prefers_json(asked):
        body = json.dumps({"error": {"status": code, "title": title, "message": message}})
        return PlainResponse(body, status=code, mimetype="application/json")
    page = PLAIN_PAGE.format(code=code, title=escape(title), message=escape(message),
                             home=escape(asked.script_root + "/"))
    return PlainResponse(page, status=code, mimetype="text/html")


def _message(error: HTTPException, limit: int | None) -> str:
    """The words for ``error``: its own description, or one naming the request for stock errors."""
    if isinstance(error, MethodNotAllowed):
        allowed = [m for m in (error.valid_methods or ()) if m not in ("HEAD", "OPTIONS")]
        return (
            f"{request.method} is not allowed at {request.path}; "
            f"use {' or '.join(allowed) or 'another method'}."
        )
    if isinstance(error, RequestEntityTooLarge):
        return f"The request body is larger than the {limit} bytes this trainer accepts."
    if isinstance(error, NotFound) and error.description == NotFound.description:
        return f"There is no page at {request.path}."
    if isinstance(error, InternalServerError) and error.description in (
        None, InternalServerError.description,
    ):
        return APOLOGY
    return error.description or error.name


def error_response(
    error: HTTPException, limit: int | None = None
) -> tuple[Response | PlainResponse, int]:
    """The page (or JSON object) for ``error``, with its status code.

    The trainer's page needs URLs built for the request; where none can be
    (Flask had no URL adapter for it, say for a host outside ``TRUSTED_HOSTS``)
    or the page fails to draw, the plain page says the same.
    """
    code = error.code or 400
    message = _message(error, limit)
    if wants_json():
        response: Response | PlainResponse = jsonify(
            error={"status": code, "title": error.name, "message": message}
        )
    elif request_ctx.url_adapter is None:
        response = plain_response(request, code, error.name, message)
    else:
        response = _drawn_page(code, error.name, message)
    if isinstance(error, MethodNotAllowed) and error.valid_methods:
        response.headers["Allow"] = ", ".join(error.valid_methods)
    return response, code


def _drawn_page(code: int, title: str, message: str) -> Response | PlainResponse:
    """The trainer's error page; the plain one, with the failure logged, if it cannot be drawn."""
    try:
        return Response(render_template("error.html", code=code, title=title, message=message),
                        mimetype="text/html")
    except Exception:
        current_app.logger.exception("the error page for %s %s could not be drawn",
                                     request.method, request.path)
        return plain_response(request, code, title, message)


def init_app(app: Flask) -> None:
    """Register the handlers: HTTP errors keep their status, anything else is an apology."""
    limit = app.config.get("MAX_CONTENT_LENGTH")

    @app.errorhandler(HTTPException)
    def _http_error(error: HTTPException):
        return error_response(error, limit)

    @app.errorhandler(Exception)
    def _unexpected(error: Exception):
        app.logger.exception("unexpected error on %s %s", request.method, request.path)
        return error_response(InternalServerError(APOLOGY))
