"""A player found with the wrong number of cards: a misdeal early, a dead hand later.

DEALT.WRONG-COUNT: on the first street, before the misdeal deadline
(MISDEAL.DEADLINE), a hand with too many or too few cards is a misdeal (RRoP
Misdeals 1(d)-(e), TDA 35-A(5)); after it the hand is dead: the player is out,
his chips stay in the pot (RRoP Stud 18, Dead Hands 1(d); TDA Rule 38).
DEALT.MISSING-LAST-CARD: a player dealt no last card plays the cards he has, or
his hand is dead, as the house's ``missing-last-card`` says; in the five-card
games the four cards left make no poker hand, and the hand is dead. DEALT.SKIPPED: a
player the dealer passed over on the first deal is a misdeal before the
deadline; on a later street no source rules, and the floor decides.

Once the betting is over (at the showdown, or when a hand with players all in
has run out) the count is ruled on until the next deal begins
(SHOWDOWN.DEADLINE): a dead hand goes out of the showdown and the pots are
settled again (``flow.resettled``); a missing last card ruled live is ranked
without it.

In the hand the engine keeps, every player was dealt his proper cards: the
event says what the dealer found, and the ruling follows from it (a dead hand
is out; a missing last card is taken out of the player's hand).
"""

from __future__ import annotations

from studrules.hand import flow
from studrules.hand.irregularities.at_showdown import disputable
from studrules.hand.irregularities.base import Irregularity, State
from studrules.hand.irregularities.misdeal import called_off, deadline_passed
from studrules.hand.model import Event, Reason

CAUSES = {
    "too-many": "was dealt too many cards",
    "too-few": "was dealt too few cards",
    "missing-last-card": "was dealt no last card",
    "skipped": "was passed over by the dealer",
}
"""What the dealer found, as the request names it, and in the floor's words."""


HAND_SIZE = 5
"""The cards of a poker hand: with fewer left, a hand cannot be ruled live
(DEALT.MISSING-LAST-CARD)."""


class WrongCount(Irregularity):
    verb = "wrong-count"
    rule = "DEALT.WRONG-COUNT"
    needs = ("player", "cause")
    after_result = True  # a count found at the showdown, or once an all-in hand has run out

    def verify(self, state: State, event: Event) -> None:
        if event.cause not in CAUSES:
            raise self.refuse(event, f"what the dealer found is one of {', '.join(CAUSES)}")
        seat = state.seats[state.seat_of(event.player or "")]
        if state.over:
            disputable(self, state, event)
        if seat.folded:
            raise self.refuse(event, f"{seat.name} is no longer in the hand")
        if state.over:
            self._at_showdown(state, event)
            return
        if state.phase != "betting" or state.round is None:
            raise self.refuse(event, "the hand is between its betting rounds: the floor rules "
                              "once the betting resumes")
        early = state.street == 0 and deadline_passed(state) is None
        if event.cause == "skipped" and not early:
            raise self.refuse(
                event,
                "no rulebook rules on a player passed over once the deal is under way: the "
                "floor decides (the dealer gives him his card in turn if the order can be "
                "restored; a player who has acted with too few cards has a dead hand)",
                "DEALT.SKIPPED",
            )
        if event.cause == "missing-last-card":
            last = len(state.streets) - 1
            if state.street != last or state.community_street is not None:
                raise self.refuse(
                    event,
                    "a missing last card is found once the last card has been dealt",
                    "DEALT.MISSING-LAST-CARD",
                )
            if any(e == event for e in state.history):
                raise self.refuse(event, "the floor has ruled on it already",
                                  "DEALT.MISSING-LAST-CARD")

    def _at_showdown(self, state: State, event: Event) -> None:
        """What is refused of a count found once the betting is over: a player passed over
        (the floor's, as on any later street) and a missing last card told twice."""
        if event.cause == "skipped":
            raise self.refuse(event, "no rulebook rules on a player passed over once the deal is "
                              "under way: the floor decides", "DEALT.SKIPPED")
        if event.cause == "missing-last-card" and any(e == event for e in state.history):
            raise self.refuse(event, "the floor has ruled on it already",
                              "DEALT.MISSING-LAST-CARD")

    def samples(self, state: State) -> list[Event]:
        live = [s.name for s in state.seats if not s.folded][:2]
        return [Event("dealer", "wrong-count", name, cause=cause)
                for name in live for cause in CAUSES]

    def apply(self, state: State, event: Event) -> State:
        name, cause = event.player or "", event.cause or ""
        found = f"{name} {CAUSES[cause]}"
        if state.over:
            return _at_showdown(state, event, found)
        if state.street == 0 and deadline_passed(state) is None and cause != "missing-last-card":
            rule = "DEALT.SKIPPED" if cause == "skipped" else self.rule
            return called_off(state, Reason(rule, f"misdeal: {found} before the deal was "
                                                  "under way"))
        seat = state.seat_of(name)
        short = len(state.seats[seat].cards) <= HAND_SIZE  # no poker hand without its last card
        if cause == "missing-last-card" and state.rules.missing_last_card == "live" and not short:
            return without_last_card(state, seat, Reason(
                "DEALT.MISSING-LAST-CARD",
                f"{found}: the hand is live, and plays the cards it holds",
            ))
        rule = "DEALT.MISSING-LAST-CARD" if cause == "missing-last-card" else self.rule
        if cause == "missing-last-card" and short:
            found += f", and the {len(state.seats[seat].cards) - 1} cards left make no poker hand"
        uncalled = state.seats[seat].bet > max(
            (s.bet for i, s in enumerate(state.seats) if i != seat), default=0
        )
        back = " (the bet nobody has called goes back)" if uncalled else ""
        return flow.killed(state, seat, Reason(
            rule, f"{found}: the hand is dead, and the chips {name} put in stay in the pot{back}"
        ))


def _at_showdown(state: State, event: Event, found: str) -> State:
    """A count found once the betting is over: the hand is dead and the pots are settled again
    without it (DEALT.WRONG-COUNT); a missing last card ruled live plays the cards it holds,
    and the pots are settled again with them (DEALT.MISSING-LAST-CARD)."""
    seat = state.seat_of(event.player or "")
    short = len(state.seats[seat].cards) <= HAND_SIZE
    if event.cause == "missing-last-card":
        rule = "DEALT.MISSING-LAST-CARD"
        if state.rules.missing_last_card == "live" and not short:
            why = Reason(rule, f"{found}, found at the showdown: the hand is live, and plays "
                               "the cards it holds; the pots are settled again")
            return flow.resettled(without_last_card(state, seat, why), [], [])
    else:
        rule = "DEALT.WRONG-COUNT"
    return flow.resettled(state, [seat], [Reason(
        rule, f"{found}, found at the showdown: the hand is dead, and the pots go to the best "
              "hands left")])


def without_last_card(state: State, index: int, why: Reason) -> State:
    """The hand with the last card dealt to seat ``index`` taken out of play (a burn card)."""
    seat = state.seats[index]
    card = seat.cards[-1]
    seats = (*state.seats[:index],
             seat.but(cards=seat.cards[:-1], up=seat.up[:-1]),
             *state.seats[index + 1:])
    dealer = state.dealer
    if dealer.given is None:
        dealer = dealer.but(burns=(*dealer.burns, card))
    return state.but(seats=seats, dealer=dealer, reasons=(*state.reasons, why))
