"""Which skill the next question should practise: due and weak skills at the learner's edge.

The answer is a hint for ``questions.draw(prefer=...)``: a skill name, or None
to let the draw range freely (which is how families nobody has met are found).

Every candidate carries the ratings' chance that the learner answers it right
(``ratings.chance``). The chance aimed at depends on the difficulty chosen:
80% for plain, 70% for mixed, 60% for tricky, so "tricky" means families
rated higher against the learner. Skills due for review and weak skills come
first (one within ``EDGE`` of the aim, or else the nearest); then families
other learners have met and this one has not, if one lies within ``EDGE``.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass

from studrules_trainer.progress import SkillStats, split_skill
from studrules_trainer.ratings import Rated, Standing, chance

EXPLORE = 0.25
"""The share of questions drawn freely even when some skill is due or weak."""

WEAK_ERROR_RATE = 1 / 3
"""A skill whose smoothed error rate exceeds this counts as weak for picking."""

AIMS = (0.8, 0.7, 0.6)
"""The chance of a right answer aimed at, by difficulty (plain, mixed, tricky)."""
EDGE = 0.1
"""How far from the aim a candidate may lie and still be one of those chosen among at random."""


def error_rate(stats: SkillStats) -> float:
    """The share of wrong answers, smoothed by one right and one wrong (Laplace)."""
    return (stats.wrong + 1) / (stats.total + 2)


def in_scope(skill: str, variants: Collection[str], topics: Collection[str]) -> bool:
    """Whether the skill belongs to the chosen variants and topics."""
    topic, variant, _ = split_skill(skill)
    return topic in topics and variant in variants


def aim(difficulty: int) -> float:
    """The chance of a right answer aimed at for a difficulty (the hardest beyond the last)."""
    return AIMS[min(max(difficulty, 0), len(AIMS) - 1)]


@dataclass(frozen=True)
class Candidate:
    """A skill the next question could practise, with what picking weighs."""

    skill: str
    chance: float
    due: bool = False
    weak: bool = False
    met: bool = True


def candidates(
    known: Iterable[SkillStats],
    mine: Mapping[str, Rated],
    families: Mapping[str, Rated],
    now: float,
) -> list[Candidate]:
    """The learner's skills and the families others have met, each with its chance now.

    ``mine`` is the learner's ratings by scope, ``families`` every family's rating.
    """
    found = []
    met = set()
    for stats in known:
        met.add(stats.skill)
        standing = _standing(stats.skill, mine, families)
        found.append(Candidate(stats.skill, chance(standing, now), stats.is_due(now),
                               error_rate(stats) > WEAK_ERROR_RATE))
    for family in families:
        if family not in met:
            found.append(Candidate(family, chance(_standing(family, mine, families), now),
                                   met=False))
    return found


def _standing(skill: str, mine: Mapping[str, Rated], families: Mapping[str, Rated]) -> Standing:
    return Standing(mine.get(""), mine.get(split_skill(skill)[0]), families.get(skill))


def pick(
    found: Iterable[Candidate], target: float, rng: random.Random, explore: float = EXPLORE
) -> str | None:
    """The skill to prefer next, or None for a free draw.

    Due and weak skills first: one at random within ``EDGE`` of ``target``,
    else the nearest to it. Without any, a family the learner has not met
    within ``EDGE`` of ``target``, else None. A share ``explore`` of calls
    returns None anyway.
    """
    found = list(found)
    if not found or rng.random() < explore:
        return None
    wanted = [c for c in found if c.due or c.weak]
    if wanted:
        near = _near(wanted, target)
        if near:
            return rng.choice(near).skill
        return min(wanted, key=lambda c: (abs(c.chance - target), c.skill)).skill
    near = _near([c for c in found if not c.met], target)
    return rng.choice(near).skill if near else None


def _near(group: list[Candidate], target: float) -> list[Candidate]:
    return sorted((c for c in group if abs(c.chance - target) <= EDGE), key=lambda c: c.skill)
