"""A player asks to see a hand mucked at the showdown without being tabled
(SHOWDOWN.ASK-TO-SEE).

``by`` asks to see ``player``'s hand, which ``player`` threw away face down
after the showdown began and the dealer can still take out of the muck. Under
``winner-asks-to-see`` ``both-live`` (Robert's Rules): if the player asking
wins a pot without that hand, both hands are live and the best hand wins (the
hand may win after all); if anyone else asks, the hand is dead. Under
``floor-decides`` (the TDA leaves every such request to the floor) the engine
does not decide: it says the floor may decide between the hand playing and
the hand being dead (SHOWDOWN.FLOOR, IRREGULAR.DISCRETION); the result is the
cards' until the floor's decision is reported.
"""

from __future__ import annotations

from studrules.hand import flow
from studrules.hand.irregularities.at_showdown import ShowdownMistake, live
from studrules.hand.irregularities.base import State
from studrules.hand.model import Discretion, Event, Reason

FLOOR = "SHOWDOWN.FLOOR"
"""Where no rule decides and the floor does."""


class AskToSee(ShowdownMistake):
    verb = "asks-to-see"
    rule = "SHOWDOWN.ASK-TO-SEE"
    reporters = ("player",)
    needs = ("player",)

    def check(self, state: State, event: Event) -> None:
        name = event.player or ""
        if name == event.by:
            raise self.refuse(event, "a player asks to see another player's hand")
        seat = self.shown(state, event, name, f"{name}'s hand")
        if live(state) == [seat]:
            raise self.refuse(
                event, f"{name}'s is the last hand at the showdown: it wins without being shown",
                "SHOWDOWN.MUCKED",
            )

    def samples(self, state: State) -> list[Event]:
        names = [s.name for s in state.seats]
        return [Event(by, "asks-to-see", player=other) for by in names for other in names]

    def apply(self, state: State, event: Event) -> State:
        asker, name = event.by, event.player or ""
        if state.rules.winner_asks_to_see == "floor-decides":
            between = (f"{name}'s hand plays", f"{name}'s hand is dead")
            why = Reason(
                FLOOR,
                f"{asker} asked to see the hand {name} threw away: under the house's "
                f"floor-decides rule the floor says whether it is shown, and may decide "
                f"between {between[0]} and {between[1]}",
            )
            return self.leaves(state, Discretion(FLOOR, between), why)
        seat = state.seat_of(name)
        dead = Reason(
            self.rule,
            f"{asker} asked to see the hand {name} threw away, and {asker} won nothing "
            f"without it: {name}'s hand is dead",
        )
        without = flow.resettled(state, [seat], [dead])
        if asker not in without.outcome.winners():
            return without
        return self.stands(
            state,
            Reason(
                self.rule,
                f"{asker}, the winner, asked to see the hand {name} threw away: both hands are "
                "live and the best hand wins, the result stands",
            ),
        )
