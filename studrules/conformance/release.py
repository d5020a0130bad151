"""The suite published as one release file per version, for engines whose CI has no Python.

``python -m studrules.conformance.release OUT [RUNNER]`` (what ``make release`` runs)
exports the suite and writes ``OUT/studrules-suite-VERSION.tar.gz``, one folder holding:

- ``cases.json``: every case, as ``studrules export`` writes them;
- ``retired.json``: the case IDs this and earlier versions retired or renamed;
- ``schemas/``: the protocol's JSON Schemas and those of the files;
- ``run.mjs``: the runner without Python (kit/js/run.mjs), which finds the schemas
  beside it, when its path is given;
- ``README.md``: what the folder is and how to run it;
- ``SHA256SUMS``: the digest of every other file, in the format ``sha256sum -c`` reads.

The archive is made the same way every time (sorted names, no owners, fixed times),
so that one version's file has one digest.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import sys
import tarfile
from pathlib import Path

from studrules.errors import StudrulesError
from studrules.protocol.schema import schema, schema_names

from .export import export_cases
from .suite import collect, features_dir
from .versioning import read_retired, read_version

README = """# The studrules conformance suite {version}

The cases of the studrules scenario suite, version {version}, exported as JSON
(docs/conformance.md, "Exported cases"), with the JSON Schemas of the protocol
(docs/protocol.md) and the case IDs the suite retired or renamed.

Run them through your engine with Node.js 20 or later and nothing else:

    node run.mjs --cases cases.json --engine "path/to/your-engine" --json report.json

or with the Python runner: `studrules conformance --cases cases.json --engine ...`.
Both give the same verdict on every case. `sha256sum -c SHA256SUMS` checks the files.
"""


def files(document: dict, retired: dict, runner: Path | None) -> dict[str, bytes]:
    """The files of a release, by their name in its folder."""
    found = {
        "cases.json": _json(document),
        "retired.json": _json(retired),
        "README.md": README.format(version=document["suite"]).encode("utf-8"),
    }
    for name in schema_names():
        found[f"schemas/{name}.json"] = _json(schema(name))
    if runner is not None:
        found["run.mjs"] = runner.read_bytes()
    found["SHA256SUMS"] = "".join(
        f"{hashlib.sha256(content).hexdigest()}  {name}\n"
        for name, content in sorted(found.items())
    ).encode("utf-8")
    return found


def _json(value: object) -> bytes:
    return (json.dumps(value, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def write(document: dict, retired: dict, out: Path, runner: Path | None = None) -> Path:
    """Write the release file of ``document`` (an exported suite) into ``out``; its path."""
    folder = f"studrules-suite-{document['suite']}"
    path = out / f"{folder}.tar.gz"
    out.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as archive:
        for name, content in sorted(files(document, retired, runner).items()):
            entry = tarfile.TarInfo(f"{folder}/{name}")
            entry.size, entry.mtime, entry.mode = len(content), 0, 0o644
            archive.addfile(entry, io.BytesIO(content))
    with path.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as packed:
        packed.write(buffer.getvalue())
    return path


def main(argv: list[str]) -> int:
    """Export the suite shipped with studrules and write its release file into ``argv[0]``,
    with the runner at ``argv[1]`` if given; exit code 2 with one line if it cannot be made."""
    if not 1 <= len(argv) <= 2:
        print("usage: python -m studrules.conformance.release OUT [RUNNER]", file=sys.stderr)
        return 2
    try:
        root = features_dir()
        runner = Path(argv[1]) if len(argv) == 2 else None
        if runner is not None and not runner.is_file():
            raise StudrulesError(f"there is no runner at {runner}")
        document = export_cases(collect(root), str(read_version(root)))
        retired = read_retired(root)
        path = write(document | {"retired": retired}, retired, Path(argv[0]), runner)
    except StudrulesError as error:
        print(f"studrules release: {error}", file=sys.stderr)
        return 2
    print(f"wrote {path} ({len(document['cases'])} cases of suite {document['suite']})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
