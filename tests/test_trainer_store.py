"""The trainer's storage and scheduling, no web: progress, runs, picking, concurrency, the plot.

The storage tests run on SQLite and on PostgreSQL (the ``database`` fixture).
"""

import contextlib
import random
import threading

import pytest

from studrules_trainer import progress, runs
from studrules_trainer.db import connect, migrate, transaction
from studrules_trainer.layout import seat_places
from studrules_trainer.learners import ensure_learner
from studrules_trainer.picking import error_rate, in_scope, pick
from studrules_trainer.plot import accuracy_svg, rolling_accuracy
from studrules_trainer.schedule import DAY, GOOD, initial_stability, interval

TICKET = {"variant": "razz", "topic": "bring-in", "seed": 7, "profile": "casino", "difficulty": 1}
SKILL = "bring-in/razz/suit-tie"


@pytest.fixture
def db(database):
    migrate(database)
    connection = connect(database)
    yield connection
    connection.close()


def answer(db, learner, nonce, correct, now, skill=SKILL, run=None):
    """Store one answer the way the quiz does: answer, skill and run in one transaction."""
    with transaction(db):
        ensure_learner(db, learner, now)
        answer_id = progress.store_answer(
            db, learner=learner, nonce=nonce, ticket=TICKET, skill=skill, mode="practice",
            run_id=run, correct=correct, expected="Bob", given="Bob" if correct else "Carol",
            reasons=[("BRING-IN.LOW-CARD", "the lowest door card brings in")], now=now,
        )
        progress.update_skill(db, learner, skill, correct, now)
        if run is not None:
            runs.score(db, runs.get(db, learner, run), correct, now)
    return answer_id


def test_a_sqlite_database_uses_wal(tmp_path):
    migrate(tmp_path / "trainer.sqlite")
    db = connect(tmp_path / "trainer.sqlite")
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()


def test_an_answer_is_stored_with_its_reasons_and_counted_on_its_skill(db):
    answer_id = answer(db, "ann", "n1", True, 1000.0)
    record = progress.answer(db, "ann", answer_id)
    assert record.correct and record.ticket == TICKET and record.skill == SKILL
    assert record.reasons == (("BRING-IN.LOW-CARD", "the lowest door card brings in"),)
    stats = progress.skill_stats(db, "ann", SKILL)
    assert (stats.right, stats.wrong, stats.streak) == (1, 0, 1)
    assert stats.stability == pytest.approx(initial_stability(GOOD))
    assert stats.due == pytest.approx(1000.0 + interval(stats.stability) * DAY)


def test_a_used_nonce_is_refused_and_the_skill_is_not_counted_twice(db):
    answer(db, "ann", "n1", True, 1000.0)
    with pytest.raises(progress.AlreadyAnswered):
        answer(db, "ann", "n1", True, 1001.0)
    stats = progress.skill_stats(db, "ann", SKILL)
    assert (stats.right, stats.wrong) == (1, 0)
    assert len(progress.history(db, "ann")) == 1


def test_a_wrong_answer_resets_the_streak_and_brings_the_review_closer(db):
    for i in range(3):
        answer(db, "ann", f"r{i}", True, 1000.0 + i * DAY)
    before = progress.skill_stats(db, "ann", SKILL)
    answer(db, "ann", "w", False, 1000.0 + 3 * DAY)
    after = progress.skill_stats(db, "ann", SKILL)
    assert (after.right, after.wrong, after.streak) == (3, 1, 0)
    assert after.stability < before.stability
    assert after.difficulty > before.difficulty


@pytest.mark.parametrize(
    ("right", "wrong", "verdict", "sure"),
    [(0, 0, None, ""), (1, 0, None, ""), (2, 0, "strength", "a first sign"),
     (0, 1, "weakness", "a first sign"), (0, 2, "weakness", "likely"), (0, 3, "weakness", "sure"),
     (10, 0, "strength", "likely"), (15, 0, "strength", "sure"), (9, 3, None, ""),
     (3, 3, "weakness", "a first sign"), (6, 2, None, ""), (5, 3, "weakness", "a first sign"),
     (3, 9, "weakness", "sure")],
)
def test_a_verdict_comes_from_the_answers_there_are_and_says_how_sure(right, wrong, verdict, sure):
    assert progress.verdict(right, wrong) == verdict
    assert progress.sureness(right, wrong) == sure


