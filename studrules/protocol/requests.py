"""Reading protocol requests: field checks whose errors name the field at fault."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from studrules.errors import StudrulesError


class RequestError(StudrulesError):
    """A request that cannot be answered: its error ``code``, the ``field`` at fault, why.

    ``at`` is the index of a refused action (code ``illegal-action``) and ``rule``
    the ID of the rule that refuses it.
    """

    def __init__(
        self,
        field: str | None,
        message: str,
        code: str = "bad-request",
        at: int | None = None,
        rule: str | None = None,
    ):
        super().__init__(message)
        self.field = field
        self.code = code
        self.message = message
        self.at = at
        self.rule = rule


def expect_object(body: object, where: str, fields: tuple[str, ...]) -> dict:
    """``body`` if it is an object with no fields but ``fields``; else a ``RequestError``."""
    if not isinstance(body, dict):
        raise RequestError(
            where, f"{where} must be an object with {', '.join(fields)}, not {kind_of(body)}"
        )
    no_other_fields(body, fields, where)
    return body


def no_other_fields(body: dict, fields: Iterable[str], where: str) -> None:
    """Refuse the first field of ``body`` that is not one of ``fields``."""
    for key in body:
        if key not in fields:
            raise RequestError(
                key if where == "the request" else f"{where}.{key}",
                f'unknown field "{key}" in {where}: expected {", ".join(fields)}',
            )


class LongNumber:
    """A JSON number with too many digits to read as one: refused wherever it is used.

    The protocol's reader keeps it in place of the number, so that the error
    names the field that holds it rather than the line as a whole.
    """

    __slots__ = ("digits",)
    DIGITS = 4300
    """The most digits of a number read as one (Python's own limit for reading an integer)."""

    def __init__(self, digits: int):
        self.digits = digits

    def __repr__(self) -> str:
        return f"a number of {self.digits} digits"


def read_integer(text: str) -> int | LongNumber:
    """A JSON integer as ``int``, or a ``LongNumber`` if it has more than ``LongNumber.DIGITS``."""
    digits = len(text.lstrip("-"))
    return int(text) if digits <= LongNumber.DIGITS else LongNumber(digits)


KIND_NAMES: dict[type, str] = {
    dict: "an object",
    list: "a list",
    str: "a string",
    bool: "true or false",
    int: "a number",
    float: "a number",
    type(None): "null",
    LongNumber: "a number too long to read",
}


def kind_of(value: object) -> str:
    """What a JSON value is, in words: ``a list``, ``null``."""
    return KIND_NAMES.get(type(value), type(value).__name__)


def required(body: dict, key: str, kind: type, where: str) -> Any:
    """``body[key]``, which must be there and of ``kind``; else a ``RequestError`` naming it."""
    field = key if where == "the request" else f"{where}.{key}"
    if key not in body:
        raise RequestError(field, f"{where} needs {key}: {KIND_NAMES[kind]}")
    value = body[key]
    if not isinstance(value, kind):
        raise RequestError(field, f"{field} must be {KIND_NAMES[kind]}, not {kind_of(value)}")
    return value
