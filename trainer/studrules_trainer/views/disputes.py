"""The dispute page: what happened at a table, typed into a form, ruled on by the engine.

``GET /disputes`` shows the form, or with a link's query rules on the dispute it
holds as ``POST /disputes`` rules on the form: that checks it
(``studrules_trainer.dispute_form``), writes it as a feature
(``studrules_trainer.dispute_feature``) and settles it in process with the reference engine
through ``studrules.settle.compare`` (the text entry point): one call plays the
dispute under every profile, the chosen profile's run is the ruling shown step
by step, the others say where and why they would rule otherwise. A field the
engine refuses (a card it cannot deal, an illegal action) gets its error beside
it. ``GET /disputes/dispute.feature`` downloads the feature of a link's query, once the
reference engine has read and dealt it as ``studrules settle`` would: never a file that
``settle`` refuses.
No state is kept: the link is the dispute.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import NoReturn

from flask import Blueprint, Response, abort, render_template, request, url_for

from studrules import VARIANTS
from studrules.house_files import MAX_HOUSE_BYTES, HouseFile
from studrules.protocol.engines import make_engine
from studrules.scenarios import FAILED, PASSED, ScenarioFileError
from studrules.scenarios.hands import NAME
from studrules.settle import compare, ruling
from studrules_trainer.dispute_feature import Feature, feature
from studrules_trainer.dispute_form import LINK_LIMIT, Dispute, check, read
from studrules_trainer.questions.houses import profiles

bp = Blueprint("disputes", __name__)
FILE = "dispute.feature"
MARKS = {"passed": "✓", "failed": "✗", "skipped": "–"}
SEAT_AT_FAULT = re.compile(rf"(?P<player>{NAME})'s card \d+")
"""An engine's refusal that names a player's card: shown beside that seat's cards."""


def _from_query() -> Dispute | None:
    """The dispute a link's query holds; None without one; 400 for one too long to be a link."""
    if len(request.query_string) > LINK_LIMIT:
        abort(400, f"This link holds {len(request.query_string)} characters; a dispute's link "
                   f"holds at most {LINK_LIMIT}. Open the empty form and type the dispute in.")
    return read(request.args) if request.args else None


@bp.get("/disputes")
def form():
    """The form: empty, or a link's dispute ruled on (or filled in, with what is wrong shown)."""
    dispute = _from_query()
    if dispute is None:
        return _page(Dispute(), {}), 200
    page, _ = _ruled(dispute)
    return page, 200  # the link was followed: what it holds, ruled on or to change, is the page


@bp.post("/disputes")
def rule():
    """Check the form, then rule on it under the chosen house rules and compare the others."""
    dispute, refused = _uploaded(read(request.form))
    return _ruled(dispute, refused)


def _uploaded(dispute: Dispute) -> tuple[Dispute, dict[str, str]]:
    """The dispute with the text of a house file uploaded with it, which wins over one pasted;
    or the dispute as it is and the refusal of an upload too large or not UTF-8 text."""
    upload = request.files.get("house-file")
    if upload is None or not upload.filename:
        return dispute, {}
    data = upload.read(MAX_HOUSE_BYTES + 1)
    if len(data) > MAX_HOUSE_BYTES:
        return dispute, {"house": f"{upload.filename}: a house file may hold at most "
                         f"{MAX_HOUSE_BYTES} bytes; this one holds more"}
    try:
        return replace(dispute, house=data.decode("utf-8-sig")), {}
    except UnicodeDecodeError:
        return dispute, {"house": f"{upload.filename}: it is not UTF-8 text"}


def _ruled(dispute: Dispute, refused: dict[str, str] | None = None) -> tuple[str, int]:
    """The page of a dispute ruled on: 200 with the ruling, 422 with what the form must change."""
    errors = {**check(dispute), **(refused or {})}
    if errors:
        return _page(dispute, errors), 422
    house = dispute.house_file()
    written = feature(dispute, house)
    try:
        found = _settled(written, compare, house)
    except ScenarioFileError as error:
        return _page(dispute, {_field_of(error, written, dispute): error.problem}), 422
    ruling = _ruling(found, house.name if house else dispute.profile, dispute, written)
    return _page(dispute, ruling["errors"], ruling=ruling, compared=_compared(found)), 200


@bp.get("/disputes/" + FILE)
def download():
    """The dispute of the link's query as a ``.feature`` file, for ``studrules settle``."""
    dispute = _from_query()
    if dispute is None:
        _refuse({"dispute": "The link holds no dispute."})
    errors = check(dispute)
    if errors:
        _refuse(errors)
    house = dispute.house_file()
    written = feature(dispute, house)
    try:
        _settled(written, ruling, house)
    except ScenarioFileError as error:
        _refuse({_field_of(error, written, dispute): error.problem})
    return Response(
        written.text, mimetype="text/plain",
        headers={"Content-Disposition": f'attachment; filename="{FILE}"'},
    )


