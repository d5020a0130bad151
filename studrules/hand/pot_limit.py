"""Ranged betting: pot limit, no limit and spread limit, where a wager is any amount in a range.

The three structures share one shape and differ only in their largest amount:

- POTLIMIT.MAXIMUM: the most a player may raise to is the bet to call plus the
  whole pot after calling (every chip put in so far, this round's bets
  included); the largest bet is the pot.
- NOLIMIT.MAXIMUM: every chip the player has (table stakes).
- SPREAD.MAXIMUM: a bet of the upper bound (the big bet of the stakes), a raise
  by the upper bound.

Shared by all three (``*.MINIMUM``, ``*.BRING-IN``, ``*.ALL-IN``): the smallest
bet is the small bet of the stakes (the lower bound), the smallest raise the
last full bet or raise; the bring-in is a bet of the minimum size (no
completion), and the player due may post it or open for more; an all-in for
less than a full raise does not reopen the betting. Pot limit and no limit
have no cap; spread limit keeps the cap of fixed limit (BET.CAP), which the
caller (``betting``) checks.

A ranged ``Legal`` has ``to`` (the smallest total) and ``most`` (the largest);
every whole amount of chips between them is legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from studrules.hand.model import Legal, Reason, Round, Seat, Stakes, amount_of, known
from studrules.vocabulary import Verb

FAMILIES = {"pot-limit": "POTLIMIT", "no-limit": "NOLIMIT", "spread-limit": "SPREAD"}
"""Each ranged structure and the first part of its rules' IDs."""
CAPPED = frozenset({"spread-limit"})
"""The ranged structures that keep the cap on raises of fixed limit (BET.CAP)."""
WORDS = {"pot-limit": "pot limit", "no-limit": "no limit", "spread-limit": "spread limit"}
"""Each ranged structure as the table says it."""


def rule(rnd: Round, part: str) -> str:
    """The ID of the rule ``part`` (``STRUCTURE``, ``MINIMUM``, ...) of the round's structure."""
    return f"{FAMILIES[rnd.structure]}.{part}"


def pot(seats: Sequence[Seat]) -> int:
    """Every chip in the pot, this round's bets and prices included."""
    return sum(s.paid for s in seats)


def _call(seat: Seat, target: int, verb: Verb) -> Legal:
    """``verb`` to a round total of ``target``, or all in for less."""
    if seat.stack is not None and target >= seat.bet + seat.stack:
        return Legal(verb, seat.bet + seat.stack, seat.stack, all_in=True)
    return Legal(verb, target, target - seat.bet)


def bring_in_options(
    seats: Sequence[Seat], rnd: Round, to_act: int, stakes: Stakes
) -> list[Legal]:
    """The player due to bring in (``*.BRING-IN``): post it, or open for more with a bet of
    twice the bring-in at least; fold too where the bring-in is optional."""
    seat = seats[to_act]
    most_total = None if seat.stack is None else seat.bet + seat.stack
    options = [Legal("fold")] if rnd.forced_optional else []
    options.append(_call(seat, stakes.bring_in, "bring-in"))
    least = max(2 * stakes.bring_in, stakes.small_bet)
    options += _wager(seat, most_total, "bet", least, _largest_bet(rnd, seats, stakes))
    return options


def wagers(seats: Sequence[Seat], rnd: Round, to_act: int, stakes: Stakes) -> list[Legal]:
    """The bet (nothing to call) or raise the player at ``to_act`` may make, as a range from the
    smallest (``*.MINIMUM``) to the largest (``*.MAXIMUM``), cut to the stack; asked only where
    the betting rules let the player wager at all (``betting_rules``)."""
    seat = seats[to_act]
    most_total = None if seat.stack is None else seat.bet + seat.stack
    if rnd.level == 0:
        most = _largest_bet(rnd, seats, stakes)
        return _wager(seat, most_total, "bet", stakes.small_bet, most)
    least = rnd.level + max(rnd.increment, stakes.small_bet)
    most = _largest_raise(rnd, seats, seat, stakes)
    return _wager(seat, most_total, "raise", least, most)


