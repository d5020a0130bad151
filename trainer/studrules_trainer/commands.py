"""The trainer's commands on the ``studrules`` command line: ``serve`` and ``rulebook build``.

The trainer plugs them in through the entry point group ``studrules.commands``
(pyproject.toml), so ``studrules`` itself never imports the trainer. This module
imports nothing of the trainer extra (Flask, gunicorn, markdown-it-py, Jinja):
each command imports what it needs when it runs, and says in one line how to
install the extra when that is missing (exit code 2).
"""

from __future__ import annotations

import argparse
import sys

SITE_NEEDS = ("markdown_it", "jinja2", "markupsafe")
"""What ``studrules rulebook build`` imports from the trainer extra."""
EXTRA = "pip install 'studrules[trainer]'"
"""How to install the trainer extra."""


def add_commands(commands: argparse._SubParsersAction) -> None:
    """Add ``serve`` and ``rulebook build`` to the command line's subcommands."""
    _serving(commands)
    _publishing(commands)


def _serving(commands: argparse._SubParsersAction) -> None:
    """``studrules serve``: its options, read by ``studrules_trainer.serving``."""
    serving = commands.add_parser(
        "serve", help="serve the trainer (needs the trainer extra)",
        description="Serve the trainer over HTTP until stopped (SIGTERM or Ctrl-C stop it, "
        "SIGHUP starts fresh workers). Each option falls back to its environment variable. "
        "Every request is logged on stdout in the common log format. Exit code 2 if a "
        "setting cannot work.",
    )
    serving.add_argument("--host", default="127.0.0.1",
                         help="the address to listen on (default: 127.0.0.1)")
    serving.add_argument("--port", metavar="N", help="the port (default: $PORT, else 5000)")
    serving.add_argument(
        "--workers", metavar="N",
        help="worker processes (default: $WORKERS, else one per core, at most 4)",
    )
    serving.add_argument(
        "--database", metavar="PATH",
        help="where progress is kept: a file, sqlite:///path or postgresql://... "
        "(default: $STUDRULES_TRAINER_DATABASE, else trainer.sqlite in the instance folder)",
    )
    serving.add_argument(
        "--instance", metavar="FOLDER",
        help="the instance folder, for the secret, config.py and the database "
        "(default: $STUDRULES_TRAINER_INSTANCE, else ./instance in a clone)",
    )
    serving.add_argument(
        "--house", metavar="HOUSE",
        help="offer a card room's house file (TOML: docs/house-files.md) as one more profile "
        "(default: $STUDRULES_TRAINER_HOUSE)",
    )
    serving.set_defaults(run=_serve)


def _serve(args: argparse.Namespace) -> int:
    """Serve the trainer (``studrules_trainer.serving`` says how to get the extra if missing)."""
    from studrules_trainer.serving import serve

    options = {"database": args.database, "instance": args.instance, "house": args.house}
    return serve(args.host, args.port, args.workers, options)


def _publishing(commands: argparse._SubParsersAction) -> None:
    """``studrules rulebook build OUT``: its options, used by ``studrules_trainer.site``."""
    rulebook = commands.add_parser(
        "rulebook", help="publish the rulebook as a static site (needs the trainer extra)",
        description="Publish the rulebook.",
    )
    actions = rulebook.add_subparsers(dest="rulebook_command", metavar="ACTION", required=True)
    building = actions.add_parser(
        "build", help="write the rulebook as a static site into a folder",
        description="Write the rulebook as a static site into OUT: index.html (the contents "
        "by group and the introduction), one page per chapter (variants/razz.html), a "
        "printable quick card per game (quick-cards/razz.html) and the stylesheet. The pages "
        "need no server, no script and nothing from the network: open OUT/index.html from "
        "disk or copy the folder anywhere. OUT must be new, empty or an earlier build, which "
        f"is replaced. Exit code 2 if OUT cannot take the site or the trainer extra is missing "
        f"({EXTRA}).",
    )
    building.add_argument("out", metavar="OUT", help="the folder to write the site into")
    building.set_defaults(run=_build_rulebook)


def _build_rulebook(args: argparse.Namespace) -> int:
    """``studrules rulebook build OUT``; 2, naming the extra, when the trainer extra is missing."""
    try:
        from studrules_trainer.site import build_command
    except ModuleNotFoundError as error:
        if (error.name or "").split(".")[0] not in SITE_NEEDS:
            raise
        print("studrules rulebook build: publishing the rulebook needs the trainer extra "
              f"(markdown-it-py, Jinja): {EXTRA}", file=sys.stderr)
        return 2
    return build_command(args.out)
