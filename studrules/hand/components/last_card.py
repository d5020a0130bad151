"""The house may deal the last card face down, or add one face down (FIVE.LAST-CARD-DOWN,
MISSISSIPPI.SEVENTH-CARD, EXCHANGE.SEVENTH-CARD)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from studrules.game.definition import Street
from studrules.game.hooks import Component, State
from studrules.hand.model import Reason
from studrules.house_rules import HAND_OPTIONS

if TYPE_CHECKING:
    from studrules.house_rules import HandRules


class LastCard(Component):
    """The house option ``option`` (``down``, or ``five-or-fewer`` players) deals it face down."""

    def __init__(self, option: str) -> None:
        self.option = option
        self.attribute = option.replace("-", "_")
        self.options = (option,)

    def _down(self, rules: HandRules, players: int) -> bool:
        value = getattr(rules, self.attribute)
        return value == "down" or (value == "five-or-fewer" and players <= 5)

    def streets(
        self, streets: tuple[Street, ...], rules: HandRules, players: int
    ) -> tuple[Street, ...]:
        if not self._down(rules, players):
            return streets
        last = streets[-1]
        return (*streets[:-1], Street(last.number, "D", last.limit))

    def street_reasons(self, state: State, street: int, dealt: Street) -> list[Reason]:
        played = state.variant.streets[street].deal
        if not dealt.deal or dealt.deal == played:
            return []
        if played:
            card = dealt.name.split()[0]
            text = f"the house deals the {card} card face down: no board changes"
        else:
            text = "with five players or fewer the house deals a seventh card face down"
        return [Reason(HAND_OPTIONS[self.option].rule, text)]
