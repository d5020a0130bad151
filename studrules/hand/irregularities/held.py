"""What a hand remembers about a player's coming turn: an action out of turn, a restriction.

An action taken out of turn (ACTION.OUT-OF-TURN) is not played at once: the hand
keeps it in ``HandState.held`` (a ``Held``, with the bet the player faced) and
plays it when the player's turn comes, if nobody bet or raised in between. If
somebody did, the action is not binding, and under ``out-of-turn-after-change``
``rrop-restricted`` a player who checked may not bet or raise on that turn, one
who called may not raise (ACTION.OUT-OF-TURN-CHANGED): a ``restricted`` entry,
which ``restrict`` applies to the legal actions and ``refusal`` explains. A
"check" said facing a bet (ACTION.DECLARED) is restricted the same way. A hand
folded with no bet to it under ``fold-with-no-bet`` ``rrop-keeps-cards``
(ACTION.FOLD-NO-BET) is a ``fold-at-bet`` entry: the seat checks until someone
bets, and folds then (or on the last betting round, where it cannot win).

The engine calls ``turn_comes`` after every action and event while anything is
held (``HandState.apply``, ``irregularities.happen``), ``restrict`` when it works
out the legal actions and ``refusal`` when it says why an action is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studrules.hand import flow
from studrules.hand.betting_rules import AGGRESSIVE
from studrules.hand.irregularities.acting import said
from studrules.hand.model import Action, Held, IllegalAction, Legal, Reason

if TYPE_CHECKING:
    from studrules.hand.engine import HandState

OUT_OF_TURN, CHANGED, FOLD_NO_BET = (
    "ACTION.OUT-OF-TURN", "ACTION.OUT-OF-TURN-CHANGED", "ACTION.FOLD-NO-BET"
)


RESTRICTIONS = ("restricted", "call-only")
"""The kinds of entry that restrict a turn rather than hold an action: one turn, or the
rest of a street (``call-only``: a premature last card the player looked at, DEALT.PREMATURE)."""


def restricted_here(state: HandState) -> Held | None:
    """The restriction on the player to act, if there is one."""
    return next(
        (h for h in state.held if h.kind in RESTRICTIONS and h.seat == state.to_act), None
    )


def restrict(state: HandState, legal: list[Legal]) -> list[Legal]:
    """The legal actions of the player to act, without a bet or raise if a ruling forbids it."""
    if restricted_here(state) is None:
        return legal
    return [a for a in legal if a.verb not in AGGRESSIVE]


def refusal(state: HandState, action: Action) -> Reason | None:
    """Why the player to act may not bet or raise now, if a ruling on this turn says so."""
    entry = restricted_here(state)
    if entry is None or action.verb not in AGGRESSIVE:
        return None
    name = state.seats[entry.seat].name
    if entry.rule == CHANGED:
        did = "checked" if entry.action.verb == "check" else "called"
        why = f"{name} {did} out of turn and the action changed: {name} may call or fold"
    elif entry.kind == "call-only":
        why = (f"{name} looked at the card dealt to him before the betting ended: he keeps it "
               "and may only call on this street, not bet or raise")
    else:
        why = f"{name} said check facing a bet: {name} may call or fold, not raise"
    return Reason(entry.rule, why)


def _kept(state: HandState, entry: Held) -> bool:
    """Whether ``entry`` still matters: a restriction lasts the player's one turn, an action
    out of turn its street, a folded hand's check while the seat is in."""
    if state.seats[entry.seat].folded:
        return False
    if entry.kind == "restricted":
        return state.to_act == entry.seat
    if entry.kind in ("held", "call-only"):
        return state.street == entry.street
    return True


def turn_comes(state: HandState) -> HandState:
    """The state after what is held for the player now to act is played or ruled on."""
    held = tuple(h for h in state.held if _kept(state, h))
    if held != state.held:
        state = state.but(held=held)
    if state.over or state.to_act is None or state.step is not None or state.round is None:
        return state
    entry = next((h for h in held if h.seat == state.to_act and h.kind not in RESTRICTIONS),
                 None)
    if entry is None:
        return state
    state = state.but(held=tuple(h for h in held if h is not entry))
    if entry.kind == "fold-at-bet":
        return _folded_hand_acts(state, entry)
    return _action_comes_due(state, entry)


