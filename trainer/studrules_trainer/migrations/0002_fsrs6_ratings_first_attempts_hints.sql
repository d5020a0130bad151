-- The learner model of issue 31: FSRS-6 cards, answers that count or are practice, hints,
-- Glicko-2 ratings of learners and of question families, and fitted FSRS parameters.

-- Every skill row was scheduled by FSRS-4.5 and reviewed at least once: it becomes an FSRS-6
-- card in the review state (2), its counts, stability, difficulty, last review and due time
-- kept as they were. Both versions define stability as the days until recall falls to 90%.
ALTER TABLE skill ADD COLUMN state INTEGER NOT NULL DEFAULT 2;
ALTER TABLE skill ADD COLUMN step INTEGER;

-- How much an answer counted for the schedule and the ratings: 1 a first attempt in time,
-- less after a hint, 0 practice, with the reason in `practice` ('replay', 'late').
-- Earlier answers were all counted in full, and are recorded so.
ALTER TABLE answer ADD COLUMN weight DOUBLE PRECISION NOT NULL DEFAULT 1;
ALTER TABLE answer ADD COLUMN practice TEXT;
ALTER TABLE answer ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0;
-- The chance of a right answer the model gave before the answer, and the learner's overall
-- rating and deviation after it (the progress page's plot); NULL where none was made.
ALTER TABLE answer ADD COLUMN chance DOUBLE PRECISION;
ALTER TABLE answer ADD COLUMN rating DOUBLE PRECISION;
ALTER TABLE answer ADD COLUMN deviation DOUBLE PRECISION;
CREATE INDEX answer_by_ticket ON answer (learner_id, ticket);

-- A hint shown for a question (by its nonce): the answer to it counts at reduced weight.
CREATE TABLE hint (
    nonce TEXT PRIMARY KEY,
    learner_id TEXT NOT NULL REFERENCES learner (id),
    shown_at DOUBLE PRECISION NOT NULL
);

-- Glicko-2 ratings: a learner's overall (scope '') and per topic (scope = the topic).
CREATE TABLE learner_rating (
    learner_id TEXT NOT NULL REFERENCES learner (id),
    scope TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    answers INTEGER NOT NULL,
    rated_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (learner_id, scope)
);

-- A question family (a skill: topic/game/case), rated by every learner's counted answers.
CREATE TABLE family_rating (
    family TEXT PRIMARY KEY,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    answers INTEGER NOT NULL,
    rated_at DOUBLE PRECISION NOT NULL
);

-- FSRS-6 parameters fitted to the answer log (`flask fit-schedule`); the newest is used.
CREATE TABLE schedule_parameters (
    id AUTO_ID,
    parameters TEXT NOT NULL,
    reviews INTEGER NOT NULL,
    fitted_at DOUBLE PRECISION NOT NULL
);
