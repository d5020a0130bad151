"""The rules of the betting, one object each: what it decides, the reason it gives, why it refuses.

A rule of the betting shows three times in a hand: it decides which actions the
player to act has (``legal_actions``), it explains what an action taken did
(the reasons added to the state, ``explained``), and it says why an action is
refused (``refused``, which ``IllegalAction`` carries). Each rule is one object
below that does all three, so a rule changes in one place:

- its decision, a method named for what it decides (``permits``: whether the
  player to act may bet or raise at all; ``options``, ``verb``, ``sizes``...),
  asked by ``legal_actions`` in the order of a turn;
- ``explains(done)``: its reasons for an action taken (``Done``);
- ``refuses(asked)``: why it refuses an action of the player to act
  (``Asked``), or ``None`` where it does not.

Three tables say in which order the rules speak: ``GATES``, the rules every
one of which must permit a bet or raise; ``REFUSALS``, the order in which a
refused action is put to the rules (the first that refuses it says why); and
``REASONS``, the order in which an action's reasons are given. The ranged
structures (pot limit, no limit, spread limit) follow the same rules, their
ranges and sums worked out by ``pot_limit``; what an action does to the round
(its chips, the level, the count of raises) is ``betting.apply``'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from studrules.game.definition import Street
from studrules.hand import limit_schedule, pot_limit
from studrules.hand.model import Action, Legal, Reason, Round, Seat, Stakes, amount_of
from studrules.prose import listed
from studrules.vocabulary import VERBS, Verb

if TYPE_CHECKING:
    from studrules.hand.engine import HandState
    from studrules.house_rules import HandRules

AGGRESSIVE = ("bet", "complete", "raise")
"""The verbs of a wager that others must call: what the gates permit or not."""
_FOLD, _CHECK = Legal("fold"), Legal("check")
"""The legal actions that never change (a ``Legal`` is immutable: one of each serves)."""


class Done:
    """What a rule's reasons read: who took which action, the round before and after it, and
    the seats before it."""

    __slots__ = ("player", "legal", "before", "after", "seats", "stakes", "rules")

    def __init__(
        self,
        player: str,
        legal: Legal,
        before: Round,
        after: Round,
        seats: Sequence[Seat],
        stakes: Stakes,
        rules: HandRules,
    ) -> None:
        self.player = player
        self.legal = legal
        self.before = before
        self.after = after
        self.seats = seats
        self.stakes = stakes
        self.rules = rules


class Asked:
    """What a rule's refusal reads: the state and the action refused, and what every refusal
    says alike: the round, the player's seat, the legal actions of the same verb, the rule
    a limit refusal cites (``limits``) and the amount asked for in words (``amount``)."""

    __slots__ = ("state", "action", "rnd", "seat", "offered", "limits", "amount")

    def __init__(self, state: HandState, action: Action) -> None:
        rnd = state.betting
        self.state = state
        self.action = action
        self.rnd = rnd
        self.seat = state.seats[state.actor]
        self.offered = [a for a in state.legal_actions() if a.verb == action.verb]
        self.limits = pot_limit.rule(rnd, "STRUCTURE") if rnd.ranged else "BET.FIXED.LIMITS"
        to = action.to
        self.amount = "" if to is None else state.stakes.chips.said(to)


class BettingRule:
    """One rule of the betting: its decision, its reasons, its refusals (none by default).

    ``after``: the actions whose reasons the rule may give; ``explains`` is asked
    after those only (``REASONS_AFTER``).
    """

    after: ClassVar[tuple[Verb, ...]] = ()

    def permits(self, seats: Sequence[Seat], rnd: Round, to_act: int, rules: HandRules) -> bool:
        """Whether the player at ``to_act`` may bet or raise, as far as this rule goes."""
        return True

    def explains(self, done: Done) -> tuple[Reason, ...]:
        """Why the action taken did what it did, as far as this rule goes."""
        return ()

    def refuses(self, asked: Asked) -> Reason | None:
        """Why this rule refuses the action asked for, or ``None`` if it does not."""
        return None


def _pay_to(verb: Verb, target: int, bet: int, has: int | None) -> Legal:
    """``verb`` to a round total of ``target``, or all in for less with ``has`` chips behind."""
    if has is not None and target - bet >= has:
        return Legal(verb, bet + has, has, all_in=True)
    return Legal(verb, target, target - bet)


class BringIn(BettingRule):
    """BRING-IN.COMPLETE, BRING-IN.IS-A-BET, BRING-IN.ALL-IN; ``*.BRING-IN``.

    The player whose door card brings in posts the bring-in or completes it
    (folds too, where it is optional); the bring-in is a bet, so the next player
    may not check. In a ranged structure it is a bet of its own size, never
    completed: the player may post it or open for more.
    """

    after = ("bring-in",)

    def options(
        self, seats: Sequence[Seat], rnd: Round, to_act: int, stakes: Stakes
    ) -> list[Legal]:
        """The legal actions of the player due to bring in."""
        if rnd.ranged:
            return pot_limit.bring_in_options(seats, rnd, to_act, stakes)
        has, bet = seats[to_act].stack, seats[to_act].bet
        options = [_FOLD] if rnd.forced_optional else []
        options.append(_pay_to("bring-in", stakes.bring_in, bet, has))
        if stakes.bring_in < stakes.small_bet and (has is None or has > stakes.bring_in):
            options.append(_pay_to("complete", stakes.small_bet, bet, has))
        return options

    def explains(self, done: Done) -> tuple[Reason, ...]:
        player, legal, stakes = done.player, done.legal, done.stakes
        if legal.verb != "bring-in":
            return ()
        if done.before.ranged:
            return (pot_limit.bring_in_reason(player, legal, done.before, stakes),)
        to = stakes.chips.said(amount_of(legal))
        bet = Reason(
            "BRING-IN.IS-A-BET",
            f"{player} brings in for {to}: it is a bet, so the next player may fold, "
            "call or complete but not check",
        )
        if not legal.all_in:
            return (bet,)
        call = "the full bring-in" if done.after.level == stakes.bring_in else "the amount posted"
        return bet, Reason(
            "BRING-IN.ALL-IN", f"{player} brings in all in for less; the others call {call}"
        )

    def refuses(self, asked: Asked) -> Reason | None:
        rnd = asked.rnd
        if asked.action.verb == "complete" and rnd.ranged:
            return Reason(
                pot_limit.rule(rnd, "BRING-IN"),
                f"in {pot_limit.WORDS[rnd.structure]} nobody completes: "
                "the bring-in is a bet of its own size",
            )
        if rnd.bring_in_due == asked.state.to_act:
            return Reason("BRING-IN.COMPLETE", "the bring-in must be posted (or completed)")
        return None


class Facing(BettingRule):
    """BET.FIXED.LIMITS (``*.STRUCTURE``): facing a bet a player folds, calls or raises; with
    none to call, checks or bets. The bring-in and a big blind are bets (BRING-IN.IS-A-BET,
    BLINDS.POST)."""

    def options(self, seat: Seat, level: int) -> list[Legal]:
        """Fold or call the bet to call (``level``), or check where there is none."""
        if level > seat.bet:
            return [_FOLD, _pay_to("call", level, seat.bet, seat.stack)]
        return [_CHECK]

    def refuses(self, asked: Asked) -> Reason | None:
        state, verb, rnd, seat = asked.state, asked.action.verb, asked.rnd, asked.seat
        if verb == "check" and rnd.level > seat.bet:
            first = state.street == 0
            if first and state.bring_in is None and rnd.level == state.stakes.big_blind:
                return Reason("BLINDS.POST", "the big blind is a bet")
            if rnd.full_level == 0 and first and state.bring_in is not None:
                return Reason("BRING-IN.IS-A-BET", "the bring-in is a bet")
            chips = state.stakes.chips
            return Reason(asked.limits, f"there is a bet of {chips.said(rnd.level)} to call")
        if verb in ("bet", "complete") and rnd.level > 0 and rnd.full_level > 0:
            return Reason(asked.limits, "there is already a bet: call, raise or fold")
        if verb == "fold" and rnd.level <= seat.bet:
            return Reason(asked.limits, "there is no bet to fold to: checking costs nothing")
        return None


class CheckRaise(BettingRule):
    """BET.CHECK-RAISE: where the house forbids check-raising, a player who checked earlier in
    the round may call or fold, not bet or raise."""

    after = ("bet",)

    def permits(self, seats: Sequence[Seat], rnd: Round, to_act: int, rules: HandRules) -> bool:
        return to_act not in rnd.checked or rules.check_raise != "forbidden"

    def explains(self, done: Done) -> tuple[Reason, ...]:
        checked = done.before.checked
        if done.legal.verb != "bet" or not checked or done.rules.check_raise != "forbidden":
            return ()
        names = [done.seats[i].name for i in sorted(checked)]
        who = "they" if len(names) > 1 else "that player"
        return (
            Reason(
                "BET.CHECK-RAISE",
                f"{listed(names)} checked on this street: {who} may call or fold, not raise",
            ),
        )

    def refuses(self, asked: Asked) -> Reason | None:
        state = asked.state
        if asked.action.verb not in AGGRESSIVE:
            return None
        if self.permits(state.seats, asked.rnd, state.actor, state.rules):
            return None
        return Reason(
            "BET.CHECK-RAISE",
            f"{asked.seat.name} checked earlier on this street, and this house forbids "
            "check-raising: call or fold",
        )


class ShortAllIn(BettingRule):
    """BET.SHORT-ALL-IN (``*.ALL-IN``): an all-in for less than half a bet (a full raise,
    in a ranged structure) does not reopen the betting: a player who acted since the last
    full wager may only call or fold."""

    after = ("bet", "complete", "raise")

    def permits(self, seats: Sequence[Seat], rnd: Round, to_act: int, rules: HandRules) -> bool:
        return to_act not in rnd.acted_since_full

    def explains(self, done: Done) -> tuple[Reason, ...]:
        legal, player = done.legal, done.player
        short = done.after.full_level != legal.to
        if done.before.ranged:
            if legal.verb in ("bet", "raise") and short:
                return (pot_limit.short_all_in(player, legal, done.before, done.stakes),)
            return ()
        if legal.verb not in AGGRESSIVE or not legal.all_in:
            return ()
        to = done.stakes.chips.said(amount_of(legal))
        if short:
            text = (
                f"{player} goes all in for {to}, less than half a bet more: "
                "players who already acted may only call or fold"
            )
        else:
            answering = [s.name for s in done.seats if s.name != player and s.can_act]
            if len(answering) > 1:
                text = (
                    f"{player} goes all in for {to}: at least half a bet, so it counts as a full "
                    "wager and reopens the betting"
                )
            else:
                text = f"{player} goes all in for {to}: at least half a bet, a full wager"
                return (Reason("BET.SHORT-ALL-IN", text), _nobody_raises(answering))
        return (Reason("BET.SHORT-ALL-IN", text),)

    def refuses(self, asked: Asked) -> Reason | None:
        rnd, state = asked.rnd, asked.state
        if asked.action.verb not in AGGRESSIVE:
            return None
        if self.permits(state.seats, rnd, state.actor, state.rules):
            return None
        return Reason(
            pot_limit.rule(rnd, "ALL-IN") if rnd.ranged else "BET.SHORT-ALL-IN",
            "the betting was not reopened since this player last acted",
        )


def _nobody_raises(answering: list[str]) -> Reason:
    """BET.ALL-IN's end: with every other player all in, nobody may raise an all-in wager."""
    if not answering:
        return Reason("BET.ALL-IN", "every other player is all in: nobody could answer a raise")
    name = answering[0]
    return Reason(
        "BET.ALL-IN",
        f"every player but {name} is all in: {name} may call or fold, but not raise",
    )


