"""An engine that speaks the protocol well and rules wrongly: every answer is valid JSON of
the right shape, but a straight is called a "run", the lowest place of a ranking is one too
low, and every pot of a deal is a dollar too big."""

import json

from broken import in_process, serve

from studrules.money import format_amount, parse_amount


def twist(request: dict, answer: dict) -> str:
    """The reference's answer, with the lies above."""
    if answer.get("ok") and "hand" in answer:
        answer["hand"]["name"] = answer["hand"]["name"].replace("straight", "run")
    if answer.get("ok") and "places" in answer:
        placed = [place for place in answer["places"] if place is not None]
        worst = max(placed, default=None)
        answer["places"] = [place + 1 if place == worst and place > 1 else place
                            for place in answer["places"]]
    if answer.get("ok") and "state" in answer:
        state = answer["state"]
        state["pot"] = format_amount(parse_amount(state["pot"]) + 1)
    return json.dumps(answer)


def engine():
    """The liar in process: ``python:liar:engine``."""
    return in_process(twist)


if __name__ == "__main__":
    serve(twist)
