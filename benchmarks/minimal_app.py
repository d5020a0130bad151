"""The ceiling for ``trainer_load.py``: a minimal Flask page, served as the trainer is served.

``python benchmarks/minimal_app.py`` listens on ``PORT`` with ``WORKERS``
processes through the trainer's own gunicorn set-up (``serve_with_gunicorn``:
the same worker class and threads), so that the load benchmark can tell what
the serving alone costs from what the trainer adds.
"""

from __future__ import annotations

import os
import sys

from flask import Flask

from studrules_trainer.serving import DEFAULT_HOST, address, serve_with_gunicorn

app = Flask(__name__)


@app.get("/")
def page() -> str:
    """A small page and nothing else: no session, no database, no template."""
    return "<!doctype html><title>minimal</title><p>Hello, learner.</p>"


def main() -> int:
    """Serve the page until stopped, as ``studrules serve`` would serve the trainer."""
    where = address(DEFAULT_HOST, None, None, os.environ)
    if not serve_with_gunicorn(where, lambda: app, "none"):
        print("minimal_app: gunicorn cannot run here", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
