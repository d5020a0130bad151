"""Steps every topic of irregularities shares: a hand ruled dead."""

from __future__ import annotations

from studrules.scenarios.hands import IRREGULAR_RULES, NAME, check, state_of
from studrules.scenarios.vocabulary import IRREGULAR, Context, StepFailed, then


@then(
    rf"(?P<player>{NAME})'s hand is dead",
    "Bob's hand is dead", IRREGULAR,
)
def hand_is_dead(ctx: Context, player: str) -> None:
    """Check that ``player`` is out of the hand (a dead hand: folded, no more cards)."""
    expected = f"{player}'s hand is dead"
    state, reasons = state_of(ctx, expected, *IRREGULAR_RULES)
    if player not in (state.get("cards") or {}):
        raise StepFailed(expected, f"{player} is not at the table", reasons)
    dead = player in (state.get("folded") or [])
    check(ctx, dead, expected, f"{player} is {'out of' if dead else 'still in'} the hand", reasons)
