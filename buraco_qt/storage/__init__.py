"""What the game keeps on disk: files, saved matches, the autosave, settings, statistics."""
