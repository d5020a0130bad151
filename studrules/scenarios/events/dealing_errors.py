"""Steps for misdealt cards (DEALT.*): a card dealt before the betting ended, a player found
with the wrong number of cards or passed over, and a hand ruled dead."""

from __future__ import annotations

from studrules.hand.irregularities.wrong_count import CAUSES
from studrules.scenarios.hands import NAME, refused_now
from studrules.scenarios.rankings import CARD
from studrules.scenarios.vocabulary import IRREGULAR, Context, then, when

FOUND = {words: cause for cause, words in CAUSES.items()}
"""What the dealer finds, as a step tells it, and as the request names it."""
WHAT = "|".join(FOUND)
EARLY = (rf"(?P<player>{NAME}) (?:the (?P<card>{CARD})|a card) before the betting ended"
         r"(?P<looked>, and (?:he|she|they) (?:looks|look) at it)?")


def premature(player: str, card: str | None, looked: str | None = None) -> dict[str, str]:
    """A card of the next street dealt to ``player`` too early (and looked at), as requested."""
    event = {"event": "premature-card", "by": "dealer", "player": player}
    if looked:
        event["cause"] = "looked-at"
    return {**event, "card": card} if card else event


def wrong_count(by: str, player: str, what: str) -> dict[str, str]:
    """What the dealer or the floor finds about ``player``'s cards, as requested."""
    return {"event": "wrong-count", "by": by, "player": player, "cause": FOUND[what]}


@when(
    rf"the dealer deals {EARLY}",
    "the dealer deals Bob the 8c before the betting ended", IRREGULAR,
)
def deals_early(ctx: Context, player: str, card: str | None, looked: str | None) -> None:
    """Record a card of the next street dealt early (", and he looks at it": he looked)."""
    ctx.actions.append(premature(player, card, looked))


@then(
    rf"the dealer cannot deal {EARLY}(?:: (?P<why>.+))?",
    "the dealer cannot deal Carol a card before the betting ended: Bob is next", IRREGULAR,
)
def cannot_deal_early(ctx: Context, player: str, card: str | None, looked: str | None,
                      why: str | None) -> None:
    """Check that such an early card cannot be dealt now (words after ":" are for people)."""
    refused_now(ctx, premature(player, card, looked), f"no early card for {player}")


@when(
    rf"the (?P<by>dealer|floor) finds that (?P<player>{NAME}) (?P<what>{WHAT})",
    "the dealer finds that Carol was dealt too many cards", IRREGULAR,
)
def finds(ctx: Context, by: str, player: str, what: str) -> None:
    """Record what the dealer or the floor finds about a player's cards."""
    ctx.actions.append(wrong_count(by, player, what))


@then(
    rf"the (?P<by>dealer|floor) cannot rule on (?P<player>{NAME}), who (?P<what>{WHAT})"
    r"(?:: (?P<why>.+))?",
    "the floor cannot rule on Carol, who was passed over by the dealer: the floor decides",
    IRREGULAR,
)
def cannot_rule(ctx: Context, by: str, player: str, what: str, why: str | None) -> None:
    """Check that the finding is refused now (the words after ":" are for people)."""
    refused_now(ctx, wrong_count(by, player, what), f"no ruling on {player}'s cards")