class Completion(BettingRule):
    """BET.FIXED.COMPLETE: bringing the bring-in (or a short all-in, or a big blind short of a
    full bet) up to a full bet is completing it, the first full bet of the round."""

    after = ("complete",)

    def verb(self, rnd: Round) -> Verb:
        """The verb of a wager now: a bet, a completion, or a raise."""
        if rnd.level == 0:
            return "bet"
        short = rnd.full_level == 0 or rnd.level > rnd.full_level
        return "complete" if short else "raise"

    def explains(self, done: Done) -> tuple[Reason, ...]:
        before = done.before
        if done.legal.verb != "complete" or before.full_level != 0 or before.ranged:
            return ()
        to = done.stakes.chips.said(amount_of(done.legal))
        counted = before.count == 1 and done.rules.completion_counts_as_raise == "yes"
        if amount_of(done.legal) < before.limit:  # all in for less than a full bet
            full = done.stakes.chips.said(before.limit)
            text = f"{done.player} completes to {to}, all in: short of the full bet of {full}"
        else:
            text = f"{done.player} completes to {to}: the first full bet"
        if counted:
            text += ", counted as a raise toward the cap (the bring-in being the bet)"
        return (Reason("BET.FIXED.COMPLETE", text),)

    def refuses(self, asked: Asked) -> Reason | None:
        rnd, state = asked.rnd, asked.state
        if asked.action.verb != "raise" or rnd.level <= 0 or rnd.full_level != 0:
            return None
        complete = next((a for a in state.legal_actions() if a.verb == "complete"), None)
        if complete is None:
            return None
        before = "bring-in" if state.bring_in is not None else "big blind"
        return Reason(
            "BET.FIXED.COMPLETE",
            f"only a completion to {state.stakes.chips.said(amount_of(complete))} can follow "
            f"the {before}",
        )


