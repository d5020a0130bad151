"""Every error as a page that says what was wrong: HTML for browsers, JSON when asked for.

Bad input raises a werkzeug ``HTTPException`` (``abort(400, "...")``) whose
description names the problem; the handlers here turn it into a 4xx page. An
unexpected exception is logged and answered with a plain apology, never a
traceback.
"""

from __future__ import annotations

from flask import Flask, Response, jsonify, render_template, request
from werkzeug.exceptions import (
    HTTPException,
    InternalServerError,
    MethodNotAllowed,
    NotFound,
    RequestEntityTooLarge,
)


def wants_json() -> bool:
    """Whether the client prefers JSON to HTML: by its Accept header, or by naming or sending it."""
    accept = request.accept_mimetypes
    json_quality, html_quality = accept["application/json"], accept["text/html"]
    if json_quality != html_quality:
        return json_quality > html_quality
    return request.is_json or any(mimetype == "application/json" for mimetype, _ in accept)


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
    return error.description or error.name


def error_response(error: HTTPException, limit: int | None = None) -> tuple[Response | str, int]:
    """The page (or JSON object) for ``error``, with its status code."""
    code = error.code or 400
    message = _message(error, limit)
    if wants_json():
        response = jsonify(error={"status": code, "title": error.name, "message": message})
    else:
        response = Response(
            render_template("error.html", code=code, title=error.name, message=message),
            mimetype="text/html",
        )
    if isinstance(error, MethodNotAllowed) and error.valid_methods:
        response.headers["Allow"] = ", ".join(error.valid_methods)
    return response, code


def init_app(app: Flask) -> None:
    """Register the handlers: HTTP errors keep their status, anything else is an apology."""
    limit = app.config.get("MAX_CONTENT_LENGTH")

    @app.errorhandler(HTTPException)
    def _http_error(error: HTTPException):
        return error_response(error, limit)

    @app.errorhandler(Exception)
    def _unexpected(error: Exception):
        app.logger.exception("unexpected error on %s %s", request.method, request.path)
        return error_response(
            InternalServerError("Something went wrong on our side; the error has been logged.")
        )
