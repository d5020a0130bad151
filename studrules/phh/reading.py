"""Reading a hand history in the PHH format (TOML) into a ``History`` studrules can replay.

PHH, the poker hand history format of the PokerKit project, stores a hand as
TOML fields: ``variant`` (``F7S``, ``F7S/8`` and ``FR`` are the stud games),
``antes``, ``bring_in``, ``small_bet``, ``big_bet``, ``starting_stacks`` and
``actions``, a list of lines such as ``d dh p1 AcAd8h`` (the dealer deals p1
three cards), ``p1 pb`` (bring-in), ``p2 cbr 10`` (complete, bet or raise to
10), ``p3 cc`` (check or call), ``p3 f`` (fold) and ``p1 sm AcAd8h9c...``
(show; without cards, muck). Optional fields used here: ``players`` (names),
``winnings`` and ``finishing_stacks`` (to check the result), and the fields
``_studrules_profile`` and ``_studrules_options`` that ``dumps`` writes. A ``.phhs``
file holds several hands, each in a table of its own (``[1]``, ``[2]``, ...).

Everything is read with bounded work and refused with its place (``PHHError`` with
a line and column): ``scanning.scan`` bounds the nesting and the numbers before the
TOML reader sees the text, and every amount is checked by its digits and exponent
(``exact``) before it becomes a ``Fraction``.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from typing import TypeVar

from studrules.cards import Card
from studrules.errors import CardError, OptionError
from studrules.house_rules import resolve
from studrules.money import format_amount
from studrules.phh.scanning import PHHError, Place, scan
from studrules.shown import visible
from studrules.variants import VARIANTS as GAMES

VARIANTS = dict(sorted((v.names.phh, v.name) for v in GAMES.values() if v.names.phh))
"""PHH's codes for the stud games (each definition's ``Names.phh``) and the studrules variant
of each."""

UNKNOWN = "??"
"""A card the history does not know (a face-down card nobody saw)."""

MAX_WHOLE_DIGITS = 15
"""An amount has at most this many digits before the decimal point ..."""
MAX_DECIMALS = 12
"""... and this many after it (trailing zeros aside), like the protocol's amounts."""
MAX_SEAT = 999
"""The highest player number an action line may name (``p999``)."""

_AMOUNT = re.compile(r"[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?")
_SEAT = re.compile(r"p([1-9][0-9]{0,2})")
_WORD = re.compile(r"\S+")
_TOML_PLACE = re.compile(r" \(at line (\d+), column (\d+)\)")

T = TypeVar("T")


@dataclass(frozen=True)
class Line:
    """One line of ``actions``: its place, its text, who acts (``d``: the dealer) and what.

    ``seat`` counts from 0 (``p1`` is seat 0); ``args`` are the words after the verb.
    ``place`` is where the line's string starts in the file and ``offsets`` where each
    word starts in the line's text (the actor, the verb, then ``args``).
    """

    index: int
    text: str
    actor: str
    seat: int | None
    verb: str
    args: tuple[str, ...] = ()
    place: Place | None = None
    offsets: tuple[int, ...] = ()

    @property
    def where(self) -> str:
        """The line as a person finds it: ``action 5, "p2 cbr 10"``."""
        return f'action {self.index + 1}, "{_cut(self.text.strip())}"'

    @property
    def player(self) -> int:
        """The seat of a player's line or of a deal to one (every line but ``d db`` names one)."""
        if self.seat is None:
            raise self.error("this line names no player")
        return self.seat

    def word_of(self, arg: int) -> int:
        """The place among the line's words of its argument ``arg``."""
        return len(self.offsets) - len(self.args) + arg

    def error(self, message: str, word: int = 0, offset: int = 0) -> PHHError:
        """A ``PHHError`` about this line, placed at its ``word`` (plus ``offset`` characters)."""
        if self.place is None:
            return PHHError(f"{self.where}: {message}")
        place = self.place.inside(self.offsets[word] + offset if word < len(self.offsets) else 0)
        return PHHError(f"{self.where}: {message}", place.line, place.column)


@dataclass(frozen=True)
class History:
    """A stud hand as a hand history tells it: stakes, stacks, names and the lines played.

    ``name`` is the hand's table in a file of several hands (``.phhs``), else ``""``.
    """

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
    name: str = ""

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
        found += [read_amount(line, 0) for line in self.lines if line.verb == "cbr"]
        found += list(self.winnings or ())
        found += [s for s in self.finishing_stacks or () if s is not None]
        return found


