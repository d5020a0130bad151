"""A player who called though beaten by an opponent's up cards asks for the call back.

ACTION.BEATEN-CALL: the call stands; no chips come back. The player is told so;
the hand and the pot are as they were. It can be asked until the next deal.
"""

from __future__ import annotations

from typing import ClassVar

from studrules.hand.irregularities.acting import concerned
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.model import Action, Event, Reason
from studrules.vocabulary import Reporter


class BeatenCall(Irregularity):
    verb = "beaten-call"
    rule = "ACTION.BEATEN-CALL"
    reporters: ClassVar[tuple[Reporter, ...]] = ("dealer", "floor", "player")
    after_result = True

    def verify(self, state: State, event: Event) -> None:
        name = state.seats[concerned(self, state, event)].name
        if not any(isinstance(a, Action) and a.player == name and a.verb == "call"
                   for a in state.history):
            raise self.refuse(event, f"{name} has not called in this hand")

    def apply(self, state: State, event: Event) -> State:
        name = state.seats[concerned(self, state, event)].name
        why = Reason(self.rule, f"{name} called though beaten by the up cards showing: the "
                                "call stands and nothing is refunded")
        return state.but(reasons=(*state.reasons, why))

    def samples(self, state: State) -> list[Event]:
        return [Event(s.name, self.verb) for s in state.seats[:2]]
