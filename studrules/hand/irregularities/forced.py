"""What the forced-bet irregularities share: the bring-in due now, the reasons the bring-in
card gives, amounts in the table's words (spec/forced-bet-errors.md, FORCED.*)."""

from __future__ import annotations

from studrules.hand import flow
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.model import Action, Event, Reason

OVERSIZED = "FORCED.OVERSIZED-CHIP"
"""The rule of a single chip of a completion or more put out by the bring-in player."""


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
    return state.stakes.chips.said(chips)


def bring_in_chip(kind: Irregularity, state: State, event: Event, seat: int
                  ) -> tuple[Action, str]:
    """What a single chip put out without a word by the player who owes the bring-in is taken
    for (FORCED.OVERSIZED-CHIP), and why in words; the refusal of ``event`` where the chips are
    not one chip of at least a completion at fixed limit (FORCED.OVERPOST rules on less)."""
    told = event.action
    chips = told.to if told is not None and told.to is not None else 0
    name, stakes = state.seats[seat].name, state.stakes
    if state.betting.ranged:
        raise kind.refuse(event, "outside fixed limit nobody completes: the bring-in player's "
                                 "wager is any amount the structure allows", OVERSIZED)
    if event.cause != "one-chip" or chips < stakes.small_bet:
        raise kind.refuse(
            event,
            "the bring-in player's chips are ruled by the forced-bet rules: a single chip of a "
            f"completion ({money(state, stakes.small_bet)}) or more is ruled here, anything "
            "between the bring-in and a completion is a bring-in-overpost",
            OVERSIZED if event.cause == "one-chip" else "FORCED.OVERPOST",
        )
    put = money(state, chips)
    if state.rules.bring_in_oversized_chip == "completion":
        legal = next((a for a in state.legal_actions() if a.verb == "complete"), None)
        if legal is not None:
            return (Action(name, "complete"),
                    f"{name} put out a single {put} chip without a word and faced no bet: the "
                    f"chip is the largest wager it covers, a completion to "
                    f"{money(state, stakes.small_bet)}")
    return (Action(name, "bring-in"),
            f"{name} put out a single {put} chip without a word: it is the "
            f"{money(state, stakes.bring_in)} bring-in, as one oversized chip is the least "
            "action it can be; a completion must be said")
