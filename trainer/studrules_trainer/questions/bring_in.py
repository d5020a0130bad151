"""Who must act first on the first street: the bring-in, or who starts when it cannot.

The answer is the engine's player to act as the round opens: the holder of
the bring-in card (BRING-IN.*), or, when that player is all in for the ante,
the next player clockwise who can act (BRING-IN.ALL-IN); where no bring-in
is posted, the player who opens (OPEN.NO-BRING-IN, FIVE.OPENER), passed over
in turn if all in (ACT.CLOCKWISE). The question says so.
"""

from __future__ import annotations

import random

from studrules import Legal, Rank, amount_of
from studrules_trainer.questions.play import Moment, Style, Walk, opens_round
from studrules_trainer.questions.sentences import may_step
from studrules_trainer.questions.topic import SeatTopic
from studrules_trainer.questions.words import dollars


def _posting(moment: Moment) -> Legal | None:
    """The bring-in the player to act may post, if the round opens with one."""
    return next((a for a in moment.state.legal_actions() if a.verb == "bring-in"), None)


class BringIn(SeatTopic):
    """Click the seat that must act first on the first street: the bring-in, or who starts."""

    name = "bring-in"
    title = "the bring-in"
    style = Style(short=0.12, short_most=4, folding=0.3)
    families = (
        "BRING-IN.", "OPEN.", "FIVE.OPENER", "WILDGAME.SHOWING", "POTLIMIT.BRING-IN", "ACT.TIES",
        "ACT.CLOCKWISE",
    )

    def reach(self, walk: Walk, rng: random.Random) -> Moment | None:
        """The first betting round as it opens (after any face-up threes are paid for)."""
        for at, state in enumerate(walk):
            if state.over or state.street > 0:
                return None
            if opens_round(state):
                return walk.moment(at, 0)
        return None

    def answer_words(self, moment: Moment) -> str:
        """Who must act first and why: the bring-in, its all-in holder passed over, the opener."""
        state = moment.state
        name = state.seats[state.actor].name
        may = may_step(moment)
        if _posting(moment) is None:
            opener = state.first_seat.name
            if state.first_actor == state.to_act:
                return f"{name} must act first: no bring-in is posted, and {name} opens the betting"
            return (
                f"{name} must act first: no bring-in is posted, and {opener} would open the "
                f"betting but is all in, so the action starts with {name}"
            )
        if state.bring_in == state.to_act:
            return f"{name} must act first, as the bring-in: {may}"
        holder = state.bring_in_seat.name
        options = may.split(" may ", 1)[1]
        return (
            f"{name} must act first: the bring-in card is {holder}'s, but {holder} is all in "
            f"for the ante and posts nothing, so the action starts with {name}, who may {options}"
        )

    def prompt(self, moment: Moment) -> str:
        """Who must act first as the first round opens, with the rulebook's all-in convention."""
        return f"Who must act first on {moment.state.streets[0].name}?"

    def note(self, moment: Moment) -> str:
        """The rulebook's convention for a bring-in all in for the ante (BRING-IN.ALL-IN)."""
        return (
            "Usually the player who must post the bring-in. If that player is all in for the "
            "ante, they post nothing and the action starts with the next player clockwise who "
            "can act; where no bring-in is posted, with the player who opens the betting."
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
        name = state.seats[state.actor].name
        posting = _posting(moment)
        if posting is None:  # the bring-in's door card is all in: the turn begins after it
            return [f"{name} acts first"]
        if state.bring_in == state.to_act:
            posts = dollars(state.stakes.chips, amount_of(posting))
            return [f"{name} must post the bring-in of {posts}"]
        return [f"it is {name}'s turn", may_step(moment)]
