"""This computer's address on the local network, for an invite to a table it hosts.

Found from the computer's own network interfaces (Qt's `QNetworkInterface`), without sending anything
anywhere: the first IPv4 address of an interface that is up, running, not the loopback and not a
virtual bridge of containers or machines, private addresses (192.168…, 10…, 172.16–31…) first. None
when there is none: the invite then says 127.0.0.1, for this computer alone.
"""

from __future__ import annotations

import ipaddress
import socket

#: Interfaces of containers, virtual machines and tunnels, whose addresses friends cannot reach.
VIRTUAL = ("docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "lxc", "lxd", "podman", "cni", "flannel",
           "tun", "tap", "wg", "zt", "utun", "ifb")
LOOPBACK = "127.0.0.1"


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses that others on its network may reach, the likeliest first."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
    flags = QNetworkInterface.InterfaceFlag
    found: list[tuple[int, str]] = []
    for interface in QNetworkInterface.allInterfaces():
        state = interface.flags()
        if not (state & flags.IsUp and state & flags.IsRunning) or state & flags.IsLoopBack:
            continue
        if interface.name().lower().startswith(VIRTUAL):
            continue
        for entry in interface.addressEntries():
            address = entry.ip()
            if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            text = address.toString()
            try:
                parsed = ipaddress.IPv4Address(text)
            except ValueError:
                continue
            if parsed.is_loopback or parsed.is_link_local or parsed.is_unspecified:
                continue
            found.append((0 if parsed.is_private else 1, text))
    return [text for _rank, text in sorted(found, key=lambda item: item[0])]


def lan_address() -> str | None:
    """The likeliest address of this computer on its network (None: none but the loopback)."""
    addresses = lan_addresses()
    return addresses[0] if addresses else None


def free_port() -> int:
    """A TCP port free now on every address of this computer."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("", 0))
        return probe.getsockname()[1]


def port_is_free(port: int) -> bool:
    """True if `port` can be listened on now, on every address of this computer."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("", port))
        except OSError:
            return False
    return True
