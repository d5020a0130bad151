"""Serve the trainer with waitress: ``python -m trainer`` on 127.0.0.1, port ``PORT`` (5000).

The instance folder and the database are created on the first start.
"""

from __future__ import annotations

import os
import sys

HOST = "127.0.0.1"
DEFAULT_PORT = 5000
THREADS = 8


def port_from(environ: dict[str, str]) -> int:
    """The port to listen on, from ``PORT``; raises ``ValueError`` saying what is wrong."""
    text = environ.get("PORT", "").strip() or str(DEFAULT_PORT)
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise ValueError(f'PORT must be a number from 1 to 65535, not "{text}"')
    return int(text)


def main() -> int:
    """Serve; print the address once listening. Exit 2, saying why, if the port is bad or busy."""
    try:
        port = port_from(dict(os.environ))
    except ValueError as error:
        print(f"trainer: {error}", file=sys.stderr)
        return 2
    from waitress import create_server

    from trainer import create_app

    app = create_app()
    try:
        server = create_server(
            app, host=HOST, port=port, threads=THREADS, ident="studrules-trainer"
        )
    except OSError as error:
        print(f"trainer: cannot listen on {HOST}:{port}: {error.strerror or error}",
              file=sys.stderr)
        return 2
    print(f"studrules trainer on http://{HOST}:{port}/ (database {app.config['DATABASE']})",
          flush=True)
    try:
        server.run()
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
