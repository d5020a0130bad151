"""FSRS-6 parameters for the trainer's scheduler: the defaults, or those fitted to its answer log.

``flask --app studrules_trainer fit-schedule`` reads every counted answer,
turns each learner's answers on each skill into fsrs review logs, fits the
21 parameters with fsrs's optimizer, reports them and stores them in
``schedule_parameters``; the newest stored set is the one the scheduler uses
from then on. The optimizer needs PyTorch, which the trainer does not: it is
the optional extra ``studrules[fit]``, and nothing else imports it.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from flask import current_app
from fsrs import Scheduler

from studrules_trainer.schedule import PARAMETERS, checked_parameters, scheduler

if TYPE_CHECKING:
    from studrules_trainer.db import Connection


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
