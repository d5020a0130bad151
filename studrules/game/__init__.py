"""What a stud game is: its definition and the hooks of its components.

- ``definition``: ``Street``, ``Names`` and ``Variant``, a game's common data and
  the tuple of components it is built from (the games themselves are in
  ``studrules.variants``);
- ``hooks``: ``Component``, the hooks through which the engine's core asks a game's
  specialties, and the ``Phase`` a component may bring (docs/components.md).

The package imports none of its modules itself: ``definition`` imports nothing of
the engine, ``hooks`` reads the hand's values, and each is imported where needed.
"""
