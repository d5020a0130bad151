"""The exam pages: set an exam and hand out its link, take it, read the result, print a certificate.

``/exam/`` is the setter's form; it makes a signed link (``/exam/link/<token>``)
holding the settings and a fresh seed. The link's page asks the learner for
the name to certify and starts an attempt; ``/exam/attempt/<id>`` then shows
the first unanswered question, and its form names the place it answers, which
must be that one (post/redirect/get, so a reload resumes and a resent form is
refused). After the last place come the result and the certificate. Every page
draws at most one question, or rebuilds the attempt's misses (``exams.LONGEST``
at most).
"""

from __future__ import annotations

import secrets
from datetime import UTC, datetime

from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for

from studrules import VARIANTS
from studrules_trainer import exams, progress, questions, quiz_settings
from studrules_trainer.db import get_db, transaction
from studrules_trainer.learner_model import record_grade
from studrules_trainer.learners import NAME_LIMIT, clean_name, current_learner, ensure_learner
from studrules_trainer.questions import TOPICS, BadAnswer, BadTicket
from studrules_trainer.questions.houses import profiles
from studrules_trainer.tokens import read_exam, sign_exam, ticket_dict, ticket_from
from studrules_trainer.views.quiz import answer_of, field_words, question_page

bp = Blueprint("exam", __name__, url_prefix="/exam")


def _now() -> float:
    return current_app.config["CLOCK"]()


def _settings_of(token: str) -> exams.ExamSettings:
    """The settings of an exam link; 400 naming the fault when it is forged or holds bad values."""
    return exams.from_link(read_exam(token))


def _mix(settings: exams.ExamSettings) -> dict[str, str]:
    """The exam's mix in words, for its pages and its certificate."""
    return {
        "games": ", ".join(VARIANTS[name].title for name in settings.variants),
        "topics": ", ".join(topic.replace("-", " ") for topic in settings.topics),
        "profile": settings.profile,
    }


@bp.get("/")
def set_exam():
    """The setter's form; once filled in (a GET: nothing is stored), the exam's link."""
    link = settings = None
    if request.args:
        settings = exams.from_form(request.args, seed=secrets.randbelow(exams.SEEDS))
        link = url_for("exam.take", token=sign_exam(settings.as_dict()), _external=True)
    return render_template(
        "exam_set.html", variants=VARIANTS, topics=TOPICS, profiles=profiles(),
        default_length=exams.DEFAULT_LENGTH, longest=exams.LONGEST,
        default_mark=exams.DEFAULT_MARK, link=link, settings=settings,
        chosen=settings or quiz_settings.DEFAULT,
        mix=_mix(settings) if settings else None,
    )


@bp.get("/link/<token>")
def take(token: str):
    """An exam link: what the exam asks, and the form that starts an attempt (or resumes one)."""
    settings = _settings_of(token)
    under_way = exams.unfinished(get_db(), current_learner(), settings)
    return render_template("exam_take.html", token=token, settings=settings,
                           mix=_mix(settings), under_way=under_way, name_limit=NAME_LIMIT)


@bp.post("/link/<token>")
def begin(token: str):
    """Start an attempt at the exam under the name the learner gave for the certificate; with
    one under way already (a second click, a second tab), go on with that one."""
    settings = _settings_of(token)
    name = clean_name(request.form.get("name"))
    if name is None:
        abort(400, "Give the name to print on the certificate.")
    db = get_db()
    learner = current_learner()
    now = _now()
    with transaction(db):
        ensure_learner(db, learner, now)  # locks the learner: two starts make one attempt
        under_way = exams.unfinished(db, learner, settings)
        exam_id = under_way.id if under_way else exams.begin(db, learner, settings, name, now)
    return redirect(url_for("exam.attempt", exam_id=exam_id), 303)


def _own_attempt(exam_id: int) -> exams.Attempt:
    attempt = exams.get(get_db(), current_learner(), exam_id)
    if attempt is None:
        abort(404, f"You have no exam number {exam_id}.")
    return attempt


def _question_at(attempt: exams.Attempt, place: int) -> questions.Question:
    try:
        return questions.build(exams.ticket_at(attempt.settings, place))
    except BadTicket as error:
        abort(422, f"Question {place + 1} of this exam cannot be dealt ({error}); "
                   "ask whoever set it for a link with other games or topics.")


def _ask(attempt: exams.Attempt, place: int, asked: questions.Question,
         problem: str | None = None, problem_field: str | None = None) -> str:
    """The question at ``place``, answered to the attempt's own address (no token, no hint)."""
    return question_page(
        asked, "", None, _now(), problem=problem, problem_field=problem_field,
        exam_place=place, exam_length=attempt.settings.length,
        exam_title=f"Exam for {attempt.name}",
        answer_address=url_for("exam.answer", exam_id=attempt.id),
    )


