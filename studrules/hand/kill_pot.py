"""Kill pots (KILL.POT): a player posts a kill, which raises the limits of the deal.

A kill depends on the hands before it (in a high-low game, a player who scooped
a big enough pot must kill the next), so it is an input of the deal: who kills
(``Stakes.killer``) and for how much (``Stakes.kill``). The kill is more than the
small bet and becomes the deal's small bet; the big bet grows in the same
proportion (a full kill, twice the small bet, doubles the limits; a half kill,
one and a half times, raises them by half). In a stud game there is then no
bring-in: the kill is the first round's full bet, the action starts at the
kill's left, and the kill acts last, able to raise when called (as a big blind
does, BLINDS.ACTION); a player short of chips posts what he has and is all in,
the others still calling the full kill.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from studrules.game.hooks import Posted
from studrules.hand.model import BadDeal, Reason, Stakes

if TYPE_CHECKING:
    from studrules.game.definition import Variant
    from studrules.hand.engine import HandState


def check_kill_pot(variant: Variant, names: Sequence[str], stakes: Stakes) -> None:
    """Refuse a kill that cannot be played, naming the field at fault (KILL.POT)."""
    if not stakes.kill and not stakes.killer:
        return
    if not stakes.killer or stakes.killer not in names:
        who = f"{stakes.killer} is not" if stakes.killer else "nobody is named"
        raise BadDeal(f"a kill is posted by a player at the table, and {who} (KILL.POT)",
                      "kill.player", "KILL.POT")
    if stakes.kill <= stakes.small_bet:
        raise BadDeal("a kill is more than the small bet: it raises the limits (KILL.POT)",
                      "kill.amount", "KILL.POT")
    if stakes.big_bet * stakes.kill % stakes.small_bet:
        raise BadDeal(
            "the big bet grown with the kill is not a whole number of chips: choose a kill "
            "that raises the limits in a whole proportion, such as twice the small bet "
            "(KILL.POT)", "kill.amount", "KILL.POT")
    if stakes.small_blind or stakes.big_blind or variant.structure != "fixed-limit":
        raise BadDeal("a kill is played in a fixed-limit game with no blinds (KILL.POT)",
                      "kill", "KILL.POT")


def kill_pot_stakes(stakes: Stakes) -> Stakes:
    """The stakes of a kill pot: the kill is the small bet, the big bet grows in proportion,
    and there is no bring-in; the stakes as they are without a kill."""
    if not stakes.kill:
        return stakes
    big = stakes.big_bet * stakes.kill // stakes.small_bet
    return replace(stakes, small_bet=stakes.kill, big_bet=big, bring_in=0)


def posted_kill(state: HandState) -> Posted | None:
    """The kill posted before the first round, in place of the bring-in; ``None`` without one."""
    stakes = state.stakes
    if not stakes.kill:
        return None
    seats = list(state.seats)
    at = next(i for i, seat in enumerate(seats) if seat.name == stakes.killer)
    seat, chips = seats[at], stakes.chips
    paid = stakes.kill if seat.stack is None else min(stakes.kill, seat.stack)
    seats[at] = seat.pay(paid)
    limits = f"${chips.text(stakes.small_bet)}/${chips.text(stakes.big_bet)}"
    short = (f" (all in for ${chips.text(paid)}: the others still call the full kill)"
             if paid < stakes.kill else "")
    posts = Reason(
        "KILL.POT",
        f"{seat.name} kills the pot for ${chips.text(stakes.kill)}{short}: the limits are "
        f"{limits} and there is no bring-in",
    )
    first = (at + 1) % len(seats)
    why_first = Reason(
        "KILL.POT",
        f"{seats[first].name} acts first: the first player to the left of the kill, who acts "
        "last and may raise when called",
    )
    return Posted(tuple(seats), first, stakes.kill, True, at, (posts,), why_first)
