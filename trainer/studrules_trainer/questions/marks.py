"""What the table marks on a seat: the player to act, and after an answer the right seats and the
learner's pick, each in words a screen reader says with the player's name.

A mark never gives the answer away: the player to act is marked only where the
question names that player (``Topic.names_actor``), never where who acts is asked.
"""

from __future__ import annotations

from studrules_trainer.questions.model import Question
from studrules_trainer.questions.topics import topic_of

Mark = tuple[str, str]
"""A mark: its class (``to-act``, ``answer``, ``your-pick``) and its words (``to act``)."""
TO_ACT: Mark = ("to-act", "to act")
PICK: Mark = ("your-pick", "your pick")
ANSWER_WORDS = {"seat": "the answer", "showdown": "wins"}
"""How the right seats are marked, by the kind of question."""


def seat_marks(question: Question, given: str | None = None) -> dict[str, tuple[Mark, ...]]:
    """Each marked player's marks by name; with ``given`` (an answer's words), the feedback's."""
    topic, moment = topic_of(question.ticket.topic), question.hand
    marks: dict[str, list[Mark]] = {}
    if topic.names_actor and moment.state.to_act is not None:
        marks.setdefault(moment.state.seats[moment.state.to_act].name, []).append(TO_ACT)
    if given is not None:
        right: Mark = ("answer", ANSWER_WORDS.get(question.kind, "the answer"))
        for name in topic.answer_seats(moment):
            marks.setdefault(name, []).append(right)
        for name in topic.picked_seats(moment, given):
            marks.setdefault(name, []).append(PICK)
    return {name: tuple(found) for name, found in marks.items()}
