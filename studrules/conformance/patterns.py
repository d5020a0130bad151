"""Expected answers as JSON patterns, and the matcher that checks an engine's answer against one.

A pattern is JSON. A plain value (string, number, true, false, null) must be
equal, of the same JSON type. An object must be matched key by key; keys the
pattern does not name may be anything (an answer may say more). A list must
have as many items, matched in order. Objects with one ``$`` key say more:

- ``{"$any": true}``: anything (an item of a list whose content is not checked);
- ``{"$absent": true}``, as a member of an object: that key must be missing;
- ``{"$amount": "2.50"}``: a decimal amount equal to this one (``"2.5"`` matches), either
  as long as an amount of play may be (``PLAY_DIGITS`` digits before the point);
- ``{"$cards": "As Ks"}``: the same cards, in any order and any spelling;
- ``{"$contains": "Xs"}``: a string containing this text;
- ``{"$unordered": [...]}``: a list of as many items, matched in some order;
- ``{"$includes": [...]}``: a list with a distinct item matching each of these;
- ``{"$set": [...]}``: a list whose every item matches one of these, and which has
  an item matching each (repeats allowed);
- ``{"$anyof": [...]}``: anything matching one of these; as a member of an object, with
  ``{"$absent": true}`` among them, the key may also be missing;
- ``{"$filter": [WHERE, LIST]}``: a list whose items matching ``WHERE``, in order,
  match the list pattern ``LIST`` (the other items may be anything).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, NamedTuple

from studrules.money import MoneyError, parse_amount
from studrules.protocol.limits import PLAY_DIGITS
from studrules.scenarios.rankings import spelled_alike

Json = Any
"""A decoded JSON value: the patterns and answers read here are checked as they are walked."""

ANY = {"$any": True}
ABSENT = {"$absent": True}
OPERATORS = (
    "$any", "$absent", "$amount", "$cards", "$contains", "$unordered", "$includes", "$set",
    "$anyof", "$filter",
)


class PatternError(ValueError):
    """A pattern that is not one: an unknown ``$`` operator or an operand of the wrong type."""


class Mismatch(NamedTuple):
    """Where an answer departs from its pattern: the path, what was expected, what was found."""

    path: str
    expected: str
    found: str

    def __str__(self) -> str:
        where = self.path or "the answer"
        return f"{where}: expected {self.expected}, the engine answered {self.found}"


def operator(pattern: Json) -> str | None:
    """The ``$`` operator of ``pattern``, or None for a plain value, object or list."""
    if isinstance(pattern, dict) and len(pattern) == 1:
        (key,) = pattern
        if key.startswith("$"):
            if key not in OPERATORS:
                raise PatternError(f'unknown pattern operator "{key}": use one of {OPERATORS}')
            return key
    return None


OPERANDS = {
    "$any": (bool,), "$absent": (bool,), "$amount": (str,), "$cards": (str,),
    "$contains": (str,), "$unordered": (list,), "$includes": (list,), "$set": (list,),
    "$anyof": (list,), "$filter": (list,),
}
"""The JSON type of each operator's operand."""


def check_pattern(pattern: Json, path: str = "") -> None:
    """Raise ``PatternError`` naming the place of an unknown operator or a wrong operand."""
    op = operator(pattern)
    if op is not None:
        operand = pattern[op]
        pair = op != "$filter" or len(operand) == 2
        if not isinstance(operand, OPERANDS[op]) or operand is False or not pair:
            raise PatternError(f"{path or 'the pattern'}: {op} takes {_OPERAND_WORDS[op]}, "
                               f"not {shown(operand)}")
        if op == "$amount":
            _check_amount(operand, path)
        if isinstance(operand, list):
            for i, item in enumerate(operand):
                check_pattern(item, f"{path}[{i}]")
    elif isinstance(pattern, dict):
        for key, value in pattern.items():
            check_pattern(value, f"{path}.{key}" if path else key)
    elif isinstance(pattern, list):
        for i, item in enumerate(pattern):
            check_pattern(item, f"{path}[{i}]")


