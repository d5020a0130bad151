"""Steps for misdeals (MISDEAL.*): calling one, and the deal called off."""

from __future__ import annotations

from studrules.hand.irregularities.misdeal import BOXED, CAUSES, SHORT
from studrules.scenarios.hands import cited, deal, final_result, refused_now
from studrules.scenarios.rankings import CARD
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


FOUND_UP = rf"(?:the (?P<card>{CARD})|a card) face up in the deck"


def boxed(by: str, card: str | None) -> dict[str, str]:
    """A card found face up in the deck by the dealer or the floor, as requested."""
    event = {"event": "boxed-card", "by": by}
    return {**event, "card": card} if card else event


@when(
    rf"the (?P<by>dealer|floor) finds {FOUND_UP}",
    "the dealer finds the 7c face up in the deck", IRREGULAR,
)
def finds_a_boxed_card(ctx: Context, by: str, card: str | None) -> None:
    """Record a card found face up in the deck (a boxed card), to be taken out and replaced."""
    ctx.actions.append(boxed(by, card))


@then(
    rf"the (?P<by>dealer|floor) cannot take out {FOUND_UP}(?:: (?P<why>.+))?",
    "the dealer cannot take out the Qs face up in the deck: Bob holds it", IRREGULAR,
)
def cannot_take_out(ctx: Context, by: str, card: str | None, why: str | None) -> None:
    """Check that a card told as found face up in the deck is refused (dealt, burned...)."""
    refused_now(ctx, boxed(by, card), f"the {by} cannot take out a boxed card")
