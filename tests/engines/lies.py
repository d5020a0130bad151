"""Engines in process that rule wrongly in one way each, for checking that an exported case
judges an engine as its scenario does: ``python:lies:NAME`` for each NAME of ``LIES``."""

from __future__ import annotations

import random

from studrules.money import format_amount, parse_amount
from studrules.protocol.dispatch import handle


def _next_player(request: dict, name: str | None) -> str | None:
    names = [player["name"] for player in request["players"]]
    return names[(names.index(name) + 1) % len(names)] if name in names else name


def _extra_action(request: dict, state: dict, answer: dict) -> None:
    """Offer one more action than the rules allow."""
    if state["legal"]:
        state["legal"].append({"action": "bet", "to": "99", "adds": "99"})


def _missing_action(request: dict, state: dict, answer: dict) -> None:
    """Leave out one of the legal actions."""
    if len(state["legal"]) > 1:
        state["legal"].pop(_chance(request).randrange(len(state["legal"])))


def _wrong_player(request: dict, state: dict, answer: dict) -> None:
    """Give the turn, and the first action of the street, to the next player."""
    state["to_act"] = _next_player(request, state["to_act"])
    state["first_actor"] = _next_player(request, state["first_actor"])


def _forgotten_reasons(request: dict, state: dict, answer: dict) -> None:
    """Forget about a third of the reasons."""
    chance = _chance(request)
    answer["reasons"] = [reason for reason in answer["reasons"] if chance.random() < 0.7]


def _short_payout(request: dict, state: dict, answer: dict) -> None:
    """Pay the first winner a dollar less (or more, when they win less than a dollar)."""
    payouts = (state["result"] or {}).get("payouts") or {}
    for name, amount in payouts.items():
        value = parse_amount(amount)
        payouts[name] = format_amount(value - 1 if value >= 1 else value + 1)
        break


def _chance(request: dict) -> random.Random:
    """A random source that depends on the request only, so that a lie is told the same way
    every time the same request is made."""
    return random.Random(repr(sorted((k, repr(v)) for k, v in request.items() if k != "id")))


LIES = {lie.__name__.lstrip("_"): lie for lie in (
    _extra_action, _missing_action, _wrong_player, _forgotten_reasons, _short_payout,
)}


def _engine(lie):
    def answer(request: dict) -> dict:
        found = handle(request)
        if found.get("ok") and "state" in found:
            lie(request, found["state"], found)
        return found
    return answer


def __getattr__(name: str):
    """``lies.NAME``: a factory of the engine that tells the lie NAME."""
    if name in LIES:
        return lambda: _engine(LIES[name])
    raise AttributeError(name)
