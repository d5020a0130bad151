"""A scenario recorded against the reference engine, and replayed against perturbed answers.

``Recorder`` is the engine of the recording run: it asks the reference once per
distinct request and hands out answers that note what the steps read
(``tracking``), and it snapshots the table before each step. ``Prober`` replays
the scenario's steps against answers changed by ``perturb.Edit`` s, from the
first step that reads a changed answer, and says whether the scenario notices;
``checks`` finds every edit it notices.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import partial

from studrules.protocol.engines import Engine, EngineError
from studrules.scenarios import Context, Step, StepDefinition

from .perturb import Edit, edits_of, get, perturbed, subtrees
from .suite import ScenarioCase
from .tracking import ReadLog, holds_tracked, tracked

FEW = 4
"""Groups this few are looked at one by one rather than split in halves."""
IMMUTABLE = (str, int, float, bool, type(None), tuple, frozenset)


def canonical(value: object) -> str:
    """A JSON value as one canonical text (sorted keys), to compare and to digest."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


@dataclass
class Exchange:
    """A request a scenario sends, the reference's answer, the steps reading it, the pattern."""

    request: dict
    answer: dict
    readers: list[str] = field(default_factory=list)
    expect: object = None


@dataclass(frozen=True)
class _Answer:
    """In a snapshot of the table: the answer to exchange ``at``, whatever it is in a replay."""

    at: int


class Recorder:
    """An engine that asks the reference once per distinct request and hands out noted answers."""

    name = "reference"

    def __init__(self, reference: Engine, log: ReadLog):
        self.reference = reference
        self.log = log
        self.exchanges: list[Exchange] = []
        self.index: dict[str, int] = {}
        self.handed: dict[int, tuple[int, object]] = {}
        """Each answer handed out, by its id: the exchange it answers, and itself (kept alive)."""

    def request(self, body: dict) -> dict:
        """The reference's answer to ``body``, wrapped to note what the steps read."""
        key = json.dumps(body)
        if key not in self.index:
            self.index[key] = len(self.exchanges)
            self.exchanges.append(Exchange(json.loads(key), self.reference.request(body)))
        at = self.index[key]
        answer = tracked(self.exchanges[at].answer, self.log, at)
        self.handed[id(answer)] = (at, answer)
        return answer

    def snapshot(self, ctx: Context) -> dict | None:
        """The table as it stands before a step, to replay the scenario from there; None if it
        holds part of an answer that is not a whole answer handed out."""
        state: dict[str, object] = {}
        for name, value in vars(ctx).items():
            if name == "engine":
                continue
            if id(value) in self.handed:
                state[name] = _Answer(self.handed[id(value)][0])
            elif holds_tracked(value):
                return None
            else:
                state[name] = _copied(value)
        return state

    def close(self) -> None:
        """The reference is closed by its owner."""


class _Replay:
    """An engine that answers the recorded requests with (perturbed) recorded answers."""

    name = "replay"

    def __init__(self, index: dict[str, int], answers: list[dict]):
        self.index = index
        self.answers = answers

    def request(self, body: dict) -> dict:
        """The recorded answer to ``body``; a request the recording never saw is an error."""
        at = self.index.get(json.dumps(body))
        if at is None:
            raise EngineError("a request the reference engine was never asked")
        return self.answers[at]

    def close(self) -> None:
        """Nothing to stop."""


