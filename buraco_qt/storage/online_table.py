"""The online table this player sits at, kept between starts of the game (``online.json`` in the data folder).

After a restart of the game, Game → Play online… → Resume the online table comes back to the seat: the server's
address, the table's invite code, the seat's newest token (a rejoin spends it and brings another, kept
here at once), the name, and whether the game hosts that table itself (then its server is started again
on the same port, where its tables are). The port the game's own server uses is kept here too, chosen
once, so that an invite holds across restarts. The file holds a secret (the token): it is written
readable by this user only. It is read as untrusted: anything out of place and the file is as if empty
(no table), never an error.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from buraco_qt.net.invite import InviteError, parse_invite
from buraco_qt.rules.values import Record
from buraco_qt.storage import files

FILE_NAME = "online.json"
MAX_BYTES = 16 * 1024


class OnlineTable(Record):
    """A seat at an online table to come back to."""

    FIELDS = ("url", "code", "token", "seat", "name", "hosted")
    url: str           # the server's websocket address (ws://HOST:PORT/)
    code: str          # the table's invite code
    token: str         # the seat's newest token
    seat: int
    name: str          # the player's name at the table
    hosted: bool       # the game's own server holds the table (start it again to come back)

    def __init__(self, url: str, code: str, token: str, seat: int, name: str, hosted: bool) -> None:
        self.url = url
        self.code = code
        self.token = token
        self.seat = seat
        self.name = name
        self.hosted = hosted


class OnlineFile:
    """``online.json`` of a data folder: the table to come back to, and the port of the game's own server."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / FILE_NAME

    def _read(self) -> dict[str, Any]:
        try:
            data = json.loads(files.read_limited(self.path, MAX_BYTES))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def _write(self, data: dict[str, Any]) -> None:
        files.write_atomic(self.path, json.dumps(data, indent=1))
        try:
            os.chmod(self.path, 0o600)
        except OSError:
            pass

    def table(self) -> OnlineTable | None:
        """The table kept, checked (None: none, or one that cannot be used)."""
        data = self._read().get("table")
        if not isinstance(data, dict):
            return None
        url, code, token, seat, name, hosted = (data.get(key) for key in OnlineTable.FIELDS)
        if not (isinstance(url, str) and isinstance(code, str) and isinstance(token, str) and isinstance(name, str)
                and isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 4
                and isinstance(hosted, bool) and 0 < len(token) <= 100 and 0 < len(name) <= 100):
            return None
        try:
            parse_invite(url.replace("ws://", "buraco://").replace("wss://", "buraco+tls://").rstrip("/") + "/" + code)
        except InviteError:
            return None
        return OnlineTable(url, code, token, seat, name, hosted)

    def keep(self, table: OnlineTable | None) -> None:
        """Keep `table` (None: forget the one kept); OSError if the file cannot be written."""
        data = self._read()
        if table is None:
            if "table" not in data:
                return
            data.pop("table")
        else:
            data["table"] = {key: getattr(table, key) for key in OnlineTable.FIELDS}
        self._write(data)

    def _text(self, key: str, most: int) -> str:
        value = self._read().get(key)
        return value if isinstance(value, str) and len(value) <= most else ""

    def _keep_text(self, key: str, value: str) -> None:
        data = self._read()
        if data.get(key) != value:
            data[key] = value
            self._write(data)

    def name(self) -> str:
        """The name last given at an online table ("": none)."""
        return self._text("name", 100)

    def keep_name(self, name: str) -> None:
        """Keep the name given at an online table, offered the next time."""
        self._keep_text("name", name)

    def server_address(self) -> str:
        """The address of the server last hosted on ("": none)."""
        return self._text("server", 300)

    def keep_server_address(self, address: str) -> None:
        """Keep the address of the server hosted on, offered the next time."""
        self._keep_text("server", address)

    def port(self) -> int | None:
        """The port of the game's own server, once chosen."""
        port = self._read().get("port")
        return port if isinstance(port, int) and not isinstance(port, bool) and 1024 <= port < 65536 else None

    def keep_port(self, port: int) -> None:
        """Keep the port of the game's own server."""
        data = self._read()
        if data.get("port") != port:
            data["port"] = port
            self._write(data)
