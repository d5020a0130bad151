"""A player miscalls their hand at the showdown (SHOWDOWN.MISCALL).

``by`` is the player who miscalled. Cards speak: the words change nothing and
the result stands. With ``player``, the miscall made that player throw their
hand into the muck, where it is lost: that hand is dead. Under ``miscall-muck``
``miscaller-dead`` (Robert's Rules' lowball rule, by analogy) the miscaller's
hand is dead too, and the pots go to the best hands left, or to the player
who mucked if no other hand is left; under ``cards-speak`` (the TDA) only the
mucked hand is out, and the miscaller may be penalised away from the table.
Either way a deliberate miscall may be penalised at the floor's discretion
(IRREGULAR.DISCRETION): the ruling says the floor may penalize the miscaller,
with the forfeit of the pot under Robert's Rules (The Showdown 2) and with a
penalty away from the pot under the TDA (Rule 12).
"""

from __future__ import annotations

from studrules.hand import flow
from studrules.hand.irregularities.at_showdown import ShowdownMistake, live
from studrules.hand.irregularities.base import State
from studrules.hand.model import Discretion, Event, Reason


class Miscall(ShowdownMistake):
    verb = "miscall"
    rule = "SHOWDOWN.MISCALL"
    reporters = ("player",)

    def check(self, state: State, event: Event) -> None:
        self.shown(state, event, event.by, f"{event.by}'s hand")
        if event.player is not None:
            if event.player == event.by:
                raise self.refuse(event, "the player who mucked is another player than the caller")
            self.shown(state, event, event.player, f"{event.player}'s hand")

    def samples(self, state: State) -> list[Event]:
        names = [s.name for s in state.seats]
        return [Event(by, "miscall", player=other) for by in names for other in (None, *names)]

    def apply(self, state: State, event: Event) -> State:
        ruled = self._ruled(state, event)
        penalty = self.penalty(state, event.by)
        why = Reason(
            self.rule,
            f"had {event.by} miscalled on purpose, the floor may penalize {event.by} with "
            f"{penalty.penalty}",
        )
        return ruled.but(floor=(*ruled.floor, penalty), reasons=(*ruled.reasons, why))

    def penalty(self, state: State, caller: str) -> Discretion:
        """What the floor may do to ``caller`` if the miscall was deliberate: the house's
        source says with what (``miscall-muck``: Robert's Rules or the TDA)."""
        with_what = (
            "a penalty away from the pot" if state.rules.miscall_muck == "cards-speak"
            else "the forfeit of the pot"
        )
        return Discretion(self.rule, penalize=(caller,), penalty=with_what)

    def _ruled(self, state: State, event: Event) -> State:
        """The pots after the miscall, before what the floor may add."""
        caller, mucked = event.by, event.player
        words = Reason(self.rule, f"what {caller} said changes nothing: cards speak")
        if mucked is None:
            return self.stands(state, Reason(words.rule, f"{words.text}, the result stands"))
        seat, miscaller = state.seat_of(mucked), state.seat_of(caller)
        if state.rules.miscall_muck == "cards-speak":
            why = Reason(
                self.rule,
                f"{words.text}; {mucked} threw away the hand and it is dead, {caller}'s "
                "stays live",
            )
            return flow.resettled(state, [seat], [why])
        others = [i for i in live(state) if i not in (seat, miscaller)]
        head = (
            f"{caller}'s miscall made {mucked} muck: {caller}'s hand is dead "
            "(the house's miscaller-dead rule)"
        )
        if others:
            why = Reason(self.rule, f"{head}, {mucked}'s is out too: the best hand left wins")
            return flow.resettled(state, [miscaller, seat], [why])
        return flow.resettled(state, [miscaller], [Reason(self.rule, f"{head}, so {mucked} wins")])
