"""Plain values: the engine's records that every action copies (a hand, its seats, its
round, the dealer), written as plain classes with slots rather than dataclasses.

Why: a hand makes about a hundred of them and reads their fields thousands of
times. A plain class with ``__slots__`` reads a field about three times faster
than a frozen dataclass, and compiled (docs/compiled.md) it is a native class,
whose fields are C fields and whose copy is one constructor call.

The shape every plain value follows:

- its fields are set once, in ``__init__``, and marked ``Final``: nobody changes
  a value, the engine makes a new one;
- ``but(field=value, ...)`` is the copy with some fields changed. Its keyword
  parameters default to ``KEEP``, "as it was", so that a call names only what
  changes and compiled code binds the names when it is compiled, with no
  dictionary of changes at run time;
- ``Plain`` gives equality, hash and text by the fields, as a dataclass does
  (``_fields`` names them, ``_values`` gives them in that order).
"""

from __future__ import annotations

from enum import Enum
from typing import ClassVar, Final


class Keep(Enum):
    """The one value of ``KEEP``: a keyword of ``but`` left as it was."""

    KEEP = "keep"


KEEP: Final = Keep.KEEP
"""The default of every keyword of ``but``: keep this field as it was."""


class Plain:
    """What a plain value shares: equality, hash and text by its fields."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()

    def _values(self) -> tuple:
        """The fields' values, in the order of ``_fields``."""
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in zip(self._fields, self._values()))
        return f"{type(self).__name__}({shown})"
