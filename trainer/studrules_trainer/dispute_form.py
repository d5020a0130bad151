"""The dispute page's form: what a floor person types, read and checked field by field.

A ``Dispute`` holds the fields as typed (so the page can show them again, and a
link can carry them); ``check`` names what is wrong with each field, in the
notation and by the validation the command line uses: cards by
``studrules.cards.parse_holding``, actions and claims by the step vocabulary's
own patterns (``studrules.scenarios.match``). Each field and the whole dispute
are bounded, so one request does bounded work and its link stays short
(``LINK_LIMIT``). ``studrules_trainer.dispute_feature`` writes a checked dispute as Gherkin.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from urllib.parse import urlencode

from studrules import (
    VARIANTS,
    CardError,
    MoneyError,
    Variant,
    parse_amount,
    parse_holding,
    reserved_name,
)
from studrules.house_files import HouseFile, HouseFileError, parse_house
from studrules.scenarios import BadAmount, BadStep, match
from studrules.scenarios.hands import NAME
from studrules_trainer.questions import PROFILES
from studrules_trainer.questions.houses import profiles, served

SEATS = max(variant.max_players for variant in VARIANTS.values())
ROUNDS = max(len(variant.streets) for variant in VARIANTS.values())
MAX_ACTIONS = 40
"""Actions over all the rounds: each is one step ruled on as it is taken."""
MAX_CLAIMS = 4
"""Claims: each is one scenario, the whole hand played again to rule on it."""
LENGTHS = {"title": 100, "amount": 12, "name": 20, "cards": 60, "stack": 12, "round": 400,
           "claims": 600}
"""The longest text of each kind of field (a choice of the lists: as long as a title)."""
LINK_LIMIT = 3000
"""The longest query string a dispute's link (and the address of its download) may have."""
HOUSE_FILE = "the house file"
"""How the refusal of a house file pasted or uploaded names it."""
AMOUNTS = ("small", "big", "ante", "bring-in")
ALWAYS_SENT = ("game", "profile", *AMOUNTS)
"""The fields a dispute's link always carries, even as the form's defaults (an empty
bring-in too: none is posted)."""


@dataclass(frozen=True)
class Seat:
    """One row of the seats, as typed: a name, the cards (``(Qs 2h) 4s``), a stack or nothing."""

    name: str = ""
    cards: str = ""
    stack: str = ""

    @property
    def empty(self) -> bool:
        return not (self.name or self.cards or self.stack)


@dataclass(frozen=True)
class Dispute:
    """The form as typed; ``seats`` and ``rounds`` keep their row numbers (empty rows too)."""

    game: str = "seven-card-stud"
    profile: str = PROFILES[0]
    title: str = ""
    small: str = "$1"
    big: str = "$2"
    ante: str = "$0.25"
    bring_in: str = "$0.50"
    seats: tuple[Seat, ...] = field(default_factory=lambda: (Seat(),) * SEATS)
    rounds: tuple[str, ...] = ("",) * ROUNDS
    claims: str = ""
    house: str = ""
    """A house file's text, pasted or uploaded (docs/house-files.md); a link does not hold it."""

    @property
    def variant(self) -> Variant:
        return VARIANTS.get(self.game, VARIANTS["seven-card-stud"])

    def amount(self, name: str) -> str:
        """The stake field ``name`` (``small``, ``big``, ``ante``, ``bring-in``)."""
        return getattr(self, name.replace("-", "_"))

    def players(self) -> list[tuple[int, Seat]]:
        """The seats filled in, with their row numbers (from 1), in order from the dealer's left."""
        return [(row, seat) for row, seat in enumerate(self.seats, 1) if not seat.empty]

    def rows(self) -> tuple[Seat, ...]:
        """The seats the form shows: as many as the game seats, and any filled beyond them."""
        filled = max((row for row, _ in self.players()), default=0)
        return self.seats[: max(self.variant.max_players, filled)]

    def actions(self, round_number: int) -> list[str]:
        """The actions typed for round ``round_number`` (from 1), comma separated."""
        return [item.strip() for item in self.rounds[round_number - 1].split(",") if item.strip()]

    def house_file(self) -> HouseFile | None:
        """The house the dispute is ruled by: the one pasted or uploaded, else the trainer's
        own if the dispute chose it, else ``None``; ``HouseFileError`` for a bad one."""
        if self.house.strip():
            return parse_house(self.house, HOUSE_FILE)
        house = served()
        return house if house is not None and self.profile == house.name else None

    def claim_lines(self) -> list[str]:
        """The claims, one a line, without a ``Then``, ``And`` or ``But`` the writer put first."""
        lines = [line.strip() for line in self.claims.splitlines() if line.strip()]
        return [_unkeyworded(line) for line in lines]

    def query(self) -> str:
        """The dispute as a URL query: the game, the house rules and the stakes always (defaults
        included, so a link means the same dispute whatever the form's defaults become), and
        every other field filled in."""
        pairs = [(name, value) for name, value in self._named() if value or name in ALWAYS_SENT]
        return urlencode(pairs)

    def value(self, name: str) -> str:
        """The text of the field called ``name`` in the form."""
        return dict(self._named()).get(name, "")

    def _named(self) -> list[tuple[str, str]]:
        """Every field as the form names it, with its text."""
        named = [("game", self.game), ("profile", self.profile), ("title", self.title)]
        named += [(name, self.amount(name)) for name in AMOUNTS]
        for row, seat in enumerate(self.seats, 1):
            named += [(f"seat-{row}-{part.name}", getattr(seat, part.name))
                      for part in fields(Seat)]
        named += [(f"round-{n}", text) for n, text in enumerate(self.rounds, 1)]
        return [*named, ("claims", self.claims)]


