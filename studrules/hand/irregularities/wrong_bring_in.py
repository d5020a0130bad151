"""The wrong player made to bring in, and the mistake found (Robert's Rules, Seven-Card Stud 9).

``wrong-bring-in`` (FORCED.WRONG-BRING-IN): the dealer tells ``player``, who does not
hold the bring-in card, to bring in, and that player posts the bring-in (or, with
``action`` ``["complete"]``, completes). The hand goes on from that player's left as
after any bring-in: the posting goes into the history as the player's action, and the
bring-in card's holder, who no longer owes anything, acts in turn.

``bring-in-corrected``, by the dealer or the floor, when the mistake is found: while
the player after the wrong one has not acted, the wrong player takes the chips back
and the holder of the bring-in card must bring in or complete (FORCED.WRONG-BRING-IN);
once that player has acted, the wager stands and the action goes on
(FORCED.WRONG-BRING-IN-STANDS): the correction is refused, the state as it is.
"""

from __future__ import annotations

from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.irregularities.forced import bring_in_due, bring_in_reasons, money
from studrules.hand.model import Action, Event, Reason
from studrules.vocabulary import Verb

RULE, STANDS = "FORCED.WRONG-BRING-IN", "FORCED.WRONG-BRING-IN-STANDS"
POSTED: tuple[Verb, ...] = ("bring-in", "complete")
"""What the wrong player may have put out: the bring-in, or a completion."""


class WrongBringIn(Irregularity):
    verb = "wrong-bring-in"
    rule = RULE
    reporters = ("dealer",)
    needs = ("player",)

    def samples(self, state: State) -> list[Event]:
        return [
            Event("dealer", "wrong-bring-in", s.name,
                  action=None if verb == "bring-in" else Action("dealer", verb))
            for s in state.seats for verb in POSTED
        ]

    def verify(self, state: State, event: Event) -> None:
        due = bring_in_due(state, event, self)
        seat = state.seat_of(event.player or "")
        told = state.seats[seat]
        if seat == due:
            raise self.refuse(event, f"{told.name} holds the bring-in card: no mistake was made")
        if not told.can_act:
            raise self.refuse(event, f"{told.name} has no chips to put out")
        verb = _posted(self, event)
        if not any(a.verb == verb for a in _told(state, seat).legal_actions()):
            raise self.refuse(event, f"{told.name} cannot {verb} here")

    def apply(self, state: State, event: Event) -> State:
        true = state.bring_in_seat.name
        seat = state.seat_of(event.player or "")
        told = _told(state, seat)
        verb = _posted(self, event)
        legal = next(a for a in told.legal_actions() if a.verb == verb)
        after = told.apply(Action(told.seats[seat].name, verb, legal.to))
        nxt = "" if after.to_act is None else f" until {after.seats[after.to_act].name} acts"
        why = Reason(
            RULE,
            f"the dealer told {event.player} to bring in, but the bring-in card is {true}'s: "
            f"{event.player}'s {money(state, legal.adds)} stands for now, and the mistake can "
            f"be corrected{nxt}",
        )
        return after.but(reasons=(*after.reasons, why))


def _posted(kind: Irregularity, event: Event) -> Verb:
    """What the wrong player put out: the bring-in unless the event says a completion."""
    verb = "bring-in" if event.action is None else event.action.verb
    if verb not in POSTED:
        raise kind.refuse(event, "the player told to bring in brings in or completes")
    return verb


def _told(state: State, seat: int) -> State:
    """The hand as the dealer's mistake made it: ``seat`` told to post the bring-in."""
    return state.but(to_act=seat, round=state.betting.but(bring_in_due=seat))


class BringInCorrected(Irregularity):
    verb = "bring-in-corrected"
    rule = RULE

    def samples(self, state: State) -> list[Event]:
        return [Event(by, "bring-in-corrected") for by in ("dealer", "floor")]

    def verify(self, state: State, event: Event) -> None:
        at = _wrong(state)
        if at is None:
            raise self.refuse(event, "nobody was told to bring in by mistake")
        wrong = state.history[at]
        later = state.history[at + 2:]
        if any(isinstance(e, Event) and e.verb == self.verb for e in later):
            raise self.refuse(event, "the bring-in has been corrected already")
        acted = next((a for a in later if isinstance(a, Action)), None)
        if acted is not None:
            raise self.refuse(
                event,
                f"{acted.player} has acted since {wrong.player} brought in: the wager stands, "
                f"the action goes on, and {state.bring_in_seat.name} owes nothing",
                STANDS,
            )

    def apply(self, state: State, event: Event) -> State:
        wrong = state.history[_wrong(state) or 0]
        seat = state.seat_of(wrong.player or "")
        back = state.seats[seat]
        chips = back.bet
        seats = list(state.seats)
        seats[seat] = back.but(stack=None if back.stack is None else back.stack + chips,
                               committed=back.committed - chips, bet=0)
        due = state.bring_in
        rnd = state.betting.but(
            level=0, full_level=0, count=0, capped=False, big_made=False,
            moved=frozenset(), acted_since_full=frozenset(), checked=frozenset(),
            bring_in_due=due, forced_optional=False, aggressor=None, increment=0,
        )
        true = state.bring_in_seat.name
        nxt = state.seats[state.to_act].name if state.to_act is not None else "nobody"
        why = Reason(
            RULE,
            f"{nxt} has not acted yet, so the bring-in is corrected: {back.name} takes back "
            f"{money(state, chips)}, and {true}, who holds the bring-in card, must bring in",
        )
        return state.but(seats=tuple(seats), round=rnd, to_act=due,
                         reasons=(*state.reasons, why, *bring_in_reasons(state)))


def _wrong(state: State) -> int | None:
    """Where in the history the last wrong bring-in was told, if one was."""
    for at in range(len(state.history) - 1, -1, -1):
        told = state.history[at]
        if isinstance(told, Event) and told.verb == "wrong-bring-in":
            return at
    return None
