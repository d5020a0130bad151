"""Which skill the next question should practise: due skills first, then weak ones, else new ground.

The answer is a hint for ``questions.draw(prefer=...)``: a skill name, or None
to let the draw range freely (which is how new skills are met at all).
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable

from studrules_trainer.progress import SkillStats, split_skill

EXPLORE = 0.25
"""The share of questions drawn freely even when some skill is due or weak."""

def error_rate(stats: SkillStats) -> float:
    """The share of wrong answers, smoothed by one right and one wrong (Laplace)."""
    return (stats.wrong + 1) / (stats.total + 2)


def in_scope(stats: SkillStats, variants: Collection[str], topics: Collection[str]) -> bool:
    """Whether the skill belongs to the chosen variants and topics."""
    topic, variant, _ = split_skill(stats.skill)
    return topic in topics and variant in variants


def pick(
    candidates: Iterable[SkillStats], now: float, rng: random.Random, explore: float = EXPLORE
) -> str | None:
    """The skill to prefer next, or None for a free draw.

    A due skill comes first, the one least likely to be recalled (lowest FSRS
    retrievability); otherwise a weakness (``progress.verdict``, as the progress
    page shows it), chosen at random in proportion to its error rate; otherwise
    None. A share ``explore`` of calls returns None anyway.
    """
    skills = list(candidates)
    if not skills or rng.random() < explore:
        return None
    due = [s for s in skills if s.is_due(now)]
    if due:
        return min(due, key=lambda s: (s.recall(now), s.skill)).skill
    weak = [s for s in skills if s.verdict == "weakness"]
    if weak:
        return rng.choices(weak, weights=[error_rate(s) for s in weak])[0].skill
    return None
