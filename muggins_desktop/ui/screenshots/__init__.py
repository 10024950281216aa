"""Demo positions and the screenshot makers (``--screenshot``, the docs' pictures).

This package stands above ``ui/app/app.py`` and ``ui/window/main_window.py`` in the
import order: it builds a window, plays a seeded demo match forward and
grabs pictures of it. Nothing in the game packages (``ui/dominoes``,
``ui/cribbage``) or in the window imports it, so they never depend on the
window or the app through their demos.

- ``mode``: the command line's ``--screenshot FILE --demo ...``;
- ``dominoes_demo`` / ``cribbage_demo``: seeded positions worth showing;
- ``dominoes_shots`` / ``cribbage_shots``: the extra pictures of
  ``docs/screenshots`` (``python -m muggins_desktop.ui.screenshots.dominoes_shots``);
- ``forward`` (a seeded match played forward by computers, no Qt) and
  ``shot_window`` (the pictures' app, folder and window): what both games'
  demos and picture makers share.
"""
