"""Declaring high or low before the showdown (DECLARE.WHEN, DECLARE.METHOD).

Simultaneous declarations may come in any order; in turn, they come one by
one from the last aggressor (or the first actor) or from the dealer's left.
Works on a ``HandState`` (see ``engine``) and returns the next one.
"""

from __future__ import annotations

from studrules.hand.model import Legal, Reason, evolve

CHOICES = ("high", "low")
BOTH = (*CHOICES, "both")


def order(state) -> list[int]:
    """The players still in, in the order they declare."""
    n = len(state.seats)
    start = 0
    if state.rules.declare_method == "in-turn-from-last-aggressor":
        start = state.first_actor if state.shows_first is None else state.shows_first
    return [(start + k) % n for k in range(n) if not state.seats[(start + k) % n].folded]


def undeclared(state) -> list[int]:
    """The players still to declare, in declaring order."""
    done = {i for i, _ in state.declarations}
    return [i for i in order(state) if i not in done]


def start(state):
    """Everyone still in is asked to declare."""
    how = {
        "simultaneous": "all at once",
        "in-turn-from-last-aggressor": "in turn from the last bettor",
        "in-turn-from-dealer-left": "in turn from the dealer's left",
    }[state.rules.declare_method]
    ways = "high, low or both" if state.variant.declare_both else "high or low"
    reasons = [
        Reason("DECLARE.WHEN", f"the betting is over: each player still in declares {ways}, {how}")
    ]
    if state.variant.declare_both:
        reasons.append(
            Reason("DECLARE.BOTH", "a player may declare both ways, and must then win both")
        )
    state = evolve(state, phase="declaring", reasons=(*state.reasons, *reasons))
    return evolve(state, to_act=undeclared(state)[0])


def may_declare(state, seat: int) -> bool:
    """Whether ``seat`` may declare now (anyone not yet declared, if declarations are secret)."""
    if state.rules.declare_method == "simultaneous":
        return seat in undeclared(state)
    return seat == state.to_act


def legal(state) -> list[Legal]:
    """High or low, and both where the game allows it (DECLARE.BOTH)."""
    choices = BOTH if state.variant.declare_both else CHOICES
    return [Legal("declare", what=choice) for choice in choices]


def apply(state, seat: int, chosen: Legal):
    """The state after ``seat`` declares; once all have, the showdown."""
    name = state.seats[seat].name
    reason = Reason("DECLARE.METHOD", f"{name} declares {chosen.what}")
    state = evolve(
        state,
        declarations=(*state.declarations, (seat, chosen.what)),
        reasons=(*state.reasons, reason),
    )
    waiting = undeclared(state)
    if waiting:
        return evolve(state, to_act=waiting[0])
    return state._settle()