class AllIn(BettingRule):
    """BET.ALL-IN: a player who calls with every chip plays for what that matches; nobody
    raises when calling takes every chip, or when every other player is all in."""

    after = ("call",)

    def permits(self, seats: Sequence[Seat], rnd: Round, to_act: int, rules: HandRules) -> bool:
        seat = seats[to_act]
        if seat.stack is not None and seat.bet + seat.stack <= rnd.level:
            return False
        for i, s in enumerate(seats):  # noqa: SIM110 (asked every turn: any() is slower)
            if i != to_act and not s.folded and s.stack != 0:
                return True
        return False

    def explains(self, done: Done) -> tuple[Reason, ...]:
        legal = done.legal
        if legal.verb != "call" or not legal.all_in or done.before.ranged:
            return ()
        to = done.stakes.chips.said(amount_of(legal))
        return (
            Reason(
                "BET.ALL-IN",
                f"{done.player} calls all in for {to}: eligible only for what that matches",
            ),
        )

    def refuses(self, asked: Asked) -> Reason | None:
        if asked.action.verb not in AGGRESSIVE:
            return None
        state, seat = asked.state, asked.seat
        if not any(s.can_act for i, s in enumerate(state.seats) if i != state.actor):
            return Reason("BET.ALL-IN", "every other player is all in: nobody could answer")
        if seat.stack is not None and seat.bet + seat.stack <= asked.rnd.level:
            return Reason("BET.ALL-IN", "calling takes every chip this player has")
        return None


