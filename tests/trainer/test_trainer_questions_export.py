"""The dispute export: a question written as a feature that ``studrules settle`` runs and passes."""

from __future__ import annotations

import io
import random
import re

import pytest

from studrules.settle import settle
from studrules.variants import VARIANTS
from studrules_trainer.questions import PROFILES, TOPICS, BadTicket, Ticket, build, draw, scenario
from studrules_trainer.questions.topics import topic_of


def settled(text: str, tmp_path) -> tuple[int, str]:
    """Run ``text`` as a feature file through ``studrules settle``: the exit code and the report."""
    path = tmp_path / "question.feature"
    path.write_text(text, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = settle(path, out=out, err=err)
    return code, out.getvalue() + err.getvalue()


@pytest.mark.parametrize("topic", TOPICS)
def test_every_game_exports_questions_that_settle(topic, tmp_path):
    rng = random.Random(topic)
    for variant in (name for name, game in VARIANTS.items() if topic_of(topic).serves(game)):
        profile = rng.choice(PROFILES)
        question = build(draw([variant], [topic], profile, 2, rng))
        text = scenario(question)
        code, report = settled(text, tmp_path)
        assert code == 0, f"{question.ticket}\n{text}\n{report}"
        assert text.startswith("Feature: ")
        assert text.count("  Scenario: ") == 1
        assert "Given the game is " in text
        assert f"And the house rules are the {profile} profile" in text


def test_a_hand_whose_stub_ran_short_is_written_with_its_deck(tmp_path):
    seen = set()
    for seed in range(200):
        profile = PROFILES[seed % 3]
        try:
            question = build(Ticket("seven-card-stud", "winning-hands", seed, profile, 0))
        except BadTicket:
            continue
        state = question.moment.state
        if not any(r.rule == "DEAL.STUB-SHORT" for r in state.reasons):
            continue
        kind = (bool(state.dealer.scrambles), state.community is not None)
        if kind in seen:
            continue
        seen.add(kind)
        text = scenario(question)
        assert 'And the deck, from the top, is "' in text
        assert ("the scrambled cards, from the top, are" in text) == kind[0]
        assert "| player | stack |" in re.sub(r" +\|", " |", text)
        code, report = settled(text, tmp_path)
        assert code == 0, f"{question.ticket}\n{text}\n{report}"
    assert len(seen) >= 3, f"only {seen} among the seeds tried"


@pytest.mark.parametrize("topic", TOPICS)
def test_a_learner_who_disagrees_sees_the_engine_rule_otherwise(topic, tmp_path):
    question = build(draw(["seven-card-stud"], [topic], "casino", 0, random.Random(1)))
    text = scenario(question)
    lines = text.splitlines()
    then = next(i for i, line in enumerate(lines) if line.strip().startswith("Then "))
    others = [s.name for s in question.moment.state.seats if s.name not in lines[then]]
    if topic == "winning-hands":  # "Then the hand is over" holds: dispute the first payout
        then = next(i for i, line in enumerate(lines) if " wins $" in line)
        lines[then] = re.sub(r"wins \$(\d+)", lambda m: f"wins ${int(m.group(1)) + 1}", lines[then])
    else:
        player = re.search(r"(?:Then|And) (?:it is )?([A-Z]\w+)", lines[then]).group(1)
        lines[then] = lines[then].replace(player, others[0], 1)
    code, report = settled("\n".join(lines) + "\n", tmp_path)
    assert code == 1, report
    assert "✗" in report


@pytest.mark.parametrize(("variant", "topic", "seed"), [
    ("seven-card-stud", "first-to-act", 0), ("five-card-stud", "first-to-act", 11),
])
def test_an_all_in_first_actor_exports_who_acts_first_and_who_shows_the_best_board(
        variant, topic, seed, tmp_path):
    """Issue 32: "acts first" is who the turn begins with, not an all-in first actor."""
    question = build(Ticket(variant, topic, seed, "casino", 2))
    state = question.moment.state
    acting = state.seats[state.actor].name
    text = scenario(question)
    assert f" {acting} acts first\n" in text and " shows the best board\n" in text
    code, report = settled(text, tmp_path)
    assert code == 0, f"{text}\n{report}"
