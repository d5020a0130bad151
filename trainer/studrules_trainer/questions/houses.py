"""The trainer's profiles: the built-in ones and the card room's house file it serves.

``studrules serve --house FILE`` (or ``STUDRULES_TRAINER_HOUSE``) gives the trainer
a house file (docs/house-files.md); the application factory reads it and offers it
here, once per process, before any question is dealt. The house is then one more
profile, named by its ``name``: the quiz's settings and the dispute page list it, a
ticket may name it, and a hand dealt under it plays by the house's base profile with
its options.
"""

from __future__ import annotations

from studrules import PROFILES, HandRules
from studrules.house_files import HouseFile

_offered: list[HouseFile] = []
"""The house the trainer serves, if any (at most one)."""


def offer(house: HouseFile | None) -> None:
    """Serve ``house`` as one more profile (``None``: none), in place of any offered before."""
    from studrules_trainer.questions.tickets import forget_questions

    _offered[:] = [house] if house is not None else []
    forget_questions()  # a question dealt under another house of the same name is not this one's


def served() -> HouseFile | None:
    """The house the trainer serves, or ``None``."""
    return _offered[0] if _offered else None


def profiles() -> tuple[str, ...]:
    """The profiles a learner or a dispute may choose: the built-in ones, then the house."""
    return (*PROFILES, *(house.name for house in _offered))


def profile_steps(profile: str) -> list[str]:
    """The Given steps (without keyword) that set ``profile`` in a scenario: a built-in
    profile's step, or the house's base profile and each of its options, so that
    ``studrules settle`` rules the scenario as the house does without the house file."""
    house = served()
    if house is None or profile != house.name:
        return [f"the house rules are the {profile} profile"]
    return [f"the house rules are the {house.profile} profile",
            *(f"the house rule {name} is {value}" for name, value in house.options.items())]


def rules_of(profile: str) -> HandRules:
    """The house rules of a hand dealt under ``profile``: a built-in profile's, or the house's."""
    house = served()
    return house.rules() if house is not None and profile == house.name else HandRules.of(profile)


__all__ = ["offer", "profile_steps", "profiles", "rules_of", "served"]
