"""Pictures of online play, to look at: `python tools/online_screenshots.py OUTDIR [--lang de] [--size 1024x700]`.

Two game windows in this process (no display needed: Qt's offscreen platform), a data folder of their own in a
temporary folder (nothing of the player's is read or written): the first hosts a table on this computer (the
game's own server), the second joins it. Written to OUTDIR, each named with the language: the Play online
dialog, the host dialogs (here, on a server), the join dialog, the invite, the lobby of the host and of the
guest, and both windows at the table after some moves.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="the folder of the pictures")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1024x700")
    parser.add_argument("--moves", type=int, default=24, help="moves played before the table's pictures")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="buraco-online-shots-")
    width, height = (int(part) for part in args.size.split("x"))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    from buraco_qt import rules as R
    from buraco_qt.app import create_window, name_application
    from buraco_qt.session import hosted_server
    from buraco_qt.storage.settings import Settings
    from buraco_qt.text import languages

    app = QApplication.instance() or QApplication([])
    name_application()
    languages.install(args.lang)
    hosted_server.AI_DELAY_S = 0.05

    def wait(condition, seconds: float = 30.0) -> None:
        deadline = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > deadline:
                raise SystemExit("timed out")
            app.processEvents()
            time.sleep(0.005)

    def shot(widget, name: str) -> None:
        widget.show()
        for _ in range(5):
            app.processEvents()
        path = out / f"{name}-{args.lang}.png"
        widget.grab().save(str(path))
        print(path)

    windows = []
    for index in range(2):
        window = create_window(["--speed", "0", "--seed", str(index + 3), "--variant", "brazilian"],
                               settings=Settings())
        window.resize(width, height)
        window.show()
        from buraco_qt.ui.window.online_play import OnlinePlay
        window._online = OnlinePlay(window, Path(os.environ["XDG_DATA_HOME"]) / f"player{index}")
        windows.append(window)
    host, guest = windows
    shot(host.online.show_dialog(), "play-online")
    host.online.dialog.close()
    from buraco_qt.ui.dialogs.host_dialog import HostChoices
    shot(host.online.show_host_dialog(here=True), "host-here")
    host.online.dialog.close()
    server_dialog = host.online.show_host_dialog(here=False)
    server_dialog.address.setText("buraco.example.org:8765")
    shot(server_dialog, "host-server")
    server_dialog.close()
    join = guest.online.show_join_dialog("buraco://192.168.1.20:8765/ABCDEFGHJKLM")
    join.name.setText("Bia")
    shot(join, "join")
    join.close()

    host.online.host(HostChoices(name="Ana", variant="brazilian", players=4, seats=["ai:hard", "open", "open"],
                                 turn_seconds=90), here=True)
    wait(lambda: host.online.lobby is not None)
    invite = host.online.invite
    guest.online.join(type(invite)("127.0.0.1", invite.port, invite.code), "Bia")
    wait(lambda: guest.online.lobby is not None and host.online.face.lobby is not None
         and sum(seat.get("kind") == "person" for seat in host.online.face.lobby["seats"]) == 2)
    wait(lambda: guest.online.face.lobby is not None and "Bia" in host.online.lobby.boxes[2].name.text())
    shot(host.online.lobby, "lobby-host")
    shot(guest.online.lobby, "lobby-guest")
    host.online.face.set_seat(3, "ai:normal")
    wait(lambda: (guest.online.face.lobby or {}).get("seats", [{}] * 4)[3].get("kind") == "ai:normal")
    host.online.face.start_match()
    wait(lambda: host.online.at_table and guest.online.at_table)
    shot(host.online.show_invite(), "invite")
    host.online.invite_dialog.close()
    rng = random.Random(1)
    moves = 0
    deadline = time.monotonic() + 60
    while moves < args.moves and time.monotonic() < deadline:
        for window in windows:
            face = window.controller
            shown = face.snapshot
            if shown.can_act and not face.busy:
                legal = [a for a in shown.legal if not isinstance(a, R.Undo)]
                melds = [a for a in legal if isinstance(a, (R.NewMeld, R.AddToMeld))]
                draws = [a for a in legal if isinstance(a, R.Draw)]
                choice = (draws or melds or [a for a in legal if isinstance(a, R.Discard)] or legal)
                face.request(rng.choice(choice))
                moves += 1
        app.processEvents()
        time.sleep(0.01)
    wait(lambda: not host.controller.busy and not guest.controller.busy)
    for _ in range(30):
        app.processEvents()
        time.sleep(0.01)
    for window, name in ((host, "table-host"), (guest, "table-guest")):
        window.scene.relayout(animate=False)
        shot(window, name)
    for window in windows:
        window.online.shutdown()
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
