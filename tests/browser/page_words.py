"""What a learner should never have to read on a page: the workshop's paths, words and names (#30).

``workshop_words`` is checked on every kind of page of the walk (in the accessibility
test, which walks them all at both widths) and on the published rulebook's files.
"""

from __future__ import annotations

import re

WORKSHOP = re.compile(
    r"\b[\w.-]+/[\w./-]+\.(?:md|py|feature|toml|json|sql|js|css)\b"  # a file's path
    r"|\b(?:docs|spec|trainer|tests|studrules)/"  # a folder of the project
    r"|\bseed (?:copy|page)s?\b"  # how the project gathered its sources
    r"|\bProgrammers?:"  # a note for the programmers
    r"|\b[a-z-]+/[a-z0-9-]+/[a-z-]+\b",  # a skill's name as the program writes it
    re.IGNORECASE,
)
ADDRESS = re.compile(r"\bhttps?://\S+")
"""A web address, which the sources chapter shows as it is: not a path of the project."""


def workshop_words(label: str, text: str) -> list[str]:
    """Each workshop word in ``text`` (web addresses left out), with its label and context."""
    text = ADDRESS.sub(" ", text)
    return [f"{label}: {match[0]!r} in {text[max(0, match.start() - 40):match.end() + 20]!r}"
            for match in WORKSHOP.finditer(text)]
