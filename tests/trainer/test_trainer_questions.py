"""The trainer's questions: dealt from a seed, graded by what the engine says, never leaking it.

The right answer is composed here straight from the engine's state (its legal
actions, its first actor, its result), not from the topic code under test.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from studrules.variants import VARIANTS
from studrules_trainer.questions import (
    DIFFICULTIES,
    PROFILES,
    TOPICS,
    BadAnswer,
    BadTicket,
    Question,
    SeedBank,
    Ticket,
    build,
    draw,
    grade,
    tickets,
)
from studrules_trainer.questions.floor_rulings import ruled
from studrules_trainer.questions.table import view
from studrules_trainer.questions.topics import topic_of

FAMILIES = {
    "bring-in": (
        "BRING-IN.", "OPEN.", "FIVE.", "WILDGAME.", "POTLIMIT.", "ACT.TIES", "ACT.CLOCKWISE"
    ),
    "first-to-act": ("ACT.", "WILDGAME.", "DEAL."),
    "bet-sizing": ("BET.", "BRING-IN.", "OPEN.", "POTLIMIT."),
    "winning-hands": ("POT.", "DECLARE.", "CHICAGO.", "HIGH.", "LOW.", "WILD.", "SOKO."),
    "floor-rulings": ("EXPOSED.", "MISDEAL.", "DEALT.", "BRING-IN.", "ACT.", "ACTION.",
                      "FORCED.", "SHOWDOWN.", "IRREGULAR."),
}
"""The rule families the feedback of each topic may cite (and, at a showdown, the game's own
rule, which splits the pot of a game with no qualifier)."""


def engine_answer(question: Question) -> dict:
    """The answer the engine gives, composed from its state as a form would send it."""
    state = question.moment.state
    chips = state.stakes.chips
    topic = question.ticket.topic
    if topic in ("bring-in", "first-to-act"):  # who must act first: an all-in player cannot
        return {"seat": state.seats[state.to_act].name}
    if topic == "floor-rulings":  # the engine's ruling on the event, told to it once more
        hand = question.hand
        ruling = ruled(state, hand.event, question.ticket.profile, hand.told, hand.then)
        return {"ruling": ruling.words}
    if topic == "bet-sizing":
        answer: dict = {"actions": []}
        for legal in state.legal_actions():
            if legal.verb not in answer["actions"]:
                answer["actions"].append(legal.verb)
            if legal.to is not None:
                answer.setdefault(legal.verb, []).append(chips.text(legal.to))
            if legal.most is not None:
                answer[legal.verb + "-max"] = chips.text(legal.most)
        return answer
    result = state.result
    answer = {"winners": [name for name, _ in result.payouts], "hands": []}
    for name, amount in result.payouts:
        answer[f"won-{name}"] = chips.text(amount)
    for pot in result.pots:
        answer["hands"] += [share.hand.name for share in pot.shares if share.hand is not None]
    return answer


def wrong_answer(question: Question, right: dict) -> dict:
    """An answer that differs from the engine's in one point."""
    state = question.moment.state
    topic = question.ticket.topic
    if topic == "floor-rulings":
        return {"ruling": next(c.value for c in question.choices if c.value != right["ruling"])}
    if topic in ("bring-in", "first-to-act"):
        other = next(s.name for s in state.seats if not s.folded and s.name != right["seat"])
        return {"seat": other}
    if topic == "bet-sizing":
        wrong = {**right, "actions": list(right["actions"])}
        extra = next(v for v in ("check", "fold", "bet", "raise") if v not in right["actions"])
        wrong["actions"].append(extra)
        if extra in ("bet", "raise"):
            wrong[extra] = "1"
        return wrong
    winner = right["winners"][0]
    more = int(right[f"won-{winner}"]) + 1
    return {**right, f"won-{winner}": str(more)}


