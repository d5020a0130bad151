"""Cards dealt face up that cost antes: a wild card one, a seven five (WILDGAME.PAYMENT)."""

from __future__ import annotations

from studrules.cards import Card, Rank
from studrules.game.hooks import Component, State
from studrules.hand.model import Reason


class UpCardPayments(Component):
    """Whoever is dealt a wild card face up pays an ante into the pot, a seven five antes."""

    watches_up_cards = True

    def on_up_cards(self, state: State, dealt: list[tuple[int, Card]]) -> State:
        seats, reasons = list(state.seats), list(state.reasons)
        stakes = state.stakes
        wild = state.variant.table_wild(state.rules, state.up_sequence)
        for i, card in dealt:
            seat = seats[i]
            antes = 5 if card.rank is Rank.SEVEN else 1 if wild.is_wild(card) else 0
            if not antes or not stakes.ante:
                continue
            price = antes * stakes.ante
            cost = price if seat.stack is None else min(price, seat.stack)
            seats[i] = seat.pay_price(cost)
            why = "a seven" if antes == 5 else "a wild card"
            reasons.append(
                Reason(
                    "WILDGAME.PAYMENT",
                    f"{seat.name} is dealt {card.symbol} face up, {why}: "
                    f"pays {stakes.chips.said(cost)} into the pot",
                )
            )
        return state.but(seats=tuple(seats), reasons=tuple(reasons))
