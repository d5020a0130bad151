"""A player whose last card the dealer exposed declares himself all in (Robert's Rules).

EXPOSED.DECLARE-ALL-IN: under ``exposed-seventh-card`` ``rrop`` (or ``wsop-cash``) the
player whose last card the dealer exposed may, before the betting on the last street starts,
declare himself all in: he bets no more and plays for the pot as it stands; the
others' bets make a side pot he has no part in. The event ``all-in-declared`` is
told by that player (``by``). His chips behind go ``aside`` (his own, out of the
hand) and the street's betting is opened again without him (``flow.reopened``).
Heads-up, when the exposed card was that of the player dealt first, the other
player's last card was turned up too and the betting is as usual: no declaration; under
``wsop-cash`` the same whenever the first player's card was exposed, however many play.
"""

from __future__ import annotations

from studrules.hand import flow
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.irregularities.exposed import VERB as EXPOSED
from studrules.hand.model import Event, Reason


class AllInDeclared(Irregularity):
    verb = "all-in-declared"
    rule = "EXPOSED.DECLARE-ALL-IN"
    reporters = ("player",)

    def samples(self, state: State) -> list[Event]:
        return [Event(seat.name, "all-in-declared") for seat in state.seats[:2]]

    def verify(self, state: State, event: Event) -> None:
        name = event.by
        if event.player not in (None, name):
            raise self.refuse(event, f"{name} can declare only {name} all in")
        option = state.rules.exposed_seventh_card
        if option == "tda-replace":
            raise self.refuse(event, "under this house's rule an exposed last card is replaced, "
                              "and nobody declares all in because of it")
        index = state.seat_of(name)
        seat = state.seats[index]
        exposed = seat.cards[-1] if seat.cards else None
        told = any(
            isinstance(e, Event) and e.verb == EXPOSED and e.reporter != "player"
            and e.player == name and e.card == exposed
            for e in state.history
        )
        last = len(state.streets) - 1
        if state.street != last or not told or seat.folded:
            raise self.refuse(event, f"only the player whose {state.streets[last].name} card the "
                              "dealer exposed may declare all in")
        if state.round is None or state.round.moved:
            raise self.refuse(event, "an all in is declared before the betting starts")
        live = [i for i, s in enumerate(state.seats) if not s.folded]
        if len(live) == 2 and live[0] == index:
            raise self.refuse(event, "heads-up, the other player's last card was dealt face up "
                              "too, and the betting is as usual")
        if option == "wsop-cash" and live[0] == index:
            raise self.refuse(event, f"{name} was dealt first, so every other player's last "
                              "card was dealt face up too, and the betting is as usual")
        if seat.all_in:
            raise self.refuse(event, f"{name} is all in already")

    def apply(self, state: State, event: Event) -> State:
        index = state.seat_of(event.by)
        seat = state.seats[index]
        seats = list(state.seats)
        seats[index] = seat.but(stack=0, aside=seat.stack or 0)
        text = (f"{event.by}, whose last card the dealer exposed, declares all in: {event.by} "
                "bets no more and plays for the pot as it stands; any further bets make a side "
                f"pot {event.by} has no part in")
        reasons = (*state.reasons, Reason(self.rule, text))
        return flow.reopened(state.but(seats=tuple(seats), reasons=reasons))
