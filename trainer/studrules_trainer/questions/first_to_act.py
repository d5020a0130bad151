"""Who must act first on a later street: the engine's player to act as the street's betting opens.

ACT.HIGH-BOARD, ACT.LOW-BOARD, ACT.TIES, ACT.COMMUNITY-CARD choose the
street's first actor; when that player is all in, the action starts with the
next player clockwise who can act (ACT.CLOCKWISE), and that player is the
answer: the question asks who must act, and says so.
"""

from __future__ import annotations

import random

from studrules_trainer.questions.play import Moment, Style, Walk, opens_round
from studrules_trainer.questions.topic import SeatTopic


class FirstToAct(SeatTopic):
    """Click the seat that must act first on a street after the first."""

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

    def answer_words(self, moment: Moment) -> str:
        """``Carol must act first: hers is the best board`` (or who starts after an all-in one)."""
        state = moment.state
        first = state.first_seat
        acting = state.seats[state.actor].name
        if state.first_actor == state.to_act:
            return f"{acting} must act first: {acting} is the street's first actor"
        why = "has folded" if first.folded else "is all in"
        return (
            f"{acting} must act first: {first.name} is the street's first actor but {why}, "
            f"so the action starts with the next player clockwise who can act, {acting}"
        )

    def prompt(self, moment: Moment) -> str:
        """``Who must act first on fifth street?``"""
        return f"Who must act first on {moment.state.streets[moment.state.street].name}?"

    def note(self, moment: Moment) -> str:
        """The rulebook's all-in convention (ACT.CLOCKWISE) and whom it makes the answer."""
        return (
            "A player who is all in still counts as the street's first actor but cannot act: "
            "the action then starts with the next player clockwise who can, and that player "
            "is the answer."
        )

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
        if state.first_seat.all_in:
            found.append("all-in")
        return found

    def then_steps(self, moment: Moment) -> list[str]:
        """``X acts first`` (who the street's turn begins with) and, where that is not the
        street's first actor (all in), who shows the best board."""
        state = moment.state
        acting = state.seats[state.actor].name
        if state.to_act == state.first_actor:
            return [f"{acting} acts first"]
        return [f"{state.first_seat.name} shows the best board", f"{acting} acts first"]
