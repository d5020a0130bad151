"""A player reported away comes back to the table (FORCED.ABSENT).

``player-returns``, by the dealer or the floor, ``player`` the one who came back. Under
``absent-player-hand`` ``killed-when-action-reaches`` (Robert's Rules, Seven-Card Stud 6)
a player away keeps a live hand until the action reaches the seat, so one back before
then plays on: the ruling records it, and the hand goes on as it was. It is refused for
a player who was not reported away, or is back already, and for one whose hand was
killed while away (``killed-after-initial-deal``, ``killed-at-bring-in``, or the action
having reached the seat): a dead hand is not brought back.
"""

from __future__ import annotations

from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.model import Event, Reason


class PlayerReturns(Irregularity):
    verb = "player-returns"
    rule = "FORCED.ABSENT"
    needs = ("player",)

    def samples(self, state: State) -> list[Event]:
        return [Event("dealer", self.verb, s.name) for s in state.seats]

    def verify(self, state: State, event: Event) -> None:
        name = event.player or ""
        told = [e.verb for e in state.history if isinstance(e, Event) and e.player == name
                and e.verb in ("player-absent", self.verb)]
        if not told:
            raise self.refuse(event, f"{name} was not reported away from the table")
        if told[-1] == self.verb:
            raise self.refuse(event, f"{name} is back at the table already")
        if state.seats[state.seat_of(name)].folded:
            raise self.refuse(event, f"{name}'s hand was killed while {name} was away")

    def apply(self, state: State, event: Event) -> State:
        name = event.player or ""
        why = Reason(self.rule, f"{name} is back at the table before the hand was killed: "
                                f"{name}'s hand is live and {name} acts in turn")
        return state.but(reasons=(*state.reasons, why))
