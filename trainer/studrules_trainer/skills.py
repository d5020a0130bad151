"""Skills by name: ``bring-in/razz/suit-tie`` as "The bring-in · Razz · a tie broken by suit".

A skill is ``topic/variant/case`` (``studrules_trainer.questions``); the slug stays the
key in the database and in links, and pages show this name instead.
"""

from __future__ import annotations

from functools import lru_cache

from studrules import VARIANTS
from studrules_trainer.questions.topics import TOPIC_BY_NAME

CASES = {
    "plain": "a plain case",
    "ace-door": "an ace as door card",
    "after-bring-in": "after the bring-in",
    "all-in": "an all-in player",
    "all-in-bring-in": "a bring-in all in",
    "big-after-big": "big bets after a big bet",
    "bring-in": "the bring-in's own choice",
    "cap": "the raise cap",
    "community-card": "a community card",
    "completion": "a completion",
    "counterfeit": "a counterfeited low",
    "exposed-hole-card": "a hole card exposed on the deal",
    "exposed-last-card": "a last card exposed",
    "late-misdeal": "a misdeal called after the action began",
    "no-bring-in": "no bring-in",
    "no-low": "no qualifying low",
    "odd-chip": "an odd chip",
    "open-pair": "an open pair",
    "raised": "a raised pot",
    "short-all-in": "a short all-in wager",
    "short-stack": "a short stack",
    "short-stub": "a short stub",
    "side-pots": "side pots",
    "split": "a split pot",
    "suit-tie": "a tie broken by suit",
    "tie": "equal boards",
    "wild": "wild cards",
    "wild-door": "a wild door card",
    "wild-showing": "wild cards showing",
}
"""Each case a topic can name (``Topic.cases``), in words."""


@lru_cache(maxsize=4096)
def skill_name(skill: str) -> str:
    """``The bring-in · Razz · a tie broken by suit``; unknown parts are shown as they are.

    Kept once worked out: the progress page names each skill twice and each of 30 answers."""
    topic, _, rest = skill.partition("/")
    variant, _, case = rest.partition("/")
    known = TOPIC_BY_NAME.get(topic)
    parts = [
        known.title[:1].upper() + known.title[1:] if known else topic,
        VARIANTS[variant].title if variant in VARIANTS else variant,
        CASES.get(case, case.replace("-", " ")),
    ]
    return " · ".join(part for part in parts if part)
