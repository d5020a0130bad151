"""The suite's release file (``make release``): the cases, the schemas, the retired IDs, the
runner without Python and their checksums, in one archive made the same way every time, that
runs from where it is unpacked with Node.js alone."""

from __future__ import annotations

import hashlib
import json
import shlex
import subprocess
import sys
import tarfile

from kit_engines import NODE, RUNNER
from patience import patience

from studrules.conformance.release import main, write
from studrules.conformance.suite import features_dir
from studrules.conformance.versioning import read_retired
from studrules.protocol.schema import schema_names


def test_the_release_file_holds_the_suite_and_runs_with_node_alone(suite_exported, tmp_path):
    retired = read_retired(features_dir())
    chosen = [case for case in suite_exported["cases"] if case["id"].startswith("hands/betting")]
    document = {**suite_exported, "cases": chosen[:12], "retired": retired}
    path = write(document, retired, tmp_path / "out", RUNNER)
    version = suite_exported["suite"]
    assert path.name == f"studrules-suite-{version}.tar.gz"
    first = path.read_bytes()
    assert write(document, retired, tmp_path / "out", RUNNER).read_bytes() == first
    with tarfile.open(path) as archive:
        archive.extractall(tmp_path, filter="data")
    folder = tmp_path / f"studrules-suite-{version}"
    names = {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}
    assert names == {"cases.json", "retired.json", "README.md", "SHA256SUMS", "run.mjs",
                     *(f"schemas/{name}.json" for name in schema_names())}
    sums = dict(reversed(line.split("  ")) for line in (folder / "SHA256SUMS").read_text()
                .splitlines())
    assert set(sums) == names - {"SHA256SUMS"}
    for name, digest in sums.items():
        assert hashlib.sha256((folder / name).read_bytes()).hexdigest() == digest, name
    assert json.loads((folder / "retired.json").read_text()) == retired
    assert json.loads((folder / "cases.json").read_text())["cases"] == chosen[:12]
    engine = shlex.join([sys.executable, "-m", "studrules", "engine"])
    ran = subprocess.run([NODE, "run.mjs", "--cases", "cases.json", "--engine", engine],
                         cwd=folder, capture_output=True, text=True, timeout=patience(75),
                         check=False)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "12 cases: 12 passed, 0 failed, 0 skipped, 0 errored" in ran.stdout


def test_the_release_command_refuses_what_it_cannot_do_in_one_line(tmp_path, capsys):
    assert main([]) == 2
    assert main([str(tmp_path), str(tmp_path / "no-runner.mjs")]) == 2
    err = capsys.readouterr().err
    assert "usage: python -m studrules.conformance.release OUT [RUNNER]" in err
    assert f"studrules release: there is no runner at {tmp_path / 'no-runner.mjs'}" in err
