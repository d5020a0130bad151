"""The command line: ``studrules hand``, ``engine``, ``rankings``, ``settle``, ``replay``...

Other packages add commands through the entry point group ``studrules.commands``:
the trainer adds ``serve`` and ``rulebook build`` (``studrules_trainer.commands``),
so this module never imports the trainer.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Sequence
from importlib.metadata import entry_points
from typing import NoReturn

from studrules import __version__
from studrules.cards import format_cards, format_holding
from studrules.conformance.commands import add_commands as add_conformance_commands
from studrules.files import trouble
from studrules.house_files import HouseFileError, read_house
from studrules.house_rules import PROFILES
from studrules.phh.command import replay
from studrules.protocol.dispatch import (
    RequestError,
    evaluate_body,
    house_handler,
    read_hand,
    serve,
)
from studrules.rankings import RANKINGS
from studrules.scenarios.reference import steps_reference
from studrules.scope import option_lines
from studrules.settle import settle
from studrules.shown import say, visible
from studrules.variants import VARIANTS

RANKING_SUMMARIES = {
    "high": "high hands: the best five cards, from straight flush down to high card",
    "ace-to-five": "ace-to-five low (razz): aces low, straights and flushes do not count",
    "ace-to-five-8": "ace-to-five low that qualifies only with five ranks eight or lower",
    "ace-to-six": "ace-to-six low: aces low, straights and flushes count against the hand",
    "deuce-to-seven": "deuce-to-seven low: aces high, straights and flushes count against",
    "soko": "Sökö: high hands with the four-straight and the four-flush added",
    "showing-high": "the high hand showing on the up cards, which decides who acts first",
    "showing-low": "the low hand showing on the up cards, which decides who acts first",
}
"""What ``studrules rankings`` says of each ranking."""


def _phh_games() -> str:
    """The games a PHH file can hold, each with its code: ``seven-card stud F7S, ...``."""
    coded = sorted((v.names.phh, v.names.phrase) for v in VARIANTS.values() if v.names.phh)
    return ", ".join(f"{phrase} {code}" for code, phrase in coded)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit code 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, visible(f"{self.prog}: {message} (see {self.prog} --help)") + "\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="studrules", description="An executable rulebook for stud poker.")
    parser.add_argument("--version", action="version", version=f"studrules {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    hand = commands.add_parser(
        "hand", help="name a hand and show the five cards it uses",
        description="Name a hand and show the five cards it uses.",
    )
    hand.add_argument("cards", metavar="CARDS", help='cards such as "As Ks Qs Js Ts 2c 2d"')
    hand.add_argument(
        "--ranking", default="high", metavar="NAME", help="the ranking (default: high)"
    )
    hand.add_argument(
        "--wild", nargs="+", action="extend", default=[], metavar="W",
        help="wild ranks (2), cards (Jh), or Jk for the joker",
    )
    hand.add_argument(
        "--option", nargs="+", action="extend", default=[], metavar="NAME=VALUE",
        help="a house-rule option (see studrules rankings)",
    )
    engine = commands.add_parser(
        "engine", help="speak the JSON-lines protocol on stdin and stdout",
        description="Answer protocol requests, one JSON line each (docs/protocol.md).",
    )
    engine.add_argument(
        "--house", metavar="HOUSE",
        help="offer a card room's house file (TOML: docs/house-files.md) as one more profile, "
        "which a request names by the house's name",
    )
    rankings = commands.add_parser(
        "rankings", help="list the rankings and every house-rule option",
        description="List the rankings and every house-rule option: its values (the default "
        "first), its value in each profile, its rule and the games it can change.",
    )
    rankings.add_argument("--options", action="store_true",
                          help="list the house-rule options only")
    commands.add_parser(
        "steps", help="print the step vocabulary of the scenarios (docs/scenario-steps.md)",
        description="Print every step a scenario or a dispute may use, grouped by topic, "
        "with an example of each: the text of docs/scenario-steps.md.",
    )
    disputes = commands.add_parser(
        "settle", help="run a dispute written as scenarios and say what the rules require",
        description="Run the scenarios of a feature file, step by step, and print what the "
        "engine rules and the rules it cites. Exit code: 1 if a ruling differs from a step or "
        "an action is illegal, 2 if the file cannot be read or dealt. House rules given here "
        "win over the scenario's own: --profile replaces its profile and every house rule it "
        "sets, --rule replaces that one rule.",
    )
    disputes.add_argument("file", metavar="FILE", help="a .feature file")
    _judging(disputes, "play by", "bring-in-tie-break=position")
    disputes.add_argument(
        "--house", metavar="HOUSE",
        help="play by a card room's house file (TOML: docs/house-files.md) instead of a "
        "profile; with --compare, it is one more authority",
    )
    disputes.add_argument(
        "--compare", action="store_true",
        help="play the dispute under every profile (and each --rule on its own) and show, "
        "step by step, where the rulings differ and which house rule makes the difference",
    )
    disputes.add_argument("--json", action="store_true", help="print the result as JSON")
    disputes.set_defaults(refuse=disputes.error)
    add_conformance_commands(commands)
    histories = commands.add_parser(
        "replay", help="check a PHH hand history against the rules",
        description=f"Replay a hand history in the PHH format ({_phh_games()}) and check every "
        "deal, action and payout against the rules. "
        "The first violation is printed with the rule it breaks; a .phhs file is checked hand "
        "by hand. Exit code: 1 if a rule is broken, 2 if the file cannot be read or replayed "
        "(with the line and column of what is wrong). The rules are the file's own "
        "(_studrules_profile, _studrules_options, as studrules writes them) or the casino "
        "profile; --profile replaces them all, --rule replaces one rule.",
    )
    histories.add_argument("file", metavar="FILE", help="a .phh file (or .phhs: several hands)")
    _judging(histories, "judge by", "odd-chip=position")
    _add_plugged_commands(commands)
    return parser


COMMANDS = "studrules.commands"
"""The entry point group through which a package adds commands (the trainer: ``serve``,
``rulebook build``): each entry is a function given the subcommands to add to."""


def _add_plugged_commands(commands: argparse._SubParsersAction) -> None:
    """Add the commands that installed packages plug in (``COMMANDS``), in their names' order."""
    for entry in sorted(entry_points(group=COMMANDS), key=lambda entry: entry.name):
        entry.load()(commands)


