"""A player away from the table: the bring-in posted for them, the hand killed (FORCED.ABSENT).

``player-absent``, by the dealer or the floor. When the hand is killed is the house
rule ``absent-player-hand``: ``killed-when-action-reaches`` (Robert's Rules,
Seven-Card Stud 6): reported when the action reaches the seat; a player who owes the
bring-in has it posted for them and the hand stays live until the betting comes back
to the seat; any other player's hand is killed then. ``killed-after-initial-deal``
(TDA 2024 Rules 30, 71-C): a player away when the first street was dealt is killed at
once, whenever it is reported in the first betting round before that player acts,
after posting the bring-in if it is theirs. ``killed-at-bring-in`` reads Robert's
Rules with the bring-in as the player's turn: the action reaches the seat when the
bring-in is due, so the bring-in is posted and the hand killed at once. A killed
hand is folded: its ante and bring-in stay in the pot.
"""

from __future__ import annotations

from studrules.hand import betting, flow
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.irregularities.forced import money
from studrules.hand.model import Action, Event, Legal, Reason, Seat

WHEN_REACHED, AT_THE_DEAL = "killed-when-action-reaches", "killed-after-initial-deal"
AT_BRING_IN = "killed-at-bring-in"
"""Robert's Rules read with the bring-in as the absent player's turn: posted, then killed."""


class PlayerAbsent(Irregularity):
    verb = "player-absent"
    rule = "FORCED.ABSENT"
    needs = ("player",)

    def samples(self, state: State) -> list[Event]:
        return [Event("dealer", "player-absent", s.name) for s in state.seats]

    def verify(self, state: State, event: Event) -> None:
        seat = state.seat_of(event.player or "")
        name = state.seats[seat].name
        if state.seats[seat].folded:
            raise self.refuse(event, f"{name}'s hand is out already")
        if state.phase != "betting" or state.round is None or state.to_act is None:
            raise self.refuse(event, "nobody is betting now: no hand is killed for it")
        if state.rules.absent_player_hand != AT_THE_DEAL:
            if state.to_act != seat:
                raise self.refuse(
                    event,
                    f"it is {state.seats[state.to_act].name}'s turn: an absent player's hand "
                    "is killed when the action reaches the seat",
                )
            return
        if state.street != 0:
            raise self.refuse(event, "only a player away when the first cards were dealt loses "
                                     "the hand for it; on later streets the player is waited for")
        if seat in state.betting.moved:
            raise self.refuse(event, f"{name} has acted on this street, so was at the table")

    def apply(self, state: State, event: Event) -> State:
        seat = state.seat_of(event.player or "")
        name = state.seats[seat].name
        rnd = state.betting
        why = [f"{name} is away from the table"]
        if rnd.bring_in_due == seat and not rnd.forced_optional:
            legal = next(a for a in state.legal_actions() if a.verb == "bring-in")
            state = state.apply(Action(name, "bring-in", legal.to))
            why.append(f"the {money(state, legal.adds)} bring-in is posted for {name}")
            if state.rules.absent_player_hand == AT_BRING_IN:
                why.append("the bring-in was the turn the action reached the seat on")
            if state.rules.absent_player_hand == WHEN_REACHED:
                why.append(f"the hand stays live until the betting comes back to {name}")
                return state.but(reasons=(*state.reasons, Reason(self.rule, _told(why))))
        why.append(f"{name}'s hand is killed, and every chip {name} put in stays in the pot")
        seats, rnd = betting.apply(state.seats, state.betting, seat, Legal("fold"),
                                   state.stakes, state.rules)
        killed = state.but(seats=_forfeited(seats, seat), round=rnd,
                           history=(*state.history, Action(name, "fold")),
                           reasons=(*state.reasons, Reason(self.rule, _told(why))))
        return flow.went_on_without(killed, seat)


def _forfeited(seats: tuple[Seat, ...], seat: int) -> tuple[Seat, ...]:
    """The seats with the killed player's wager of this round made dead money: forfeited to
    the pot, won by whoever wins it even if nobody matched it (as a price is, BUY.PRICE),
    where a folded player's unmatched chips would go back (POT.SIDE-POTS)."""
    dead = seats[seat]
    if not dead.bet:
        return seats
    before = dead.committed - dead.bet
    forfeited = dead.but(committed=before, bet=0, prices=(*dead.prices, (dead.bet, before)))
    return (*seats[:seat], forfeited, *seats[seat + 1:])


def _told(why: list[str]) -> str:
    """The ruling in one sentence: who is away, then what follows."""
    return f"{why[0]}: {'; '.join(why[1:])}"
