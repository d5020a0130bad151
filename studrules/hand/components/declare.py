"""Declaring high or low before the showdown, and the pots divided by the declarations.

DECLARE.WHEN, DECLARE.METHOD: simultaneous declarations may come in any
order; in turn, they come one by one from the last aggressor (or the first
actor) or from the dealer's left. DECLARE.SETTLE, DECLARE.ONE-WAY, DECLARE.BOTH,
DECLARE.BOTH-WINS, DECLARE.BOTH-FAILS: each pot goes to the best high among
the high declarers and the best low among the low declarers.
"""

from __future__ import annotations

from typing import cast

from studrules.game.hooks import Component, Phase, State
from studrules.hand import flow
from studrules.hand.model import Legal, Reason, Share, known
from studrules.hand.showdown import (
    Divider,
    Table,
    award,
    compared,
    pot_kinds,
    split_pot,
    tie_broken,
)
from studrules.house_rules import HandOption
from studrules.prose import listed
from studrules.rankings import Hand, evaluate
from studrules.vocabulary import ShareKind, Way

CHOICES = ("high", "low")
BOTH = (*CHOICES, "both")

METHOD: HandOption = HandOption.everywhere(
    "declare-method",
    ("simultaneous", "in-turn-from-last-aggressor", "in-turn-from-dealer-left"),
    "DECLARE.METHOD",
)
"""How the players declare: all at once, or in turn from where."""
BOTH_FAILS: HandOption = HandOption.everywhere(
    "both-fails", ("forfeit", "keeps-won-half", "three-quarters"), "DECLARE.BOTH-FAILS"
)
"""What a player who declared both ways and failed keeps."""


def _order(state: State) -> list[int]:
    """The players still in, in the order they declare."""
    n = len(state.seats)
    start = 0
    if state.rules.value(METHOD) == "in-turn-from-last-aggressor":
        start = known(state.first_actor if state.shows_first is None else state.shows_first,
                      "the first to declare")
    return [(start + k) % n for k in range(n) if not state.seats[(start + k) % n].folded]


def _undeclared(state: State) -> list[int]:
    """The players still to declare, in declaring order."""
    done = {i for i, _ in state.declarations}
    return [i for i in _order(state) if i not in done]


def _may_declare(state: State, seat: int) -> bool:
    """Whether ``seat`` may declare now (anyone not yet declared, if declarations are secret)."""
    if state.rules.value(METHOD) == "simultaneous":
        return seat in _undeclared(state)
    return seat == state.to_act


def _apply(state: State, seat: int, chosen: Legal) -> State:
    """The state after ``seat`` declares; once all have, the showdown."""
    name = state.seats[seat].name
    reason = Reason("DECLARE.METHOD", f"{name} declares {chosen.what}")
    state = state.but(
        declarations=(*state.declarations, (seat, cast(Way, chosen.what))),  # a choice offered
        reasons=(*state.reasons, reason),
    )
    waiting = _undeclared(state)
    if waiting:
        return state.but(to_act=waiting[0])
    return flow.settled(state)


class Declare(Component):
    """Players still in declare high or low (or, where ``both``, both) before the showdown."""

    options = (METHOD, BOTH_FAILS)

    def __init__(self, both: bool = False) -> None:
        self.both = both
        self.choices = BOTH if both else CHOICES
        self.phases = (
            Phase(
                "declaring",
                "DECLARE.WHEN",
                "the betting is over: each player now declares high or low",
                self._legal,
                _apply,
                _may_declare,
            ),
        )

    def _legal(self, state: State) -> list[Legal]:
        """High or low, and both where the game allows it (DECLARE.BOTH)."""
        return [Legal("declare", what=choice) for choice in self.choices]

    def before_showdown(self, state: State) -> State | None:
        """Everyone still in is asked to declare."""
        if sum(1 for s in state.seats if not s.folded) < 2:
            return None
        how = {
            "simultaneous": "all at once",
            "in-turn-from-last-aggressor": "in turn from the last bettor",
            "in-turn-from-dealer-left": "in turn from the dealer's left",
        }[state.rules.value(METHOD)]
        ways = "high, low or both" if self.both else "high or low"
        reasons = [
            Reason(
                "DECLARE.WHEN", f"the betting is over: each player still in declares {ways}, {how}"
            )
        ]
        if self.both:
            reasons.append(
                Reason("DECLARE.BOTH", "a player may declare both ways, and must then win both")
            )
        state = state.but(phase="declaring", reasons=(*state.reasons, *reasons))
        return state.but(to_act=_undeclared(state)[0])

    def divider(self, state: State) -> Divider:
        """Each pot divided among the declarers (``declared``)."""
        declarations = dict(state.declarations)
        return lambda table, amount, eligible: declared(table, amount, eligible, declarations)


