"""Which house rule decides a ruling under a profile, and the sources the rulebook cites for it.

A rule that leaves a point to the house (``EXPOSED.HOLE-CARD``) names its option
in ``studrules.house_rules`` (``exposed-initial-downcard``); its chapter lists
each value in a table, ``| option | value | meaning | profiles | sources |``, and
the sources cell is the rulebook's own citation (``TDA rules, 2024, Recommended
Procedure 10-A``). A house file's own value cites the house, and the source its
file gives if it gives one.
"""

from __future__ import annotations

import re
from functools import cache

from studrules import HAND_OPTIONS
from studrules.spec import SPEC_DIR, load_rules
from studrules_trainer.questions.houses import rules_of, served

_ROW = re.compile(r"^\| `(?P<option>[a-z0-9-]+)` \| `(?P<value>[a-z0-9-]+)`[^|]*\|"
                  r"[^|]*\|[^|]*\| (?P<sources>[^|]+?) \|\s*$")
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_EMPHASIS = re.compile(r"\*([^*]+)\*")


def deciding(rule: str, profile: str) -> list[str]:
    """``exposed-initial-downcard is tda-becomes-upcard (TDA rules, 2024, ...)``: each house
    rule of ``rule``, its value under ``profile`` and that value's sources; none where the
    rule leaves nothing to the house."""
    rules = rules_of(profile)
    house = served()
    said = []
    for name, option in HAND_OPTIONS.items():
        if option.rule != rule:
            continue
        value = rules.value(name)
        if house is not None and profile == house.name and name in house.options:
            own = house.sources.get(name)
            source = f"{house.name}'s own house rule" + (f", {own}" if own else "")
        else:
            source = _sources(rule).get((name, value), "the rulebook's own reading")
        said.append(f"{name} is {value} ({source})")
    return said


@cache
def _sources(rule: str) -> dict[tuple[str, str], str]:
    """The sources of each (option, value) in the table of ``rule``'s chapter, as plain text:
    a link by its words, a title in italics without its asterisks."""
    found = load_rules().get(rule)
    if found is None:
        return {}
    text = (SPEC_DIR / found.file).read_text(encoding="utf-8")
    return {
        (row["option"], row["value"]): _EMPHASIS.sub(r"\1", _LINK.sub(r"\1", row["sources"]))
        for row in map(_ROW.match, text.splitlines()) if row
    }
