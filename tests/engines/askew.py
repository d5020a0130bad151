"""An engine wrong on purpose in several ways at once, and different in ways the protocol allows.

Every answer is the reference's, written as the protocol lets an engine write it
differently (each must change no verdict): every player in ``payouts``, a loser
with ``"0"``; each rule cited once, the reasons in reverse order; amounts with a
trailing zero. Then, for some requests only (chosen by the request, so that a
scenario and its exported case see the same answers), it lies: it forgets a
reason, names a straight a "run", pays the first winner a chip too few, gives the
turn to the next player, or refuses an action citing the wrong rule. The tests
run it through the scenarios and through the exported cases, which must give the
same verdict on every case; ``python:askew:engine`` in process, or as a command.
"""

from __future__ import annotations

import json
import random

from broken import serve

from studrules.money import format_amount, parse_amount
from studrules.protocol.dispatch import handle
from studrules.protocol.limits import PLAY_DIGITS

ODDS = 0.15
"""How often each lie is told: of the requests, about this share hears each one."""


def _chance(request: dict) -> random.Random:
    """A random source that depends on the request only (not its ``id``)."""
    body = {key: value for key, value in request.items() if key != "id"}
    return random.Random(json.dumps(body, sort_keys=True))


def _allowed(request: dict, answer: dict) -> None:
    """The answer written as the protocol allows: zero payouts listed, each rule once."""
    players = [player["name"] for player in request.get("players", ()) if isinstance(player, dict)]
    state = answer.get("state") or {}
    payouts = (state.get("result") or {}).get("payouts")
    if isinstance(payouts, dict):
        for name in players:
            payouts.setdefault(name, "0")
    if isinstance(answer.get("reasons"), list):
        once = {reason["rule"]: reason for reason in answer["reasons"]}
        answer["reasons"] = list(once.values())[::-1]
    if isinstance(state.get("pot"), str) and "." in state["pot"]:
        state["pot"] += "0"


def _lies(request: dict, answer: dict) -> None:
    """The lies told to this request, each with its odds."""
    chance = _chance(request)
    told = [chance.random() < ODDS for _ in range(5)]
    state = answer.get("state") or {}
    if told[0] and isinstance(answer.get("reasons"), list) and answer["reasons"]:
        answer["reasons"].pop(chance.randrange(len(answer["reasons"])))
    hand = answer.get("hand")
    if told[1] and isinstance(hand, dict):
        hand["name"] = hand["name"].replace("straight", "run")
    payouts = (state.get("result") or {}).get("payouts") or {}
    if told[2] and payouts:
        paid = {player: parse_amount(amount, PLAY_DIGITS) for player, amount in payouts.items()}
        name = max(paid, key=paid.__getitem__)
        payouts[name] = format_amount(paid[name] - parse_amount("0.25"))
    if told[3] and state.get("to_act"):
        names = [player["name"] for player in request["players"]]
        if state["to_act"] in names:
            state["to_act"] = names[(names.index(state["to_act"]) + 1) % len(names)]
    error = answer.get("error") or {}
    if told[4] and isinstance(error.get("rule"), str):
        error["rule"] = "ACT.CLOCKWISE" if error["rule"] != "ACT.CLOCKWISE" else "BET.CAP"


def twist(request: dict, answer: dict) -> str:
    """The reference's answer, written otherwise and sometimes wrong."""
    if "hello" not in request:
        _allowed(request, answer)
        _lies(request, answer)
    return json.dumps(answer, ensure_ascii=False)


def engine():
    """The engine in process: ``python:askew:engine``."""
    return lambda request: json.loads(twist(request, handle(request)))


if __name__ == "__main__":
    serve(twist)
