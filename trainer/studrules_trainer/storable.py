"""What both of the trainer's databases can store, checked before a client's value reaches one.

SQLite's ``INTEGER`` and PostgreSQL's ``BIGINT`` hold 64-bit signed numbers,
and PostgreSQL refuses text holding a NUL character. Every id and text a
request brings (in its path, a signed token or the session) is checked here
first, so a value no database could store is refused like any other that
names nothing (404 in a path, 400 in a token) and never becomes a database
error. The path converters below are the app's ``id``, ``default`` (and
``string``) and ``path``: the parameters of every route but Flask's own
static files (which reach no database) pass through them.
"""

from __future__ import annotations

from typing import Any, TypeGuard

from werkzeug.routing import IntegerConverter, PathConverter, UnicodeConverter, ValidationError

LARGEST_ID = 2**63 - 1
"""The largest row number both databases store."""


def is_row_id(value: object) -> TypeGuard[int]:
    """Whether ``value`` is a row number both databases store: a whole number, 0 to 2**63 - 1."""
    return type(value) is int and 0 <= value <= LARGEST_ID


def is_storable_text(value: object) -> TypeGuard[str]:
    """Whether ``value`` is text both databases store: a string without NUL, valid as UTF-8."""
    if not isinstance(value, str) or "\x00" in value:
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate
        return False
    return True


class RowId(IntegerConverter):
    """A row number in a path (``<id:answer_id>``); a larger one matches no route (404)."""

    def __init__(self, url_map: Any) -> None:
        super().__init__(url_map, max=LARGEST_ID)


class _Storable:
    """A converter whose value no database could store matches no route (404)."""

    def to_python(self, value: str) -> str:
        if not is_storable_text(value):
            raise ValidationError
        return value


class StorableText(_Storable, UnicodeConverter):
    """A path segment (``<name>``) that both databases could store."""


class StorablePath(_Storable, PathConverter):
    """A path of segments (``<path:name>``) that both databases could store."""


CONVERTERS = {"id": RowId, "default": StorableText, "string": StorableText, "path": StorablePath}
"""The app's path converters, set before any route is added."""
