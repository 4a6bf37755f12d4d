"""Invites read into an address and a code, or refused with a reason."""

from __future__ import annotations

import pytest

from buraco_qt.net.invite import Invite, InviteError, parse_invite


def test_invites_are_read_or_refused_with_a_reason() -> None:
    assert parse_invite(" buraco://192.168.1.5:9000/AbC123xy ") == Invite("192.168.1.5", 9000, "AbC123xy")
    assert parse_invite("host.example/AbC123xy").port == 8765
    assert parse_invite("ws://[::1]:9000/AbC123xy").url == "ws://[::1]:9000/"
    assert str(parse_invite("buraco://h:1/AbCd")) == "buraco://h:1/AbCd"
    for bad in ("", "buraco://host:9000", "buraco://host:99999/AbCd", "buraco://ho st:1/AbCd", "h:1/a b"):
        with pytest.raises(InviteError):
            parse_invite(bad)


