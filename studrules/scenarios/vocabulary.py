"""The step vocabulary: the dealer's sentences scenarios are written in, and what each one checks.

A ``StepDefinition`` has a kind (given, when or then), a regular expression whose
named groups are its arguments, and a function ``(ctx, **groups)`` that adds to the
request a ``Context`` builds or checks the engine's answer, raising ``StepFailed``
when the answer contradicts the step. A step that takes a data table gets it as
``table``, a list of rows. ``studrules.scenarios.rankings`` and ``.hands`` register
their steps here (importing ``studrules.scenarios`` loads both); pytest-bdd, the
``studrules settle`` dispute runner and the conformance runner all run these.
"""

from __future__ import annotations

import difflib
import inspect
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, cached_property
from typing import TYPE_CHECKING, Any, NamedTuple

from studrules.money import NUMBER, MoneyError, format_amount, parse_amount
from studrules.protocol.engines import Asks
from studrules.spec import SpecError, load_rules

if TYPE_CHECKING:
    from studrules.scenarios.gherkin import Step
from studrules.errors import StudrulesError

KINDS = ("given", "when", "then")
AMOUNT = rf"\${NUMBER}"
"""An amount as steps write it: ``$`` and the digits the money parser reads (``NUMBER``)."""
CHIPS_STEP = "the game is played in tournament chips"
"""The Given step of a scenario whose amounts are counts of tournament chips, written without
``$`` (``200``): in such a scenario every step's ``AMOUNT`` is ``NUMBER`` alone."""


class Citation(NamedTuple):
    """A rule the engine cited for a ruling: its ID and the engine's sentence."""

    rule: str
    text: str


class StepFailed(StudrulesError):
    """The engine's answer contradicts a step: what it expected, what the engine ruled, and why."""

    def __init__(self, expected: str, actual: str, rules: Iterable[Citation] = ()):
        super().__init__(f"expected: {expected}, the engine ruled: {actual}")
        self.expected = expected
        self.actual = actual
        self.rules = tuple(rules)


class Unsupported(StudrulesError):
    """The engine answered ``unsupported``: it does not offer what the scenario needs (a skip)."""


class BadStep(StudrulesError):
    """A step the vocabulary cannot run as written: no step or several match, or a bad table."""


class BadAmount(BadStep):
    """A step no pattern matches with an amount in it the money parser refuses.

    ``problem`` says what is wrong with the amount alone (``"$１" is not an amount...``),
    for a face that has already said which step (the dispute form's fields).
    """

    def __init__(self, kind: str, text: str, problem: str):
        super().__init__(f'no {kind.title()} step of the vocabulary says "{text}": {problem}')
        self.problem = problem


@dataclass(frozen=True)
class StepDefinition:
    """One sentence of the vocabulary: its kind, its pattern and the function that runs it."""

    kind: str
    pattern: re.Pattern[str]
    function: Callable[..., None]
    example: str = ""
    """A step this definition runs, as a scenario writes it (docs, suggestions)."""
    topic: str = ""
    """The heading it comes under in docs/scenario-steps.md."""

    @cached_property
    def in_chips(self) -> re.Pattern[str]:
        """The pattern as a scenario in tournament chips says it: each amount without ``$``."""
        return re.compile(self.pattern.pattern.replace(AMOUNT, NUMBER))

    def said(self, chips: bool) -> re.Pattern[str]:
        """The pattern for a scenario in dollars, or (``chips``) in tournament chips."""
        return self.in_chips if chips else self.pattern

    @cached_property
    def takes_table(self) -> bool:
        """Whether the step reads a data table (its function has a ``table`` parameter).

        Asked at every step run: worked out once.
        """
        return "table" in inspect.signature(self.function).parameters

    @property
    def doc(self) -> str:
        """The first line of the function's docstring: what the step does."""
        return (inspect.getdoc(self.function) or "").partition("\n")[0]

    def check_table(self, table: Sequence[Sequence[str]] | None) -> None:
        """Raise ``BadStep`` unless the step has a table exactly when it takes one."""
        if self.takes_table and not table:
            raise BadStep(f'"{self.pattern.pattern}" needs a table under it')
        if table is not None and not self.takes_table:
            raise BadStep(f'"{self.pattern.pattern}" takes no table')

    def run(
        self, ctx: Context, groups: Mapping[str, str | None], table: Sequence[Sequence[str]] | None
    ) -> None:
        """Run the step with the groups its pattern matched and its table (None if it has none)."""
        self.check_table(table)
        if self.takes_table:
            self.function(ctx, table=[list(row) for row in table or ()], **groups)
        else:
            self.function(ctx, **groups)


STEPS: list[StepDefinition] = []
"""Every step of the vocabulary, in the order the modules register them."""