def loads(text: str) -> History:
    """The one hand of the PHH text; raises ``PHHError`` saying what is wrong and where."""
    hands = loads_all(text)
    if len(hands) != 1:
        raise PHHError(f"this file holds {len(hands)} hands: read it with loads_all")
    if isinstance(hands[0], PHHError):
        raise hands[0]
    return hands[0]


def loads_all(text: str) -> list[History | PHHError]:
    """Every hand of the PHH text: one, or several in tables ``[1]``, ``[2]`` ... (``.phhs``).

    A hand that cannot be read is its ``PHHError``, so that the others are still read;
    a file that cannot be read at all raises it.
    """
    places = scan(text)
    try:
        fields = tomllib.loads(text, parse_float=Decimal)
    except (tomllib.TOMLDecodeError, RecursionError, ValueError) as error:
        # The scan bounds the nesting and the numbers; the last two are caught all the same.
        why = _TOML_PLACE.sub("", str(error))
        at = _TOML_PLACE.search(str(error))
        place = (int(at.group(1)), int(at.group(2))) if at else ()
        if "(at end of document)" in why:
            why = why.replace(" (at end of document)", ": the text ends too soon")
            place = (text.count("\n") + 1, len(text) - text.rfind("\n"))
        raise PHHError(f"not a PHH file: the TOML cannot be read ({why})", *place) from None
    if "variant" in fields or not fields or not all(isinstance(v, dict) for v in fields.values()):
        return [_hand(fields, places, "")]
    hands: list[History | PHHError] = []
    for name, table in fields.items():
        try:
            hands.append(_hand(table, places, name))
        except PHHError as error:
            error.hand = name
            hands.append(error)
    return hands


def _hand(fields: dict, places: dict, table: str) -> History:
    """The hand of one table of the file (``table``: its name, ``""`` at the top)."""
    read = _Fields(fields, places, table)
    code = read.field("variant", str)
    if code not in VARIANTS:
        raise read.error(
            "variant",
            f'variant "{_cut(code)}" is not a stud game studrules plays: use '
            + ", ".join(f"{c} ({v})" for c, v in VARIANTS.items()),
        )
    if fields.get("blinds_or_straddles"):
        raise read.error(
            "blinds_or_straddles", "blinds_or_straddles: stud has a bring-in, not blinds"
        )
    stacks = read.stacks("starting_stacks", positive=True)
    game = GAMES[VARIANTS[code]]
    if not 2 <= len(stacks) <= game.max_players:
        raise read.error(
            "starting_stacks",
            f"starting_stacks has {len(stacks)} entries: {game.title} is for 2 to "
            f"{game.max_players} players",
        )
    antes = read.amounts("antes")
    if len(antes) != len(stacks):
        raise read.error("antes", f"antes has {len(antes)} entries for {len(stacks)} players")
    actions: list[object] = read.field("actions", list)
    lines = tuple(_line(i, raw, read.place("actions", i)) for i, raw in enumerate(actions))
    for line in lines:
        if line.seat is not None and line.seat >= len(stacks):
            raise line.error(f"there are only {len(stacks)} players")
    profile, options = _house_rules(read)
    return History(
        code=code,
        variant=VARIANTS[code],
        ante=_one_ante(antes, stacks, read),
        bring_in=read.amount("bring_in"),
        small_bet=read.amount("small_bet", positive=True),
        big_bet=read.amount("big_bet", positive=True),
        stacks=stacks,
        lines=lines,
        names=_names(read, len(stacks)),
        winnings=read.amounts("winnings", players=len(stacks)) if "winnings" in fields else None,
        finishing_stacks=(
            read.stacks("finishing_stacks", players=len(stacks))
            if "finishing_stacks" in fields
            else None
        ),
        profile=profile,
        options=dict(options),
        name=table,
    )


def _one_ante(
    antes: tuple[Fraction, ...], stacks: tuple[Fraction | None, ...], read: _Fields
) -> Fraction:
    """The ante everyone posts. A smaller ante is read as what it is at the table: a player
    whose whole stack is less than the ante posts all of it (the rules do so too)."""
    if not antes:
        return Fraction(0)
    ante = max(antes)
    if all(posted in (ante, stack) for posted, stack in zip(antes, stacks)):
        return ante
    usual = max(antes, key=antes.count)
    odd = next(seat for seat, posted in enumerate(antes) if posted != usual)
    raise read.error(
        ("antes", odd),
        f"antes differ ({', '.join(format_amount(a) for a in antes)}): studrules plays one "
        "ante for everyone, less only for a player whose whole stack is smaller",
    )


