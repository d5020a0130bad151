"""Steps for the showdown's mistakes (SHOWDOWN.*): a miscall, a mucked hand, a hand asked to be
seen, a pot pushed to the wrong player, the next deal beginning.

Each is told as the floor hears it ("Bob miscalls his hand and Carol throws hers into the
muck"); the same words after "it is refused:" check that the floor does not rule on it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from studrules.scenarios.hands import NAME, refused_now, state_of
from studrules.scenarios.vocabulary import (
    IRREGULAR,
    SHOWDOWN,
    BadStep,
    Context,
    StepFailed,
    then,
    when,
)

HIS = "(?:his|her|their)"
HIS_OWN = "(?:his|hers|theirs)"
MUCKED = {
    "after it was tabled": "tabled", "and is taken back out": "retrieved", "and is lost": "lost"
}
"""How a mucked hand is found, as a step says it, and as the request names it."""
PUSHED = {"": None, ", misreading the hands": "misread", ", paying the wrong player": "miscount"}
NEXT = {"the dealer starts shuffling for the next deal": "shuffle",
        "the next deal is under way": "action"}

CHECKS = 100
"""More checks than any hand of the games can take: a hand still going after them is refused."""

Event = dict[str, Any]
TOLD: list[tuple[re.Pattern[str], Callable[..., Event]]] = []
"""Each event as a step tells it, and how the request writes it (for "it is refused:")."""


def told(pattern: str, example: str) -> Callable[[Callable[..., Event]], Callable[..., Event]]:
    """Register ``pattern`` as a When step recording the event, and for "it is refused:"."""

    def register(build: Callable[..., Event]) -> Callable[..., Event]:
        TOLD.append((re.compile(pattern), build))

        def record(ctx: Context, **said: str) -> None:
            ctx.actions.append(build(**said))

        record.__doc__ = f"Record it: {build.__doc__}"
        when(pattern, example, IRREGULAR)(record)
        return build

    return register


@told(rf"(?P<by>{NAME}) miscalls {HIS} hand(?: and (?P<player>{NAME}) throws {HIS_OWN} into the "
      "muck)?", "Bob miscalls his hand and Carol throws hers into the muck")
def miscall(by: str, player: str | None = None) -> Event:
    """A player calls their hand for what it is not (and another player mucks, believing it)."""
    return {"event": "miscall", "by": by, **({"player": player} if player else {})}


@told(rf"(?P<player>{NAME})'s hand goes into the muck (?P<how>{'|'.join(MUCKED)})",
      "Carol's hand goes into the muck and is lost")
def muck(player: str, how: str) -> Event:
    """A hand thrown into the muck at the showdown, and how the floor finds it."""
    return {"event": "muck", "by": "dealer", "player": player, "cause": MUCKED[how]}


@told(rf"(?P<by>{NAME}) asks to see the hand (?P<player>{NAME}) threw away",
      "Bob asks to see the hand Carol threw away")
def asks_to_see(by: str, player: str) -> Event:
    """A player asks to see a hand thrown away face down at the showdown."""
    return {"event": "asks-to-see", "by": by, "player": player}


@told(rf"the dealer pushes the pot to (?P<player>{NAME})(?P<how>{'|'.join(PUSHED)})",
      "the dealer pushes the pot to Bob, misreading the hands")
def wrong_push(player: str, how: str) -> Event:
    """The dealer pushes the pot to a player (misreading the hands, or paying the wrong one)."""
    cause = PUSHED[how]
    return {"event": "wrong-push", "by": "dealer", "player": player,
            **({"cause": cause} if cause else {})}


@told(f"(?P<how>{'|'.join(NEXT)})", "the dealer starts shuffling for the next deal")
def next_deal(how: str) -> Event:
    """The next deal begins (its first riffle) or is under way (players have acted on it)."""
    return {"event": "next-deal", "by": "dealer", "cause": NEXT[how]}


@then(r"it is refused: (?P<said>.+)", "it is refused: Bob asks to see the hand Carol threw away",
      IRREGULAR)
def it_is_refused(ctx: Context, said: str) -> None:
    """Check that the floor does not rule on a showdown mistake told now (too late, or not so)."""
    for pattern, build in TOLD:
        found = pattern.fullmatch(said)
        if found:
            refused_now(ctx, build(**found.groupdict()), f"the floor to refuse: {said}")
            return
    examples = "; ".join(pattern.pattern for pattern, _ in TOLD)
    raise BadStep(f'"{said}" is not a showdown mistake the steps know: {examples}')


@when("the hand is checked down to the showdown", "the hand is checked down to the showdown",
      SHOWDOWN)
def checked_down(ctx: Context) -> None:
    """Record a check by every player to act, street after street, until the hand is over."""
    expected = "every player to check until the showdown"
    for _ in range(CHECKS):
        state, _ = state_of(ctx, expected)
        if state["phase"] == "complete":
            return
        if not any(item["action"] == "check" for item in state["legal"]):
            raise StepFailed(expected, f"{state['to_act']} cannot check: there is a bet to call")
        ctx.actions.append([state["to_act"], "check"])
    raise StepFailed(expected, "the hand is still going")
