"""Issue #29's "Done when", as a script over random questions: a learner who gets a question
wrong sees from the feedback alone which part was wrong and why the right answer is right.

Over 200 questions of every topic, game and profile (50 a topic, from one fixed
random source), a wrong answer is graded and its feedback read: a part marked
wrong beside its right value, the rules cited all real rules of the rulebook,
none of the wording defects of #29, and the deciding fact of each topic cited.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from test_trainer_feedback import WORDING
from test_trainer_questions import built_or_none, engine_answer, wrong_answer
from werkzeug.datastructures import MultiDict

from studrules.variants import VARIANTS
from studrules_trainer import tokens
from studrules_trainer.questions import PROFILES, TOPICS, Question, Ticket, build, grade
from studrules_trainer.testing import fill_answer, read_forms

SPEC = Path(__file__).resolve().parents[2] / "spec"
HEADING = re.compile(r"^### ([A-Z][A-Z0-9-]*(?:\.[A-Z0-9-]+)+) —", re.MULTILINE)
RULE_IDS = frozenset(
    m.group(1) for page in SPEC.rglob("*.md") for m in HEADING.finditer(page.read_text("utf-8"))
)
"""Every rule ID the rulebook defines (its ``### ID — title`` headings)."""
DECIDING = {
    "bring-in": ("BRING-IN.", "OPEN.", "FIVE.", "WILDGAME.", "POTLIMIT.", "ACT."),
    "first-to-act": ("ACT.",),
    "bet-sizing": ("BET.", "BRING-IN.", "OPEN.", "POTLIMIT."),
    "winning-hands": ("POT.",),
    "floor-rulings": ("EXPOSED.HOLE-CARD", "EXPOSED.SEVENTH-CARD", "MISDEAL.DEADLINE",
                      "SHOWDOWN.MUCKED", "SHOWDOWN.MISCALL", "FORCED.OVERSIZED-CHIP",
                      "ACTION.OUT-OF-TURN-CHANGED", "ACTION.FOLD-NO-BET"),
}
"""For each topic, the rules one of which the feedback must cite: the point asked."""
PER_TOPIC = 50


def questions() -> list[Question]:
    """``PER_TOPIC`` questions of each topic, of random games, profiles and difficulties."""
    rng = random.Random(2929)
    found: list[Question] = []
    for topic in TOPICS:
        mine = 0
        while mine < PER_TOPIC:
            ticket = Ticket(rng.choice(sorted(VARIANTS)), topic, rng.randrange(2**31),
                            rng.choice(PROFILES), rng.choice((0, 1, 2)))
            question = built_or_none(ticket)
            if question is not None:
                found.append(question)
                mine += 1
    return found


QUESTIONS = questions()


def test_the_script_reads_at_least_150_questions_of_every_topic_and_many_games():
    assert len(QUESTIONS) >= 150
    assert {q.ticket.topic for q in QUESTIONS} == set(TOPICS)
    assert len({q.ticket.variant for q in QUESTIONS}) >= 18


@pytest.mark.parametrize("question", QUESTIONS, ids=lambda q: f"{q.ticket.topic}-{q.ticket.seed}")
def test_a_wrong_answers_feedback_shows_the_part_missed_and_why(question):
    verdict = grade(question, wrong_answer(question, engine_answer(question)))
    assert not verdict.correct
    wrong = [part for part in verdict.parts if not part.right]
    assert wrong, "no part is marked wrong"
    assert all(part.given != part.expected for part in wrong), wrong
    cited = [reason.rule for reason in verdict.reasons]
    assert cited, "no rule cited"
    assert not [rule for rule in cited if rule not in RULE_IDS], "a rule the rulebook lacks"
    assert any(rule.startswith(DECIDING[question.ticket.topic]) for rule in cited), cited
    defects = {name: found for name, check in WORDING.items() if (found := check(question))}
    assert not defects, defects


UNCALLED = Ticket("london-lowball", "winning-hands", 1563074423, "tournament", 2)
"""A showdown where $37 that nobody matched goes back to Carol, beside a main pot."""


def test_the_feedback_page_tables_each_pot_and_the_chips_returned(app, client):
    """The pots as a table on the feedback page: each pot's amount, level, who may win it and
    who does; chips nobody matched on a line of their own, "returned", never a pot."""
    with app.test_request_context():
        link = "/quiz/ticket/" + tokens.sign_ticket(UNCALLED)
    page = client.get(link)
    assert page.status_code == 200
    form = read_forms(page.get_data(as_text=True))["answer-form"]
    posted = client.post("/quiz/answer", data=MultiDict(fill_answer(form, random.Random(29))))
    assert posted.status_code == 303
    html = client.get(posted.headers["Location"]).get_data(as_text=True)
    table = html[html.index('id="pots"'):html.index("</section>", html.index('id="pots"'))]
    state = build(UNCALLED).hand.state
    rows = re.findall(r'<tr class="pot-row( returned)?" data-chips="(\d+)"', table)
    assert [int(chips) for _, chips in rows] == [
        *(pot.amount for pot in state.outcome.pots), *(a for _, a in state.outcome.returned)
    ]
    assert rows[-1] == (" returned", "37") and ">Returned</th>" in table
    assert "up to $" in table and "goes back to Carol" in table
    assert "side pot" not in table.split("Returned")[1]
