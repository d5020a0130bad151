"""FSRS-6 parameters for the trainer's scheduler: the defaults, or those fitted to its answer log.

``flask --app studrules_trainer fit-schedule`` reads every counted answer,
turns each learner's answers on each skill into one card's fsrs review logs
(grades as the scheduler gave them: right good, right after a hint hard,
wrong again), fits the 21 parameters with fsrs's optimizer, reports the log
loss of the recall predicted before and after on the same reviews, and stores
the parameters in ``schedule_parameters`` (``--dry-run`` only reports). The
newest stored set is the one the scheduler uses from then on.

The optimizer needs PyTorch, which the trainer does not: it is the optional
extra ``studrules[fit]`` (docs/trainer.md says how to install it), and only
``fit`` imports it. Like fsrs's own optimizer, the log loss counts the
reviews made a day or more after the previous one.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import click
from flask import current_app
from flask.cli import with_appcontext
from fsrs import Card, Rating, ReviewLog, Scheduler

from studrules_trainer.schedule import PARAMETERS, checked_parameters, grade_of, scheduler

if TYPE_CHECKING:
    from studrules_trainer.db import Connection

CLIP = 1e-6
"""Predicted recall is kept within [CLIP, 1 - CLIP] when the log loss is taken."""


def stored_parameters(db: Connection) -> tuple[float, ...]:
    """The newest fitted parameters, or FSRS-6's defaults when none were fitted."""
    row = db.execute(
        "SELECT parameters FROM schedule_parameters ORDER BY id DESC LIMIT 1"
    ).fetchone()
    return PARAMETERS if row is None else checked_parameters(json.loads(row["parameters"]))


def scheduler_in_use(db: Connection) -> Scheduler:
    """The app's scheduler: the parameters in use, fuzz on unless under test (``SCHEDULE_FUZZ``)."""
    fuzzing = bool(current_app.config.get("SCHEDULE_FUZZ", not current_app.testing))
    return scheduler(stored_parameters(db), fuzzing)


def review_logs(db: Connection) -> list[ReviewLog]:
    """Every counted answer as an fsrs review log, one card per learner and skill."""
    cards: dict[tuple[str, str], int] = {}
    logs = []
    for row in db.execute(
        "SELECT learner_id, skill, correct, hinted, answered_at FROM answer WHERE weight > 0"
        " ORDER BY id"
    ):
        card = cards.setdefault((row["learner_id"], row["skill"]), len(cards) + 1)
        logs.append(ReviewLog(
            card_id=card, rating=Rating(grade_of(bool(row["correct"]), bool(row["hinted"]))),
            review_datetime=datetime.fromtimestamp(row["answered_at"], UTC),
            review_duration=None,
        ))
    return logs


@dataclass(frozen=True)
class Loss:
    """The log loss of predicted recall over the reviews a day or more after the one before."""

    log_loss: float
    reviews: int


def log_loss(logs: Sequence[ReviewLog], parameters: Sequence[float]) -> Loss:
    """How well ``parameters`` predict recall in ``logs``: each card replayed review by review."""
    using = scheduler(tuple(parameters))
    by_card: dict[int, list[ReviewLog]] = {}
    for log in logs:
        by_card.setdefault(log.card_id, []).append(log)
    total, counted = 0.0, 0
    for history in by_card.values():
        card = Card(card_id=0)
        for log in sorted(history, key=lambda log: log.review_datetime):
            if card.last_review and (log.review_datetime - card.last_review).days > 0:
                recall = min(1 - CLIP, max(CLIP, using.get_card_retrievability(
                    card, log.review_datetime)))
                total -= math.log(recall if log.rating != Rating.Again else 1 - recall)
                counted += 1
            card, _ = using.review_card(card, log.rating, log.review_datetime)
    return Loss(total / counted if counted else math.nan, counted)


def fit(logs: Sequence[ReviewLog]) -> tuple[float, ...]:
    """FSRS-6 parameters fitted to ``logs`` by fsrs's optimizer (the defaults for too few).

    Raises ``click.ClickException`` saying how to install it when PyTorch is missing.
    """
    try:
        from fsrs.optimizer import Optimizer

        optimizer = Optimizer(list(logs))
    except ImportError as error:
        raise click.ClickException(
            'fitting needs fsrs\'s optimizer and PyTorch: pip install "studrules[fit]" '
            f"(docs/trainer.md says how to get a CPU-only PyTorch) [{error}]"
        ) from error
    return checked_parameters(optimizer.compute_optimal_parameters())


def store(db: Connection, parameters: Sequence[float], reviews: int, now: float) -> None:
    """Keep fitted parameters; the scheduler uses the newest (call inside a transaction)."""
    db.execute(
        "INSERT INTO schedule_parameters (parameters, reviews, fitted_at) VALUES (?, ?, ?)",
        (json.dumps(list(checked_parameters(parameters))), reviews, now),
    )


@click.command("fit-schedule")
@click.option("--dry-run", is_flag=True, help="Report the fitted parameters without storing them.")
@with_appcontext
def fit_schedule_command(dry_run: bool) -> None:
    """Fit FSRS-6's parameters to the answer log, report them, and store them for the scheduler."""
    from studrules_trainer.db import connect, transaction

    db = connect(current_app.config["DATABASE"])
    try:
        logs = review_logs(db)
        before = stored_parameters(db)
        fitted = fit(logs)
        old, new = log_loss(logs, before), log_loss(logs, fitted)
        click.echo(f"{len(logs)} counted answers; {new.reviews} reviews a day or more apart")
        click.echo(f"log loss of predicted recall: {old.log_loss:.4f} with the parameters in use,"
                   f" {new.log_loss:.4f} fitted")
        click.echo("fitted parameters: " + ", ".join(f"{value:.4f}" for value in fitted))
        if dry_run:
            click.echo("not stored (--dry-run)")
            return
        with transaction(db):
            store(db, fitted, new.reviews, current_app.config["CLOCK"]())
        click.echo("stored: the scheduler uses them from now on")
    finally:
        db.close()
