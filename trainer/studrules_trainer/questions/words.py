"""Amounts, actions and lists in the words the questions, the feedback and the table use."""

from __future__ import annotations

from studrules.cards import parse_cards
from studrules.errors import CardError
from studrules.hand.model import Action
from studrules.money import Chips
from studrules.vocabulary import Verb

TOLD: dict[Verb, str] = {
    "bring-in": "brings in for",
    "complete": "completes to",
    "bet": "bets",
    "raise": "raises to",
    "call": "calls",
    "check": "checks",
    "fold": "folds",
    "declare": "declares",
    "buy": "buys, throwing away",
    "exchange": "exchanges",
    "stand-pat": "stands pat",
    "pay": "pays for the three",
    "roll": "rolls up",
}
"""An action as the table history tells it, before its amount or card."""


def dollars(chips: Chips, amount: int) -> str:
    """A number of chips as money: ``$12``."""
    return "$" + chips.text(amount)


def symbols(text: str) -> str:
    """Cards as the rulebook writes them in prose (``2c Kd`` as ``2♣ K♦``); other text as is."""
    try:
        return " ".join(card.symbol for card in parse_cards(text))
    except CardError:
        return text


def told(action: Action, chips: Chips, hidden: bool = False, all_in: bool = False) -> str:
    """An action as the history tells it: ``Carol raises to $10``; its card secret if ``hidden``.

    An action that put the player ``all_in`` says so, a call with its amount
    (the player's total on the round): ``Grace calls $7, all in``.
    """
    said = f"{action.player} {TOLD.get(action.verb, action.verb)}"
    if action.what is not None and not hidden:
        return f"{said} {symbols(action.what)}"
    if action.to is not None and (all_in or action.verb not in ("call", "fold", "check")):
        said = f"{said} {dollars(chips, action.to)}"
    return f"{said}, all in" if all_in else said
