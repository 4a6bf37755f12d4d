"""The bridge between the rules and a table: the controller, computer seats, turn guard, snapshots,
hotseat privacy, the move log.
"""
