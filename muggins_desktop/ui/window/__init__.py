"""The main window and its parts: menus, the stage that puts a match on the table, side panels, the
status line and the start page.
"""
