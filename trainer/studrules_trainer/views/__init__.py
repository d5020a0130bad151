"""The trainer's blueprints: the quiz, the rulebook, the learner's progress and the dispute page."""
