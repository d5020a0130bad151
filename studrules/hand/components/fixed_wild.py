"""Cards wild in every hand of the game, ranks or single cards (BASEBALL.GAME, AXE.GAME)."""

from __future__ import annotations

from collections.abc import Sequence

from studrules.cards import Card
from studrules.game.hooks import WILD_OPTIONS, Component
from studrules.rankings.base import Wild


class FixedWild(Component):
    """The ranks and cards ``cards`` (``"3"``, ``"Kd"``) are wild for everyone, all hand long."""

    widens = WILD_OPTIONS

    def __init__(self, *cards: str) -> None:
        self.cards = cards
        self.wild = Wild.of(cards)

    def table_wild(self, rules, up_sequence: Sequence[Card]) -> Wild:
        return self.wild