def _action_comes_due(state: HandState, entry: Held) -> HandState:
    """The player's turn has come: the action out of turn stands if the bet is unchanged."""
    name = state.seats[entry.seat].name
    told = said(state, entry.action)
    act = Action(name, entry.action.verb, entry.action.to)
    if state.betting.level == entry.level:
        why = Reason(OUT_OF_TURN, f"{name}'s {told} out of turn stands: nobody bet or raised "
                                  f"before {name}'s turn came")
        try:
            return state.but(reasons=(*state.reasons, why)).apply(act)
        except IllegalAction as error:
            gone = Reason(OUT_OF_TURN, f"{name}'s {told} out of turn cannot be made now "
                                       f"({error}): {name} acts again")
            return state.but(reasons=(*state.reasons, gone))
    restricted = state.rules.out_of_turn_after_change == "rrop-restricted" and act.verb in (
        "check", "call"
    )
    if restricted:
        may = "call or fold, not bet or raise" if act.verb == "check" else "call or fold, not raise"
        why = Reason(CHANGED, f"the action to {name} changed before {name}'s turn: the {told} "
                              f"out of turn is not binding, and {name} may now {may}")
        entry = entry._replace(kind="restricted", rule=CHANGED)
        return state.but(held=(*state.held, entry), reasons=(*state.reasons, why))
    back = "" if act.verb == "check" else "its chips go back and "
    why = Reason(CHANGED, f"the action to {name} changed before {name}'s turn: the {told} "
                          f"out of turn is not binding; {back}{name} may do anything the "
                          "betting allows")
    return state.but(reasons=(*state.reasons, why))


def _folded_hand_acts(state: HandState, entry: Held) -> HandState:
    """A hand folded with no bet to it (``rrop-keeps-cards``): it checks, until a bet kills it."""
    seat = state.seats[entry.seat]
    name = seat.name
    if state.betting.level > seat.bet:
        why = Reason(FOLD_NO_BET, f"{name} folded with no bet to them: now there is a bet, "
                                  f"so {name}'s hand is dead")
        return flow.folded_out(state, entry.seat, why)
    if state.street == len(state.streets) - 1:
        why = Reason(FOLD_NO_BET, f"{name} folded with no bet to them: on the last betting "
                                  f"round {name}'s hand is dead, a folded hand wins nothing")
        return flow.folded_out(state, entry.seat, why)
    why = Reason(FOLD_NO_BET, f"{name} folded with no bet to them: the seat keeps its cards "
                              "and checks until someone bets")
    state = state.but(held=(*state.held, entry), reasons=(*state.reasons, why))
    return state.apply(Action(name, "check"))


def fold_with_no_bet(state: HandState, seat: int, rule: str, how: str) -> HandState:
    """A player folds with no bet to them (``how``: how they did it): dead at once under
    ``tda-binding-fold``; under ``rrop-keeps-cards`` the seat keeps its cards until a bet."""
    name = state.seats[seat].name
    if state.rules.fold_with_no_bet == "tda-binding-fold":
        why = Reason(FOLD_NO_BET, f"{name} {how} with no bet to them: the fold is binding and "
                                  f"{name}'s hand is dead")
        return flow.folded_out(state, seat, why)
    why = Reason(FOLD_NO_BET, f"{name} {how} with no bet to them: the seat keeps its cards "
                              "until someone bets, and the hand is dead then")
    entry = Held(seat, Action(name, "fold"), state.betting.level, state.street, "fold-at-bet",
                 rule)
    state = state.but(held=(*state.held, entry), reasons=(*state.reasons, why))
    return turn_comes(state) if state.to_act == seat else state


def holding(state: HandState, seat: int) -> Held | None:
    """What is held for ``seat`` (an action out of turn, a folded hand), if anything."""
    return next((h for h in state.held if h.seat == seat and h.kind not in RESTRICTIONS), None)


def faces_bet(state: HandState, seat: int) -> bool:
    """Whether the player at ``seat`` has a bet to call on this round."""
    return state.betting.level > state.seats[seat].bet

