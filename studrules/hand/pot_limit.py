"""Pot-limit betting: a bet or raise may be any amount from a minimum up to the pot.

POTLIMIT.MAXIMUM: the most a player may raise to is the bet to call plus the
whole pot after calling (every chip put in so far, this round's bets
included). POTLIMIT.MINIMUM: the smallest bet is the small bet of the stakes,
the smallest raise the last full bet or raise. POTLIMIT.BRING-IN: the bring-in
is a bet of the minimum size (no completion); the player due may post it or
open for more, from twice the bring-in to the pot. POTLIMIT.ALL-IN: an all-in
for less than a minimum raise does not reopen the betting; there is no cap.

A ranged ``Legal`` has ``to`` (the smallest total) and ``most`` (the largest);
every whole amount of chips between them is legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from studrules.hand.model import Legal, Reason, Round, Seat, Stakes, amount_of, evolve
from studrules.vocabulary import Verb


def pot(seats: Sequence[Seat]) -> int:
    """Every chip in the pot, this round's bets and prices included."""
    return sum(s.paid for s in seats)


def legal_actions(seats: Sequence[Seat], rnd: Round, to_act: int, stakes: Stakes) -> list[Legal]:
    """Every legal action of the player at ``to_act`` in a pot-limit round."""
    seat = seats[to_act]
    most_total = None if seat.stack is None else seat.bet + seat.stack

    def call(target: int, verb: Verb) -> Legal:
        if most_total is not None and target >= most_total:
            return Legal(verb, most_total, most_total - seat.bet, all_in=True)
        return Legal(verb, target, target - seat.bet)

    if rnd.bring_in_due == to_act:
        options = [Legal("fold")] if rnd.forced_optional else []
        options.append(call(stakes.bring_in, "bring-in"))
        options += _wager(seat, most_total, "bet", 2 * stakes.bring_in, pot(seats))
        return options
    facing = rnd.level > seat.bet
    options = [Legal("fold"), call(rnd.level, "call")] if facing else [Legal("check")]
    reopened = to_act not in rnd.acted_since_full
    someone_answers = any(s.can_act for i, s in enumerate(seats) if i != to_act)
    if reopened and someone_answers and (most_total is None or most_total > rnd.level):
        if rnd.level == 0:
            options += _wager(seat, most_total, "bet", stakes.small_bet, pot(seats))
        else:
            after_call = pot(seats) + rnd.level - seat.bet
            least = rnd.level + max(rnd.increment, stakes.small_bet)
            options += _wager(seat, most_total, "raise", least, rnd.level + after_call)
    return options


def _wager(seat: Seat, most_total: int | None, verb: Verb, least: int, most: int) -> list[Legal]:
    """A bet or raise from ``least`` to ``most``, cut to the stack (an all-in below ``least``)."""
    if most_total is not None and most_total <= least:
        return [Legal(verb, most_total, most_total - seat.bet, all_in=True)]
    most = most if most_total is None else min(most, most_total)
    if most < least:
        return []
    return [Legal(verb, least, least - seat.bet, all_in=False, most=most)]


def chosen(legal: Legal, amount: int, seat: Seat) -> Legal:
    """The single action a ranged ``legal`` becomes at ``amount`` (already within its range)."""
    adds = amount - seat.bet
    return Legal(legal.verb, amount, adds, all_in=seat.stack is not None and adds == seat.stack)


def wagered(rnd: Round, to_act: int, legal: Legal, moved, acted, stakes: Stakes) -> Round:
    """The round after a pot-limit bet or raise: a full one reopens the betting."""
    size = amount_of(legal) - rnd.level
    required = max(rnd.increment, stakes.small_bet) if rnd.level else stakes.small_bet
    rnd = evolve(
        rnd,
        level=max(rnd.level, amount_of(legal)),
        moved=moved,
        bring_in_due=None,
        forced_optional=False,
        aggressor=to_act,
    )
    if size >= required:
        return evolve(
            rnd,
            full_level=legal.to,
            increment=size,
            count=rnd.count + 1,
            acted_since_full=frozenset({to_act}),
        )
    return evolve(rnd, acted_since_full=acted)


def limits(street_name: str, stakes: Stakes) -> Reason:
    """The sizes of bets on a pot-limit street."""
    least = stakes.chips.text(stakes.small_bet)
    return Reason(
        "POTLIMIT.STRUCTURE",
        f"on {street_name} the betting is pot limit: a bet of at least ${least}, "
        "a raise of at least the last bet or raise, and never more than the pot",
    )


def explain(
    player: str, legal: Legal, before: Round, after: Round, seats: Sequence[Seat], stakes: Stakes
) -> list[Reason]:
    """Why a pot-limit wager did what it did, and how its largest size was worked out.

    ``seats`` are the seats before the action.
    """
    if legal.verb not in ("bring-in", "bet", "raise"):
        return []
    chips = stakes.chips
    to = chips.text(amount_of(legal))
    if legal.verb == "bring-in":
        return [
            Reason(
                "POTLIMIT.BRING-IN",
                f"{player} brings in for ${to}: in pot limit it is a bet of the minimum size, "
                "so the next player may fold, call or raise",
            )
        ]
    seat = next(s for s in seats if s.name == player)
    reasons = []
    call = before.level - seat.bet
    reasons.append(_largest(player, legal, before.level, pot(seats), call, chips))
    if after.full_level != legal.to:
        reasons.append(
            Reason(
                "POTLIMIT.ALL-IN",
                f"{player} goes all in for ${to}, less than a full raise: "
                "players who already acted may only call or fold",
            )
        )
    elif legal.verb == "bet":
        reasons.append(
            Reason(
                "POTLIMIT.MINIMUM",
                f"{player} bets ${to}, a full bet: a raise after it must add at least ${to}",
            )
        )
    else:
        reasons.append(
            Reason(
                "POTLIMIT.MINIMUM",
                f"{player} raises to ${to}, a full raise of ${chips.text(after.increment)}: "
                "a raise after it must add at least as much",
            )
        )
    return reasons


def _largest(player: str, legal: Legal, level: int, before: int, call: int, chips) -> Reason:
    """The largest bet or raise, its sum worked out (POTLIMIT.MAXIMUM).

    ``before`` is the pot before the player acts, ``call`` what they need to call.
    """
    money = chips.text
    verb = legal.verb
    if amount_of(legal) > level + before + call:
        return Reason(
            "POTLIMIT.MAXIMUM",
            f"the pot (${money(before + call)} after calling) is smaller than the smallest "
            f"{verb}, so the smallest {verb}, to ${money(legal.to)}, is also the largest "
            f"{player} could make",
        )
    if level == 0:
        return Reason(
            "POTLIMIT.MAXIMUM", f"{player} could bet ${money(before)} at most: the size of the pot"
        )
    after = before + call
    if call == 0:
        pot_after = f"the pot is ${money(after)}"
    else:
        pot_after = (
            f"calling ${money(call)} first makes the pot "
            f"${money(before)} + ${money(call)} = ${money(after)}"
        )
    return Reason(
        "POTLIMIT.MAXIMUM",
        f"{player} could {verb} to ${money(level + after)} at most: {pot_after}, and the "
        f"bet of ${money(level)} plus that pot is ${money(level)} + ${money(after)} = "
        f"${money(level + after)}",
    )
