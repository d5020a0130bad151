"""A hand thrown into the muck at the showdown (SHOWDOWN.MUCKED, SHOWDOWN.ALL-IN-FACE-UP).

The dealer, the floor or the player says whose hand went into the muck and
how the floor finds it (``cause``): ``tabled`` (it had been tabled and read:
it cannot be killed, TDA 13-C), ``identifiable`` (thrown away face down and
still clearly identifiable: under ``identifiable-muck`` ``floor-decides``,
Robert's Rules' Dead Hands 2, the floor may take it back and rule it live or
rule it dead, and the engine says so, the result standing until it decides;
under ``live``, the TDA's Rule 14, it stays live), ``retrieved`` (clearly
identifiable and taken back: it stays live), ``lost`` (mixed into the muck:
the hand is dead and the pots go to the best hands left), ``part-tabled`` (some
cards shown, the rest thrown in: a hand wins only tabled whole, Robert's Rules'
Showdown 1 and the TDA's 13-A, so it is dead, SHOWDOWN.TABLE-ALL). Under ``all-in-face-up``
``when-betting-complete`` every hand was tabled once a player was all in and
the betting was over, so a lost hand of such a showdown had been tabled. The
last hand left at the showdown cannot be mucked away: it wins (TDA 17-B).
"""

from __future__ import annotations

from studrules.hand import flow
from studrules.hand.irregularities.at_showdown import ShowdownMistake, live
from studrules.hand.irregularities.base import State
from studrules.hand.model import Discretion, Event, Reason

CAUSES = {
    "tabled": "was tabled and read before it went into the muck",
    "identifiable": "was thrown away face down and is still clearly identifiable in the muck",
    "part-tabled": "was tabled only in part, the rest thrown into the muck",
    "retrieved": "is clearly identifiable and was taken back out of the muck",
    "lost": "went into the muck and cannot be told apart from the other cards there",
}
"""How the floor finds a mucked hand, as the request names it, and in the floor's words."""


TABLE_ALL = "SHOWDOWN.TABLE-ALL"
"""A hand is tabled, and can win, only with all its cards face up."""


def choices(name: str) -> tuple[str, str]:
    """What the floor may decide of ``name``'s hand thrown away and still identifiable; a
    later report that it was taken back or lost is the floor's decision, and ends it."""
    return (f"{name}'s hand plays", f"{name}'s hand is dead")


class Muck(ShowdownMistake):
    verb = "muck"
    rule = "SHOWDOWN.MUCKED"
    reporters = ("dealer", "floor", "player")
    needs = ("player", "cause")

    def check(self, state: State, event: Event) -> None:
        name = event.player or ""
        if event.reporter == "player" and event.by != name:
            raise self.refuse(event, f"only the dealer, the floor or {name} says {name} mucked")
        if event.cause not in CAUSES:
            raise self.refuse(event, f"a mucked hand is one of: {', '.join(CAUSES)}")
        seat = self.shown(state, event, name, f"{name}'s hand")
        if event.cause in ("lost", "identifiable", "part-tabled") and live(state) == [seat]:
            raise self.refuse(
                event, f"{name}'s is the last hand at the showdown: it wins without being shown"
            )

    def samples(self, state: State) -> list[Event]:
        return [
            Event(by, "muck", player=s.name, cause=cause)
            for s in state.seats
            for by in ("dealer", s.name)
            for cause in (*CAUSES, "burned")
        ]

    def apply(self, state: State, event: Event) -> State:
        name, cause = event.player or "", event.cause or ""
        told = f"{name}'s hand {CAUSES[cause]}"
        state = state.but(floor=tuple(d for d in state.floor if d.between != choices(name)))
        kept = {"retrieved": "it stays live", "tabled": "a tabled hand cannot be killed"}
        if cause in kept:
            stands = f"{told}: {kept[cause]}, the result stands"
            return self.stands(state, Reason(self.rule, stands))
        tabled = self._tabled_all_in(state, name)
        if tabled is not None:
            return self.stands(state, tabled)
        if cause == "identifiable":
            return self._identifiable(state, name, told)
        if cause == "part-tabled":
            dead = Reason(TABLE_ALL, f"{told}: a hand wins only with every card tabled (in "
                          f"stud all of them), so {name}'s is dead, the pots go to the best "
                          "hands left")
            return flow.resettled(state, [state.seat_of(name)], [dead])
        dead = Reason(self.rule, f"{told}: the hand is dead, the pots go to the best hands left")
        return flow.resettled(state, [state.seat_of(name)], [dead])

    def _identifiable(self, state: State, name: str, told: str) -> State:
        """A hand thrown away face down and still identifiable: live under the TDA; under
        Robert's Rules the floor's to take back and rule live, or to rule dead."""
        if state.rules.identifiable_muck == "live":
            why = f"{told}: it stays live, as the house's live rule says, the result stands"
            return self.stands(state, Reason(self.rule, why))
        between = choices(name)
        why = (
            f"{told}: under the house's floor-decides rule the floor may decide between "
            f"{between[0]} and {between[1]}; the result stands until it does"
        )
        return self.leaves(state, Discretion(self.rule, between), Reason(self.rule, why))

    def _tabled_all_in(self, state: State, name: str) -> Reason | None:
        """Why ``name``'s hand cannot be killed: an all-in showdown whose hands were all
        tabled once the betting was over (``all-in-face-up`` ``when-betting-complete``)."""
        all_in = [s.name for s in state.seats if not s.folded and s.all_in]
        if not all_in or state.rules.all_in_face_up != "when-betting-complete":
            return None
        return Reason(
            "SHOWDOWN.ALL-IN-FACE-UP",
            f"{all_in[0]} was all in, so every hand was tabled once the betting was over: "
            f"{name}'s hand had been read and cannot be killed, the result stands",
        )

