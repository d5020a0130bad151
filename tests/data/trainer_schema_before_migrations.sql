-- The trainer's database: learners, their skills (FSRS memory), every answer, streak and timed runs.
-- Every statement is idempotent so the schema can be applied on each start.

CREATE TABLE IF NOT EXISTS learner (
    id TEXT PRIMARY KEY,
    name TEXT,
    created_at REAL NOT NULL
);

CREATE TABLE IF NOT EXISTS skill (
    learner_id TEXT NOT NULL REFERENCES learner (id),
    skill TEXT NOT NULL,
    right_count INTEGER NOT NULL DEFAULT 0,
    wrong_count INTEGER NOT NULL DEFAULT 0,
    streak INTEGER NOT NULL DEFAULT 0,
    stability REAL NOT NULL,
    difficulty REAL NOT NULL,
    last_review REAL NOT NULL,
    due REAL NOT NULL,
    PRIMARY KEY (learner_id, skill)
);

CREATE TABLE IF NOT EXISTS run (
    id INTEGER PRIMARY KEY,
    learner_id TEXT NOT NULL REFERENCES learner (id),
    mode TEXT NOT NULL CHECK (mode IN ('streak', 'timed')),
    settings TEXT NOT NULL,
    started_at REAL NOT NULL,
    deadline REAL,
    score INTEGER NOT NULL DEFAULT 0,
    streak INTEGER NOT NULL DEFAULT 0,
    bonus_seconds INTEGER NOT NULL DEFAULT 0,
    ended_at REAL
);

CREATE INDEX IF NOT EXISTS run_by_learner ON run (learner_id, mode, score);

-- The nonce of each answered question is unique: a replayed answer cannot be stored twice.
CREATE TABLE IF NOT EXISTS answer (
    id INTEGER PRIMARY KEY,
    learner_id TEXT NOT NULL REFERENCES learner (id),
    nonce TEXT NOT NULL UNIQUE,
    ticket TEXT NOT NULL,
    skill TEXT NOT NULL,
    mode TEXT NOT NULL,
    run_id INTEGER REFERENCES run (id),
    correct INTEGER NOT NULL,
    expected TEXT NOT NULL,
    given TEXT NOT NULL,
    reasons TEXT NOT NULL,
    answered_at REAL NOT NULL
);

CREATE INDEX IF NOT EXISTS answer_by_learner ON answer (learner_id, id);
CREATE INDEX IF NOT EXISTS answer_by_skill ON answer (learner_id, skill, id);
