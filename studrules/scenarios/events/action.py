"""Steps for irregular action (ACTION.*): out of turn, words, strings, chips, up cards, refunds.

Each When step tells what a player did as the dealer would tell the floor
("Carol calls out of turn", 'Alice says "complete"', "Alice puts out a single
$5 chip without a word") and records it as the deal request's event; "the floor
refuses: ..." checks that the same event is refused now.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from studrules.scenarios.events.rulings import refused_event
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
)
from studrules.scenarios.vocabulary import IRREGULAR, Context, then, when

Event = dict[str, Any]
PRONOUN = r"(?:his|her|their)"


def _verb_and_amount(words: dict[str, str], text: str) -> list[str]:
    """``["verb"]`` or ``["verb", "amount"]`` of an action phrase, as an event's action."""
    return protocol_action("", *read_action(words, text))[1:]


def out_of_turn(player: str, action: str) -> Event:
    """An action a player takes out of turn, owned up to by the player."""
    return {"event": "out-of-turn", "by": player,
            "action": _verb_and_amount(THIRD_PERSON, action)}


def declaration(player: str, words: str, chips: str | None = None) -> Event:
    """What a player says in turn, as the player's own declaration, with the chips put out with
    the words if told (the event's ``amount``): the engine rules on them (ACTION.DECLARED)."""
    event = {"event": "declaration", "by": player, "action": _verb_and_amount(INFINITIVE, words)}
    if chips is not None:
        event["amount"] = decimal(chips)
    return event


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


OUT_OF_TURN = rf"(?P<player>{NAME}) (?P<action>{ACTION}) out of turn"
SAYS = rf'(?P<player>{NAME}) says "(?P<words>{OFFER})"(?: and puts out (?P<chips>{AMOUNT}))?'
STRING = rf"(?P<player>{NAME}) makes a string raise"
ONE_CHIP = rf"(?P<player>{NAME}) puts out a single (?P<amount>{AMOUNT}) chip without a word"
CHIPS = rf"(?P<player>{NAME}) puts out (?P<amount>{AMOUNT}) in several chips without a word"
UP_CARDS = rf"(?P<player>{NAME}) turns {PRONOUN} up cards face down"
BEATEN = rf"(?P<player>{NAME}) asks for {PRONOUN} call back: beaten on board"


def one_chip(player: str, amount: str) -> Event:
    """A single chip put out without a word."""
    return silent_chips(player, amount, "one-chip")


def several_chips(player: str, amount: str) -> Event:
    """Several chips put out without a word."""
    return silent_chips(player, amount, "several-chips")


TOLD: list[tuple[str, str, Callable[..., Event]]] = [
    (OUT_OF_TURN, "Carol calls out of turn", out_of_turn),
    (SAYS, 'Alice says "complete"', declaration),
    (STRING, "Alice makes a string raise", string_raise),
    (ONE_CHIP, "Alice puts out a single $5 chip without a word", one_chip),
    (CHIPS, "Alice puts out $1 in several chips without a word", several_chips),
    (UP_CARDS, "Bob turns his up cards face down", up_cards_down),
    (BEATEN, "Bob asks for his call back: beaten on board", beaten_call),
]
"""Each irregular action as a step tells it, an example, and the event it records."""


@when(OUT_OF_TURN, TOLD[0][1], IRREGULAR)
def acts_out_of_turn(ctx: Context, player: str, action: str) -> None:
    """Record an action a player takes out of turn (held until the player's turn)."""
    ctx.actions.append(out_of_turn(player, action))


@when(SAYS, TOLD[1][1], IRREGULAR)
def says(ctx: Context, player: str, words: str, chips: str | None) -> None:
    """Record what a player says in turn ("fold", "call"...), and any chips put out with it."""
    ctx.actions.append(declaration(player, words, chips))


@when(STRING, TOLD[2][1], IRREGULAR)
def makes_a_string_raise(ctx: Context, player: str) -> None:
    """Record a string raise, as the dealer calls it."""
    ctx.actions.append(string_raise(player))


@when(ONE_CHIP, TOLD[3][1], IRREGULAR)
def puts_out_one_chip(ctx: Context, player: str, amount: str) -> None:
    """Record a single chip put out without a word."""
    ctx.actions.append(one_chip(player, amount))


@when(CHIPS, TOLD[4][1], IRREGULAR)
def puts_out_several_chips(ctx: Context, player: str, amount: str) -> None:
    """Record several chips put out without a word."""
    ctx.actions.append(several_chips(player, amount))


@when(UP_CARDS, TOLD[5][1], IRREGULAR)
def turns_up_cards_down(ctx: Context, player: str) -> None:
    """Record a player turning the up cards face down, as the dealer reports it."""
    ctx.actions.append(up_cards_down(player))


@when(BEATEN, TOLD[6][1], IRREGULAR)
def asks_for_the_call_back(ctx: Context, player: str) -> None:
    """Record a player asking for a call back, beaten on board."""
    ctx.actions.append(beaten_call(player))


@then(
    r"the floor refuses: (?P<text>.+)",
    "the floor refuses: Bob turns his up cards face down", IRREGULAR,
)
def the_floor_refuses(ctx: Context, text: str) -> None:
    """Check that the irregular action told (as a When step tells it) is refused now."""
    refused_event(ctx, text, f"the floor refuses: {text}")
