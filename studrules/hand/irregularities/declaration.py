"""A verbal declaration in turn: binding, whatever chips go out.

ACTION.DECLARED: what a player says in turn is the action, whatever chips they
put out (more chips go back, fewer are made up). A word that does not fit the
bet is read as the poker TDA reads it (Rule 55): "call" with no bet is a check,
"raise" with no bet a bet, "check" facing a bet lets the player call or fold but
not raise (a ``restricted`` turn, ``held``), "fold" with no bet is a fold with
no bet (ACTION.FOLD-NO-BET). The action the words make must be legal now, or
the declaration is refused with the betting's rule. The chips put out with the
words, where the event tells them (``amount``), are ruled on too: more than the
action go back, fewer are made up, and more than the player has are refused.
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
        player, chips = state.seats[seat], state.stakes.chips
        if event.amount is not None and player.stack is not None and event.amount > player.stack:
            raise self.refuse(event, f"{player.name} puts out {chips.said(event.amount)} but "
                                     f"has only {chips.said(player.stack)}")
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
            folded = fold_with_no_bet(state, seat, self.rule, 'says "fold"')
            return _chips_back(folded, event, self.rule)
        if action is None:
            why = Reason(self.rule, f'{name} says "check" facing a bet: there is no check, '
                                    f"and {name} may call or fold, not raise")
            entry = Held(seat, Action(name, "check"), state.betting.level, state.street,
                         "restricted", self.rule)
            held = state.but(held=(*state.held, entry), reasons=(*state.reasons, why))
            return _chips_back(held, event, self.rule)
        words = said(state, Action(name, told.verb, told.to))
        if action.verb != told.verb:
            meant = f'with no bet to {name}, "{told.verb}" means {action.verb}'
            text = f'{name} says "{words}"{_put_out(state, event)}: {meant}, whatever chips go out'
        else:
            text = (f'{name} says "{words}"{_put_out(state, event)}: a declaration in turn is '
                    "binding, whatever chips go out")
        moved = state.apply(action).seats[seat].committed - state.seats[seat].committed
        return play(state, action, Reason(self.rule, text + _chips_ruled(state, event, moved)))

    def samples(self, state: State) -> list[Event]:
        if state.to_act is None:
            return []
        name = state.seats[state.to_act].name
        return [Event(name, self.verb, action=Action(name, verb))
                for verb in ("call", "raise", "check", "fold", "bet")]


def _put_out(state: State, event: Event) -> str:
    """`` and puts out $5``: the chips told with the words, if any."""
    if event.amount is None:
        return ""
    return f" and puts out {state.stakes.chips.said(event.amount)}"


def _chips_ruled(state: State, event: Event, moved: int) -> str:
    """What becomes of the chips put out with the words, the action moving ``moved``: those
    beyond it go back, those short of it are made up (nothing where none were told)."""
    put, chips, name = event.amount, state.stakes.chips, event.player or event.by
    if put is None or put == moved:
        return ""
    if put > moved:
        return f"; {chips.said(put - moved)} go back to {name}"
    return f"; {chips.said(moved - put)} more must go in to make it"


def _chips_back(state: State, event: Event, rule: str) -> State:
    """The state with a reason saying that the chips put out with a check or a fold go back."""
    if not event.amount:
        return state
    name = event.player or event.by
    why = Reason(rule, f"the {state.stakes.chips.said(event.amount)} put out go back to {name}")
    return state.but(reasons=(*state.reasons, why))
