"""Fours and threes dealt face up: an extra card, and a three paid for or folded.

WILDGAME.EXTRA-CARD: a four dealt face up earns its owner another card (down
or up, or none, as the house's ``baseball-four`` says), at the price
``baseball-four-price`` sets; a face-up extra card sets off what any face-up
card does. BASEBALL.GAME: under the house's ``baseball-open-three:
match-pot-or-fold`` the owner of a three dealt face up pays what the pot
holds, up to the cap ``baseball-three-cap`` sets, or folds (the ``paying``
phase). The game's wild threes and nines are a ``FixedWild``.
"""

from __future__ import annotations

from studrules.cards import Card, Rank
from studrules.game.hooks import Component, Phase, State
from studrules.hand import flow
from studrules.hand.dealing import deal_extra
from studrules.hand.model import Legal, Reason, Seat, Stakes
from studrules.house_rules import HandOption, HandRules

OPEN_THREE: HandOption = HandOption.everywhere(
    "baseball-open-three", ("match-pot-or-fold", "free"), "BASEBALL.GAME"
)
FOUR: HandOption = HandOption.everywhere(
    "baseball-four", ("extra-card-down", "extra-card-up", "no-extra"), "WILDGAME.EXTRA-CARD"
)
THREE_CAP: HandOption = HandOption.everywhere(
    "baseball-three-cap", ("none", "small-bet", "big-bet"), "BASEBALL.GAME"
)
FOUR_PRICE: HandOption = HandOption.everywhere(
    "baseball-four-price", ("free", "ante", "small-bet", "big-bet"), "WILDGAME.EXTRA-CARD"
)

AMOUNTS = {"ante": "ante", "small-bet": "small_bet", "big-bet": "big_bet"}
"""The amounts a price or a cap may be, by the option's value: fields of the stakes."""


def _amount(stakes: Stakes, value: str) -> int | None:
    """What ``value`` (``ante``, ``small-bet``, ``big-bet``) is in ``stakes``; else ``None``."""
    field = AMOUNTS.get(value)
    return None if field is None else getattr(stakes, field)


def _three_price(state: State) -> int:
    """What a face-up three costs: the pot, or the house's cap where the pot holds more."""
    cap = _amount(state.stakes, state.rules.value(THREE_CAP))
    return state.pot if cap is None else min(state.pot, cap)


def _ask(state: State, waiting: list[int]) -> State:
    """Ask the first of ``waiting`` to pay for a face-up three or fold."""
    i = waiting[0]
    name, price = state.seats[i].name, _three_price(state)
    text = (
        f"{name} is dealt a three face up: it is wild only if "
        f"{name} pays what the pot holds, {state.stakes.chips.said(state.pot)}"
    )
    if price < state.pot:
        cap = state.rules.value(THREE_CAP).replace("-", " ")
        text = (
            f"{name} is dealt a three face up: it is wild only if {name} pays what the pot "
            f"holds up to the cap of a {cap}, {state.stakes.chips.said(price)}"
        )
    return state.but(
        phase="paying",
        to_act=i,
        reasons=(*state.reasons, Reason("BASEBALL.GAME", text)),
    ).noting(threes=tuple(waiting))


def _threes(state: State) -> tuple[int, ...]:
    """The owners of face-up threes still to pay or fold, in turn (noted as ``threes``)."""
    return state.noted("threes", ())


def _ask_next(state: State) -> State:
    """Ask the next owner of a face-up three to pay or fold; with none left, go on."""
    waiting = [i for i in _threes(state) if not state.seats[i].folded]
    if not waiting:
        return flow.betting_opened(state.but(phase="betting").noting(threes=()))
    return _ask(state, waiting)


def _legal(state: State) -> list[Legal]:
    """Pay the pot (all in if short) or fold."""
    seat = state.seats[state.actor]
    price = _three_price(state)
    price = price if seat.stack is None else min(price, seat.stack)
    return [
        Legal("pay", adds=price, all_in=seat.stack is not None and price == seat.stack),
        Legal("fold"),
    ]


def _apply(state: State, i: int, chosen: Legal) -> State:
    """The owner of the three pays or folds; then the next three, or the betting."""
    seats = list(state.seats)
    seat = seats[i]
    if chosen.verb == "pay":
        seats[i] = seat.pay_price(chosen.adds)
        text = f"{seat.name} pays {state.stakes.chips.said(chosen.adds)}: the three is wild"
    else:
        seats[i] = seat.but(folded=True)
        text = f"{seat.name} will not pay for the three and folds"
    state = state.but(
        seats=tuple(seats),
        reasons=(*state.reasons, Reason("BASEBALL.GAME", text)),
    ).noting(threes=_threes(state)[1:])
    if sum(1 for s in state.seats if not s.folded) == 1:
        return flow.uncontested(state.but(phase="betting"))
    return _ask_next(state)


def _pay_for_extra(
    seat: Seat, stakes: Stakes, rules: HandRules, four: Card
) -> tuple[Seat, list[Reason]]:
    """The seat after paying the house's price for the card its face-up ``four`` earned.

    A player short of the price pays what they have and is all in; the price is
    no bet, as a payment for a card never is (WILDGAME.EXTRA-CARD).
    """
    price = _amount(stakes, rules.value(FOUR_PRICE)) or 0
    cost = price if seat.stack is None else min(price, seat.stack)
    if not cost:
        return seat, []
    text = (
        f"{seat.name} pays {stakes.chips.said(cost)} into the pot for the card "
        f"{four.symbol} earns"
    )
    return seat.pay_price(cost), [Reason("WILDGAME.EXTRA-CARD", text)]


class Baseball(Component):
    """A face-up four earns a card; a face-up three is paid for with the pot, or folded."""

    options = (OPEN_THREE, FOUR, THREE_CAP, FOUR_PRICE)
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
            if card.rank is Rank.FOUR and rules.value(FOUR) != "no-extra":
                up = rules.value(FOUR) == "extra-card-up"
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
                seats[i], paid = _pay_for_extra(seats[i], state.stakes, rules, card)
                reasons += paid
            if (
                card.rank is Rank.THREE
                and rules.value(OPEN_THREE) == "match-pot-or-fold"
                and not seats[i].all_in  # nothing to pay with: the three stays wild
            ):
                pending.append(i)
        state = state.but(
            seats=tuple(seats),
            dealer=dealer,
            reasons=tuple(reasons),
            up_sequence=(*state.up_sequence, *extra_up),
        )
        waiting = [i for i in pending if not state.seats[i].folded]
        return _ask(state, waiting) if waiting else state.noting(threes=())
