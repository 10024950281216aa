"""Muggins Desktop: Muggins dominoes and cribbage with the Muggins rule."""

__version__ = "0.1.0"
APP_NAME = "muggins-desktop"
