"""Two trainer servers on different ports over one PostgreSQL database, sharing their secret.

Sixteen learners each take questions from one server and answer on the other,
so every answer crosses servers: each is recorded exactly once (a replay to
the other server is refused), each learner's progress reads the same from
either server, and every answer moved its family's rating, which all the
learners write at once, and its learner's (no update lost).
"""

from __future__ import annotations

import random
import re
import secrets
import threading
import urllib.parse

from patience import patience

from studrules_trainer.db import connect
from studrules_trainer.testing import Browser, fill_answer, free_port, read_forms, start_server

LEARNERS = 16
ROUNDS = 4


def progress_seen(browser: Browser, port: int) -> tuple:
    """What a learner's progress page says: the totals, each skill's counts, the answers listed."""
    status, _, page = browser.request(port, "GET", "/progress/")
    assert status == 200, page
    summary = re.search(r'data-right="(\d+)" data-total="(\d+)"', page).groups()
    skills = re.findall(r'data-skill="([^"]+)".*?<td>(\d+)</td><td>(\d+)</td>', page, re.S)
    answers = re.findall(r'data-answer-id="(\d+)" data-correct="(\w+)"', page)
    return summary, skills, answers


def learn(ports: list[int], seed: int, stored: list[int], failures: list[str]) -> None:
    """One learner: questions from one server, answers to the other, a replay refused."""
    browser = Browser(timeout=patience(30))
    rng = random.Random(seed)
    mine: list[int] = []
    try:
        for round_ in range(ROUNDS):
            asking, grading = ports[round_ % 2], ports[(round_ + 1) % 2]
            status, _, page = browser.request(asking, "GET", "/quiz/question")
            assert status == 200, f"question: {status}"
            answer = fill_answer(read_forms(page)["answer-form"], rng)
            status, headers, _ = browser.request(grading, "POST", "/quiz/answer", answer)
            assert status == 303, f"answer: {status}"
            feedback = urllib.parse.urlsplit(headers["Location"]).path
            mine.append(int(feedback.rsplit("/", 1)[1]))
            status, _, _ = browser.request(asking, "GET", feedback)
            assert status == 200, f"feedback from the other server: {status}"
            status, _, _ = browser.request(asking, "POST", "/quiz/answer", answer)
            assert status == 409, f"a replay to the other server: {status}"
        seen = [progress_seen(browser, port) for port in ports]
        assert seen[0] == seen[1], f"the servers disagree: {seen}"
        summary, _, answers = seen[0]
        assert summary[1] == str(ROUNDS), f"progress counts {summary[1]} answers"
        assert sorted(int(id_) for id_, _ in answers) == sorted(mine)
        stored.extend(mine)
    except Exception as error:  # collected, so that a learner's failure fails the test
        failures.append(f"learner {seed}: {error!r}")
    finally:
        browser.close()


def test_two_servers_share_one_postgresql_database_and_count_every_answer_once(
    tmp_path, postgresql_database
):
    settings = {"WORKERS": "2", "STUDRULES_TRAINER_DATABASE": postgresql_database,
                "STUDRULES_TRAINER_SECRET_KEY": secrets.token_hex(32)}
    ports = [free_port()]
    ports.append(next(port for port in iter(free_port, None) if port != ports[0]))
    servers = []
    try:
        for number, port in enumerate(ports):  # each with its own instance folder
            servers.append(start_server(port, tmp_path / f"instance-{number}",
                                        tmp_path / f"server-{number}.log", settings,
                                        wait=patience(30)))
        stored: list[int] = []
        failures: list[str] = []
        learners = [threading.Thread(target=learn, args=(ports, seed, stored, failures))
                    for seed in range(LEARNERS)]
        for learner in learners:
            learner.start()
        for learner in learners:
            learner.join()
    finally:
        for server in servers:
            server.terminate()
            server.wait(timeout=patience(30))
    assert failures == []
    db = connect(postgresql_database)
    rows = db.execute("SELECT id, learner_id FROM answer ORDER BY id").fetchall()
    counted = db.execute("SELECT learner_id, SUM(right_count + wrong_count) AS total"
                         " FROM skill GROUP BY learner_id").fetchall()
    rated = db.execute("SELECT SUM(answers) AS total FROM family_rating").fetchone()["total"]
    overall = db.execute("SELECT learner_id, answers FROM learner_rating WHERE scope = ''")
    overall = {row["learner_id"]: row["answers"] for row in overall}
    db.close()
    assert sorted(stored) == [row["id"] for row in rows]
    assert len(rows) == LEARNERS * ROUNDS
    by_learner = {row["learner_id"] for row in rows}
    assert len(by_learner) == LEARNERS
    assert {row["learner_id"]: row["total"] for row in counted} == dict.fromkeys(
        by_learner, ROUNDS)
    # every answer moved its family's rating and its learner's: no update was lost
    assert rated == LEARNERS * ROUNDS
    assert overall == dict.fromkeys(by_learner, ROUNDS)
