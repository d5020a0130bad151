"""A player turns the up cards face down (or picks them up) while facing a bet: a fold.

ACTION.UP-CARDS: facing a bet, in turn or not, the hand is dead at once. With no
bet to the player it is no fold by itself (the sources speak only of a player
facing a bet): refused.
"""

from __future__ import annotations

from studrules.hand import flow
from studrules.hand.irregularities.acting import betting_on, concerned
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.irregularities.held import faces_bet
from studrules.hand.model import Event, Reason


class UpCardsDown(Irregularity):
    verb = "up-cards-down"
    rule = "ACTION.UP-CARDS"

    def verify(self, state: State, event: Event) -> None:
        seat = concerned(self, state, event)
        betting_on(self, state, event, seat)
        if not faces_bet(state, seat):
            name = state.seats[seat].name
            raise self.refuse(event, f"{name} faces no bet: turning the up cards down is no "
                                     "fold by itself")

    def apply(self, state: State, event: Event) -> State:
        seat = concerned(self, state, event)
        name = state.seats[seat].name
        why = Reason(self.rule, f"{name} turned the up cards face down facing a bet: that is a "
                                f"fold, and {name}'s hand is dead")
        return flow.folded_out(state, seat, why)

    def samples(self, state: State) -> list[Event]:
        return [Event("dealer", self.verb, player=s.name) for s in state.seats[:3]]
