"""The web tests' fixtures (``app``, its ``client`` and the ``clock`` it reads), offered to every
trainer test file: they are defined once, in test_trainer_web.py."""

from test_trainer_web import app, client, clock  # noqa: F401
