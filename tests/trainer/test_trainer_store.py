"""The trainer's storage and scheduling, no web: progress, runs, picking, concurrency, the plot.

The storage tests run on SQLite and on PostgreSQL (the ``database`` fixture).
"""

import contextlib
import random
import threading

import pytest

from studrules_trainer import progress, runs
from studrules_trainer.db import connect, migrate, transaction
from studrules_trainer.glicko2 import Rating
from studrules_trainer.layout import seat_positions
from studrules_trainer.learner_model import record_answer
from studrules_trainer.learners import ensure_learner
from studrules_trainer.picking import Candidate, aim, candidates, error_rate, in_scope, pick
from studrules_trainer.plot import accuracy_svg, rating_svg, rolling_accuracy
from studrules_trainer.ratings import Rated
from studrules_trainer.schedule import DAY, GOOD, review, scheduler

TICKET = {"variant": "razz", "topic": "bring-in", "seed": 7, "profile": "casino", "difficulty": 1}
SKILL = "bring-in/razz/suit-tie"


def ticket_of(nonce: str) -> dict:
    """A question of its own for each nonce (a fresh deal), so that each answer is a first try."""
    return {**TICKET, "seed": sum(ord(c) * 31**i for i, c in enumerate(nonce)) % 2**31}


@pytest.fixture
def db(database):
    migrate(database)
    connection = connect(database)
    yield connection
    connection.close()


def answer(db, learner, nonce, correct, now, skill=SKILL, run=None, ticket=None):
    """Store one answer the way the quiz does: answer, skill, ratings and run in one transaction."""
    with transaction(db):
        ensure_learner(db, learner, now)
        return record_answer(
            db, learner=learner, nonce=nonce, ticket=ticket or ticket_of(nonce), skill=skill,
            mode="practice", run=runs.get(db, learner, run) if run is not None else None,
            correct=correct, expected="Bob", given="Bob" if correct else "Carol",
            reasons=[("BRING-IN.LOW-CARD", "the lowest door card brings in")], now=now,
            scheduler=scheduler(),
        ).answer_id


def test_a_sqlite_database_uses_wal(tmp_path):
    migrate(tmp_path / "trainer.sqlite")
    db = connect(tmp_path / "trainer.sqlite")
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()


def test_an_answer_is_stored_with_its_reasons_and_counted_on_its_skill(db):
    answer_id = answer(db, "ann", "n1", True, 1000.0, ticket=TICKET)
    record = progress.answer(db, "ann", answer_id)
    assert record.correct and record.ticket == TICKET and record.skill == SKILL
    assert record.reasons == (("BRING-IN.LOW-CARD", "the lowest door card brings in"),)
    assert (record.weight, record.practice, record.hinted) == (1.0, None, False)
    stats = progress.skill_stats(db, "ann", SKILL)
    assert (stats.right, stats.wrong, stats.streak) == (1, 0, 1)
    assert stats.memory == review(None, 1000.0, GOOD)


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
    ("right", "wrong", "verdict"),
    [(10, 0, None), (2, 9, None), (9, 3, "strength"), (3, 3, "weakness"), (5, 3, None),
     (3, 9, "weakness"), (6, 2, None)],
)
def test_strength_and_weakness_need_three_right_and_three_wrong(right, wrong, verdict):
    assert progress.verdict(right, wrong) == verdict


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


def stats(skill, right=0, wrong=0, due=1e12):
    return progress.SkillStats(skill, right, wrong, 0, 5.0, 5.0, 0.0, due)


def rated(rating: float, deviation: float = 60.0) -> Rated:
    return Rated(Rating(rating, deviation), 20, 0.0)


def test_picking_chooses_among_due_and_weak_skills_the_one_at_the_learners_edge():
    mine = {"": rated(1500), "bring-in": rated(1500)}
    families = {"bring-in/razz/easy": rated(1100), "bring-in/razz/edge": rated(1350),
                "bring-in/razz/hard": rated(1900)}
    skills = [stats("bring-in/razz/easy", right=5, due=0.0),
              stats("bring-in/razz/edge", right=5, due=0.0),
              stats("bring-in/razz/hard", right=1, wrong=5),
              stats("bring-in/razz/fine", right=9)]
    found = {c.skill: c for c in candidates(skills, mine, families, 1.0)}
    assert found["bring-in/razz/easy"].chance > 0.85 and found["bring-in/razz/hard"].chance < 0.2
    assert 0.6 < found["bring-in/razz/edge"].chance < 0.8
    assert (found["bring-in/razz/edge"].due, found["bring-in/razz/hard"].weak) == (True, True)
    assert not (found["bring-in/razz/fine"].due or found["bring-in/razz/fine"].weak)
    chosen = {pick(found.values(), aim(1), random.Random(seed), explore=0) for seed in range(20)}
    assert chosen == {"bring-in/razz/edge"}


