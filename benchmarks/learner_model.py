"""The learner model measured on simulated learners: does it predict right answers?

Run: ``python benchmarks/learner_model.py [--learners N] [--days D] [--seed S]``.

Simulated learners with hidden abilities, who learn from each answer's
feedback and forget over time, answer question families of hidden difficulty
(the model is written out in docs/trainer.md, "The learner model measured").
Their answers, every learner's interleaved in time order as a shared trainer
would receive them, are replayed through the trainer's own code: before each
answer each model gives its chance of a right answer, then learns the result.

- **ratings**: the trainer's model, ``studrules_trainer.ratings`` (Glicko-2
  ratings of the learner, overall and per topic, and of the family), updated
  by ``ratings.answered`` exactly as the trainer does on a counted answer.
- **previous**: the trainer before it, its hand-written FSRS-4.5
  (``previous_scheduler.py`` beside this script, a frozen copy): the chance of
  recalling the skill, as its progress page showed it.
- **FSRS-6 recall**: the new scheduler's retrievability, for the record (the
  trainer schedules with it but does not predict with it).
- **baseline**: one constant, the share of right answers among the learners
  whose answers are not scored.

Half the learners are held out: only their answers are scored, and the
baseline's constant comes from the other half. A memory model has nothing to
say of a skill the learner never met; there it is given the baseline's
constant. Chances are kept within [0.001, 0.999] for every model alike.
The table gives each model's log loss, Brier score and expected calibration
error (ECE: the gap between predicted and observed rates over ten bins of
predicted chance, weighted by the answers in each), then the ratings' and the
previous model's calibration bins. The last line is
``log loss: model X, baseline Y``.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from studrules_trainer import ratings, schedule
from studrules_trainer.ratings import Standing

sys.path.insert(0, str(Path(__file__).resolve().parent))  # the frozen scheduler, beside this
import previous_scheduler as previous

DAY = 86400.0
TOPICS = ("bring-in", "first-to-act", "bet-sizing", "winning-hands")
FAMILIES_PER_TOPIC = 10
GUESS = 0.1
"""The chance of a right answer by guessing alone: the floor of every simulated chance."""
MEMORY_BONUS = 1.2
"""How much a fresh memory of a family adds to the learner's odds (in logits), before it fades."""
FIRST_HALF_LIFE = 0.5
"""Days until a family first met is half forgotten; each answer lengthens it."""
GROWTH_PER_ANSWER, GROWTH_CAP = 0.03, 1.5
"""How much each answer in a topic raises the learner's ability in it (logits), and the most."""
CLIP = 0.001


@dataclass
class Learner:
    """A simulated learner: hidden ability, per-topic offsets and growth, memory of each family."""

    number: int
    ability: float
    offsets: dict[str, float]
    topics: tuple[str, ...]
    diligence: float
    growth: dict[str, float] = field(default_factory=dict)
    memory: dict[str, tuple[float, float]] = field(default_factory=dict)
    """Family -> (time of the last answer, half-life in days)."""

    def chance(self, family: str, difficulty: float, now: float) -> float:
        """The hidden chance of a right answer now."""
        topic = family.split("/")[0]
        bonus = 0.0
        if family in self.memory:
            last, half_life = self.memory[family]
            bonus = MEMORY_BONUS * 2 ** (-(now - last) / DAY / half_life)
        logit = (self.ability + self.offsets[topic] + self.growth.get(topic, 0.0)
                 - difficulty + bonus)
        return GUESS + (1 - GUESS) / (1 + math.exp(-logit))

    def learn(self, family: str, right: bool, now: float) -> None:
        """The answer's feedback: the family is remembered longer, the topic known better."""
        topic = family.split("/")[0]
        _, half_life = self.memory.get(family, (now, FIRST_HALF_LIFE / 2.5))
        self.memory[family] = (now, half_life * (2.5 if right else 1.2))
        self.growth[topic] = min(GROWTH_CAP, self.growth.get(topic, 0.0) + GROWTH_PER_ANSWER)


@dataclass(frozen=True)
class Answer:
    """One simulated answer: who, which family, when, and whether it was right."""

    learner: int
    family: str
    at: float
    right: bool


def simulate(learners: int, days: int, rng: random.Random) -> tuple[list[Answer], int]:
    """Every learner's answers over ``days``, in time order; and the number of families."""
    families = {}
    for topic in TOPICS:
        shift = rng.gauss(0, 0.3)
        for case in range(FAMILIES_PER_TOPIC):
            families[f"{topic}/game/case-{case}"] = shift + rng.gauss(0, 1)
    people = [
        Learner(n, rng.gauss(0, 1), {t: rng.gauss(0, 0.6) for t in TOPICS},
                tuple(rng.sample(TOPICS, rng.randint(2, 4))), rng.uniform(0.15, 0.6))
        for n in range(learners)
    ]
    answers = []
    for person in people:
        offered = [f for f in families if f.split("/")[0] in person.topics]
        for day in range(days):
            if rng.random() >= person.diligence:
                continue
            now = day * DAY + rng.uniform(7, 22) * 3600
            for _ in range(rng.randint(5, 20)):
                met = list(person.memory)
                family = rng.choice(met if met and rng.random() < 0.5 else offered)
                right = rng.random() < person.chance(family, families[family], now)
                answers.append(Answer(person.number, family, now, right))
                person.learn(family, right, now)
                now += rng.uniform(20, 90)
    answers.sort(key=lambda a: (a.at, a.learner))
    return answers, len(families)


Predictor = Callable[[Answer], float]
Learn = Callable[[Answer], None]


