"""A misdeal: the deal is called off before the betting is under way, every chip goes back.

MISDEAL.CALLED: the dealer or the floor calls a misdeal, its ``cause`` one the
rulebooks list (RRoP Misdeals 1, TDA 2024 Rule 35-A); the hand ends void
(``flow.called_off``): every chip goes back to whoever put it in and the
same dealer deals again. MISDEAL.DEADLINE: only until the house's deadline
(``misdeal-deadline``: two players acting after the forced bet, or the TDA's
substantial action); after it the deal stands. MISDEAL.FOULED-DECK: a fouled
deck voids the hand whenever it is found while the hand is on.
MISDEAL.BOXED-CARD: a single card found face up in the deck is no misdeal; a
deck found a card short is no fouled deck (MISDEAL.FOULED-DECK): the hand plays on,
or, where the house says so (``short-deck`` ``misdeal``), it is a misdeal until the
deadline. The house may count the bring-in toward the deadline (``misdeal-bring-in``).

``deadline_passed`` is the deadline's test, asked also by the dealing errors
(``wrong_count``), whose rulings turn on it.
"""

from __future__ import annotations

from studrules.hand import flow
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.model import Action, Event, Reason

CAUSES = {
    "two-cards-exposed": "the dealer exposed two or more cards",
    "two-boxed-cards": "two or more cards were found face up in the deck",
    "wrong-number-of-cards": "a player was dealt the wrong number of cards",
    "out-of-sequence": "the cards were dealt out of order",
    "empty-seat": "a card was dealt to an empty seat",
    "player-dealt-out": "a player who should have been dealt in was left out",
    "fouled-deck": "the deck is fouled, holding a card twice or a card with another back",
}
"""Why a misdeal is called, as the request names it, and in the floor's words."""

ANY_TIME = frozenset({"fouled-deck"})
"""The causes that void the hand whenever they are found, the deadline past or not."""

BOXED = "boxed-card"
"""One card found face up in the deck: replaced, not a misdeal (MISDEAL.BOXED-CARD)."""

SHORT = "short-deck"
"""A deck found a card short: no rulebook voids the hand for it (MISDEAL.FOULED-DECK)."""

CHIPS_IN = frozenset({"bring-in", "complete", "bet", "raise", "call"})
"""The actions that put chips in the pot (substantial action needs one of two actions)."""


def counted_actions(state: State) -> list[Action]:
    """The players' actions that count toward the misdeal deadline, in order: all of them but
    the forced bet itself (the bring-in, or its completion by the player who must post it),
    unless the house counts it (``misdeal-bring-in`` ``counted``)."""
    actions = [a for a in state.history if isinstance(a, Action)]
    counted = state.rules.misdeal_bring_in == "counted"
    return actions[1:] if state.bring_in is not None and not counted else actions


def deadline_passed(state: State) -> str | None:
    """Why a misdeal can no longer be called (MISDEAL.DEADLINE), or ``None`` if it still can."""
    acted = counted_actions(state)
    told = ", ".join(f"{a.player} {'brings in' if a.verb == 'bring-in' else a.verb + 's'}"
                     for a in acted[:3])
    if state.rules.misdeal_deadline == "two-actions":
        if len(acted) >= 2:
            after = "" if state.rules.misdeal_bring_in == "counted" else " after the forced bet"
            return f"two players have acted{after} ({told})"
        return None
    if len(acted) >= 3 or (len(acted) == 2 and any(a.verb in CHIPS_IN for a in acted)):
        return f"there has been substantial action ({told})"
    return None


class Misdeal(Irregularity):
    verb = "misdeal"
    rule = "MISDEAL.CALLED"
    needs = ("cause",)

    def verify(self, state: State, event: Event) -> None:
        if event.cause == BOXED:
            raise self.refuse(
                event,
                "one card found face up in the deck is no misdeal: it is taken out and "
                "the next card dealt in its place",
                "MISDEAL.BOXED-CARD",
            )
        if event.cause == SHORT and state.rules.short_deck == "plays-on":
            raise self.refuse(
                event,
                "a deck a card short is not fouled, and no rulebook calls the deal off for it: "
                "the floor decides, and the hand plays on (a stub too short for a street is "
                "dealt as the short stub's rule says)",
                "MISDEAL.FOULED-DECK",
            )
        if event.cause not in CAUSES and event.cause != SHORT:
            raise self.refuse(event, f"a misdeal's cause is one of {', '.join(CAUSES)}")
        if event.cause in ANY_TIME:
            return
        passed = deadline_passed(state)
        if passed is not None:
            raise self.refuse(event, f"{passed}: the deal stands", "MISDEAL.DEADLINE")

    def samples(self, state: State) -> list[Event]:
        causes = (*CAUSES, BOXED, SHORT)
        return [Event(by, "misdeal", cause=cause) for by in ("dealer", "floor") for cause in causes]

    def apply(self, state: State, event: Event) -> State:
        cause = event.cause or ""
        if cause in ANY_TIME:
            why = Reason(
                "MISDEAL.FOULED-DECK",
                f"{CAUSES[cause]}: the hand is void, however far it has gone",
            )
        elif cause == SHORT:
            why = Reason("MISDEAL.FOULED-DECK", "the deck is a card short, and this house calls "
                                                "a misdeal for it")
        else:
            why = Reason(self.rule, f"misdeal: {CAUSES[cause]}")
        return called_off(state, why)


def called_off(state: State, why: Reason) -> State:
    """The hand called off for ``why``: every chip back, the same dealer dealing again."""
    return flow.called_off(state, Reason(why.rule, f"{why.text}; the same dealer deals again"))
