"""Another schedule of small and big bets, chosen by a house option (MISSISSIPPI.LIMITS).

The schedules are data, declared here with their option: for each value of the
option that changes the game's own schedule, the limit of each betting round in
order and a sentence saying what the house plays.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from studrules.game.definition import Street
from studrules.game.hooks import Component, State
from studrules.hand.model import Reason
from studrules.house_rules import HandOption

if TYPE_CHECKING:
    from studrules.house_rules import HandHouseRules

MISSISSIPPI_LIMITS: HandOption = HandOption.everywhere(
    "mississippi-limits", ("big-from-second-round", "holdem"), "MISSISSIPPI.LIMITS"
)
"""The schedule of Mississippi stud's bets: its own (big bets from the second round) or
hold'em's."""
MISSISSIPPI_SCHEDULES: dict[str, tuple[tuple[str, ...], str]] = {
    "holdem": (
        ("small", "small", "big", "big"),
        "the house plays the hold'em schedule, small bets on the first two rounds",
    ),
}
"""MISSISSIPPI.LIMITS: the schedules other than the game's own (big bets from the second round)."""


class RoundLimits(Component):
    """The house option ``option`` picks a schedule of ``schedules``: value -> (limits, words)."""

    def __init__(
        self, option: HandOption, schedules: Mapping[str, tuple[tuple[str, ...], str]]
    ) -> None:
        self.option = option
        self.options = (option,)
        self.schedules = dict(schedules)

    def streets(
        self, streets: tuple[Street, ...], rules: HandHouseRules, players: int
    ) -> tuple[Street, ...]:
        chosen = self.schedules.get(rules.value(self.option))
        if chosen is None:
            return streets
        return tuple(Street(s.number, s.deal, limit) for s, limit in zip(streets, chosen[0]))

    def street_reasons(self, state: State, street: int, dealt: Street) -> list[Reason]:
        chosen = self.schedules.get(state.rules.value(self.option))
        if chosen is None or dealt.limit == state.variant.streets[street].limit:
            return []
        return [Reason(self.option.rule, f"{chosen[1]}: {dealt.name} is played "
                       f"at the {dealt.limit} bet")]
