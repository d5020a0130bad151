"""A measurement for the next step of #17: the betting step on a plain per-hand record, timed.

Run: ``python benchmarks/record_proto.py [--hands N] [--repeat R] [--seed S]``.

A prototype of path (b) of "Speed of a hand" (docs/next.md as of #17; git keeps it), fixed-limit
betting action alone (no street change, no showdown, no ranged structures, no
``check-raise forbidden``). What a hand keeps that no action changes (names,
stakes, house rules, the number of seats) lives once in a ``Table``; a state is
a ``Snap``: an object of plain ints, with the seats as parallel
lists (stacks, bets, contributions) and every set of seats (folded, moved,
acted since the last full bet, checked, may bet big) as a bit mask. ``apply``
builds one new ``Snap`` and copies only the lists the action changes (a check
or a fold copies none; a wager copies three lists of a few ints each): a list a
published ``Snap`` holds is never written again, so old states stay valid and
a refused action changes nothing. Reasons are not worded here (the engine's
``betting_rules.explained`` says nothing for a fold, a check or a call, and the second
round measured the rest at 1-2% of a hand).

The script plays the same random hands as ``steps.py`` (same seed, five
players), keeps every betting action that leaves the round open, converts its
state to a ``Snap``, checks that the prototype's next state has the engine's
chips, round, player to act and legal actions (every one of them, else it
fails), then times, best of ``R`` passes, CPU microseconds per action:
``apply`` and then the legal actions of the state it made, for the engine and
for the prototype. The module type-checks and compiles with mypyc as it is
(``mypyc benchmarks/record_proto.py`` in a scratch copy, then
``python -c "import record_proto, sys; sys.exit(record_proto.main())"``): the
measure of both paths together.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

from studrules.hand.dealing import Dealer
from studrules.hand.model import Legal
from studrules.variants import VARIANTS

sys.path.insert(0, str(Path(__file__).resolve().parent))  # runs.py, steps.py: beside this script
from runs import parse_run, revision
from steps import GAMES, collect

_FOLD, _CHECK = Legal("fold"), Legal("check")


class Table:
    """What no betting action changes: the players, the stakes, the house rules, worked out once."""

    __slots__ = ("names", "n", "small", "big", "bring_in", "cap", "big_only", "cap_heads_up",
                 "half_counts", "full_bring_in", "completion_raise", "uncapped")

    def __init__(self, state) -> None:
        rules, stakes = state.rules, state.stakes
        if rules.check_raise == "forbidden" or state.round.ranged:
            raise NotImplementedError("the prototype plays fixed limit with check-raising allowed")
        self.names: list[str] = [s.name for s in state.seats]
        self.n: int = len(self.names)
        self.small: int = stakes.small_bet
        self.big: int = stakes.big_bet
        self.bring_in: int = stakes.bring_in
        self.cap: int = 1 + rules.max_raises
        self.big_only = rules.raise_after_big_bet == "big-only"
        self.cap_heads_up = rules.uncapped_when == "heads-up-any-time-before-cap"
        self.half_counts = rules.short_all_in_counts_toward_cap == "if-at-least-half"
        self.full_bring_in = rules.short_bring_in_call_level == "full-bring-in"
        self.completion_raise = rules.completion_counts_as_raise == "yes"


def _mask(seats) -> int:
    return sum(1 << i for i in seats)


class Snap:
    """One moment of the betting: plain values, never changed once made."""

    table: Table
    stacks: list
    bets: list[int]
    committed: list[int]
    folded: int
    level: int
    full_level: int
    count: int
    capped: bool
    uncapped: bool
    limit: int
    big_allowed: int
    big_made: bool
    moved: int
    acted: int
    checked: int
    bring_in_due: int | None
    forced_optional: bool
    aggressor: int | None
    to_act: int
    history: tuple
    _legal: tuple | None

    @classmethod
    def of(cls, state, table: Table) -> Snap:
        """The engine's ``state`` as a snapshot (for the comparison; not timed)."""
        rnd, seats = state.round, state.seats
        snap = Snap()
        snap.table = table
        snap.stacks = [s.stack for s in seats]
        snap.bets = [s.bet for s in seats]
        snap.committed = [s.committed for s in seats]
        snap.folded = _mask(i for i, s in enumerate(seats) if s.folded)
        snap.level, snap.full_level, snap.count = rnd.level, rnd.full_level, rnd.count
        snap.capped, snap.uncapped, snap.limit = rnd.capped, rnd.uncapped, rnd.limit
        snap.big_allowed, snap.big_made = _mask(rnd.big_allowed), rnd.big_made
        snap.moved, snap.acted = _mask(rnd.moved), _mask(rnd.acted_since_full)
        snap.checked = _mask(rnd.checked)
        snap.bring_in_due, snap.forced_optional = rnd.bring_in_due, rnd.forced_optional
        snap.aggressor, snap.to_act, snap.history = rnd.aggressor, state.to_act, state.history
        snap._legal = None
        return snap

    # -- legal actions (betting_rules.legal_actions, fixed limit) --

    def legal_actions(self) -> list[Legal]:
        kept = self._legal
        if kept is None:
            kept = self._legal = self._work_out_legal()
        return list(kept)

    def _cap_allows(self) -> bool:
        if self.count < self.table.cap:
            return True
        if self.table.cap_heads_up:
            return not self.capped
        return self.uncapped

    def _work_out_legal(self) -> tuple[Legal, ...]:
        t, i = self.table, self.to_act
        has, bet, level = self.stacks[i], self.bets[i], self.level
        if self.bring_in_due == i:
            options = [_FOLD] if self.forced_optional else []
            options.append(_pay_to("bring-in", t.bring_in, bet, has))
            if t.bring_in < t.small and (has is None or has > t.bring_in):
                options.append(_pay_to("complete", t.small, bet, has))
            return tuple(options)
        options = [_FOLD, _pay_to("call", level, bet, has)] if level > bet else [_CHECK]
        bit = 1 << i
        if ((has is None or bet + has > level) and not self.acted & bit and self._cap_allows()
                and self._others_can_act(i)):
            full = self.full_level
            verb = "bet" if level == 0 else "complete" if full == 0 or level > full else "raise"
            for inc in self._increments(i):
                target = full + inc
                if target > level:
                    legal = _pay_to(verb, target, bet, has)
                    if legal not in options:
                        options.append(legal)
        return tuple(options)

    def _increments(self, i: int) -> tuple[int, ...]:
        t = self.table
        if self.big_made and t.big_only:
            return (t.big,)
        if self.big_allowed >> i & 1:
            return (self.limit, t.big)
        return (self.limit,)

    def _others_can_act(self, i: int) -> bool:
        folded, stacks = self.folded, self.stacks
        for j in range(self.table.n):  # noqa: SIM110 (any() is slower)
            if j != i and not folded >> j & 1 and stacks[j] != 0:
                return True
        return False

    # -- the step --

    def apply(self, action) -> Snap:
        """The next state, or ``ValueError`` (this state stays as it is)."""
        i = self.to_act
        if action.player != self.table.names[i]:
            raise ValueError(f"{action.player} cannot {action.verb}: not their turn")
        kept = self._legal
        if kept is None:
            kept = self._legal = self._work_out_legal()
        legal = None
        for a in kept:
            if a.verb == action.verb and (action.to is None or a.to == action.to):
                legal = a
                break
        if legal is None:
            raise ValueError(f"{action.player} cannot {action.verb}")
        new = _copy(self)
        new._legal = None
        new.history = (*self.history, action)
        bit = 1 << i
        new.moved = self.moved | bit
        verb = legal.verb
        if verb == "fold":
            new.folded = self.folded | bit
            if self.bring_in_due == i:
                new.bring_in_due = self._passed_bring_in(i, new.folded)
        else:
            adds = legal.adds
            if adds:
                stacks, bets, committed = self.stacks[:], self.bets[:], self.committed[:]
                if stacks[i] is not None:
                    if adds > stacks[i]:
                        raise ValueError(f"{action.player} has only {stacks[i]} chips")
                    stacks[i] -= adds
                bets[i] += adds
                committed[i] += adds
                new.stacks, new.bets, new.committed = stacks, bets, committed
            new.acted = self.acted | bit
            if verb == "check":
                new.checked = self.checked | bit
            elif verb == "bring-in":
                self._bring_in_posted(new, i, legal)
            elif verb != "call":
                self._wager(new, i, legal)
        if new._round_over():
            raise NotImplementedError("the prototype stops where the round ends")
        new.to_act = new._next_to_act(i)
        return new

    def _passed_bring_in(self, folded_seat: int, folded: int) -> int | None:
        n, stacks = self.table.n, self.stacks
        for step in range(1, n):
            j = (folded_seat + step) % n
            if not folded >> j & 1 and stacks[j] != 0:
                return j
        return None

    def _bring_in_posted(self, new: Snap, i: int, legal: Legal) -> None:
        t = self.table
        to = legal.to
        assert to is not None
        level: int = t.bring_in if legal.all_in and t.full_bring_in else to
        new.level, new.bring_in_due, new.forced_optional, new.aggressor = level, None, False, i
        if t.bring_in >= t.small:
            new.full_level, new.count = level, 1
        elif t.completion_raise:
            new.count = 1

    def _wager(self, new: Snap, i: int, legal: Legal) -> None:
        t = self.table
        target = legal.to
        assert target is not None
        size = target - self.full_level
        required = min(self._increments(i))
        full = size >= required
        new.level = max(self.level, target)
        new.bring_in_due, new.forced_optional, new.aggressor = None, False, i
        if full or 2 * size >= required:
            new.count = self.count + int(full or t.half_counts)
            new.full_level = target
            new.acted = 1 << i
            new.big_made = self.big_made or (size >= t.big > self.limit)
        if not new.capped and new.count >= t.cap and new._able() > 2:
            new.capped = True

    def _able(self) -> int:
        folded, stacks = self.folded, self.stacks
        return sum(1 for j in range(self.table.n) if not folded >> j & 1 and stacks[j] != 0)

    def _round_over(self) -> bool:
        folded, stacks, bets = self.folded, self.stacks, self.bets
        moved, level = self.moved, self.level
        if bin(~folded & ((1 << self.table.n) - 1)).count("1") <= 1:
            return True
        for j in range(self.table.n):
            if not (folded >> j & 1 or stacks[j] == 0 or (moved >> j & 1 and bets[j] >= level)):
                return False
        return True

    def _next_to_act(self, after: int) -> int:
        n, folded, stacks, bets, moved, level = (self.table.n, self.folded, self.stacks,
                                                 self.bets, self.moved, self.level)
        for step in range(1, n + 1):
            j = (after + step) % n
            if not folded >> j & 1 and stacks[j] != 0 and (not moved >> j & 1 or bets[j] < level):
                return j
        raise AssertionError("no one to act")


