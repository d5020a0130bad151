"""The dealer pushes the pot to the wrong player (SHOWDOWN.WRONG-PUSH).

``player`` is who the chips went to, and ``amount`` (optional) how many: a
part of a pot split between several winners pushed wrongly (without it, the
whole pot). The hands decide who wins, not the push: the result stands, and
the chips go from that player to the winners (even stacked already, Robert's
Rules' house policies). A push that gave the player what they won (all of it,
or without ``amount`` everything) was right and is refused, and so is an
amount of nothing or more than the pots paid. ``cause`` ``miscount`` (the hands were
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
        name, chips = event.player or "", state.stakes.chips
        payouts = dict(state.outcome.payouts)
        paid, won = sum(payouts.values()), payouts.get(name, 0)
        if event.amount is None:
            if won == paid:
                raise self.refuse(event, f"{name} collects every chip paid out: the push was right")
            return
        if not 0 < event.amount <= paid:
            raise self.refuse(
                event, f"the pots paid out {chips.said(paid)}: a push of "
                f"{chips.said(event.amount)} cannot be part of them",
            )
        if event.amount == won:
            raise self.refuse(
                event, f"{name} won {chips.said(won)}, the amount pushed: the push was right"
            )

    def samples(self, state: State) -> list[Event]:
        won = dict(state.outcome.payouts) if state.result is not None else {}
        return [
            Event("dealer", "wrong-push", player=s.name, cause=cause, amount=amount)
            for s in state.seats
            for cause in (None, *CAUSES, "tip")
            for amount in (None, 0, 1, won.get(s.name, 0), sum(won.values()) + 1)
        ]

    def apply(self, state: State, event: Event) -> State:
        result, chips = state.outcome, state.stakes.chips
        name = event.player or ""
        pushed = "the chips pushed" if event.amount is None else (
            f"the {chips.said(event.amount)} pushed"
        )
        won = dict(result.payouts).get(name, 0)
        moved = "" if event.amount is None else f" ({name} won {chips.said(won)}: " + (
            f"{chips.said(event.amount - won)} goes from {name} to the others)"
            if event.amount > won else f"{chips.said(won - event.amount)} more goes to {name})"
        )
        return self.stands(
            state,
            Reason(
                self.rule,
                f"{pushed} to {name} go where the hands say{moved}: "
                f"{collects(result.payouts, chips)}; the result stands",
            ),
        )
