"""Steps for forced bets gone wrong (FORCED.*): the wrong player made to bring in, a bring-in
put out for an odd amount, a player away from the table, a missed ante."""

from __future__ import annotations

from typing import Any

from studrules.scenarios.hands import AMOUNT, NAME, check, refused_now, state_of, where
from studrules.scenarios.vocabulary import IRREGULAR, Context, then, when

BY = r"(?P<by>dealer|floor)"


def wrong_bring_in(player: str, posts: str = "brings in") -> dict[str, Any]:
    """The dealer tells ``player`` to bring in by mistake and the player posts, as requested."""
    event: dict[str, Any] = {"event": "wrong-bring-in", "by": "dealer", "player": player}
    if posts.startswith("complete"):
        event["action"] = ["complete"]
    return event


def overpost(player: str, amount: str, said: str | None) -> dict[str, Any]:
    """The bring-in player puts out ``amount`` (``$0.75``), saying complete or nothing."""
    verb = "complete" if said else "bring-in"
    return {"event": "bring-in-overpost", "by": player, "action": [verb, amount.lstrip("$")]}


@when(
    rf"the dealer wrongly tells (?P<player>{NAME}) to bring in, and (?:he|she|they) "
    r"(?P<posts>brings in|bring in|completes|complete)",
    "the dealer wrongly tells Bob to bring in, and he brings in", IRREGULAR,
)
def wrongly_told(ctx: Context, player: str, posts: str) -> None:
    """Record the dealer telling the wrong player to bring in, and that player posting."""
    ctx.actions.append(wrong_bring_in(player, posts))


@then(
    rf"the dealer cannot tell (?P<player>{NAME}) to bring in",
    "the dealer cannot tell David to bring in", IRREGULAR,
)
def cannot_be_told(ctx: Context, player: str) -> None:
    """Check that telling ``player`` to bring in is no mistake the floor rules on now."""
    refused_now(ctx, wrong_bring_in(player), f"the dealer cannot tell {player} to bring in")


@when(
    rf"the {BY} corrects the bring-in",
    "the floor corrects the bring-in", IRREGULAR,
)
def corrects(ctx: Context, by: str) -> None:
    """Record the dealer or the floor correcting a bring-in posted by the wrong player."""
    ctx.actions.append({"event": "bring-in-corrected", "by": by})


@then(
    rf"the {BY} cannot correct the bring-in",
    "the floor cannot correct the bring-in", IRREGULAR,
)
def cannot_correct(ctx: Context, by: str) -> None:
    """Check that correcting the bring-in now is refused (too late, or nothing to correct)."""
    refused_now(ctx, {"event": "bring-in-corrected", "by": by},
                f"the {by} cannot correct the bring-in")


@when(
    rf"(?P<player>{NAME}) puts out (?P<amount>{AMOUNT}) for the bring-in"
    r"(?P<said>, saying complete)?",
    "David puts out $0.75 for the bring-in", IRREGULAR,
)
def puts_out(ctx: Context, player: str, amount: str, said: str | None) -> None:
    """Record the bring-in player putting out more than the bring-in, less than a completion."""
    ctx.actions.append(overpost(player, amount, said))


@then(
    rf"(?P<player>{NAME}) cannot put out (?P<amount>{AMOUNT}) for the bring-in"
    r"(?P<said>, saying complete)?",
    "Alice cannot put out $0.75 for the bring-in", IRREGULAR,
)
def cannot_put_out(ctx: Context, player: str, amount: str, said: str | None) -> None:
    """Check that an odd amount put out for the bring-in is not ruled on as one."""
    refused_now(ctx, overpost(player, amount, said),
                f"{player} cannot put out {amount} for the bring-in")


FOUND = {"away from the table": "player-absent", "has not anted": "missed-ante"}
"""What the dealer or the floor finds about a player, and the event it is (FORCED.ABSENT,
FORCED.MISSED-ANTE)."""


def found(by: str, player: str, what: str) -> dict[str, str]:
    """The dealer or the floor finding ``player`` away, or without an ante, as requested."""
    return {"event": FOUND[what], "by": by, "player": player}


@when(
    rf"the {BY} finds (?P<player>{NAME}) (?P<what>{'|'.join(FOUND)})",
    "the dealer finds David away from the table", IRREGULAR,
)
def finds(ctx: Context, by: str, player: str, what: str) -> None:
    """Record that ``player`` is away from the table, or was dealt in without anteing."""
    ctx.actions.append(found(by, player, what))


@then(
    rf"(?P<player>{NAME})'s hand is not killed for being away",
    "Bob's hand is not killed for being away", IRREGULAR,
)
def not_killed(ctx: Context, player: str) -> None:
    """Check that finding ``player`` away now is refused (not the player's turn, or too late)."""
    refused_now(ctx, found("floor", player, "away from the table"),
                f"{player}'s hand is not killed for being away")


@then(
    rf"(?P<player>{NAME})'s hand is (?P<now>killed|live)",
    "David's hand is killed", IRREGULAR,
)
def is_killed(ctx: Context, player: str, now: str) -> None:
    """Check that ``player``'s hand is out (killed, or folded), or still live."""
    expected = f"{player}'s hand is {now}"
    state, reasons = state_of(ctx, expected, "FORCED.")
    out = player in state.get("folded", [])
    ruling = f"{player}'s hand is {'out' if out else 'live'} ({where(state)})"
    check(ctx, out == (now == "killed"), expected, ruling, reasons)


@then(
    rf"the {BY} cannot collect a missed ante from (?P<player>{NAME})",
    "the floor cannot collect a missed ante from Bob", IRREGULAR,
)
def cannot_collect(ctx: Context, by: str, player: str) -> None:
    """Check that a missed ante is not ruled on (no ante in the game, or the hand is over)."""
    refused_now(ctx, found(by, player, "has not anted"), f"the {by} cannot collect a missed ante")


@when(
    rf"(?P<player>{NAME}) returns to the table",
    "David returns to the table", IRREGULAR,
)
def returns(ctx: Context, player: str) -> None:
    """Record that ``player``, reported away, is back at the table (FORCED.ABSENT)."""
    ctx.actions.append({"event": "player-returns", "by": "dealer", "player": player})
