"""Fours and threes dealt face up: an extra card, and a three paid for or folded.

WILDGAME.EXTRA-CARD: a four dealt face up earns its owner another card (down
or up, or none, as the house's ``baseball-four`` says); a face-up extra card
sets off what any face-up card does. BASEBALL.GAME: under the house's
``baseball-open-three: match-pot-or-fold`` the owner of a three dealt face up
pays what the pot holds, or folds (the ``paying`` phase). The game's wild
threes and nines are a ``FixedWild``.
"""

from __future__ import annotations

from studrules.cards import Card, Rank
from studrules.hand.components.base import Component, Phase, State
from studrules.hand.dealing import deal_extra
from studrules.hand.model import Legal, Reason, evolve


def _ask(state, waiting: list[int]):
    """Ask the first of ``waiting`` to pay for a face-up three or fold."""
    i = waiting[0]
    text = (
        f"{state.seats[i].name} is dealt a three face up: it is wild only if "
        f"{state.seats[i].name} pays what the pot holds, ${state.stakes.chips.text(state.pot)}"
    )
    return evolve(
        state,
        phase="paying",
        to_act=i,
        pending=tuple(waiting),
        reasons=(*state.reasons, Reason("BASEBALL.GAME", text)),
    )


def _ask_next(state):
    """Ask the next owner of a face-up three to pay or fold; with none left, go on."""
    waiting = [i for i in state.pending if not state.seats[i].folded]
    if not waiting:
        return evolve(state, phase="betting", pending=())._opened_after_deal()
    return _ask(state, waiting)


def _legal(state) -> list[Legal]:
    """Pay the pot (all in if short) or fold."""
    seat = state.seats[state.to_act]
    price = state.pot if seat.stack is None else min(state.pot, seat.stack)
    return [
        Legal("pay", adds=price, all_in=seat.stack is not None and price == seat.stack),
        Legal("fold"),
    ]


def _apply(state, i: int, chosen: Legal):
    """The owner of the three pays or folds; then the next three, or the betting."""
    seats = list(state.seats)
    seat = seats[i]
    if chosen.verb == "pay":
        seats[i] = seat.pay_price(chosen.adds)
        text = f"{seat.name} pays ${state.stakes.chips.text(chosen.adds)}: the three is wild"
    else:
        seats[i] = evolve(seat, folded=True)
        text = f"{seat.name} will not pay for the three and folds"
    state = evolve(
        state,
        seats=tuple(seats),
        pending=state.pending[1:],
        reasons=(*state.reasons, Reason("BASEBALL.GAME", text)),
    )
    if sum(1 for s in state.seats if not s.folded) == 1:
        return evolve(state, phase="betting")._uncontested()
    return _ask_next(state)


class Baseball(Component):
    """A face-up four earns a card; a face-up three is paid for with the pot, or folded."""

    options = ("baseball-open-three", "baseball-four")
    watches_up_cards = True
    phases = (
        Phase(
            "paying",
            "WILDGAME.PAYMENT",
            "a three dealt face up must be paid for, or its owner folds",
            _legal,
            _apply,
        ),
    )

    def on_up_cards(self, state: State, dealt: list[tuple[int, Card]]) -> State:
        rules = state.rules
        seats, reasons, dealer = list(state.seats), list(state.reasons), state.dealer
        pending, extra_up = [], []
        queue = list(dealt)
        while queue:
            i, card = queue.pop(0)
            seat = seats[i]
            if card.rank is Rank.FOUR and rules.baseball_four != "no-extra":
                up = rules.baseball_four == "extra-card-up"
                extra = deal_extra(seats[i], i, dealer, up, rules)
                if extra is None:
                    reasons.append(
                        Reason(
                            "WILDGAME.EXTRA-CARD",
                            f"no card is left for {seat.name}'s {card.symbol}",
                        )
                    )
                    continue
                seats[i], dealer = extra
                if up:  # a face-up extra card sets off what any face-up card does
                    queue.append((i, seats[i].cards[-1]))
                    extra_up.append(seats[i].cards[-1])
                face = "face up" if up else "face down"
                reasons.append(
                    Reason(
                        "WILDGAME.EXTRA-CARD", f"{seat.name}'s {card.symbol} earns a card {face}"
                    )
                )
            if (
                card.rank is Rank.THREE
                and rules.baseball_open_three == "match-pot-or-fold"
                and not seats[i].all_in  # nothing to pay with: the three stays wild
            ):
                pending.append(i)
        state = evolve(
            state,
            seats=tuple(seats),
            dealer=dealer,
            reasons=tuple(reasons),
            up_sequence=(*state.up_sequence, *extra_up),
        )
        waiting = [i for i in pending if not state.seats[i].folded]
        return _ask(state, waiting) if waiting else evolve(state, pending=())
