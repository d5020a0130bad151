"""A player dealt in without anteing (FORCED.MISSED-ANTE).

No rulebook rules on it; the floor's ruling the rulebook writes down: the ante is
owed from the deal, and the player puts it in as soon as it is noticed, at any time
before the pot is awarded; the hand stays live. The engine has taken every ante at
the deal, so the chips stand as they are: the ruling is its reason.
"""

from __future__ import annotations

from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.irregularities.forced import money
from studrules.hand.model import Event, Reason


class MissedAnte(Irregularity):
    verb = "missed-ante"
    rule = "FORCED.MISSED-ANTE"
    needs = ("player",)

    def samples(self, state: State) -> list[Event]:
        return [Event("floor", "missed-ante", s.name) for s in state.seats[:2]]

    def verify(self, state: State, event: Event) -> None:
        if state.stakes.ante == 0:
            raise self.refuse(event, "this game has no ante")
        seat = state.seats[state.seat_of(event.player or "")]
        if seat.all_in and seat.committed < state.stakes.ante:
            raise self.refuse(event, f"{seat.name} put in every chip there was: no more is owed")

    def apply(self, state: State, event: Event) -> State:
        name, ante = event.player, money(state, state.stakes.ante)
        text = (f"{name} was dealt in without anteing: the {ante} ante is owed and goes in now, "
                f"and {name}'s hand plays on")
        return state.but(reasons=(*state.reasons, Reason(self.rule, text)))