class Cap(BettingRule):
    """BET.CAP, BET.CAP.HEADS-UP: a bet and ``max-raises`` raises at most in a round of fixed
    or spread limit; heads-up, as ``uncapped-when`` says, raising goes on."""

    after = ("bring-in", "call", "bet", "complete", "raise")

    def permits(self, seats: Sequence[Seat], rnd: Round, to_act: int, rules: HandRules) -> bool:
        if rnd.ranged and rnd.structure not in pot_limit.CAPPED:
            return True
        if rnd.count < 1 + rules.max_raises:
            return True
        if rules.uncapped_when == "heads-up-any-time-before-cap":
            return not rnd.capped
        return rnd.uncapped

    def explains(self, done: Done) -> tuple[Reason, ...]:
        before, after, rules = done.before, done.after, done.rules
        if before.ranged:
            return ()
        cap = 1 + rules.max_raises
        reasons: tuple[Reason, ...] = ()
        if after.count == cap and before.count < cap:
            how = (
                "the round is capped"
                if after.capped or rules.uncapped_when != "heads-up-any-time-before-cap"
                else "only two players can still bet, so raising goes on"
            )
            reasons = (Reason("BET.CAP", f"a bet and {rules.max_raises} raises: {how}"),)
        if after.count > cap and before.count >= cap:
            heads_up = f"heads-up the cap is lifted ({rules.uncapped_when})"
            reasons = (*reasons, Reason("BET.CAP.HEADS-UP", heads_up))
        return reasons

    def refuses(self, asked: Asked) -> Reason | None:
        """Every bet or raise no rule before it refuses: the round is capped."""
        if asked.action.verb not in AGGRESSIVE:
            return None
        raises = asked.state.rules.max_raises
        return Reason("BET.CAP", f"the betting is capped at a bet and {raises} raises")


