"""Questions for the browser tests to open by their link, found by what their table holds.

The tests open a question by its signed ticket (conftest's ``link``); which seed
deals a table of a given size is found here by building questions in process,
as the trainer builds them, so no test depends on a seed written down by hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from studrules.variants import VARIANTS
from studrules_trainer.questions import BadTicket, Question, Ticket, build
from studrules_trainer.questions.play import deal, rng_for
from studrules_trainer.questions.topics import topic_of

PROFILE, DIFFICULTY = "casino", 2
"""What the conftest's ``link`` signs unless told otherwise."""
SEARCH = 400
"""The most seeds tried for one table size: every size shows up well within it."""


def question(variant: str, topic: str, seed: int) -> Question | None:
    """The question of a ticket as ``link`` signs it, or None where the seed makes none."""
    try:
        return build(Ticket(variant, topic, seed, PROFILE, DIFFICULTY))
    except BadTicket:
        return None


def seats_dealt(variant: str, topic: str, seed: int) -> int:
    """How many players the seed seats, read from its deal alone (quicker than the question)."""
    rng = rng_for(seed)
    return len(deal(variant, PROFILE, seed, topic_of(topic).style, rng).seats)


@cache
def seed_with(variant: str, topic: str, seats: int, start: int = 0) -> int:
    """The first seed from ``start`` that deals a question of ``topic`` at ``seats`` seats."""
    for seed in range(start, start + SEARCH):
        if seats_dealt(variant, topic, seed) == seats and question(variant, topic, seed):
            return seed
    raise AssertionError(f"no seed in {start}..{start + SEARCH} deals {seats} seats of "
                         f"{variant} for {topic}")


def at_table(link: Callable[..., str], variant: str, topic: str, seats: int) -> str:
    """The address (conftest's ``link``) of the first question of ``topic`` at ``seats`` seats."""
    return link(variant, topic, seed_with(variant, topic, seats))


def most_seats(variant: str) -> int:
    """How many players the game seats at most."""
    return VARIANTS[variant].max_players


def random_tables(rng: random.Random, topics: tuple[str, ...]) -> list[tuple[str, str, int]]:
    """(variant, topic, seed): two questions of every game and two of every table size.

    Each game gets one showdown at its largest table (every card shown, the most
    cards dealt) and one question of a random topic at a random size; then every
    size from two seats to the largest that fewer than two of those reached gets
    questions of random games that seat it, until it has two.
    """
    chosen = []
    for variant in VARIANTS:
        start = rng.randrange(10_000)
        chosen.append((variant, "winning-hands",
                       seed_with(variant, "winning-hands", most_seats(variant), start)))
        topic, seats = rng.choice(topics), rng.randint(2, most_seats(variant))
        chosen.append((variant, topic, seed_with(variant, topic, seats, start)))
    sizes = [seats_dealt(*picked) for picked in chosen]
    for seats in range(2, max(map(most_seats, VARIANTS)) + 1):
        seating = [name for name in VARIANTS if most_seats(name) >= seats]
        for _ in range(2 - sizes.count(seats)):
            variant, topic = rng.choice(seating), rng.choice(topics)
            chosen.append((variant, topic, seed_with(variant, topic, seats, rng.randrange(10_000))))
    return chosen


def right_seat(variant: str, topic: str, seed: int) -> str:
    """The engine's answer to a seat question (the bring-in, the first actor): a player's name.

    For a test that needs a right answer without the feedback having shown it.
    """
    found = question(variant, topic, seed)
    assert found is not None and found.kind == "seat", f"{variant} {topic} {seed} asks no seat"
    return found.hand.state.seats[topic_of(topic).seat(found.hand)].name


def seeds_of_one_skill(variant: str, topic: str, count: int) -> list[int]:
    """The first ``count`` seeds whose questions of ``topic`` practise one and the same skill."""
    found: dict[str, list[int]] = {}
    for seed in range(SEARCH):
        asked = question(variant, topic, seed)
        if asked is not None:
            found.setdefault(asked.skill, []).append(seed)
            if len(found[asked.skill]) == count:
                return found[asked.skill]
    raise AssertionError(f"no {count} seeds below {SEARCH} share a skill of {variant} {topic}")
