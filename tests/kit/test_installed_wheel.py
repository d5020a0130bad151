"""The package as a user gets it: built, installed in a fresh virtual environment, used there.

The sdist is built from the clone and the wheel from the sdist (so the sdist
is complete); the wheel is installed with the ``trainer`` extra into a new
virtual environment in a temporary folder, and every command runs from that
folder, far from the clone: the rulebook and the suite must come from the
package. This is the slow test (about a minute: most of it is the conformance
run); ``make test`` runs it, ``-m "not slow"`` leaves it out.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tarfile
import urllib.request
import venv
import zipfile
from pathlib import Path

import pytest
from locations import REPO
from patience import patience

import studrules
import studrules_trainer as the_trainer
from studrules_trainer.testing import free_port

ROOT = REPO
TOP_LEVEL = {"studrules", the_trainer.__name__}
"""The import packages the wheel may install: the project's own names, nothing else."""

pytestmark = pytest.mark.slow


def files_under(folder: Path) -> set[str]:
    """The files of ``folder`` as paths relative to it (caches left out)."""
    return {
        path.relative_to(folder).as_posix() for path in folder.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, Path, str]:
    """The sdist and the wheel, built into a temporary folder, and what the build printed."""
    out = tmp_path_factory.mktemp("dist")
    env = {k: v for k, v in os.environ.items() if k != "STUDRULES_COMPILE"}  # the default build
    build = subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(ROOT)],
                           capture_output=True, text=True, timeout=patience(600), env=env)
    assert build.returncode == 0, build.stdout + build.stderr
    (sdist,) = out.glob("*.tar.gz")
    (wheel,) = out.glob("*.whl")
    return sdist, wheel, build.stdout + build.stderr


@pytest.fixture(scope="module")
def installed(built, tmp_path_factory) -> tuple[Path, dict[str, str]]:
    """A folder outside the clone and the environment of a fresh venv holding the wheel."""
    _, wheel, _ = built
    place = tmp_path_factory.mktemp("user")
    venv.create(place / "venv", with_pip=True)
    bin_dir = place / "venv" / "bin"
    pip = subprocess.run([str(bin_dir / "python"), "-m", "pip", "install", "--quiet",
                          f"{wheel}[trainer]"], capture_output=True, text=True,
                          timeout=patience(600))
    assert pip.returncode == 0, pip.stdout + pip.stderr
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "VIRTUAL_ENV") and not k.startswith("STUDRULES_")}
    env["PATH"] = f"{bin_dir}{os.pathsep}{env.get('PATH', '')}"
    return place, env


def run(place: Path, env: dict[str, str], *command: str) -> subprocess.CompletedProcess:
    return subprocess.run(list(command), cwd=place, env=env, capture_output=True, text=True,
                          encoding="utf-8", timeout=patience(900))


def test_the_build_warns_of_nothing(built):
    _, _, printed = built
    assert not re.search(r"deprecat|absent from the `packages`", printed, re.I), printed


def test_the_wheel_carries_the_rulebook_the_suite_and_the_code_under_its_own_names(built):
    _, wheel, _ = built
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {n.split("/")[0] for n in names if ".dist-info/" not in n} == TOP_LEVEL
    # Pure Python unless STUDRULES_COMPILE=1 asks for the compiled build (docs/compiled.md).
    assert wheel.name.endswith("-py3-none-any.whl"), wheel.name
    assert not [n for n in names if n.endswith((".so", ".pyd", ".c"))]
    for folder, inside in [(ROOT / "spec", "studrules/_spec"),
                           (ROOT / "features", "studrules/_features"),
                           (Path(studrules.__file__).parent, "studrules"),
                           (Path(the_trainer.__file__).parent, the_trainer.__name__)]:
        missing = {f"{inside}/{f}" for f in files_under(folder)} - names
        assert not missing, f"{folder.name}/ files not in the wheel: {sorted(missing)}"
    metadata = zipfile.ZipFile(wheel).read(
        next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
    assert "License-Expression: MIT" in metadata


def test_the_sdist_carries_the_rulebook_and_the_suite_at_its_top(built):
    sdist, _, _ = built
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for folder in ("spec", "features"):
        missing = {f"{folder}/{f}" for f in files_under(ROOT / folder)} - names
        assert not missing, f"{folder}/ files not in the sdist: {sorted(missing)}"


def test_the_installed_package_is_the_one_used(installed):
    place, env = installed
    where = run(place, env, "python", "-c", "import studrules; print(studrules.__file__)")
    assert "site-packages" in where.stdout and str(ROOT) not in where.stdout, where


def test_every_case_passes_through_the_installed_engine(installed):
    place, env = installed
    conformance = run(place, env, "studrules", "conformance", "--engine", "studrules engine")
    assert conformance.returncode == 0, conformance.stdout[-2000:] + conformance.stderr
    summary = re.search(r"^(\d+) cases: (\d+) passed, 0 failed, 0 skipped, 0 errored",
                        conformance.stdout, re.M)
    assert summary and summary.group(1) == summary.group(2) and int(summary.group(1)) > 500, (
        conformance.stdout[-2000:]
    )
    export = run(place, env, "studrules", "export", "-o", "cases.json")
    assert export.returncode == 0, export.stderr
    cases = json.loads((place / "cases.json").read_text(encoding="utf-8"))["cases"]
    assert len(cases) == int(summary.group(1))


def test_a_dispute_settles_with_the_installed_command(installed):
    place, env = installed
    dispute = place / "dispute.feature"
    dispute.write_text((ROOT / "examples" / "dispute.feature").read_text(encoding="utf-8"),
                       encoding="utf-8")
    settled = run(place, env, "studrules", "settle", "dispute.feature")
    assert settled.returncode == 0, settled.stdout + settled.stderr
    assert re.search(r"^\d+ passed, 0 failed$", settled.stdout, re.M), settled.stdout


def test_the_installed_command_publishes_the_rulebook(installed):
    place, env = installed
    built = run(place, env, "studrules", "rulebook", "build", "site")
    assert built.returncode == 0, built.stdout + built.stderr
    site = place / "site"
    for name in ("index.html", "variants/razz.html", "trainer.css"):
        assert (site / name).is_file(), name
    chapters = {f"{path.relative_to(ROOT / 'spec').with_suffix('.html').as_posix()}"
                for path in (ROOT / "spec").rglob("*.md")} - {"README.html"}
    assert chapters <= files_under(site), "every chapter of the clone's spec/ is published"
    razz = (site / "variants" / "razz.html").read_text(encoding="utf-8")
    assert '<link rel="stylesheet" href="../trainer.css">' in razz and 'id="RAZZ.GAME"' in razz


def test_the_installed_trainer_serves_its_pages(installed):
    place, env = installed
    port = free_port()
    server = subprocess.Popen(
        ["studrules", "serve", "--port", str(port), "--workers", "1", "--instance", "inst"],
        cwd=place, env=env, text=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
    )
    try:
        assert f"http://127.0.0.1:{port}/" in server.stdout.readline()
        for path in ("/", "/quiz", "/rulebook/", "/rulebook/variants/razz"):
            with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}",
                                        timeout=patience(30)) as page:
                assert page.status == 200, path
    finally:
        server.terminate()
        server.wait(timeout=patience(30))
    assert (place / "inst" / "trainer.sqlite").exists()
