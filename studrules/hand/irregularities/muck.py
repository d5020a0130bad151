"""A hand thrown into the muck at the showdown (SHOWDOWN.MUCKED, SHOWDOWN.ALL-IN-FACE-UP).

The dealer, the floor or the player says whose hand went into the muck and
how the floor finds it (``cause``): ``tabled`` (it had been tabled and read:
it cannot be killed, TDA 13-C), ``retrieved`` (clearly identifiable and taken
back: it stays live), ``lost`` (mixed into the muck: the hand is dead and the
pots go to the best hands left). Under ``all-in-face-up``
``when-betting-complete`` every hand was tabled once a player was all in and
the betting was over, so a lost hand of such a showdown had been tabled. The
last hand left at the showdown cannot be mucked away: it wins (TDA 17-B).
"""

from __future__ import annotations

from studrules.hand import flow
from studrules.hand.irregularities.at_showdown import ShowdownMistake, live
from studrules.hand.irregularities.base import State
from studrules.hand.model import Event, Reason

CAUSES = {
    "tabled": "was tabled and read before it went into the muck",
    "retrieved": "is clearly identifiable and was taken back out of the muck",
    "lost": "went into the muck and cannot be told apart from the other cards there",
}
"""How the floor finds a mucked hand, as the request names it, and in the floor's words."""


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
        if event.cause == "lost" and live(state) == [seat]:
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
        kept = {"retrieved": "it stays live", "tabled": "a tabled hand cannot be killed"}
        if cause in kept:
            stands = f"{told}: {kept[cause]}, the result stands"
            return self.stands(state, Reason(self.rule, stands))
        all_in = [s.name for s in state.seats if not s.folded and s.all_in]
        if all_in and state.rules.all_in_face_up == "when-betting-complete":
            return self.stands(
                state,
                Reason(
                    "SHOWDOWN.ALL-IN-FACE-UP",
                    f"{all_in[0]} was all in, so every hand was tabled once the betting was over: "
                    f"{name}'s hand had been read and cannot be killed, the result stands",
                ),
            )
        dead = Reason(self.rule, f"{told}: the hand is dead, the pots go to the best hands left")
        return flow.resettled(state, [state.seat_of(name)], [dead])

