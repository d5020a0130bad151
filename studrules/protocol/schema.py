"""A small JSON Schema validator for the protocol's schemas, with the standard library only.

The schemas in ``studrules/protocol/schemas`` are plain JSON Schema (draft
2020-12) that any validator can use. Here they are checked by a validator of the
part of JSON Schema they use: ``type``, ``enum``, ``const``, ``properties``,
``required``, ``additionalProperties``, ``items``, ``prefixItems``, ``minItems``,
``maxItems``, ``minLength``, ``pattern``, ``minimum``, ``anyOf``, ``oneOf`` and
``$ref`` (to ``$defs`` of the same or another schema file). A schema using any
other keyword is refused when loaded (``SchemaError``), so the files cannot
drift into JSON Schema that this validator would silently ignore.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from studrules.errors import StudrulesError

CHECKED = {
    "type", "enum", "const", "properties", "required", "additionalProperties", "items",
    "prefixItems", "minItems", "maxItems", "minLength", "pattern", "minimum", "anyOf",
    "oneOf", "$ref",
}
NOTES = {"$schema", "$id", "$defs", "$comment", "title", "description", "examples"}
TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: type(v) is int or (type(v) is float and v.is_integer()),
    "number": lambda v: type(v) in (int, float),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}
REQUEST_KINDS = ("hello", "evaluate", "rank")


class SchemaError(StudrulesError):
    """A schema file that cannot be used: unreadable, or using a keyword this validator lacks."""


@cache
def schema(name: str) -> dict:
    """The schema ``name`` (``deal-answer``) from the package's schemas, checked once."""
    try:
        document = json.loads(_folder().joinpath(f"{name}.json").read_text("utf-8"))
    except (OSError, ValueError) as error:
        raise SchemaError(f"cannot read the schema {name}: {error}") from None
    for where, keyword in _keywords(document, name):
        if keyword not in CHECKED | NOTES:
            raise SchemaError(f"{where} uses {keyword}, which this validator does not check")
    return document


def schema_names() -> list[str]:
    """The names of every schema the package ships."""
    return sorted(item.name.removesuffix(".json") for item in _folder().iterdir()
                  if item.name.endswith(".json"))


def _folder() -> Traversable:
    """The folder of the schema files, inside the package."""
    return resources.files(__package__).joinpath("schemas")


def _keywords(node: object, where: str) -> Iterator[tuple[str, str]]:
    """Every keyword used in a schema, with where it is (properties' names are not keywords)."""
    if isinstance(node, list):
        for i, item in enumerate(node):
            yield from _keywords(item, f"{where}[{i}]")
        return
    if not isinstance(node, dict):
        return
    for key, value in node.items():
        yield where, key
        if key in ("properties", "$defs"):
            for name, sub in value.items():
                yield from _keywords(sub, f"{where}/{key}/{name}")
        elif key not in ("enum", "const", "examples", "required"):
            yield from _keywords(value, f"{where}/{key}")


def validate(instance: object, name: str) -> list[str]:
    """What is wrong with ``instance`` against the schema ``name``; empty when it is valid."""
    return list(_check(instance, schema(name), name, ""))


def _resolve(ref: str, document: str) -> tuple[dict, str]:
    """The schema a ``$ref`` points to, and the name of the file it is in."""
    target, _, pointer = ref.partition("#")
    document = target.removesuffix(".json") if target else document
    node: Any = schema(document)
    for part in filter(None, pointer.split("/")):
        if not isinstance(node, dict) or part not in node:
            raise SchemaError(f'the $ref "{ref}" in {document} points to nothing')
        node = node[part]
    return node, document


