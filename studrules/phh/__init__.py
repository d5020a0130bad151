"""Hand histories in the PHH format: read them, check them against the rules, write them.

``loads`` reads a PHH hand of seven-card stud (``F7S``), stud high-low
(``F7S/8``) or razz (``FR``), ``loads_all`` every hand of a ``.phhs`` file;
``check`` replays a hand through an engine and reports the first thing the rules
refuse, with the rule's ID; ``dumps`` writes any hand the engine played as PHH.
``studrules replay FILE`` does the first two.
"""

from studrules.phh.checking import Report, Violation, check
from studrules.phh.reading import VARIANTS, History, PHHError, loads, loads_all
from studrules.phh.writing import dumps

__all__ = [
    "VARIANTS",
    "History",
    "PHHError",
    "Report",
    "Violation",
    "check",
    "dumps",
    "loads",
    "loads_all",
]
