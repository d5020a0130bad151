"""Steps for the showdown's mistakes (SHOWDOWN.*): a miscall, a mucked hand, a hand asked to be
seen, a pot pushed to the wrong player, the next deal beginning.

Each is told as the floor hears it ("Bob miscalls his hand and Carol throws hers into the
muck"); the same words after "it is refused:" (or quoted after "the floor cannot rule on")
check that the floor does not rule on it.
"""

from __future__ import annotations

from typing import Any

from studrules.scenarios.events.rulings import refused_event
from studrules.scenarios.hands import AMOUNT, NAME, TO_DO, decimal, state_of, where
from studrules.scenarios.vocabulary import (
    IRREGULAR,
    SHOWDOWN,
    Context,
    StepFailed,
    hint,
    then,
    when,
)

HIS = "(?:his|her|their)"
HIS_OWN = "(?:his|hers|theirs)"
MUCKED = {
    "after it was tabled": "tabled", "and is taken back out": "retrieved", "and is lost": "lost",
    "face down and can still be told apart": "identifiable",
    "with only some of its cards tabled": "part-tabled",
}
"""How a mucked hand is found, as a step says it, and as the request names it."""
PUSHED = {"": None, ", misreading the hands": "misread", ", paying the wrong player": "miscount"}
NEXT = {"the dealer starts shuffling for the next deal": "shuffle",
        "the next deal is under way": "action"}

CHECKS = 100
"""More checks than any hand of the games can take: a hand still going after them is refused."""

Event = dict[str, Any]
MISCALL = (rf"(?P<by>{NAME}) miscalls {HIS} hand(?: and (?P<player>{NAME}) throws {HIS_OWN} into "
           "the muck)?")
MUCK = rf"(?P<player>{NAME})'s hand goes into the muck (?P<how>{'|'.join(MUCKED)})"
ASK = rf"(?P<by>{NAME}) asks to see the hand (?P<player>{NAME}) threw away"
PUSH = (rf"the dealer pushes (?:the pot|(?P<amount>{AMOUNT}) of it) to (?P<player>{NAME})"
        rf"(?P<how>{'|'.join(PUSHED)})")
DEAL = f"(?P<how>{'|'.join(NEXT)})"


def miscall(by: str, player: str | None = None) -> Event:
    """A player calls their hand for what it is not (and another player mucks, believing it)."""
    return {"event": "miscall", "by": by, **({"player": player} if player else {})}


def muck(player: str, how: str) -> Event:
    """A hand thrown into the muck at the showdown, and how the floor finds it."""
    return {"event": "muck", "by": "dealer", "player": player, "cause": MUCKED[how]}


def asks_to_see(by: str, player: str) -> Event:
    """A player asks to see a hand thrown away face down at the showdown."""
    return {"event": "asks-to-see", "by": by, "player": player}


def wrong_push(amount: str | None, player: str, how: str) -> Event:
    """The dealer pushes the pot, or ``amount`` of it, to a player (misreading the hands, or
    paying the wrong one)."""
    cause = PUSHED[how]
    return {"event": "wrong-push", "by": "dealer", "player": player,
            **({"cause": cause} if cause else {}),
            **({"amount": decimal(amount)} if amount else {})}


def next_deal(how: str) -> Event:
    """The next deal begins (its first riffle) or is under way (players have acted on it)."""
    return {"event": "next-deal", "by": "dealer", "cause": NEXT[how]}




hint("when", rf"(?P<player>{NAME}) mucks\b",
     "a hand given up in the betting is told with: When {player} folds; a hand thrown into "
     "the muck at the showdown with: When {player}'s hand goes into the muck after it was "
     "tabled (or: and is taken back out; and is lost)")


@when(MISCALL, "Bob miscalls his hand and Carol throws hers into the muck", IRREGULAR)
def miscalls(ctx: Context, by: str, player: str | None) -> None:
    """Record a miscall at the showdown, and the hand it made another player muck."""
    ctx.actions.append(miscall(by, player))


@when(MUCK, "Carol's hand goes into the muck and is lost", IRREGULAR)
def goes_into_the_muck(ctx: Context, player: str, how: str) -> None:
    """Record a hand thrown into the muck at the showdown, tabled, taken back or lost."""
    ctx.actions.append(muck(player, how))


@when(ASK, "Bob asks to see the hand Carol threw away", IRREGULAR)
def asks_to_see_a_hand(ctx: Context, by: str, player: str) -> None:
    """Record a player asking to see a hand thrown away face down at the showdown."""
    ctx.actions.append(asks_to_see(by, player))


@when(PUSH, "the dealer pushes $1.25 of it to Bob, misreading the hands", IRREGULAR)
def pushes_the_pot(ctx: Context, amount: str | None, player: str, how: str) -> None:
    """Record the dealer pushing the pot, or part of it, to a player who did not win it all."""
    ctx.actions.append(wrong_push(amount, player, how))


@when(DEAL, "the dealer starts shuffling for the next deal", IRREGULAR)
def the_next_deal(ctx: Context, how: str) -> None:
    """Record the next deal beginning, or under way: the deadline of a showdown's disputes."""
    ctx.actions.append(next_deal(how))


@then(r"it is refused: (?P<said>.+)", "it is refused: Bob asks to see the hand Carol threw away",
      IRREGULAR)
def it_is_refused(ctx: Context, said: str) -> None:
    """Check that the floor does not rule on a showdown mistake told now (too late, or not so)."""
    refused_event(ctx, said, f"the floor to refuse: {said}")


@when("the hand is checked down to the showdown", "the hand is checked down to the showdown",
      SHOWDOWN)
def checked_down(ctx: Context) -> None:
    """Record checks until the hand is over or a player must declare, buy, roll or pay."""
    expected = "every player to check until the showdown"
    for _ in range(CHECKS):
        state, _ = state_of(ctx, expected)
        if state["phase"] == "complete":
            return
        if state["phase"] in TO_DO:
            player, choice = state["to_act"], TO_DO[state["phase"]]
            ctx.note(f"{where(state)}: the checking stops here: {player} must {choice}, which no "
                     "check does")
            return
        if not any(item["action"] == "check" for item in state["legal"]):
            raise StepFailed(expected, f"{state['to_act']} cannot check: there is a bet to call")
        ctx.actions.append([state["to_act"], "check"])
    raise StepFailed(expected, "the hand is still going")
