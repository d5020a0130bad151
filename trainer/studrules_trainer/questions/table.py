"""The table as the learner sees it at the moment asked: public information only.

Face-down cards stay hidden unless the question is the showdown (and then only
those of players still in); nothing the engine decided about the point asked
(the bring-in, the first actor, the legal actions, the result) is in the view.
"""

from __future__ import annotations

from studrules import HandState, Seat, Wild
from studrules_trainer.questions.model import CardView, SeatView, TableView
from studrules_trainer.questions.play import Moment
from studrules_trainer.questions.words import dollars, told

SECRET_CARDS = ("buy", "exchange")
"""Actions whose card stays secret until the showdown."""


def view(moment: Moment, showdown: bool = False, profile: str | None = None) -> TableView:
    """What the learner sees at ``moment``; down cards of players still in shown at a showdown.
    ``profile``: the name the rules are shown by (a house's), if not the hand's profile."""
    state = moment.state
    chips = state.stakes.chips
    stakes = state.stakes
    wild = state.variant.table_wild(state.rules, state.up_sequence)
    declared = dict(state.declarations)
    return TableView(
        game=state.variant.title,
        profile=profile or state.rules.profile,
        street="the showdown" if showdown else state.streets[state.street].name,
        pot=dollars(chips, state.pot),
        ante=dollars(chips, stakes.ante),
        bring_in=dollars(chips, stakes.bring_in),
        small_bet=dollars(chips, stakes.small_bet),
        big_bet=dollars(chips, stakes.big_bet),
        wild=wild.describe() if wild.any else "",
        community=None if state.community is None else str(state.community),
        seats=tuple(
            _seat(
                seat, chips, showdown and not seat.folded,
                declared.get(i) if showdown else None, _wild_for(state, seat, wild, showdown),
            )
            for i, seat in enumerate(state.seats)
        ),
        history=_history(moment, showdown),
        stakes=stakes_words(state),
    )


def stakes_words(state: HandState) -> str:
    """``ante $1 · bring-in $2 · bets $5/$10``; ``no bring-in``; pot limit's smallest bet."""
    stakes, chips = state.stakes, state.stakes.chips
    parts = [f"ante {dollars(chips, stakes.ante)}" if stakes.ante else "no ante"]
    parts.append(
        f"bring-in {dollars(chips, stakes.bring_in)}" if stakes.bring_in else "no bring-in"
    )
    if state.variant.structure == "pot-limit":
        parts.append(f"pot limit, bets from {dollars(chips, stakes.small_bet)} up to the pot")
    else:
        parts.append(f"bets {dollars(chips, stakes.small_bet)}/{dollars(chips, stakes.big_bet)}")
    return " · ".join(parts)


def _wild_for(state: HandState, seat: Seat, table: Wild, shown: bool) -> Wild:
    """The wild cards the learner can see for this seat: the table's, and its own at a showdown."""
    if not shown or seat.folded:
        return table
    own = state.variant.personal_wild(state.rules, seat, "high")
    return Wild(table.ranks | own.ranks, table.cards, table.joker)


def _seat(seat: Seat, chips, shown: bool, declared: str | None, wild: Wild) -> SeatView:
    """One seat: its chips and its cards, the face-down ones only if ``shown``, wild ones marked."""
    return SeatView(
        name=seat.name,
        stack="no limit" if seat.stack is None else dollars(chips, seat.stack),
        bet=dollars(chips, seat.bet),
        put_in=dollars(chips, seat.paid),
        folded=seat.folded,
        all_in=seat.all_in,
        cards=tuple(
            CardView(str(card), up, wild.is_wild(card)) if up or shown else CardView(None, up)
            for card, up in zip(seat.cards, seat.up)
        ),
        declared=declared,
    )


def _history(moment: Moment, showdown: bool) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The actions so far, grouped by the street on which each was taken, with the dead money
    paid on the way (a card's price, a payment for a card dealt face up) where it was paid."""
    groups: list[tuple[str, list[str]]] = []

    def said(street: str, words: list[str]) -> None:
        if not groups or groups[-1][0] != street:
            groups.append((street, []))
        groups[-1][1].extend(words)

    first = moment.states[0]
    said(_street_name(first), _dead_money(None, first))
    for before, after, action in zip(moment.states, moment.states[1:], moment.actions):
        hidden = action.verb in SECRET_CARDS and not showdown
        seat = before.seat_of(action.player)
        all_in = after.seats[seat].all_in and not before.seats[seat].all_in
        said(_street_name(before), [told(action, before.stakes.chips, hidden, all_in)])
        said(_street_name(after), _dead_money(before, after))
    return tuple((street, tuple(words)) for street, words in groups if words)


def _dead_money(before: HandState | None, after: HandState) -> list[str]:
    """The prices and payments for cards paid between two states (all those of ``after`` when
    there is no state before): money into the pot that matches no bet (BUY.PRICE,
    WILDGAME.PAYMENT), or a card a player already all in gets for nothing."""
    chips = after.stakes.chips
    words = []
    for i, seat in enumerate(after.seats):
        earlier = 0 if before is None else len(before.seats[i].prices)
        words += [
            f"{seat.name} pays {dollars(chips, price)} for a card (dead money, into the pot)"
            if price else f"{seat.name}, all in already, gets a card for nothing"
            for price, _ in seat.prices[earlier:]
        ]
    return words


def _street_name(state: HandState) -> str:
    """The street an action was taken on: ``fifth street``."""
    return state.streets[state.street].name
