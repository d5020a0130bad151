"""The two screens the pages are checked at: a desktop and a phone held upright.

A module of its own rather than names in ``conftest.py``: a test module that imports
``conftest`` gets whichever conftest pytest loaded last, which is another folder's when
pytest is given several folders (``pytest tests/browser tests/trainer``).
"""

DESKTOP = {"viewport": {"width": 1280, "height": 900}}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