def test_a_weakness_is_what_practice_picks_as_weak():
    for right in range(12):
        for wrong in range(0 if right else 1, 12):
            stats = progress.SkillStats(SKILL, right, wrong, 0, 1.0, 5.0, 0.0, 10 * DAY)
            assert (stats.verdict == "weakness") == (error_rate(stats) > 1 / 3), (right, wrong)
            assert pick([stats], 0.0, random.Random(1), explore=0) == (
                SKILL if stats.verdict == "weakness" else None)


def test_a_learner_never_reads_another_learners_answers(db):
    mine = answer(db, "ann", "n1", True, 1000.0)
    answer(db, "bob", "n2", False, 1000.0)
    assert progress.answer(db, "bob", mine) is None
    assert [r.id for r in progress.history(db, "ann")] == [mine]
    assert progress.outcomes(db, "ann") == [(1000.0, True)]
    assert [s.skill for s in progress.skills(db, "bob")] == [SKILL]
    assert progress.skill_stats(db, "bob", SKILL).wrong == 1


def test_history_is_newest_first_and_outcomes_oldest_first(db):
    for i, ok in enumerate([True, False, True]):
        answer(db, "ann", f"n{i}", ok, 1000.0 + i)
    assert [r.correct for r in progress.history(db, "ann")] == [True, False, True]
    assert [r.answered_at for r in progress.history(db, "ann")] == [1002.0, 1001.0, 1000.0]
    assert [ok for _, ok in progress.outcomes(db, "ann")] == [True, False, True]
    assert progress.outcomes(db, "ann", "other/skill/x") == []


def test_a_streak_run_ends_at_the_first_mistake_and_keeps_the_best(db):
    with transaction(db):
        ensure_learner(db, "ann", 0.0)
        run = runs.start(db, "ann", "streak", {"difficulty": 0}, 0.0, 180)
    for i in range(4):
        answer(db, "ann", f"s{i}", True, 10.0 + i, run=run)
    assert runs.get(db, "ann", run).difficulty(0, 2) == 1  # harder after three right in a row
    answer(db, "ann", "miss", False, 20.0, run=run)
    finished = runs.get(db, "ann", run)
    assert finished.over(21.0) and finished.score == 4
    answer(db, "ann", "late", True, 22.0, run=run)
    assert runs.get(db, "ann", run).score == 4
    assert runs.best(db, "ann", "streak") == 4
    assert runs.best(db, "bob", "streak") == 0


def test_a_timed_run_follows_the_server_clock_and_adds_bonus_seconds(db):
    with transaction(db):
        ensure_learner(db, "ann", 0.0)
        run = runs.start(db, "ann", "timed", {}, 0.0, 180)
    for i in range(3):
        answer(db, "ann", f"t{i}", True, 10.0 + i, run=run)
    bonused = runs.get(db, "ann", run)
    assert bonused.deadline == 180 + runs.BONUS_SECONDS and bonused.score == 3
    answer(db, "ann", "miss", False, 20.0, run=run)
    assert not runs.get(db, "ann", run).over(185.0)
    answer(db, "ann", "too-late", True, 191.0, run=run)
    closed = runs.get(db, "ann", run)
    assert closed.score == 3 and closed.over(191.0) and closed.ended_at == 190.0
    assert closed.seconds_left(191.0) == 0.0


def test_a_run_belongs_to_its_learner_and_mode_is_checked(db):
    with transaction(db):
        ensure_learner(db, "ann", 0.0)
        run = runs.start(db, "ann", "timed", {}, 0.0, 180)
        with pytest.raises(ValueError, match="streak or timed"):
            runs.start(db, "ann", "practice", {}, 0.0, 180)
    assert runs.get(db, "bob", run) is None


def stats(skill, right=0, wrong=0, last=0.0, stability=5.0, due=1e12):
    return progress.SkillStats(skill, right, wrong, 0, stability, 5.0, last, due)


def test_picking_prefers_the_due_skill_least_likely_to_be_recalled():
    now = 100 * DAY
    skills = [
        stats("bring-in/razz/a", right=5, due=now - 1, stability=50.0, last=0.0),
        stats("bring-in/razz/b", right=5, due=now - 1, stability=2.0, last=0.0),
        stats("bring-in/razz/c", wrong=5),
    ]
    assert pick(skills, now, random.Random(1), explore=0) == "bring-in/razz/b"


