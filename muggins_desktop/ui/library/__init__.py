"""The match library in the window: the Matches list, its rows, the keeper that owns the library and
the file prompts.
"""
