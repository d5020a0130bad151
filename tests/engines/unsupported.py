"""An engine that deals only seven-card stud and ranks only high hands: it answers
"unsupported" to everything else, as the protocol allows."""

import json

from broken import honest, serve


def twist(request: dict, answer: dict) -> str:
    """Refuse, as unsupported, other variants and rankings; answer the rest honestly."""
    body = request.get("evaluate") or request.get("rank") or {}
    refused = (
        ("variant" in request and request["variant"] != "seven-card-stud")
        or body.get("ranking", "high") != "high"
    )
    if not refused:
        return honest(request, answer)
    what = request.get("variant") or body.get("ranking")
    error = {"code": "unsupported", "field": None, "message": f"{what} is not offered here"}
    return json.dumps({"id": request.get("id"), "ok": False, "error": error})


if __name__ == "__main__":
    serve(twist)
