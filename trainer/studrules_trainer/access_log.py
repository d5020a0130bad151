"""One line per request in the common log format, for servers that write none (waitress).

``127.0.0.1 - - [01/Dec/2026:15:04:05 +0000] "GET /quiz/question HTTP/1.1" 200 5120``:
the client, two unknowns (identity, user), the time, the request line, the
status and the size of the body sent (``-`` for none). Gunicorn writes the
same line itself (``studrules_trainer.serving.COMMON_LOG_FORMAT``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from typing import IO, Any

Application = Callable[[dict[str, Any], Callable[..., Any]], Iterable[bytes]]


def common_log(app: Application, out: IO[str]) -> Application:
    """``app`` writing a common-log line to ``out`` once each response is sent."""

    def logged(environ: dict[str, Any], start_response: Callable[..., Any]) -> Iterator[bytes]:
        status = ["-"]

        def starting(status_line: str, headers: list, *exc_info: Any) -> Any:
            status[0] = status_line.split(" ", 1)[0]
            return start_response(status_line, headers, *exc_info)

        sent = 0
        body = app(environ, starting)
        try:
            for chunk in body:
                sent += len(chunk)
                yield chunk
        finally:
            close = getattr(body, "close", None)
            if close is not None:
                close()
            out.write(line(environ, status[0], sent) + "\n")
            out.flush()

    return logged


def line(environ: dict[str, Any], status: str, sent: int) -> str:
    """The common-log line of one request."""
    target = environ.get("PATH_INFO", "") or "/"
    if environ.get("QUERY_STRING"):
        target += "?" + environ["QUERY_STRING"]
    request = f'{environ.get("REQUEST_METHOD", "-")} {target} {environ.get("SERVER_PROTOCOL", "-")}'
    when = time.strftime("%d/%b/%Y:%H:%M:%S %z", time.localtime())
    return (f'{environ.get("REMOTE_ADDR", "-")} - - [{when}] "{request}" {status} '
            f'{sent if sent else "-"}')