class BigAfterBig(BettingRule):
    """BET.FIXED.BIG-AFTER-BIG: under ``raise-after-big-bet`` ``big-only``, once someone has bet
    big on a round every raise after it is big too."""

    after = ("bet", "complete", "raise")

    def binds(self, rnd: Round, rules: HandRules) -> bool:
        """Whether only the big bet may be raised by now."""
        return rnd.big_made and rules.raise_after_big_bet == "big-only"

    def explains(self, done: Done) -> tuple[Reason, ...]:
        before, after = done.before, done.after
        if not after.big_made or before.big_made or done.rules.raise_after_big_bet != "big-only":
            return ()
        text = f"{done.player} bet big: every raise after it must be big too"
        return (Reason("BET.FIXED.BIG-AFTER-BIG", text),)


BIG_AFTER_BIG = BigAfterBig()

_SCHEDULES = {
    "california": "the California schedule: small bets on the first three rounds",
    "home": "the home schedule: big bets only for an open pair",
    "small-throughout": "small bets throughout",
}
"""How the limit reason names each schedule but the casino's (BET.FIXED.SCHEDULE)."""


class Sizes(BettingRule):
    """BET.FIXED.LIMITS, BET.FIXED.SCHEDULE (and the open pair's big bet, BET.FIXED.OPEN-PAIR);
    ``*.STRUCTURE``, ``*.MINIMUM``, ``*.MAXIMUM``: how much a bet or raise may be.

    At fixed limit, the street's limit (the small or the big bet, as the house's
    schedule has it) or the big bet too where an open pair allows it; in a
    ranged structure, any amount from the smallest to the largest the
    structure allows (``pot_limit``).
    """

    after = ("bet", "raise")

    def increments(self, rnd: Round, seat: int, stakes: Stakes, rules: HandRules) -> list[int]:
        """The sizes a fixed-limit bet or raise of ``seat`` may have on this round."""
        if rnd.big_made and BIG_AFTER_BIG.binds(rnd, rules):  # big_made first: asked every turn
            return [stakes.big_bet]
        if seat in rnd.big_allowed:
            return [rnd.limit, stakes.big_bet]
        return [rnd.limit]

    def sizes(
        self,
        seats: Sequence[Seat],
        rnd: Round,
        to_act: int,
        stakes: Stakes,
        rules: HandRules,
        verb: Verb,
    ) -> list[Legal]:
        """The bets or raises the player at ``to_act`` may make (``verb`` at fixed limit)."""
        if rnd.ranged:
            return pot_limit.wagers(seats, rnd, to_act, stakes)
        seat, wagers = seats[to_act], []
        for inc in self.increments(rnd, to_act, stakes, rules):
            target = rnd.full_level + inc
            if target > rnd.level:
                legal = _pay_to(verb, target, seat.bet, seat.stack)
                if legal not in wagers:  # two sizes can meet in one all-in
                    wagers.append(legal)
        return wagers

    def announced(self, street: Street, rnd: Round, stakes: Stakes, schedule: str) -> Reason:
        """The size of a bet or raise on the street as its round opens, and the schedule in
        force that sets it (``limit_schedule.cited``)."""
        if rnd.ranged:
            return pot_limit.limits(street.name, rnd, stakes)
        size = "small" if rnd.limit == stakes.small_bet else "big"
        limit = stakes.chips.said(rnd.limit)
        text = f"on {street.name} bets and raises are {limit} (the {size} bet"
        if schedule == "casino":
            return Reason("BET.FIXED.LIMITS", f"{text})")
        return Reason("BET.FIXED.SCHEDULE", f"{text}: {_SCHEDULES[schedule]})")

    def explains(self, done: Done) -> tuple[Reason, ...]:
        legal = done.legal
        if not done.before.ranged or legal.verb not in ("bet", "raise"):
            return ()
        return tuple(
            pot_limit.sized(done.player, legal, done.before, done.after, done.seats, done.stakes)
        )

    def refuses(self, asked: Asked) -> Reason | None:
        """A bet or raise the player may make, asked for at an amount it may not have."""
        offered, rnd, to = asked.offered, asked.rnd, asked.action.to
        if asked.action.verb not in AGGRESSIVE or not offered or to is None:
            return None
        state = asked.state
        if rnd.ranged and offered[0].most is not None:
            return pot_limit.out_of_range(rnd, offered[0], to, state.stakes.chips)
        house = limit_schedule.cited(state)
        if house == "casino" or rnd.ranged:
            return Reason(asked.limits, f"{asked.amount} is not a legal amount")
        chips = state.stakes.chips
        sizes = chips.said(rnd.limit)
        if state.actor in rnd.big_allowed:
            sizes += f" or {chips.said(state.stakes.big_bet)}"
        return Reason(
            "BET.FIXED.SCHEDULE",
            f"{asked.amount} is not a legal amount: under the house's {house} schedule "
            f"bets and raises on {state.streets[state.street].name} are {sizes}",
        )


