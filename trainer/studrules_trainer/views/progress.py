"""A learner's own progress: ratings, skills, strengths, weaknesses, accuracy over time, replays."""

from __future__ import annotations

from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for

from studrules_trainer import progress, ratings, runs
from studrules_trainer.db import get_db, transaction
from studrules_trainer.learners import clean_name, current_learner, learner_name, set_name
from studrules_trainer.plot import accuracy_svg, rating_svg
from studrules_trainer.skills import skill_name

bp = Blueprint("progress", __name__, url_prefix="/progress")
HISTORY = 30
bp.add_app_template_filter(skill_name, "skill_name")


@bp.get("/")
def overview():
    """Every skill with its counts, verdict and schedule; the accuracy plot; recent answers."""
    db = get_db()
    learner = current_learner()
    now = current_app.config["CLOCK"]()
    stats = progress.skills(db, learner)
    right = sum(s.right for s in stats)
    total = sum(s.total for s in stats)
    return render_template(
        "progress.html",
        name=learner_name(db, learner),
        skills=stats,
        now=now,
        right=right,
        total=total,
        strengths=[s for s in stats if s.verdict == "strength"],
        weaknesses=[s for s in stats if s.verdict == "weakness"],
        plot=accuracy_svg(progress.outcomes(db, learner)),
        history=progress.history(db, learner, limit=HISTORY),
        best={mode: runs.best(db, learner, mode) for mode in runs.RUN_MODES},
        ratings=ratings.learner_ratings(db, learner),
        rating_plot=rating_svg(ratings.rating_history(db, learner)),
        mistakes=progress.open_mistake_count(db, learner),
    )


@bp.get("/skill/<path:skill>")
def skill(skill: str):
    """One skill's counts, schedule, plot and answers; 404 for a skill the learner never met."""
    db = get_db()
    learner = current_learner()
    stats = progress.skill_stats(db, learner, skill)
    if stats is None:
        abort(404, f'You have not answered any question on the skill "{skill}" yet.')
    return render_template(
        "skill.html",
        stats=stats,
        now=current_app.config["CLOCK"](),
        plot=accuracy_svg(progress.outcomes(db, learner, skill)),
        history=progress.history(db, learner, skill, limit=HISTORY),
    )


@bp.post("/name")
def name():
    """Set (or clear, with an empty field) the name shown on the learner's progress page."""
    chosen = clean_name(request.form.get("name"))
    db = get_db()
    with transaction(db):
        set_name(db, current_learner(), chosen, current_app.config["CLOCK"]())
    return redirect(url_for("progress.overview"), 303)
