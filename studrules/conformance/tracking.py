"""Answers that note what the steps read: which paths they look at, and which keys they miss.

``tracked(answer, log)`` wraps a decoded JSON answer in dict and list subclasses
that report to ``log`` every path the steps touch (``("state", "legal", 0,
"action")``), every key they look up and do not find, and which step did it.
The export uses this to know which answers each step reads and which absent
fields a step relies on being absent (a player who has not declared).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

Path = tuple[str | int, ...]


@dataclass
class ReadLog:
    """What the steps read of each recorded answer, by the answer's index."""

    step: str = ""
    """The step running now, as written (``Then Carol wins $8.50``)."""
    at_step: int = 0
    """The index of the step running now in its scenario."""
    touched: dict[int, set[Path]] = field(default_factory=dict)
    missed: dict[int, set[Path]] = field(default_factory=dict)
    readers: dict[int, list[str]] = field(default_factory=dict)
    first_reader: dict[int, int] = field(default_factory=dict)
    """The index of the first step that read each answer."""

    def touch(self, exchange: int, path: Path) -> None:
        """Note that the running step read ``path`` of answer ``exchange``."""
        self.first_reader.setdefault(exchange, self.at_step)
        self.touched.setdefault(exchange, set()).add(path)
        readers = self.readers.setdefault(exchange, [])
        if self.step and self.step not in readers:
            readers.append(self.step)

    def miss(self, exchange: int, path: Path) -> None:
        """Note that the running step looked up ``path`` of answer ``exchange`` and it is absent."""
        self.missed.setdefault(exchange, set()).add(path)
        self.touch(exchange, path[:-1])


def holds_tracked(value: object) -> bool:
    """Whether ``value`` is, or holds, part of a tracked answer."""
    if isinstance(value, _Object | _List):
        return True
    if isinstance(value, dict):
        return any(holds_tracked(item) for item in value.values())
    if isinstance(value, list | tuple | set):
        return any(holds_tracked(item) for item in value)
    return False


def tracked(value: Any, log: ReadLog, exchange: int, path: Path = ()) -> Any:
    """``value`` with every object and list in it wrapped to report reads to ``log``."""
    if isinstance(value, dict):
        return _Object(
            {k: tracked(v, log, exchange, (*path, k)) for k, v in value.items()},
            log, exchange, path,
        )
    if isinstance(value, list):
        return _List(
            [tracked(v, log, exchange, (*path, i)) for i, v in enumerate(value)],
            log, exchange, path,
        )
    return value


class _Object(dict):
    """A JSON object that reports the keys read, and those looked up in vain."""

    def __init__(self, items: dict, log: ReadLog, exchange: int, path: Path):
        super().__init__(items)
        self._where = (log, exchange, path)

    def _read(self, key: Any) -> None:
        log, exchange, path = self._where
        if dict.__contains__(self, key):
            log.touch(exchange, (*path, key))
        else:
            log.miss(exchange, (*path, key))

    def _read_all(self) -> None:
        log, exchange, path = self._where
        log.touch(exchange, path)
        for key in dict.keys(self):
            log.touch(exchange, (*path, key))

    def __getitem__(self, key: object) -> object:
        self._read(key)
        return dict.__getitem__(self, key)

    def get(self, key: object, default: object = None) -> object:
        self._read(key)
        return dict.get(self, key, default)

    def __contains__(self, key: object) -> bool:
        self._read(key)
        return dict.__contains__(self, key)

    def __iter__(self) -> Iterator:
        self._read_all()
        return dict.__iter__(self)

    def keys(self):
        self._read_all()
        return dict.keys(self)

    def values(self):
        self._read_all()
        return dict.values(self)

    def items(self):
        self._read_all()
        return dict.items(self)

    def __len__(self) -> int:
        log, exchange, path = self._where
        log.touch(exchange, path)
        return dict.__len__(self)

    def __eq__(self, other: object) -> bool:
        self._read_all()
        return dict.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        self._read_all()
        return dict.__ne__(self, other)

    __hash__ = None


class _List(list):
    """A JSON list that reports the items read."""

    def __init__(self, items: list, log: ReadLog, exchange: int, path: Path):
        super().__init__(items)
        self._where = (log, exchange, path)

    def _read_all(self) -> None:
        log, exchange, path = self._where
        log.touch(exchange, path)
        for i in range(list.__len__(self)):
            log.touch(exchange, (*path, i))

    def __getitem__(self, index):
        log, exchange, path = self._where
        if isinstance(index, int) and -list.__len__(self) <= index < list.__len__(self):
            log.touch(exchange, (*path, index % list.__len__(self)))
        else:
            self._read_all()
        return list.__getitem__(self, index)

    def __iter__(self) -> Iterator:
        self._read_all()
        return list.__iter__(self)

    def __len__(self) -> int:
        log, exchange, path = self._where
        log.touch(exchange, path)
        return list.__len__(self)

    def __contains__(self, item: object) -> bool:
        self._read_all()
        return list.__contains__(self, item)

    def __eq__(self, other: object) -> bool:
        self._read_all()
        return list.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        self._read_all()
        return list.__ne__(self, other)

    __hash__ = None
