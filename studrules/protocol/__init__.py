"""The JSON-lines protocol an engine speaks (docs/protocol.md), and the engines behind it.

- ``dispatch``: one request in, one answer out (``handle``), the handshake and the
  rankings' requests, and the serve loop over JSON lines (``serve``);
- ``deal``: deal requests: replay a deal and its actions, answer the state;
- ``requests``: reading a request's fields, with errors that name the field at fault;
- ``limits``: how much one request may hold, so every answer is bounded work;
- ``schema`` and ``schemas/``: the protocol's JSON Schemas and their validator;
- ``engines``: the ``Engine`` interface the scenarios speak through (in process,
  a Python function, or a command speaking JSON lines).

The package imports none of its modules itself: the rulebook's own modules read
``requests`` while the engine is still being imported.
"""
