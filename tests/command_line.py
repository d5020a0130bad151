"""The command line run in process, as the command-line tests of several layers run it."""

from __future__ import annotations

from studrules.cli import main


def ran(capsys, *args: object) -> tuple[int, str, str]:
    """Run the command line in process: its exit code, stdout and stderr."""
    try:
        code = main([str(arg) for arg in args])
    except SystemExit as stop:
        code = stop.code
    out, err = capsys.readouterr()
    return code, out, err