class Prober:
    """Replays one recorded scenario against perturbed answers."""

    def __init__(
        self,
        case: ScenarioCase,
        recorder: Recorder,
        snapshots: list[dict | None],
        players: list[str],
    ):
        self.case = case
        self.index = recorder.index
        self.answers = [exchange.answer for exchange in recorder.exchanges]
        self.texts = [json.dumps(answer) for answer in self.answers]
        self.snapshots = snapshots
        self.first_reader = recorder.log.first_reader
        self.players = players
        self.steps = [
            partial(definition.function, **groups, **_table(definition, step))
            for step, definition, groups in case.planned
        ]

    def notices(self, edits: Iterable[Edit]) -> bool:
        """Whether the scenario fails (or skips) when the answers are perturbed by ``edits``."""
        edits = list(edits)
        answers = perturbed(self.texts, self.answers, edits)
        start = min((self.first_reader.get(edit.exchange, 0) for edit in edits), default=0)
        snapshot = self.snapshots[start]
        while snapshot is None:
            start -= 1
            snapshot = self.snapshots[start]
        ctx = Context(_Replay(self.index, answers))
        for name, value in snapshot.items():
            setattr(ctx, name, answers[value.at] if isinstance(value, _Answer) else _copied(value))
        try:
            for step in self.steps[start:]:
                step(ctx)
        except Exception:  # a failed step, a skip, an answer the steps cannot read: noticed
            return True
        return False

    def checks(self, log: ReadLog) -> list[Edit]:
        """Every edit the scenario notices, one by one; of edits noticed only together (values
        that stand in for each other, such as two reasons citing the same rule), the first."""
        edits = [
            edit
            for at, answer in enumerate(self.answers)
            for edit in edits_of(at, answer, log.missed.get(at, ()), self.players)
        ]
        checked: list[Edit] = []
        # Extra items could stand in for changed ones (a copy of the winning share), so the
        # lists' extensions are tried apart from the other edits.
        for family in (
            [edit for edit in edits if edit.kind != "append"],
            [edit for edit in edits if edit.kind == "append"],
        ):
            touched = log.touched
            read = [edit for edit in family if edit.path in touched.get(edit.exchange, ())]
            unread = [edit for edit in family if edit.path not in touched.get(edit.exchange, ())]
            found = self.noticed(read) + self.noticed(unread)
            kept = {id(edit) for edit in found}
            dropped = [edit for edit in family if id(edit) not in kept]
            while self.notices(dropped):
                group = sorted(self.smallest(dropped), key=self.place)
                found.append(group[0])
                dropped.remove(group[0])
            checked += found
        return checked

    def place(self, edit: Edit) -> tuple:
        """Where an edit stands in the answers, to keep the first of edits noticed only together
        (the first of two reasons citing one rule): by the item it changes, item 5 before item
        11, a list's last item for an item removed, its end for items appended."""
        path = edit.path
        if edit.kind in ("pop", "append"):
            items = get(self.answers[edit.exchange], path)
            path = (*path, len(items) - (edit.kind == "pop"))
        return edit.exchange, [(0, key, "") if isinstance(key, int) else (1, 0, key)
                               for key in path]

    def noticed(self, edits: list[Edit]) -> list[Edit]:
        """The edits the scenario notices one by one, found by testing whole subtrees of the
        answers first and looking inside only those it notices."""
        return self._search(subtrees(edits, 0), 0, known=False)

    def _search(self, groups: list[list[Edit]], depth: int, known: bool) -> list[Edit]:
        """The noticed edits among ``groups`` (each a subtree at ``depth``, or one edit), given
        whether the scenario is ``known`` to notice them all together."""
        if not groups or not (known or self.notices(e for group in groups for e in group)):
            return []
        if len(groups) > FEW:
            half = len(groups) // 2
            return (self._search(groups[:half], depth, known=False)
                    + self._search(groups[half:], depth, known=False))
        found: list[Edit] = []
        for group in groups:
            # Each is tried on its own even when the others went unnoticed: values that stand
            # in for each other are noticed together only (see ``checks``).
            if (known and len(groups) == 1) or self.notices(group):
                found += group if len(group) == 1 else self._search(
                    subtrees(group, depth + 1), depth + 1, known=True
                )
        return found

    def smallest(self, edits: list[Edit]) -> list[Edit]:
        """A smallest part of ``edits`` (noticed together) that the scenario still notices."""
        parts = 2
        while len(edits) > 1:
            size = -(-len(edits) // parts)
            for start in range(0, len(edits), size):
                rest = edits[:start] + edits[start + size:]
                if rest and self.notices(rest):
                    edits, parts = rest, max(parts - 1, 2)
                    break
            else:
                if parts >= len(edits):
                    return edits
                parts = min(len(edits), parts * 2)
        return edits


def _copied(value: object) -> object:
    """A copy of a value of the table that no step can change through the original."""
    if isinstance(value, dict):
        return {key: _copied(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copied(item) for item in value]
    if isinstance(value, IMMUTABLE):
        return value
    return copy.deepcopy(value)


def _table(definition: StepDefinition, step: Step) -> dict:
    """The table argument of a planned step, as ``StepDefinition.run`` gives it."""
    if not definition.takes_table:
        return {}
    return {"table": [list(row) for row in step.table or ()]}
