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

Robert's Rules' exception (Stud 14), ``cause`` ``looked-at``: a last card dealt
face down early and looked at by its player is his to keep, and he may only call
for the rest of the street (a ``call-only`` entry of ``HandState.held``). Only the
first early card of the street can be kept: it is the card the street gives him
first anyway, so the street is dealt as usual; later early cards are the floor's.
Should he fold before the street is dealt, the card is set aside as an early card
(``released``, asked by ``HandState.apply`` before a fold), so nobody else gets it.
"""

from __future__ import annotations

from studrules.cards import Card, standard_deck
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.model import Action, Event, Held, Reason

RULE = "DEALT.PREMATURE"
LOOKED_AT = "looked-at"
"""The cause of an early last card its player looked at: Robert's Rules' exception, kept."""


class PrematureCard(Irregularity):
    verb = "premature-card"
    rule = RULE
    reporters = ("dealer", "floor")
    needs = ("player",)

    def verify(self, state: State, event: Event) -> None:
        if event.cause is not None and event.cause != LOOKED_AT:
            raise self.refuse(event, f"a card dealt early has no cause but {LOOKED_AT}")
        why = _cannot(state)
        if why is None and _looked_at(state) is not None:
            why = (f"{_looked_at(state)} looked at a card dealt early on this street and keeps "
                   "it: no rulebook says how more early cards are dealt around it, the floor "
                   "decides")
        if why is None and event.cause == LOOKED_AT and _keeps(state):
            why = _not_kept(state)
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
        if event.cause == LOOKED_AT and _keeps(state):
            return _kept(state, event, dealt)
        if state.rules.premature_card == "set-aside":
            burned = state.rules.burn_cards
            then = (f"it is set aside{' with the burn card' if burned else ''}; when the "
                    "betting ends one more card for each player still in is set aside, "
                    f"{'a card is burned ' if burned else ''}and {street} is dealt")
        else:
            then = (f"it goes back into the stub, which is shuffled when the betting ends, and "
                    f"{street} is dealt from it with no further burn")
            if event.cause == LOOKED_AT:
                then += f"; that {event.player} looked at it changes nothing"
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


def _keeps(state: State) -> bool:
    """Whether the house keeps a card looked at for its player: Robert's Rules (``set-aside``)
    do; the TDA (``reshuffle``) shuffle every early card back, looked at or not."""
    return state.rules.premature_card == "set-aside"


def _not_kept(state: State) -> str | None:
    """Why a card dealt early that the player looked at is not his to keep now, or ``None``:
    Robert's Rules keep only a last card, dealt face down, and this rulebook only the first
    card dealt early, which goes where the street's first card would."""
    following = state.streets[state.street + 1]
    if state.street + 1 != len(state.streets) - 1 or following.deal != "D":
        return (f"only a last card dealt face down is kept by the player who looked at it; "
                f"{following.name}'s card dealt early does not play, looked at or not")
    if state.dealer.early:
        return ("other cards of the street went out early before it: no rulebook says how the "
                "street is dealt around a card kept among them, the floor decides")
    return None


def _looked_at(state: State) -> str | None:
    """Who keeps a card of the next street dealt early and looked at, if anyone does."""
    kept = next((h for h in state.held if h.kind == "call-only" and h.street == state.street),
                None)
    return None if kept is None else state.seats[kept.seat].name


def _kept(state: State, event: Event, dealt: str) -> State:
    """Robert's Rules (Seven-Card Stud 14): the player who looked at his last card dealt early
    keeps it, and may only call for the rest of this street. The card is the one the street
    would have given him first, so the street is dealt as usual when the betting ends."""
    name = event.player or ""
    seat = state.seat_of(name)
    entry = Held(seat, Action(name, "call"), state.betting.level, state.street, "call-only", RULE)
    why = Reason(RULE, f"the dealer dealt {dealt} before the betting ended, and {name} looked at "
                       f"it: {name} keeps it as his last card, and may only call on "
                       f"{state.streets[state.street].name}, not bet or raise")
    return state.but(held=(*state.held, entry), reasons=(*state.reasons, why))


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


def released(state: State, seat: int) -> State:
    """``state`` as the player at ``seat`` folds: a last card he looked at and kept no longer
    plays for him, and is set aside as any card dealt early is (DEALT.PREMATURE), so that
    no other player is dealt the card he saw."""
    kept = next((h for h in state.held if h.kind == "call-only" and h.seat == seat
                 and h.street == state.street), None)
    if kept is None:
        return state
    name = state.seats[seat].name
    why = Reason(RULE, f"{name} folds: the card he looked at and kept does not play, and is set "
                       "aside as a card dealt early")
    return state.but(held=tuple(h for h in state.held if h is not kept),
                     dealer=state.dealer.but(early=state.dealer.early + 1),
                     reasons=(*state.reasons, why))