_OPERAND_WORDS = {
    "$any": "true", "$absent": "true", "$amount": "a string", "$cards": "a string",
    "$contains": "a string", "$unordered": "a list", "$includes": "a list", "$set": "a list",
    "$anyof": "a list", "$filter": "a list of two patterns",
}


def shown(value: object, limit: int = 160) -> str:
    """A JSON value (or pattern) as compact text, cut at ``limit`` characters."""
    text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    return text if len(text) <= limit else text[: limit - 1] + "…"


def match(pattern: Json, actual: Json, path: str = "") -> list[Mismatch]:
    """Every place where ``actual`` departs from ``pattern`` (empty: it matches)."""
    op = operator(pattern)
    if op is not None:
        return _OPERATIONS[op](pattern[op], actual, path)
    if isinstance(pattern, dict):
        if not isinstance(actual, dict):
            return [Mismatch(path, "an object", shown(actual))]
        found = []
        for key, wanted in pattern.items():
            where = f"{path}.{key}" if path else key
            if operator(wanted) == "$absent":
                if key in actual:
                    found.append(Mismatch(where, "no such field", shown(actual[key])))
            elif key not in actual:
                if not may_be_absent(wanted):
                    found.append(
                        Mismatch(where, describe(wanted), "nothing (the field is missing)")
                    )
            else:
                found += match(wanted, actual[key], where)
        return found
    if isinstance(pattern, list):
        if not isinstance(actual, list) or len(actual) != len(pattern):
            return [Mismatch(path, describe(pattern), shown(actual))]
        return [m for i, p in enumerate(pattern) for m in match(p, actual[i], f"{path}[{i}]")]
    if _same(pattern, actual):
        return []
    return [Mismatch(path, shown(pattern), shown(actual))]


def may_be_absent(pattern: Json) -> bool:
    """Whether a member's pattern lets the member be missing: ``$absent``, or an ``$anyof`` with
    ``$absent`` among its alternatives (a player who wins nothing: absent, or ``"0"``)."""
    op = operator(pattern)
    return op == "$absent" or (op == "$anyof" and any(map(may_be_absent, pattern[op])))


def matches(pattern: Json, actual: Json) -> bool:
    """Whether ``actual`` matches ``pattern``."""
    return not match(pattern, actual)


def _same(expected: Json, actual: Json) -> bool:
    """JSON equality of plain values: ``true`` is not ``1``, ``1`` is ``1.0``."""
    if isinstance(expected, bool) or isinstance(actual, bool):
        return type(expected) is type(actual) and expected == actual
    numbers = (int, float)
    if isinstance(expected, numbers) and isinstance(actual, numbers):
        return expected == actual
    return type(expected) is type(actual) and expected == actual


def describe(pattern: Json) -> str:
    """What a pattern asks for, in words for a report."""
    op = operator(pattern)
    if op is None:
        return shown(pattern)
    operand = pattern[op]
    return {
        "$any": lambda: "anything",
        "$absent": lambda: "no such field",
        "$amount": lambda: f"the amount {operand}",
        "$cards": lambda: f'the cards "{operand}" (in any order)',
        "$contains": lambda: f'a text containing "{operand}"',
        "$unordered": lambda: "in any order, exactly " + _items(operand),
        "$includes": lambda: "a list including " + _items(operand),
        "$set": lambda: "a list of only and all of " + _items(operand),
        "$anyof": lambda: "one of " + _items(operand),
        "$filter": lambda: f"among the items like {describe(operand[0])}: {describe(operand[1])}",
    }[op]()


def _items(patterns: Json) -> str:
    if not isinstance(patterns, list):
        raise PatternError(f"the operand of a list pattern must be a list, not {shown(patterns)}")
    return "[" + ", ".join(describe(p) for p in patterns) + "]"


def _any(operand: Json, actual: Json, path: str) -> list[Mismatch]:
    return []


def _absent(operand: Json, actual: Json, path: str) -> list[Mismatch]:
    return [Mismatch(path, "no such field", shown(actual))]


