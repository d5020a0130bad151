"""The ceiling for ``trainer_load.py``: a minimal Flask page, served as the trainer is served.

``python benchmarks/minimal_app.py`` listens on ``PORT`` with ``WORKERS``
processes through the same functions as ``python -m trainer`` (one listening
socket, forked waitress workers with the same threads), so that the load
benchmark can tell what the serving alone costs from what the trainer adds.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from flask import Flask

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from trainer.__main__ import listening, port_from, supervise, workers_from

app = Flask(__name__)


@app.get("/")
def page() -> str:
    """A small page and nothing else: no session, no database, no template."""
    return "<!doctype html><title>minimal</title><p>Hello, learner.</p>"


def main() -> int:
    """Serve the page until stopped, as ``python -m trainer`` would serve the trainer."""
    environ = dict(os.environ)
    supervise(app, listening(port_from(environ)), workers_from(environ))
    return 0


if __name__ == "__main__":
    sys.exit(main())
