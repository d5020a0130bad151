"""The trainer's blueprints: the quiz, the rulebook and the learner's progress."""
