"""Reading and writing the user's files with one-line errors that say what went wrong.

Every command reads or writes a path the user gave; a missing file, a directory,
a folder that does not exist, a permission or a file that is not UTF-8 is the
user's to fix, so it is a ``FileProblem`` naming the path and the trouble (exit
2), never a traceback or an "internal error".
"""

from __future__ import annotations

import errno
from pathlib import Path

from studrules.errors import StudrulesError


class FileProblem(StudrulesError):
    """A file that cannot be read or written: the path and what is wrong with it."""


def trouble(error: OSError | UnicodeDecodeError, path: str | Path) -> str:
    """What is wrong with ``path``, in a few words."""
    if isinstance(error, UnicodeDecodeError):
        return f"it is not UTF-8 text (byte {error.start}: {error.reason})"
    if isinstance(error, IsADirectoryError):
        return "it is a directory"
    if isinstance(error, PermissionError):
        return "permission denied"
    if isinstance(error, FileNotFoundError):
        parent = Path(path).parent
        if not parent.is_dir():
            return f"there is no directory {parent}"
        return "no such file"
    if error.errno == errno.ENOTDIR:
        return "a part of the path is a file, not a directory"
    return error.strerror or str(error)


def read_text(path: str | Path, what: str = "the file") -> str:
    """The UTF-8 text of ``path`` (a byte order mark dropped); ``FileProblem`` if unreadable."""
    try:
        return Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as error:
        raise FileProblem(f"cannot read {what} {path}: {trouble(error, path)}") from None


def write_text(path: str | Path, text: str, what: str = "the file") -> None:
    """Write ``text`` to ``path`` as UTF-8; ``FileProblem`` naming what is in the way."""
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as error:
        raise FileProblem(f"cannot write {what} to {path}: {trouble(error, path)}") from None
