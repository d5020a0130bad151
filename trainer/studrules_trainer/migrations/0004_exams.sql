-- Exams of issue 35: a learner's attempt at an exam link (its settings and seed, as JSON), the
-- name for the certificate, and when it began and ended (NULL while under way).
CREATE TABLE exam (
    id AUTO_ID,
    learner_id TEXT NOT NULL REFERENCES learner (id),
    settings TEXT NOT NULL,
    name TEXT NOT NULL,
    started_at DOUBLE PRECISION NOT NULL,
    finished_at DOUBLE PRECISION
);

CREATE INDEX exam_by_learner ON exam (learner_id, settings);

-- Each question of an attempt answered once: its place in the exam and the stored answer.
CREATE TABLE exam_answer (
    exam_id BIGINT NOT NULL REFERENCES exam (id),
    position INTEGER NOT NULL,
    answer_id BIGINT NOT NULL REFERENCES answer (id),
    PRIMARY KEY (exam_id, position)
);

-- One place per answer; and the history's test "is this answer in an exam under way" by answer.
CREATE UNIQUE INDEX exam_answer_by_answer ON exam_answer (answer_id);
