"""How far a long command has got, drawn in place on one line of a terminal.

The commands that take more than a second (``studrules conformance``, ``export``,
``replay`` of a file of many hands, ``rulebook build``) count their work with a
``Progress``. On a terminal it draws ``label [#####-----] 312/1037 cases`` on one line
of standard error, redrawn in place (a carriage return, no escape sequences) a few
times a second, and clears it when done, so the command's own output starts on a clean
line. When the stream is not a terminal (piped, redirected, a test) it draws nothing,
so logs and pipes get only what the command prints.
"""

from __future__ import annotations

import shutil
import sys
import time
from collections.abc import Callable
from types import TracebackType
from typing import TextIO

BAR = 20
"""The width of the bar, in characters, when the total is known."""


def is_terminal(stream: object) -> bool:
    """Whether ``stream`` says it is a terminal (a stream without ``isatty`` is not)."""
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty()) if callable(isatty) else False
    except (OSError, ValueError):  # a closed or detached stream
        return False


class Progress:
    """A count of work done, drawn in place on ``stream`` (standard error) if it is a terminal.

    ``advance`` adds to the count and redraws at most every ``interval`` seconds (and
    always when the count reaches ``total``); ``say`` writes a line of the command's own
    above the count; ``close`` (or leaving the ``with`` block) clears the line.
    """

    def __init__(
        self,
        label: str,
        total: int | None = None,
        unit: str = "",
        stream: TextIO | None = None,
        interval: float = 0.1,
        clock: Callable[[], float] = time.monotonic,
    ):
        self.label = label
        self.total = total
        self.unit = unit
        self.stream = sys.stderr if stream is None else stream
        self.drawing = is_terminal(self.stream)
        self.interval = interval
        self.clock = clock
        self.count = 0
        self._drawn = 0
        self._last: float | None = None

    def __enter__(self) -> Progress:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def advance(self, count: int = 1) -> None:
        """Count ``count`` more done; redraw if the interval has passed or all are done."""
        self.count += count
        if not self.drawing:
            return
        now = self.clock()
        finished = self.total is not None and self.count >= self.total
        if finished or self._last is None or now - self._last >= self.interval:
            self._last = now
            self._draw(self.line())

    def say(self, text: str, to: TextIO | None = None) -> None:
        """Write ``text`` as a line of its own on ``to`` (the count's stream unless given: the
        command's output may share the terminal), above the count."""
        self._clear()
        written = self.stream if to is None else to
        written.write(text + "\n")
        written.flush()
        if self.drawing and self._last is not None:
            self._draw(self.line())

    def close(self) -> None:
        """Clear the count's line, so that what is written next starts on a clean line."""
        self._clear()

    def line(self) -> str:
        """The text of the count: the label, a bar and the count out of the total when known,
        cut to the terminal's width."""
        unit = f" {self.unit}" if self.unit else ""
        if self.total:
            done = min(self.count, self.total)
            filled = BAR * done // self.total
            text = (f"{self.label} [{'#' * filled}{'-' * (BAR - filled)}] "
                    f"{self.count}/{self.total}{unit} ({100 * done // self.total}%)")
        else:
            text = f"{self.label}: {self.count}{unit}"
        width = shutil.get_terminal_size().columns - 1
        return text if len(text) <= width else text[: max(width - 1, 0)] + "…"

    def _draw(self, text: str) -> None:
        self.stream.write("\r" + text + " " * max(self._drawn - len(text), 0))
        self._drawn = len(text)
        self.stream.flush()

    def _clear(self) -> None:
        if self._drawn:
            self.stream.write("\r" + " " * self._drawn + "\r")
            self._drawn = 0
            self.stream.flush()
