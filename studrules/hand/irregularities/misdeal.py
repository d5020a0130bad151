"""A misdeal: the deal is called off before the betting is under way, every chip goes back.

MISDEAL.CALLED: the dealer or the floor calls a misdeal (its ``cause`` says
why) while no player has acted yet; the hand ends void (``Result.void``): nobody
wins, every ante and forced bet goes back to whoever put it in, and the same
dealer deals again. After the first action the deal stands and the refusal
cites MISDEAL.CALLED.
"""

from __future__ import annotations

from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.model import Action, Event, Reason

CAUSES = {
    "two-cards-exposed": "the dealer exposed two cards",
    "wrong-number-of-cards": "a player was dealt the wrong number of cards",
    "boxed-card": "a card was found face up in the deck",
    "empty-seat": "a card was dealt to an empty seat",
    "deck-defective": "the deck is short or holds a card twice",
}
"""Why a misdeal is called, as the request names it, and in the floor's words."""


class Misdeal(Irregularity):
    verb = "misdeal"
    rule = "MISDEAL.CALLED"
    needs = ("cause",)

    def verify(self, state: State, event: Event) -> None:
        if event.cause not in CAUSES:
            raise self.refuse(event, f"a misdeal's cause is one of {', '.join(CAUSES)}")
        acted = next((a for a in state.history if isinstance(a, Action)), None)
        if acted is not None:
            raise self.refuse(
                event,
                f"{acted.player} has already acted, so the deal stands: a misdeal is called "
                "before the first action",
            )

    def samples(self, state: State) -> list[Event]:
        return [Event(by, "misdeal", cause=cause) for by in ("dealer", "floor") for cause in CAUSES]

    def apply(self, state: State, event: Event) -> State:
        cause = CAUSES[event.cause or ""]
        return state.called_off(Reason(self.rule, f"misdeal: {cause}; the same dealer deals again"))
