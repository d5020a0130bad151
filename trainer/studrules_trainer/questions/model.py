"""The values of a question: its ticket, what the learner sees and picks, and the grade.

Everything here is frozen: a question built twice from one ticket is the same
question, and nothing the web app holds can change under it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from studrules import PROFILES, Reason, known

if TYPE_CHECKING:
    from studrules_trainer.questions.play import Moment

TOPICS = ("bring-in", "first-to-act", "bet-sizing", "winning-hands", "floor-rulings")
DIFFICULTIES = (0, 1, 2)

__all__ = [
    "DIFFICULTIES",
    "PROFILES",
    "TOPICS",
    "BadAnswer",
    "BadTicket",
    "CardView",
    "Choice",
    "Grade",
    "Part",
    "Question",
    "SeatView",
    "TableView",
    "Ticket",
]


class BadTicket(ValueError):
    """A ticket that makes no question: a name or difficulty unknown, or a seed that cannot."""


class BadAnswer(ValueError):
    """An answer that cannot be graded; ``field`` names the answer field at fault."""

    def __init__(self, field: str, message: str):
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


@dataclass(frozen=True)
class Ticket:
    """All a question is: the signed token carries it, and ``build`` makes the question from it."""

    variant: str
    topic: str
    seed: int
    profile: str
    difficulty: int


class CardView(NamedTuple):
    """One card as the learner sees it: its text (``None`` while face down and hidden), its face,
    and whether it is wild for its holder (as far as the learner can see)."""

    card: str | None
    up: bool
    wild: bool = False


@dataclass(frozen=True)
class SeatView:
    """One player as the table shows them: chips, what they put in, their cards as seen."""

    name: str
    stack: str
    bet: str
    put_in: str
    folded: bool
    all_in: bool
    cards: tuple[CardView, ...]
    declared: str | None = None

    @property
    def up(self) -> tuple[str, ...]:
        """The face-up cards, in the order dealt."""
        return tuple(c.card for c in self.cards if c.up and c.card is not None)

    @property
    def down(self) -> int:
        """How many cards the player holds face down."""
        return sum(1 for c in self.cards if not c.up)


@dataclass(frozen=True)
class TableView:
    """What the learner sees of the table: never the answer to the question asked.

    Amounts are written as dollars (``$12``); ``stack`` is what a player has
    behind, ``bet`` what they put in on this round, ``put_in`` on the whole hand.
    ``history`` lists the actions so far, street by street, in words;
    ``stakes`` says the forced bets and the limits in words (``ante $1 · no
    bring-in · bets $5/$10``, or pot limit).
    """

    game: str
    profile: str
    street: str
    pot: str
    ante: str
    bring_in: str
    small_bet: str
    big_bet: str
    wild: str
    community: str | None
    seats: tuple[SeatView, ...]
    history: tuple[tuple[str, tuple[str, ...]], ...]
    stakes: str = ""


@dataclass(frozen=True)
class Choice:
    """One thing on the answer form: the answer field it fills, the value it submits, its label.

    ``input`` says how: ``one`` (pick one value of ``field``), ``many`` (pick
    any number of them) or ``amount`` (type an amount into ``field``).
    """

    field: str
    value: str
    label: str
    input: str


@dataclass(frozen=True)
class Question:
    """A question as the learner gets it, and the hand behind it (``moment``, for grading)."""

    ticket: Ticket
    prompt: str
    kind: str
    table: TableView
    choices: tuple[Choice, ...]
    skill: str
    moment: Moment | None = field(default=None, repr=False, compare=False)
    note: str = ""
    """What the question counts as its answer where the rulebook's words could mislead
    (an all-in player is still the first actor but cannot act); shown under the prompt."""

    @property
    def hand(self) -> Moment:
        """The hand behind the question, which every question built from a ticket has."""
        return known(self.moment, "the hand behind the question")


class Part(NamedTuple):
    """One part of an answer, marked (#29): what it is (``the winners``, ``what Alice
    collects``, ``raise``), the learner's value and the right one in words, and whether they
    agree. ``note`` says what the learner may not know (the rulebook's word for an action)."""

    name: str
    given: str
    expected: str
    right: bool
    note: str = ""


@dataclass(frozen=True)
class Grade:
    """The verdict on an answer: right or wrong, both answers in words, the engine's reasons,
    and each part of the answer marked (``parts``): the answer is right only when every part is.
    """

    correct: bool
    expected: str
    given: str
    reasons: tuple[Reason, ...]
    skill: str
    parts: tuple[Part, ...] = ()

    @property
    def missed(self) -> tuple[str, ...]:
        """The names of the parts the answer got wrong."""
        return tuple(part.name for part in self.parts if not part.right)
