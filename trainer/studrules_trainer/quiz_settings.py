"""What a learner asked to be quizzed on: variants, topics, house-rule profile, difficulty, mode.

Read from the start form (bad values are refused, naming the field) and kept
in the session between questions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass

from werkzeug.datastructures import MultiDict
from werkzeug.exceptions import BadRequest

from studrules import VARIANTS
from studrules_trainer.questions import DIFFICULTIES, PROFILES, TOPICS
from studrules_trainer.questions.houses import profiles
from studrules_trainer.runs import MODES

ALL = "all"
"""The variant value that stands for every variant."""


@dataclass(frozen=True)
class QuizSettings:
    """One learner's quiz choices."""

    variants: tuple[str, ...]
    topics: tuple[str, ...]
    profile: str
    difficulty: int
    mode: str

    def as_dict(self) -> dict:
        """Plain values for the session and the run record."""
        return {**asdict(self), "variants": list(self.variants), "topics": list(self.topics)}


DEFAULT = QuizSettings(("seven-card-stud",), TOPICS, PROFILES[0], 1, "practice")


def one_of(form: MultiDict, name: str, allowed: tuple[str, ...]) -> str:
    """The form's value of ``name``, one of ``allowed``; ``BadRequest`` naming it otherwise."""
    value = form.get(name)
    if value is None or value == "":
        raise BadRequest(f"The form has no {name}: choose one of {', '.join(allowed)}.")
    if value not in allowed:
        raise BadRequest(f'Unknown {name} "{value}": choose one of {", ".join(allowed)}.')
    return value


def many_of(form: MultiDict, name: str, allowed: tuple[str, ...], plural: str) -> tuple[str, ...]:
    """The form's values of ``name`` (at least one, each in ``allowed``), in ``allowed`` order."""
    chosen = form.getlist(name)
    if not chosen:
        raise BadRequest(f"Choose at least one {name}.")
    unknown = [value for value in chosen if value not in allowed]
    if unknown:
        raise BadRequest(
            f'Unknown {name} "{unknown[0]}": the {plural} are {", ".join(allowed)}.'
        )
    return tuple(value for value in allowed if value in chosen)


def variants_of(form: MultiDict) -> tuple[str, ...]:
    """The variants a form chooses: ``variant`` may repeat, or be ``all``."""
    if ALL in form.getlist("variant"):
        return tuple(VARIANTS)
    return many_of(form, "variant", tuple(VARIANTS), "variants")


def from_form(form: MultiDict) -> QuizSettings:
    """The settings a start form asks for; ``BadRequest`` names the first field at fault.

    ``variant`` may repeat, or be ``all``; ``topic`` may repeat.
    """
    variants = variants_of(form)
    topics = many_of(form, "topic", TOPICS, "topics")
    profile = one_of(form, "profile", profiles())
    levels = tuple(str(level) for level in DIFFICULTIES)
    difficulty = int(one_of(form, "difficulty", levels))
    mode = one_of(form, "mode", MODES)
    return QuizSettings(variants, topics, profile, difficulty, mode)


def from_session(data: object) -> QuizSettings:
    """The settings kept in the session, or the defaults when there are none or they went stale."""
    if not isinstance(data, Mapping):
        return DEFAULT
    form: MultiDict[str, str] = MultiDict()
    for key in ("variants", "topics"):
        values = data.get(key)
        for value in values if isinstance(values, list) else ():
            form.add(key[:-1], value)
    for key in ("profile", "difficulty", "mode"):
        form.add(key, str(data.get(key)))
    try:
        return from_form(form)
    except BadRequest:
        return DEFAULT