def test_tricky_aims_at_families_rated_higher_than_plain_does():
    mine = {"": rated(1500), "bring-in": rated(1500)}
    families = {f"bring-in/razz/{name}": rated(rating)
                for name, rating in (("a", 1200), ("b", 1350), ("c", 1500), ("d", 1650))}
    found = candidates([stats(f, wrong=3) for f in families], mine, families, 1.0)
    chances = {c.skill: round(c.chance, 2) for c in found}
    plain = {pick(found, aim(0), random.Random(s), explore=0) for s in range(30)}
    tricky = {pick(found, aim(2), random.Random(s), explore=0) for s in range(30)}
    assert max(families[f].rating.rating for f in plain) < min(
        families[f].rating.rating for f in tricky), chances
    assert aim(0) > aim(1) > aim(2) and aim(7) == aim(2)


def test_picking_meets_new_families_only_at_the_edge_and_draws_freely_otherwise():
    strong = [Candidate("bring-in/razz/a", 0.7)]
    assert pick(strong, 0.7, random.Random(1), explore=0) is None
    assert pick([], 0.7, random.Random(1)) is None
    new = [Candidate("bring-in/razz/b", 0.72, met=False), Candidate("bring-in/razz/c", 0.2,
                                                                      met=False)]
    assert pick(new, 0.7, random.Random(1), explore=0) == "bring-in/razz/b"
    assert pick(new[1:], 0.7, random.Random(1), explore=0) is None
    weak = [Candidate("bring-in/razz/a", 0.3, weak=True)]
    assert pick(weak, 0.7, random.Random(1), explore=0) == "bring-in/razz/a"
    assert pick(weak, 0.7, random.Random(1), explore=1.0) is None
    assert error_rate(stats("x", right=1, wrong=6)) == pytest.approx(7 / 9)


def test_only_skills_of_the_chosen_variants_and_topics_are_in_scope():
    skill = "bring-in/razz/suit-tie"
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


def test_many_learners_answering_one_family_at_once_lose_no_rating_update(database):
    """Each thread a learner of its own, all on one family: its rating sees every answer."""
    migrate(database)
    threads, each = 8, 12
    errors = []

    def worker(number):
        connection = connect(database)
        try:
            for i in range(each):
                answer(connection, f"learner-{number}", f"{number}-{i}", (number + i) % 3 != 0,
                       1000.0 + i)
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
    check = connect(database)
    family = check.execute("SELECT family, answers FROM family_rating").fetchall()
    mine = check.execute("SELECT learner_id, answers FROM learner_rating WHERE scope = ''")
    assert [tuple(row) for row in family] == [(SKILL, threads * each)]
    assert {row["answers"] for row in mine} == {each}
    check.close()


def test_rolling_accuracy_and_the_plot():
    assert rolling_accuracy([True, False, True, True], window=2) == [1.0, 0.5, 0.5, 1.0]
    svg = str(accuracy_svg([(0.0, True), (DAY, False), (2 * DAY, True)]))
    assert svg.startswith("<svg") and 'data-answers="3"' in svg and 'data-final="67"' in svg
    assert svg.count('class="wrong"') == 1 and "1970-01-01" in svg and "1970-01-03" in svg
    assert "No answers yet" in str(accuracy_svg([]))


def test_the_rating_plot_draws_the_rating_in_a_band_of_two_deviations():
    svg = str(rating_svg([(0.0, 1500.0, 350.0), (DAY, 1600.0, 200.0)]))
    assert 'data-answers="2"' in svg and 'data-rating="1600"' in svg and "now 1600 ± 400" in svg
    assert svg.count("<polygon") == 1 and svg.count('class="latest"') == 1
    assert ">700<" in svg and ">2200<" in svg  # the band reaches 800 to 2200: the scale, a bit more
    assert "No rating yet" in str(rating_svg([]))


def test_seats_stand_on_an_oval_clockwise_from_the_dealers_left():
    places = seat_positions(4)
    assert len(places) == 4 and seat_positions(0) == []
    assert places[0][0] > 50 and places[-1][0] < 50  # first right of the dealer, last left
    assert all(0 < x < 100 and 0 < y < 100 for x, y in places)
