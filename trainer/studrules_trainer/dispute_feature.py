"""A checked dispute of the dispute page written as a Gherkin feature ``studrules settle`` runs.

The table (game, house rules, stakes, players) is a run of Given steps; each
round is ``When <street> is dealt`` followed by one step per action, so each action
is ruled on as it is taken. Without claims that is one Scenario. With claims,
what happened is the Background and each claim a Scenario of its own (one Then
step), so a wrong claim does not hide the ruling on the next. ``Feature.fields``
says which form field each line was written from, so a ruling on a line (an
illegal action, a card the engine refuses) is shown beside its field.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from studrules import format_amount, get_variant, parse_amount
from studrules.house_files import HouseFile
from studrules_trainer.dispute_form import Dispute

INDENT = "  "
STEP = INDENT * 2
NOTE = (
    "Written on the studrules trainer's dispute page. Settle it again with\n"
    "studrules settle dispute.feature (add --compare for every profile)."
)
HOUSE_NOTE = (
    "Written on the studrules trainer's dispute page, ruled by the house file {name}\n"
    "(on the {profile} profile). Settle it again with its house file:\n"
    "studrules settle dispute.feature --house {name}.toml (add --compare for every profile)."
)


@dataclass(frozen=True)
class Source:
    """The form field a line was written from, and which item of it (an action, a claim)."""

    field: str
    item: int = 0
    said: str = ""


@dataclass(frozen=True)
class Feature:
    """The feature's text and, by line number (from 1), the field each step came from."""

    text: str
    fields: dict[int, Source]


def _dollars(text: str) -> str:
    return "$" + format_amount(parse_amount(text))


def _article(amount: str) -> str:
    """``a $1`` or ``an $8``, ``an $11``: as the amount is said aloud."""
    spoken_vowel = re.match(r"\$(8|11(?!\d)|18(?!\d)|1[18]\.)", amount)
    return f"an {amount}" if spoken_vowel else f"a {amount}"


def stakes_step(dispute: Dispute) -> str:
    """The stakes as a Given step, fixed limit or pot limit as the game is played."""
    ante = _article(_dollars(dispute.ante))
    if dispute.variant.structure == "pot-limit":
        return f"the stakes are pot limit with {ante} ante and " \
               f"{_article(_dollars(dispute.bring_in or '0'))} bring-in"
    bring_in = (f"{_article(_dollars(dispute.bring_in))} bring-in"
                if dispute.bring_in and parse_amount(dispute.bring_in)
                else "no bring-in")
    return (f"the stakes are {_dollars(dispute.small)}/{_dollars(dispute.big)} with {ante} ante "
            f"and {bring_in}")


def _table(dispute: Dispute) -> list[tuple[list[str], Source | None]]:
    """The players' table rows, the header first, each with its seat's cards field."""
    seated = dispute.players()
    stacks = any(seat.stack for _, seat in seated)
    header = ["player", "cards", *(["stack"] if stacks else [])]
    rows: list[tuple[list[str], Source | None]] = [(header, None)]
    for row, seat in seated:
        cells = [seat.name, " ".join(seat.cards.split())]
        if stacks:
            cells.append(_dollars(seat.stack) if seat.stack else "")
        rows.append((cells, Source(f"seat-{row}-cards")))
    widths = [max(len(cells[i]) for cells, _ in rows) for i in range(len(header))]
    return [([cell.ljust(width) for cell, width in zip(cells, widths)], source)
            for cells, source in rows]


def _happened(dispute: Dispute, profile: str) -> list[tuple[str, Source | None]]:
    """The Given and When steps of what happened, each with the field it came from."""
    game = dispute.variant
    steps: list[tuple[str, Source | None]] = [
        (f"Given the game is {_said_game(dispute)}", Source("game")),
        (f"And the house rules are the {profile} profile", Source("profile")),
        (f"And {stakes_step(dispute)}", Source("stakes")),
        ("And the players, from the dealer's left, hold:", Source("seats")),
    ]
    steps += [("| " + " | ".join(cells) + " |", source) for cells, source in _table(dispute)]
    last = max((n for n in range(1, len(game.streets) + 1) if dispute.actions(n)), default=1)
    for number, street in enumerate(game.streets[:last], 1):
        keyword = "When" if number == 1 else "And"
        if street.name.endswith(" street"):
            steps.append((f"{keyword} {street.name} is dealt", Source(f"round-{number}")))
            keyword = "And"
        for item, action in enumerate(dispute.actions(number), 1):
            steps.append((f"{keyword} {action}", Source(f"round-{number}", item, action)))
            keyword = "And"
    return steps


def _said_game(dispute: Dispute) -> str:
    """The game as the ``Given the game is`` step names it."""
    return get_variant(dispute.game).names.phrase


def feature(dispute: Dispute, house: HouseFile | None = None) -> Feature:
    """The checked ``dispute`` as a feature file's text, with the field of each step's line.

    Ruled by a ``house``, the feature names the house's base profile (a scenario cannot
    name a house) and says to settle it with the house file."""
    note = HOUSE_NOTE.format(name=house.name, profile=house.profile) if house else NOTE
    lines = [f"Feature: {dispute.title or 'A dispute at the table'}",
             *(INDENT + line for line in note.splitlines()), ""]
    fields: dict[int, Source] = {}

    def write(text: str, source: Source | None, depth: int) -> None:
        lines.append(INDENT * depth + text)
        if source is not None:
            fields[len(lines)] = source

    claims = dispute.claim_lines()
    write("Background:" if claims else "Scenario: What happened", None, 1)
    for text, source in _happened(dispute, house.profile if house else dispute.profile):
        write(text, source, 3 if text.startswith("|") else 2)
    for number, claim in enumerate(claims, 1):
        lines.append("")
        write(f"Scenario: Claim {number}: {claim}", None, 1)
        write(f"Then {claim}", Source("claims", number, claim), 2)
    return Feature("\n".join(lines) + "\n", fields)
