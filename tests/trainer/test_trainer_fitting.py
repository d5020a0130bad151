"""FSRS-6 parameters fitted to the answer log: the review logs read from the answers, the log loss
reported, parameters stored and then used; without PyTorch, the command says what to install."""

from __future__ import annotations

import importlib.util
import math

import pytest
from fsrs import Card, Rating

from studrules_trainer import create_app, fitting
from studrules_trainer.db import close_pool, connect, transaction
from studrules_trainer.learner_model import record_answer
from studrules_trainer.learners import ensure_learner
from studrules_trainer.schedule import DAY, PARAMETERS, scheduler

HAS_TORCH = importlib.util.find_spec("torch") is not None


@pytest.fixture
def app(tmp_path, monkeypatch, database):
    monkeypatch.setenv("STUDRULES_TRAINER_INSTANCE", str(tmp_path / "instance"))
    made = create_app({"TESTING": True, "DATABASE": database, "SECRET_KEY": "k" * 40})
    yield made
    close_pool(made)


def answer(db, learner: str, skill: str, number: int, correct: bool, now: float) -> None:
    with transaction(db):
        ensure_learner(db, learner, now)
        record_answer(db, learner=learner, nonce=f"{learner}-{number}", ticket={"n": number},
                      skill=skill, mode="practice", run=None, correct=correct, expected="",
                      given="", reasons=[], now=now, scheduler=scheduler())


def test_each_learner_and_skill_is_a_card_and_practice_is_left_out(app):
    db = connect(app.config["DATABASE"])
    answer(db, "ann", "bring-in/razz/plain", 1, True, 0.0)
    answer(db, "ann", "bring-in/razz/plain", 2, False, 3 * DAY)
    answer(db, "bob", "bring-in/razz/plain", 3, True, 0.0)
    with transaction(db):  # a replay of Ann's first question: practice, not a review
        record_answer(db, learner="ann", nonce="again", ticket={"n": 1},
                      skill="bring-in/razz/plain", mode="practice", run=None, correct=True,
                      expected="", given="", reasons=[], now=4 * DAY, scheduler=scheduler())
    logs = fitting.review_logs(db)
    assert [(log.card_id, int(log.rating)) for log in logs] == [(1, 3), (1, 1), (2, 3)]
    loss = fitting.log_loss(logs, PARAMETERS)
    # one review three days after the first: Ann forgot what FSRS-6 gave a chance R of recall
    recall = scheduler().get_card_retrievability(
        scheduler().review_card(Card(card_id=0), Rating.Good,
                                logs[0].review_datetime)[0], logs[1].review_datetime)
    assert loss.reviews == 1 and loss.log_loss == pytest.approx(-math.log(1 - recall))
    db.close()


def test_stored_parameters_are_the_ones_the_scheduler_uses(app):
    db = connect(app.config["DATABASE"])
    assert fitting.stored_parameters(db) == PARAMETERS
    fitted = (0.3, *PARAMETERS[1:])
    with transaction(db):
        fitting.store(db, fitted, 10, 0.0)
    assert fitting.stored_parameters(db) == fitted
    with app.app_context():
        assert fitting.scheduler_in_use(db).parameters == fitted
        assert not fitting.scheduler_in_use(db).enable_fuzzing  # off under test
    with pytest.raises(ValueError, match="out of bounds"), transaction(db):
        fitting.store(db, (-1.0, *PARAMETERS[1:]), 10, 0.0)
    assert fitting.stored_parameters(db) == fitted
    db.close()


@pytest.mark.skipif(HAS_TORCH, reason="PyTorch is installed here: the fit extra's case")
def test_without_pytorch_the_command_says_what_to_install(app):
    result = app.test_cli_runner().invoke(args=["fit-schedule", "--dry-run"])
    assert result.exit_code == 1
    assert 'pip install "studrules[fit]"' in result.output
