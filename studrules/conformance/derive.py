"""What a scenario checks of each answer, found by experiment on the reference engine's answers.

The scenario is recorded against the reference engine, then replayed against
answers perturbed one way or another (``replay``, ``perturb``): a perturbation
the scenario notices (a step fails) is a check. From the checks, each answer's
pattern (``patterns``) is built:

- a value whose change is noticed is kept; respelled (an amount ``2.50`` as
  ``2.500``, cards reordered and in symbols) and unnoticed, it is an ``$amount``
  or ``$cards``; with words around it and unnoticed, the scenario looks for a part
  of it, narrowed down to the shortest it accepts (``$contains``);
- a key the steps looked up in vain, given a value and noticed, is ``$absent``;
- a list takes its shape from the extra items the scenario notices: copies of its
  checked items with every value changed (none may join: exact, or a ``$set`` when
  a repeated item goes unnoticed), copies keeping one value (the scenario picks its
  items by that value: a ``$filter``), or none (``$includes``); reversed and
  unnoticed, its order does not matter.

Every pattern must match the reference's own answer; ``DerivationError`` otherwise,
or when the reference engine does not pass the scenario.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass

from studrules.errors import StudrulesError
from studrules.protocol.engines import Engine, EngineError
from studrules.scenarios import Context, StepFailed, Unsupported

from .patterns import ABSENT, ANY, match, matches
from .perturb import AMOUNT, CARDS, Edit, changed_all, get
from .replay import Exchange, Prober, Recorder, canonical
from .suite import ScenarioCase
from .tracking import Path, ReadLog

SYMBOLS = str.maketrans("cdhs", "♣♦♥♠")
WORD = re.compile(r"[\w.-]*")
"""A name, a code or a rule ID: compared whole, never searched for a part."""


class DerivationError(StudrulesError):
    """A scenario whose checks cannot be exported: the reference engine does not pass it, or
    a pattern does not match the reference's own answer."""


def derive(case: ScenarioCase, reference: Engine) -> tuple[list[Exchange], list[str], str]:
    """The exchanges of ``case`` with their patterns, notes on strict patterns, and the variant."""
    log = ReadLog()
    recorder = Recorder(reference, log)
    ctx = Context(recorder)
    snapshots = []
    for at_step, (step, definition, groups) in enumerate(case.planned):
        snapshots.append(recorder.snapshot(ctx))
        log.step, log.at_step = f"{step.kind.title()} {step.text}", at_step
        try:
            definition.run(ctx, groups, step.table)
        except (StepFailed, Unsupported, EngineError) as error:
            raise DerivationError(
                f"{case.info.id}: the reference engine does not pass line {step.line} "
                f'"{step.text}": {error}'
            ) from None
    prober = Prober(case, recorder, snapshots, [player["name"] for player in ctx.players])
    kept = {(edit.exchange, edit.path, edit.kind) for edit in prober.checks(log)}
    notes: list[str] = []
    for at, exchange in enumerate(recorder.exchanges):
        exchange.readers = log.readers.get(at, [])
        exchange.expect = _Builder(prober, at, kept, notes).build(exchange.answer, ())
        if match(exchange.expect, exchange.answer):
            raise DerivationError(f"{case.info.id}: the pattern of request {at + 1} does not "
                                  "match the reference's own answer")
    return recorder.exchanges, notes, ctx.variant or case.info.variant


