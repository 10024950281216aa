"""Numbered and fair deals, duplicate play and series, as the window shows them."""
