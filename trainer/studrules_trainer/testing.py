"""Drive the trainer the way a browser does: read a page's forms and fill in an answer.

Used by the tests and by ``benchmarks/trainer_load.py``; standard library only,
but for ``scratch_database`` (psycopg). ``free_port`` finds a loopback port,
``start_server`` starts a trainer server on it, ``Browser`` keeps one
learner's cookies and connection, ``scratch_database`` makes an empty
PostgreSQL database for a test or a benchmark run.
"""

from __future__ import annotations

import html
import http.client
import http.cookies
import os
import random
import re
import secrets
import socket
import subprocess
import sys
import time
import urllib.parse
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class Form:
    """One ``<form>`` of a page: where it goes and its inputs as (name, type, value) in order."""

    id: str | None
    action: str
    method: str
    inputs: list[tuple[str, str, str]] = field(default_factory=list)

    def value(self, name: str) -> str | None:
        """The value of the first input called ``name``."""
        return next((value for n, _, value in self.inputs if n == name), None)

    def groups(self, kind: str) -> dict[str, list[str]]:
        """The values of every input of type ``kind`` (``radio``, ``checkbox``...), by name."""
        found: dict[str, list[str]] = {}
        for name, type_, value in self.inputs:
            if type_ == kind:
                found.setdefault(name, []).append(value)
        return found


_FORM = re.compile(r"<form\b([^>]*)>(.*?)</form>", re.S | re.I)
_FIELD = re.compile(r"<(input|select|textarea)\b([^>]*)>", re.I)
_ATTRIBUTE = re.compile(r'([\w-]+)(?:="([^"]*)")?')


def _attributes(text: str) -> dict[str, str]:
    return {name.lower(): html.unescape(value or "") for name, value in _ATTRIBUTE.findall(text)}


def read_forms(page: str) -> dict[str | None, Form]:
    """Every form of a page (as the trainer writes them: double-quoted attributes) by ``id``."""
    forms: dict[str | None, Form] = {}
    for form_attributes, body in _FORM.findall(page):
        named = _attributes(form_attributes)
        form = Form(named.get("id"), named.get("action", ""), named.get("method", "get").lower())
        for tag, field_attributes in _FIELD.findall(body):
            attrs = _attributes(field_attributes)
            if "name" not in attrs:
                continue
            kind = attrs.get("type", "text") if tag.lower() == "input" else tag.lower()
            default = attrs.get("placeholder", "") if kind == "text" else ""
            form.inputs.append((attrs["name"], kind, attrs.get("value", default)))
        forms[form.id] = form
    return forms


def fill_answer(form: Form, rng: random.Random) -> list[tuple[str, str]]:
    """A complete, well-formed answer to a question form, chosen at random.

    Hidden fields are kept; one value of each radio group is picked, at least
    one of each checkbox group, and text (amount) fields get their placeholder or 1.
    """
    filled = [(name, value) for name, kind, value in form.inputs if kind == "hidden"]
    for name, values in form.groups("radio").items():
        filled.append((name, rng.choice(values)))
    for name, values in form.groups("checkbox").items():
        ticked = rng.sample(values, rng.randint(1, len(values)))
        filled += [(name, value) for value in values if value in ticked]
    for name, values in form.groups("text").items():
        filled.append((name, values[0] or "1"))
    return filled


def free_port() -> int:
    """A loopback port nobody listens on right now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(port: int, instance: Path, log: Path, settings: Mapping[str, str] | None = None,
                 command: list[str] | None = None, wait: float = 30) -> subprocess.Popen:
    """``python -m studrules_trainer`` on ``port``, its output to ``log``, once it listens.

    ``settings`` are added to its environment (``WORKERS``,
    ``STUDRULES_TRAINER_DATABASE``...); the instance folder is ``instance``;
    ``command`` serves another app the same way (the load benchmark's ceiling).
    Raises ``RuntimeError`` with the server's output if it stops or does not
    listen within ``wait`` seconds.
    """
    env = dict(os.environ, PORT=str(port), STUDRULES_TRAINER_INSTANCE=str(instance))
    env.update(settings or {})
    with log.open("w") as output:
        server = subprocess.Popen(command or [sys.executable, "-m", "studrules_trainer"], env=env,
                                  stdout=output, stderr=subprocess.STDOUT, text=True)
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise RuntimeError(f"the trainer did not start:\n{log.read_text()}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    server.wait()
    raise RuntimeError(f"the trainer did not listen within {wait:g} seconds:\n{log.read_text()}")


class Browser:
    """One learner's browser: a cookie jar and a keep-alive connection to each server.

    A request that waits ``timeout`` seconds for an answer fails.
    """

    def __init__(self, timeout: float = 30) -> None:
        self.timeout = timeout
        self.cookies: dict[str, str] = {}
        self.connections: dict[int, http.client.HTTPConnection] = {}

    def request(self, port: int, method: str, path: str,
                form: list[tuple[str, str]] | None = None) -> tuple[int, dict[str, str], str]:
        """Send one request to the server on ``port`` with the cookies; keep those it sets."""
        headers = {"Accept": "text/html"}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        body = None
        if form is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
            body = urllib.parse.urlencode(form)
        reused = port in self.connections
        if not reused:
            self.connections[port] = http.client.HTTPConnection("127.0.0.1", port,
                                                                timeout=self.timeout)
        connection = self.connections[port]
        try:
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            text = response.read().decode("utf-8")
        except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError):
            connection.close()
            if not reused:
                raise
            # the server closed a kept-alive connection while it sat idle (gunicorn keeps one
            # for two seconds): send again on a new one, as a browser does
            del self.connections[port]
            return self.request(port, method, path, form)
        except (OSError, http.client.HTTPException):
            connection.close()
            raise
        for header in response.headers.get_all("Set-Cookie") or ():
            jar = http.cookies.SimpleCookie(header)
            self.cookies.update({key: morsel.value for key, morsel in jar.items()})
        return response.status, dict(response.headers), text

    def close(self) -> None:
        """Close every connection."""
        for connection in self.connections.values():
            connection.close()


@contextmanager
def scratch_database(server: str) -> Iterator[str]:
    """The URL of a new, empty database on the PostgreSQL ``server`` (a URL), dropped afterwards."""
    import psycopg

    name = f"studrules_{os.getpid()}_{secrets.token_hex(4)}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield urllib.parse.urlunsplit(urllib.parse.urlsplit(server)._replace(path=f"/{name}"))
    finally:
        with psycopg.connect(server, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
