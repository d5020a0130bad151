"""What every mistake of the showdown shares (SHOWDOWN.*, spec/showdown-errors.md).

The engine settles the showdown by itself when the last betting round ends, so
a mistake of the showdown (a hand miscalled or mucked, a pot pushed to the
wrong player) is told after the result: its kind is ``after_result``. Each
such kind checks here that there was a showdown to be mistaken about and that
the next deal has not begun (SHOWDOWN.DEADLINE, told by a ``next-deal``
event), then rules; a hand that goes out of the showdown is folded and the
pots are settled again by the engine's own showdown (``flow.resettled``).
"""

from __future__ import annotations

from typing import ClassVar

from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.model import Discretion, Event, Reason

DEADLINE = "SHOWDOWN.DEADLINE"
"""Until when a showdown can be disputed: the next deal, or the count until it is under way."""
STAGES = {"shuffle": 1, "action": 2}
"""How far the next deal has gone, as a ``next-deal`` event's cause says: its first riffle,
then substantial action on it."""
STAGE_WORDS = {
    1: "the next deal has begun (its first riffle)",
    2: "the next deal is under way (players have acted on it)",
}


def stage(state: State) -> int:
    """How far the next deal has gone: 0 (not begun), 1 (shuffled) or 2 (under way)."""
    return max(
        (STAGES.get(e.cause or "", 0) for e in state.history
         if isinstance(e, Event) and e.verb == "next-deal"),
        default=0,
    )


class ShowdownMistake(Irregularity):
    """A mistake of the showdown, ruled on after the result until the next deal begins.

    ``uncontested``: the mistake can follow a pot won without a showdown too.
    """

    after_result = True
    uncontested: ClassVar[bool] = False

    def accounting(self, event: Event) -> bool:
        """Whether ``event`` is a mistake in counting or paying the pot, which the TDA lets be
        disputed until the next deal is under way (``award-deadline`` ``tda-22``)."""
        return False

    def verify(self, state: State, event: Event) -> None:
        disputable(self, state, event, self.uncontested, self.accounting(event))
        self.check(state, event)

    def check(self, state: State, event: Event) -> None:
        """What this kind refuses beyond the showdown and its deadline."""

    @staticmethod
    def stands(state: State, *why: Reason) -> State:
        """The result standing as it is, with the ruling's reasons."""
        return state.but(reasons=(*state.reasons, *why))

    @staticmethod
    def leaves(state: State, discretion: Discretion, why: Reason) -> State:
        """The result standing as it is until the floor decides what ``discretion`` leaves to
        it (IRREGULAR.DISCRETION), with the ruling's reason."""
        return state.but(floor=(*state.floor, discretion), reasons=(*state.reasons, why))

    def shown(self, state: State, event: Event, name: str, whose: str) -> int:
        """The seat of ``name``, whose hand was at the showdown; refused if it was not."""
        seat = state.seat_of(name)
        if state.seats[seat].folded:
            raise self.refuse(event, f"{whose} was not at the showdown: {name} is out of the hand")
        return seat


def disputable(kind: Irregularity, state: State, event: Event, uncontested: bool = False,
               accounting: bool = False) -> None:
    """Refuse ``event`` unless the showdown it is about can still be disputed: the pots are
    awarded, not voided, after a showdown (or, ``uncontested``, without one), and the next
    deal has not begun (or, for a mistake in ``accounting`` under the TDA's deadline, is
    not under way: SHOWDOWN.DEADLINE)."""
    result = state.result
    if result is None:
        raise kind.refuse(event, "the hand is still being played: the pots are not awarded")
    if result.void:
        raise kind.refuse(event, "the deal was void: every chip went back, nobody won")
    if result.termination != "showdown" and not uncontested:
        raise kind.refuse(event, "the pot was won without a showdown: no hand was shown")
    reached = stage(state)
    tda = state.rules.award_deadline == "tda-22"
    if reached >= (2 if accounting and tda else 1):
        raise kind.refuse(
            event,
            f"{STAGE_WORDS[reached]}: the result stands"
            + (", as the house's TDA deadline has passed too" if tda else ""),
            DEADLINE,
        )


def live(state: State) -> list[int]:
    """The seats whose hands are still at the showdown."""
    return [i for i, s in enumerate(state.seats) if not s.folded]

