"""An action out of turn: held until the player's turn, binding if the action has not changed.

ACTION.OUT-OF-TURN: a check, call, bet or raise out of turn is kept
(``HandState.held``) and played when the player's turn comes if nobody bet or
raised in between (a check, call or fold in between changes nothing); otherwise
ACTION.OUT-OF-TURN-CHANGED rules (``held.turn_comes``). A fold out of turn is
binding at once when the player faces a bet; with no bet to the player it is a
fold with no bet (ACTION.FOLD-NO-BET). No source rules on an action before the
bring-in is posted: the floor decides (ACTION.FLOOR).
"""

from __future__ import annotations

from typing import ClassVar

from studrules.hand import flow
from studrules.hand.irregularities.acting import FLOOR, betting_on, concerned, said
from studrules.hand.irregularities.base import Irregularity, State, refusal
from studrules.hand.irregularities.held import (
    OUT_OF_TURN,
    faces_bet,
    fold_with_no_bet,
    holding,
)
from studrules.hand.model import Action, Event, Held, IllegalAction, Reason
from studrules.vocabulary import Reporter


class OutOfTurn(Irregularity):
    verb = "out-of-turn"
    rule = OUT_OF_TURN
    reporters: ClassVar[tuple[Reporter, ...]] = ("dealer", "floor", "player")
    needs = ("action",)

    def verify(self, state: State, event: Event) -> None:
        seat = concerned(self, state, event)
        betting_on(self, state, event, seat)
        rnd, player = state.betting, state.seats[seat]
        if seat == state.to_act:
            raise self.refuse(event, f"it is {player.name}'s turn: that is an action in turn")
        if seat in rnd.moved and player.bet >= rnd.level:
            raise self.refuse(event, f"{player.name} has acted on this street and faces no bet")
        if holding(state, seat) is not None:
            raise self.refuse(event, f"{player.name} has already acted out of turn")
        if rnd.bring_in_due is not None:
            raise self.refuse(
                event,
                "the bring-in has not been posted yet: no rule says what an action before "
                "the forced bet binds, so the floor decides",
                FLOOR,
            )
        action = self._action(state, event, seat)
        if action.verb == "fold":
            return
        try:  # the action must be one the player could take if it were their turn now
            state.but(to_act=seat).apply(action)
        except IllegalAction as error:
            raise refusal(event, f"{player.name} cannot {said(state, action)} out of turn: "
                          f"{error}", error.rule) from None

    @staticmethod
    def _action(state: State, event: Event, seat: int) -> Action:
        told = event.action
        assert told is not None  # needs: action
        return Action(state.seats[seat].name, told.verb, told.to)

    def apply(self, state: State, event: Event) -> State:
        seat = concerned(self, state, event)
        action = self._action(state, event, seat)
        name = action.player
        if action.verb == "fold" and not faces_bet(state, seat):
            return fold_with_no_bet(state, seat, self.rule, "folds out of turn")
        if action.verb == "fold":
            why = Reason(self.rule, f"{name} folds out of turn: a fold out of turn is binding, "
                                    f"{name}'s hand is dead")
            return flow.folded_out(state, seat, why)
        why = Reason(self.rule, f"{name}'s {said(state, action)} out of turn is held until "
                                f"{name}'s turn: it stands if nobody bets or raises before then")
        entry = Held(seat, action, state.betting.level, state.street, "held", self.rule)
        return state.but(held=(*state.held, entry), reasons=(*state.reasons, why))

    def samples(self, state: State) -> list[Event]:
        if state.to_act is None:
            return []
        others = [s.name for i, s in enumerate(state.seats) if i != state.to_act and s.can_act]
        return [
            Event(name, self.verb, action=Action(name, verb))
            for name in others[:2]
            for verb in ("check", "call", "fold", "raise")
        ]
