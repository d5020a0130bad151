"""Exchange rounds after the betting on some streets (EXCHANGE.*; ``swap`` plays them).

The streets come from the game; a street that deals no card of its own (the
last round, with the last card gone to the exchanges) says so
(EXCHANGE.SEVENTH-CARD).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studrules.game.hooks import Component, State
from studrules.hand.components import swap
from studrules.hand.model import Reason

if TYPE_CHECKING:
    from studrules.game.definition import Street


class Exchange(Component):
    """After the betting on each street of ``streets``, each player may exchange one card."""

    options = ("exchange-price",)
    phases = (swap.phase(swap.EXCHANGE),)

    def __init__(self, *streets: int) -> None:
        self.after = streets

    def after_betting(self, state: State) -> State | None:
        if state.street_number not in self.after or state.phase != "betting":
            return None
        if sum(1 for s in state.seats if not s.folded) < 2:
            return None
        return swap.start(state, 1, swap.EXCHANGE)

    def street_reasons(self, state: State, street: int, dealt: Street) -> list[Reason]:
        if dealt.deal or state.community_street is not None:
            return []
        return [
            Reason(
                "EXCHANGE.SEVENTH-CARD",
                "no seventh card: after the last exchange comes the last round of betting",
            )
        ]
