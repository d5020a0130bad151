"""Tickets and questions: check a ticket, build its question, draw a fresh ticket worth asking.

``build`` is deterministic: the seed deals the cards and drives every choice
on the way to the moment asked, so a ticket is the whole question. ``draw``
tries a bounded number of seeds and keeps one that shows a tricky case as
often as the difficulty asks (or the case the scheduler prefers).
"""

from __future__ import annotations

import random
import threading
from collections import deque
from collections.abc import Iterable
from functools import lru_cache

from studrules import VARIANTS, StudrulesError
from studrules_trainer.questions.houses import profiles
from studrules_trainer.questions.model import (
    DIFFICULTIES,
    TOPICS,
    BadTicket,
    Question,
    Ticket,
)
from studrules_trainer.questions.play import Moment, Walk, as_reached, deal, rng_for
from studrules_trainer.questions.table import view
from studrules_trainer.questions.topic import PLAIN, Topic
from studrules_trainer.questions.topics import topic_of

SEARCH = 12
"""The most seeds ``draw`` tries before settling for the first question it found.

It bounds what a page waits for: each try deals and plays a hand."""
LOOKS = 16
"""With a wanted case, the most seeds ``draw`` looks at for each one it tries: a look reads
which case the hand tries first (``Topic.first_case``) without dealing the cards."""
TRICKY_ODDS = (0.1, 0.5, 0.9)
"""How often ``draw`` looks for a tricky case, by difficulty."""
SEEDS = 2**31
"""Seeds are drawn below this."""
LARGEST_SEED = 2**63 - 1
"""Any whole number from 0 to this builds."""


def _known(kind: str, value: object, known: Iterable) -> None:
    """Refuse ``value`` unless it is one of ``known``, naming them."""
    known = tuple(known)
    if not isinstance(value, type(known[0])) or value not in known:
        raise BadTicket(f'unknown {kind} "{value}": choose one of {", ".join(map(str, known))}')


def check(ticket: object) -> Topic:
    """The topic of a ticket whose fields are all known; else ``BadTicket`` naming the first."""
    if not isinstance(ticket, Ticket):
        raise BadTicket(f"a ticket is a Ticket, not {type(ticket).__name__}")
    _known("variant", ticket.variant, VARIANTS)
    _known("topic", ticket.topic, TOPICS)
    _known("profile", ticket.profile, profiles())
    if type(ticket.difficulty) is not int or ticket.difficulty not in DIFFICULTIES:
        raise BadTicket(f'unknown difficulty "{ticket.difficulty}": choose 0, 1 or 2')
    if type(ticket.seed) is not int or not 0 <= ticket.seed <= LARGEST_SEED:
        raise BadTicket(f'the seed "{ticket.seed}" is not a whole number from 0 to 2**63 - 1')
    return topic_of(ticket.topic)


def build(ticket: Ticket) -> Question:
    """The question of ``ticket``, the same every time; ``BadTicket`` if it makes none."""
    check(ticket)
    return _build(ticket)


def forget_questions() -> None:
    """Forget the questions built so far (a house of the same name may now be another)."""
    _build.cache_clear()


@lru_cache(maxsize=128)
def _build(ticket: Ticket) -> Question:
    topic = topic_of(ticket.topic)
    moment = _moment(ticket, topic)
    cases = topic.cases(moment)
    return Question(
        ticket=ticket,
        prompt=topic.prompt(moment),
        note=topic.note(moment),
        kind=topic.kind,
        table=view(moment, topic.showdown, ticket.profile),
        choices=topic.choices(moment),
        skill=f"{topic.name}/{ticket.variant}/{cases[0] if cases else PLAIN}",
        moment=moment,
    )


def _moment(ticket: Ticket, topic: Topic) -> Moment:
    """Deal the seed's hand and play it to the moment the topic asks about."""
    rng = rng_for(ticket.seed)
    where = f"seed {ticket.seed} in {ticket.variant}"
    try:
        state = deal(ticket.variant, ticket.profile, ticket.seed, topic.style, rng)
        moment = topic.reach(Walk(state, rng, topic.style), rng)
    except StudrulesError as error:
        raise BadTicket(f"{where}: the engine refused the hand ({error})") from None
    if moment is None:
        raise BadTicket(f"{where} never comes to a {topic.name} question")
    scrambles = moment.state.dealer.scrambles
    if len(scrambles) > 1 or any(not order for order in scrambles):
        raise BadTicket(f"{where}: the cards were scrambled in a way no scenario can replay")
    return moment