def built_or_none(ticket: Ticket) -> Question | None:
    """The question of ``ticket``, or None if its seed never comes to the moment asked."""
    try:
        return build(ticket)
    except BadTicket as error:
        assert "engine refused" not in str(error), str(error)
        return None


tickets_strategy = st.builds(
    Ticket,
    variant=st.sampled_from(sorted(VARIANTS)),
    topic=st.sampled_from(TOPICS),
    seed=st.integers(0, 2**31 - 1),
    profile=st.sampled_from(PROFILES),
    difficulty=st.sampled_from(DIFFICULTIES),
)


def offered(question: Question, answer: dict) -> bool:
    """Whether every value the answer picks (not types) is among the question's choices."""
    pickable = {(c.field, c.value) for c in question.choices if c.input != "amount"}
    fields = {field for field, _ in pickable}
    for field, value in answer.items():
        if field in fields:
            values = value if isinstance(value, list) else [value]
            if any((field, v) not in pickable for v in values):
                return False
    return True


def test_a_chicago_spade_in_the_hole_is_among_the_hands_offered():
    question = next(
        q
        for seed in range(200)
        if (q := built_or_none(Ticket("chicago", "winning-hands", seed, "casino", 0)))
        and any(s.kind == "spade" for p in q.moment.state.result.pots for s in p.shares)
    )
    assert offered(question, engine_answer(question))
    assert grade(question, engine_answer(question)).correct


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ticket=tickets_strategy)
def test_a_question_grades_the_engines_answer_right_and_another_wrong(ticket):
    question = built_or_none(ticket)
    if question is None:
        return
    right = engine_answer(question)
    verdict = grade(question, right)
    assert verdict.correct, (verdict.expected, verdict.given)
    assert offered(question, right), "the right answer can be picked from the choices"
    assert verdict.skill == question.skill
    assert verdict.reasons, "the feedback cites the engine's reasons"
    game = VARIANTS[ticket.variant].names.rule
    assert all(r.rule.startswith((*FAMILIES[ticket.topic], game)) for r in verdict.reasons)
    missed = grade(question, wrong_answer(question, right))
    assert not missed.correct
    assert missed.expected == verdict.expected
    assert missed.given != missed.expected


@settings(max_examples=60, deadline=None)
@given(ticket=tickets_strategy)
def test_build_is_deterministic(ticket):
    question = built_or_none(ticket)
    if question is None:
        return
    again = tickets._build.__wrapped__(ticket)  # built afresh, not from the cache
    assert again == question
    assert again.moment.actions == question.moment.actions
    assert again.skill.split("/")[:2] == [ticket.topic, ticket.variant]


@settings(max_examples=100, deadline=None)
@given(ticket=tickets_strategy)
def test_the_table_never_shows_the_answer(ticket):
    question = built_or_none(ticket)
    if question is None:
        return
    moment = question.moment
    state = moment.state
    showdown = question.kind == "showdown"
    # The view is the same whatever the engine decided about the point asked.
    blind = state.but(bring_in=None, first_actor=None, to_act=None, result=None, round=None)
    unaware = replace(moment, states=(*moment.states[:-1], blind))
    assert view(unaware, showdown) == question.table
    for seat, seen in zip(state.seats, question.table.seats):
        hidden = [c.card for c in seen.cards if not c.up]
        if showdown and not seat.folded:
            assert hidden == [str(c) for c, up in zip(seat.cards, seat.up) if not up]
        else:
            assert hidden == [None] * len(hidden)
        assert seen.up == tuple(str(c) for c in seat.up_cards)


@pytest.mark.parametrize("profile", PROFILES)
def test_every_variant_and_topic_can_be_drawn(profile):
    rng = random.Random(profile)
    for variant in VARIANTS:
        for topic in TOPICS:
            if not topic_of(topic).serves(VARIANTS[variant]):
                continue
            ticket = draw([variant], [topic], profile, 1, rng)
            assert (ticket.variant, ticket.topic, ticket.profile) == (variant, topic, profile)
            assert build(ticket).skill.startswith(f"{topic}/{variant}/")


