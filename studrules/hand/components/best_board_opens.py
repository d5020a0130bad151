"""The house may let the best door card open the first round (AXE.OPENER), or bring in
(STUD.GAME's compulsory bet of the first player).

Some home games open every betting round with the highest hand showing, the
first as well: pagat's man with the axe. Under the option this component
brings, set to ``high-card-opens``, the best door card opens third street as
the best board opens every later street, and the bring-in in the stakes is not
used; set to ``high-card-bring-in``, the best door card must post the bring-in
(or complete): pagat's Seven Card Stud, a seed of the rulebook, says some make
"the first player" place a compulsory bet, read as on its five-card page
(FIVE.OPENER). Otherwise the lowest door card brings in as in seven-card stud.
"""

from __future__ import annotations

from studrules.game.hooks import Component, Opening
from studrules.house_rules import HandOption

AXE_OPENER: HandOption = HandOption.everywhere(
    "axe-opener", ("low-card-bring-in", "high-card-opens"), "AXE.OPENER"
)
"""Who opens the man with the axe's first round."""

SEVEN_CARD_OPENER: HandOption = HandOption.everywhere(
    "seven-card-opener", ("low-card-bring-in", "high-card-bring-in"), "STUD.GAME"
)
"""Who brings in at seven-card stud: the lowest door card, or the first player as pagat's
seed page says some play it (the best door card)."""

HOW = {"high-card-opens": "best-board-opens", "high-card-bring-in": "best-board-brings-in"}
"""The values under which the best door card opens or brings in, and how the round opens."""


class BestBoardOpens(Component):
    """Under ``option: high-card-opens`` the best door card opens, under ``high-card-bring-in``
    it brings in, citing the option's rule; otherwise the game's own bring-in."""

    def __init__(self, option: HandOption) -> None:
        self.option = option
        self.options = (option,)

    def opening(self, variant, rules) -> Opening | None:
        how = HOW.get(rules.value(self.option))
        return None if how is None else Opening(how, self.option.rule)
