"""Each game specialty as a component: one module per specialty, one interface (``base``).

A variant (``studrules.variants``) lists its components; the engine's core
calls their hooks and names no game (docs/components.md). This package
imports none of its modules itself: the variants import the ones they use.
"""
