"""The trainer's questions: deal, ask, grade, explain and export (no Flask here).

The seam with the web app (docs/trainer.md): ``draw`` a ``Ticket``, ``build``
its ``Question``, ``grade`` an answer, and write the question as a Gherkin
``scenario`` for ``studrules settle``. Every question is dealt by the engine
from a seed, and every answer is read off the engine's own state and reasons.

The answer form is described by ``Question.choices``: each ``Choice`` names the
answer field it fills and its ``input`` (``one``, ``many`` or a typed
``amount``). By ``kind``: ``seat`` answers ``{"seat": name}``; ``actions``
answers ``{"actions": [verbs], "<verb>": amount(s), "<verb>-max": maximum}``
(amounts are the player's total on the round; the maximum only for a pot-limit
range); ``showdown`` answers ``{"winners": [names], "won-<name>": amount,
"hands": [hand names]}``. Blank fields count as absent. ``seat_marks`` says which
players the table marks: the player to act where the question names them, and
after an answer the right seats and the learner's pick.
"""

from studrules_trainer.questions.export import scenario
from studrules_trainer.questions.grading import grade
from studrules_trainer.questions.marks import Mark, seat_marks
from studrules_trainer.questions.model import (
    DIFFICULTIES,
    PROFILES,
    TOPICS,
    BadAnswer,
    BadTicket,
    CardView,
    Choice,
    Grade,
    Part,
    Question,
    SeatView,
    TableView,
    Ticket,
)
from studrules_trainer.questions.sentences import NoScenario
from studrules_trainer.questions.tickets import SeedBank, build, draw
from studrules_trainer.questions.winning_hands import PotRow, pot_table

__all__ = [
    "DIFFICULTIES",
    "PROFILES",
    "TOPICS",
    "BadAnswer",
    "BadTicket",
    "CardView",
    "Choice",
    "Grade",
    "Mark",
    "NoScenario",
    "Part",
    "PotRow",
    "Question",
    "SeatView",
    "SeedBank",
    "TableView",
    "Ticket",
    "build",
    "draw",
    "grade",
    "pot_table",
    "scenario",
    "seat_marks",
]
