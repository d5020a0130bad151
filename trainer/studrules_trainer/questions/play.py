"""A hand dealt for a question: the seats, the stakes, the stacks, and random legal play.

The seed decides everything: ``Dealer.shuffled(seed)`` deals the cards, and a
``random.Random`` derived from the seed seats the players, sets their stacks
and the stakes, and picks every action among the legal ones. A topic walks the
hand to the moment it asks about (``Walk``) and keeps the way there (``Moment``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from studrules import (
    VARIANTS,
    Action,
    Chips,
    Dealer,
    HandState,
    Legal,
    Reason,
    Stakes,
    amount_of,
    known,
    new_hand,
)
from studrules_trainer.questions.houses import rules_of

NAMES = (
    "Alice", "Bob", "Carol", "David", "Erin", "Frank",
    "Grace", "Heidi", "Ivan", "Judy", "Mallory", "Oscar",
)
"""Who sits at the table; the seed picks where the names start around it."""
CHIPS = Chips(Fraction(1))
"""Every amount is a whole number of dollars."""
FIXED_STAKES = ((1, 2, 5, 10), (1, 3, 5, 10), (1, 0, 5, 10))
"""Ante, bring-in, small bet, big bet; with no bring-in the high card opens (OPEN.NO-BRING-IN)."""
FIXED_WEIGHTS = (6, 3, 1)
POT_LIMIT_STAKES = ((1, 2, 2, 2), (1, 3, 3, 3))
"""Pot limit: the bring-in is also the smallest bet (POTLIMIT.MINIMUM)."""
DEEP = (150, 400)
"""The range of an ordinary stack, in dollars before the ante."""
AGGRESSIVE = ("bet", "complete", "raise")


@dataclass(frozen=True)
class Style:
    """How a topic wants its hands: how often (and how) stacks are short, how often players fold."""

    short: float
    short_most: int
    folding: float


def rng_for(seed: int) -> random.Random:
    """The random choices of the hand dealt from ``seed`` (apart from the shuffle itself)."""
    return random.Random(f"studrules-trainer/{seed}")


def deal(variant_name: str, profile: str, seed: int, style: Style, rng: random.Random) -> HandState:
    """The hand of ``seed``: players, stacks and stakes from ``rng``, the cards shuffled by seed."""
    players, stakes = seating(variant_name, style, rng)
    return new_hand(VARIANTS[variant_name], players, stakes, rules_of(profile),
                    Dealer.shuffled(seed))


def seating(variant_name: str, style: Style,
            rng: random.Random) -> tuple[list[tuple[str, int]], Stakes]:
    """The players, their stacks and the stakes of a hand of ``variant_name``, from ``rng``:
    what ``deal`` draws before the cards, all of it, so ``rng`` stands where the deal leaves it."""
    variant = VARIANTS[variant_name]
    if variant.structure == "pot-limit":
        ante, bring_in, small, big = rng.choice(POT_LIMIT_STAKES)
    else:
        ante, bring_in, small, big = rng.choices(FIXED_STAKES, FIXED_WEIGHTS)[0]
    count = rng.randint(2, variant.max_players)
    first = rng.randrange(len(NAMES))
    players = [(_name(first + i, count), _stack(rng, style)) for i in range(count)]
    return players, Stakes(CHIPS, ante, bring_in, small, big)


def as_reached(variant_name: str, seed: int, style: Style) -> random.Random:
    """The random choices of ``seed``'s hand as a topic's ``reach`` receives them (the table
    drawn, the walk's temper chosen) without dealing the cards or playing a step."""
    rng = rng_for(seed)
    seating(variant_name, style, rng)
    Walk.temper(rng)
    return rng


def _name(k: int, count: int) -> str:
    """The name of seat ``k`` (counted from the first name) at a table of ``count``."""
    if count <= len(NAMES):
        return NAMES[k % len(NAMES)]
    return f"Player{k % count + 1}"


def _stack(rng: random.Random, style: Style) -> int:
    """A player's stack before the ante: now and then short, as the topic's style says."""
    if rng.random() < style.short:
        return rng.randint(1, style.short_most)
    return rng.randrange(DEEP[0], DEEP[1] + 1, 10)


@dataclass(frozen=True)
class Moment:
    """The hand at the moment a question asks about, every state before it, and the way there.

    ``actions[i]`` leads from ``states[i]`` to ``states[i + 1]``; the reasons of the
    last state from index ``since`` on are those given for the point asked.
    """

    states: tuple[HandState, ...]
    actions: tuple[Action, ...]
    since: int

    @property
    def state(self) -> HandState:
        """The state the question is about."""
        return self.states[-1]

    def reasons(
        self, families: tuple[str, ...], leave_out: tuple[str, ...] = ()
    ) -> tuple[Reason, ...]:
        """The reasons given for the point asked whose rule starts with one of ``families``.

        A reason said twice in the same words (once per pot, say) is kept once.
        """
        return tuple(
            dict.fromkeys(
                r
                for r in self.state.reasons[self.since :]
                if r.rule.startswith(families) and r.rule not in leave_out
            )
        )

    def rules(self) -> set[str]:
        """Every rule cited for the point asked."""
        return {r.rule for r in self.state.reasons[self.since :]}


def opens_round(state: HandState) -> bool:
    """Whether ``state`` is a betting round that has just begun: nobody has acted on it yet."""
    return state.phase == "betting" and state.round is not None and not state.round.moved


class Walk:
    """A hand played on by random legal actions; iterating gives each state, the deal first."""

    def __init__(self, state: HandState, rng: random.Random, style: Style):
        self.states = [state]
        self.actions: list[Action] = []
        self._rng = rng
        self._folding = style.folding
        self._aggression = self.temper(rng)

    @staticmethod
    def temper(rng: random.Random) -> float:
        """How often the players bet or raise when they may, drawn as a walk begins."""
        return rng.choice((0.15, 0.4, 0.9))

    def __iter__(self) -> Iterator[HandState]:
        state = self.states[-1]
        yield state
        while not state.over:
            action = self._choose(state)
            state = state.apply(action)
            self.actions.append(action)
            self.states.append(state)
            yield state

    def moment(self, at: int, since: int) -> Moment:
        """The moment at state ``at``, its asked point's reasons starting at index ``since``."""
        return Moment(tuple(self.states[: at + 1]), tuple(self.actions[:at]), since)

    def since(self, at: int) -> int:
        """How many reasons were given before the action that led to state ``at``."""
        return len(self.states[at - 1].reasons) if at else 0

    def _choose(self, state: HandState) -> Action:
        """A random legal action: calls and checks most, folds and raises as the style says."""
        legal = state.legal_actions()
        counts: dict[str, int] = {}
        for option in legal:
            counts[option.verb] = counts.get(option.verb, 0) + 1
        weights = [self._weight(option.verb) / counts[option.verb] for option in legal]
        chosen = self._rng.choices(legal, weights)[0]
        player = state.seats[state.actor].name
        return Action(player, chosen.verb, self._amount(chosen), chosen.what)

    def _weight(self, verb: str) -> float:
        if verb == "fold":
            return self._folding
        if verb in AGGRESSIVE:
            return self._aggression
        return 1.0

    def _amount(self, chosen: Legal) -> int | None:
        """The ``to`` of the action: in a pot-limit range the least, the most, or between."""
        if chosen.most is None:
            return chosen.to
        least, most = amount_of(chosen), known(chosen.most, "a largest amount")
        return self._rng.choice((least, most, self._rng.randint(least, most)))
