"""The ``Engine`` interface the scenarios speak through, and the engines behind it.

An engine takes a protocol request without its ``id`` and returns the answer
(docs/protocol.md). ``ReferenceEngine`` answers in process with
``studrules.protocol.dispatch``; ``PythonEngine`` calls any Python function with the same
shape; ``SubprocessEngine`` runs a command and speaks JSON lines with it.
``make_engine`` picks one from a spec such as ``reference``,
``python:package.module:factory`` or ``studrules engine``.
"""

from __future__ import annotations

import contextlib
import importlib
import itertools
import json
import queue
import shlex
import subprocess
import threading
from collections import deque
from collections.abc import Callable
from typing import IO, NoReturn, Protocol

from studrules.errors import StudrulesError
from studrules.protocol.dispatch import handle

Handler = Callable[[dict], dict]
"""A function that answers one protocol request (with its ``id``), as ``protocol.handle`` does."""


class EngineError(StudrulesError):
    """An engine failed to speak the protocol: it did not start, died, hung or answered garbage.

    ``kind`` says which: ``start``, ``crash``, ``timeout``, ``garbage`` (an answer
    that is not a JSON object answering the request), ``closed``, or ``invalid``
    (an answer that breaks the protocol's schema, found by the conformance runner).
    """

    def __init__(self, message: str, kind: str = "crash"):
        super().__init__(message)
        self.kind = kind


class Asks(Protocol):
    """What a scenario's steps need of an engine: a name, and a request answered."""

    name: str

    def request(self, body: dict) -> dict:
        """The engine's answer to ``body``, a request without ``id``; raises ``EngineError``."""
        ...


class NoEngine:
    """An engine for reading the Given steps alone: they only set up the table."""

    name = "none"

    def request(self, body: dict) -> dict:
        """Refuse every request: reading the Given steps asks the engine nothing."""
        raise EngineError("no engine while reading the Given steps")

    def close(self) -> None:
        """Nothing to stop."""


class Engine(Protocol):
    """What every scenario step uses: send a request body, get its answer; usable with ``with``."""

    name: str

    def request(self, body: dict) -> dict:
        """The engine's answer to ``body``, a request without ``id``; raises ``EngineError``."""
        ...

    def close(self) -> None:
        """Stop the engine; closing twice is harmless."""
        ...

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def _stamped(body: dict, ident: int) -> dict:
    if not isinstance(body, dict):
        raise TypeError(f"a request body is a dict, not {type(body).__name__}")
    if "id" in body:
        raise ValueError("a request body has no id: the engine numbers requests itself")
    return {"id": ident, **body}


def shown(value: object, limit: int = 300) -> str:
    """A JSON value as the protocol writes it, cut to ``limit`` characters."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _checked(name: str, ident: int, answer: object) -> dict:
    """The answer without its id, once it is an object that answers request ``ident``."""
    if not isinstance(answer, dict):
        raise EngineError(
            f"engine {name} answered request {ident} with {shown(answer)}, not an object",
            "garbage",
        )
    if "id" not in answer:
        raise EngineError(
            f'engine {name} answered request {ident} without its "id": {shown(answer)}',
            "garbage",
        )
    if answer["id"] != ident:
        raise EngineError(
            f"engine {name} answered id {shown(answer.get('id'))} to request {ident}: "
            + shown(answer),
            "garbage",
        )
    if not isinstance(answer.get("ok"), bool):
        raise EngineError(
            f'engine {name} answered request {ident} without "ok": {shown(answer)}', "garbage"
        )
    return {key: value for key, value in answer.items() if key != "id"}


class PythonEngine(Engine):
    """An engine in this process: a handler function that answers one request at a time.

    Requests and answers go through JSON text on the way, so the handler sees and
    must return exactly what a subprocess would.
    """

    def __init__(self, handler: Handler, name: str):
        self.name = name
        self._handler = handler
        self._ids = itertools.count(1)

    @classmethod
    def from_spec(cls, spec: str) -> PythonEngine:
        """The engine of ``python:package.module:factory``: ``factory()`` returns the handler."""
        module_name, _, factory_name = spec.removeprefix("python:").partition(":")
        if not module_name or not factory_name:
            raise EngineError(f'"{spec}" is not of the form python:package.module:factory')
        try:
            handler = getattr(importlib.import_module(module_name), factory_name)()
        except Exception as error:
            problem = f"{type(error).__name__}: {error}"
            raise EngineError(f"cannot load engine {spec}: {problem}", "start") from None
        if not callable(handler):
            raise EngineError(
                f"{spec} returned {handler!r}, not a function of a request", "start"
            )
        return cls(handler, spec)

    def request(self, body: dict) -> dict:
        """The engine's answer to ``body``, a request without ``id``; raises ``EngineError``."""
        ident = next(self._ids)
        text = json.dumps(_stamped(body, ident))
        try:
            answer = json.loads(json.dumps(self._handler(json.loads(text))))
        except Exception as error:
            raise EngineError(
                f"engine {self.name} failed on request {ident}: {type(error).__name__}: {error}"
            ) from error
        return _checked(self.name, ident, answer)

    def close(self) -> None:
        """Nothing to stop: the engine lives in this process."""


