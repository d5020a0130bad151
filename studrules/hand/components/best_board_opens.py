"""The house may let the best door card open the first round, with no bring-in (AXE.OPENER).

Some home games open every betting round with the highest hand showing, the
first as well: pagat's man with the axe. Under the option this component
brings, set to ``high-card-opens``, the best door card opens third street as
the best board opens every later street, and the bring-in in the stakes is not
used; otherwise the lowest door card brings in as in seven-card stud.
"""

from __future__ import annotations

from studrules.game.hooks import Component, Opening


class BestBoardOpens(Component):
    """Under ``option: high-card-opens`` the best door card opens, citing ``rule``."""

    def __init__(self, option: str, rule: str) -> None:
        self.options = (option,)
        self.attribute = option.replace("-", "_")
        self.rule = rule

    def opening(self, variant, rules) -> Opening | None:
        if getattr(rules, self.attribute) != "high-card-opens":
            return None
        return Opening("best-board-opens", self.rule)