def declared(
    table: Table, amount: int, eligible: tuple[int, ...], declarations: dict[int, Way]
) -> list[Share]:
    """A pot of a declare game: high declarers share the high half, low declarers the low.

    A player who declared both competes on both sides and must win both
    outright (DECLARE.BOTH-WINS); one who fails is dropped where the house rule
    says (DECLARE.BOTH-FAILS): from both sides (``forfeit``), from the side tied
    only (``keeps-won-half``), or from neither when they won one side and tied
    the other (``three-quarters``: the tied half is shared with the hands tied).
    """
    high = tuple(i for i in eligible if declarations.get(i) in ("high", "both"))
    low = tuple(i for i in eligible if declarations.get(i) in ("low", "both"))
    swingers = [i for i in eligible if declarations.get(i) == "both"]
    if swingers:
        high, low = _both_ways(table, high, low, swingers)
    if not high and not low:
        table.note(
            "DECLARE.BOTH-FAILS",
            "everyone in this pot declared both and failed: the cards speak, high and low",
        )
        return split_pot(table, amount, pot_kinds(table, eligible, ("high", "low")), eligible)
    if high and low and not any(table.hands[i]["low"].qualifies for i in low):
        table.note("DECLARE.SETTLE", "no low declarer has a qualifying low: high takes it all")
        low = ()
    if high and low:
        table.note("DECLARE.SETTLE", _sides(table, high, low))
        part = amount // 2
        return [
            award(table, "high", amount - part, high, whole=False),
            award(table, "low", part, low, whole=False),
        ]
    kind: ShareKind
    kind, side = ("high", high) if high else ("low", low)
    table.note("DECLARE.ONE-WAY", _one_side(table, kind, side, eligible))
    if kind == "low" and not all(table.hands[i]["low"].qualifies for i in side):
        # With no high side to take it, a qualifier would leave the pot to nobody:
        # it is dropped, and the lowest ace-to-five hand wins.
        unqualified: dict[int, dict[ShareKind, Hand]]
        unqualified = {i: {"low": evaluate("ace-to-five", table.cards[i])} for i in side}
        return [award(table._replace(hands=unqualified), "low", amount, side, whole=True)]
    return [award(table, kind, amount, side, whole=True)]


def _sides(table: Table, high: tuple[int, ...], low: tuple[int, ...]) -> str:
    """Who contests each half of a pot by their declarations, and how each half is won: by
    the best hand among several declarers, or by the only declarer of that side, whatever
    the hand."""
    def side(kind: str, seats: tuple[int, ...]) -> str:
        names = [table.name(i) for i in seats]
        if len(names) == 1:
            return f"{names[0]} alone declared {kind}, so the {kind} half is {names[0]}'s"
        return f"{listed(names)} declared {kind}: the best {kind} hand among them wins that half"

    return f"{side('high', high)}; {side('low', low)}"


def _one_side(table: Table, kind: str, side: tuple[int, ...], eligible: tuple[int, ...]) -> str:
    """Why one side takes the whole pot: everyone declared it, or only these are left in it."""
    names = [table.name(i) for i in side]
    if len(side) == len(eligible):
        return f"everyone in this pot declared {kind}: the best {kind} takes it"
    if len(names) == 1:
        return f"only {names[0]} is left contending, for {kind}: the pot is {names[0]}'s"
    return f"only {listed(names)} are left contending, for {kind}: the best {kind} takes it"


def _both_ways(
    table: Table, high: tuple[int, ...], low: tuple[int, ...], swingers: list[int]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The high and low contenders once every both-declarer has won both ways or failed."""
    hands = table.hands
    dropped_high, dropped_low = set(), set()
    for b in swingers:
        high_way = _one_way(table, b, "high", high)
        low_way = _one_way(table, b, "low", low) if hands[b]["low"].qualifies else "loses"
        name = table.name(b)
        wins_high, wins_low = high_way == "wins", low_way == "wins"
        if wins_high and wins_low:
            compared(table, "high", [b], high)
            compared(table, "low", [b], low)
            table.note(
                "DECLARE.BOTH-WINS",
                f"{name} declared both and wins both ways outright: {name} takes the pot",
            )
            return (b,), (b,)
        # The house may let a both-declarer who ties one way keep the half won outright,
        # and, by the three-quarters rule, share the half tied as well.
        rule = table.rules.value(BOTH_FAILS)
        split_way = rule != "forfeit" and {high_way, low_way} == {"wins", "ties"}
        lost: ShareKind = "high" if not wins_high else "low"
        if split_way:
            kept = "high" if wins_high else "low"
            also = (
                f", and shares the {lost} half with the hands it ties"
                if rule == "three-quarters"
                else ""
            )
            table.note(
                "DECLARE.BOTH-FAILS",
                f"{name} declared both and only ties for {lost}, but keeps the "
                f"{kept} half won outright{also}",
            )
        else:
            beaten_by = [i for i in (high if lost == "high" else low) if i != b]
            if beaten_by:
                best = max(beaten_by, key=lambda i: hands[i][lost].key)
                compared(table, lost, [best], (best, b))
            table.note(
                "DECLARE.BOTH-FAILS",
                f"{name} declared both and fails to win {lost} outright: {name} wins nothing "
                "and the pot goes to the other declarers",
            )
        shares_tied = split_way and rule == "three-quarters"
        if not (split_way and wins_high) and not shares_tied:
            dropped_high.add(b)
        if not (split_way and wins_low) and not shares_tied:
            dropped_low.add(b)
    return (
        tuple(i for i in high if i not in dropped_high),
        tuple(i for i in low if i not in dropped_low),
    )


def _one_way(table: Table, b: int, kind: ShareKind, side: tuple[int, ...]) -> str:
    """How ``b`` does at ``kind`` against the rest of ``side``: ``wins``, ``ties`` or ``loses``.

    Equal hands are a tie unless a house tie-break separates them (``tie_broken``).
    """
    hands = table.hands
    mine = hands[b][kind].key
    best = max((hands[i][kind].key for i in side if i != b), default=None)
    if best is None or mine > best:
        return "wins"
    if mine < best:
        return "loses"
    left = tie_broken(table, kind, [i for i in side if hands[i][kind].key == mine], quiet=True)
    return "ties" if len(left) > 1 and b in left else "wins" if b in left else "loses"
