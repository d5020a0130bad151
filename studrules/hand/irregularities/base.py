"""What an irregularity is: one kind of event that goes wrong at the table, and its ruling.

One module per kind of event (``misdeal``, ...), each defining one
``Irregularity`` and registered by its verb in ``studrules.hand.irregularities``
(as markdown-it-py registers its rules in a table). The hand asks the table for
the event's verb; the irregularity first says whether the event can happen now
(``verify``: raises ``IllegalAction`` naming its rule, the state untouched),
then what the ruling makes of the hand (``apply``: the next state, its reasons
citing the rules). The checks every event shares (the hand is over, who may
report it, the players named are at the table) are made before ``verify``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, TypeAlias

from studrules.hand.model import Event, IllegalAction
from studrules.vocabulary import EventVerb, Reporter

if TYPE_CHECKING:
    from studrules.hand.engine import HandState

State: TypeAlias = "HandState"
"""A ``HandState`` (``studrules.hand.engine``): an irregularity returns the next one."""


class Irregularity:
    """One kind of irregular event: who may report it, the rule it is ruled by, its effect.

    ``verb``: the event's name in the hand's history and in deal requests;
    ``rule``: the rule a refusal of the event cites unless ``verify`` says a
    closer one; ``reporters``: who may tell the hand of it (the dealer, the
    floor, the player who did it); ``needs``: the event's fields it requires
    (``player``, ``card``, ``action``, ``cause``); ``after_result``: whether it
    may still be reported once the pot has been awarded (a mistake of the
    showdown itself, until the next deal), where every other event is refused.
    """

    verb: ClassVar[EventVerb]
    rule: ClassVar[str]
    reporters: ClassVar[tuple[Reporter, ...]] = ("dealer", "floor")
    needs: ClassVar[tuple[str, ...]] = ()
    after_result: ClassVar[bool] = False

    def samples(self, state: State) -> list[Event]:
        """Plausible events of this kind in ``state``, some the rules accept and some they
        refuse: what the random-hand invariants mix into hands of every game."""
        return []

    def verify(self, state: State, event: Event) -> None:
        """Raise ``IllegalAction`` (with its rule) if ``event`` cannot happen in ``state``."""

    def apply(self, state: State, event: Event) -> State:
        """The state the ruling makes of ``event``; ``state`` already has it in its history."""
        raise NotImplementedError

    def refuse(self, event: Event, why: str, rule: str | None = None) -> IllegalAction:
        """The refusal of ``event``: what was reported, why it cannot be, and the rule."""
        return refusal(event, why, rule or self.rule)


def refusal(event: Event, why: str, rule: str) -> IllegalAction:
    """The one wording of every refusal of an irregular event: ``the floor cannot rule on
    <the event as told>: <why>``, citing ``rule``.

    Every kind, and the checks all kinds share, refuse through this function, so that a
    floor person (and ``studrules settle``, which adds the rule: ``... [RULE]``) reads every
    refusal the same way; tests/irregularities/test_refusal_wording.py fails on any other.
    """
    return IllegalAction(f"the floor cannot rule on {describe(event)}: {why}", rule)


def describe(event: Event) -> str:
    """An event as a floor person would repeat it: ``the misdeal reported by the dealer``."""
    by = event.by if event.reporter == "player" else f"the {event.by}"
    told = f"the {event.verb} reported by {by}"
    if event.player is not None:
        told += f" about {event.player}"
    if event.card is not None:
        told += f" ({event.card.symbol})"
    return told
