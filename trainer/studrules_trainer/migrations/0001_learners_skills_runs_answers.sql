-- The trainer's first schema: learners, their skills (FSRS memory), streak and timed runs, answers.
-- IF NOT EXISTS everywhere: a SQLite database made before migrations existed (by the old
-- schema.sql, the same tables) is adopted as it is, its data untouched.
-- AUTO_ID is the backend's auto-numbered key; DOUBLE PRECISION is SQLite's REAL.

CREATE TABLE IF NOT EXISTS learner (
    id TEXT PRIMARY KEY,
    name TEXT,
    created_at DOUBLE PRECISION NOT NULL
);

CREATE TABLE IF NOT EXISTS skill (
    learner_id TEXT NOT NULL REFERENCES learner (id),
    skill TEXT NOT NULL,
    right_count INTEGER NOT NULL DEFAULT 0,
    wrong_count INTEGER NOT NULL DEFAULT 0,
    streak INTEGER NOT NULL DEFAULT 0,
    stability DOUBLE PRECISION NOT NULL,
    difficulty DOUBLE PRECISION NOT NULL,
    last_review DOUBLE PRECISION NOT NULL,
    due DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (learner_id, skill)
);

CREATE TABLE IF NOT EXISTS run (
    id AUTO_ID,
    learner_id TEXT NOT NULL REFERENCES learner (id),
    mode TEXT NOT NULL CHECK (mode IN ('streak', 'timed')),
    settings TEXT NOT NULL,
    started_at DOUBLE PRECISION NOT NULL,
    deadline DOUBLE PRECISION,
    score INTEGER NOT NULL DEFAULT 0,
    streak INTEGER NOT NULL DEFAULT 0,
    bonus_seconds INTEGER NOT NULL DEFAULT 0,
    ended_at DOUBLE PRECISION
);

CREATE INDEX IF NOT EXISTS run_by_learner ON run (learner_id, mode, score);

-- The nonce of each answered question is unique: a replayed answer cannot be stored twice.
CREATE TABLE IF NOT EXISTS answer (
    id AUTO_ID,
    learner_id TEXT NOT NULL REFERENCES learner (id),
    nonce TEXT NOT NULL UNIQUE,
    ticket TEXT NOT NULL,
    skill TEXT NOT NULL,
    mode TEXT NOT NULL,
    run_id BIGINT REFERENCES run (id),
    correct INTEGER NOT NULL,
    expected TEXT NOT NULL,
    given TEXT NOT NULL,
    reasons TEXT NOT NULL,
    answered_at DOUBLE PRECISION NOT NULL
);

CREATE INDEX IF NOT EXISTS answer_by_learner ON answer (learner_id, id);
CREATE INDEX IF NOT EXISTS answer_by_skill ON answer (learner_id, skill, id);