def _house_rules(read: _Fields) -> tuple[str | None, dict[str, str]]:
    """The file's own house rules, as ``dumps`` writes them: a profile and options."""
    profile = read.fields.get("_studrules_profile")
    options = read.fields.get("_studrules_options", {})
    if profile is not None and not isinstance(profile, str):
        raise read.error("_studrules_profile", "_studrules_profile must be a profile's name")
    if not (isinstance(options, dict) and all(isinstance(v, str) for v in options.values())):
        raise read.error(
            "_studrules_options", '_studrules_options must be a table of option = "value"'
        )
    for name, given in (("_studrules_profile", {}), ("_studrules_options", options)):
        try:
            resolve(profile, given)
        except OptionError as error:
            raise read.error(name, f"{name}: {error}") from None
    return profile, options


class _Fields:
    """The fields of one hand, read with their places in the file for the errors."""

    def __init__(self, fields: dict, places: dict, table: str):
        self.fields, self.places, self.table = fields, places, table

    def place(self, name: str, index: int | None = None) -> Place | None:
        """Where field ``name`` (its element ``index``) starts, or its table when it is missing."""
        path = (self.table, name) if index is None else (self.table, name, index)
        return self.places.get(path) or self.places.get((self.table, name))

    def error(self, where: str | tuple[str, int], message: str) -> PHHError:
        """A ``PHHError`` placed at field ``where`` (a name, or a name and an index)."""
        place = self.place(*where) if isinstance(where, tuple) else self.place(where)
        if place is None:
            return PHHError(message)
        return PHHError(message, place.line, place.column)

    def field(self, name: str, kind: type[T] | tuple[type[T], ...]) -> T:
        """Field ``name``, refused when it is missing or not of ``kind``."""
        if name not in self.fields:
            raise self.error(name, f"the field {name} is missing")
        value = self.fields[name]
        if not isinstance(value, kind) or isinstance(value, bool):
            raise self.error(name, f"the field {name} has the wrong type: {_shown(value)}")
        return value

    def amount(self, name: str, positive: bool = False) -> Fraction:
        return _bounded(self.field(name, (int, Decimal)), name, self, positive=positive)

    def amounts(
        self, name: str, players: int | None = None, positive: bool = False
    ) -> tuple[Fraction, ...]:
        """A list with an amount per player (``players`` of them, when given)."""
        return tuple(
            _bounded(value, f"{name}[{i}]", self, (name, i), positive)
            for i, value in enumerate(self._list(name, players))
        )

    def stacks(
        self, name: str, players: int | None = None, positive: bool = False
    ) -> tuple[Fraction | None, ...]:
        """A list with a stack per player, ``None`` for ``inf`` (no limit)."""
        return tuple(
            None if _infinite(value) else _bounded(value, f"{name}[{i}]", self, (name, i), positive)
            for i, value in enumerate(self._list(name, players))
        )

    def _list(self, name: str, players: int | None) -> list[object]:
        values: list[object] = self.field(name, list)
        if players is not None and len(values) != players:
            raise self.error(name, f"{name} has {len(values)} entries for {players} players")
        return values


def _shown(value: object) -> str:
    """A value of the file as an error shows it: its beginning only, when it is long."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _infinite(value: object) -> bool:
    """Whether ``value`` is TOML's ``inf`` (a stack with no limit)."""
    return isinstance(value, Decimal) and value.is_infinite() and value > 0


def _bounded(
    value: object,
    what: str,
    read: _Fields,
    where: str | tuple[str, int] | None = None,
    positive: bool = False,
) -> Fraction:
    """A number of the file as an exact amount (more than nothing where ``positive``), its
    size checked before any arithmetic."""
    where = where or what
    if isinstance(value, bool) or not isinstance(value, (int, Decimal)):
        raise read.error(where, f"{what} must be a number, not {_shown(value)}")
    try:
        # an int has at most MAX_NUMBER digits: the scan saw to it
        amount = exact(Decimal(value))
    except ValueError as error:
        raise read.error(where, f"{what} {error}") from None
    if positive and not amount:
        raise read.error(where, f"{what} must be more than nothing")
    return amount


