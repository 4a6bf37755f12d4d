"""Invites: ``buraco://HOST:PORT/CODE`` read into a server address and a table code, refused with a reason."""

from __future__ import annotations

import re
from dataclasses import dataclass

DEFAULT_PORT = 8765
_CODE = re.compile(r"^[A-Za-z0-9_-]{4,64}$")
_HOST = re.compile(r"^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]{1,253})$")


@dataclass(frozen=True)
class Invite:
    """Where a table is and its code."""

    host: str
    port: int
    code: str
    secure: bool = False

    @property
    def url(self) -> str:
        """The server's websocket address."""
        return f"{'wss' if self.secure else 'ws'}://{self.host}:{self.port}/"

    def __str__(self) -> str:
        return f"{'buraco+tls' if self.secure else 'buraco'}://{self.host}:{self.port}/{self.code}"


class InviteError(ValueError):
    """An invite that cannot be read; its text is the reason (English, for logs and tests)."""


def parse_invite(text: str) -> Invite:
    """The invite in `text` (``buraco://HOST:PORT/CODE``, ``ws://HOST:PORT/CODE`` or ``HOST:PORT/CODE``)."""
    text = text.strip()
    secure = False
    for scheme, is_secure in (("buraco+tls://", True), ("buraco://", False), ("wss://", True), ("ws://", False)):
        if text.lower().startswith(scheme):
            text, secure = text[len(scheme):], is_secure
            break
    address, slash, code = text.partition("/")
    code = code.strip("/")
    if not slash or not code:
        raise InviteError("the invite has no table code")
    if not _CODE.match(code):
        raise InviteError("the table code is not a code")
    host, port = split_address(address)
    return Invite(host, port, code, secure)


def split_address(address: str) -> tuple[str, int]:
    """`address` (``HOST`` or ``HOST:PORT``, IPv6 in brackets) as a host and a port."""
    address = address.strip()
    if address.startswith("[") and "]" in address:
        host, _, rest = address.partition("]")
        host += "]"
        port_text = rest.removeprefix(":") if rest else ""
        if rest and not rest.startswith(":"):
            raise InviteError("the address is not an address")
    else:
        host, _, port_text = address.partition(":")
    if not host or not _HOST.match(host):
        raise InviteError("the address is not an address")
    if not port_text:
        return host, DEFAULT_PORT
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise InviteError("the port is not a port")
    return host, int(port_text)