def test_draw_is_reproducible_from_its_random_source():
    first = [draw(VARIANTS, TOPICS, "casino", 2, random.Random(7)) for _ in range(3)]
    assert first == [draw(VARIANTS, TOPICS, "casino", 2, random.Random(7))] * 3


def tricky_share(difficulty: int, count: int = 60) -> float:
    """The share of ``count`` drawn questions that show a tricky case."""
    rng = random.Random(difficulty)
    skills = [build(draw(VARIANTS, TOPICS, "casino", difficulty, rng)).skill for _ in range(count)]
    return sum(not skill.endswith("/plain") for skill in skills) / count


def test_a_higher_difficulty_draws_more_tricky_cases():
    easy, hard = tricky_share(0), tricky_share(2)
    assert hard >= 0.8
    assert easy < hard


def test_draw_looks_for_the_skill_the_scheduler_prefers():
    rng = random.Random(3)
    wanted = "bring-in/seven-card-stud/suit-tie"
    found = Counter(
        build(draw(["razz", "seven-card-stud"], TOPICS, "casino", 0, rng, prefer=wanted)).skill
        for _ in range(10)
    )
    assert found[wanted] >= 7
    # A preferred skill outside what may be drawn is ignored.
    ticket = draw(["razz"], ["first-to-act"], "casino", 0, rng, prefer=wanted)
    assert (ticket.variant, ticket.topic) == ("razz", "first-to-act")


def first_question(topic: str, case: str | None = None, variant: str = "seven-card-stud"):
    """The first question of seeds 0, 1, ... of ``topic`` (showing ``case`` if given)."""
    for seed in range(2000):
        question = built_or_none(Ticket(variant, topic, seed, "casino", 2))
        if question and (case is None or question.skill.endswith("/" + case)):
            return question
    raise AssertionError(f"no seed shows {topic}/{variant}/{case}")


@pytest.mark.parametrize(
    ("topic", "variant", "case", "rule"),
    [
        ("bring-in", "seven-card-stud", "suit-tie", "BRING-IN.SUIT-TIE"),
        ("bring-in", "razz", "ace-door", "BRING-IN.HIGH-CARD"),
        ("first-to-act", "seven-card-stud", "tie", "ACT.TIES"),
        ("bet-sizing", "seven-card-stud", "cap", "BET.CAP"),
        ("bet-sizing", "seven-card-stud", "open-pair", "BET.FIXED.OPEN-PAIR"),
        ("winning-hands", "seven-card-stud", "side-pots", "POT.SIDE-POTS"),
        ("winning-hands", "seven-card-stud-hi-lo-8", "odd-chip", "POT.ODD-CHIP"),
    ],
)
def test_a_tricky_case_is_explained_by_the_rule_that_decides_it(topic, variant, case, rule):
    question = first_question(topic, case, variant)
    verdict = grade(question, engine_answer(question))
    assert verdict.correct
    assert rule in {r.rule for r in verdict.reasons}


def test_bet_sizing_reads_amounts_however_they_are_written():
    question = first_question("bet-sizing", "completion")
    right = engine_answer(question)
    written = {
        key: (f"${value[0]}" if isinstance(value, list) and len(value) == 1 else value)
        for key, value in right.items()
        if key != "actions"
    }
    assert grade(question, {"actions": ", ".join(right["actions"]), **written}).correct


def test_a_pot_limit_raise_is_asked_as_a_minimum_and_a_maximum():
    pot_limit = next(v for v in VARIANTS.values() if v.structure == "pot-limit")
    question = next(
        q
        for seed in range(500)
        if (q := built_or_none(Ticket(pot_limit.name, "bet-sizing", seed, "casino", 0)))
        and any(a.most is not None for a in q.moment.state.legal_actions())
    )
    right = engine_answer(question)
    verb = next(a.verb for a in question.moment.state.legal_actions() if a.most is not None)
    assert {c.field for c in question.choices} >= {verb, verb + "-max"}
    verdict = grade(question, right)
    assert verdict.correct
    assert "any amount from" in verdict.expected
    without_maximum = {k: v for k, v in right.items() if k != verb + "-max"}
    assert not grade(question, without_maximum).correct


