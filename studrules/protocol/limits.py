"""The protocol's limits: how much one request may hold, so that every answer is bounded work.

They are rules of the protocol (docs/protocol.md, "Limits"), announced by the
handshake's ``limits`` and written into the schemas. A request beyond one is
refused as a ``bad-request`` naming the field and the limit, before the work
it would cost. Within them the reference engine answers any request in well
under a second (``benchmarks/worst_case.py`` prints the slowest kinds).
"""

from __future__ import annotations

from studrules.cards import ALL_CARDS
from studrules.money import DECIMALS, WHOLE_DIGITS
from studrules.protocol.requests import RequestError
from studrules.variants import VARIANTS

LINE_BYTES = 262_144
"""The longest request line, in bytes of UTF-8, the newline not counted."""
CARDS = len(ALL_CARDS)
"""The most cards one card string holds: each card once, the joker included (53)."""
PLAYERS = max(variant.max_players for variant in VARIANTS.values())
"""The most players a deal seats: the most any variant allows (10)."""
HANDS = PLAYERS
"""The most hands one ``rank`` request orders: a table's worth."""
ACTIONS = 500
"""The most actions a deal request replays."""
PLAY_DIGITS = 1000
"""The most digits before the point of an amount of play: an action's amount, and every
amount an answer writes. Stakes and stacks have at most ``WHOLE_DIGITS`` (18); what play
makes of them can be longer (ten antes at the largest stakes; a pot-limit raise grows with the
pot), but an action at most quadruples the pot, so within ``ACTIONS`` no legal amount passes
about 330 digits. An action can thus name every amount an answer offers."""

LIMITS = {
    "line_bytes": LINE_BYTES,
    "cards": CARDS,
    "players": PLAYERS,
    "hands": HANDS,
    "actions": ACTIONS,
    "amount_digits": WHOLE_DIGITS,
    "amount_decimals": DECIMALS,
    "play_digits": PLAY_DIGITS,
}
"""Every limit by the name the handshake gives it."""


def at_most(items: list, limit: int, field: str, what: str) -> list:
    """``items`` if there are no more than ``limit``; else a ``RequestError`` naming the limit."""
    if len(items) > limit:
        raise RequestError(
            field, f"{field} may hold at most {limit} {what} (the protocol's limit); "
            f"it has {len(items)}"
        )
    return items
