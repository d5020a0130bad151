"""Betting counts: how many legal betting sequences one street allows, like chess's perft.

A *betting sequence* of a street is a list of actions (player, verb and, for
amounts, ``to``), each legal in the state the ones before it leave, from the
first action of the street's betting round to the action that ends it: the
round ends when everyone still in has acted and matched the bet
(BET.ROUND-END) or when one player is left (POT.UNCONTESTED). Two sequences
differ if any action differs in player, verb or amount. A count is fixed by
the variant, the number of players, the cap (``max-raises``), the street and
whether an open pair shows; the cards themselves only rename the players.

``features/betting-counts.json`` publishes the counts with every deal request
needed to recompute them through the protocol, so any engine can check its
betting against them. ``python -m studrules.perft --write`` rebuilds the file.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from studrules.hand.engine import HandState
from studrules.hand.model import Action
from studrules.prose import listed
from studrules.protocol.deal import read_action, start
from studrules.protocol.dispatch import handle
from studrules.protocol.engines import Engine
from studrules.resources import features_dir
from studrules.variants import RAZZ, SEVEN_CARD_HI_LO_8, SEVEN_CARD_STUD

PUBLISHED = features_dir() / "betting-counts.json"
GAMES = (SEVEN_CARD_STUD, RAZZ, SEVEN_CARD_HI_LO_8)
"""The games counted: the three fixed-limit casino stud games."""
VARIANTS = tuple(game.name for game in GAMES)
PLAYERS = range(2, 9)
CAPS = range(1, 5)
MOST = 9
"""Players plus cap at most this: eight players with a cap of one raise down to five players
with four. The positions to walk grow about eightfold with each player, so larger cases take
too long for a check that is meant to be cheap."""
STAKES = {"ante": "1", "bring_in": "2", "small_bet": "5", "big_bet": "10"}
_OPTIONS = {"uncapped-when": "never"}
RULES = {"profile": "casino", "options": _OPTIONS}
"""The casino profile, but with the cap holding heads-up too: otherwise two players could
raise each other for ever (stacks are unlimited) and no count would be finite."""


DEFINITION = (
    "sequences: the number of distinct betting sequences of one street. A sequence is a list "
    "of actions (player, verb and, for bring-in, complete, bet, raise and call, the amount 'to' "
    "which the player's bet on the street goes), each legal after the ones before it, from the "
    "first action of the street's betting round to the action that ends that round: everyone "
    "still in has acted and matched the bet (BET.ROUND-END), or one player is left "
    "(POT.UNCONTESTED). uncontested: how many of those sequences end with one player left. "
    "Each case is the deal request 'request' (the street's first action is the next one), "
    "under the stakes and house rules given, with unlimited stacks, the case's max-raises as "
    "the cap and the cap holding heads-up (uncapped-when never). Cases: "
    f"{listed([game.names.short for game in GAMES])}, third street and fourth street "
    f"({listed([game.names.phrase for game in GAMES if game.open_pair])} also with an open "
    "pair on fourth street), 2 to 8 players and caps of 1 to 4 raises with players + cap <= 9."
)

_DOWN = "AKQJT987"
_DOORS = "23456789"
_FOURTH = "AKQJT976"
_FIFTH = ["2c", "3c", "4c", "5c", "6c", "2d", "3d", "4d"]


def table(players: int, open_pair: bool = False) -> list[dict]:
    """The players and their cards (third to fifth street) for a count: boards never tie.

    Door cards are the spades 2 to 9, so the bring-in is plain; fourth-street cards are
    hearts of other ranks, so no board pairs, unless ``open_pair`` gives the second player
    the three of hearts beside the three of spades.
    """
    seated = []
    for k in range(players):
        fourth = "3h" if open_pair and k == 1 else f"{_FOURTH[k]}h"
        cards = f"({_DOWN[k]}c {_DOWN[k]}d) {_DOORS[k]}s {fourth} {_FIFTH[k]}"
        seated.append({"name": f"P{k + 1}", "cards": cards})
    return seated


def request(variant: str, players: int, cap: int, street: int, open_pair: bool = False) -> dict:
    """The deal request of a case: the hand just before the first action on ``street`` (3 or 4).

    To reach fourth street, third street is played passively: the bring-in, then calls.
    """
    actions: list[list[str]] = []
    body = {
        "variant": variant,
        "rules": {
            "profile": RULES["profile"],
            "options": {**_OPTIONS, "max-raises": str(cap)},
        },
        "stakes": dict(STAKES),
        "players": table(players, open_pair),
        "actions": actions,
    }
    answer = _deal(handle, body)
    while answer["street"] < street:
        verbs = [legal["action"] for legal in answer["legal"]]
        verb = next(v for v in ("bring-in", "call", "check") if v in verbs)
        actions.append([answer["to_act"], verb])
        answer = _deal(handle, body)
    return body


def _deal(ask: Callable[[dict], dict], body: dict) -> dict:
    """The state a deal request leads to; a refused request is a bug in the published data."""
    answer = ask(body)
    if not answer.get("ok"):
        raise ValueError(f"the engine refused a betting-count request: {answer.get('error')}")
    return answer["state"]


@dataclass(frozen=True)
class Count:
    """The betting sequences of a street, and how many of them end with one player left."""

    sequences: int
    uncontested: int

    def __add__(self, other: Count) -> Count:
        return Count(self.sequences + other.sequences, self.uncontested + other.uncontested)


def count_state(state: HandState) -> Count:
    """The betting sequences from ``state`` to the end of its street, walking ``legal_actions``.

    Depth first, remembering the count of every betting position already walked:
    what may follow depends only on the seats, the betting round and who is to act.
    """
    memo: dict[tuple, Count] = {}

    def walk(node: HandState) -> Count:
        """The count from ``node``, remembered by position."""
        key = (node.seats, node.round, node.to_act)
        if key in memo:
            return memo[key]
        total = Count(0, 0)
        for legal in node.legal_actions():
            after = node.apply(Action(node.seats[node.actor].name, legal.verb, legal.to))
            ended = after.result
            if ended is not None or after.street != node.street:
                total += Count(1, int(ended is not None and ended.termination == "uncontested"))
            else:
                total += walk(after)
        memo[key] = total
        return total

    return walk(state)


def state_of(body: dict) -> HandState:
    """The reference engine's state for a deal request (a published case's ``request``)."""
    state = start(body)
    for at, step in enumerate(body.get("actions", [])):
        state = state.apply(read_action(step, at, state.stakes.chips))
    return state


def count_request(body: dict) -> Count:
    """The betting sequences of the street a deal request stands at, by the reference engine."""
    return count_state(state_of(body))


def count_through(engine: Engine, body: dict) -> Count:
    """The same count through the protocol, one request per position: any engine, slowly."""
    state = _deal(engine.request, body)
    street = state["street"]

    def walk(actions: list[list[str]], node: dict) -> Count:
        """The count from the state ``node`` that ``actions`` lead to."""
        total = Count(0, 0)
        for legal in node["legal"]:
            step = [node["to_act"], legal["action"]]
            if legal["action"] in ("complete", "bet", "raise"):
                step.append(legal["to"])
            after = _deal(engine.request, {**body, "actions": [*actions, step]})
            if after["phase"] == "complete" or after["street"] != street:
                result = after.get("result") or {}
                total += Count(1, int(after["phase"] == "complete" and not result.get("hands")))
            else:
                total += walk([*actions, step], after)
        return total

    return walk(list(body.get("actions", [])), state)


def cases() -> list[dict]:
    """Every published case, without its counts: variant, players, cap, street, open pair."""
    chosen = []
    for game in GAMES:
        variant = game.name
        for street, open_pair in ((3, False), (4, False), (4, True)):
            if open_pair and not game.open_pair:
                continue  # the open pair changes nothing in the low and high-low games
            for players in PLAYERS:
                for cap in CAPS:
                    if players + cap > MOST:
                        continue
                    chosen.append(
                        {
                            "variant": variant,
                            "players": players,
                            "max_raises": cap,
                            "street": street,
                            "open_pair": open_pair,
                        }
                    )
    return chosen


def build() -> dict:
    """The published document: what is counted, the rules, and every case with its counts."""
    rows = []
    for case in cases():
        body = request(
            case["variant"], case["players"], case["max_raises"], case["street"], case["open_pair"]
        )
        counted = count_request(body)
        rows.append(
            {
                **case,
                "sequences": counted.sequences,
                "uncontested": counted.uncontested,
                "request": body,
            }
        )
    return {
        "description": "Betting counts: how many distinct legal betting sequences one street of "
        "a fixed-limit stud game allows, for each variant, number of players and cap. Like "
        "chess's perft counts, a cheap check of a betting engine in any language: walk the "
        "legal actions of each request's state depth first to the end of the street and "
        "compare the counts. See docs/betting-counts.md.",
        "counted": DEFINITION,
        "stakes": STAKES,
        "rules": RULES,
        "cases": rows,
    }


def dumps(document: dict) -> str:
    """The document as JSON text with one line per case, so that changes read well in a diff."""
    head = {key: value for key, value in document.items() if key != "cases"}
    lines = [json.dumps(head, indent=1)[:-2] + ',\n "cases": [']
    lines += [" " + json.dumps(case) + "," for case in document["cases"]]
    lines[-1] = lines[-1].rstrip(",")
    return "\n".join([*lines, " ]", "}"]) + "\n"


def load(path: Path = PUBLISHED) -> dict:
    """The published counts."""
    return json.loads(path.read_text(encoding="utf-8"))


def main(argv: Sequence[str] | None = None) -> int:
    """Print the counts, or write them to the published file with ``--write``."""
    parser = argparse.ArgumentParser(
        prog="python -m studrules.perft", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--write", action="store_true", help=f"write {PUBLISHED.name}")
    args = parser.parse_args(argv)
    document = build()
    if args.write:
        PUBLISHED.write_text(dumps(document), encoding="utf-8")
        print(f"wrote {len(document['cases'])} cases to {PUBLISHED}")
        return 0
    for row in document["cases"]:
        pair = " open pair" if row["open_pair"] else ""
        print(
            f"{row['variant']:<24} {row['players']} players, cap {row['max_raises']}, "
            f"street {row['street']}{pair}: {row['sequences']} ({row['uncontested']} "
            "uncontested)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
