"""Invite codes and seat tokens: unguessable (`secrets`), a token kept on the disk only as its digest."""

from __future__ import annotations

import hashlib
import hmac
import secrets

#: The letters of an invite code: no 0/O, 1/I/L, so that it can be read out and typed.
CODE_LETTERS = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
#: Letters per code: 31**12 is about 2**59, so that codes cannot be guessed by trying.
CODE_LENGTH = 12


def new_code(taken: object = ()) -> str:
    """A new invite code, not among `taken`."""
    while True:
        code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
        if code not in taken:          # type: ignore[operator]
            return code


def normal_code(text: str) -> str:
    """A code as typed (lower case, spaces, dashes) in the form the server keeps."""
    return "".join(text.split()).replace("-", "").upper()


def new_token() -> str:
    """A new seat token: 192 random bits, URL-safe text."""
    return secrets.token_urlsafe(24)


def digest(token: str) -> str:
    """What the server keeps of a token (a SHA-256 digest, hex)."""
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def matches(token: str, kept: str | None) -> bool:
    """True if `token` is the one whose digest is `kept` (compared in constant time)."""
    return kept is not None and hmac.compare_digest(digest(token), kept)
