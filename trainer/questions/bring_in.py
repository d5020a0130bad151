"""Who must post the bring-in, or, where none is posted, who opens the betting.

The answer is what the engine did: the player to act with a bring-in among
their legal actions (BRING-IN.*), or the first actor where the high card opens
(OPEN.NO-BRING-IN, FIVE.OPENER).
"""

from __future__ import annotations

import random

from studrules.cards import Rank
from studrules.hand.model import Legal
from trainer.questions.play import Moment, Style, Walk, opens_round
from trainer.questions.sentences import may_step
from trainer.questions.topic import SeatTopic
from trainer.questions.words import dollars


def _posting(moment: Moment) -> Legal | None:
    """The bring-in the player to act may post, if the round opens with one."""
    return next((a for a in moment.state.legal_actions() if a.verb == "bring-in"), None)


class BringIn(SeatTopic):
    """Click the seat that must post the bring-in (or that opens, with no bring-in)."""

    name = "bring-in"
    title = "the bring-in"
    style = Style(short=0.12, short_most=4, folding=0.3)
    families = (
        "BRING-IN.", "OPEN.", "FIVE.OPENER", "WILDGAME.SHOWING", "POTLIMIT.BRING-IN", "ACT.TIES"
    )

    def reach(self, walk: Walk, rng: random.Random) -> Moment | None:
        """The first betting round as it opens (after any face-up threes are paid for)."""
        for at, state in enumerate(walk):
            if state.over or state.street > 0:
                return None
            if opens_round(state):
                return walk.moment(at, 0)
        return None

    def seat(self, moment: Moment) -> int:
        """The player due to post the bring-in, or the first actor where none is posted."""
        state = moment.state
        return state.to_act if _posting(moment) else state.first_actor

    def answer_words(self, moment: Moment) -> str:
        """``Carol must post the bring-in of $2`` or ``Carol opens the betting``."""
        state = moment.state
        name = state.seats[self.seat(moment)].name
        posting = _posting(moment)
        if posting is None:
            return f"{name} opens the betting (no bring-in is posted)"
        return f"{name} must post the bring-in of {dollars(state.stakes.chips, posting.to)}"

    def prompt(self, moment: Moment) -> str:
        """The same question whether or not a bring-in is posted: that is part of the answer."""
        street = moment.state.streets[0].name
        return (
            f"Who must post the bring-in on {street}? "
            "Where no bring-in is posted, who opens the betting?"
        )

    def cases(self, moment: Moment) -> list[str]:
        """All in for the ante, wild door cards, ties on rank, an ace in a low game, none posted."""
        rules = moment.rules()
        state = moment.state
        found = []
        if "BRING-IN.ALL-IN" in rules:
            found.append("all-in")
        if "WILDGAME.SHOWING" in rules:
            found.append("wild-door")
        if "BRING-IN.SUIT-TIE" in rules:
            found.append("suit-tie")
        if "ACT.TIES" in rules:  # equal boards open without a bring-in
            found.append("tie")
        doors = [seat.up_cards[0] for seat in state.seats if not seat.folded and seat.up_cards]
        lows = state.variant.low_game or "low" in state.variant.shares
        if lows and any(card.rank is Rank.ACE for card in doors):  # low, or high for the door?
            found.append("ace-door")
        if _posting(moment) is None:
            found.append("no-bring-in")
        return found

    def then_steps(self, moment: Moment) -> list[str]:
        """Who must post the bring-in (or may, if the door card that brings in is all in)."""
        state = moment.state
        name = state.seats[self.seat(moment)].name
        posting = _posting(moment)
        if posting is None:
            return [f"{name} acts first"]
        if state.bring_in == state.to_act:
            return [f"{name} must post the bring-in of {dollars(state.stakes.chips, posting.to)}"]
        return [f"it is {name}'s turn", may_step(moment)]
