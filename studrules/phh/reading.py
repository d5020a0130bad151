"""Reading a hand history in the PHH format (TOML) into a ``History`` studrules can replay.

PHH, the poker hand history format of the PokerKit project, stores a hand as
TOML fields: ``variant`` (``F7S``, ``F7S/8`` and ``FR`` are the stud games),
``antes``, ``bring_in``, ``small_bet``, ``big_bet``, ``starting_stacks`` and
``actions``, a list of lines such as ``d dh p1 AcAd8h`` (the dealer deals p1
three cards), ``p1 pb`` (bring-in), ``p2 cbr 10`` (complete, bet or raise to
10), ``p3 cc`` (check or call), ``p3 f`` (fold) and ``p1 sm AcAd8h9c...``
(show; without cards, muck). Optional fields used here: ``players`` (names),
``winnings`` and ``finishing_stacks`` (to check the result), and the fields
``_studrules_profile`` and ``_studrules_options`` that ``dumps`` writes.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction

from studrules.cards import Card
from studrules.errors import CardError, StudrulesError

VARIANTS = {"F7S": "seven-card-stud", "F7S/8": "seven-card-stud-hi-lo-8", "FR": "razz"}
"""PHH's codes for the stud games and the studrules variant of each."""

UNKNOWN = "??"
"""A card the history does not know (a face-down card nobody saw)."""


class PHHError(StudrulesError):
    """A hand history that cannot be read or replayed: says what and where."""


@dataclass(frozen=True)
class Line:
    """One line of ``actions``: its place, its text, who acts (``d``: the dealer) and what.

    ``seat`` counts from 0 (``p1`` is seat 0); ``args`` are the words after the verb.
    """

    index: int
    text: str
    actor: str
    seat: int | None
    verb: str
    args: tuple[str, ...] = ()

    @property
    def where(self) -> str:
        """The line as a person finds it: ``action 5, "p2 cbr 10"``."""
        return f'action {self.index + 1}, "{self.text.strip()}"'


@dataclass(frozen=True)
class History:
    """A stud hand as a hand history tells it: stakes, stacks, names and the lines played."""

    code: str
    variant: str
    ante: Fraction
    bring_in: Fraction
    small_bet: Fraction
    big_bet: Fraction
    stacks: tuple[Fraction | None, ...]
    lines: tuple[Line, ...]
    names: tuple[str, ...] = ()
    winnings: tuple[Fraction, ...] | None = None
    finishing_stacks: tuple[Fraction | None, ...] | None = None
    profile: str | None = None
    options: dict[str, str] = field(default_factory=dict)

    @property
    def players(self) -> int:
        """How many players the hand has."""
        return len(self.stacks)

    def label(self, seat: int) -> str:
        """How the history calls a player: ``p2``, or ``p2 (Alice)`` when names are given."""
        name = self.names[seat] if seat < len(self.names) else ""
        return f"p{seat + 1}" + (f" ({name})" if name else "")

    def amounts(self) -> list[Fraction]:
        """Every amount the history writes, to find the smallest chip."""
        found = [self.ante, self.bring_in, self.small_bet, self.big_bet]
        found += [s for s in self.stacks if s is not None]
        found += [
            read_amount(line.args[0], line.where) for line in self.lines if line.verb == "cbr"
        ]
        found += list(self.winnings or ())
        found += [s for s in self.finishing_stacks or () if s is not None]
        return found


def loads(text: str) -> History:
    """The hand history in PHH text; raises ``PHHError`` saying what is wrong."""
    try:
        fields = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as error:
        raise PHHError(f"not a PHH file: the TOML cannot be read ({error})") from None
    code = _field(fields, "variant", str)
    if code not in VARIANTS:
        raise PHHError(
            f'variant "{code}" is not a stud game studrules plays: use '
            + ", ".join(f"{c} ({v})" for c, v in VARIANTS.items())
        )
    if fields.get("blinds_or_straddles"):
        raise PHHError("blinds_or_straddles: stud has a bring-in, not blinds")
    stacks = tuple(
        _amount(v, f"starting_stacks[{i}]", infinite=True)
        for i, v in enumerate(_field(fields, "starting_stacks", list))
    )
    antes = [_amount(v, f"antes[{i}]") for i, v in enumerate(_field(fields, "antes", list))]
    if len(antes) != len(stacks):
        raise PHHError(f"antes has {len(antes)} entries for {len(stacks)} players")
    if len(set(antes)) > 1:
        raise PHHError("antes differ between players: studrules plays one ante for everyone")
    lines = tuple(_line(i, raw) for i, raw in enumerate(_field(fields, "actions", list)))
    for line in lines:
        if line.seat is not None and line.seat >= len(stacks):
            raise PHHError(f"{line.where}: there are only {len(stacks)} players")
    options = fields.get("_studrules_options", {})
    if not (isinstance(options, dict) and all(isinstance(v, str) for v in options.values())):
        raise PHHError('_studrules_options must be a table of option = "value"')
    return History(
        code=code,
        variant=VARIANTS[code],
        ante=antes[0] if antes else Fraction(0),
        bring_in=_amount(_field(fields, "bring_in", (int, Decimal)), "bring_in"),
        small_bet=_amount(_field(fields, "small_bet", (int, Decimal)), "small_bet"),
        big_bet=_amount(_field(fields, "big_bet", (int, Decimal)), "big_bet"),
        stacks=stacks,
        lines=lines,
        names=_names(fields.get("players"), len(stacks)),
        winnings=_per_player(fields, "winnings", len(stacks)),
        finishing_stacks=_per_player(fields, "finishing_stacks", len(stacks), infinite=True),
        profile=fields.get("_studrules_profile"),
        options=dict(options),
    )


