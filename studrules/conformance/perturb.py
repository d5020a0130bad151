"""Perturbations of recorded answers: each value changed to another of its kind, lists
extended, shortened or reversed, keys added; and the order in which they apply.

``changed`` gives a value of the same kind (an amount stays an amount, cards stay
cards), so that a scenario notices a changed value only if it checks it, not
because it cannot read it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from studrules.money import format_amount, parse_amount
from studrules.scenarios.rankings import CARD

from .tracking import Path

AMOUNT = re.compile(r"\d+(?:\.\d+)?")
CARDS = re.compile(rf"(?:{CARD}|Jk)(?: (?:{CARD}|Jk))*")
CHANGED = "~"
"""What a text that is neither an amount nor cards becomes when changed."""
ORDER = {"set": 0, "add": 0, "reverse": 1, "pop": 2, "append": 3}


@dataclass(frozen=True)
class Edit:
    """One perturbation of a recorded answer: at ``path``, ``set``, ``add``, ``reverse``,
    ``pop`` or ``append`` (``value`` is the new value, or the items appended)."""

    exchange: int
    path: Path
    kind: str
    value: object = None


def perturbed(texts: list[str], answers: list[dict], edits: list[Edit]) -> list[dict]:
    """The answers with ``edits`` applied to fresh copies (from ``texts``) of those they touch."""
    answers = list(answers)
    fresh: set[int] = set()
    for edit in sorted(edits, key=_order):
        if edit.exchange not in fresh:
            answers[edit.exchange] = json.loads(texts[edit.exchange])
            fresh.add(edit.exchange)
        apply(answers[edit.exchange], edit)
    return answers


def _order(edit: Edit) -> tuple[int, int, int]:
    """Values first, then lists from the deepest: paths still point where they were taken."""
    structural = ORDER[edit.kind] > 0
    return edit.exchange, -len(edit.path) if structural else -1000, ORDER[edit.kind]


def edits_of(at: int, answer: dict, missed: Iterable[Path], players: list[str]) -> Iterator[Edit]:
    """Every perturbation of one answer: each value changed, each list extended and shortened,
    each key looked up in vain, or each player missing from an object keyed by players, added."""
    absent = set()
    for path, value in walk(answer, ()):
        if isinstance(value, list):
            yield Edit(at, path, "append", _extension(value))
            if value:
                yield Edit(at, path, "pop")
        elif not isinstance(value, dict):
            yield Edit(at, path, "set", changed(value))
        elif set(value) <= set(players):
            absent |= {(*path, player) for player in players if player not in value}
    for path in missed:
        parent = get(answer, path[:-1])
        if isinstance(parent, dict) and path[-1] not in parent:
            absent.add(path)
    for path in sorted(absent, key=repr):
        siblings = list(get(answer, path[:-1]).values())
        yield Edit(at, path, "add", siblings[0] if siblings else CHANGED)


def subtrees(edits: list[Edit], depth: int) -> list[list[Edit]]:
    """``edits``, which share the first ``depth`` parts of (answer, *path), grouped by the next
    part; an edit whose path ends there is a group of its own."""
    groups: dict[object, list[Edit]] = {}
    alone = []
    for edit in edits:
        key = (edit.exchange, *edit.path)
        if len(key) <= depth:
            alone.append([edit])
        else:
            groups.setdefault(key[depth], []).append(edit)
    return alone + list(groups.values())


def walk(value: object, path: Path) -> Iterator[tuple[Path, object]]:
    """Every value inside ``value`` with its path, containers before what they hold."""
    if path:
        yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from walk(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from walk(item, (*path, i))


def changed(value: object) -> object:
    """Another value of the same kind: an amount becomes another amount, cards other cards."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int | float):
        return value + 1
    if isinstance(value, str):
        if AMOUNT.fullmatch(value):
            return format_amount(parse_amount(value) + 1000)
        if CARDS.fullmatch(value):
            return "2c" if value == "Jk" else "Jk"
        return CHANGED if value != CHANGED else CHANGED * 2
    return CHANGED


def changed_all(item: object, keep: Path | None = None) -> object:
    """A copy of ``item`` with every value changed, but the one at ``keep``."""
    if not isinstance(item, dict | list):
        return changed(item)
    other = json.loads(json.dumps(item))
    for leaf, value in list(walk(item, ())):
        if leaf != keep and not isinstance(value, dict | list):
            apply(other, Edit(0, leaf, "set", changed(value)))
    return other


def _extension(items: list) -> list:
    """Items to append to a list: a copy of each item with one of its values changed."""
    if not items:
        return [CHANGED]
    extra = []
    for item in items:
        if not isinstance(item, dict | list):
            extra.append(changed(item))
        for leaf, value in walk(item, ()):
            if not isinstance(value, dict | list):
                other = json.loads(json.dumps(item))
                apply(other, Edit(0, leaf, "set", changed(value)))
                extra.append(other)
    return extra or [CHANGED]


def get(value: Any, path: Path) -> Any:
    """The value at ``path`` inside ``value`` (decoded JSON, walked as the path says)."""
    for key in path:
        value = value[key]
    return value


def apply(answer: dict, edit: Edit) -> None:
    """Perturb ``answer`` in place by ``edit``."""
    if edit.kind in ("set", "add"):
        value = edit.value
        if isinstance(value, dict | list):
            value = json.loads(json.dumps(value))
        get(answer, edit.path[:-1])[edit.path[-1]] = value
        return
    items = get(answer, edit.path)
    if edit.kind == "reverse":
        items.reverse()
    elif edit.kind == "pop":
        items.pop()
    else:
        items.extend(json.loads(json.dumps(edit.value)))
