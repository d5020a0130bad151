"""Exact money: amounts are whole numbers of the smallest chip; decimals appear only at the edge.

Scenarios, requests and the trainer write amounts as ``$0.25``, ``1`` or
``2.50``. ``parse_amount`` turns such a text into a ``Fraction`` of a currency
unit, ``Chips`` converts units to whole chips (refusing an amount that is not a
whole number of chips) and back to text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache, reduce
from math import gcd

from studrules.errors import StudrulesError


class MoneyError(StudrulesError, ValueError):
    """An amount could not be read, or is not a whole number of chips."""


WHOLE_DIGITS = 18
"""The most digits an amount may have before its decimal point (a protocol limit)."""
DECIMALS = 12
"""The most digits an amount may have after its decimal point (a protocol limit).

Every amount the engine writes is a whole number of the smallest chip, which
divides the amounts read, so it never needs more decimals than they have.
"""

NUMBER = rf"[0-9]{{1,{WHOLE_DIGITS}}}(?:\.[0-9]{{1,{DECIMALS}}})?"
"""The digits of an amount, the one definition every reader of amounts uses: ASCII digits
only (no digits of other scripts, no sign, no exponent), at most ``WHOLE_DIGITS`` before
the point and ``DECIMALS`` after it. ``parse_amount`` reads exactly this after an optional
``$`` (unless its caller allows more whole digits); a scenario step's amount is ``$`` and
this (``studrules.scenarios.hands.AMOUNT``), so a step never takes an amount the parser
refuses."""
_DIGITS = re.compile(r"\$?\s*([0-9]+)(?:\.([0-9]+))?")
"""ASCII digits of any length, with an optional point: read first, then held to the limits."""


def parse_amount(text: str | int, whole_digits: int = WHOLE_DIGITS) -> Fraction:
    """Read ``$0.25``, ``1`` or ``2.50`` as an exact number of currency units.

    An amount has at most ``whole_digits`` digits before the point (``WHOLE_DIGITS``
    unless the caller allows more: the protocol's amounts of play) and ``DECIMALS`` after
    it; a longer one is refused before any arithmetic.
    """
    if isinstance(text, int) and not isinstance(text, bool):
        if text < 0:
            raise MoneyError(f"an amount cannot be negative: {text}")
        if text >= 10**whole_digits:
            raise MoneyError(f"an amount has at most {whole_digits} digits before the point")
        return Fraction(text)
    if not isinstance(text, str):
        raise MoneyError(f"an amount must be written as text such as \"0.25\", not {text!r}")
    match = _DIGITS.fullmatch(text.strip())
    if match is None:
        raise MoneyError(f'"{_shown(text)}" is not an amount: write it like $0.25, 1 or 2.50')
    whole, decimals = match.group(1), match.group(2) or ""
    if len(whole) > whole_digits:
        raise MoneyError(
            f"an amount has at most {whole_digits} digits before the point; "
            f"this one has {len(whole)}"
        )
    if len(decimals) > DECIMALS:
        raise MoneyError(
            f"an amount has at most {DECIMALS} decimal places; this one has {len(decimals)}"
        )
    return Fraction(int(whole + decimals), 10 ** len(decimals))


def _shown(text: str, most: int = 40) -> str:
    """``text``, cut short if it is long, for an error message."""
    return text if len(text) <= most else f"{text[:most]}..."


UNITS = ("money", "tournament-chips")
"""What the amounts of a hand count (the protocol's ``stakes.unit``): money, the default, or
tournament chips, which have no money value and are said without ``$``."""
TOURNAMENT_CHIPS = UNITS[1]


@dataclass(frozen=True)
class Chips:
    """The smallest chip in play, in currency units; converts amounts to whole chips and back.

    ``tournament``: the amounts are counts of tournament chips, not money, so ``said``
    writes them without ``$`` (a table that says "the game is played in tournament chips").
    """

    unit: Fraction
    tournament: bool = False

    @classmethod
    def dividing(cls, amounts: Iterable[Fraction], tournament: bool = False) -> Chips:
        """The largest chip that divides every amount given (for $0.25/$0.50/$1/$2: $0.25)."""
        values = [a for a in amounts if a]
        if not values:
            return cls(Fraction(1), tournament)
        denominator = reduce(lambda a, b: a * b // gcd(a, b), (v.denominator for v in values))
        numerator = reduce(gcd, (int(v * denominator) for v in values))
        return cls(Fraction(numerator, denominator), tournament)

    def count(self, amount: Fraction, what: str = "amount") -> int:
        """``amount`` in whole chips; raises ``MoneyError`` if it is not a whole number of them."""
        chips = amount / self.unit
        if chips.denominator != 1:
            raise MoneyError(
                f"the {what} {format_amount(amount)} is not a whole number of "
                f"{format_amount(self.unit)} chips"
            )
        return int(chips)

    def text(self, chips: int) -> str:
        """A number of chips written as an amount: 10 chips of $0.25 is ``2.50``."""
        return _text(self.unit.numerator, self.unit.denominator, chips)

    def said(self, chips: int) -> str:
        """A number of chips as the table says it, the one wording of an amount in every
        sentence the engine writes: money with ``$`` (``$2.50``), tournament chips as their
        count (``250``)."""
        text = self.text(chips)
        return text if self.tournament else "$" + text


@lru_cache(maxsize=4096)
def _text(numerator: int, denominator: int, chips: int) -> str:
    """Kept per chip and count; keyed by whole numbers, as hashing a ``Fraction`` is slow."""
    return format_amount(Fraction(chips * numerator, denominator))


def format_amount(amount: Fraction) -> str:
    """An exact amount as text: whole units plain (``2``), others with two or more decimals."""
    if amount.denominator == 1:
        return str(amount.numerator)
    places = 2
    while (amount * 10**places).denominator != 1:
        places += 1
        if places > 12:
            raise MoneyError(f"{amount} has no exact decimal form")
    scaled = int(amount * 10**places)
    return f"{scaled // 10**places}.{scaled % 10**places:0{places}d}"