@bp.get("/attempt/<id:exam_id>")
def attempt(exam_id: int):
    """The attempt's next question: the first place not yet answered; the result after the last."""
    taken = _own_attempt(exam_id)
    if taken.finished:
        return redirect(url_for("exam.result", exam_id=exam_id), 303)
    place = exams.answered(get_db(), exam_id)
    return _ask(taken, place, _question_at(taken, place))


def _place_sent(attempt: exams.Attempt) -> int:
    raw = request.form.get("place", "")
    if not (raw.isascii() and raw.isdigit() and len(raw) <= len(str(exams.LONGEST))):
        abort(400, f'The form\'s place is the number of an exam question, not "{raw[:40]}".')
    place = int(raw)
    if place >= attempt.settings.length:
        abort(400, f"This exam has {attempt.settings.length} questions; there is no question "
                   f"{place + 1}.")
    return place


def _refuse_out_of_turn(attempt: exams.Attempt, place: int, answered: int) -> None:
    """409 unless ``place`` is the attempt's next unanswered question."""
    if attempt.finished or place < answered:
        abort(409, f"Question {place + 1} of this exam is already answered; an answer counts "
                   "only once. Go on from the exam's own page.")
    if place > answered:
        abort(409, f"Question {place + 1} of this exam comes after question {answered + 1}, "
                   "which is not answered yet: exam questions are answered in order.")


@bp.post("/attempt/<id:exam_id>")
def answer(exam_id: int):
    """Grade an answer at its place and store it once, with no feedback; then the next question."""
    taken = _own_attempt(exam_id)
    place = _place_sent(taken)
    db = get_db()
    _refuse_out_of_turn(taken, place, exams.answered(db, exam_id))
    asked = _question_at(taken, place)
    try:
        graded = questions.grade(asked, answer_of(asked))
    except BadAnswer as error:
        problem = f"{field_words(asked, error.field)}: {error.message}."
        return _ask(taken, place, asked, problem=problem, problem_field=error.field), 400
    learner = current_learner()
    now = _now()
    try:
        with transaction(db):
            ensure_learner(db, learner, now)  # locks the learner: re-check the place under it
            _refuse_out_of_turn(exams.get(db, learner, exam_id) or taken, place,
                                exams.answered(db, exam_id))
            recorded = record_grade(
                db, learner=learner, nonce=exams.nonce(taken, place),
                ticket=ticket_dict(asked.ticket), graded=graded, mode="exam", run=None, now=now,
            )
            exams.keep_answer(db, taken, place, recorded.answer_id, now)
    except progress.AlreadyAnswered:
        abort(409, f"Question {place + 1} of this exam is already answered; an answer counts "
                   "only once.")
    return redirect(url_for("exam.attempt", exam_id=exam_id), 303)


def _finished(exam_id: int) -> exams.Result:
    taken = _own_attempt(exam_id)
    if not taken.finished:
        abort(409, f"Exam number {exam_id} is not finished: answer its questions first "
                   f"({url_for('exam.attempt', exam_id=exam_id)}).")
    return exams.result(get_db(), current_learner(), taken)


def _day(moment: float) -> str:
    """The day of ``moment`` in words (UTC): 5 December 2026."""
    day = datetime.fromtimestamp(moment, UTC)
    return f"{day.day} {day:%B %Y}"


def _rebuilt(ticket: dict) -> questions.Question:
    """The question an answer was given to, for its review."""
    try:
        return questions.build(ticket_from(ticket))
    except BadTicket as error:
        abort(422, f"A question of this exam can no longer be rebuilt ({error}).")


@bp.get("/attempt/<id:exam_id>/result")
def result(exam_id: int):
    """The score, pass or fail against the mark, and every miss explained."""
    scored = _finished(exam_id)
    misses = [(place, record, _rebuilt(record.ticket)) for place, record in scored.misses]
    again = url_for("exam.take", token=sign_exam(scored.attempt.settings.as_dict()))
    return render_template("exam_result.html", scored=scored, misses=misses,
                           mix=_mix(scored.attempt.settings), again=again)


@bp.get("/attempt/<id:exam_id>/certificate")
def certificate(exam_id: int):
    """The certificate to print: name, date, mix, score, pass or fail."""
    scored = _finished(exam_id)
    assert scored.attempt.finished_at is not None
    return render_template("exam_certificate.html", scored=scored,
                           mix=_mix(scored.attempt.settings),
                           day=_day(scored.attempt.finished_at))