TOPICS = (
    "Setting the table", "What happened", "Whose turn, and what is legal", "The cards",
    "The showdown", "Declaring, buying, exchanging, rolling, paying", "Ranking hands",
    "Irregularities: what went wrong at the table",
)
"""The topics of the vocabulary, in the order docs/scenario-steps.md gives them."""
TABLE, HAPPENED, TURN, CARDS, SHOWDOWN, SPECIAL, RANKING, IRREGULAR = TOPICS

Register = Callable[[Callable[..., None]], Callable[..., None]]


def _register(kind: str, pattern: str, example: str, topic: str) -> Register:
    compiled = re.compile(pattern)
    if topic not in TOPICS:
        raise ValueError(f"unknown topic {topic!r}: one of {TOPICS}")

    def register(function: Callable[..., None]) -> Callable[..., None]:
        STEPS.append(StepDefinition(kind, compiled, function, example, topic))
        return function

    return register


def given(pattern: str, example: str, topic: str) -> Register:
    """Register a Given step whose whole text matches the regular expression ``pattern``."""
    return _register("given", pattern, example, topic)


def when(pattern: str, example: str, topic: str) -> Register:
    """Register a When step whose whole text matches the regular expression ``pattern``."""
    return _register("when", pattern, example, topic)


def then(pattern: str, example: str, topic: str) -> Register:
    """Register a Then step whose whole text matches the regular expression ``pattern``."""
    return _register("then", pattern, example, topic)


@dataclass(frozen=True)
class Hint:
    """What to say of a step no pattern matches that begins as ``pattern`` does: words a floor
    person uses that the vocabulary says otherwise, or the choices a step's words have."""

    kind: str
    pattern: re.Pattern[str]
    says: str
    """The hint, with ``{group}`` for each named group of ``pattern`` (the player's name)."""


HINTS: list[Hint] = []
"""Every hint, in the order the modules register them."""


def hint(kind: str, pattern: str, says: str) -> None:
    """Register ``says`` for a ``kind`` step no pattern matches that begins with ``pattern``."""
    HINTS.append(Hint(kind, re.compile(pattern), says))


def hints(kind: str, text: str) -> list[str]:
    """The hints registered for ``text``, a ``kind`` step no pattern matches."""
    return [
        found.says.format(**matched.groupdict())
        for found in HINTS
        if found.kind == kind and (matched := found.pattern.match(text))
    ]


def refusal(message: str, code: str = "illegal-action", action: str = "",
            rule: object = None) -> str:
    """An engine's refusal as every step's ruling words it: ``refused: action 2, Bob checks:
    Bob cannot check: it is Carol's turn [ACT.CLOCKWISE: The turn moves clockwise...]``: the
    action only where it is not the step's own, the error's code only where it is not an
    illegal action, the rule that refuses it (with its title in the rulebook) where one does."""
    cites = f" [{citation(rule, rule_title(rule))}]" if isinstance(rule, str) else ""
    return ("refused: " + (f"action {action}: " if action else "") + message
            + ("" if code == "illegal-action" else f" ({code})") + cites)


def citation(rule: str, text: str) -> str:
    """A cited rule: ``BRING-IN.SUIT-TIE: 4♦ ranks below 4♠``, or the bare ID without words."""
    return f"{rule}: {text}" if text else rule


@cache
def rule_title(rule: str) -> str:
    """The title the rulebook gives ``rule`` (empty without the rulebook beside the package)."""
    try:
        found = load_rules().get(rule)
    except (SpecError, OSError):
        return ""
    return found.title if found else ""


def closest(kind: str, text: str, count: int = 3) -> list[str]:
    """The examples of the vocabulary's steps nearest ``text`` (``kind`` 's first), best first."""
    examples = {f"{step.kind.title()} {step.example}": step for step in STEPS}
    near = difflib.get_close_matches(
        f"{kind.title()} {text}", list(examples), n=count * 2, cutoff=0.55
    )
    near.sort(key=lambda said: examples[said].kind != kind)
    return near[:count]


def match(
    kind: str, text: str, chips: bool = False
) -> tuple[StepDefinition, dict[str, str | None]]:
    """The one step of ``kind`` whose pattern matches ``text``, and its groups; else ``BadStep``.

    ``chips``: the scenario is played in tournament chips (``CHIPS_STEP``), its amounts
    written without ``$``.
    """
    found = [
        (step, matched.groupdict())
        for step in STEPS
        if step.kind == kind and (matched := step.said(chips).fullmatch(text))
    ]
    if len(found) == 1:
        return found[0]
    if found:
        patterns = "; ".join(step.pattern.pattern for step, _ in found)
        raise BadStep(f'"{text}" matches {len(found)} {kind.title()} steps: {patterns}')
    refused = refused_amount(text)
    if refused:
        raise BadAmount(kind, text, refused)
    others = sorted({s.kind.title() for s in STEPS if s.kind != kind and s.pattern.fullmatch(text)})
    more = f" (it is a {' or '.join(others)} step)" if others else ""
    near = closest(kind, text) if not others else []
    if near:
        more += "; the closest steps: " + "; ".join(near)
    more += "".join(f"; {said}" for said in [*hints(kind, text), *currency(kind, text, chips)])
    raise BadStep(f'no {kind.title()} step of the vocabulary says "{text}"{more}')


