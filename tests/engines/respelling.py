"""An engine that rules exactly as the reference but writes its answers its own way: amounts
with an extra zero ("2.500"), lists in reverse order, the cards of a hand reversed and in
suit symbols, and a field of its own. It must pass every case."""

import json
import re

from broken import in_process, serve

AMOUNT = re.compile(r"\d+(?:\.\d+)?")
SYMBOLS = str.maketrans("cdhs", "♣♦♥♠")


def respelled(key: str, value: object) -> object:
    """``value`` (under ``key``) written another way that means the same."""
    if isinstance(value, dict):
        return {k: respelled(k, v) for k, v in value.items()}
    if isinstance(value, list):
        items = [respelled(key, v) for v in value]
        return items if key in ("places", "show_order", "actions") else items[::-1]
    if isinstance(value, str) and AMOUNT.fullmatch(value):
        return value + ("0" if "." in value else ".00")
    if key in ("cards", "community") and isinstance(value, str):
        return " ".join(reversed(value.translate(SYMBOLS).split()))
    return value


def twist(request: dict, answer: dict) -> str:
    """The reference's answer, respelled, with an extra field."""
    return json.dumps({**respelled("", answer), "engine_note": "respelled"}, ensure_ascii=False)


def engine():
    """The respelling engine in process: ``python:respelling:engine``."""
    return in_process(twist)


if __name__ == "__main__":
    serve(twist)
