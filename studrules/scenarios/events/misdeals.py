"""Steps for misdeals (MISDEAL.*): calling one, and the deal called off."""

from __future__ import annotations

from studrules.hand.irregularities.misdeal import BOXED, CAUSES, SHORT
from studrules.scenarios.hands import cited, deal, final_result, refused_now
from studrules.scenarios.vocabulary import IRREGULAR, BadStep, Context, StepFailed, then, when

TOLD = {
    **CAUSES,
    BOXED: "a card was found face up in the deck",
    SHORT: "the deck is a card short",
}
CAUSE_WORDS = {words: cause for cause, words in TOLD.items()}
"""A misdeal's cause as a step tells it (the floor's words), and as the request names it; one
card face up in the deck and a deck a card short are told too, to show that they are no
misdeal (MISDEAL.BOXED-CARD, MISDEAL.FOULED-DECK)."""


def misdeal(by: str, cause: str) -> dict[str, str]:
    """A misdeal called by the dealer or the floor, its cause in the floor's words, as requested."""
    if cause not in CAUSE_WORDS:
        raise BadStep(f'unknown cause "{cause}": say one of: {"; ".join(CAUSE_WORDS)}')
    return {"event": "misdeal", "by": by, "cause": CAUSE_WORDS[cause]}


@when(
    r"the (?P<by>dealer|floor) calls a misdeal: (?P<cause>.+)",
    "the dealer calls a misdeal: two or more cards were found face up in the deck", IRREGULAR,
)
def calls_a_misdeal(ctx: Context, by: str, cause: str) -> None:
    """Record a misdeal called by the dealer or the floor, with its cause in the floor's words."""
    ctx.actions.append(misdeal(by, cause))


@then(
    r"the (?P<by>dealer|floor) cannot call a misdeal: (?P<cause>.+)",
    "the floor cannot call a misdeal: a card was dealt to an empty seat", IRREGULAR,
)
def cannot_call_a_misdeal(ctx: Context, by: str, cause: str) -> None:
    """Check that a misdeal called now is refused (too late, no misdeal, or the hand is over)."""
    refused_now(ctx, misdeal(by, cause), f"the {by} cannot call a misdeal")


@then(
    "the deal is void: every player takes back what they put in",
    "the deal is void: every player takes back what they put in", IRREGULAR,
)
def the_deal_is_void(ctx: Context) -> None:
    """Check that the hand was called off: no winner, every chip back to who put it in."""
    expected = "the deal void, every chip going back"
    result, reasons = final_result(ctx, expected)
    last = cited(deal(ctx), ())[-1:]
    if not result.get("void"):
        raise StepFailed(expected, "the hand was played out, not called off", (*reasons, *last))
    ctx.note("the deal is void: every player takes back what they put in", (*reasons, *last))
