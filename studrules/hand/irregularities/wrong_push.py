"""The dealer pushes the pot to the wrong player (SHOWDOWN.WRONG-PUSH).

``player`` is who the chips went to. The hands decide who wins, not the push:
the result stands, and the chips go from that player to the winners (even
stacked already, Robert's Rules' house policies). A push to the one player who
won everything was right and is refused. ``cause`` ``miscount`` (the hands were
read right, the chips counted or paid wrong) may be disputed later under the
TDA than a ``misread`` (SHOWDOWN.DEADLINE).
"""

from __future__ import annotations

from studrules.hand.irregularities.at_showdown import ShowdownMistake
from studrules.hand.irregularities.base import State
from studrules.hand.model import Event, Reason
from studrules.hand.outcome import collects

CAUSES = ("misread", "miscount")


class WrongPush(ShowdownMistake):
    verb = "wrong-push"
    rule = "SHOWDOWN.WRONG-PUSH"
    needs = ("player",)
    reporters = ("dealer", "floor", "player")
    uncontested = True

    def accounting(self, event: Event) -> bool:
        return event.cause == "miscount"

    def check(self, state: State, event: Event) -> None:
        if event.cause not in (None, *CAUSES):
            raise self.refuse(event, f"a wrong push is a {' or a '.join(CAUSES)}")
        name = event.player or ""
        payouts = dict(state.outcome.payouts)
        if payouts.get(name, 0) == sum(payouts.values()):
            raise self.refuse(event, f"{name} collects every chip paid out: the push was right")

    def samples(self, state: State) -> list[Event]:
        return [
            Event("dealer", "wrong-push", player=s.name, cause=cause)
            for s in state.seats
            for cause in (None, *CAUSES, "tip")
        ]

    def apply(self, state: State, event: Event) -> State:
        result, chips = state.outcome, state.stakes.chips
        return self.stands(
            state,
            Reason(
                self.rule,
                f"the chips pushed to {event.player} go where the hands say: "
                f"{collects(result.payouts, chips)}; the result stands",
            ),
        )
