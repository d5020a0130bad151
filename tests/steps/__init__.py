"""The step vocabulary of ``studrules.scenarios``, registered with pytest-bdd.

Each step definition of the package becomes one pytest-bdd step, matched by
the same regular expression, that runs the package's function with the
scenario's ``context`` fixture: a contradicted step fails the test, an
``unsupported`` answer skips it, as the protocol says.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable

import pytest
import pytest_bdd
from pytest_bdd import parsers

from studrules.scenarios import STEPS, Context, StepDefinition, StepFailed, Unsupported


@pytest.fixture
def context(engine) -> Context:
    """A fresh table for each scenario, speaking to the session's engine."""
    return Context(engine)


def bound(definition: StepDefinition) -> Callable[..., None]:
    """A pytest-bdd step function that runs ``definition``; its signature says what it takes."""

    def step(
        context: Context, datatable: list[list[str]] | None = None, **groups: str | None
    ) -> None:
        try:
            definition.run(context, groups, datatable)
        except Unsupported as error:
            pytest.skip(str(error))
        except StepFailed as error:
            pytest.fail(str(error), pytrace=False)

    # pytest-bdd passes the groups and the table it finds in the signature, and fixtures for
    # the other parameters without a default: here the context.
    named = inspect.Parameter.POSITIONAL_OR_KEYWORD
    step.__signature__ = inspect.Signature([
        inspect.Parameter("context", named),
        *(inspect.Parameter(group, named) for group in definition.pattern.groupindex),
        inspect.Parameter("datatable", named, default=None),
    ])
    step.__doc__ = definition.doc
    return step


for _definition in STEPS:
    pytest_bdd.step(parsers.re(_definition.pattern.pattern), _definition.kind)(bound(_definition))
