"""What the irregularities of a player's action share: whose action it is, and its ruling.

The action a ruling makes (a string raise is a call, a silent chip a call or a
raise) is played with the engine's own betting: ``ruled`` tries it on the state
and refuses the event with the betting's rule if it is not a legal action now;
``play`` plays it with the ruling's reason first.
"""

from __future__ import annotations

from studrules.hand.irregularities.base import Irregularity, State, refusal
from studrules.hand.model import Action, Event, IllegalAction, Reason

FLOOR = "ACTION.FLOOR"
"""The rule a situation no source rules on cites: the floor decides."""


def concerned(kind: Irregularity, state: State, event: Event) -> int:
    """The seat of the player the event is about: ``player``, else the player reporting it."""
    if event.reporter == "player" and event.player not in (None, event.by):
        raise kind.refuse(event, f"{event.by} can own up only to what {event.by} did")
    name = event.player if event.player is not None else (
        event.by if event.reporter == "player" else None)
    if name is None:
        raise kind.refuse(event, "say which player", "IRREGULAR.REPORTED")
    return state.seat_of(name)


def betting_on(kind: Irregularity, state: State, event: Event, seat: int) -> None:
    """Refuse ``event`` unless a betting round is on and the player at ``seat`` is in it."""
    if state.step is not None or state.round is None or state.to_act is None:
        raise kind.refuse(event, "nobody is to act in a betting round now")
    player = state.seats[seat]
    if player.folded:
        raise kind.refuse(event, f"{player.name} has folded")
    if player.all_in:
        raise kind.refuse(event, f"{player.name} is all in and has no more to act")


def in_turn(kind: Irregularity, state: State, event: Event, seat: int) -> None:
    """Refuse ``event`` unless it is the turn of the player at ``seat``."""
    betting_on(kind, state, event, seat)
    if seat != state.to_act:
        raise kind.refuse(
            event,
            f"it is {state.seats[state.actor].name}'s turn, not {state.seats[seat].name}'s "
            "(an action out of turn is told as one)",
        )


def said(state: State, action: Action) -> str:
    """An action in words: ``call``, ``raise to $2``."""
    if action.to is None:
        return action.verb
    return f"{action.verb} to {state.stakes.chips.said(action.to)}"


def ruled(state: State, event: Event, action: Action) -> None:
    """Refuse ``event`` if ``action``, the action its ruling makes, is not legal now."""
    try:
        state.apply(action)
    except IllegalAction as error:
        raise refusal(event, f"it cannot be ruled a {said(state, action)}: {error}",
                      error.rule) from None


def play(state: State, action: Action, why: Reason) -> State:
    """The state after ``action``, the action a ruling makes, with the ruling's reason first."""
    return state.but(reasons=(*state.reasons, why)).apply(action)
