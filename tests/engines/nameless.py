"""An engine that leaves the name out of every hand it evaluates: outside the protocol's
schema (an error, with the schemas checked) and an answer the steps cannot read (a failure,
without them)."""

import json

from broken import serve


def twist(request: dict, answer: dict) -> str:
    """The reference's answer, without the hand's name."""
    if answer.get("ok") and "hand" in answer:
        del answer["hand"]["name"]
    return json.dumps(answer)


if __name__ == "__main__":
    serve(twist)
