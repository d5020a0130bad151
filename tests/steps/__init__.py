"""The step vocabulary: every step pattern is registered with pytest-bdd and recorded here.

The record lets tests/test_feature_guards.py lint the features with the very
parsers pytest-bdd matches steps with.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple, TypeVar

import pytest_bdd
from pytest_bdd import parsers

F = TypeVar("F", bound=Callable[..., object])


class StepPattern(NamedTuple):
    """One step of the vocabulary: its type (given, when or then) and its parser."""

    type: str
    parser: parsers.StepParser


VOCABULARY: list[StepPattern] = []
"""Every step pattern registered through ``given``, ``when`` and ``then`` below."""


def _step(type_: str, pattern: str) -> Callable[[F], F]:
    parser = parsers.re(pattern)

    def register(func: F) -> F:
        VOCABULARY.append(StepPattern(type_, parser))
        # stacklevel=2: pytest-bdd puts the step fixture in the module that calls register.
        return pytest_bdd.step(parser, type_, stacklevel=2)(func)

    return register


def given(pattern: str) -> Callable[[F], F]:
    """Register a Given step whose whole text matches the regular expression ``pattern``."""
    return _step("given", pattern)


def when(pattern: str) -> Callable[[F], F]:
    """Register a When step whose whole text matches the regular expression ``pattern``."""
    return _step("when", pattern)


def then(pattern: str) -> Callable[[F], F]:
    """Register a Then step whose whole text matches the regular expression ``pattern``."""
    return _step("then", pattern)
