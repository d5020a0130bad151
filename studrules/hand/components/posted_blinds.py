"""Blinds instead of the ante and bring-in, where the house plays them (BLINDS.POST, BLINDS.ACTION).

The first two players to the dealer's left post a small and a big blind
(heads-up: the dealer posts the small blind, the other player the big blind,
as in every game played with a button). The big blind is the first round's bet:
the action starts with the player to the left of the big blind and comes back
to the big blind, who may raise when everyone has only called. A player short
of chips posts what they have and is all in; the others still call the full big
blind. The later rounds open with the best board, as without blinds.
"""

from __future__ import annotations

from studrules.game.hooks import Component, Posted, State
from studrules.hand.model import BadDeal, Reason, Seat
from studrules.house_rules import HandOption

MISSISSIPPI_FORCED_BETS: HandOption = HandOption.everywhere(
    "mississippi-forced-bets", ("ante-bring-in", "blinds"), "MISSISSIPPI.FORCED-BETS"
)
"""Whether Mississippi stud is dealt with an ante and a bring-in or with blinds."""


class PostedBlinds(Component):
    """Blinds when the house option ``option`` is ``blinds`` (else: the ante and bring-in)."""

    takes_blinds = True

    def __init__(self, option: HandOption) -> None:
        self.option = option
        self.options = (option,)

    def posted(self, state: State) -> Posted | None:
        stakes = state.stakes
        chosen = state.rules.value(self.option)
        if chosen != "blinds":
            if stakes.small_blind or stakes.big_blind:
                raise BadDeal(
                    f"the stakes give blinds but {self.option.name} is {chosen}: set it to "
                    "blinds, or leave small_blind and big_blind out "
                    f"({self.option.rule})",
                    "stakes",
                    self.option.rule,
                )
            return None
        _check_stakes(state)
        seats, n = list(state.seats), len(state.seats)
        small, big = (n - 1, 0) if n == 2 else (0, 1)
        reasons = [
            _post(seats, small, stakes.small_blind, "small blind", state),
            _post(seats, big, stakes.big_blind, "big blind", state),
        ]
        first = (big + 1) % n
        why_first = Reason(
            "BLINDS.ACTION",
            f"{seats[first].name} acts first: the first player to the left of the big blind",
        )
        full = state.variant.structure == "pot-limit" or stakes.big_blind >= stakes.small_bet
        return Posted(tuple(seats), first, stakes.big_blind, full, big,
                      tuple(r for r in reasons if r is not None), why_first)


def _check_stakes(state: State) -> None:
    """Refuse stakes that cannot be played with blinds (BLINDS.POST)."""
    stakes = state.stakes
    if stakes.bring_in:
        raise BadDeal("with blinds there is no bring-in: leave bring_in out (BLINDS.POST)",
                      "stakes", "BLINDS.POST")
    if not stakes.big_blind:
        raise BadDeal("with blinds the stakes need big_blind, and small_blind (BLINDS.POST)",
                      "stakes", "BLINDS.POST")
    if not stakes.small_blind <= stakes.big_blind <= stakes.small_bet:
        raise BadDeal(
            "the stakes must have small blind <= big blind <= small bet (BLINDS.POST)",
            "stakes",
            "BLINDS.POST",
        )


def _post(seats: list[Seat], at: int, amount: int, what: str, state: State) -> Reason | None:
    """``seats[at]`` posts the blind ``amount`` (all in for less when short); why, in words."""
    if not amount:
        return None
    seat, chips = seats[at], state.stakes.chips
    paid = amount if seat.stack is None else min(amount, seat.stack)
    if not paid:
        return Reason("BLINDS.POST", f"{seat.name} is all in for the ante and posts no {what}")
    seats[at] = seat.pay(paid)
    if paid < amount:
        text = (
            f"{seat.name} posts {chips.said(paid)} of the {chips.said(amount)} {what} "
            "and is all in"
        )
        if what == "big blind":
            text += f": the others still call the full {chips.said(amount)}"
        return Reason("BLINDS.POST", text)
    return Reason("BLINDS.POST", f"{seat.name} posts the {what} of {chips.said(amount)}")
