"""Tests of settings, saved games and statistics (muggins_desktop.storage)."""
