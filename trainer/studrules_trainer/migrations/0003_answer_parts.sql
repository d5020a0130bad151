-- Part-by-part grading of issue 29: each part of an answer (the player, each action and amount,
-- who collects, what each collects, the winning hands) marked beside the right value, as JSON
-- [[name, given, expected, right, note], ...]. The skill's history keeps which part was missed.
-- Earlier answers were graded as a whole, and are recorded with no parts.
ALTER TABLE answer ADD COLUMN parts TEXT NOT NULL DEFAULT '[]';