def _largest_bet(rnd: Round, seats: Sequence[Seat], stakes: Stakes) -> int | None:
    """The largest bet before the player's stack cuts it (``None``: only the stack does)."""
    if rnd.structure == "pot-limit":
        return pot(seats)
    if rnd.structure == "spread-limit":
        return stakes.big_bet
    return None


def _largest_raise(rnd: Round, seats: Sequence[Seat], seat: Seat, stakes: Stakes) -> int | None:
    """The largest raise's total before the player's stack cuts it (``None``: only the stack)."""
    if rnd.structure == "pot-limit":
        return rnd.level + pot(seats) + rnd.level - seat.bet
    if rnd.structure == "spread-limit":
        return rnd.level + stakes.big_bet
    return None


def _wager(
    seat: Seat, most_total: int | None, verb: Verb, least: int, most: int | None
) -> list[Legal]:
    """A bet or raise from ``least`` to ``most``, cut to the stack (an all-in below ``least``).

    ``most`` of ``None`` is limited by the stack alone (no limit, where every
    player has one: ``engine.new_hand`` refuses a no-limit table without).
    """
    if most_total is not None and most_total <= least:
        return [Legal(verb, most_total, most_total - seat.bet, all_in=True)]
    if most is None or (most_total is not None and most_total < most):
        most = most_total
    if most is None or most < least:
        return []
    return [Legal(verb, least, least - seat.bet, all_in=False, most=most)]


def chosen(legal: Legal, amount: int, seat: Seat) -> Legal:
    """The single action a ranged ``legal`` becomes at ``amount`` (already within its range)."""
    adds = amount - seat.bet
    return Legal(legal.verb, amount, adds, all_in=seat.stack is not None and adds == seat.stack)


def wagered(rnd: Round, to_act: int, legal: Legal, moved, acted, stakes: Stakes) -> Round:
    """The round after a ranged bet or raise: a full one reopens the betting (``*.ALL-IN``)."""
    size = amount_of(legal) - rnd.level
    required = max(rnd.increment, stakes.small_bet) if rnd.level else stakes.small_bet
    rnd = rnd.but(
        level=max(rnd.level, amount_of(legal)),
        moved=moved,
        bring_in_due=None,
        forced_optional=False,
        aggressor=to_act,
    )
    if size >= required:
        return rnd.but(
            full_level=amount_of(legal),
            increment=size,
            count=rnd.count + 1,
            acted_since_full=frozenset({to_act}),
        )
    return rnd.but(acted_since_full=acted)


def out_of_range(rnd: Round, legal: Legal, amount: int, chips) -> Reason:
    """Why ``amount`` is refused for the ranged ``legal``: below its least or above its most."""
    money = chips.said
    verb = legal.verb
    if amount < amount_of(legal):
        return Reason(
            rule(rnd, "MINIMUM"),
            f"{money(amount)} is less than the smallest {verb}, to {money(amount_of(legal))}",
        )
    most = money(known(legal.most, "the largest amount"))
    return Reason(
        rule(rnd, "MAXIMUM"), f"{money(amount)} is more than the largest {verb}, to {most}"
    )


def limits(street_name: str, rnd: Round, stakes: Stakes) -> Reason:
    """The sizes of bets on a street of a ranged structure (``*.STRUCTURE``)."""
    money = stakes.chips.said
    least = money(stakes.small_bet)
    if rnd.structure == "pot-limit":
        most = "never more than the pot"
    elif rnd.structure == "no-limit":
        most = "up to all of a player's chips"
    else:
        most = f"a bet or a raise never larger than {money(stakes.big_bet)}"
    return Reason(
        rule(rnd, "STRUCTURE"),
        f"on {street_name} the betting is {WORDS[rnd.structure]}: a bet of at least {least}, "
        f"a raise of at least the last bet or raise, and {most}",
    )


def bring_in_reason(player: str, legal: Legal, rnd: Round, stakes: Stakes) -> Reason:
    """Why a bring-in in a ranged structure is a bet of its own (``*.BRING-IN``)."""
    to = stakes.chips.said(amount_of(legal))
    return Reason(
        rule(rnd, "BRING-IN"),
        f"{player} brings in for {to}: in {WORDS[rnd.structure]} it is "
        + ("a bet of the minimum size" if rnd.structure == "pot-limit"
           else "a full bet of its own size, never completed")
        + ", so the next player may fold, call or raise",
    )


