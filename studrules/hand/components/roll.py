"""Rolling a card up: every card comes face down and players choose what shows.

ROLL.CHOICE: after each of third to sixth street is dealt, every player still
in turns one of their face-down cards face up before the betting. ROLL.METHOD:
``simultaneous`` (each chooses unseen; the cards turn together when all have
chosen) or ``in-turn`` (one by one from the dealer's left, each seeing the
cards turned before). ROLL.GAME's ``roll-deal``: the game's own deal (three cards
down, then one a street, the last one staying down), or the deal of its seed,
Wikipedia's *Seven-card stud*: four rounds of two cards down, each followed by a
roll. Works on a ``HandState`` (see ``engine``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from studrules.game.hooks import Component, Phase, State
from studrules.hand import flow
from studrules.hand.model import Legal, Reason, known
from studrules.house_rules import HandOption

REVEAL: HandOption = HandOption.everywhere(
    "roll-reveal", ("simultaneous", "in-turn"), "ROLL.METHOD"
)
"""Whether the players choose their card unseen all at once or one by one."""

DEAL: HandOption = HandOption.everywhere(
    "roll-deal", ("three-down-then-one", "two-down-four-rounds"), "ROLL.GAME"
)
"""How the cards come: the game's own deal, or the seed's four rounds of two cards down."""
SEED_ROUNDS = 4
"""The rounds of the seed's deal, each of two cards face down and a roll."""

if TYPE_CHECKING:
    from studrules.game.definition import Street
    from studrules.house_rules import HandHouseRules


def _rolls(state: State) -> tuple[tuple[int, str], ...]:
    """The cards chosen this street so far: (seat, card) in the order chosen (noted as ``rolls``;
    ``rolled`` notes the last street whose cards were turned)."""
    return state.noted("rolls", ())


def _rollers(state: State) -> list[int]:
    """The players still to roll this street, clockwise from the dealer's left."""
    done = {i for i, _ in _rolls(state)}
    return [i for i, s in enumerate(state.seats) if not s.folded and i not in done]


def _start(state: State) -> State:
    """Ask everyone still in to turn a card up."""
    how = (
        "all at once: the cards are turned together"
        if state.rules.value(REVEAL) == "simultaneous"
        else "one by one from the dealer's left"
    )
    name = state.streets[state.street].name
    reason = Reason(
        "ROLL.CHOICE", f"{name}: each player still in turns one face-down card face up, {how}"
    )
    state = state.but(phase="rolling", reasons=(*state.reasons, reason)).noting(rolls=())
    return state.but(to_act=_rollers(state)[0])


def _may_roll(state: State, seat: int) -> bool:
    """Whether ``seat`` may roll now (anyone still to choose, if the choices are secret)."""
    if state.rules.value(REVEAL) == "simultaneous":
        return seat in _rollers(state)
    return seat == state.to_act


def _legal(state: State) -> list[Legal]:
    """Turn up any one face-down card of the player to act."""
    seat = state.seats[state.actor]
    return [Legal("roll", what=str(c)) for c, up in zip(seat.cards, seat.up) if not up]


def _apply(state: State, seat: int, chosen: Legal) -> State:
    """The state after ``seat`` chooses a card; once all have, the cards turn and betting begins."""
    card = known(chosen.what, "the card rolled")
    state = state.noting(rolls=(*_rolls(state), (seat, card)))
    if state.rules.value(REVEAL) == "in-turn":
        state = _turned(state, [(seat, card)])
    waiting = _rollers(state)
    if waiting:
        return state.but(to_act=waiting[0])
    if state.rules.value(REVEAL) == "simultaneous":
        state = _turned(state, _rolls(state))
    state = state.but(phase="betting", to_act=None).noting(rolled=state.street)
    return flow.betting_opened(state)


def _turned(state: State, rolls: Sequence[tuple[int, str]]) -> State:
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

    options = (REVEAL, DEAL)
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

    def streets(
        self, streets: tuple[Street, ...], rules: HandHouseRules, players: int
    ) -> tuple[Street, ...]:
        """The seed's deal: the first four streets, each of two cards face down."""
        if rules.value(DEAL) == DEAL.values[0]:
            return streets
        return tuple(replace(street, deal="DD") for street in streets[:SEED_ROUNDS])

    def street_reasons(self, state: State, street: int, dealt: Street) -> list[Reason]:
        if state.rules.value(DEAL) == DEAL.values[0]:
            return []
        return [Reason("ROLL.GAME", f"{dealt.name}: the house deals roll your own as its seed "
                       f"does, two cards face down each round, {SEED_ROUNDS} rounds in all")]

    def after_deal(self, state: State) -> State | None:
        if state.noted("rolled", -1) == state.street or state.street_number >= 7:
            return None
        return _start(state)
