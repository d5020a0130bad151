"""A card found face up in the deck: taken out and replaced (MISDEAL.BOXED-CARD).

``boxed-card``, by the dealer or the floor, ``card`` the card found face up (with a
deck it must be given: the card is taken out of the stub; with each player's cards
given it may be left out, and if given it is no card of anyone's holding). One boxed
card is no misdeal: it is treated as a scrap of paper, taken out of play (with the
burn cards, where Robert's Rules keep the cards removed from the deck for a short
stub, Seven-Card Stud 15), and the next card is dealt in its place (Robert's Rules,
Irregularities 7). A second one found before the misdeal deadline makes two or more
boxed cards, a misdeal (Robert's Rules, Misdeals 1(c); TDA 2024 Rule 35-A(1)); after
the deadline it is taken out as the first was.
"""

from __future__ import annotations

from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.irregularities.misdeal import called_off, deadline_passed
from studrules.hand.model import Event, Reason

RULE = "MISDEAL.BOXED-CARD"


class BoxedCard(Irregularity):
    verb = "boxed-card"
    rule = RULE

    def samples(self, state: State) -> list[Event]:
        dealer = state.dealer
        cards = dealer.stub[-1:] if dealer.given is None else ()
        held = [s.cards[0] for s in state.seats[:1] if s.cards]
        return [Event("dealer", self.verb, card=card) for card in (*cards, *held)]

    def verify(self, state: State, event: Event) -> None:
        card, dealer = event.card, state.dealer
        if event.player is not None or event.action is not None or event.cause is not None:
            raise self.refuse(event, "a boxed card is told by the card alone")
        holder = next((s.name for s in state.seats if card is not None and card in s.cards),
                      None)
        if holder is not None:
            raise self.refuse(event, f"{event.card.symbol if event.card else ''} is {holder}'s "
                                     "card: it was dealt, not found in the deck")
        if dealer.given is not None:
            given = next((seat.name for seat, holding in zip(state.seats, dealer.given)
                          if card is not None and card in holding.cards), None)
            if given is not None:
                raise self.refuse(event, f"{card.symbol if card else ''} is among the cards "
                                         f"{given} is dealt in this hand")
            return
        if card is None:
            raise self.refuse(event, "say which card was found face up in the deck")
        if card not in dealer.stub:
            raise self.refuse(event, f"{card.symbol} is not in the stub: it has been burned or "
                                     "taken out already")
        early = dealer.stub[state.rules.burn_cards:state.rules.burn_cards + dealer.early]
        if dealer.early and card in early:
            raise self.refuse(event, f"{card.symbol} was dealt early, face down: it is no "
                                     "card of the deck now", "DEALT.PREMATURE")

    def apply(self, state: State, event: Event) -> State:
        found = f"the {event.card.symbol}" if event.card is not None else "a card"
        before = sum(1 for e in state.history[:-1]
                     if isinstance(e, Event) and e.verb == self.verb)
        if before and deadline_passed(state) is None:
            return called_off(state, Reason("MISDEAL.CALLED", f"{found} is the second card "
                                            "found face up in the deck: misdeal, two or more "
                                            "boxed cards"))
        dealer = state.dealer
        if dealer.given is None and event.card is not None:
            at = dealer.deck.index(event.card, dealer.position)
            dealer = dealer.but(deck=(*dealer.deck[:at], *dealer.deck[at + 1:]),
                                burns=(*dealer.burns, event.card))
        else:
            dealer = dealer.but(burned=dealer.burned + 1)
        why = Reason(RULE, f"{found} was found face up in the deck: one boxed card is no "
                           "misdeal; it is taken out of play and the next card is dealt in "
                           "its place")
        return state.but(dealer=dealer, reasons=(*state.reasons, why))
