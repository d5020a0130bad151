"""The closed sets of words a hand is told in: verbs, phases, shares, declarations, endings.

Each set is one ``Literal`` type, defined here once: the engine's values are
plain strings (what the protocol writes and the recorded hands hash), and the
type lets mypy catch a misspelt verb or phase anywhere it is compared or built.
The tuple beside each type lists its words in order for the borders that check
text from outside (the protocol's ``read_action``) and for error messages.

These are the protocol's words, so they include those the components bring
(the declare, buy, exchange and roll phases and their verbs, Chicago's spade
share): the sets are closed on purpose, so that a conformance suite can list
them. A new component that brings a verb, a phase or a share adds its word
here, and to ``docs/protocol.md``; the engine's core never reads this module
for a game's sake (``tests/engine/test_core_names_no_game.py``).
"""

from __future__ import annotations

from typing import Literal, TypeGuard, get_args

Verb = Literal[
    "bring-in",
    "complete",
    "bet",
    "raise",
    "call",
    "check",
    "fold",
    "declare",
    "buy",
    "stand-pat",
    "pay",
    "exchange",
    "roll",
]
"""Every action a player can take: the betting verbs, then those of the other phases."""
VERBS: tuple[Verb, ...] = get_args(Verb)

PhaseName = Literal["betting", "declaring", "buying", "exchanging", "rolling", "paying", "complete"]
"""What the hand is waiting for: a betting action, one of the steps outside the betting, nothing."""
PHASE_NAMES: tuple[PhaseName, ...] = get_args(PhaseName)

ShareKind = Literal["whole", "high", "low", "spade"]
"""A share of a pot: all of it, or its high, low or (Chicago) spade half."""

Way = Literal["high", "low", "both"]
"""How a player declares in a declare game (DECLARE.METHOD)."""

EventVerb = Literal[
    "misdeal", "premature-card", "wrong-count",
    "exposed-card", "all-in-declared",
    "wrong-bring-in", "bring-in-corrected", "bring-in-overpost", "player-absent", "missed-ante",
    "out-of-turn", "declaration", "string-raise", "silent-chips", "up-cards-down", "beaten-call",
    "miscall", "muck", "asks-to-see", "wrong-push", "next-deal",
    "boxed-card", "player-returns",
]
"""Every irregular event a hand can be told of: what went wrong at the table, reported by the
dealer, the floor or the player who did it (docs/irregularities.md). Each is one module of
``studrules.hand.irregularities``."""
EVENT_VERBS: tuple[EventVerb, ...] = get_args(EventVerb)

Reporter = Literal["dealer", "floor", "player"]
"""Who tells the hand of an irregular event: the dealer, the floor, or the player who did it."""
REPORTERS: tuple[Reporter, ...] = get_args(Reporter)
RESERVED_NAMES: tuple[str, ...] = tuple(r for r in REPORTERS if r != "player")
"""The words an event's ``by`` uses for someone other than a player (``dealer``, ``floor``):
no player may be called one of them, in any case, or what that player reported would be read
as the dealer's or the floor's (docs/protocol.md, Deals)."""


def reserved_name(name: str) -> str | None:
    """The reporter's word ``name`` spells in any case (``Dealer``: ``dealer``), or ``None``."""
    word = name.strip().casefold()
    return word if word in RESERVED_NAMES else None


Termination = Literal["uncontested", "showdown", "void"]
"""How a hand ended: everyone else folded (POT.UNCONTESTED), the hands were shown, or a rule
of the game called the deal off and every chip went back (follow the queen's redeal)."""


def is_event_verb(word: str) -> TypeGuard[EventVerb]:
    """Whether ``word`` names one of the irregular events (for text arriving from outside)."""
    return word in EVENT_VERBS


def is_verb(word: str) -> TypeGuard[Verb]:
    """Whether ``word`` is one of the engine's verbs (for text arriving from outside)."""
    return word in VERBS
