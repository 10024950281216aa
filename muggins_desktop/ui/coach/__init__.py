"""The coach's widgets: the hint panel, the review window and the counting trainer.

Each has one small entry point for the tables and menus (docs/COACH.md):
``HintPanel.show_for(view)``, ``ReviewWindow.from_path(path, seat)`` /
``ReviewWindow.from_events(events, seat)``, ``TrainerDialog(parent).open()``.
"""
