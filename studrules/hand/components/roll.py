"""Rolling a card up: every card comes face down and players choose what shows.

ROLL.CHOICE: after each of third to sixth street is dealt, every player still
in turns one of their face-down cards face up before the betting. ROLL.METHOD:
``simultaneous`` (each chooses unseen; the cards turn together when all have
chosen) or ``in-turn`` (one by one from the dealer's left, each seeing the
cards turned before). Works on a ``HandState`` (see ``engine``).
"""

from __future__ import annotations

from studrules.game.hooks import Component, Phase, State
from studrules.hand.model import Legal, Reason


def _rolls(state) -> tuple[tuple[int, str], ...]:
    """The cards chosen this street so far: (seat, card) in the order chosen (noted as ``rolls``;
    ``rolled`` notes the last street whose cards were turned)."""
    return state.noted("rolls", ())


def _rollers(state) -> list[int]:
    """The players still to roll this street, clockwise from the dealer's left."""
    done = {i for i, _ in _rolls(state)}
    return [i for i, s in enumerate(state.seats) if not s.folded and i not in done]


def _start(state):
    """Ask everyone still in to turn a card up."""
    how = (
        "all at once: the cards are turned together"
        if state.rules.roll_reveal == "simultaneous"
        else "one by one from the dealer's left"
    )
    name = state.streets[state.street].name
    reason = Reason(
        "ROLL.CHOICE", f"{name}: each player still in turns one face-down card face up, {how}"
    )
    state = state.but(phase="rolling", reasons=(*state.reasons, reason)).noting(rolls=())
    return state.but(to_act=_rollers(state)[0])


def _may_roll(state, seat: int) -> bool:
    """Whether ``seat`` may roll now (anyone still to choose, if the choices are secret)."""
    if state.rules.roll_reveal == "simultaneous":
        return seat in _rollers(state)
    return seat == state.to_act


def _legal(state) -> list[Legal]:
    """Turn up any one face-down card of the player to act."""
    seat = state.seats[state.to_act]
    return [Legal("roll", what=str(c)) for c, up in zip(seat.cards, seat.up) if not up]


def _apply(state, seat: int, chosen: Legal):
    """The state after ``seat`` chooses a card; once all have, the cards turn and betting begins."""
    state = state.noting(rolls=(*_rolls(state), (seat, chosen.what)))
    if state.rules.roll_reveal == "in-turn":
        state = _turned(state, [(seat, chosen.what)])
    waiting = _rollers(state)
    if waiting:
        return state.but(to_act=waiting[0])
    if state.rules.roll_reveal == "simultaneous":
        state = _turned(state, _rolls(state))
    state = state.but(phase="betting", to_act=None).noting(rolled=state.street)
    return state._opened_after_deal()


def _turned(state, rolls) -> object:
    """The state with each (seat, card) of ``rolls`` turned face up, and why."""
    seats = list(state.seats)
    reasons = list(state.reasons)
    for i, card in rolls:
        seat = seats[i]
        at = next(k for k, c in enumerate(seat.cards) if str(c) == card)
        seats[i] = seat.but(up=(*seat.up[:at], True, *seat.up[at + 1 :]))
        reasons.append(Reason("ROLL.METHOD", f"{seat.name} turns {seat.cards[at].symbol} face up"))
    return state.but(seats=tuple(seats), reasons=tuple(reasons))


class Roll(Component):
    """Before each betting round but the last, every player still in turns a card face up."""

    reads_hole_cards = True

    options = ("roll-reveal",)
    phases = (
        Phase(
            "rolling",
            "ROLL.CHOICE",
            "each player now turns one face-down card face up",
            _legal,
            _apply,
            _may_roll,
        ),
    )

    def after_deal(self, state: State) -> State | None:
        if state.noted("rolled", -1) == state.street or state.street_number >= 7:
            return None
        return _start(state)