class ReferenceEngine(PythonEngine):
    """The reference engine, in process: ``studrules.protocol.dispatch.handle``."""

    def __init__(self) -> None:
        super().__init__(handle, "reference")


class SubprocessEngine(Engine):
    """An engine command, started once, that reads requests and writes answers as JSON lines.

    After a failure the engine is stopped and refuses requests until ``restart``.
    ``timeout`` bounds each answer; the first answer after a start may also take
    the time the command needs to start, up to ``startup`` seconds.
    """

    def __init__(self, command: str, timeout: float = 10.0, startup: float = 0.0):
        self.name = command
        self.timeout = timeout
        self.startup = startup
        self.restarts = 0
        self._ids = itertools.count(1)
        self._args = shlex.split(command)
        if not self._args:
            raise EngineError("the engine command is empty", "start")
        self._start()

    def _start(self) -> None:
        """Start the command, with fresh queues for its answers and its standard error."""
        self._answers: queue.Queue[str | None] = queue.Queue()
        self._stderr: deque[str] = deque(maxlen=20)
        self._started = True
        try:
            self._process = subprocess.Popen(
                self._args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, text=True, encoding="utf-8", errors="replace", bufsize=1,
            )
        except OSError as error:
            raise EngineError(f"cannot start engine {self.name}: {error}", "start") from None
        self._readers = [
            threading.Thread(target=self._read, args=(stream, put), daemon=True)
            for stream, put in (
                (self._process.stdout, self._answers.put),
                (self._process.stderr, self._stderr.append),
            )
        ]
        for reader in self._readers:
            reader.start()

    @staticmethod
    def _read(stream: IO[str], put: Callable[[str | None], object]) -> None:
        with stream:
            for line in stream:
                put(line)
        put(None)

    def request(self, body: dict) -> dict:
        """The engine's answer to ``body``, a request without ``id``; raises ``EngineError``."""
        ident = next(self._ids)
        line = json.dumps(_stamped(body, ident))
        stdin = self._process.stdin
        if stdin is None or stdin.closed:
            raise EngineError(f"engine {self.name} is closed", "closed")
        wait = max(self.timeout, self.startup) if self._started else self.timeout
        self._started = False
        try:
            stdin.write(line + "\n")
            stdin.flush()
            answer = self._answers.get(timeout=wait)
        except OSError:
            answer = None
        except queue.Empty:
            self._fail(f"did not answer request {ident} within {wait:g} s", "timeout")
        if answer is None:
            self._fail(f"stopped before answering request {ident}", "crash")
        try:
            decoded = json.loads(answer)
        except ValueError:
            self._fail(
                f"answered request {ident} with a line that is not JSON: "
                + shown(answer.rstrip("\r\n"), 200),
                "garbage",
            )
        try:
            return _checked(self.name, ident, decoded)
        except EngineError as error:
            self._fail(str(error), error.kind)

    def restart(self) -> None:
        """Stop the engine if it still runs and start the command again (after a failure)."""
        self._stop(grace=0)
        self._start()
        self.restarts += 1

    def _fail(self, what: str, kind: str) -> NoReturn:
        """Stop the engine and raise ``EngineError`` with what went wrong and its stderr."""
        killed = self._stop(grace=1 if kind == "crash" else 0)
        message = what if what.startswith("engine ") else f"engine {self.name} {what}"
        code = self._process.returncode
        if killed:
            message += "; the runner stopped it"
        elif code is not None and code < 0:
            message += f" (ended by signal {-code})"
        elif code:
            message += f" (exit code {code})"
        stderr = "".join(line for line in self._stderr if line).rstrip()
        if stderr:
            message += "; its stderr ends:\n" + stderr
        raise EngineError(message, kind)

    def close(self) -> None:
        """Close the engine's input, wait briefly for it to end, then kill it."""
        self._stop(grace=2)

    def _stop(self, grace: float) -> bool:
        """Close the engine's input and wait ``grace`` seconds; whether it had to be killed."""
        if self._process.stdin is not None and not self._process.stdin.closed:
            with contextlib.suppress(OSError):
                self._process.stdin.close()
        killed = False
        try:
            self._process.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
            killed = True
        for reader in self._readers:
            reader.join(timeout=1)
        return killed


def make_engine(spec: str, timeout: float = 10.0, startup: float = 0.0) -> Engine:
    """The engine a spec names: ``reference``, ``python:package.module:factory`` or a command.

    ``timeout`` is how long a command may take over one answer, ``startup`` how long
    over its first answer after it starts, if that is longer.
    """
    if spec == "reference":
        return ReferenceEngine()
    if spec.startswith("python:"):
        return PythonEngine.from_spec(spec)
    return SubprocessEngine(spec, timeout, startup)
