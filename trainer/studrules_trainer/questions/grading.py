"""Grading an answer: the topic marks it, the engine's reasons explain it."""

from __future__ import annotations

from collections.abc import Mapping

from studrules_trainer.questions.model import Grade, Question
from studrules_trainer.questions.topics import topic_of


def grade(question: Question, answer: Mapping[str, str | list[str]]) -> Grade:
    """Right or wrong, both answers in words, and the reasons that decided the point asked.

    Raises ``BadAnswer`` naming the field for an answer that cannot be read.
    """
    topic = topic_of(question.ticket.topic)
    parts = topic.parts(question.hand, answer)
    expected, given = topic.words(question.hand, answer)
    correct = all(part.right for part in parts)
    return Grade(correct, expected, given, topic.reasons(question.hand), question.skill, parts)
