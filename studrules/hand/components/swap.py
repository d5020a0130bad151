"""Swapping one card for another: the round the buy (BUY.*) and the exchange (EXCHANGE.*) share.

Each player still in and not all in, clockwise from the dealer's left, may
throw one card away and be dealt a replacement, face up for a face-up card
and face down for a face-down one, or stand pat. A price, where there is one,
goes into the pot but is not a bet: nobody matches it. The buy comes after
the last card, before the last betting round; the exchange after the betting
on the streets the game names, before the next card (never after the last). Works on a
``HandState`` (see ``engine``) and returns the next one; ``buy`` and ``exchange``
are the components that bring these rounds.
"""

from __future__ import annotations

from typing import NamedTuple

from studrules.game.hooks import Phase
from studrules.hand.dealing import deal_replacement
from studrules.hand.model import Legal, Reason
from studrules.vocabulary import PhaseName, Verb


class Swap(NamedTuple):
    """One kind of swap round: its phase, its verb, the rules that govern it, its refusal."""

    phase: PhaseName
    verb: Verb
    round_rule: str
    price_rule: str
    replacement_rule: str
    refusal: str


BUY: Swap = Swap(
    "buying",
    "buy",
    "BUY.ROUND",
    "BUY.PRICE",
    "BUY.REPLACEMENT",
    "this is the buy round: buy a card or stand pat",
)
EXCHANGE: Swap = Swap(
    "exchanging",
    "exchange",
    "EXCHANGE.ROUND",
    "EXCHANGE.PRICE",
    "EXCHANGE.REPLACEMENT",
    "this is an exchange round: exchange a card or stand pat",
)
SWAPS = {swap.phase: swap for swap in (BUY, EXCHANGE)}


def price(state) -> int:
    """What a swap costs now: a buy's price grows with the round; an exchange's is 0 or a bet.

    The exchange's price is the minimum bet of the round just played: its
    fixed limit, or in a ranged structure (pot, no or spread limit) the small bet.
    """
    if state.phase == EXCHANGE.phase:
        if state.rules.exchange_price == "free":
            return 0
        limit = state.streets[state.street].limit
        small = state.variant.structure != "fixed-limit" or limit == "small"
        return state.stakes.small_bet if small else state.stakes.big_bet
    base = state.stakes.big_bet if state.rules.buy_price == "big-bet" else state.stakes.small_bet
    return base * _round(state)


def _round(state) -> int:
    """Which swap round this is: 1 for the first (noted as ``swap_round``)."""
    return state.noted("swap_round", 0)


def _asked(state) -> frozenset[int]:
    """The players asked this swap round already (noted as ``asked``)."""
    return state.noted("asked", frozenset())


def swappers(state) -> list[int]:
    """The players who may swap this round, clockwise from the dealer's left, not yet asked."""
    return [
        i
        for i, s in enumerate(state.seats)
        if not s.folded and not s.all_in and i not in _asked(state)
    ]


def start(state, round_number: int, swap: Swap = BUY):
    """Open swap round ``round_number``; with nobody to ask, go on with the hand."""
    state = state.but(phase=swap.phase).noting(swap_round=round_number, asked=frozenset())
    waiting = swappers(state)
    if not waiting:
        return finish(state)
    cost = price(state)
    if swap is BUY:
        text = (
            f"buy round {round_number}: each player in turn may buy a card for "
            f"${state.stakes.chips.text(cost)} or stand pat"
        )
    else:
        paid = f" for ${state.stakes.chips.text(cost)}" if cost else " free"
        text = (
            f"after {state.streets[state.street].name} each player in turn, from the dealer's "
            f"left, may exchange one card{paid} or stand pat"
        )
    return state.but(to_act=waiting[0], reasons=(*state.reasons, Reason(swap.round_rule, text)))


def legal(state) -> list[Legal]:
    """Stand pat, or swap away any one of the cards held (if it can be paid and replaced)."""
    swap = SWAPS[state.phase]
    seat = state.seats[state.to_act]
    cost = price(state)
    options = [Legal("stand-pat")]
    stub_empty = state.dealer.given is None and not state.dealer.stub
    if not stub_empty and (seat.stack is None or seat.stack >= cost):
        options += [Legal(swap.verb, adds=cost, what=str(card)) for card in seat.cards]
    return options


def apply(state, i: int, chosen: Legal):
    """The state after player ``i`` (the player to act) swaps a card or stands pat."""
    swap = SWAPS[state.phase]
    seats = list(state.seats)
    reasons = list(state.reasons)
    dealer = state.dealer
    if chosen.verb == swap.verb:
        seat = seats[i]
        at = next(k for k, c in enumerate(seat.cards) if str(c) == chosen.what)
        up = seat.up[at]
        kept = seat.but(
            cards=seat.cards[:at] + seat.cards[at + 1 :],
            up=seat.up[:at] + seat.up[at + 1 :],
            dead=(*seat.dead, seat.cards[at]),
        )
        if chosen.adds:
            kept = kept.pay_price(chosen.adds)
            cost = state.stakes.chips.text(chosen.adds)
            reasons.append(
                Reason(
                    swap.price_rule, f"{seat.name} pays ${cost} into the pot: a price, not a bet"
                )
            )
        seats[i], dealer = deal_replacement(kept, i, dealer, up)
        face = "face up" if up else "face down"
        reasons.append(
            Reason(
                swap.replacement_rule,
                f"{seat.name} throws away {chosen.what} and gets a card {face}, like the one "
                "it replaces",
            )
        )
    state = state.but(
        seats=tuple(seats),
        dealer=dealer,
        reasons=tuple(reasons),
    ).noting(asked=_asked(state) | {i})
    waiting = swappers(state)
    if waiting:
        return state.but(to_act=waiting[0])
    if swap is BUY and _round(state) < state.rules.buy_rounds:
        return start(state, _round(state) + 1)
    return finish(state)


def finish(state):
    """The swapping is over: after a buy the last betting round, after an exchange the next card."""
    if state.phase == EXCHANGE.phase:
        return state.but(phase="betting", to_act=None)._deal(state.street + 1)
    state = state.but(phase="betting", to_act=None)._open_street_round()
    return state if state.round is not None else state._next_street()


def phase(swap: Swap) -> Phase:
    """The phase of the swap rounds of kind ``swap``."""
    return Phase(swap.phase, swap.round_rule, swap.refusal, legal, apply)
