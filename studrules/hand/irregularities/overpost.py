"""A bring-in put out for more than the bring-in and less than a completion (FORCED.OVERPOST).

No rulebook rules on it; the floor's ruling the rulebook writes down: chips put out
without a word stand as the bring-in, the extra going back, since a completion is a
full small bet (Robert's Rules, Seven-Card Stud 3; Betting and Raising 5); a player
who said "complete" is held to the word and completes in full. The event is told by
the player who put the chips out: ``action`` is ``["bring-in", amount]`` (nothing
said) or ``["complete", amount]`` (the word said), the amount the round total put out.
"""

from __future__ import annotations

from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.irregularities.forced import bring_in_due, money
from studrules.hand.model import Action, Event, Reason, known


class BringInOverpost(Irregularity):
    verb = "bring-in-overpost"
    rule = "FORCED.OVERPOST"
    reporters = ("player",)
    needs = ("action",)

    def samples(self, state: State) -> list[Event]:
        if state.to_act is None:
            return []
        name, stakes = state.seats[state.to_act].name, state.stakes
        between = (stakes.bring_in + stakes.small_bet) // 2
        return [Event(name, "bring-in-overpost", action=Action(name, verb, to))
                for verb in ("bring-in", "complete") for to in (between, stakes.small_bet)]

    def verify(self, state: State, event: Event) -> None:
        action = known(event.action, "the chips put out")
        due = bring_in_due(state, event, self)
        if state.seat_of(event.by) != due:
            raise self.refuse(event, f"the bring-in is {state.seats[due].name}'s to post")
        if action.verb not in ("bring-in", "complete"):
            raise self.refuse(event, "the bring-in player brings in or completes")
        stakes = state.stakes
        if state.betting.ranged:
            raise self.refuse(event, "outside fixed limit nobody completes: the bring-in "
                                     "player's wager is any amount the structure allows")
        if action.to is None:
            raise self.refuse(event, "say how much was put out")
        if not stakes.bring_in < action.to < stakes.small_bet:
            raise self.refuse(
                event,
                f"{money(state, action.to)} is not between the bring-in of "
                f"{money(state, stakes.bring_in)} and a completion to "
                f"{money(state, stakes.small_bet)}",
            )
        seat = state.seats[due]
        if seat.stack is not None and action.to > seat.bet + seat.stack:
            raise self.refuse(event, f"{seat.name} has only {money(state, seat.stack)}")

    def apply(self, state: State, event: Event) -> State:
        action = known(event.action, "the chips put out")
        put = known(action.to, "an amount")
        stakes, name = state.stakes, event.by
        legal = next(a for a in state.legal_actions() if a.verb == action.verb)
        after = state.apply(Action(name, action.verb, legal.to))
        if action.verb == "complete":
            text = (f"{name} said complete and put out {money(state, put)}: the word binds, "
                    f"so {name} completes to {money(state, stakes.small_bet)}, adding "
                    f"{money(state, stakes.small_bet - put)}")
        else:
            text = (f"{name} put out {money(state, put)} without a word: it stands as the "
                    f"{money(state, stakes.bring_in)} bring-in and "
                    f"{money(state, put - stakes.bring_in)} goes back to {name}; a completion "
                    f"is a full {money(state, stakes.small_bet)}")
        return after.but(reasons=(*after.reasons, Reason(self.rule, text)))
