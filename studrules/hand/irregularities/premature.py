"""A card dealt before the betting ended: the premature card (DEALT.PREMATURE).

The dealer deals the next street's card to ``player`` while the betting on this
street is still going. The card does not play: the hand goes on as if it had
not been dealt, and when the betting ends the house's ``premature-card`` rules
how the street is dealt (``dealing.deal_street``, which reads the count kept on
the dealer): Robert's Rules set the early cards aside (Stud 14), the TDA
reshuffle them into the stub (RP-5-D).

The dealer deals in order, so the k-th early card goes to the k-th player still
in from the dealer's left; an event naming another player, or a card other than
the stacked deck's, cannot have happened and is refused. With each player's
cards given, the early card is optional: given, it may not be a card a player
already holds, nor, set aside for good, a card of anyone's given hand.
"""

from __future__ import annotations

from studrules.cards import Card, standard_deck
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.model import Event, Reason

RULE = "DEALT.PREMATURE"
LOOKED_AT = "looked-at"
"""The cause of an early card its player looked at: Robert's Rules' exception, not played."""


class PrematureCard(Irregularity):
    verb = "premature-card"
    rule = RULE
    reporters = ("dealer", "floor")
    needs = ("player",)

    def verify(self, state: State, event: Event) -> None:
        if event.cause == LOOKED_AT:
            raise self.refuse(
                event,
                "a player who looked at a seventh-street card dealt to him early keeps it and "
                "may only call on sixth street (Robert's Rules, Seven-Card Stud 14): studrules "
                "does not play that yet, and the floor rules on it",
            )
        if event.cause is not None:
            raise self.refuse(event, f"a card dealt early has no cause but {LOOKED_AT}")
        why = _cannot(state)
        if why is not None:
            raise self.refuse(event, why)
        due = _due(state)
        if event.player != due:
            raise self.refuse(event, f"the dealer deals in order: the next card would go to {due}")
        card = _next_card(state)
        if event.card is None:
            return
        if card is not None and event.card != card:
            raise self.refuse(event, f"the next card of the stub is {card.symbol}, "
                              f"not {event.card.symbol}")
        holder = _holder(state, event.card)
        if holder is not None:
            raise self.refuse(event, f"{event.card.symbol} is {holder}'s card")

    def samples(self, state: State) -> list[Event]:
        live = [s.name for s in state.seats if not s.folded]
        return [Event("dealer", "premature-card", name) for name in live[:2]]

    def apply(self, state: State, event: Event) -> State:
        card = _next_card(state) or event.card
        street = state.streets[state.street + 1].name
        dealt = f"{event.player}'s {street} card" + (f" ({card.symbol})" if card else "")
        if state.rules.premature_card == "set-aside":
            burned = state.rules.burn_cards
            then = (f"it is set aside{' with the burn card' if burned else ''}; when the "
                    "betting ends one more card for each player still in is set aside, "
                    f"{'a card is burned ' if burned else ''}and {street} is dealt")
        else:
            then = (f"it goes back into the stub, which is shuffled when the betting ends, and "
                    f"{street} is dealt from it with no further burn")
        why = Reason(RULE, f"the dealer dealt {dealt} before the betting ended: {then}")
        dealer = state.dealer.but(early=state.dealer.early + 1)
        return state.but(dealer=dealer, reasons=(*state.reasons, why))


def _cannot(state: State) -> str | None:
    """Why no card of the next street can be dealt early now, or ``None``."""
    if state.phase != "betting" or state.round is None:
        return "no betting round is under way"
    if state.variant.phases:
        return (f"in {state.variant.title} the hand has steps of its own between the betting "
                "and the next street; no rulebook says how a card dealt early plays there: "
                "the floor decides")
    following = state.street + 1
    if following >= len(state.streets) or state.community_street is not None:
        return "no card is left to deal in this hand"
    live = sum(1 for s in state.seats if not s.folded)
    per = len(state.streets[following].deal)
    if state.dealer.early >= live * per:
        return f"every player still in has his {state.streets[following].name} card already"
    burn = state.rules.burn_cards
    if _stub(state) < live * per + burn + 1:
        return ("the stub is too short to deal the next street to everyone (DEAL.STUB-SHORT); "
                "no rulebook says how a card dealt early plays then: the floor decides")
    return None


def _due(state: State) -> str:
    """The player the dealer's next early card goes to, in dealing order."""
    live = [s.name for s in state.seats if not s.folded]
    return live[state.dealer.early % len(live)]


def _stub(state: State) -> int:
    """How many cards are left to deal, the early ones included."""
    dealer = state.dealer
    if dealer.given is None:
        return len(dealer.stub)
    return len(standard_deck()) - sum(s.dealt for s in state.seats) - dealer.burned


def _next_card(state: State) -> Card | None:
    """The card the dealer deals early now, from a stacked deck (``None`` with cards given)."""
    dealer = state.dealer
    if dealer.given is not None:
        return None
    return dealer.stub[state.rules.burn_cards + dealer.early]


def _holder(state: State, card: Card) -> str | None:
    """Who holds ``card`` already (or, set aside for good, is given it for later)."""
    for seat in state.seats:
        if card in seat.cards:
            return seat.name
    given = state.dealer.given
    if given is not None and state.rules.premature_card == "set-aside":
        for seat, holding in zip(state.seats, given):
            if card in holding.cards:
                return seat.name
    return None
