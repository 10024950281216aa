"""Named saves: the one-file-per-match format from before the match library.

The library keeps its own matches in its own files and never goes through
this package to do so; what the two formats share (the checks of seats,
options and the record's shape, the replay through the rules engine) lives
in ``storage/checks.py`` and ``storage/replay.py``, and these modules use it
in turn.

A named save is read only where such a file comes in from outside the
library: Open (``library/imports.py`` for ``MatchLibrary.import_file``, or
``saves.load_game`` when nothing is kept), the first start's migration of
the ``saves/`` folder (``library/imports.py`` again), and the start-up look
at an old autosave that migration has not taken in yet (``summary``).
Writing one is left to the files Open takes back: Save by name
(``saves.save_game``) and ``MatchLibrary.save_copy``.
"""
