"""The table server: Buraco with friends over the network (docs/server.md, docs/protocol.md). No Qt here."""
