"""How the engine writes in sentences what it lists (``a, b and c``) and what a value it was
given is (``a number``)."""

from __future__ import annotations

from collections.abc import Sequence


def listed(words: Sequence[str], last: str = "and") -> str:
    """``words`` as a sentence lists them, the last joined by ``last`` (``and``, ``or``)."""
    if len(words) < 2:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


KINDS: dict[type, str] = {
    dict: "an object",
    list: "a list",
    str: "a string",
    bool: "true or false",
    int: "a number",
    float: "a number",
    type(None): "null",
}
"""What each kind of JSON value is called in a sentence."""


def kind_of(value: object) -> str:
    """What a JSON value is, in words: ``a list``, ``null``; a value of another type says its
    own ``kind`` (the protocol's numbers too long to read), else its type's name."""
    named = KINDS.get(type(value))
    return named if named is not None else str(getattr(value, "kind", type(value).__name__))
