"""An answer history's rows, each rendered once per process (#36): a kept row is the row the
template renders afresh, for what the answer shows and where the trainer is served."""

from __future__ import annotations

from dataclasses import replace

from studrules_trainer.answer_rows import Shown, answer_row
from studrules_trainer.progress import AnswerRecord

RECORD = AnswerRecord(
    id=7, ticket={}, skill="bring-in/razz/suit-tie", mode="practice", run_id=None,
    correct=False, expected="Bob", given="Carol", reasons=(), answered_at=1.0,
    parts=(("the bring-in", "Carol", "Bob", False, ""),),
)


def fresh(app, record: AnswerRecord) -> str:
    """The row as the template's macro renders it, nothing kept."""
    shown = Shown(record.id, record.correct, record.skill, record.missed, record.mode,
                  record.practice, record.hinted)
    return str(app.jinja_env.get_template("_history.html").module.row(shown))


def test_a_kept_row_is_the_row_rendered_afresh(app):
    variants = [RECORD, replace(RECORD, correct=True, parts=()), replace(RECORD, mode="timed"),
                replace(RECORD, practice="replay"), replace(RECORD, hinted=True),
                replace(RECORD, skill="first-to-act/razz/plain")]
    with app.test_request_context("/progress/"):
        rows = [str(answer_row(record)) for record in variants]
        again = [str(answer_row(record)) for record in variants]  # from what was kept
        assert rows == again == [fresh(app, record) for record in variants]
    assert len(set(rows)) == len(rows), "an answer with the same id but other fields is another row"
    assert 'href="/quiz/replay/7"' in rows[0] and "missed: the bring-in" in rows[0]


def test_a_row_kept_for_one_script_root_is_not_shown_under_another(app):
    with app.test_request_context("/progress/"):
        at_root = str(answer_row(RECORD))
    with app.test_request_context("/progress/", base_url="http://localhost/trainer/"):
        under = str(answer_row(RECORD))
    assert 'href="/quiz/feedback/7"' in at_root
    assert 'href="/trainer/quiz/feedback/7"' in under and 'href="/quiz/' not in under
