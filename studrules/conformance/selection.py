"""Which cases a run takes: the ``--select`` terms, and what the engine's ``hello`` offers.

A term is a glob, alone or after a facet: ``ranking:high`` (a case of hands alone
ranked by it), ``variant:razz`` (a case that deals it), ``topic:betting`` (the
feature file's name), ``rule:BET.*``, ``tag:slow``, ``id:hands/betting::*`` or
``feature:rankings/*``. A file's name matches with or without ``.feature``
(``topic:betting.feature``, ``feature:hands/betting``), a tag with or without its
``@``; a case has no ranking, variant or rule to match where it has none (a deal,
hands alone, a scenario outside any ``Rule:``), so ``ranking:*`` is every case of
hands alone and nothing else. A bare glob matches any of the case's variant,
ranking, topic, rule, tags, ID or feature file. Terms of one facet widen the
selection (either may match); terms of different facets narrow it (each facet must
match): ``--select ranking:high --select ranking:soko --select topic:notation`` is
the notation cases of either ranking.

``not_offered`` reads the engine's handshake: a case of a variant, ranking,
profile or house-rule option that the answer lists and leaves out is skipped
without being sent (a field the engine leaves out of ``hello`` excludes nothing).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from fnmatch import fnmatchcase

from studrules.errors import StudrulesError

from .suite import HANDS_ALONE, CaseInfo

FACETS = ("ranking", "variant", "topic", "rule", "tag", "id", "feature")
_FACETED = re.compile(r"(?P<facet>[a-z]+):(?P<glob>(?!:).*)")


class SelectionError(StudrulesError):
    """A ``--select`` term naming a facet there is none of."""


def facets(terms: Iterable[str]) -> dict[str, list[str]]:
    """The terms by facet (``""`` for bare globs); ``SelectionError`` for an unknown facet."""
    grouped: dict[str, list[str]] = {}
    for term in terms:
        found = _FACETED.fullmatch(term)
        facet, glob = (found["facet"], found["glob"]) if found else ("", term)
        if found and facet not in FACETS:
            raise SelectionError(
                f'--select {term}: there is no "{facet}:"; select by '
                + ", ".join(f"{name}:" for name in FACETS) + " or a bare glob"
            )
        grouped.setdefault(facet, []).append(glob)
    return grouped


SUFFIX = ".feature"


def names(info: CaseInfo, facet: str) -> list[str]:
    """What a term of ``facet`` is matched against for the case ``info``: nothing where the
    case has no such thing (no ranking for a deal, no variant for hands alone)."""
    found = {
        "ranking": [info.ranking] if info.ranking else [],
        "variant": [info.variant] if info.variant != HANDS_ALONE else [],
        "topic": [info.topic, info.topic + SUFFIX],
        "rule": [info.rule] if info.rule else [],
        "tag": [tag.removeprefix("@") for tag in info.tags],
        "id": [info.id],
        "feature": [info.feature, info.feature.removesuffix(SUFFIX)],
    }
    if facet:
        return found[facet]
    return [name for names in found.values() for name in names]


def selected(info: CaseInfo, terms: Iterable[str]) -> bool:
    """Whether the case answers the ``--select`` terms (every case when there are none)."""
    return all(
        any(fnmatchcase(name, glob.removeprefix("@")) for glob in globs
            for name in names(info, facet))
        for facet, globs in facets(terms).items()
    )


def not_offered(info: CaseInfo, hello: dict) -> str | None:
    """Why the engine's ``hello`` says it does not offer what the case needs; None if it may."""
    dealt = info.variant != HANDS_ALONE
    wanted = [("variant", "variants", info.variant)] if dealt else [
        ("ranking", "rankings", info.ranking)
    ]
    if info.profile:
        wanted.append(("profile", "profiles", info.profile))
    key = "hand_options" if dealt else "options"
    wanted += [("house-rule option", key, option) for option in info.options]
    for what, field, name in wanted:
        offered = hello.get(field)
        if isinstance(offered, list | dict) and name not in offered:
            return f"not offered: the engine's hello lists no {what} {name} in {field}"
    return None