@pytest.mark.parametrize(
    ("topic", "answer", "field"),
    [
        ("bring-in", {}, "seat"),
        ("bring-in", {"seat": "  "}, "seat"),
        ("bring-in", {"seat": "Nobody"}, "seat"),
        ("bring-in", {"seat": ["Alice", "Bob"]}, "seat"),
        ("bring-in", {"seat": 3}, "seat"),
        ("first-to-act", "Alice", "answer"),
        ("bet-sizing", {}, "actions"),
        ("bet-sizing", {"actions": ["shove"]}, "actions"),
        ("bet-sizing", {"actions": ["call"]}, "call"),
        ("bet-sizing", {"actions": ["call"], "call": "five"}, "call"),
        ("bet-sizing", {"actions": ["call"], "call": "0.5"}, "call"),
        ("bet-sizing", {"actions": ["call"], "call": "9" * 5000}, "call"),
        ("bet-sizing", {"actions": "call", "call": {"to": 5}}, "call"),
        ("bet-sizing", {"actions": ["raise"], "raise": "10", "raise-max": "x"}, "raise-max"),
        ("bet-sizing", {"actions": ["raise"], "raise": "10", "raise-max": "5"}, "raise-max"),
        ("bet-sizing", {"actions": ["raise"], "raise": "5, 10", "raise-max": "20"}, "raise"),
        ("winning-hands", {"hands": ["royal flush"]}, "winners"),
        ("winning-hands", {"winners": ["Nobody"], "hands": ["x"]}, "winners"),
        ("winning-hands", {"winners": ["{winner}"], "hands": ["x"]}, "won-{winner}"),
        ("winning-hands", {"winners": ["{winner}"], "won-{winner}": "$1"}, "hands"),
        ("winning-hands", {"winners": ["{winner}"], "won-{winner}": "-1", "hands": "x"}, "won-"),
    ],
)
def test_an_answer_that_cannot_be_read_is_refused_naming_the_field(topic, answer, field):
    question = first_question(topic)
    winner = question.moment.state.seats[0].name
    if isinstance(answer, dict):
        answer = {
            key.replace("{winner}", winner): (
                [v.replace("{winner}", winner) for v in value] if isinstance(value, list) else value
            )
            for key, value in answer.items()
        }
    with pytest.raises(BadAnswer) as refused:
        grade(question, answer)
    assert refused.value.field.startswith(field.replace("{winner}", winner))
    assert str(refused.value).startswith(refused.value.field + ": ")


@pytest.mark.parametrize(
    ("ticket", "named"),
    [
        (Ticket("bridge", "bring-in", 1, "casino", 0), 'unknown variant "bridge"'),
        (Ticket("razz", "bluffing", 1, "casino", 0), 'unknown topic "bluffing"'),
        (Ticket("razz", "bring-in", 1, "saloon", 0), 'unknown profile "saloon"'),
        (Ticket("razz", "bring-in", 1, "casino", 3), 'unknown difficulty "3"'),
        (Ticket("razz", "bring-in", 1, "casino", True), 'unknown difficulty "True"'),
        (Ticket("razz", "bring-in", -1, "casino", 0), 'the seed "-1"'),
        (Ticket("razz", "bring-in", "7", "casino", 0), 'the seed "7"'),
        (Ticket("razz", "bring-in", 2**63, "casino", 0), f'the seed "{2**63}"'),
        (Ticket(["razz"], "bring-in", 1, "casino", 0), "unknown variant"),
        ({"variant": "razz"}, "a ticket is a Ticket, not dict"),
    ],
)
def test_a_bad_ticket_is_refused_naming_what_is_wrong(ticket, named):
    with pytest.raises(BadTicket) as refused:
        build(ticket)
    assert named in str(refused.value)