def _refuse(errors: dict[str, str]) -> NoReturn:
    """Answer 400, saying what is wrong with each field, for a dispute that cannot be downloaded."""
    abort(400, "This dispute cannot be written as a feature: " + "; ".join(
        f"{name}: {message}" for name, message in errors.items()))


def _settled(written: Feature, settling: Callable[..., dict], house: HouseFile | None) -> dict:
    """``written`` settled by the reference engine (``compare`` or ``ruling``, as the page needs),
    with ``house`` one more authority (or the one ruling); raises ``ScenarioFileError`` for a
    dispute ``studrules settle`` could not read or deal."""
    with make_engine("reference") as engine:
        return settling(FILE, engine, text=written.text, house=house)


def _page(dispute: Dispute, errors: dict, ruling: dict | None = None,
          compared: list | None = None) -> str:
    query = dispute.query()
    return render_template(
        "disputes.html", dispute=dispute, errors=errors, ruling=ruling, compared=compared,
        variants=VARIANTS, profiles=profiles(), marks=MARKS, house_limit=MAX_HOUSE_BYTES,
        labels={name: _label(name, dispute) for name in errors},
        share=url_for("disputes.form") + "?" + query + "#ruling",
        download=url_for("disputes.download") + "?" + query,
    )


LABELS = {"game": "Game", "profile": "House rules", "house": "House file",
          "title": "The question", "small": "Small bet", "big": "Big bet", "ante": "Ante",
          "bring-in": "Bring-in", "stakes": "Stakes", "seats": "Seats", "claims": "Claims"}


def _label(name: str, dispute: Dispute) -> str:
    """The words for the field called ``name``, to list what the form needs changed."""
    seat = re.fullmatch(r"seat-(\d+)-(\w+)", name)
    if seat:
        return f"Seat {seat[1]}: {seat[2]}"
    round_number = re.fullmatch(r"round-(\d+)", name)
    if round_number:
        streets = dispute.variant.streets
        number = int(round_number[1])
        return streets[number - 1].name.capitalize() if number <= len(streets) else name
    return LABELS.get(name, name)


def _field_of(error: ScenarioFileError, written: Feature, dispute: Dispute) -> str:
    """The form field a problem of the feature's ``error.line`` came from."""
    named = SEAT_AT_FAULT.match(error.problem.removeprefix("the engine cannot deal this: "))
    for row, seat in dispute.players():
        if named and seat.name == named["player"]:
            return f"seat-{row}-cards"
    source = written.fields.get(error.line or 0)
    return source.field if source else "dispute"


def _steps(steps: list[dict], seen: set[tuple[str, str]]) -> list[dict]:
    """Steps to show: each with the rules it cited that no step above it cited."""
    shown = []
    for step in steps:
        new = [cited for cited in step["rules"] if (cited["rule"], cited["text"]) not in seen]
        seen.update((cited["rule"], cited["text"]) for cited in new)
        shown.append({**step, "new_rules": new})
    return shown


def _ruling(found: dict, ruled_by: str, dispute: Dispute, written: Feature) -> dict:
    """The ruling of the chosen profile (or house, ``ruled_by``): what happened step by step,
    each claim, errors by field."""
    scenarios = [scenario["rulings"][ruled_by] for scenario in found["scenarios"]]
    claimed = bool(dispute.claim_lines())
    seen: set[tuple[str, str]] = set()
    happened = _steps(scenarios[0][:-1] if claimed else scenarios[0], seen)
    claims = [_steps([steps[-1]], set(seen))[0] for steps in scenarios] if claimed else []
    errors, cited = {}, {}
    for step in happened:
        source = written.fields.get(step["line"])
        if step["status"] == FAILED and source and source.field not in errors:
            said = f'Action {source.item}, "{source.said}": ' if source.item else ""
            errors[source.field] = said + step["ruling"]
            cited[source.field] = [reason["rule"] for reason in step["rules"]]
    ruled = [step for step in happened if step["keyword"] != "Given" and step["ruling"]]
    now = next((step["ruling"] for step in reversed(ruled) if step["status"] == PASSED), "")
    refused = next((step["text"] for step in ruled if step["status"] == FAILED), "")
    return {"profile": ruled_by, "happened": happened, "claims": claims,
            "errors": errors, "cited": cited, "now": now, "refused": refused,
            "text": written.text}


def _compared(found: dict) -> list[dict]:
    """Each step the profiles rule differently (once, though every claim plays it again)."""
    shown, lines = [], set()
    for scenario in found["scenarios"]:
        for difference in scenario["differences"]:
            if difference["step"]["line"] in lines:
                continue
            lines.add(difference["step"]["line"])
            alike: dict[tuple[str, str], list[str]] = {}
            for name, said in difference["rulings"].items():
                alike.setdefault((said["status"], said["ruling"]), []).append(name)
            options = []
            for option in difference["options"]:
                by_value: dict[str, list[str]] = {}
                for name, value in option["values"].items():
                    by_value.setdefault(value, []).append(name)
                options.append({**option, "by_value": by_value})
            shown.append({"step": difference["step"], "alike": alike, "options": options})
    return shown