def _field(fields: dict, name: str, kind: type | tuple[type, ...]) -> object:
    if name not in fields:
        raise PHHError(f"the field {name} is missing")
    value = fields[name]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise PHHError(f"the field {name} has the wrong type: {value!r}")
    return value


def _amount(value: object, where: str, infinite: bool = False) -> Fraction | None:
    """A number of the file as an exact amount (``inf``: no limit, where allowed)."""
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        raise PHHError(f"{where} must be a number, not {value!r}")
    if isinstance(value, Decimal) and value.is_infinite() and value > 0 and infinite:
        return None
    if isinstance(value, Decimal) and not value.is_finite():
        raise PHHError(f"{where} must be a finite number, not {value}")
    if value < 0:
        raise PHHError(f"{where} cannot be negative: {value}")
    return Fraction(value)


def read_amount(text: str, where: str) -> Fraction:
    """An amount written in an action line (``10``, ``2.5``)."""
    try:
        value = Decimal(text)
    except ArithmeticError:
        raise PHHError(f'{where}: "{text}" is not an amount') from None
    if not value.is_finite() or value <= 0:
        raise PHHError(f'{where}: "{text}" is not an amount more than nothing')
    return Fraction(value)


def _per_player(fields: dict, name: str, players: int, infinite: bool = False):
    """An optional list with one number per player."""
    if name not in fields:
        return None
    values = _field(fields, name, list)
    if len(values) != players:
        raise PHHError(f"{name} has {len(values)} entries for {players} players")
    return tuple(_amount(v, f"{name}[{i}]", infinite) for i, v in enumerate(values))


def _names(value: object, players: int) -> tuple[str, ...]:
    if value is None:
        return ()
    if not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        raise PHHError("players must be a list of names")
    if len(value) != players:
        raise PHHError(f"players has {len(value)} names for {players} players")
    return tuple(value)


def _line(index: int, raw: object) -> Line:
    """One action line, its commentary (after ``#``) dropped."""
    if not isinstance(raw, str):
        raise PHHError(f"action {index + 1} must be a string, not {raw!r}")
    words = raw.split("#", 1)[0].split()
    if not words:
        return Line(index, raw, "", None, "")
    if words[0] == "d":
        if len(words) == 4 and words[1] == "dh":
            return Line(index, raw, "d", _seat(words[2], index, raw), "dh", (words[3],))
        if len(words) == 3 and words[1] == "db":
            return Line(index, raw, "d", None, "db", (words[2],))
        raise PHHError(f'action {index + 1}, "{raw}": the dealer deals "d dh pN CARDS"')
    if len(words) < 2:
        raise PHHError(f'action {index + 1}, "{raw}": write "pN VERB"')
    seat, verb, args = _seat(words[0], index, raw), words[1], tuple(words[2:])
    wanted = {"pb": 0, "f": 0, "cc": 0, "cbr": 1, "sm": None, "sd": None}
    if verb not in wanted:
        raise PHHError(
            f'action {index + 1}, "{raw}": unknown verb "{verb}" (stud uses pb, cbr, cc, f and sm)'
        )
    if wanted[verb] is not None and len(args) != wanted[verb]:
        raise PHHError(f'action {index + 1}, "{raw}": {verb} takes {wanted[verb]} argument(s)')
    if verb == "cbr":
        read_amount(args[0], f'action {index + 1}, "{raw}"')
    return Line(index, raw, words[0], seat, verb, args)


def _seat(word: str, index: int, raw: str) -> int:
    if len(word) > 1 and word[0] == "p" and word[1:].isdigit() and int(word[1:]) >= 1:
        return int(word[1:]) - 1
    raise PHHError(f'action {index + 1}, "{raw}": "{word}" is not a player (p1, p2, ...)')


def split_cards(text: str, where: str) -> list[Card | None]:
    """``AcAd8h`` as cards, ``None`` for an unknown ``??``; raises ``PHHError`` naming the card."""
    if len(text) % 2:
        raise PHHError(f'{where}: "{text}" is not a run of two-letter cards')
    cards: list[Card | None] = []
    for k in range(0, len(text), 2):
        token = text[k : k + 2]
        if token == UNKNOWN:
            cards.append(None)
            continue
        try:
            cards.append(Card.parse(token))
        except CardError as error:
            raise PHHError(f"{where}: {error}") from None
    return cards