def _check(value: object, rules: Mapping, document: str, path: str) -> Iterator[str]:
    """The problems of ``value`` at ``path`` against the schema node ``rules``."""
    where = path or "the message"
    if "$ref" in rules:
        target, other = _resolve(rules["$ref"], document)
        yield from _check(value, target, other, path)
    if "type" in rules:
        kinds = rules["type"] if isinstance(rules["type"], list) else [rules["type"]]
        if not any(TYPES[kind](value) for kind in kinds):
            yield f"{where} must be {' or '.join(kinds)}, not {_shown(value)}"
            return
    if "const" in rules and not _equal(value, rules["const"]):
        yield f"{where} must be {_shown(rules['const'])}, not {_shown(value)}"
    if "enum" in rules and not any(_equal(value, option) for option in rules["enum"]):
        choices = ", ".join(_shown(option) for option in rules["enum"])
        yield f"{where} must be one of {choices}, not {_shown(value)}"
    if isinstance(value, str):
        yield from _check_string(value, rules, where)
    number = isinstance(value, int | float) and not isinstance(value, bool)
    if number and "minimum" in rules and value < rules["minimum"]:
        yield f"{where} must be at least {rules['minimum']}, not {value}"
    if isinstance(value, dict):
        yield from _check_object(value, rules, document, path)
    if isinstance(value, list):
        yield from _check_array(value, rules, document, path)
    for keyword in ("anyOf", "oneOf"):
        if keyword in rules:
            problems = [list(_check(value, option, document, path)) for option in rules[keyword]]
            fits = sum(not found for found in problems)
            if not fits:
                why = "; or ".join(found[0] for found in problems)
                yield f"{where} fits none of its allowed forms: {why}"
            elif keyword == "oneOf" and fits > 1:
                yield f"{where} fits more than one of its allowed forms: {_shown(value)}"


def _check_string(value: str, rules: Mapping, where: str) -> Iterator[str]:
    if "minLength" in rules and len(value) < rules["minLength"]:
        yield f"{where} must have at least {rules['minLength']} characters"
    if "pattern" in rules and not re.search(rules["pattern"], value):
        yield f"{where} must match {rules['pattern']}, not {_shown(value)}"


def _check_object(value: dict, rules: Mapping, document: str, path: str) -> Iterator[str]:
    where = path or "the message"
    for key in rules.get("required", ()):
        if key not in value:
            yield f"{where} needs {key}"
    properties = rules.get("properties", {})
    extra = rules.get("additionalProperties", True)
    for key, item in value.items():
        inner = f"{path}.{key}" if path else key
        if key in properties:
            yield from _check(item, properties[key], document, inner)
        elif extra is False:
            yield f"{where} has the unknown field {key}"
        elif isinstance(extra, dict):
            yield from _check(item, extra, document, inner)


def _check_array(value: list, rules: Mapping, document: str, path: str) -> Iterator[str]:
    where = path or "the message"
    if "minItems" in rules and len(value) < rules["minItems"]:
        yield f"{where} must have at least {rules['minItems']} items, not {len(value)}"
    if "maxItems" in rules and len(value) > rules["maxItems"]:
        yield f"{where} must have at most {rules['maxItems']} items, not {len(value)}"
    first = rules.get("prefixItems", [])
    for i, item in enumerate(value):
        if i < len(first):
            yield from _check(item, first[i], document, f"{path}[{i}]")
        elif "items" in rules:
            yield from _check(item, rules["items"], document, f"{path}[{i}]")


def _equal(value: object, option: object) -> bool:
    """JSON equality: ``true`` is not ``1``."""
    return type(value) is type(option) and value == option


def _shown(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 80 else text[:79] + "…"


def answer_schema(request: Mapping, answer: Mapping) -> str:
    """The schema an answer to ``request`` must follow: its kind's, or the error answer's."""
    if answer.get("ok") is False:
        return "error-answer"
    return f"{request_kind(request)}-answer"


def request_kind(request: Mapping) -> str:
    """The kind of a request: ``hello``, ``evaluate``, ``rank`` or ``deal`` (it has a variant)."""
    if "variant" in request:
        return "deal"
    return next((kind for kind in REQUEST_KINDS if kind in request), "unknown")
