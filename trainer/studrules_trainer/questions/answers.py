"""Reading a learner's answer: seats, verbs and amounts, or a ``BadAnswer`` naming the field.

An answer is a mapping of field names to a string or a list of strings, as a
form sends it. A list field may also come as one string, items separated by
commas (``"fold, call"``). Amounts are read as a person means them (#29): stray
spaces, a dollar sign before or after the number and thousands written with
commas (``$ 1,000``, ``12$``) are the amount; the engine's own money parser stays
strict. A refusal says in the learner's words what to fix in that field.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from studrules import Chips, MoneyError, parse_amount
from studrules_trainer.questions.model import BadAnswer

_SEPARATORS = re.compile(r"\s*(?:,|\bor\b|\band\b)\s*|(?<!\$)\s+")
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_SIGN_AFTER = re.compile(r"(?<=[\d.])\s*\$")
_SIGN_BEFORE = re.compile(r"\$\s+")
TYPE_AN_AMOUNT = "type an amount, such as 12 or $12"


def _raw(answer: object, field: str) -> str | list[str] | None:
    """The value of ``field``, ``None`` if absent or blank; the answer must be a mapping."""
    if not isinstance(answer, Mapping):
        raise BadAnswer("answer", f"an answer is a mapping of fields, not {type(answer).__name__}")
    value = answer.get(field)
    if value is None:
        return None
    if isinstance(value, str):
        return value.strip() or None
    if isinstance(value, Sequence) and all(isinstance(item, str) for item in value):
        items = [item.strip() for item in value if item.strip()]
        return items or None
    raise BadAnswer(field, f"expected text or a list of texts, not {type(value).__name__}")


def one(answer: object, field: str) -> str:
    """The single value of ``field``; missing, blank or several values are refused."""
    value = _raw(answer, field)
    if value is None:
        raise BadAnswer(field, "this needs an answer")
    if isinstance(value, list):
        if len(value) != 1:
            raise BadAnswer(field, f"give one value, not {len(value)}")
        return value[0]
    return value


def many(answer: object, field: str, required: bool = True) -> list[str]:
    """The values of ``field`` (a list, or one text separated by commas); missing is refused."""
    value = _raw(answer, field)
    if value is None:
        if required:
            raise BadAnswer(field, "pick at least one")
        return []
    items = value if isinstance(value, list) else value.split(",")
    return [item.strip() for item in items if item.strip()]


def seat(answer: object, field: str, names: Sequence[str]) -> str:
    """A player's name from ``field``, which must be one of ``names`` (any letter case)."""
    return _named(one(answer, field), field, names)


def seats(answer: object, field: str, names: Sequence[str]) -> list[str]:
    """Players' names from ``field``, each one of ``names``; duplicates dropped."""
    found: list[str] = []
    for given in many(answer, field):
        name = _named(given, field, names)
        if name not in found:
            found.append(name)
    return found


def _named(given: str, field: str, names: Sequence[str]) -> str:
    for name in names:
        if name.casefold() == given.casefold():
            return name
    raise BadAnswer(field, f'no player called "{given}" is at this table ({", ".join(names)})')


def amounts(answer: object, field: str, chips: Chips) -> list[int]:
    """The amounts in ``field`` (``$5``, ``5 or 10``, ``["5", "10"]``) in chips; one at least."""
    value = _raw(answer, field)
    if value is None:
        raise BadAnswer(field, TYPE_AN_AMOUNT)
    texts = value if isinstance(value, list) else [value]
    found = []
    for text in texts:
        text = _SIGN_BEFORE.sub("$", _SIGN_AFTER.sub("", _THOUSANDS.sub("", text)))
        for item in _SEPARATORS.split(text):
            if item:
                found.append(_chips(item, field, chips))
    if not found:
        raise BadAnswer(field, TYPE_AN_AMOUNT)
    return found


def amount_if_given(answer: object, field: str, chips: Chips) -> int | None:
    """The one amount in ``field`` in chips; ``None`` if the field is absent."""
    return None if _raw(answer, field) is None else amount(answer, field, chips)


def amount(answer: object, field: str, chips: Chips) -> int:
    """The one amount in ``field`` in chips."""
    found = amounts(answer, field, chips)
    if len(found) != 1:
        raise BadAnswer(field, f"give one amount here, not {len(found)}")
    return found[0]


def _chips(text: str, field: str, chips: Chips) -> int:
    """One amount written by the learner, in chips."""
    try:
        return chips.count(parse_amount(text), "amount")
    except MoneyError as error:
        raise BadAnswer(field, str(error)) from None
    except ValueError:  # digits past what Python will read as a number
        raise BadAnswer(field, f"{text[:20]}... is not an amount anyone could bet") from None
