"""An engine that prints a line of debugging chatter instead of answering a rank request."""

from broken import honest, serve


def twist(request: dict, answer: dict) -> str:
    """Chatter on a rank request; answer the others honestly."""
    if "rank" in request:
        return f"DEBUG ranking {request['rank']['hands']}"
    return honest(request, answer)


if __name__ == "__main__":
    serve(twist)