def currency(kind: str, text: str, chips: bool) -> list[str]:
    """What to say of a step that would match written in the other currency: ``$`` in a
    scenario in tournament chips, or an amount without it in one that is not."""
    if any(step.kind == kind and step.said(not chips).fullmatch(text) for step in STEPS):
        if chips:
            return ["this scenario is played in tournament chips: write its amounts without $ "
                    "(200, not $200)"]
        bare = re.search(rf"(?<![\w$.]){NUMBER}(?![\w.])", text)
        written = bare.group() if bare else "200"
        return [f"an amount without $ is a count of tournament chips: write ${written}, or say "
                f"first: Given {CHIPS_STEP}"]
    return []


WRITTEN_AMOUNT = re.compile(r'\$[^\s,/"$]*?(?=[\s,/"]|-\$|$)')
"""What a writer meant as an amount: ``$`` up to a space, a comma, a slash or a quote, or the
``-$`` of a spread (``$1-$2``). Only to say why a step matched no pattern: the steps take the
amounts of ``studrules.money.NUMBER``."""


def refused_amount(text: str) -> str | None:
    """What the money parser says of the first amount written in ``text`` that it refuses."""
    for written in WRITTEN_AMOUNT.finditer(text):
        amount = written.group()
        try:
            parse_amount(amount)
        except MoneyError as error:
            problem = str(error)
            return problem if f'"{amount}"' in problem else f'"{amount}": {problem}'
    return None


@dataclass
class Context:
    """One scenario at the table: the engine, what the steps have set up, the last answer.

    ``profile_override`` and ``options_override`` are house rules from outside the
    scenario (the command line); they win: a profile override replaces the
    scenario's profile and every house rule it set, an option override replaces
    the scenario's value of that option.
    """

    engine: Asks
    profile_override: str | None = None
    options_override: dict[str, str] = field(default_factory=dict)
    variant: str | None = None
    stakes: dict[str, str] | None = None
    chip: str | None = None
    """The smallest chip the scenario gives (else the engine infers it from the stakes)."""
    profile: str | None = None
    options: dict[str, str] = field(default_factory=dict)
    players: list[dict[str, str]] = field(default_factory=list)
    deck: str | None = None
    reshuffled: str | list[str] | None = None
    community: str | None = None
    """With each player's cards: the card turned up should the stub run short."""
    kill: dict[str, str] | None = None
    """A kill pot: who kills and for how much, as the request gives it (KILL.POT)."""
    actions: list[list[str] | dict[str, Any]] = field(default_factory=list)
    """The players' actions (lists) and irregular events (objects), as the request gives them."""
    ranking: str = "high"
    wild: list[str] = field(default_factory=list)
    hand: dict | None = None
    request: dict | None = None
    answer: dict | None = None
    ruling: str = ""
    cited: tuple[Citation, ...] = ()
    step: Step | None = None
    """The step being run, where a runner says (for ``mark``)."""
    origins: dict[str, Step | None] = field(default_factory=dict)
    """The step that set each part of the deal (players, stakes, deck...), to blame it."""
    chips: bool = False
    """Whether the scenario is played in tournament chips (``CHIPS_STEP``): its amounts are
    written, and the steps' rulings say them, without ``$``."""

    def amount(self, value: Fraction) -> str:
        """An exact amount as this scenario writes it: ``$0.50``, or ``200`` in chips."""
        return format_amount(value) if self.chips else "$" + format_amount(value)

    def mark(self, part: str) -> None:
        """Remember that the step being run set ``part`` of the deal request."""
        self.origins[part] = self.step

    def house_rules(self) -> tuple[str | None, dict[str, str]]:
        """The profile and options in force: the scenario's, with the overrides applied."""
        if self.profile_override is not None:
            return self.profile_override, dict(self.options_override)
        return self.profile, {**self.options, **self.options_override}

    def ask(self, request: dict) -> dict:
        """The engine's answer to ``request``, kept as the last; raises ``Unsupported`` for one."""
        answer = self.engine.request(request)
        self.request, self.answer = request, answer
        error = answer.get("error") or {}
        if not answer["ok"] and error.get("code") == "unsupported":
            raise Unsupported(
                f"the engine {self.engine.name} does not support this: {error.get('message')}"
            )
        return answer

    def note(self, ruling: str, cited: Iterable[Citation] = ()) -> None:
        """Record what the engine ruled for the current step, and the rules it cited."""
        self.ruling = ruling
        self.cited = tuple(cited)
