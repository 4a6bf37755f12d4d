"""Qt widgets and the graphics scene of the table."""

