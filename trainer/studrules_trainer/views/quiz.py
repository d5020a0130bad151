"""The quiz: choose what to practise, answer at the table, read the engine's reasons, go again.

A question page carries a signed token (``studrules_trainer.tokens``); the answer is
regraded from the token's ticket and stored with its nonce, its skill update
and its run score in one transaction, then the browser is sent to the feedback
page (post/redirect/get), so reloading never answers twice.
"""

from __future__ import annotations

import random
import re

from flask import (
    Blueprint,
    Response,
    abort,
    current_app,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from flask.blueprints import BlueprintSetupState

from studrules import VARIANTS
from studrules_trainer import (
    exams,
    hints,
    mistakes,
    progress,
    questions,
    quiz_settings,
    ratings,
    runs,
)
from studrules_trainer.db import get_db, transaction
from studrules_trainer.errors import wants_json
from studrules_trainer.learner_model import record_grade
from studrules_trainer.learners import current_learner, ensure_learner
from studrules_trainer.picking import Candidate, aim, candidates, in_scope, pick
from studrules_trainer.questions import (
    DIFFICULTIES,
    TOPICS,
    BadAnswer,
    BadTicket,
    SeedBank,
)
from studrules_trainer.questions.houses import profiles
from studrules_trainer.storable import is_row_id
from studrules_trainer.tokens import (
    Claim,
    new_nonce,
    read_question,
    read_ticket,
    sign_question,
    sign_ticket,
    ticket_dict,
    ticket_from,
)

bp = Blueprint("quiz", __name__)

SEED_BANK = "trainer.seed_bank"
"""Where an app keeps the quiz's ``SeedBank``: questions passed by, kept for who needs them."""


@bp.record_once
def _keep_a_seed_bank(state: BlueprintSetupState) -> None:
    """Give each app the quiz is registered on a bank of its own (shared by its threads)."""
    state.app.extensions[SEED_BANK] = SeedBank()
_RUN_KEY = "run"
_SETTINGS_KEY = "quiz"


def _now() -> float:
    return current_app.config["CLOCK"]()


def _build(ticket: questions.Ticket) -> questions.Question:
    try:
        return questions.build(ticket)
    except BadTicket as error:
        abort(400, f"This question cannot be rebuilt: {error}")


@bp.get("/")
def setup():
    """The start page: what to practise and how (practice, streak or timed)."""
    db = get_db()
    learner = current_learner()
    return render_template(
        "setup.html",
        chosen=quiz_settings.from_session(session.get(_SETTINGS_KEY)),
        variants=VARIANTS,
        topics=TOPICS,
        profiles=profiles(),
        difficulties=DIFFICULTIES,
        modes=runs.MODES,
        best={mode: runs.best(db, learner, mode) for mode in runs.RUN_MODES},
        timed_seconds=current_app.config["TIMED_SECONDS"],
        today=progress.today(db, learner, _now(), current_app.config["DAILY_GOAL"]),
    )


@bp.post("/quiz/start")
def start():
    """Keep the chosen settings and, for streak and timed mode, start a run on the server clock."""
    chosen = quiz_settings.from_form(request.form)
    session[_SETTINGS_KEY] = chosen.as_dict()
    session.pop(_RUN_KEY, None)
    mistakes.end(session)
    if chosen.mode in runs.RUN_MODES:
        db = get_db()
        learner = current_learner()
        now = _now()
        with transaction(db):
            ensure_learner(db, learner, now)
            session[_RUN_KEY] = runs.start(
                db, learner, chosen.mode, chosen.as_dict(), now,
                current_app.config["TIMED_SECONDS"],
            )
    return redirect(url_for("quiz.question"), 303)


def _active_run(learner: str) -> runs.Run | None:
    run_id = session.get(_RUN_KEY)
    if not is_row_id(run_id):
        return None
    return runs.get(get_db(), learner, run_id)


def _claimed_run(learner: str, claim: Claim) -> runs.Run | None:
    """The run a question token was dealt in, if any; 400 if it is no run of this learner's."""
    if claim.run is None:
        return None
    run = runs.get(get_db(), learner, claim.run)
    if run is None:
        abort(400, f"The question token names run {claim.run}, which is not one of yours; "
                   "draw a new question.")
    return run


@bp.get("/quiz")
def quiz():
    """The quiz's own address: a question under the session's settings."""
    return redirect(url_for("quiz.question"))


@bp.get("/quiz/question")
def question():
    """A fresh question under the session's settings, favouring due and weak skills.

    While a redo of mistakes is under way, its next question instead.
    """
    chosen = quiz_settings.from_session(session.get(_SETTINGS_KEY))
    learner = current_learner()
    now = _now()
    if mistakes.active(session):
        return _redo(learner, now)
    run = _active_run(learner) if chosen.mode in runs.RUN_MODES else None
    if run is not None and run.over(now):
        return redirect(url_for("quiz.run_summary", run_id=run.id), 303)
    difficulty = chosen.difficulty if run is None else run.difficulty(
        chosen.difficulty, max(DIFFICULTIES)
    )
    rng = random.Random()
    prefer = pick(_candidates(learner, chosen, now), aim(difficulty), rng)
    try:
        ticket = questions.draw(
            chosen.variants, chosen.topics, chosen.profile, difficulty, rng, prefer=prefer,
            bank=current_app.extensions[SEED_BANK],
        )
    except BadTicket as error:
        abort(422, f"No question could be dealt for these settings ({error}); "
                   "choose other games or topics.")
    mode = chosen.mode if run is not None else "practice"
    return _ask(_build(ticket), learner, mode, run, now)


def _candidates(
    learner: str, chosen: quiz_settings.QuizSettings, now: float
) -> list[Candidate]:
    """The skills and families within the chosen games and topics, with the learner's chances."""
    db = get_db()

    def wanted(skill: str) -> bool:
        return in_scope(skill, chosen.variants, chosen.topics)

    return candidates(
        [s for s in progress.skills(db, learner) if wanted(s.skill)],
        ratings.learner_ratings(db, learner),
        {family: r for family, r in ratings.family_ratings(db).items() if wanted(family)},
        now,
    )


def _ask(
    asked: questions.Question, learner: str, mode: str, run: runs.Run | None, now: float,
    replay_of: int | None = None, redo: mistakes.Item | None = None,
):
    claim = Claim(asked.ticket, new_nonce(), learner, mode, run.id if run else None)
    if redo is not None:
        mistakes.dealt(session, claim.nonce)
    return question_page(asked, sign_question(claim), run, now, replay_of=replay_of, redo=redo)


def question_page(
    asked: questions.Question, token: str, run: runs.Run | None, now: float,
    replay_of: int | None = None, problem: str | None = None,
    redo: mistakes.Item | None = None, hint: tuple[str, ...] | None = None,
    problem_field: str | None = None, **extra: object,
) -> str:
    """The question page; ``extra`` goes to the template (an exam's place and answer address)."""
    return render_template(
        "question.html",
        question=asked,
        token=token,
        amount_hint=_amount_hint(asked),
        groups=_groups(asked),
        run=run,
        seconds_left=run.seconds_left(now) if run else None,
        replay_of=replay_of,
        problem=problem,
        problem_field=problem_field,
        variant_title=_variant_title(asked.ticket.variant),
        marks=questions.seat_marks(asked),
        redo=redo,
        hint=hint,
        **extra,
    )


FRESH_TRIES = 3
"""Draws a redo makes for a fresh question of a mistake's very family before taking its topic's."""


def _redo(learner: str, now: float):
    """The next question of a redo of mistakes; the progress page once the redo is done."""
    db = get_db()
    item = mistakes.current(session, lambda nonce: progress.answered_nonce(db, learner, nonce))
    if item is None:
        return redirect(url_for("progress.overview", _anchor="mistakes"), 303)
    if item.kind == mistakes.REPLAY:
        record = progress.answer(db, learner, item.answer_id or 0)
        if record is None:  # gone since the redo began (the database was emptied)
            mistakes.end(session)
            abort(404, f"Your answer number {item.answer_id} is gone; the redo has ended.")
        return _ask(_build(ticket_from(record.ticket)), learner, "practice", None, now,
                    replay_of=record.id, redo=item)
    topic, variant, _ = progress.split_skill(item.skill)
    rng = random.Random()
    for _ in range(FRESH_TRIES):
        try:
            ticket = questions.draw([variant], [topic], item.profile, item.difficulty, rng,
                                    prefer=item.skill, bank=current_app.extensions[SEED_BANK])
        except BadTicket as error:
            mistakes.end(session)
            abort(422, f"No fresh question of {item.skill} could be dealt ({error}).")
        asked = _build(ticket)
        if asked.skill == item.skill:
            break
    return _ask(asked, learner, "practice", None, now, redo=item)


@bp.get("/quiz/mistakes")
def redo_mistakes():
    """Start a redo of the learner's open mistakes (``?run=ID``: of one run only)."""
    run_id = request.args.get("run", "")
    if run_id and not (run_id.isdigit() and len(run_id) < 19):
        abort(400, f'run is the number of one of your runs, not "{run_id}".')
    db = get_db()
    learner = current_learner()
    if run_id and runs.get(db, learner, int(run_id)) is None:
        abort(404, f"You have no run number {run_id}.")
    found = progress.open_mistakes(db, learner, int(run_id) if run_id else None)
    session.pop(_RUN_KEY, None)
    if not mistakes.begin(session, found):
        return redirect(url_for("progress.overview", _anchor="mistakes"), 303)
    return redirect(url_for("quiz.question"), 303)


@bp.post("/quiz/hint")
def hint():
    """The question again with its hint: the rules to read. Its answer then counts for less."""
    claim = read_question(request.form.get("token", ""))
    learner = current_learner()
    if claim.learner != learner:
        abort(403, "This question was dealt to another learner; draw a question of your own.")
    asked = _build(claim.ticket)
    db = get_db()
    now = _now()
    with transaction(db):
        ensure_learner(db, learner, now)
        hints.show(db, learner, claim.nonce, now)
    run = runs.get(db, learner, claim.run) if claim.run is not None else None
    redo = mistakes.current(session, lambda nonce: False) if mistakes.active(session) else None
    return question_page(asked, request.form["token"], run, now, redo=redo,
                         hint=hints.rules_to_read(asked))


def _amount_hint(asked: questions.Question) -> str:
    """How to fill the amount boxes: one box may take several amounts, or a range's two ends."""
    if asked.kind == "showdown":
        return "Type what each winner collects in all, every pot and share together, as one amount."
    hint = "Give each amount as the player's total bet on this round after the action."
    if any(choice.field.endswith("-max") for choice in asked.choices):
        return hint + (
            " In pot limit a bet or raise is a range: its smallest total in the first box, "
            "its largest in the \"at most\" box."
        )
    return hint + (
        " Where one action allows two amounts (an open pair lets a bet be small or big), "
        "type both in its box, separated by a comma: 5, 10."
    )


def _variant_title(name: str) -> str:
    variant = VARIANTS.get(name)
    return variant.title if variant else name


LEGENDS = {
    ("seat", "seat"): "Pick the player",
    ("actions", "actions"): "Tick every legal action",
    ("actions", "amounts"): "The amounts of the actions you ticked",
    ("showdown", "winners"): "Tick every player who collects chips",
    ("showdown", "amounts"): "What each of them collects",
    ("showdown", "hands"): "Tick every winning hand",
}
"""The answer form's parts named in words, by the kind of question and the part."""


def _groups(asked: questions.Question) -> list[tuple[str, str, list[questions.Choice]]]:
    """The answer form's parts in order: (legend in words, input kind, choices).

    Choices of one field picked from (``one``, ``many``) make a group of their
    own; amounts typed in (one field each) that follow each other share one.
    """
    groups: list[tuple[str, str, list[questions.Choice]]] = []
    for choice in asked.choices:
        part = "amounts" if choice.input == "amount" else choice.field
        legend = LEGENDS.get((asked.kind, part), part.capitalize())
        if groups and groups[-1][:2] == (legend, choice.input):
            groups[-1][2].append(choice)
        else:
            groups.append((legend, choice.input, [choice]))
    return groups


def field_words(asked: questions.Question, field: str) -> str:
    """An answer field as the form names it to the learner: its part's legend, or the label of
    the amount typed there (``What Alice collects``)."""
    typed = next((c.label for c in asked.choices if c.field == field and c.input == "amount"), None)
    if typed is not None:
        return typed[:1].upper() + typed[1:]
    return LEGENDS.get((asked.kind, field), "Your answer")


def answer_of(asked: questions.Question) -> dict[str, str | list[str]]:
    """The answer as the form sent it, field by field; a "many" field is always a list."""
    answer: dict[str, str | list[str]] = {}
    for choice in asked.choices:
        if choice.input == "many":
            answer[choice.field] = request.form.getlist(choice.field)
        elif choice.field in request.form:
            answer[choice.field] = request.form[choice.field]
    return answer


@bp.post("/quiz/answer")
def answer():
    """Grade an answer from its token and store it once; then show the feedback page."""
    claim = read_question(request.form.get("token", ""))
    learner = current_learner()
    if claim.learner != learner:
        abort(403, "This question was dealt to another learner; draw a question of your own.")
    asked = _build(claim.ticket)
    run = _claimed_run(learner, claim)
    now = _now()
    try:
        graded = questions.grade(asked, answer_of(asked))
    except BadAnswer as error:
        problem = f"{field_words(asked, error.field)}: {error.message}."
        if wants_json():
            abort(400, problem)
        db = get_db()
        hinted = hints.shown(db, learner, claim.nonce)
        return question_page(asked, request.form["token"], run, now, problem=problem,
                             problem_field=error.field,
                             hint=hints.rules_to_read(asked) if hinted else None), 400
    db = get_db()
    try:
        with transaction(db):
            ensure_learner(db, learner, now)
            recorded = record_grade(
                db, learner=learner, nonce=claim.nonce, ticket=ticket_dict(claim.ticket),
                graded=graded, mode=claim.mode,
                run=runs.get(db, learner, claim.run) if claim.run is not None else None, now=now,
            )
    except progress.AlreadyAnswered:
        abort(409, "This question has already been answered; an answer counts only once. "
                   "Go on to a new question.")
    return redirect(url_for("quiz.feedback", answer_id=recorded.answer_id), 303)


def _own_answer(answer_id: int) -> progress.AnswerRecord:
    db = get_db()
    record = progress.answer(db, current_learner(), answer_id)
    if record is None:
        abort(404, f"You have no answer number {answer_id}.")
    if exams.under_way(db, answer_id):
        abort(409, f"Answer number {answer_id} belongs to an exam still under way: its feedback "
                   "comes on the exam's result page, once every question is answered.")
    return record


@bp.get("/quiz/feedback/<id:answer_id>")
def feedback(answer_id: int):
    """Right or wrong, the right answer, the engine's reasons with links to their rules."""
    record = _own_answer(answer_id)
    ticket = ticket_from(record.ticket)
    asked = _build(ticket)
    learner = current_learner()
    run = runs.get(get_db(), learner, record.run_id) if record.run_id is not None else None
    now = _now()
    return render_template(
        "feedback.html",
        record=record,
        question=asked,
        link=sign_ticket(ticket) if record.mode == "practice" else None,
        run=run,
        run_over=run is not None and run.over(now),
        seconds_left=run.seconds_left(now) if run else None,
        variant_title=_variant_title(ticket.variant),
        marks=questions.seat_marks(asked, record.given),
        pots=questions.pot_table(asked),
    )


@bp.get("/quiz/replay/<id:answer_id>")
def replay(answer_id: int):
    """The same question again (rebuilt from its seed), answerable as practice."""
    record = _own_answer(answer_id)
    return _ask(
        _build(ticket_from(record.ticket)), current_learner(), "practice", None, _now(), answer_id
    )


@bp.get("/quiz/ticket/<token>")
def shared(token: str):
    """The question of a link a feedback page gives (a signed ticket), asked again as practice."""
    return _ask(_build(read_ticket(token)), current_learner(), "practice", None, _now())


@bp.get("/quiz/scenario/<token>")
def scenario(token: str):
    """The question as a Gherkin ``.feature`` file, to dispute it with ``studrules settle``."""
    ticket = read_ticket(token)
    try:
        text = questions.scenario(_build(ticket))
    except questions.NoScenario as error:
        abort(422, f"This question cannot be written as a scenario: {error}")
    name = re.sub(r"[^a-z0-9]+", "-", f"{ticket.topic} {ticket.variant} {ticket.seed}".lower())
    return Response(
        text,
        mimetype="text/plain",
        headers={"Content-Disposition": f'attachment; filename="{name.strip("-")}.feature"'},
    )


@bp.get("/quiz/run/<id:run_id>")
def run_summary(run_id: int):
    """A streak or timed run: its score, whether it is over, the learner's best."""
    db = get_db()
    learner = current_learner()
    run = runs.get(db, learner, run_id)
    if run is None:
        abort(404, f"You have no run number {run_id}.")
    now = _now()
    return render_template(
        "run.html", run=run, over=run.over(now), seconds_left=run.seconds_left(now),
        best=runs.best(db, learner, run.mode),
        misses=progress.run_misses(db, learner, run.id),
    )


@bp.route("/settings", methods=["GET", "POST"])
def settings():
    """Display settings kept in the session: the four-colour deck."""
    if request.method == "POST":
        choice = request.form.get("four_colour", "off")
        if choice not in ("on", "off"):
            abort(400, f'four_colour is "on" or "off", not "{choice}".')
        session["four_colour"] = choice == "on"
        return redirect(url_for("quiz.settings"), 303)
    return render_template("settings.html")
