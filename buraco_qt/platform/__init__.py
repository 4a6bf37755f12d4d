"""The game and its computer: resources, the display check, signals, crash reports, memory housekeeping."""