def _text(operand: Json, what: str) -> str:
    if not isinstance(operand, str):
        raise PatternError(f"the operand of {what} must be a string, not {shown(operand)}")
    return operand


def _check_amount(operand: Json, path: str) -> None:
    """Raise ``PatternError`` if the operand of ``$amount`` is not an amount of play."""
    try:
        parse_amount(operand, PLAY_DIGITS)
    except MoneyError as error:
        where = path or "the pattern"
        raise PatternError(f'{where}: $amount takes an amount such as "2.50", not '
                           f"{shown(operand)} ({error})") from None


def _amount(operand: Json, actual: Json, path: str) -> list[Mismatch]:
    """An answer's amounts are amounts of play (protocol 2): they may pass the stakes' 18
    digits, up to ``PLAY_DIGITS``."""
    wanted = parse_amount(_text(operand, "$amount"), PLAY_DIGITS)
    try:
        if parse_amount(actual, PLAY_DIGITS) == wanted:
            return []
    except MoneyError:
        pass
    return [Mismatch(path, f"the amount {operand}", shown(actual))]


def _cards(operand: Json, actual: Json, path: str) -> list[Mismatch]:
    wanted = spelled_alike(_text(operand, "$cards"))
    if isinstance(actual, str) and spelled_alike(actual) == wanted:
        return []
    return [Mismatch(path, f'the cards "{operand}" (in any order)', shown(actual))]


def _contains(operand: Json, actual: Json, path: str) -> list[Mismatch]:
    if isinstance(actual, str) and _text(operand, "$contains") in actual:
        return []
    return [Mismatch(path, f'a text containing "{operand}"', shown(actual))]


def _unordered(operand: Json, actual: Json, path: str) -> list[Mismatch]:
    expected = describe({"$unordered": operand})
    if isinstance(actual, list) and len(actual) == len(operand) and _paired(operand, actual):
        return []
    return [Mismatch(path, expected, shown(actual))]


def _includes(operand: Json, actual: Json, path: str) -> list[Mismatch]:
    expected = describe({"$includes": operand})
    if isinstance(actual, list) and _paired(operand, actual):
        return []
    return [Mismatch(path, expected, shown(actual))]


def _set(operand: Json, actual: Json, path: str) -> list[Mismatch]:
    fits = isinstance(actual, list) and all(
        any(matches(p, item) for p in operand) for item in actual
    ) and all(any(matches(p, item) for item in actual) for p in operand)
    return [] if fits else [Mismatch(path, describe({"$set": operand}), shown(actual))]


def _anyof(operand: Json, actual: Json, path: str) -> list[Mismatch]:
    if any(matches(p, actual) for p in operand):
        return []
    return [Mismatch(path, describe({"$anyof": operand}), shown(actual))]


def _filter(operand: Json, actual: Json, path: str) -> list[Mismatch]:
    where, wanted = operand
    if not isinstance(actual, list):
        return [Mismatch(path, describe({"$filter": operand}), shown(actual))]
    kept = [item for item in actual if matches(where, item)]
    if matches(wanted, kept):
        return []
    return [Mismatch(path, describe({"$filter": operand}), shown(actual))]


def _paired(patterns: list, items: list) -> bool:
    """Whether each pattern can be given a distinct item it matches (augmenting paths)."""
    fits = [[j for j, item in enumerate(items) if matches(p, item)] for p in patterns]
    owner: dict[int, int] = {}

    def place(i: int, visited: set[int]) -> bool:
        for j in fits[i]:
            if j not in visited:
                visited.add(j)
                if j not in owner or place(owner[j], visited):
                    owner[j] = i
                    return True
        return False

    return all(place(i, set()) for i in range(len(patterns)))


_OPERATIONS: dict[str, Callable[[object, object, str], list[Mismatch]]] = {
    "$any": _any,
    "$absent": _absent,
    "$amount": _amount,
    "$cards": _cards,
    "$contains": _contains,
    "$unordered": _unordered,
    "$includes": _includes,
    "$set": _set,
    "$anyof": _anyof,
    "$filter": _filter,
}
