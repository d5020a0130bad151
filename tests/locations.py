"""Where the tests' own files are, for test modules in any layer's folder."""

from pathlib import Path

TESTS = Path(__file__).resolve().parent
"""This folder: the tests, grouped by layer, and what they share."""
REPO = TESTS.parent
"""The repository (a clone): ``docs/``, ``spec/``, ``features/``..."""
DATA = TESTS / "data"
"""Recorded hands, hand histories and other fixtures."""
ENGINES = TESTS / "engines"
"""The example engines the suite runs through (one in Node.js, several broken on purpose)."""
