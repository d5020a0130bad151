"""The scenarios of features/ as tests, run against the engine chosen with ``--engine``.

Only features/rankings is bound while the hand engine is written: the hand
features answer ``unsupported`` until it lands, and then this binds them too.
"""

from pytest_bdd import scenarios

scenarios("rankings")
