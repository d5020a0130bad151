"""Fixed-limit betting: the legal actions of the player to act, and what each one does.

Amounts are whole chips. ``to`` is the player's total on this betting round
after the action, ``adds`` the chips it moves. The rules: BET.FIXED.LIMITS,
BET.FIXED.COMPLETE, BET.FIXED.OPEN-PAIR, BET.FIXED.BIG-AFTER-BIG, BET.CAP,
BET.CAP.HEADS-UP, BET.ALL-IN, BET.SHORT-ALL-IN, BET.ROUND-END, BET.CHECK-RAISE,
BRING-IN.*; the limit of each street is the schedule's (``schedule``).
"""

from __future__ import annotations

from collections.abc import Sequence

from studrules.game.definition import Street, Variant
from studrules.hand import limit_schedule, pot_limit
from studrules.hand.model import Legal, Reason, Round, Seat, Stakes, amount_of
from studrules.hand.order import board
from studrules.house_rules import HandRules
from studrules.prose import listed
from studrules.rankings.base import NO_WILD, Category, Wild
from studrules.vocabulary import Verb

AGGRESSIVE = ("bet", "complete", "raise")
_FOLD, _CHECK = Legal("fold"), Legal("check")
"""The legal actions that never change (a ``Legal`` is immutable: one of each serves)."""


def _shows_pair(seat: Seat, wild: Wild) -> bool:
    """Whether the player's face-up cards hold a pair (or better) by the high showing ranking."""
    shown = board("showing-high", seat.up_cards, wild)
    return shown.category is not None and shown.category >= Category.ONE_PAIR


def open_round(
    seats: Sequence[Seat],
    street: Street,
    variant: Variant,
    stakes: Stakes,
    rules: HandRules,
    wild: Wild = NO_WILD,
    structure: str = "fixed-limit",
) -> tuple[Round, list[Reason]]:
    """A new betting round for ``street``: its limit, who may bet big, whether it is capped."""
    active = able(seats)
    uncapped = rules.uncapped_when == "heads-up-at-round-start" and active <= 2
    if structure != "fixed-limit":  # ranged (POTLIMIT.*, NOLIMIT.*, SPREAD.*)
        return Round(street.number, stakes.small_bet, structure=structure, uncapped=uncapped), []
    limit = stakes.small_bet if street.limit == "small" else stakes.big_bet
    reasons = []
    big_allowed: frozenset[int] = frozenset()
    option = rules.fourth_street_open_pair
    applies = limit_schedule.pair_can_matter(variant, rules)
    second_round = street.number == variant.open_pair_street
    pair_round = limit_schedule.pair_street(street, variant, rules)
    if pair_round and applies and option != "no-effect" and limit < stakes.big_bet:
        pairs = [i for i, s in enumerate(seats) if not s.folded and _shows_pair(s, wild)]
        if pairs:
            names = listed([seats[i].name for i in pairs])
            shows = "shows an open pair" if len(pairs) == 1 else "show open pairs"
            if option == "mandatory":
                limit = stakes.big_bet
                text = f"{names} {shows} on {street.name}: the big bet applies"
            elif option == "pair-holder-only":
                big_allowed = frozenset(pairs)
                text = f"{names} {shows} on {street.name} and may bet or raise big"
            else:
                big_allowed = frozenset(i for i, s in enumerate(seats) if not s.folded)
                text = f"{names} {shows}: anyone may bet or raise small or big"
            reasons.append(Reason("BET.FIXED.OPEN-PAIR", text))
    elif (
        second_round
        and not applies
        and option != "no-effect"
        and any(not s.folded and _shows_pair(s, wild) for s in seats)
    ):
        reasons.append(
            Reason(
                "BET.FIXED.OPEN-PAIR",
                f"an open pair does not change the limit in {variant.names.phrase}",
            )
        )
    return Round(street.number, limit, big_allowed=big_allowed, uncapped=uncapped), reasons


def _increments(rnd: Round, seat: int, stakes: Stakes, rules: HandRules) -> list[int]:
    """The sizes a bet or raise of ``seat`` may have on this round (BET.FIXED.BIG-AFTER-BIG)."""
    if rnd.big_made and rules.raise_after_big_bet == "big-only":
        return [stakes.big_bet]
    if seat in rnd.big_allowed:
        return [rnd.limit, stakes.big_bet]
    return [rnd.limit]


def _cap_allows(rnd: Round, rules: HandRules) -> bool:
    """Whether one more bet or raise is allowed under the cap (BET.CAP, BET.CAP.HEADS-UP)."""
    if rnd.count < 1 + rules.max_raises:
        return True
    if rules.uncapped_when == "heads-up-any-time-before-cap":
        return not rnd.capped
    return rnd.uncapped


