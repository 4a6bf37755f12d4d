"""The dialogs: new game, settings, score sheet, move log, statistics, rules, about."""