BRING_IN, FACING, SIZES = BringIn(), Facing(), Sizes()
CHECK_RAISE, SHORT_ALL_IN, COMPLETION = CheckRaise(), ShortAllIn(), Completion()
ALL_IN, CAP = AllIn(), Cap()

GATES: tuple[BettingRule, ...] = (CHECK_RAISE, SHORT_ALL_IN, ALL_IN, CAP)
"""The rules every one of which must permit a bet or raise (``permits``)."""

REFUSALS: tuple[BettingRule, ...] = (
    BRING_IN, FACING, SIZES, CHECK_RAISE, ALL_IN, SHORT_ALL_IN, COMPLETION, CAP,
)
"""The order in which a refused betting action is put to the rules: the first to refuse it
says why (all in before a short all-in: with nobody left to answer, whether the betting
was reopened decides nothing; the cap last: a bet or raise no other rule refuses is over
the cap)."""

REASONS: tuple[BettingRule, ...] = (
    BRING_IN, COMPLETION, ALL_IN, SIZES, SHORT_ALL_IN, CAP, BIG_AFTER_BIG, CHECK_RAISE,
)
"""The order in which the reasons for an action taken are given."""

REASONS_AFTER: dict[str, tuple[BettingRule, ...]] = {
    verb: tuple(rule for rule in REASONS if verb in rule.after) for verb in VERBS
}
"""The rules of ``REASONS`` that may give reasons after each verb, in that order."""


def legal_actions(
    seats: Sequence[Seat], rnd: Round, to_act: int, stakes: Stakes, rules: HandRules
) -> list[Legal]:
    """Every legal action of the player at ``to_act``, with its ``to`` and ``adds``: the
    bring-in's, or a fold, call or check, and a bet or raise where every gate permits one."""
    if rnd.bring_in_due == to_act:
        return BRING_IN.options(seats, rnd, to_act, stakes)
    options = FACING.options(seats[to_act], rnd.level)
    # The gates of ``GATES``, asked in one expression: asked every turn, a loop over the
    # table costs a tenth of this function (benchmarks/steps.py, "legal").
    if (
        CHECK_RAISE.permits(seats, rnd, to_act, rules)
        and SHORT_ALL_IN.permits(seats, rnd, to_act, rules)
        and ALL_IN.permits(seats, rnd, to_act, rules)
        and CAP.permits(seats, rnd, to_act, rules)
    ):
        return options + SIZES.sizes(seats, rnd, to_act, stakes, rules, COMPLETION.verb(rnd))
    return options


def explained(
    player: str,
    legal: Legal,
    before: Round,
    after: Round,
    seats: Sequence[Seat],
    stakes: Stakes,
    rules: HandRules,
) -> list[Reason]:
    """Why an action did what it did to the betting: each rule's reasons, in ``REASONS``'
    order. A fold, a check or a call for less than everything says nothing (in a ranged
    structure, nothing but a bring-in, a bet or a raise does)."""
    verb = legal.verb
    speaking = REASONS_AFTER[verb]
    if not speaking or (verb == "call" and (not legal.all_in or before.ranged)):
        return []
    done = Done(player, legal, before, after, seats, stakes, rules)
    reasons: list[Reason] = []
    for rule in speaking:
        reasons += rule.explains(done)
    return reasons


def refused(state: HandState, action: Action) -> Reason:
    """Why a betting action of the player to act is refused: the first rule of ``REFUSALS``
    that refuses it, else the limits (``BET.FIXED.LIMITS`` or the structure's)."""
    asked = Asked(state, action)
    for rule in REFUSALS:
        why = rule.refuses(asked)
        if why is not None:
            return why
    if action.to is not None:
        return Reason(asked.limits, f"{asked.amount} is not a legal amount")
    return Reason(asked.limits, f"{action.verb} is not an action here")
