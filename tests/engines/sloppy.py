"""An engine that rules well but writes the pot of a deal as a JSON number, not a decimal
string: outside the protocol's schema (an error with --validate), and an answer the steps
refuse to read as an amount (a failure without it)."""

import json

from broken import serve


def twist(request: dict, answer: dict) -> str:
    """The reference's answer, with the pot as a number."""
    if answer.get("ok") and "state" in answer:
        answer["state"]["pot"] = float(answer["state"]["pot"])
    return json.dumps(answer)


if __name__ == "__main__":
    serve(twist)
