"""The slowest request of each kind the protocol's limits allow, timed through ``serve``.

Run: ``python benchmarks/worst_case.py [--repeat R]``.

Each request is built at the protocol's limits (``studrules.protocol.limits``): card
strings of the whole deck and the joker, every rank wild, as many hands as a
``rank`` may order, a deal with as many actions as it may replay, a line of
the longest size. Every request goes through ``serve`` as one JSON line, so
the time includes reading the JSON and writing the answer. The kinds are run
in turn, ``R`` times (interleaved, so that load on the machine hits them
alike), and the table gives the median and the slowest time of each, with the
worst kind last. No test asserts these times; they are for the issue notes
and for spotting a request kind whose work is not bounded.
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import time

from studrules.cards import format_cards, standard_deck
from studrules.protocol.dispatch import serve
from studrules.protocol.limits import ACTIONS, HANDS, LINE_BYTES, PLAYERS
from studrules.rankings import RANKINGS

DECK = format_cards(standard_deck())
EVERY_RANK = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "Jk"]
WILDS = {"none": [], "deuces": ["2"], "every rank": EVERY_RANK}


def evaluations() -> dict[str, dict]:
    """``evaluate`` and ``rank`` of every ranking on the whole deck, by wild cards."""
    requests = {}
    for ranking in RANKINGS:
        for name, wild in WILDS.items():
            if ranking == "soko" and wild:
                continue  # Sökö is played without wild cards: refused at once
            cards = DECK if ranking == "soko" else f"{DECK} Jk"
            requests[f"evaluate {ranking}, 53 cards, {name} wild"] = {
                "evaluate": {"ranking": ranking, "cards": cards, "wild": wild}}
            requests[f"rank {ranking}, {HANDS} hands of 53 cards, {name} wild"] = {
                "rank": {"ranking": ranking, "hands": [cards] * HANDS, "wild": wild}}
    return requests


def raising_war() -> dict:
    """Heads-up seven-card stud with the most actions: raise after raise on third street."""
    actions = [["A", "bring-in"], ["B", "complete"]]
    while len(actions) < ACTIONS:
        actions.append(["A" if len(actions) % 2 == 0 else "B", "raise"])
    return {"variant": "seven-card-stud",
            "stakes": {"ante": "1", "bring_in": "2", "small_bet": "5", "big_bet": "10"},
            "players": [{"name": "A", "cards": "(2c 3c) 4d"}, {"name": "B", "cards": "(Kc Kd) Ks"}],
            "actions": actions}


def full_table(game: str) -> dict:
    """A whole hand of ``game`` with the most players, each calling or checking to the end."""
    from studrules.hand.dealing import Dealer
    from studrules.hand.engine import new_hand
    from studrules.hand.model import Action, Stakes
    from studrules.house_rules import resolve
    from studrules.money import Chips
    from studrules.variants import get_variant

    variant = get_variant(game)
    names = [f"P{i}" for i in range(min(PLAYERS, variant.max_players))]
    dealer = Dealer.shuffled(7)
    state = new_hand(variant, [(n, None) for n in names], Stakes(Chips(1), 1, 2, 4, 8),
                     resolve(), dealer)
    actions = []
    while not state.over:
        legal = next(a for a in state.legal_actions()
                     if a.verb in ("check", "bring-in", "call", "pay", "stand-pat", "declare",
                                   "roll"))
        action = Action(state.seats[state.to_act].name, legal.verb, None, legal.what)
        actions.append([action.player, action.verb, *([action.what] if action.what else [])])
        state = state.apply(action)
    reshuffled = [format_cards(order) for order in state.dealer.scrambles]
    request = {"variant": game, "stakes": {"ante": "1", "bring_in": "2", "small_bet": "4",
                                           "big_bet": "8"},
               "players": [{"name": n} for n in names], "deck": format_cards(dealer.deck),
               "actions": actions}
    return {**request, "reshuffled": reshuffled} if reshuffled else request


def requests() -> dict[str, str]:
    """Every timed request, by kind, as the JSON line sent."""
    kinds = {"hello": {"hello": True}, **evaluations(),
             f"deal, {ACTIONS} actions (heads-up raising)": raising_war()}
    for game in ("seven-card-stud", "baseball", "follow-the-queen", "five-card-stud"):
        kinds[f"deal, a whole {game} hand, every player to the end"] = full_table(game)
    lines = {kind: json.dumps({"id": 1, **body}) for kind, body in kinds.items()}
    padding = LINE_BYTES - len(lines["hello"]) - len(', "pad": ""')
    lines[f"a line of {LINE_BYTES} bytes (refused: an unknown field)"] = (
        lines["hello"][:-1] + ', "pad": "' + "x" * padding + '"}')
    lines["a line one byte too long (refused unread)"] = "x" * (LINE_BYTES + 1)
    return lines


def timed(line: str) -> float:
    """Seconds to read ``line``, answer it and write the answer."""
    out = io.StringIO()
    start = time.perf_counter()
    serve(io.StringIO(line + "\n"), out)
    elapsed = time.perf_counter() - start
    answer = json.loads(out.getvalue())
    if answer["ok"] is False and answer["error"]["code"] == "internal-error":
        raise SystemExit(f"internal error: {answer['error']['message']}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    lines = requests()
    times: dict[str, list[float]] = {kind: [] for kind in lines}
    for _ in range(args.repeat):
        for kind, line in lines.items():
            times[kind].append(timed(line))
    rows = sorted(times.items(), key=lambda item: statistics.median(item[1]))
    width = max(len(kind) for kind in times)
    print(f"{'request':<{width}}  {'median ms':>10}  {'max ms':>8}   ({args.repeat} repeats)")
    for kind, spent in rows:
        print(f"{kind:<{width}}  {statistics.median(spent) * 1000:>10.2f}  "
              f"{max(spent) * 1000:>8.2f}")


if __name__ == "__main__":
    main()