def exact(value: Decimal) -> Fraction:
    """``value`` as an exact amount; ``ValueError`` (saying why, to follow the amount's name)
    for one that is not finite, negative, or beyond MAX_WHOLE_DIGITS or MAX_DECIMALS.

    The checks read the decimal's digits and exponent only, so a hostile exponent
    (``1e999999999``, ``0.1e-999999``) costs nothing."""
    sign, digits_of, exponent = value.as_tuple()
    if not isinstance(exponent, int):  # "n", "N" or "F": not a number, or infinite
        raise ValueError(f"must be a finite number, not {value}")
    written = "".join(map(str, digits_of))
    digits = written.rstrip("0") or "0"
    exponent += len(written) - len(digits)
    if digits == "0":
        return Fraction(0)
    if sign:
        raise ValueError(f"cannot be negative: {value}")
    if len(digits) + exponent > MAX_WHOLE_DIGITS:
        raise ValueError(f"is too large: an amount has at most {MAX_WHOLE_DIGITS} digits")
    if exponent < -MAX_DECIMALS:
        raise ValueError(f"has more than {MAX_DECIMALS} decimal places: {value}")
    return Fraction(int(digits) * 10 ** max(exponent, 0), 10 ** max(-exponent, 0))


def read_amount(line: Line, word: int) -> Fraction:
    """The amount ``line.args[word]`` (``10``, ``2.5``), more than nothing and of bounded size."""
    text = line.args[word]
    if len(text) > 40 or not _AMOUNT.fullmatch(text):
        raise line.error(f'"{_cut(text)}" is not an amount', line.word_of(word))
    try:
        value = exact(Decimal(text))
    except ValueError as error:
        raise line.error(f'the amount "{text}" {error}', line.word_of(word)) from None
    if not value:
        raise line.error(f'"{text}" is not an amount more than nothing', line.word_of(word))
    return value


def _cut(text: str) -> str:
    return visible(text if len(text) <= 40 else text[:37] + "...")


def _names(read: _Fields, players: int) -> tuple[str, ...]:
    value = read.fields.get("players")
    if value is None:
        return ()
    if not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
        raise read.error("players", "players must be a list of names")
    if len(value) != players:
        raise read.error("players", f"players has {len(value)} names for {players} players")
    return tuple(value)


def _line(index: int, raw: object, place: Place | None) -> Line:
    """One action line, its commentary (after ``#``) dropped."""
    if not isinstance(raw, str):
        message = f"action {index + 1} must be a string, not {_shown(raw)}"
        raise PHHError(message, *((place.line, place.column) if place else ()))
    found = list(_WORD.finditer(raw.split("#", 1)[0]))
    words = [m.group() for m in found]
    line = Line(index, raw, "", None, "", (), place, tuple(m.start() for m in found))
    if not words:
        return line
    if words[0] == "d":
        if len(words) == 4 and words[1] == "dh":
            seat = _seat(line, words[2], 2)
            return _with(line, actor="d", seat=seat, verb="dh", args=(words[3],))
        if len(words) == 3 and words[1] == "db":
            return _with(line, actor="d", verb="db", args=(words[2],))
        raise line.error('the dealer deals "d dh pN CARDS"')
    if len(words) < 2:
        raise line.error('write "pN VERB"')
    seat, verb, args = _seat(line, words[0], 0), words[1], tuple(words[2:])
    wanted = {"pb": 0, "f": 0, "cc": 0, "cbr": 1, "sm": None, "sd": None}
    if verb not in wanted:
        raise line.error(f'unknown verb "{_cut(verb)}" (stud uses pb, cbr, cc, f and sm)', 1)
    if wanted[verb] is not None and len(args) != wanted[verb]:
        raise line.error(f"{verb} takes {wanted[verb]} argument(s)", 1)
    line = _with(line, actor=words[0], seat=seat, verb=verb, args=args)
    if verb == "cbr":
        read_amount(line, 0)
    return line


def _with(line: Line, **changes) -> Line:
    return Line(**{**line.__dict__, **changes})


def _seat(line: Line, word: str, at: int) -> int:
    match = _SEAT.fullmatch(word)
    if match is None:
        raise line.error(f'"{_cut(word)}" is not a player (p1, p2, ... p{MAX_SEAT})', at)
    return int(match.group(1)) - 1


def split_cards(line: Line, arg: int = 0) -> list[Card | None]:
    """The cards of ``line.args[arg]`` (``AcAd8h``), ``None`` for an unknown ``??``; raises
    ``PHHError`` naming the card, its number and its column."""
    text, word = line.args[arg], line.word_of(arg)
    cards: list[Card | None] = []
    for k in range(0, len(text), 2):
        token = text[k : k + 2]
        if token == UNKNOWN:
            cards.append(None)
            continue
        try:
            if len(token) < 2:
                raise CardError(token)
            cards.append(Card.parse(token))
        except CardError:
            raise line.error(
                f'card {k // 2 + 1} of "{_cut(text)}", "{token}", is not a card: write each '
                "card as a rank 2-9, T, J, Q, K, A and a suit c, d, h, s, or ?? for one unseen",
                word,
                k,
            ) from None
    return cards
