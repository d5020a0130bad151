"""What every topic does: reach its moment in a hand, name the case it shows, ask, grade, answer.

A topic never works a ruling out itself: it reads the engine's state and the
rule IDs of the engine's reasons. ``SeatTopic`` is the shape of the questions
answered by clicking a seat (the bring-in, the first actor).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping

from studrules import Reason, Variant
from studrules_trainer.questions import answers
from studrules_trainer.questions.model import Choice, Part
from studrules_trainer.questions.play import Moment, Style, Walk

PLAIN = "plain"
"""The case of a question that shows none of the situations people get wrong."""


class Topic(ABC):
    """One kind of question; subclasses fill in the moment, the cases, the prompt and the answer."""

    name: str
    title: str
    kind: str
    style: Style
    families: tuple[str, ...]
    """The rule IDs (or their beginnings) of the reasons that decide the point asked."""
    leave_out: tuple[str, ...] = ()
    showdown = False
    """Whether the question is the showdown, where the down cards of players still in show."""
    names_actor = False
    """Whether the question names the player to act, who is then marked on the table; never
    where who must act is what is asked."""
    from_deck = False
    """Whether the question's scenario deals from the whole deck rather than from each player's
    cards: where a ruling may take a card from the stub (a replaced exposed card)."""

    def serves(self, variant: Variant) -> bool:
        """Whether the topic asks about hands of ``variant`` (every game by default)."""
        return True

    @abstractmethod
    def reach(self, walk: Walk, rng: random.Random) -> Moment | None:
        """The moment of the hand asked about, or ``None`` if this hand never comes to one."""

    def first_case(self, variant: Variant, rng: random.Random) -> str | None:
        """The case ``reach`` tries first for a hand of ``variant``, read off ``rng`` as it
        stands just after the deal without playing the hand; ``None`` where the topic cannot
        tell so cheaply (every topic but one). A search for a wanted case builds only the
        hands that try it first (``tickets.draw``)."""
        return None

    @abstractmethod
    def cases(self, moment: Moment) -> list[str]:
        """The tricky cases the moment shows, the most telling first (none: it is plain)."""

    @abstractmethod
    def prompt(self, moment: Moment) -> str:
        """The question in words."""

    def note(self, moment: Moment) -> str:
        """The convention the question follows, said under the prompt (none by default)."""
        return ""

    @abstractmethod
    def choices(self, moment: Moment) -> tuple[Choice, ...]:
        """What the answer form offers (never marking the right answer)."""

    @abstractmethod
    def parts(self, moment: Moment, answer: Mapping) -> tuple[Part, ...]:
        """Each part of ``answer`` marked beside the right value (raises ``BadAnswer`` naming the
        field that cannot be read); the answer is right only when every part is."""

    @abstractmethod
    def words(self, moment: Moment, answer: Mapping) -> tuple[str, str]:
        """The right answer in words and the answer given in words."""

    @abstractmethod
    def then_steps(self, moment: Moment) -> list[str]:
        """The engine's answer as the Then steps of a scenario (without their keywords)."""

    def reasons(self, moment: Moment) -> tuple[Reason, ...]:
        """The engine's reasons that decided the point asked."""
        return moment.reasons(self.families, self.leave_out)

    def to_read(self, moment: Moment) -> tuple[str, ...]:
        """The rules a hint names before the answer, as the engine cites them: those of the
        reasons (a topic whose reasons would give the answer away names fewer)."""
        return tuple(dict.fromkeys(reason.rule for reason in self.reasons(moment)))

    def event_steps(self, moment: Moment) -> list[str]:
        """When steps told after the players' actions: the question's irregularity (none)."""
        return []

    def cited(self, moment: Moment) -> tuple[str, ...]:
        """The rules the scenario checks the ruling cites, once each: those of the state's own
        reasons in the topic's families (not the options a topic's ``reasons`` may add)."""
        found = moment.reasons(self.families, self.leave_out)
        return tuple(dict.fromkeys(reason.rule for reason in found))

    def answer_seats(self, moment: Moment) -> tuple[str, ...]:
        """The players the right answer names, to mark on the table after an answer (none)."""
        return ()

    def picked_seats(self, moment: Moment, given: str) -> tuple[str, ...]:
        """The players an answer names, read from its words (``Grade.given``), to mark (none)."""
        return ()


class SeatTopic(Topic):
    """A question answered by one seat: the field ``seat`` names a player still in the hand."""

    kind = "seat"

    def seat(self, moment: Moment) -> int:
        """The player who must act first as the round opens: the engine's ``to_act``.

        The convention of the rulebook (ACT.CLOCKWISE, BRING-IN.ALL-IN): a player
        all in still counts as the first actor or the bring-in, but cannot act, so
        the action starts with the next player clockwise who can. Every seat
        question asks who must act first, and says so.
        """
        return moment.state.actor

    @abstractmethod
    def answer_words(self, moment: Moment) -> str:
        """The right answer in words."""

    def choices(self, moment: Moment) -> tuple[Choice, ...]:
        """Every player still in the hand."""
        return tuple(
            Choice("seat", seat.name, seat.name, "one")
            for seat in moment.state.seats
            if not seat.folded
        )

    def answer_seats(self, moment: Moment) -> tuple[str, ...]:
        """The player who must act first."""
        return (moment.state.seats[self.seat(moment)].name,)

    def picked_seats(self, moment: Moment, given: str) -> tuple[str, ...]:
        """The player named: the words of a seat answer are the player's name."""
        return tuple(seat.name for seat in moment.state.seats if seat.name == given)

    def parts(self, moment: Moment, answer: Mapping) -> tuple[Part, ...]:
        """One part: the seat named, right if it is the engine's."""
        names = [seat.name for seat in moment.state.seats]
        given = answers.seat(answer, "seat", names)
        right = moment.state.seats[self.seat(moment)].name
        return (Part("the player", given, right, given == right),)

    def words(self, moment: Moment, answer: Mapping) -> tuple[str, str]:
        """The right answer in words, and the player named."""
        names = [seat.name for seat in moment.state.seats]
        return self.answer_words(moment), answers.seat(answer, "seat", names)