def _unkeyworded(line: str) -> str:
    first, _, rest = line.partition(" ")
    return rest.strip() if first in ("Then", "And", "But") and rest.strip() else line


def read(form: Mapping[str, str]) -> Dispute:
    """The dispute a form (or a link's query) sends; a field not sent keeps the blank form's."""
    blank = Dispute()

    def text(name: str) -> str:
        value = form.get(name)
        return value.strip() if isinstance(value, str) else blank.value(name)

    seats = tuple(
        Seat(*(text(f"seat-{row}-{part.name}") for part in fields(Seat)))
        for row in range(1, SEATS + 1)
    )
    return replace(
        blank, game=text("game"), profile=text("profile"), title=text("title"),
        **{name.replace("-", "_"): text(name) for name in AMOUNTS},
        seats=seats, rounds=tuple(text(f"round-{n}") for n in range(1, ROUNDS + 1)),
        claims=text("claims"), house=_house_text(form),
    )


def _house_text(form: Mapping[str, str]) -> str:
    """The house file's text a form sends (never a link: it is too long for one)."""
    value = form.get("house")
    return value if isinstance(value, str) else ""


def check(dispute: Dispute) -> dict[str, str]:
    """What is wrong with each field, by the field's name; empty if the dispute can be ruled on."""
    errors: dict[str, str] = {}
    if dispute.game not in VARIANTS:
        errors["game"] = "Choose a game from the list."
    if dispute.profile not in profiles():
        errors["profile"] = f"Choose the house rules: {', '.join(profiles())}."
    try:
        dispute.house_file()
    except HouseFileError as error:
        errors["house"] = str(error)
    _check_lengths(dispute, errors)
    for name in AMOUNTS:
        _check_amount(dispute, name, errors)
    names = _check_seats(dispute, errors)
    _check_rounds(dispute, names, errors)
    _check_claims(dispute, names, errors)
    if not errors and len(dispute.query()) > LINK_LIMIT:
        errors["dispute"] = (
            f"This dispute takes {len(dispute.query())} characters as a link, more than the "
            f"{LINK_LIMIT} a link holds: shorten the claims, the actions or the names."
        )
    return errors


def _limit(name: str) -> int:
    """The longest text the field called ``name`` takes."""
    if name in AMOUNTS:
        return LENGTHS["amount"]
    if name.startswith("seat-"):
        return LENGTHS[name.rsplit("-", 1)[1]]
    return LENGTHS.get(name.split("-")[0], LENGTHS["title"])


def _check_lengths(dispute: Dispute, errors: dict[str, str]) -> None:
    for name, value in dispute._named():
        if len(value) > _limit(name):
            errors[name] = f"This is {len(value)} characters long; the most is {_limit(name)}."
        elif name != "claims" and len(value.splitlines()) > 1:
            errors[name] = "Write this on one line."


def _check_amount(dispute: Dispute, name: str, errors: dict[str, str]) -> None:
    value = dispute.amount(name)
    if name in errors:
        return
    if not value and name in ("small", "big") and dispute.variant.structure == "pot-limit":
        return
    if not value and name == "bring-in":
        return
    try:
        parse_amount(value)
    except MoneyError as error:
        errors[name] = f"Write an amount such as $1 or $0.50: {error}."