def test_picking_weights_weak_skills_by_their_error_rate():
    skills = [stats("bet-sizing/razz/weak", right=1, wrong=6), stats("bet-sizing/razz/ok", right=9)]
    chosen = [pick(skills, 0.0, random.Random(seed), explore=0) for seed in range(50)]
    assert set(chosen) == {"bet-sizing/razz/weak"}
    assert error_rate(skills[0]) == pytest.approx(7 / 9)


def test_picking_draws_freely_with_nothing_due_or_weak_and_when_exploring():
    strong = [stats("bring-in/razz/a", right=9, wrong=1)]
    assert pick(strong, 0.0, random.Random(1), explore=0) is None
    assert pick([], 0.0, random.Random(1)) is None
    weak = [stats("bring-in/razz/a", wrong=4)]
    assert pick(weak, 0.0, random.Random(1), explore=1.0) is None


def test_only_skills_of_the_chosen_variants_and_topics_are_in_scope():
    skill = stats("bring-in/razz/suit-tie")
    assert in_scope(skill, ["razz"], ["bring-in"])
    assert not in_scope(skill, ["razz"], ["bet-sizing"])
    assert not in_scope(skill, ["soko"], ["bring-in"])


def test_many_threads_answering_one_skill_lose_no_update(database):
    path = database
    migrate(path)
    threads, each = 8, 15
    errors = []

    def worker(number):
        connection = connect(path)
        try:
            for i in range(each):
                answer(connection, "ann", f"{number}-{i}", (number + i) % 3 != 0, 1000.0 + i)
                # every thread also tries a nonce another thread uses: exactly one wins
                with contextlib.suppress(progress.AlreadyAnswered):
                    answer(connection, "ann", f"shared-{i}", True, 1000.0 + i)
        except Exception as error:  # collected, so a failure in a thread fails the test
            errors.append(error)
        finally:
            connection.close()

    pool = [threading.Thread(target=worker, args=(n,)) for n in range(threads)]
    for thread in pool:
        thread.start()
    for thread in pool:
        thread.join()
    assert errors == []
    check = connect(path)
    stats_ = progress.skill_stats(check, "ann", SKILL)
    expected_wrong = sum((n + i) % 3 == 0 for n in range(threads) for i in range(each))
    assert stats_.total == threads * each + each
    assert stats_.wrong == expected_wrong
    count = check.execute("SELECT COUNT(*) FROM answer").fetchone()[0]
    assert count == threads * each + each
    check.close()


def test_rolling_accuracy_and_the_plot():
    assert rolling_accuracy([True, False, True, True], window=2) == [1.0, 0.5, 0.5, 1.0]
    svg = str(accuracy_svg([(0.0, True), (DAY, False), (2 * DAY, True)]))
    assert svg.startswith("<svg") and 'data-answers="3"' in svg and 'data-final="67"' in svg
    assert svg.count('class="wrong"') == 1 and "1970-01-01" in svg and "1970-01-03" in svg
    assert "No answers yet" in str(accuracy_svg([]))


def test_seats_stand_around_the_table_clockwise_from_the_dealers_left():
    assert seat_places(0) == []
    for count in range(1, 11):
        places = seat_places(count)
        cells = {(place.row + k, place.column + c)
                 for place in places for k in range(place.rows) for c in range(2)}
        assert len(places) == count and len(cells) == sum(2 * p.rows for p in places)  # no overlap
        assert not cells & {(1, 4), (1, 5)}  # the dealer's place at the top stays free
        assert not cells & {(row, column) for row in (2, 3) for column in range(3, 7)}  # the pot's
        if count > 1:  # first right of the dealer, last left
            assert places[0].column >= 5 and places[-1].column <= 3


def test_an_answer_after_a_run_ended_did_not_count_in_it():
    timed = runs.Run(1, "timed", {}, 0.0, 180.0, 3, 0, 0, None)
    assert timed.counted(179.9) and not timed.counted(180.0) and not timed.counted(400.0)
    closed = runs.Run(2, "timed", {}, 0.0, 180.0, 3, 0, 0, 180.0)
    assert closed.counted(100.0) and not closed.counted(181.0)
    streak = runs.Run(3, "streak", {}, 0.0, None, 2, 0, 0, 50.0)
    assert streak.counted(50.0) and not streak.counted(50.5)  # the mistake counted; then nothing
