"""The window's dialogs: new game, settings and looks, statistics, rules and about."""
