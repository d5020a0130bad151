"""A string raise: the player calls, goes back to the stack, and puts out a raise.

ACTION.STRING-RAISE: the first motion is the action: facing a bet it is a call
(the chips brought after it go back); by the player who must bring in, the
bring-in. Only a raise said before or with the chips stands
(ACTION.DECLARED).
"""

from __future__ import annotations

from studrules.hand.irregularities.acting import concerned, in_turn, play, ruled
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.irregularities.held import faces_bet
from studrules.hand.model import Action, Event, Reason


class StringRaise(Irregularity):
    verb = "string-raise"
    rule = "ACTION.STRING-RAISE"

    def _ruling(self, state: State, event: Event, seat: int) -> Action:
        name = state.seats[seat].name
        if state.betting.bring_in_due == seat:
            return Action(name, "bring-in")
        if not faces_bet(state, seat):
            raise self.refuse(event, f"nobody has bet: {name} has nothing to call or raise")
        return Action(name, "call")

    def verify(self, state: State, event: Event) -> None:
        seat = concerned(self, state, event)
        in_turn(self, state, event, seat)
        ruled(state, event, self._ruling(state, event, seat))

    def apply(self, state: State, event: Event) -> State:
        seat = concerned(self, state, event)
        action = self._ruling(state, event, seat)
        first = "the bring-in" if action.verb == "bring-in" else "a call"
        why = Reason(self.rule, f"{action.player} made a string raise: the first motion was "
                                f"{first}, and that is the action; the chips brought after it "
                                "go back")
        return play(state, action, why)

    def samples(self, state: State) -> list[Event]:
        if state.to_act is None:
            return []
        return [Event("dealer", self.verb, player=state.seats[state.to_act].name)]
