"""A first pass over a PHH file's text: bounded, not recursive, and it knows where each value is.

Python's TOML reader reads nested arrays by recursion and turns every integer into
an ``int`` whatever its length, so a hostile file can exhaust the stack (a thousand
nested brackets) or the time (a number of millions of digits). Before it sees the
text, this pass walks it once, character by character with no recursion, and
refuses nesting deeper than ``MAX_NESTING`` and any number longer than
``MAX_NUMBER`` characters, with the line and column. On the way it records where
each field's value starts, and each element of a field's array, so that the reader
can point at the value it refuses (``Place``).

The pass knows only what it needs of TOML: comments, the four kinds of strings,
brackets and braces, table headers (``[1]``, as in a ``.phhs`` file of several
hands), ``=`` and ``,``. Whatever it misreads, the TOML reader still judges.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from studrules.errors import StudrulesError

MAX_NESTING = 4
"""The deepest nesting of arrays and inline tables a PHH file may have (it needs 1)."""
MAX_NUMBER = 40
"""The longest number, in characters, a PHH file may write (a date-time needs 35)."""

_TOO_DEEP = f"arrays, tables and dotted keys are nested more than {MAX_NESTING} deep"
_BARE = re.compile(r"[^ \t\r\n#,=\[\]{}\"']+")
_HEADER = re.compile(r"\[\[?([^\]\n]*)\]\]?")


class PHHError(StudrulesError):
    """A hand history that cannot be read or replayed: says what and, where known, where.

    ``line`` and ``column`` (1-based) are the place in the file's text, when there is one;
    ``hand`` names the hand's table in a file of several hands.
    """

    def __init__(self, message: str, line: int | None = None, column: int | None = None):
        super().__init__(message)
        self.line = line
        self.column = column
        self.hand = ""


@dataclass(frozen=True)
class Place:
    """Where a value starts in the file: its line and column, and whether it is a string
    written without escapes (then a column inside it is the string's column plus the offset)."""

    line: int
    column: int
    plain: bool = True

    def inside(self, offset: int) -> Place:
        """The place ``offset`` characters into the string's text (past its opening quote)."""
        if not self.plain:
            return self
        return Place(self.line, self.column + 1 + offset)


Path = tuple
"""A value's path: ``(table, field)`` or ``(table, field, index)``; the top's table is ``""``."""


def scan(text: str) -> dict[Path, Place]:
    """The place of every field's value and array element; raises ``PHHError`` for text
    nested deeper than ``MAX_NESTING`` or a number longer than ``MAX_NUMBER``."""
    places: dict[Path, Place] = {}
    opened: list[str] = []
    table, key, index, wants_value = "", "", 0, False
    dots = 0  # the dots of the key being read: a dotted key nests tables as brackets do
    i, line, line_start, end = 0, 1, 0, len(text)
    while i < end:
        ch = text[i]
        if ch == "\n":
            i, line, line_start, dots = i + 1, line + 1, i + 1, 0
            continue
        if ch in " \t\r":
            i += 1
            continue
        if ch == "#":
            stop = text.find("\n", i)
            i = end if stop < 0 else stop
            continue
        place = Place(line, i - line_start + 1)
        if ch == "[" and not opened and not wants_value:
            header = _HEADER.match(text, i)
            if header and header.group(1).count(".") > MAX_NESTING:
                raise PHHError(_TOO_DEEP, *_at(place))
            if header:
                table, key = header.group(1).strip().strip("\"'"), ""
                i = header.end()
                continue
        if ch in "\"'":
            stop = _string_end(text, i)
            token = text[i:stop]
            place = Place(line, place.column, "\\" not in token and "\n" not in token)
            breaks = token.count("\n")
            if breaks:
                line, line_start = line + breaks, i + token.rfind("\n") + 1
            i = stop
        elif ch in "[{":
            opened.append(ch)
            if len(opened) > MAX_NESTING:
                raise PHHError(_TOO_DEEP, *_at(place))
            i += 1
            dots = 0
        elif ch in "]}":
            if opened:
                opened.pop()
            i += 1
            continue
        elif ch == "=":
            wants_value, dots = not opened, 0
            i += 1
            continue
        elif ch == ",":
            index += len(opened) == 1
            i, dots = i + 1, 0
            continue
        else:
            bare = _BARE.match(text, i)
            if bare is None:  # cannot be: every character _BARE leaves out is handled above
                raise PHHError(f"unexpected {ch!r}", *_at(place))
            token = bare.group()
            if token[0] in "0123456789+-" and len(token) > MAX_NUMBER:
                raise PHHError(
                    f"a number of {len(token)} characters: numbers in a PHH file have at most "
                    f"{MAX_NUMBER}",
                    *_at(place),
                )
            dots += token.count(".")
            if dots > MAX_NESTING:
                raise PHHError(_TOO_DEEP, *_at(place))
            i += len(token)
            if not opened and not wants_value:
                key = token.strip("\"'")
                continue
        # ``place`` starts a value (a string, a number or an opened bracket), or a quoted key.
        depth = len(opened) - (ch in "[{")
        if depth == 0 and wants_value:
            places[(table, key)] = place
            wants_value, index = False, 0
        elif depth == 0 and ch in "\"'":
            key = token[1:-1]  # a quoted key
        elif depth == 1 and opened[0] == "[":
            places.setdefault((table, key, index), place)
    return places


def _string_end(text: str, start: int) -> int:
    """The index just past the string that opens at ``start`` (or the end of its line or the
    text, when it is not closed: the TOML reader then says so)."""
    quote = text[start]
    escapes = quote == '"'
    if text.startswith(quote * 3, start):
        i = start + 3
        while i < len(text):
            if escapes and text[i] == "\\":
                i += 2
                continue
            if text.startswith(quote * 3, i):
                i += 3
                while i < len(text) and text[i] == quote:  # up to two quotes end the text
                    i += 1
                return i
            i += 1
        return len(text)
    i = start + 1
    while i < len(text) and text[i] != "\n":
        if escapes and text[i] == "\\":
            i += 2
            continue
        if text[i] == quote:
            return i + 1
        i += 1
    return i


def _at(place: Place) -> tuple[int, int]:
    return place.line, place.column
