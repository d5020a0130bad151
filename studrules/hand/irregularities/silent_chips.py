"""Chips put out without a word: what they are taken for.

ACTION.CHIPS: ``action`` is ``bet`` with the chips put out (an amount), ``cause``
``one-chip`` or ``several-chips``. Facing a bet, one chip larger than the call
is a call (no raise was said); several chips are a raise if they are the call
and at least half the raise more, otherwise a call; the chips beyond the action
go back. With no bet, chips of at least a bet are a bet (one chip: the largest
bet it covers). Fewer chips than the call or the bet: no source rules on it in
every case, the floor decides (ACTION.FLOOR). The chips of the player who owes the
bring-in are ruled by the forced-bet rules: a single chip of a completion or more
is the bring-in or a completion as the house's ``bring-in-oversized-chip`` says
(FORCED.OVERSIZED-CHIP, ``forced.bring_in_chip``); less is FORCED.OVERPOST's.
"""

from __future__ import annotations

from studrules.hand.betting_rules import AGGRESSIVE
from studrules.hand.irregularities.acting import FLOOR, concerned, in_turn, play, ruled
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.irregularities.forced import OVERSIZED, bring_in_chip
from studrules.hand.irregularities.held import faces_bet
from studrules.hand.model import Action, Event, Legal, Reason, amount_of

CHIPS = ("one-chip", "several-chips")


class SilentChips(Irregularity):
    verb = "silent-chips"
    rule = "ACTION.CHIPS"
    reporters = ("dealer", "floor")
    needs = ("action", "cause")

    def _ruling(self, state: State, event: Event, seat: int) -> tuple[Action, str, str]:
        """The action the chips make, why in words, and the rule that says so."""
        told = event.action
        assert told is not None  # needs: action
        if event.cause not in CHIPS:
            raise self.refuse(event, f"say {' or '.join(CHIPS)}")
        if told.verb != "bet" or told.to is None or told.to <= 0:
            raise self.refuse(event, 'say the chips put out as ["bet", amount]')
        player = state.seats[seat]
        chips, one = told.to, event.cause == "one-chip"
        put = state.stakes.chips.said(chips)
        legal = state.legal_actions()
        if player.stack is not None and chips > player.stack:
            raise self.refuse(event, f"{player.name} has only "
                                     f"{state.stakes.chips.said(player.stack)}")
        if state.betting.bring_in_due == seat:
            return (*bring_in_chip(self, state, event, seat), OVERSIZED)
        wagers = [a for a in legal if a.verb in AGGRESSIVE]
        if faces_bet(state, seat):
            call = next(a for a in legal if a.verb == "call")
            if chips < call.adds:
                raise self.refuse(event, f"{put} is less than the call: the floor decides", FLOOR)
            raise_ = wagers[0] if wagers else None
            if one or raise_ is None or 2 * (chips - call.adds) < raise_.adds - call.adds:
                why = ("one chip without a word is a call" if one else
                       "less than half a raise more than the call is a call")
                return Action(player.name, "call"), f"{put} put out: {why}", self.rule
            return (Action(player.name, raise_.verb, self._to(raise_, player.bet + chips)),
                    f"{put} put out: the call and at least half a raise more is a raise",
                    self.rule)
        bets = [a for a in wagers if a.adds <= chips]
        if not bets:
            raise self.refuse(event, f"{put} is less than a bet: the floor decides", FLOOR)
        bet = bets[-1]
        return (Action(player.name, bet.verb, self._to(bet, player.bet + chips)),
                f"{put} put out with no bet before it: a bet", self.rule)

    @staticmethod
    def _to(legal: Legal, total: int) -> int:
        """The wager's total: the fixed amount, or within a range the chips' own, up to the most."""
        least = amount_of(legal)
        return least if legal.most is None else max(least, min(total, legal.most))

    def verify(self, state: State, event: Event) -> None:
        seat = concerned(self, state, event)
        in_turn(self, state, event, seat)
        ruled(state, event, self._ruling(state, event, seat)[0])

    def apply(self, state: State, event: Event) -> State:
        seat = concerned(self, state, event)
        action, why, rule = self._ruling(state, event, seat)
        return play(state, action, Reason(rule, f"{why}; any chips beyond it go back"))

    def samples(self, state: State) -> list[Event]:
        if state.to_act is None:
            return []
        name = state.seats[state.to_act].name
        sizes = (state.stakes.small_bet, 2 * state.stakes.big_bet, 1)
        return [Event("dealer", self.verb, player=name, action=Action("dealer", "bet", size),
                      cause=cause) for size in sizes for cause in CHIPS]
