"""The window's side of the table protocol: invites and the connection to a buraco-server."""
