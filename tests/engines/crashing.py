"""An engine that dies, with a message on stderr, when asked to rank hands."""

import json
import sys

from broken import honest, serve


def twist(request: dict, answer: dict) -> str:
    """Crash on a rank request; answer the others honestly."""
    if "rank" in request:
        sys.stderr.write(f"crashing.py: cannot rank {json.dumps(request['rank']['hands'])}\n")
        sys.exit(3)
    return honest(request, answer)


if __name__ == "__main__":
    serve(twist)
