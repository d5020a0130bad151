"""An engine whose handshake offers only seven-card stud and the high ranking, and which
answers ``internal-error`` to any request outside them: the runner must read its ``hello``
and not send those cases at all. With ``--internal`` it offers everything, as the
reference does, but fails on every ``rank`` request with ``internal-error``."""

import json
import sys

from broken import serve


def twist(request: dict, answer: dict) -> str:
    """The reference's answer, but a narrow handshake and internal errors outside it."""
    if "hello" in request and "--internal" not in sys.argv:
        answer.update(variants=["seven-card-stud"], rankings=["high"])
        return json.dumps(answer)
    body = request.get("evaluate") or request.get("rank") or {}
    if "--internal" in sys.argv:
        outside = "rank" in request
    else:
        outside = (request.get("variant", "seven-card-stud") != "seven-card-stud"
                   or body.get("ranking", "high") != "high")
    if outside:
        error = {"code": "internal-error", "field": None, "message": "IndexError in rank()"}
        return json.dumps({"id": request.get("id"), "ok": False, "error": error})
    return json.dumps(answer)


if __name__ == "__main__":
    serve(twist)