def sized(
    player: str, legal: Legal, before: Round, after: Round, seats: Sequence[Seat], stakes: Stakes
) -> list[Reason]:
    """How a ranged bet or raise was sized: the largest it could be, its sum worked out
    (``*.MAXIMUM``), and, for a full one, what the next raise must add (``*.MINIMUM``).

    ``seats`` are the seats before the action.
    """
    seat = next(s for s in seats if s.name == player)
    reasons = [largest(player, legal, before, seats, seat, stakes)]
    if after.full_level != legal.to:  # all in for less: ``short_all_in``
        return reasons
    chips = stakes.chips
    to = chips.said(amount_of(legal))
    if legal.verb == "bet":
        text = f"{player} bets {to}, a full bet: a raise after it must add at least {to}"
    else:
        text = (
            f"{player} raises to {to}, a full raise of {chips.said(after.increment)}: "
            "a raise after it must add at least as much"
        )
    return [*reasons, Reason(rule(before, "MINIMUM"), text)]


def short_all_in(player: str, legal: Legal, rnd: Round, stakes: Stakes) -> Reason:
    """An all-in for less than a full raise, which does not reopen the betting (``*.ALL-IN``)."""
    return Reason(
        rule(rnd, "ALL-IN"),
        f"{player} goes all in for {stakes.chips.said(amount_of(legal))}, less than a full "
        "raise: players who already acted may only call or fold",
    )


def largest(
    player: str, legal: Legal, rnd: Round, seats: Sequence[Seat], seat: Seat, stakes: Stakes
) -> Reason:
    """The largest bet or raise ``player`` could make, its sum worked out (``*.MAXIMUM``)."""
    if rnd.structure == "pot-limit":
        call = rnd.level - seat.bet
        return _largest_pot(player, legal, rnd.level, pot(seats), call, stakes.chips)
    money = stakes.chips.said
    verb, level = legal.verb, rnd.level
    stack_total = None if seat.stack is None else seat.bet + seat.stack
    if rnd.structure == "no-limit":
        return Reason(
            "NOLIMIT.MAXIMUM",
            f"{player} could {verb} to {money(known(stack_total, 'a no-limit stack'))} at most: "
            "in no limit every chip a player has may be wagered",
        )
    upper = money(stakes.big_bet)
    if level == 0:
        most, sum_ = stakes.big_bet, f"the upper bound of the spread, {upper}"
    else:
        most = level + stakes.big_bet
        sum_ = (
            f"the bet of {money(level)} plus the upper bound of the spread, "
            f"{money(level)} + {upper} = {money(most)}"
        )
    if stack_total is not None and stack_total < most:
        return Reason(
            "SPREAD.MAXIMUM",
            f"{player} could {verb} to {money(stack_total)} at most: all their chips, "
            f"short of {sum_}",
        )
    return Reason("SPREAD.MAXIMUM", f"{player} could {verb} to {money(most)} at most: {sum_}")


def _largest_pot(player: str, legal: Legal, level: int, before: int, call: int, chips) -> Reason:
    """The largest pot-limit bet or raise, its sum worked out (POTLIMIT.MAXIMUM).

    ``before`` is the pot before the player acts, ``call`` what they need to call.
    """
    money = chips.said
    verb = legal.verb
    if amount_of(legal) > level + before + call:
        return Reason(
            "POTLIMIT.MAXIMUM",
            f"the pot ({money(before + call)} after calling) is smaller than the smallest "
            f"{verb}, so the smallest {verb}, to {money(legal.to)}, is also the largest "
            f"{player} could make",
        )
    if level == 0:
        return Reason(
            "POTLIMIT.MAXIMUM", f"{player} could bet {money(before)} at most: the size of the pot"
        )
    after = before + call
    if call == 0:
        pot_after = f"the pot is {money(after)}"
    else:
        pot_after = (
            f"calling {money(call)} first makes the pot "
            f"{money(before)} + {money(call)} = {money(after)}"
        )
    return Reason(
        "POTLIMIT.MAXIMUM",
        f"{player} could {verb} to {money(level + after)} at most: {pot_after}, and the "
        f"bet of {money(level)} plus that pot is {money(level)} + {money(after)} = "
        f"{money(level + after)}",
    )
