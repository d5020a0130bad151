"""What cards dealt face up set off at once: payments, extra cards, and baseball's threes.

WILDGAME.PAYMENT (the axe: a wild card face up costs an ante, a seven five),
WILDGAME.EXTRA-CARD (baseball: a four face up earns another card) and
BASEBALL.GAME (a three face up is paid for with the pot, or its owner folds).
Works on a ``HandState`` (see ``engine``) and returns the next one.
"""

from __future__ import annotations

from studrules.cards import Card, Rank
from studrules.hand.dealing import deal_extra
from studrules.hand.model import Legal, Reason, Seat, evolve
from studrules.hand.wilds import table_wild


def watched(variant) -> bool:
    """Whether the cards dealt face up matter in this game beyond the boards."""
    return variant.payments or variant.baseball or variant.wild == "follow-the-queen"


def new_up_cards(before: tuple[Seat, ...], after: tuple[Seat, ...]) -> list[tuple[int, Card]]:
    """The cards just dealt face up, in dealing order: card by card, seat by seat."""
    fresh = {
        i: [c for c, up in zip(s.cards[len(b.cards) :], s.up[len(b.cards) :]) if up]
        for i, (b, s) in enumerate(zip(before, after))
    }
    rounds = max((len(cards) for cards in fresh.values()), default=0)
    return [(i, fresh[i][k]) for k in range(rounds) for i in fresh if k < len(fresh[i])]


def after_deal(state, dealt: list[tuple[int, Card]]):
    """Settle what the face-up cards just dealt set off; threes may wait for a decision."""
    if not dealt:
        return evolve(state, pending=())._opened_after_deal()
    reasons = list(state.reasons)
    seats = list(state.seats)
    dealer = state.dealer
    variant, rules, stakes = state.variant, state.rules, state.stakes
    pending = []
    wild = table_wild(variant, rules, state.up_sequence)
    queue = list(dealt)
    extra_up = []
    while queue:
        i, card = queue.pop(0)
        seat = seats[i]
        if variant.payments:
            antes = 5 if card.rank is Rank.SEVEN else 1 if wild.is_wild(card) else 0
            if antes and stakes.ante:
                cost = (
                    antes * stakes.ante
                    if seat.stack is None
                    else min(antes * stakes.ante, seat.stack)
                )
                seats[i] = seat.pay_price(cost)
                why = "a seven" if antes == 5 else "a wild card"
                reasons.append(
                    Reason(
                        "WILDGAME.PAYMENT",
                        f"{seat.name} is dealt {card.symbol} face up, {why}: "
                        f"pays ${stakes.chips.text(cost)} into the pot",
                    )
                )
        if variant.baseball and card.rank is Rank.FOUR and rules.baseball_four != "no-extra":
            up = rules.baseball_four == "extra-card-up"
            extra = deal_extra(seats[i], i, dealer, up, rules)
            if extra is None:
                reasons.append(
                    Reason(
                        "WILDGAME.EXTRA-CARD", f"no card is left for {seat.name}'s {card.symbol}"
                    )
                )
                continue
            seats[i], dealer = extra
            if up:  # a face-up extra card sets off what any face-up card does
                queue.append((i, seats[i].cards[-1]))
                extra_up.append(seats[i].cards[-1])
            face = "face up" if up else "face down"
            reasons.append(
                Reason("WILDGAME.EXTRA-CARD", f"{seat.name}'s {card.symbol} earns a card {face}")
            )
        if (
            variant.baseball
            and card.rank is Rank.THREE
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
    return ask_next(evolve(state, pending=tuple(pending)))


def ask_next(state):
    """Ask the next owner of a face-up three to pay or fold; with none left, go on."""
    waiting = [i for i in state.pending if not state.seats[i].folded]
    if not waiting:
        return evolve(state, phase="betting", pending=())._opened_after_deal()
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


def legal(state) -> list[Legal]:
    """Pay the pot (all in if short) or fold."""
    seat = state.seats[state.to_act]
    price = state.pot if seat.stack is None else min(state.pot, seat.stack)
    return [
        Legal("pay", adds=price, all_in=seat.stack is not None and price == seat.stack),
        Legal("fold"),
    ]


def apply(state, chosen: Legal):
    """The owner of the three pays or folds; then the next three, or the betting."""
    i = state.to_act
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
    return ask_next(state)
