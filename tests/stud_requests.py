"""Deal requests at the stakes most protocol tests use ($0.25 ante, $0.50 bring-in, $1 and $2
bets), so that a test writes only its game and its players' cards."""

from __future__ import annotations

STAKES = {"ante": "0.25", "bring_in": "0.50", "small_bet": "1", "big_bet": "2"}
"""The stakes: a quarter ante, a half-dollar bring-in, one and two dollars a bet."""


def stud_deal(cards: dict[str, str], variant: str = "seven-card-stud") -> dict:
    """A deal request of ``variant``: each player, in seat order from the dealer's left, with
    the cards written for them, and no action yet."""
    return {
        "id": 1,
        "variant": variant,
        "stakes": dict(STAKES),
        "players": [{"name": name, "cards": written} for name, written in cards.items()],
        "actions": [],
    }