def rating_model() -> tuple[Predictor, Learn]:
    """The trainer's ratings: the chance by ``ratings.chance``, moved by ``ratings.answered``."""
    mine: dict[tuple[int, str], ratings.Rated] = {}
    families: dict[str, ratings.Rated] = {}

    def standing(a: Answer) -> Standing:
        topic = a.family.split("/")[0]
        return Standing(mine.get((a.learner, ratings.OVERALL)), mine.get((a.learner, topic)),
                        families.get(a.family))

    def learn(a: Answer) -> None:
        after = ratings.answered(standing(a), a.right, 1.0, a.at)
        assert after.overall and after.topic and after.family
        mine[(a.learner, ratings.OVERALL)] = after.overall
        mine[(a.learner, a.family.split("/")[0])] = after.topic
        families[a.family] = after.family

    return (lambda a: ratings.chance(standing(a), a.at)), learn


def previous_model(unseen: float) -> tuple[Predictor, Learn]:
    """The trainer before #31: FSRS-4.5 recall of the learner's skill (``unseen`` if never met)."""
    memories: dict[tuple[int, str], tuple[previous.Memory, float]] = {}

    def predict(a: Answer) -> float:
        kept = memories.get((a.learner, a.family))
        if kept is None:
            return unseen
        memory, last = kept
        return previous.retrievability((a.at - last) / DAY, memory.stability)

    def learn(a: Answer) -> None:
        kept = memories.get((a.learner, a.family))
        elapsed = 0.0 if kept is None else (a.at - kept[1]) / DAY
        memory = previous.review(kept[0] if kept else None, elapsed, previous.grade_of(a.right))
        memories[(a.learner, a.family)] = (memory, a.at)

    return predict, learn


def fsrs6_model(unseen: float) -> tuple[Predictor, Learn]:
    """The new scheduler's FSRS-6 retrievability of the skill (``unseen`` if never met)."""
    cards: dict[tuple[int, str], schedule.Memory] = {}

    def predict(a: Answer) -> float:
        card = cards.get((a.learner, a.family))
        return unseen if card is None else schedule.retrievability(card, a.at)

    def learn(a: Answer) -> None:
        key = (a.learner, a.family)
        cards[key] = schedule.review(cards.get(key), a.at, schedule.grade_of(a.right))

    return predict, learn


@dataclass(frozen=True)
class Score:
    """How well one model's chances matched the held-out answers."""

    log_loss: float
    brier: float
    ece: float
    bins: tuple[tuple[float, float, int], ...]
    """Per tenth of predicted chance: mean predicted, share right, answers."""


def score(pairs: Sequence[tuple[float, bool]]) -> Score:
    """Log loss, Brier score and calibration of (chance, right) pairs."""
    clipped = [(min(1 - CLIP, max(CLIP, p)), y) for p, y in pairs]
    log_loss = -sum(math.log(p if y else 1 - p) for p, y in clipped) / len(clipped)
    brier = sum((p - y) ** 2 for p, y in clipped) / len(clipped)
    bins = []
    ece = 0.0
    for tenth in range(10):
        inside = [(p, y) for p, y in clipped if min(9, int(p * 10)) == tenth]
        if inside:
            predicted = sum(p for p, _ in inside) / len(inside)
            observed = sum(y for _, y in inside) / len(inside)
            bins.append((predicted, observed, len(inside)))
            ece += len(inside) / len(clipped) * abs(predicted - observed)
    return Score(log_loss, brier, ece, tuple(bins))


def main(argv: Sequence[str] | None = None) -> int:
    """Simulate, replay through each model, and print the scores on held-out learners."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=240)
    parser.add_argument("--days", type=int, default=60)
    parser.add_argument("--seed", type=int, default=31)
    args = parser.parse_args(argv)
    if args.learners < 2 or args.days < 1:
        parser.error("give at least 2 learners and 1 day")
    answers, family_count = simulate(args.learners, args.days, random.Random(args.seed))
    held_out = set(range(0, args.learners, 2))
    seen = [a.right for a in answers if a.learner not in held_out]
    constant = sum(seen) / len(seen)
    models = {
        "ratings (the trainer's model)": rating_model(),
        "previous (FSRS-4.5 recall)": previous_model(constant),
        "FSRS-6 recall (scheduling only)": fsrs6_model(constant),
        "baseline (a constant)": ((lambda a: constant), (lambda a: None)),
    }
    pairs: dict[str, list[tuple[float, bool]]] = {name: [] for name in models}
    for a in answers:
        for name, (predict, learn) in models.items():
            if a.learner in held_out:
                pairs[name].append((predict(a), a.right))
            learn(a)
    scored = {name: score(found) for name, found in pairs.items()}
    scored_answers = len(pairs["baseline (a constant)"])
    print(f"learner model: {args.learners} simulated learners ({len(held_out)} held out), "
          f"{family_count} families, {args.days} days, seed {args.seed}: {len(answers)} answers, "
          f"{scored_answers} scored; the constant is {constant:.3f}")
    print(f"{'model':34} {'log loss':>9} {'Brier':>7} {'ECE':>7}")
    for name, result in scored.items():
        print(f"{name:34} {result.log_loss:9.4f} {result.brier:7.4f} {result.ece:7.4f}")
    for name in ("ratings (the trainer's model)", "previous (FSRS-4.5 recall)"):
        print(f"calibration of {name}: predicted -> observed (answers)")
        for predicted, observed, count in scored[name].bins:
            print(f"  {predicted:5.3f} -> {observed:5.3f} ({count})")
    model, baseline = scored["ratings (the trainer's model)"], scored["baseline (a constant)"]
    print(f"log loss: model {model.log_loss:.4f}, baseline {baseline.log_loss:.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
