"""The rulebook in ``spec/`` read as data: every rule's ID, title, chapter and anchor.

A rule is a level-3 heading that starts with its ID, a spaced em dash and a
title (``### HIGH.STRAIGHTS — Aces play high or low``). The ID is the rule's
anchor, so reasons can link to ``high.md#HIGH.STRAIGHTS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from studrules.errors import StudrulesError
from studrules.resources import spec_dir

RULE_ID = r"[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*(?:\.[A-Z0-9]+(?:-[A-Z0-9]+)*)+"
_HEADING = re.compile(rf"^### ({RULE_ID}) — (.+?)\s*$")
_LOOSE_HEADING = re.compile(rf"^#{{1,6}}\s+({RULE_ID})\b")

SPEC_DIR = spec_dir()
"""The rulebook: shipped in the package, or beside it in a clone (see ``studrules.resources``)."""


class SpecError(StudrulesError):
    """The rulebook breaks its own format: a malformed or repeated rule heading."""


@dataclass(frozen=True)
class Rule:
    """One normative rule of the rulebook."""

    id: str
    title: str
    file: str
    line: int

    @property
    def anchor(self) -> str:
        """The rule's link target within the rulebook: ``high.md#HIGH.STRAIGHTS``.

        ``file`` is the chapter's path below ``spec/``, such as ``variants/razz.md``.
        """
        return f"{self.file}#{self.id}"


def heading_slug(text: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens.

    ``Robert's Rules of Poker`` becomes ``roberts-rules-of-poker``; a rule
    heading is anchored by its ID instead (see ``Rule.anchor``). The trainer
    and the published rulebook use the same anchors, so a link written for
    GitHub (``sources.md#roberts-rules-of-poker``) lands in all three.
    """
    kept = "".join(ch for ch in text.strip().lower() if ch.isalnum() or ch in " -_")
    return kept.replace(" ", "-")


def load_rules(spec_dir: Path | str = SPEC_DIR) -> dict[str, Rule]:
    """Every rule of the rulebook by ID; raises ``SpecError`` on a malformed or repeated ID."""
    rules: dict[str, Rule] = {}
    root = Path(spec_dir)
    for path in sorted(root.rglob("*.md")):
        name = path.relative_to(root).as_posix()
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            match = _HEADING.match(text)
            if match is None:
                if _LOOSE_HEADING.match(text):
                    raise SpecError(
                        f"{name}:{number}: a rule heading must read "
                        f'"### RULE.ID — Title", not "{text.strip()}"'
                    )
                continue
            rule = Rule(match.group(1), match.group(2), name, number)
            if rule.id in rules:
                first = rules[rule.id]
                raise SpecError(
                    f"{name}:{number}: rule {rule.id} is already defined "
                    f"at {first.file}:{first.line}"
                )
            rules[rule.id] = rule
    return rules
