"""``studrules.resources``: the rulebook and the suite, from the package or from the clone."""


import pytest
from locations import REPO

from studrules import resources

ROOT = REPO


def test_a_clone_reads_its_own_folders():
    assert resources.spec_dir() == ROOT / "spec"
    assert resources.features_dir() == ROOT / "features"


def test_the_folders_shipped_in_the_package_come_first(tmp_path, monkeypatch):
    (tmp_path / "_spec").mkdir()
    monkeypatch.setattr(resources, "files", lambda package: tmp_path)
    assert resources.spec_dir() == tmp_path / "_spec"
    assert resources.features_dir() == ROOT / "features"


def test_a_package_without_its_folders_says_which_is_missing(tmp_path, monkeypatch):
    monkeypatch.setattr(resources, "files", lambda package: tmp_path)
    monkeypatch.setattr(resources, "_CHECKOUT", tmp_path)
    with pytest.raises(resources.MissingResourceError, match="the features/ folder is neither"):
        resources.features_dir()
