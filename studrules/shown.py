"""Text from the user, shown on a terminal: every character that does not print is escaped.

A feature file, a hand history, a card string or an argument may hold control
characters, C0 (``ESC``, ``BEL``, a carriage return, a backspace) and C1
(``CSI``, ``NEL``): echoed as they are, they clear a screen, retitle a window,
hide the start of a line or split one line of output into two. Every command
prints what it echoes through ``visible``, the one definition of what is
escaped: such a character is written as its Python escape (``\\x1b``), and the
suit symbols, the marks and all other printable text stay as they are.
"""

from __future__ import annotations

import json
from typing import TextIO


def visible(text: str) -> str:
    """``text`` on one line, with every character that does not print written as its Python
    escape: C0 and C1 controls, DEL, line and paragraph separators, format characters
    such as a right-to-left override (what ``str.isprintable`` refuses)."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def json_text(document: object) -> str:
    """``document`` as indented JSON for a terminal: every character beyond ASCII escaped
    (``\\u001b``, ``\\u2713``), so a control character of the user's is never raw."""
    return json.dumps(document, indent=1, ensure_ascii=True)


def say(text: str, file: TextIO) -> None:
    """Print ``text`` to ``file``, line by line (it may hold several), each line ``visible``."""
    for line in text.split("\n"):
        print(visible(line), file=file)
