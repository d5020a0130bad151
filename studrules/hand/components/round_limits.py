"""Another schedule of small and big bets, chosen by a house option (MISSISSIPPI.LIMITS).

The schedules are data: for each value of the option that changes the game's
own schedule, the limit of each betting round in order and a sentence saying
what the house plays.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from studrules.game.definition import Street
from studrules.game.hooks import Component, State
from studrules.hand.model import Reason
from studrules.house_rules import HAND_OPTIONS

if TYPE_CHECKING:
    from studrules.house_rules import HandRules


class RoundLimits(Component):
    """The house option ``option`` picks a schedule of ``schedules``: value -> (limits, words)."""

    def __init__(self, option: str, schedules: Mapping[str, tuple[tuple[str, ...], str]]) -> None:
        self.option = option
        self.attribute = option.replace("-", "_")
        self.options = (option,)
        self.schedules = dict(schedules)

    def streets(
        self, streets: tuple[Street, ...], rules: HandRules, players: int
    ) -> tuple[Street, ...]:
        chosen = self.schedules.get(getattr(rules, self.attribute))
        if chosen is None:
            return streets
        return tuple(Street(s.number, s.deal, limit) for s, limit in zip(streets, chosen[0]))

    def street_reasons(self, state: State, street: int, dealt: Street) -> list[Reason]:
        chosen = self.schedules.get(getattr(state.rules, self.attribute))
        if chosen is None or dealt.limit == state.variant.streets[street].limit:
            return []
        return [Reason(HAND_OPTIONS[self.option].rule, f"{chosen[1]}: {dealt.name} is played "
                       f"at the {dealt.limit} bet")]
