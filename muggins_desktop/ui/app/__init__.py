"""Starting the GUI: the platform check, the single-instance lock, the live settings and what is read
before the first paint.
"""
