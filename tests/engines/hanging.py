"""An engine that never answers a rank request."""

import time

from broken import honest, serve


def twist(request: dict, answer: dict) -> str:
    """Hang on a rank request; answer the others honestly."""
    if "rank" in request:
        time.sleep(3600)
    return honest(request, answer)


if __name__ == "__main__":
    serve(twist)
