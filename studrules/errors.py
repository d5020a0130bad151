"""The error types of studrules: each says what was wrong in words a user can act on."""

from __future__ import annotations


class StudrulesError(Exception):
    """Base class of every error the engine raises on purpose."""


class CardError(StudrulesError, ValueError):
    """A card string could not be read: names the token and where it stands.

    ``token`` is the offending text, ``position`` its 1-based place among the
    tokens of the string and ``column`` its 1-based character offset.
    """

    rule = "CARDS.PARSE-ERRORS"
    """The rule of the rulebook that refuses the card text."""

    def __init__(self, message: str, *, token: str = "", position: int = 0, column: int = 0):
        super().__init__(message)
        self.token = token
        self.position = position
        self.column = column


class RankingError(StudrulesError, ValueError):
    """A hand cannot be ranked as asked (too few cards, an unknown ranking or option)."""


class OptionError(StudrulesError, ValueError):
    """A house-rule option name or value is not known.

    ``option`` is the name of the option at fault; ``None`` when the fault is the
    profile (or nothing a request names).
    """

    def __init__(self, message: str, option: str | None = None):
        super().__init__(message)
        self.option = option
