"""The words a player reads: translation contexts, languages, preset names, the describer of moves."""