def _check_seats(dispute: Dispute, errors: dict[str, str]) -> list[str]:
    """Check the seats filled in; the names of the players seated."""
    names: list[str] = []
    dealt: dict[str, str] = {}
    for row, seat in dispute.players():
        prefix = f"seat-{row}-"
        if any(prefix + part.name in errors for part in fields(Seat)):
            continue
        if not seat.name:
            errors[prefix + "name"] = "Who sits here? Give a name, or leave the whole row empty."
        elif not re.fullmatch(NAME, seat.name):
            errors[prefix + "name"] = (
                f'"{seat.name}" is not a name the rulings can use: one word starting with a '
                "capital letter, such as Alice."
            )
        elif seat.name in names:
            errors[prefix + "name"] = f"{seat.name} is seated twice."
        elif (word := reserved_name(seat.name)) is not None:
            errors[prefix + "name"] = (
                f'"{seat.name}" reads as the {word}, who reports what goes wrong at the table: '
                "give the player another name."
            )
        else:
            names.append(seat.name)
        _check_cards(prefix + "cards", seat, dealt, errors)
        if seat.stack:
            try:
                parse_amount(seat.stack)
            except MoneyError as error:
                errors[prefix + "stack"] = f"Write a stack such as $20, or nothing: {error}."
    seated, most = len(dispute.players()), dispute.variant.max_players
    if seated < 2:
        errors.setdefault(f"seat-{seated + 1}-name", "Seat at least two players.")
    elif seated > most:
        errors["seats"] = f"{dispute.variant.title} seats at most {most} players, not {seated}."
    return names


def _check_cards(name: str, seat: Seat, dealt: dict[str, str], errors: dict[str, str]) -> None:
    if not seat.cards:
        errors[name] = "Write the cards dealt, face-down ones in parentheses: (Qs 2h) 4s."
        return
    try:
        holding = parse_holding(seat.cards)
    except CardError as error:
        errors[name] = f"{str(error)[:1].upper()}{str(error)[1:]}."
        return
    for position, card in enumerate(holding.cards, 1):
        if str(card) in dealt:
            errors[name] = (f"{card} (card {position}) is dealt twice: "
                            f"{dealt[str(card)]} holds it too.")
            return
    for card in holding.cards:
        dealt[str(card)] = seat.name or "another seat"


def _check_rounds(dispute: Dispute, names: list[str], errors: dict[str, str]) -> None:
    streets = dispute.variant.streets
    total = 0
    for number in range(1, ROUNDS + 1):
        name = f"round-{number}"
        actions = dispute.actions(number)
        if name in errors or not actions:
            continue
        if number > len(streets):
            errors[name] = (f"{dispute.variant.title} has {len(streets)} betting rounds; "
                            "this one is not played.")
            continue
        total += len(actions)
        if total > MAX_ACTIONS:
            errors[name] = f"A dispute holds at most {MAX_ACTIONS} actions in all."
            return
        for position, action in enumerate(actions, 1):
            problem = _action_problem(action, names)
            if problem:
                errors[name] = f'Action {position}, "{action}": {problem}'
                break


def _action_problem(action: str, names: list[str]) -> str | None:
    try:
        _, groups = match("when", action)
    except BadAmount as error:
        return error.problem
    except BadStep:
        groups = {}
    if "player" not in groups:
        return ('write who did what, such as "Bob brings in", "Carol calls", "Alice raises '
                'to $4", "Dave folds" (or declares, buys, exchanges, stands pat, rolls).')
    return _unseated(groups, names)


def _unseated(groups: Mapping[str, str | None], names: list[str]) -> str | None:
    player = groups.get("player")
    if player is None or player in names:
        return None
    return f"{player} is not seated (the players: {', '.join(names) or 'none yet'})."


def _check_claims(dispute: Dispute, names: list[str], errors: dict[str, str]) -> None:
    if "claims" in errors:
        return
    lines = dispute.claim_lines()
    if len(lines) > MAX_CLAIMS:
        errors["claims"] = f"Write at most {MAX_CLAIMS} claims, one a line; there are {len(lines)}."
        return
    for number, line in enumerate(lines, 1):
        try:
            _, groups = match("then", line)
        except BadStep as error:
            errors["claims"] = f"Claim {number}: {error}."
            return
        problem = _unseated(groups, names)
        if problem:
            errors["claims"] = f'Claim {number}, "{line}": {problem}'
            return