def _copy(snap: Snap) -> Snap:
    new = Snap()
    new.table = snap.table
    new.stacks = snap.stacks
    new.bets = snap.bets
    new.committed = snap.committed
    new.folded = snap.folded
    new.level = snap.level
    new.full_level = snap.full_level
    new.count = snap.count
    new.capped = snap.capped
    new.uncapped = snap.uncapped
    new.limit = snap.limit
    new.big_allowed = snap.big_allowed
    new.big_made = snap.big_made
    new.moved = snap.moved
    new.acted = snap.acted
    new.checked = snap.checked
    new.bring_in_due = snap.bring_in_due
    new.forced_optional = snap.forced_optional
    new.aggressor = snap.aggressor
    new.to_act = snap.to_act
    new.history = snap.history
    new._legal = snap._legal
    return new


_FIELDS = (
    "table",
    "stacks",
    "bets",
    "committed",
    "folded",
    "level",
    "full_level",
    "count",
    "capped",
    "uncapped",
    "limit",
    "big_allowed",
    "big_made",
    "moved",
    "acted",
    "checked",
    "bring_in_due",
    "forced_optional",
    "aggressor",
    "to_act",
    "history",
    "_legal",
)


def _pay_to(verb: str, target: int, bet: int, has: int | None) -> Legal:
    if has is not None and target - bet >= has:
        return Legal(verb, bet + has, has, all_in=True)  # type: ignore[arg-type]
    return Legal(verb, target, target - bet)  # type: ignore[arg-type]


