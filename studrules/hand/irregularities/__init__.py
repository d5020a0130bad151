"""Irregular events: what goes wrong at the table, each kind one module, all in one table.

``IRREGULARITIES`` maps each event verb to its ``Irregularity``
(docs/irregularities.md); ``happen`` is what ``HandState.apply`` calls for an
``Event``: the checks every event shares, then the event's own ``verify`` and
``apply``. A refused event raises ``IllegalAction`` with its rule and leaves the
state as it was; an accepted one is in the new state's history.
"""

from __future__ import annotations

from studrules.hand.irregularities.base import Irregularity, State, describe
from studrules.hand.irregularities.misdeal import Misdeal
from studrules.hand.irregularities.premature import PrematureCard
from studrules.hand.irregularities.wrong_count import WrongCount
from studrules.hand.model import Event, IllegalAction, evolve

IRREGULARITIES: dict[str, Irregularity] = {
    kind.verb: kind for kind in (Misdeal(), PrematureCard(), WrongCount())
}
"""Every irregular event the engine rules on, by its verb."""

REPORTED = "IRREGULAR.REPORTED"
"""The rule every event obeys: reported while the hand is on, by someone who can report it."""


def happen(state: State, event: Event) -> State:
    """The state after ``event``, or ``IllegalAction`` naming the rule that refuses it."""
    kind = IRREGULARITIES.get(event.verb)
    if kind is None:
        known = ", ".join(IRREGULARITIES)
        raise IllegalAction(f"no irregular event is called {event.verb}: {known}", REPORTED)
    if state.over and not kind.after_result:
        raise IllegalAction(f"{describe(event)} cannot be: the hand is over", REPORTED)
    if event.reporter not in kind.reporters:
        who = " or ".join(f"the {r}" if r != "player" else "a player" for r in kind.reporters)
        raise IllegalAction(f"{describe(event)} cannot be: only {who} reports a {event.verb}",
                            REPORTED)
    for name in (event.player, event.by if event.reporter == "player" else None):
        if name is not None:
            state.seat_of(name)  # a name not at the table is refused, naming the players
    for field in kind.needs:
        if getattr(event, field) is None:
            raise IllegalAction(f"{describe(event)} cannot be ruled on: say which {field}",
                                REPORTED)
    kind.verify(state, event)
    return kind.apply(evolve(state, history=(*state.history, event)), event)
