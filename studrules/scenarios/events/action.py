"""Steps for irregular action (ACTION.*): out of turn, words, strings, chips, up cards, refunds.

Each When step tells what a player did as the dealer would tell the floor
("Carol calls out of turn", 'Alice says "complete"', "Alice puts out a single
$5 chip without a word") and records it as the deal request's event; "the floor
refuses: ..." checks that the same event is refused now.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from studrules.scenarios.hands import (
    ACTION,
    AMOUNT,
    INFINITIVE,
    NAME,
    OFFER,
    THIRD_PERSON,
    decimal,
    protocol_action,
    read_action,
    refused_now,
)
from studrules.scenarios.vocabulary import IRREGULAR, BadStep, Context, then, when

Event = dict[str, Any]
PRONOUN = r"(?:his|her|their)"


def _verb_and_amount(words: dict[str, str], text: str) -> list[str]:
    """``["verb"]`` or ``["verb", "amount"]`` of an action phrase, as an event's action."""
    return protocol_action("", *read_action(words, text))[1:]


def out_of_turn(player: str, action: str) -> Event:
    """An action a player takes out of turn, owned up to by the player."""
    return {"event": "out-of-turn", "by": player,
            "action": _verb_and_amount(THIRD_PERSON, action)}


def declaration(player: str, words: str) -> Event:
    """What a player says in turn, as the player's own declaration."""
    return {"event": "declaration", "by": player,
            "action": _verb_and_amount(INFINITIVE, words)}


def string_raise(player: str) -> Event:
    """A string raise the dealer calls."""
    return {"event": "string-raise", "by": "dealer", "player": player}


def silent_chips(player: str, amount: str, cause: str) -> Event:
    """Chips put out without a word, as the dealer reports them."""
    return {"event": "silent-chips", "by": "dealer", "player": player,
            "action": ["bet", decimal(amount)], "cause": cause}


def up_cards_down(player: str) -> Event:
    """A player's up cards turned face down, as the dealer reports it."""
    return {"event": "up-cards-down", "by": "dealer", "player": player}


def beaten_call(player: str) -> Event:
    """A player asking for a call back, beaten on board."""
    return {"event": "beaten-call", "by": player}


TOLD: list[tuple[str, str, Callable[..., Event]]] = [
    (rf"(?P<player>{NAME}) (?P<action>{ACTION}) out of turn", "Carol calls out of turn",
     out_of_turn),
    (rf'(?P<player>{NAME}) says "(?P<words>{OFFER})"', 'Alice says "complete"', declaration),
    (rf"(?P<player>{NAME}) makes a string raise", "Alice makes a string raise", string_raise),
    (rf"(?P<player>{NAME}) puts out a single (?P<amount>{AMOUNT}) chip without a word",
     "Alice puts out a single $5 chip without a word",
     lambda player, amount: silent_chips(player, amount, "one-chip")),
    (rf"(?P<player>{NAME}) puts out (?P<amount>{AMOUNT}) in several chips without a word",
     "Alice puts out $1 in several chips without a word",
     lambda player, amount: silent_chips(player, amount, "several-chips")),
    (rf"(?P<player>{NAME}) turns {PRONOUN} up cards face down",
     "Bob turns his up cards face down", up_cards_down),
    (rf"(?P<player>{NAME}) asks for {PRONOUN} call back: beaten on board",
     "Bob asks for his call back: beaten on board", beaten_call),
]
"""Each irregular action as a step tells it, an example, and the event it records."""


def _register(pattern: str, example: str, make: Callable[..., Event]) -> None:
    """A When step recording the event ``make`` builds from the step's words."""

    def told(ctx: Context, **words: str) -> None:
        ctx.actions.append(make(**words))

    told.__doc__ = f"Record the irregular action told as: {example}."
    told.__name__ = "told_" + re.sub(r"\W+", "_", example.lower()).strip("_")
    when(pattern, example, IRREGULAR)(told)


for _pattern, _example, _make in TOLD:
    _register(_pattern, _example, _make)


def told_event(text: str) -> Event:
    """The event of one of the When phrasings above; a phrase that is none of them is refused."""
    for pattern, _, make in TOLD:
        matched = re.fullmatch(pattern, text)
        if matched:
            return make(**matched.groupdict())
    forms = "; ".join(example for _, example, _ in TOLD)
    raise BadStep(f'"{text}" is no irregular action a step tells: say one like {forms}')


@then(
    r"the floor refuses: (?P<text>.+)",
    "the floor refuses: Bob turns his up cards face down", IRREGULAR,
)
def the_floor_refuses(ctx: Context, text: str) -> None:
    """Check that the irregular action told (as a When step tells it) is refused now."""
    refused_now(ctx, told_event(text), f"the floor refuses: {text}")