def _same(snap: Snap, after) -> list[str]:
    """What differs between the prototype's next state and the engine's."""
    expected = Snap.of(after, snap.table)
    wrong = [name for name in _FIELDS if name not in ("table", "_legal", "history")
             and getattr(snap, name) != getattr(expected, name)]
    if snap.legal_actions() != after.legal_actions():
        wrong.append("legal actions")
    return wrong


def best(repeat: int, count: int, run) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return min(times) / count * 1e6


def main(argv: list[str] | None = None) -> int:
    args = parse_run("record prototype", "hands", 300, "hands", argv)
    rng = random.Random(args.seed)
    print(f"studrules ({revision()}): betting actions that leave the round open, "
          f"{args.hands} random hands of five players a game, best of {args.repeat} passes, "
          "CPU microseconds per action (apply, then the legal actions of the next state)")
    print(f"{'game':<6} {'actions':>8} {'engine':>8} {'record':>8} {'ratio':>6}")
    for game, name in GAMES.items():
        dealers = [Dealer.shuffled(rng.randrange(2**32)) for _ in range(args.hands)]
        taken = collect(VARIANTS[name], dealers, rng)["action"]
        table = Table(taken[0][0])
        snaps = [(Snap.of(state, table), action) for state, action in taken]
        for (state, action), (snap, _) in zip(taken, snaps):
            wrong = _same(snap.apply(action), state.apply(action))
            if wrong:
                raise SystemExit(f"{game}: the prototype differs on {action}: {wrong}")

        def engine(taken=taken) -> None:
            for state, action in taken:
                after = state.apply(action)
                after._legal = None
                after.legal_actions()

        def record(snaps=snaps) -> None:
            for snap, action in snaps:
                snap.apply(action).legal_actions()

        cost: dict[str, float] = {}
        for _ in range(2):  # interleaved
            cost["engine"] = min(cost.get("engine", 1e9), best(args.repeat, len(taken), engine))
            cost["record"] = min(cost.get("record", 1e9), best(args.repeat, len(snaps), record))
        print(f"{game:<6} {len(taken):>8} {cost['engine']:>8.2f} {cost['record']:>8.2f} "
              f"{cost['engine'] / cost['record']:>5.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