def test_a_seed_that_never_comes_to_the_question_is_a_bad_ticket():
    for seed in range(500):
        try:
            build(Ticket("seven-card-stud", "winning-hands", seed, "casino", 0))
        except BadTicket as error:
            assert "never comes to a winning-hands question" in str(error)
            return
    raise AssertionError("every seed came to a showdown")


@pytest.mark.parametrize(
    ("args", "named"),
    [
        ((["bridge"], TOPICS, "casino", 0), 'unknown variant "bridge"'),
        ((["razz"], ["bluffing"], "casino", 0), 'unknown topic "bluffing"'),
        ((["razz"], TOPICS, "saloon", 0), 'unknown profile "saloon"'),
        ((["razz"], TOPICS, "casino", 5), 'unknown difficulty "5"'),
        (([], TOPICS, "casino", 0), 'unknown variant ""'),
    ],
)
def test_draw_refuses_what_it_does_not_know(args, named):
    with pytest.raises(BadTicket) as refused:
        draw(*args, random.Random(0))
    assert named in str(refused.value)


def test_every_topic_has_its_kind_of_form():
    kinds = {topic: topic_of(topic).kind for topic in TOPICS}
    assert kinds == {
        "bring-in": "seat",
        "first-to-act": "seat",
        "bet-sizing": "actions",
        "winning-hands": "showdown",
        "floor-rulings": "ruling",
    }
    for topic in TOPICS:
        question = first_question(topic)
        assert question.kind == kinds[topic]
        assert {c.input for c in question.choices} <= {"one", "many", "amount"}
        assert question.prompt.strip().endswith(("?", "."))


def test_equal_boards_opening_without_a_bring_in_are_explained_by_the_tie_rule():
    question = next(
        q
        for seed in range(400)
        if (q := built_or_none(Ticket("razz", "bring-in", seed, "casino", 2)))
        and q.skill.endswith("/tie")
    )
    verdict = grade(question, engine_answer(question))
    assert {r.rule for r in verdict.reasons} >= {"OPEN.NO-BRING-IN", "ACT.TIES"}


def test_a_seed_bank_hands_out_each_kept_ticket_once_per_skill_profile_and_difficulty():
    bank = SeedBank()
    ticket = Ticket("razz", "bring-in", 5, "casino", 1)
    bank.keep(ticket, "bring-in/razz/suit-tie")
    assert bank.take("bring-in/razz/suit-tie", "home", 1) is None
    assert bank.take("bring-in/razz/suit-tie", "casino", 0) is None
    assert bank.take("bring-in/razz/suit-tie", "casino", 1) == ticket
    assert bank.take("bring-in/razz/suit-tie", "casino", 1) is None


def test_draw_keeps_the_questions_it_passes_by_and_serves_them_to_a_preference():
    bank = SeedBank()
    rng = random.Random(11)
    served = [
        draw(["seven-card-stud"], ["bring-in"], "casino", 2, rng, bank=bank) for _ in range(30)
    ]
    kept = {
        skill: taken
        for skill in {build(t).skill for t in served} | {"bring-in/seven-card-stud/plain"}
        if (taken := bank.take(skill, "casino", 2)) is not None
    }
    assert kept, "a search that passes questions by keeps them"
    skill, ticket = next(iter(kept.items()))
    assert build(ticket).skill == skill
    assert ticket not in served, "a kept ticket is one the learner has not been given"
    while bank.take(skill, "casino", 2) is not None:  # only this one is kept now
        pass
    bank.keep(ticket, skill)
    again = draw(["seven-card-stud"], ["bring-in"], "casino", 2, rng, prefer=skill, bank=bank)
    assert again == ticket
