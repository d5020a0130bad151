"""A verbal declaration in turn: binding, whatever chips go out.

ACTION.DECLARED: what a player says in turn is the action, whatever chips they
put out (more chips go back, fewer are made up). A word that does not fit the
bet is read as the poker TDA reads it (Rule 55): "call" with no bet is a check,
"raise" with no bet a bet, "check" facing a bet lets the player call or fold but
not raise (a ``restricted`` turn, ``held``), "fold" with no bet is a fold with
no bet (ACTION.FOLD-NO-BET). The action the words make must be legal now, or
the declaration is refused with the betting's rule.
"""

from __future__ import annotations

from typing import ClassVar

from studrules.hand.irregularities.acting import concerned, in_turn, play, ruled, said
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.irregularities.held import faces_bet, fold_with_no_bet
from studrules.hand.model import Action, Event, Held, Reason
from studrules.vocabulary import Reporter, Verb

DECLARED = "ACTION.DECLARED"
NO_BET_READING: dict[str, Verb] = {"call": "check", "raise": "bet"}
"""What a word means said with no bet to the player (TDA 2024 Rule 55)."""


class Declaration(Irregularity):
    verb = "declaration"
    rule = DECLARED
    reporters: ClassVar[tuple[Reporter, ...]] = ("dealer", "floor", "player")
    needs = ("action",)

    def _ruling(self, state: State, event: Event, seat: int) -> Action | None:
        """The action the words make (``None``: a fold or a check that is ruled apart)."""
        told = event.action
        assert told is not None  # needs: action
        name = state.seats[seat].name
        facing = faces_bet(state, seat) or state.betting.bring_in_due == seat
        if not facing and told.verb == "fold":
            return None
        if facing and told.verb == "check" and state.betting.bring_in_due != seat:
            return None
        verb = told.verb if facing else NO_BET_READING.get(told.verb, told.verb)
        return Action(name, verb, told.to)

    def verify(self, state: State, event: Event) -> None:
        seat = concerned(self, state, event)
        in_turn(self, state, event, seat)
        action = self._ruling(state, event, seat)
        if action is not None:
            ruled(state, event, action)

    def apply(self, state: State, event: Event) -> State:
        seat = concerned(self, state, event)
        name = state.seats[seat].name
        told = event.action
        assert told is not None
        action = self._ruling(state, event, seat)
        if action is None and told.verb == "fold":
            return fold_with_no_bet(state, seat, self.rule, 'says "fold"')
        if action is None:
            why = Reason(self.rule, f'{name} says "check" facing a bet: there is no check, '
                                    f"and {name} may call or fold, not raise")
            entry = Held(seat, Action(name, "check"), state.betting.level, state.street,
                         "restricted", self.rule)
            return state.but(held=(*state.held, entry), reasons=(*state.reasons, why))
        words = said(state, Action(name, told.verb, told.to))
        if action.verb != told.verb:
            meant = f'with no bet to {name}, "{told.verb}" means {action.verb}'
            why = Reason(self.rule, f'{name} says "{words}": {meant}, whatever chips go out')
        else:
            why = Reason(self.rule, f'{name} says "{words}": a declaration in turn is binding, '
                                    "whatever chips go out")
        return play(state, action, why)

    def samples(self, state: State) -> list[Event]:
        if state.to_act is None:
            return []
        name = state.seats[state.to_act].name
        return [Event(name, self.verb, action=Action(name, verb))
                for verb in ("call", "raise", "check", "fold", "bet")]
