"""Who acts first on a later street: the engine's ``first_actor`` as the street's betting opens.

ACT.HIGH-BOARD, ACT.LOW-BOARD, ACT.TIES, ACT.COMMUNITY-CARD; the first actor
may be all in, and the action then starts after them.
"""

from __future__ import annotations

import random

from trainer.questions.play import Moment, Style, Walk, opens_round
from trainer.questions.topic import SeatTopic


class FirstToAct(SeatTopic):
    """Click the seat that acts first on a street after the first."""

    name = "first-to-act"
    title = "who acts first"
    style = Style(short=0.08, short_most=40, folding=0.1)
    families = ("ACT.", "WILDGAME.SHOWING", "DEAL.STUB-SHORT", "DEAL.COMMUNITY-CARD")

    def reach(self, walk: Walk, rng: random.Random) -> Moment | None:
        """The opening of a later street the seed picks, or the last one the hand reached."""
        target = rng.randrange(1, len(walk.states[0].streets))
        found = None
        for at, state in enumerate(walk):
            if state.street > 0 and opens_round(state):
                found = (at, walk.since(at))
                if state.street >= target:
                    break
        return walk.moment(*found) if found else None

    def seat(self, moment: Moment) -> int:
        """The street's first actor, as the engine says."""
        return moment.state.first_actor

    def answer_words(self, moment: Moment) -> str:
        """``Carol acts first`` (and, if Carol is all in, where the action starts)."""
        state = moment.state
        first = state.seats[state.first_actor]
        if first.all_in and state.to_act is not None:
            return (
                f"{first.name} acts first; {first.name} is all in, "
                f"so the action starts with {state.seats[state.to_act].name}"
            )
        return f"{first.name} acts first"

    def prompt(self, moment: Moment) -> str:
        """``Who acts first on fifth street?``"""
        return f"Who acts first on {moment.state.streets[moment.state.street].name}?"

    def cases(self, moment: Moment) -> list[str]:
        """A community card, a short stub, a tie between boards, wild cards showing, all in."""
        rules = moment.rules()
        state = moment.state
        found = []
        if rules & {"ACT.COMMUNITY-CARD", "DEAL.COMMUNITY-CARD"}:
            found.append("community-card")
        if "DEAL.STUB-SHORT" in rules:
            found.append("short-stub")
        if "ACT.TIES" in rules:
            found.append("tie")
        if "WILDGAME.SHOWING" in rules:
            found.append("wild-showing")
        if state.seats[state.first_actor].all_in:
            found.append("all-in")
        return found

    def then_steps(self, moment: Moment) -> list[str]:
        """``X acts first``."""
        return [f"{moment.state.seats[moment.state.first_actor].name} acts first"]
