"""How the engine writes in sentences what it lists: ``a``, ``a and b``, ``a, b and c``."""

from __future__ import annotations

from collections.abc import Sequence


def listed(words: Sequence[str], last: str = "and") -> str:
    """``words`` as a sentence lists them, the last joined by ``last`` (``and``, ``or``)."""
    if len(words) < 2:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"
