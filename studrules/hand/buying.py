"""Buying a card: after the last card, each player in turn may swap one card for a price.

BUY.ROUND, BUY.PRICE, BUY.REPLACEMENT. The price goes into the pot but is not a
bet: nobody matches it. Works on a ``HandState`` (see ``engine``) and returns
the next one.
"""

from __future__ import annotations

from studrules.hand.dealing import deal_replacement
from studrules.hand.model import Legal, Reason, evolve


def price(state) -> int:
    """What buying costs in the current buy round: the second round costs twice the first."""
    base = state.stakes.big_bet if state.rules.buy_price == "big-bet" else state.stakes.small_bet
    return base * state.buy_round


def buyers(state) -> list[int]:
    """The players who may buy this round, clockwise from the dealer's left, not yet asked."""
    return [
        i
        for i, s in enumerate(state.seats)
        if not s.folded and not s.all_in and i not in state.asked
    ]


def start(state, round_number: int):
    """Open buy round ``round_number``; with nobody to ask, go on to the betting round."""
    state = evolve(state, phase="buying", buy_round=round_number, asked=frozenset())
    waiting = buyers(state)
    if not waiting:
        return finish(state)
    cost = state.stakes.chips.text(price(state))
    reason = Reason(
        "BUY.ROUND",
        f"buy round {round_number}: each player in turn may buy a card for ${cost} or stand pat",
    )
    return evolve(state, to_act=waiting[0], reasons=(*state.reasons, reason))


def legal(state) -> list[Legal]:
    """Stand pat, or buy away any one of the cards held (if it can be paid and replaced)."""
    seat = state.seats[state.to_act]
    cost = price(state)
    options = [Legal("stand-pat")]
    stub_empty = state.dealer.given is None and not state.dealer.stub
    if not stub_empty and (seat.stack is None or seat.stack >= cost):
        options += [Legal("buy", adds=cost, what=str(card)) for card in seat.cards]
    return options


def apply(state, chosen: Legal):
    """The state after the player to act buys or stands pat."""
    i = state.to_act
    seats = list(state.seats)
    reasons = list(state.reasons)
    dealer = state.dealer
    if chosen.verb == "buy":
        seat = seats[i]
        at = next(k for k, c in enumerate(seat.cards) if str(c) == chosen.what)
        up = seat.up[at]
        kept = evolve(
            seat,
            cards=seat.cards[:at] + seat.cards[at + 1 :],
            up=seat.up[:at] + seat.up[at + 1 :],
            dead=(*seat.dead, seat.cards[at]),
        ).pay_price(chosen.adds)
        seats[i], dealer = deal_replacement(kept, i, dealer, up)
        face = "face up" if up else "face down"
        cost = state.stakes.chips.text(chosen.adds)
        reasons += [
            Reason("BUY.PRICE", f"{seat.name} pays ${cost} into the pot: a price, not a bet"),
            Reason(
                "BUY.REPLACEMENT",
                f"{seat.name} throws away {chosen.what} and gets a card {face}, like the one "
                "it replaces",
            ),
        ]
    state = evolve(
        state,
        seats=tuple(seats),
        dealer=dealer,
        asked=state.asked | {i},
        reasons=tuple(reasons),
    )
    waiting = buyers(state)
    if waiting:
        return evolve(state, to_act=waiting[0])
    if state.buy_round < state.rules.buy_rounds:
        return start(state, state.buy_round + 1)
    return finish(state)


def finish(state):
    """The buying is over: the last betting round begins with the best board as it now is."""
    state = evolve(state, phase="betting", to_act=None)._open_street_round()
    return state if state.round is not None else state._next_street()