def _seed(variant: str, topic: str, wanted: str | None, rng: random.Random) -> int:
    """A seed to try: with a wanted case, the first of ``LOOKS`` seeds whose hand tries that case
    first, where the topic can tell (a hand that tries another case first seldom gives the
    wanted one, and each build plays the hand out); else, or if none does, any seed."""
    seed = rng.randrange(SEEDS)
    if wanted is None:
        return seed
    asks = topic_of(topic)
    for _ in range(LOOKS - 1):
        if asks.first_case(VARIANTS[variant], as_reached(variant, seed, asks.style)) in (
                None, wanted):
            return seed
        seed = rng.randrange(SEEDS)
    return seed


def _served(variant: str, topics: list[str]) -> list[str]:
    """The topics among ``topics`` that ask about hands of ``variant`` (``Topic.serves``)."""
    return [name for name in topics if topic_of(name).serves(VARIANTS[variant])]


class SeedBank:
    """Tickets a search built but did not use, kept by skill for a later draw that wants one.

    A preferred skill may be rare: searching for it from scratch deals hand
    after hand, while other searches pass such hands by. The bank keeps the
    last few tickets of each skill (for each profile and difficulty), and each
    is handed out once. Safe to share between threads.
    """

    KEEP = 8
    """Tickets kept per skill, profile and difficulty."""

    def __init__(self) -> None:
        self._kept: dict[tuple[str, str, int], deque[Ticket]] = {}
        self._lock = threading.Lock()

    def keep(self, ticket: Ticket, skill: str) -> None:
        """Keep ``ticket``, which makes a question on ``skill``."""
        with self._lock:
            key = (skill, ticket.profile, ticket.difficulty)
            self._kept.setdefault(key, deque(maxlen=self.KEEP)).append(ticket)

    def take(self, skill: str, profile: str, difficulty: int) -> Ticket | None:
        """A kept ticket on ``skill`` (never handed out before), or None."""
        with self._lock:
            kept = self._kept.get((skill, profile, difficulty))
            return kept.popleft() if kept else None


def draw(
    variants: Iterable[str],
    topics: Iterable[str],
    profile: str,
    difficulty: int,
    rng: random.Random,
    prefer: str | None = None,
    bank: SeedBank | None = None,
) -> Ticket:
    """A fresh ticket among ``variants`` and ``topics``, tricky as often as ``difficulty`` says.

    ``prefer`` (``topic/variant/case``) is a skill to look for; it is ignored
    when its topic or variant is not offered, or when no seed in the search shows it.
    With a ``bank``, a preferred skill is first taken from it, and the tickets
    the search passes by are kept in it.
    """
    variants, topics = list(variants), list(topics)
    for variant in variants or [""]:
        _known("variant", variant, VARIANTS)
    for topic in topics or [""]:
        _known("topic", topic, TOPICS)
    check(Ticket(variants[0], topics[0], 0, profile, difficulty))  # the profile, the difficulty
    variant = rng.choice(variants)
    if not _served(variant, topics):  # a topic asks about some games only
        usable = [name for name in variants if _served(name, topics)]
        if not usable:
            raise BadTicket(f"{' and '.join(topics)} asks about no hand of "
                            f"{' or '.join(variants)}: choose other games or topics")
        variant = rng.choice(usable)
    topic, wanted = rng.choice(_served(variant, topics)), None
    if prefer:
        parts = prefer.split("/")
        if len(parts) == 3 and parts[0] in topics and parts[1] in variants:
            topic, variant, wanted = parts
    tricky = rng.random() < TRICKY_ODDS[difficulty]
    if wanted and prefer and bank is not None:
        kept = bank.take(prefer, profile, difficulty)
        if kept is not None:
            return kept
    fallback = fallback_skill = None
    for _ in range(SEARCH):
        ticket = Ticket(variant, topic, _seed(variant, topic, wanted, rng), profile, difficulty)
        try:
            skill = build(ticket).skill
        except BadTicket:
            continue
        case = skill.rsplit("/", 1)[1]
        if (case == wanted) if wanted else (case != PLAIN or not tricky):
            if fallback is not None and fallback_skill is not None and bank is not None:
                bank.keep(fallback, fallback_skill)
            return ticket
        if fallback is None:
            fallback, fallback_skill = ticket, skill
        elif bank is not None:
            bank.keep(ticket, skill)
    if fallback is None:
        raise BadTicket(f"no seed in {SEARCH} tries makes a {topic} question in {variant}")
    return fallback
