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

from studrules.game.hooks import Phase, State
from studrules.hand import flow
from studrules.hand.dealing import deal_replacement
from studrules.hand.model import Legal, Reason
from studrules.house_rules import HandOption
from studrules.vocabulary import PhaseName, Verb

BUY_ROUNDS: HandOption = HandOption.everywhere("buy-rounds", ("1", "2"), "BUY.ROUND")
"""How many buy rounds the house plays (``buy`` brings it)."""
BUY_PRICE: HandOption = HandOption.everywhere("buy-price", ("big-bet", "small-bet"), "BUY.PRICE")
"""What a bought card costs in the first buy round (``buy`` brings it)."""
EXCHANGE_PRICE: HandOption = HandOption.everywhere(
    "exchange-price", ("free", "minimum-bet"), "EXCHANGE.PRICE"
)
"""Whether an exchange is free (``exchange`` brings it)."""


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


def price(state: State) -> int:
    """What a swap costs now: a buy's price grows with the round; an exchange's is 0 or a bet.

    The exchange's price is the minimum bet of the round just played: its
    fixed limit, or in a ranged structure (pot, no or spread limit) the small bet.
    """
    if state.phase == EXCHANGE.phase:
        if state.rules.value(EXCHANGE_PRICE) == "free":
            return 0
        limit = state.streets[state.street].limit
        small = state.variant.structure != "fixed-limit" or limit == "small"
        return state.stakes.small_bet if small else state.stakes.big_bet
    big = state.rules.value(BUY_PRICE) == "big-bet"
    base = state.stakes.big_bet if big else state.stakes.small_bet
    return base * _round(state)


def _round(state: State) -> int:
    """Which swap round this is: 1 for the first (noted as ``swap_round``)."""
    return state.noted("swap_round", 0)


def _asked(state: State) -> frozenset[int]:
    """The players asked this swap round already (noted as ``asked``)."""
    return state.noted("asked", frozenset())


def swappers(state: State) -> list[int]:
    """The players who may swap this round, clockwise from the dealer's left, not yet asked."""
    return [
        i
        for i, s in enumerate(state.seats)
        if not s.folded and not s.all_in and i not in _asked(state)
    ]


def start(state: State, round_number: int, swap: Swap = BUY) -> State:
    """Open swap round ``round_number``; with nobody to ask, go on with the hand."""
    state = state.but(phase=swap.phase).noting(swap_round=round_number, asked=frozenset())
    waiting = swappers(state)
    if not waiting:
        return finish(state)
    cost = price(state)
    if swap is BUY:
        text = (
            f"buy round {round_number}: each player in turn may buy a card for "
            f"{state.stakes.chips.said(cost)} or stand pat"
        )
    else:
        paid = f" for {state.stakes.chips.said(cost)}" if cost else " free"
        text = (
            f"after {state.streets[state.street].name} each player in turn, from the dealer's "
            f"left, may exchange one card{paid} or stand pat"
        )
    return state.but(to_act=waiting[0], reasons=(*state.reasons, Reason(swap.round_rule, text)))


def legal(state: State) -> list[Legal]:
    """Stand pat, or swap away any one of the cards held (if it can be paid and replaced)."""
    swap = SWAPS[state.phase]
    seat = state.seats[state.actor]
    cost = price(state)
    options = [Legal("stand-pat")]
    stub_empty = state.dealer.given is None and not state.dealer.stub
    if not stub_empty and (seat.stack is None or seat.stack >= cost):
        options += [Legal(swap.verb, adds=cost, what=str(card)) for card in seat.cards]
    return options


def apply(state: State, i: int, chosen: Legal) -> State:
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
            cost = state.stakes.chips.said(chosen.adds)
            reasons.append(
                Reason(
                    swap.price_rule, f"{seat.name} pays {cost} into the pot: a price, not a bet"
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
    if swap is BUY and _round(state) < int(state.rules.value(BUY_ROUNDS)):
        return start(state, _round(state) + 1)
    return finish(state)


def finish(state: State) -> State:
    """The swapping is over: after a buy the last betting round, after an exchange the next card."""
    done = state.but(phase="betting", to_act=None)
    if state.phase == EXCHANGE.phase:
        return flow.dealt(done, state.street + 1)
    return flow.street_round(done)


def phase(swap: Swap) -> Phase:
    """The phase of the swap rounds of kind ``swap``."""
    return Phase(swap.phase, swap.round_rule, swap.refusal, legal, apply)
