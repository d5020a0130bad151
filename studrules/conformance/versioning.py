"""The suite's version, its changelog, the lock that keeps the two honest, and its retired IDs.

``features/VERSION`` holds the suite's semantic version; ``features/CHANGELOG.md``
has a ``## VERSION`` section for each; ``features/suite.lock.json`` records the
version and a digest of every exported case. When the cases change, the lock no
longer agrees and the guard test fails until the version is bumped (major when
a case's expectations changed or a case went away, minor when cases were added),
the changelog says why, and ``studrules export --update-lock`` rewrites the lock.
``features/retired.json`` lists the case IDs a version removed or renamed, with the
new ID where there is one, so that an expectations file naming one is told where
its case went instead of being refused.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from studrules.errors import StudrulesError
from studrules.protocol.schema import validate

VERSION_FILE = "VERSION"
CHANGELOG_FILE = "CHANGELOG.md"
LOCK_FILE = "suite.lock.json"
RETIRED_FILE = "retired.json"
_VERSION = re.compile(r"(\d+)\.(\d+)\.(\d+)")


class VersionError(StudrulesError):
    """The suite's version, changelog or lock is missing, malformed or does not fit the change."""


@dataclass(frozen=True, order=True)
class Version:
    """A semantic version: major, minor, patch."""

    major: int
    minor: int
    patch: int

    @classmethod
    def parse(cls, text: str, where: str) -> Version:
        """The version ``text`` (``1.4.0``); ``VersionError`` naming ``where`` if it is not one."""
        match = _VERSION.fullmatch(text.strip())
        if match is None:
            raise VersionError(f'{where}: "{text.strip()}" is not a version such as 1.0.0')
        return cls(*map(int, match.groups()))

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}.{self.patch}"


@dataclass(frozen=True)
class Changes:
    """How the cases differ from the lock's: IDs added, removed, and with changed expectations."""

    added: tuple[str, ...]
    removed: tuple[str, ...]
    changed: tuple[str, ...]

    @classmethod
    def between(cls, locked: dict[str, str], current: dict[str, str]) -> Changes:
        """The changes from the ``locked`` digests to the ``current`` ones, by case ID."""
        return cls(
            tuple(sorted(set(current) - set(locked))),
            tuple(sorted(set(locked) - set(current))),
            tuple(sorted(i for i in set(locked) & set(current) if locked[i] != current[i])),
        )

    @property
    def bump(self) -> str | None:
        """The least bump these changes need: ``major``, ``minor``, or None."""
        if self.removed or self.changed:
            return "major"
        return "minor" if self.added else None

    def __str__(self) -> str:
        parts = []
        for what, ids in (("added", self.added), ("changed", self.changed),
                          ("removed", self.removed)):
            if ids:
                shown = ", ".join(ids[:3]) + (f" and {len(ids) - 3} more" if len(ids) > 3 else "")
                parts.append(f"{len(ids)} {what} ({shown})")
        return "; ".join(parts) or "no change"


def read_version(root: Path) -> Version:
    """The suite's version, from ``VERSION`` in the features directory ``root``."""
    path = root / VERSION_FILE
    try:
        return Version.parse(path.read_text("utf-8"), str(path))
    except OSError as error:
        raise VersionError(f"cannot read the suite's version: {error}") from None


def read_retired(root: Path) -> dict[str, dict[str, str]]:
    """The IDs the suite no longer has, each with the ``version`` that retired it, its new ID
    (``now``) when it was renamed, and ``why``; empty when the suite lists none."""
    path = root / RETIRED_FILE
    if not path.exists():
        return {}
    try:
        retired = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError) as error:
        raise VersionError(f"cannot read the retired IDs {path}: {error}") from None
    found = validate(retired, "retired")
    if found:
        raise VersionError(f"the retired IDs {path}: {found[0]}")
    return retired


def in_changelog(root: Path, version: Version) -> bool:
    """Whether the changelog has a section headed ``## VERSION``."""
    try:
        text = (root / CHANGELOG_FILE).read_text("utf-8")
    except OSError:
        return False
    heading = re.compile(rf"^## \[?{re.escape(str(version))}\]?(?:\s|$)", re.MULTILINE)
    return heading.search(text) is not None


def read_lock(root: Path) -> tuple[Version, dict[str, str]] | None:
    """The version and digests the lock records; None if there is no lock yet."""
    path = root / LOCK_FILE
    if not path.exists():
        return None
    try:
        lock = json.loads(path.read_text("utf-8"))
        return Version.parse(lock["suite"], str(path)), dict(lock["cases"])
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise VersionError(f"cannot read the lock {path}: {error}") from None


def problems(root: Path, digests: dict[str, str]) -> list[str]:
    """What keeps the lock from vouching for ``digests`` under the current version; empty if
    nothing does."""
    version = read_version(root)
    found = []
    if not in_changelog(root, version):
        found.append(f"{root / CHANGELOG_FILE} has no section '## {version}'")
    lock = read_lock(root)
    if lock is None:
        return [*found, f"there is no {root / LOCK_FILE}: run studrules export --update-lock"]
    locked_version, locked = lock
    changes = Changes.between(locked, digests)
    found += unlisted(root, changes)
    if changes.bump:
        found.append(
            f"the cases differ from the lock of suite {locked_version}: {changes}. Bump "
            f"{root / VERSION_FILE} ({changes.bump}), say why in {CHANGELOG_FILE}, then run "
            "studrules export --update-lock"
        )
    elif locked_version != version:
        found.append(f"{VERSION_FILE} says {version} but the lock is for {locked_version}: "
                     "run studrules export --update-lock")
    return found


def update_lock(root: Path, digests: dict[str, str]) -> str:
    """Write the lock for ``digests`` once the version and changelog fit the change; what
    was done, in words. ``VersionError`` if they do not fit."""
    version = read_version(root)
    lock = read_lock(root)
    if lock is not None:
        locked_version, locked = lock
        changes = Changes.between(locked, digests)
        least = _least(locked_version, changes.bump)
        if version < least:
            raise VersionError(
                f"the cases changed since suite {locked_version} ({changes}): "
                f"{VERSION_FILE} must be at least {least}, not {version}"
            )
        if version == locked_version and not changes.bump:
            return f"the lock is up to date for suite {version}"
        missing = unlisted(root, changes)
        if missing:
            raise VersionError(missing[0])
    if not in_changelog(root, version):
        raise VersionError(f"{root / CHANGELOG_FILE} needs a section '## {version}' saying "
                           "what changed")
    text = json.dumps({"suite": str(version), "cases": dict(sorted(digests.items()))}, indent=1)
    (root / LOCK_FILE).write_text(text + "\n", "utf-8")
    return f"wrote {root / LOCK_FILE} for suite {version} ({len(digests)} cases)"


def unlisted(root: Path, changes: Changes) -> list[str]:
    """What is wrong if case IDs went away without an entry in the retired IDs: a file of
    expectations naming one would be refused with no word of where its case went."""
    missing = [case for case in changes.removed if case not in read_retired(root)]
    if not missing:
        return []
    shown = ", ".join(missing[:3]) + (f" and {len(missing) - 3} more" if len(missing) > 3 else "")
    return [f"{len(missing)} removed case IDs are not in {root / RETIRED_FILE} ({shown}): list "
            'each with the "version" that removed it, "why", and "now", its new ID if it has one']


def _least(locked: Version, bump: str | None) -> Version:
    """The least version after ``locked`` that a bump of this kind allows."""
    if bump == "major":
        return Version(locked.major + 1, 0, 0)
    if bump == "minor":
        return Version(locked.major, locked.minor + 1, 0)
    return locked
