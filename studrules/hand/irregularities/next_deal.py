"""The next deal begins: no showdown mistake of this hand is ruled on after it
(SHOWDOWN.DEADLINE).

The dealer or the floor says how far the next deal has gone (``cause``):
``shuffle`` (its first riffle: the next deal has begun) or ``action``
(substantial action on it). From the first riffle nothing of this showdown is
ruled on; under ``award-deadline`` ``tda-22`` a miscounted pot may still be
until the action (``at_showdown``). It happens only once the hand is over.
"""

from __future__ import annotations

from studrules.hand.irregularities.at_showdown import DEADLINE, STAGE_WORDS, STAGES, stage
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.model import Event, Reason


class NextDeal(Irregularity):
    verb = "next-deal"
    rule = DEADLINE
    needs = ("cause",)
    after_result = True

    def verify(self, state: State, event: Event) -> None:
        if state.result is None:
            raise self.refuse(event, "this hand is still being played")
        if event.cause not in STAGES:
            raise self.refuse(event, f"the next deal is told at its {' or its '.join(STAGES)}")
        reached = stage(state)
        if STAGES[event.cause] <= reached:
            raise self.refuse(event, f"{STAGE_WORDS[reached]} already")

    def samples(self, state: State) -> list[Event]:
        return [Event("dealer", "next-deal", cause=cause) for cause in (*STAGES, "cut")]

    def apply(self, state: State, event: Event) -> State:
        now = STAGES[event.cause or ""]
        text = f"{STAGE_WORDS[now]}: this hand's result can no longer be disputed"
        if now == 1 and state.rules.award_deadline == "tda-22":
            text += ", but for a miscounted pot until the next deal is under way (tda-22)"
        why = Reason(self.rule, text)
        return state.but(reasons=(*state.reasons, why))