def _judging(command: argparse.ArgumentParser, verb: str, example: str) -> None:
    """The options of a command that rules on something: --profile, --rule and --engine."""
    command.add_argument(
        "--profile", choices=PROFILES,
        help=f"{verb} this profile of house rules",
    )
    command.add_argument(
        "--rule", action="append", type=_setting, default=[], metavar="NAME=VALUE",
        help=f"a house rule, such as {example} (repeat for more)",
    )
    command.add_argument(
        "--engine", default="reference", metavar="SPEC",
        help='the engine that rules: "reference" (the default), '
        'python:package.module:factory, or a command such as "studrules engine"',
    )


def _setting(text: str) -> tuple[str, str]:
    """A ``NAME=VALUE`` house rule of the command line."""
    name, equals, value = text.partition("=")
    if not (equals and name.strip() and value.strip()):
        raise argparse.ArgumentTypeError(f'a house rule is written NAME=VALUE, not "{text}"')
    return name.strip(), value.strip()


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code (2 for bad input)."""
    try:
        return _run(argv)
    except BrokenPipeError:  # the reader went away (| head): stop quietly, as cat does
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except (OSError, UnicodeDecodeError) as error:  # a path of the user's: theirs to fix
        name = getattr(error, "filename", None) or "a file"
        print(visible(f"studrules: cannot use {name}: {trouble(error, name)}"), file=sys.stderr)
        return 2
    except Exception as error:  # a bug of ours: say so in one line, never a traceback
        print(visible(
            f"studrules: internal error ({type(error).__name__}: {error}); "
            "please report it with the command you ran"
        ), file=sys.stderr)
        return 1


def _run(argv: Sequence[str] | None) -> int:
    """Dispatch to the subcommand."""
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command == "hand":
        try:
            say(_hand(args.cards, args.ranking, args.wild, args.option), sys.stdout)
        except RequestError as error:
            print(visible(f"studrules hand: {error}"), file=sys.stderr)
            return 2
    elif args.command == "engine":
        return _engine(args.house)
    elif args.command == "rankings":
        print(option_lines() if args.options else _rankings())
    elif args.command == "steps":
        print(steps_reference(), end="")
    elif args.command == "settle":
        if args.house is not None and args.profile is not None:
            args.refuse("--house and --profile exclude each other: the house file names the "
                        "profile it starts from")
        return settle(args.file, args.engine, args.profile, dict(args.rule),
                      comparing=args.compare, as_json=args.json, house=args.house)
    elif args.command == "replay":
        return replay(args.file, args.engine, args.profile, dict(args.rule))
    elif hasattr(args, "run"):  # conformance, export and the commands plugged in
        return args.run(args)
    else:
        parser.print_help()
    return 0


def _hand(cards: str, ranking: str, wild: list[str], options: list[str]) -> str:
    """What ``studrules hand`` prints: the cards, the hand's name, the cards it uses."""
    settings = {}
    for option in options:
        name, equals, value = option.partition("=")
        if not equals:
            raise RequestError("option", f'--option takes NAME=VALUE, not "{option}"')
        settings[name.strip()] = value.strip()
    body = {"ranking": ranking, "cards": cards, "wild": wild, "options": settings}
    hand = evaluate_body(body)
    lines = [format_holding(read_hand(cards), symbols=True), hand.name]
    if not hand.qualifies:
        lines.append(f"does not qualify for {ranking}")
    elif hand.cards:
        lines.append("uses " + format_cards(hand.cards, symbols=True))
        lines += [
            f"  {card.symbol} plays as {plays.symbol}"
            for card, plays in zip(hand.cards, hand.plays_as)
            if card is not plays
        ]
    return "\n".join(lines)


def _rankings() -> str:
    """What ``studrules rankings`` prints: one line per ranking, then every option."""
    width = max(map(len, RANKINGS))
    lines = ["rankings:"]
    for name in RANKINGS:
        lines.append(f"  {name:<{width}}  {RANKING_SUMMARIES[name]}")
    return "\n".join(lines) + "\n" + option_lines()


def _engine(house: str | None) -> int:
    """Serve the protocol on stdin and stdout until end of input, with ``house`` (the path
    of a house file) one more profile; exit 2 before answering anything if it is bad."""
    try:
        handler = house_handler(read_house(house)) if house is not None else None
    except HouseFileError as error:
        print(visible(f"studrules engine: {error}"), file=sys.stderr)
        return 2
    if isinstance(sys.stdin, io.TextIOWrapper):
        sys.stdin.reconfigure(encoding="utf-8", errors="replace")
    try:
        serve(sys.stdin, sys.stdout, handler)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader has gone: send what is left to nowhere
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