def legal_actions(
    seats: Sequence[Seat], rnd: Round, to_act: int, stakes: Stakes, rules: HandRules
) -> list[Legal]:
    """Every legal action of the player at ``to_act``, with its ``to`` and ``adds``."""
    if to_act in rnd.checked and rules.check_raise == "forbidden":
        return _no_check_raise(seats, rnd, to_act, stakes, rules)
    if rnd.ranged:
        may_raise = rnd.structure not in pot_limit.CAPPED or _cap_allows(rnd, rules)
        return pot_limit.legal_actions(seats, rnd, to_act, stakes, may_raise)
    seat = seats[to_act]
    has = seat.stack
    bet = seat.bet
    if rnd.bring_in_due == to_act:
        options = [_FOLD] if rnd.forced_optional else []
        options.append(_pay_to("bring-in", stakes.bring_in, bet, has))
        if stakes.bring_in < stakes.small_bet and (has is None or has > stakes.bring_in):
            options.append(_pay_to("complete", stakes.small_bet, bet, has))
        return options
    options = []
    facing = rnd.level > bet
    if facing:
        options += [_FOLD, _pay_to("call", rnd.level, bet, has)]
    else:
        options.append(_CHECK)
    if (
        (has is None or bet + has > rnd.level)
        and to_act not in rnd.acted_since_full
        and _cap_allows(rnd, rules)
        # Nobody could answer a raise when every opponent is all in (BET.ALL-IN).
        and _others_can_act(seats, to_act)
    ):
        # Bringing a bring-in or a short all-in up to a full wager is completing it.
        short = rnd.full_level == 0 or rnd.level > rnd.full_level
        verb: Verb = "bet" if rnd.level == 0 else "complete" if short else "raise"
        for inc in _increments(rnd, to_act, stakes, rules):
            target = rnd.full_level + inc
            if target > rnd.level:
                legal = _pay_to(verb, target, bet, has)
                if legal not in options:  # two sizes can meet in one all-in
                    options.append(legal)
    return options


def _no_check_raise(
    seats: Sequence[Seat], rnd: Round, to_act: int, stakes: Stakes, rules: HandRules
) -> list[Legal]:
    """A player who checked earlier in the round may call or fold, not bet or raise
    (BET.CHECK-RAISE under ``check-raise`` ``forbidden``)."""
    allowed = legal_actions(seats, rnd.but(checked=frozenset()), to_act, stakes, rules)
    return [a for a in allowed if a.verb not in AGGRESSIVE]


def _pay_to(verb: Verb, target: int, bet: int, has: int | None) -> Legal:
    """``verb`` to a round total of ``target``, or all in for less with ``has`` chips behind."""
    if has is not None and target - bet >= has:
        return Legal(verb, bet + has, has, all_in=True)
    return Legal(verb, target, target - bet)


def able(seats: Sequence[Seat]) -> int:
    """How many players can still act: in the hand and not all in (``Seat.can_act``).

    A loop over the fields rather than ``sum`` over the property: asked on every
    street and after every wager.
    """
    count = 0
    for s in seats:
        if not s.folded and s.stack != 0:
            count += 1
    return count


def _others_can_act(seats: Sequence[Seat], to_act: int) -> bool:
    """Whether a player other than ``to_act`` is in the hand and not all in."""
    for i, s in enumerate(seats):  # noqa: SIM110 (asked for every legal action: any() is slower)
        if i != to_act and not s.folded and s.stack != 0:
            return True
    return False


def apply(
    seats: Sequence[Seat],
    rnd: Round,
    to_act: int,
    legal: Legal,
    stakes: Stakes,
    rules: HandRules,
) -> tuple[tuple[Seat, ...], Round]:
    """The seats and round after the player at ``to_act`` takes ``legal`` (already checked)."""
    out = list(seats)
    seat = out[to_act]
    moved = _with(rnd.moved, to_act)
    if legal.verb == "fold":
        out[to_act] = seat.but(folded=True)
        due = _pass_bring_in(out, rnd, to_act)
        return tuple(out), rnd.passed(moved, rnd.acted_since_full, rnd.checked, due)
    if legal.adds:  # a check changes no seat
        out[to_act] = seat.pay(legal.adds)
    acted = _with(rnd.acted_since_full, to_act)
    if legal.verb == "check":
        checked = _with(rnd.checked, to_act)
        return tuple(out), rnd.passed(moved, acted, checked, rnd.bring_in_due)
    if legal.verb == "call":
        return tuple(out), rnd.passed(moved, acted, rnd.checked, rnd.bring_in_due)
    if legal.verb == "bring-in":
        return tuple(out), _bring_in_posted(rnd, to_act, legal, moved, acted, stakes, rules)
    if rnd.ranged:
        rnd = pot_limit.wagered(rnd, to_act, legal, moved, acted, stakes)
        if rnd.structure in pot_limit.CAPPED:
            rnd = _capped(out, rnd, rules)
        return tuple(out), rnd
    return tuple(out), _wager(out, rnd, to_act, legal, moved, acted, stakes, rules)


