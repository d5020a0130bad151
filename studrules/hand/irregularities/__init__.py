"""Irregular events: what goes wrong at the table, each kind one module, all in one table.

``IRREGULARITIES`` maps each event verb to its ``Irregularity``
(docs/irregularities.md); ``happen`` is what ``HandState.apply`` calls for an
``Event``: the checks every event shares, then the event's own ``verify`` and
``apply``. A refused event raises ``IllegalAction`` with its rule and leaves the
state as it was; an accepted one is in the new state's history.
"""

from __future__ import annotations

from studrules.hand.irregularities.absent import PlayerAbsent
from studrules.hand.irregularities.all_in_declared import AllInDeclared
from studrules.hand.irregularities.ask_to_see import AskToSee
from studrules.hand.irregularities.base import Irregularity, State, refusal
from studrules.hand.irregularities.beaten_call import BeatenCall
from studrules.hand.irregularities.boxed import BoxedCard
from studrules.hand.irregularities.declaration import Declaration
from studrules.hand.irregularities.exposed import ExposedCard
from studrules.hand.irregularities.held import turn_comes
from studrules.hand.irregularities.miscall import Miscall
from studrules.hand.irregularities.misdeal import Misdeal
from studrules.hand.irregularities.missed_ante import MissedAnte
from studrules.hand.irregularities.muck import Muck
from studrules.hand.irregularities.next_deal import NextDeal
from studrules.hand.irregularities.out_of_turn import OutOfTurn
from studrules.hand.irregularities.overpost import BringInOverpost
from studrules.hand.irregularities.premature import PrematureCard
from studrules.hand.irregularities.returns import PlayerReturns
from studrules.hand.irregularities.silent_chips import SilentChips
from studrules.hand.irregularities.string_raise import StringRaise
from studrules.hand.irregularities.up_cards import UpCardsDown
from studrules.hand.irregularities.wrong_bring_in import BringInCorrected, WrongBringIn
from studrules.hand.irregularities.wrong_count import WrongCount
from studrules.hand.irregularities.wrong_push import WrongPush
from studrules.hand.model import Event

IRREGULARITIES: dict[str, Irregularity] = {
    kind.verb: kind
    for kind in (
        Misdeal(), PrematureCard(), WrongCount(),
        ExposedCard(), AllInDeclared(),
        WrongBringIn(), BringInCorrected(), BringInOverpost(), PlayerAbsent(), MissedAnte(),
        OutOfTurn(), Declaration(), StringRaise(), SilentChips(), UpCardsDown(), BeatenCall(),
        Miscall(), Muck(), AskToSee(), WrongPush(), NextDeal(),
        BoxedCard(), PlayerReturns(),
    )
}
"""Every irregular event the engine rules on, by its verb."""

REPORTED = "IRREGULAR.REPORTED"
"""The rule every event obeys: reported while the hand is on, by someone who can report it."""


def happen(state: State, event: Event) -> State:
    """The state after ``event``, or ``IllegalAction`` naming the rule that refuses it."""
    kind = IRREGULARITIES.get(event.verb)
    if kind is None:
        known = ", ".join(IRREGULARITIES)
        raise refusal(event, f"no irregular event is called so: {known}", REPORTED)
    if state.over and not kind.after_result:
        raise refusal(event, "the hand is over", REPORTED)
    for name in (event.player, event.by if event.reporter == "player" else None):
        if name is not None and all(seat.name != name for seat in state.seats):
            players = ", ".join(seat.name for seat in state.seats)
            raise refusal(
                event, f"{name} is not playing in this hand (the players: {players})", REPORTED
            )
    if event.reporter not in kind.reporters:
        who = " or ".join(f"the {r}" if r != "player" else "a player" for r in kind.reporters)
        raise refusal(event, f"only {who} reports it", REPORTED)
    for field in kind.needs:
        if getattr(event, field) is None:
            raise refusal(event, f"say which {field}", REPORTED)
    kind.verify(state, event)
    after = kind.apply(state.but(history=(*state.history, event)), event)
    return turn_comes(after) if after.held else after
