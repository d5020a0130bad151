"""The signing secret: given, read from a file, or made once and kept in the instance folder.

Every worker started on the same instance folder reads the same secret, so any
of them can verify a question token or a session signed by another. Trainer
servers on several machines share one database and must share the secret too:
give each the same ``SECRET_KEY`` (``STUDRULES_TRAINER_SECRET_KEY``) or the
same file as ``SECRET_KEY_FILE`` (``STUDRULES_TRAINER_SECRET_KEY_FILE``).
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

SECRET_FILE = "secret_key"
SHORTEST = 32
"""Characters a signing secret needs at least (the one made here has 64 hexadecimal digits)."""


def file_secret(file: str) -> str:
    """The secret kept in ``file`` (``SECRET_KEY_FILE``), shared by several servers.

    Raises ``ValueError`` naming ``SECRET_KEY_FILE`` when that file cannot be
    read or holds fewer than 32 characters.
    """
    try:
        secret = Path(file).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or error
        raise ValueError(f'SECRET_KEY_FILE "{file}" cannot be read: {reason}') from error
    if len(secret) < SHORTEST:
        raise ValueError(f'SECRET_KEY_FILE "{file}" holds {len(secret)} characters; '
                         f"a secret needs at least {SHORTEST}")
    return secret


def instance_secret(instance_path: str | Path) -> str:
    """The secret stored in ``instance_path``, created (readable by its owner only) when missing.

    Raises ``OSError`` if the folder cannot be written, ``ValueError`` if the kept secret is short.
    """
    path = Path(instance_path) / SECRET_FILE
    if not path.exists():
        draft = path.with_name(f".{SECRET_FILE}.{os.getpid()}.{secrets.token_hex(4)}")
        fd = os.open(draft, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="ascii") as out:
            out.write(secrets.token_hex(32))
        try:
            os.link(draft, path)  # atomic: the first worker to get here wins, the others read it
        except FileExistsError:
            pass
        finally:
            draft.unlink()
    secret = path.read_text(encoding="ascii").strip()
    if len(secret) < SHORTEST:
        raise ValueError(f"the secret in {path} is shorter than {SHORTEST} characters: delete the "
                         "file and the trainer makes a new one")
    return secret
