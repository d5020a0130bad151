"""A buy round after the last card, before the last betting round (BUY.*; ``swap`` plays it)."""

from __future__ import annotations

from studrules.game.hooks import Component, State
from studrules.hand.components import swap


class Buy(Component):
    """Once the last card is dealt, each player may buy a card for a price, or stand pat."""

    options = ("buy-rounds", "buy-price")
    phases = (swap.phase(swap.BUY),)

    def after_deal(self, state: State) -> State | None:
        if state.street != len(state.streets) - 1:
            return None
        return swap.start(state, 1)
