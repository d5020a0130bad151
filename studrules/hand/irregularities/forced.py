"""What the forced-bet irregularities share: the bring-in due now, the reasons the bring-in
card gives, amounts in the table's words (spec/forced-bet-errors.md, FORCED.*)."""

from __future__ import annotations

from studrules.hand import flow
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.model import Event, Reason


def bring_in_due(state: State, event: Event, kind: Irregularity) -> int:
    """The seat that owes the bring-in now, or the refusal of ``event``: no bring-in is due
    (the hand has none, or it has been posted), or the bring-in card's holder is all in for
    the ante and whoever is first may fold instead (BRING-IN.ALL-IN)."""
    rnd = state.round
    if state.phase != "betting" or rnd is None or rnd.bring_in_due is None:
        raise kind.refuse(event, "no bring-in is owed now: "
                          + ("it has been posted" if state.bring_in is not None
                             else "this hand has no bring-in"))
    if rnd.forced_optional:
        raise kind.refuse(
            event,
            f"{state.bring_in_seat.name}, who holds the bring-in card, is all in for the ante: "
            f"{state.seats[rnd.bring_in_due].name} may bring in or fold (BRING-IN.ALL-IN)",
        )
    return rnd.bring_in_due


def bring_in_reasons(state: State) -> list[Reason]:
    """Why the player holding the bring-in card holds it (BRING-IN.LOW-CARD, ...), as the
    engine worked it out when the round opened."""
    seat, why = flow.bring_in_card(state)
    return why if seat == state.bring_in else []


def money(state: State, chips: int) -> str:
    """An amount in chips as the table says it: ``$0.50``."""
    return f"${state.stakes.chips.text(chips)}"