@dataclass
class _Builder:
    """Builds the pattern of one answer from the edits the scenario noticed."""

    prober: Prober
    exchange: int
    kept: set[tuple[int, Path, str]]
    notes: list[str]

    def has(self, path: Path, kind: str) -> bool:
        """Whether the edit ``kind`` at ``path`` of this answer was noticed."""
        return (self.exchange, path, kind) in self.kept

    def relevant(self, path: Path) -> bool:
        """Whether anything at or under ``path`` was noticed."""
        size = len(path)
        return any(
            at == self.exchange and where[:size] == path for at, where, _ in self.kept
        )

    def build(self, value: object, path: Path) -> object:
        """The pattern of ``value`` at ``path``: what the scenario checks of it."""
        if isinstance(value, dict):
            pattern = {}
            for key, item in value.items():
                if self.relevant((*path, key)):
                    pattern[key] = self.build(item, (*path, key))
            for at, where, kind in sorted(self.kept, key=repr):
                if at == self.exchange and kind == "add" and where[:-1] == path:
                    pattern[where[-1]] = self.missing(value, where)
            return pattern
        if isinstance(value, list):
            return self.build_list(value, path)
        return self.leaf(value, path)

    def missing(self, siblings: dict, path: Path) -> object:
        """The pattern of a key the steps looked up in vain, whose addition they notice: absent;
        or, among amounts, absent or zero when a zero goes unnoticed (a player who wins nothing
        may be left out of the payouts, or paid ``"0"``)."""
        values = list(siblings.values())
        amounts = bool(values) and all(isinstance(v, str) and AMOUNT.fullmatch(v) for v in values)
        if amounts and all(
            self.accepts(path, zero) for zero in ("0", "0.00")
        ):
            return {"$anyof": [ABSENT, {"$amount": "0"}]}
        return ABSENT

    def build_list(self, items: list, path: Path) -> object:
        """The pattern of a list: the items it must have, whether others may join, in what order."""
        checked = [i for i in range(len(items)) if self.relevant((*path, i))]
        if not checked:
            # Only its length matters: exactly, or at least as long.
            fill = [ANY] * len(items)
            return fill if self.has(path, "append") else {"$includes": fill}
        patterns = {i: self.build(items[i], (*path, i)) for i in checked}
        if self.appended(path, [changed_all(items[i]) for i in checked]):
            return self.closed(items, path, range(len(items)), patterns)
        filters = self.filters(items, path, checked)
        if filters:
            picked = [i for i in checked if any(self.has((*path, i, *f), "set") for f in filters)]
            where = _one_of([_only(items[i], filters) for i in picked])
            kept = [i for i, item in enumerate(items) if matches(where, item)]
            return {"$filter": [where, self.closed(items, path, kept, patterns)]}
        if self.ordered(items, path):
            return self.in_order(path, [patterns.get(i, ANY) for i in range(len(items))])
        return {"$includes": [patterns[i] for i in checked]}

    def closed(
        self, items: list, path: Path, kept: Iterable[int], patterns: dict[int, object]
    ) -> object:
        """The pattern of a list (or of its items ``kept``) to which no other item may be added:
        exact, or, when the scenario lets items repeat, a set of item patterns."""
        kept = list(kept)
        shown = [patterns.get(i, ANY) for i in kept]
        repeats = [json.loads(json.dumps(items[i])) for i in kept if i in patterns]
        exact = self.appended(path, repeats)
        if self.ordered(items, path):
            return shown if exact else self.in_order(path, shown)
        if exact:
            return {"$unordered": shown}
        return {"$set": list({canonical(p): p for p in shown}.values())}

    def in_order(self, path: Path, shown: list) -> list:
        """A list the scenario reads in order though it also lets items join or repeat:
        exported whole and in order, which is stricter; noted."""
        where = ".".join(map(str, path))
        self.notes.append(f"answer {self.exchange + 1}, {where}: the scenario reads these items "
                          "in order; exported as the whole list, in order")
        return shown

    def appended(self, path: Path, extra: list) -> bool:
        """Whether the scenario notices ``extra`` items appended to the list at ``path``."""
        return bool(extra) and self.prober.notices([Edit(self.exchange, path, "append", extra)])

    def ordered(self, items: list, path: Path) -> bool:
        """Whether the scenario notices the list at ``path`` reversed."""
        reversal = Edit(self.exchange, path, "reverse")
        return len(items) > 1 and items != items[::-1] and self.prober.notices([reversal])

    def filters(self, items: list, path: Path, checked: list[int]) -> list[Path]:
        """The values by which the scenario picks the items it reads out of a list: those whose
        keeping, in otherwise changed copies of the checked items, makes extra items noticed."""
        candidates = sorted({
            where[len(path) + 1:]
            for at, where, kind in self.kept
            if at == self.exchange and kind == "set" and len(where) > len(path) + 1
            and where[:len(path)] == path and where[len(path)] in checked
            and all(isinstance(key, str) for key in where[len(path) + 1:])
        })
        return [
            leaf for leaf in candidates
            if self.appended(path, [changed_all(items[i], keep=leaf) for i in checked])
        ]

    def leaf(self, value: object, path: Path) -> object:
        """The pattern of a checked value: itself, or an amount, cards or a part of a text."""
        if not isinstance(value, str):
            return value
        if AMOUNT.fullmatch(value) and self.accepts(path, value + ("0" if "." in value else ".0")):
            return {"$amount": value}
        if CARDS.fullmatch(value):
            respelled = " ".join(reversed(value.translate(SYMBOLS).split()))
            if respelled != value and self.accepts(path, respelled):
                return {"$cards": value}
        if not WORD.fullmatch(value) and self.accepts(path, f"«{value}»"):
            part = self.shortest_part(path, value)
            if part:
                return {"$contains": part}
        return value

    def accepts(self, path: Path, value: object) -> bool:
        """Whether the scenario still passes with ``value`` at ``path``."""
        return not self.prober.notices([Edit(self.exchange, path, "set", value)])

    def shortest_part(self, path: Path, text: str) -> str | None:
        """The shortest part of ``text`` that the scenario accepts in its place, if one is."""
        start = _last(len(text), lambda i: self.accepts(path, text[i:]))
        cut = _last(len(text) - start, lambda i: self.accepts(path, text[start:len(text) - i]))
        end = len(text) - cut
        part = text[start:end]
        return part if part and self.accepts(path, part) else None


def _last(limit: int, holds) -> int:
    """The largest i in 0..limit for which ``holds(i)``, given it holds for 0 and is monotone."""
    low, high = 0, limit
    while low < high:
        middle = (low + high + 1) // 2
        if holds(middle):
            low = middle
        else:
            high = middle - 1
    return low


def _only(item: dict, leaves: list[Path]) -> dict:
    """The pattern of ``item`` reduced to the values at ``leaves`` (paths of keys)."""
    pattern: dict = {}
    for leaf in leaves:
        if all(isinstance(key, str) for key in leaf):
            try:
                value = get(item, leaf)
            except (KeyError, TypeError):
                continue
            node = pattern
            for key in leaf[:-1]:
                node = node.setdefault(key, {})
            node[leaf[-1]] = value
    return pattern


def _one_of(patterns: list) -> object:
    """One pattern, or ``$anyof`` the distinct ``patterns``."""
    distinct = list({canonical(p): p for p in patterns}.values())
    return distinct[0] if len(distinct) == 1 else {"$anyof": distinct}