def _with(seats: frozenset[int], seat: int) -> frozenset[int]:
    """``seats`` and ``seat`` (the same set when it is already there: no new one)."""
    return seats if seat in seats else seats | {seat}


def _pass_bring_in(seats: Sequence[Seat], rnd: Round, folded: int) -> int | None:
    """After an optional bring-in is declined, the next player with chips inherits it."""
    if rnd.bring_in_due != folded:
        return rnd.bring_in_due
    n = len(seats)
    for step in range(1, n):
        i = (folded + step) % n
        if seats[i].can_act:
            return i
    return None


def _bring_in_posted(
    rnd: Round, to_act: int, legal: Legal, moved, acted, stakes: Stakes, rules: HandRules
) -> Round:
    """The bring-in is the round's bet to call; it is a full bet only if it equals the small bet."""
    level = legal.to
    if legal.all_in and rules.short_bring_in_call_level == "full-bring-in":
        level = stakes.bring_in
    changes = {
        "level": level,
        "moved": moved,
        "acted_since_full": acted,
        "bring_in_due": None,
        "forced_optional": False,
        "aggressor": to_act,
    }
    if rnd.ranged:  # a bet of the minimum size (POTLIMIT.BRING-IN and its twins)
        changes.update(full_level=level, count=1, increment=level)
    elif stakes.bring_in >= stakes.small_bet:
        changes.update(full_level=level, count=1)
    elif rules.completion_counts_as_raise == "yes":
        # The bring-in is the bet, so the completion after it is the first raise (BET.CAP).
        changes["count"] = 1
    return rnd.but(**changes)


def _wager(
    seats: Sequence[Seat],
    rnd: Round,
    to_act: int,
    legal: Legal,
    moved,
    acted,
    stakes: Stakes,
    rules: HandRules,
) -> Round:
    """A bet, completion or raise: full ones reopen the betting and count toward the cap."""
    target = amount_of(legal)
    size = target - rnd.full_level
    required = min(_increments(rnd, to_act, stakes, rules))
    full = size >= required
    full_level, count, big_made = rnd.full_level, rnd.count, rnd.big_made
    if full or 2 * size >= required:  # at least half a bet reopens the betting
        count += full or rules.short_all_in_counts_toward_cap == "if-at-least-half"
        full_level, acted = target, frozenset({to_act})
        big_made = big_made or (size >= stakes.big_bet > rnd.limit)
    # Every field named: the constructor is called directly, with no dictionary of changes.
    after = Round(
        street=rnd.street, limit=rnd.limit, level=max(rnd.level, target), full_level=full_level,
        count=count, capped=rnd.capped, uncapped=rnd.uncapped, big_allowed=rnd.big_allowed,
        big_made=big_made, moved=moved, acted_since_full=acted, bring_in_due=None,
        forced_optional=False, aggressor=to_act, structure=rnd.structure,
        increment=rnd.increment, checked=rnd.checked,
    )
    return _capped(seats, after, rules)


def _capped(seats: Sequence[Seat], rnd: Round, rules: HandRules) -> Round:
    """The round, capped once its bets and raises reach the cap with three players in (BET.CAP)."""
    if rnd.capped or rnd.count < 1 + rules.max_raises:
        return rnd
    if able(seats) > 2:
        return rnd.but(capped=True)
    return rnd


def round_over(seats: Sequence[Seat], rnd: Round) -> bool:
    """Whether everyone still able to act has acted and matched the bet (BET.ROUND-END)."""
    moved, level = rnd.moved, rnd.level
    for i, s in enumerate(seats):  # a loop: asked after every action, and all() is slower
        if not (s.folded or s.stack == 0 or (i in moved and s.bet >= level)):
            return False
    return True


def next_to_act(seats: Sequence[Seat], rnd: Round, after: int) -> int:
    """The next player clockwise who still has to act (ACT.CLOCKWISE)."""
    n = len(seats)
    moved, level = rnd.moved, rnd.level
    for step in range(1, n + 1):
        i = (after + step) % n
        s = seats[i]
        if not s.folded and s.stack != 0 and (i not in moved or s.bet < level):  # can act
            return i
    raise AssertionError("next_to_act called on a finished round")
